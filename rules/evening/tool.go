package evening

import (
	"errors"
	"fmt"
	"strings"

	"sessionzero/rules/tool"
)

// oddsChecks are Evening's `odds` checks.
func oddsChecks() []tool.Command {
	return []tool.Command{{
		Name:    "evening",
		Summary: "an Evening d20 check against a TN",
		Flags: []tool.Flag{
			{Name: "mod", Usage: "modifier added to the d20", Default: 0},
			{Name: "tn", Usage: "target number", Default: 10},
			{Name: "adv", Usage: "advantage", Default: false},
			{Name: "dis", Usage: "disadvantage", Default: false},
			{Name: "start", Usage: "starting effect level: no effect, limited, standard, strong, great (or 0–4)", Default: "standard"},
		},
		Run: oddsCheck,
	}, {
		Name:    "evening-death-saves",
		Summary: "Evening death saves from the marks already made",
		Flags: []tool.Flag{
			{Name: "failures", Usage: "failures already marked (0–2)", Default: 0},
			{Name: "successes", Usage: "successes already marked (0–2)", Default: 0},
		},
		Run: oddsDeathSaves,
	}}
}

func oddsCheck(v tool.Values) (tool.Output, error) {
	level, err := ParseEffectLevel(v.String("start"))
	if err != nil {
		return tool.Output{}, err
	}
	mod, tn := v.Int("mod"), v.Int("tn")
	res, err := Check(CheckInput{Modifier: mod, TN: tn, Advantage: v.Bool("adv"), Disadvantage: v.Bool("dis"), StartEffect: level})
	if err != nil {
		return tool.Output{}, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Evening: d20 %+d against TN %d\n  success  %s\n", mod, tn, tool.Percent(res.PSuccess))
	fmt.Fprintln(&b, "\n  effect        all rolls  on a success")
	for l := EffectNone; l <= EffectGreat; l++ {
		fmt.Fprintf(&b, "  %-12s  %s  %s\n", l, tool.Percent(res.Effect.Prob(int(l))), tool.Percent(res.EffectOnSuccess.Prob(int(l))))
	}
	tool.Explain(&b, res.Explain)
	return tool.Output{JSON: map[string]any{
		"p_success":         res.PSuccess,
		"effect":            res.Effect.StringMap(),
		"effect_on_success": res.EffectOnSuccess.StringMap(),
	}, Text: b.String()}, nil
}

func oddsDeathSaves(v tool.Values) (tool.Output, error) {
	failures, successes := v.Int("failures"), v.Int("successes")
	if failures < 0 || failures > 2 || successes < 0 || successes > 2 {
		return tool.Output{}, errors.New("odds evening-death-saves: --failures and --successes must be 0, 1 or 2")
	}
	res := DeathSavesFrom(failures, successes)
	var b strings.Builder
	fmt.Fprintf(&b, "Evening death saves (%d failures, %d successes marked)\n  recover  %s\n  die      %s\n",
		failures, successes, tool.Percent(res.PRecover), tool.Percent(res.PDie))
	tool.Explain(&b, res.Explain)
	return tool.Output{JSON: map[string]any{"p_recover": res.PRecover, "p_die": res.PDie}, Text: b.String()}, nil
}
