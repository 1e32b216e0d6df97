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
			{Name: "mode", Usage: "check, attack, defense, wealth (1d10) or resource", Default: ""},
			{Name: "post", Usage: "effect levels shifted after the roll (−4…4)", Default: 0},
			{Name: "cover", Usage: "cover of the one attacked: none, limited, standard or great", Default: ""},
			{Name: "defend", Usage: "the defender took the Defend action (+3)", Default: false},
			{Name: "reserve", Usage: "a reserve die added as a reaction: d4…d12", Default: ""},
			{Name: "reroll", Usage: "re-roll a failure once (5 XP)", Default: false},
		},
		Run: oddsCheck,
	}, {
		Name:    "evening-group",
		Summary: "an Evening group check: half of the group and one more must succeed",
		Flags: []tool.Flag{
			{Name: "member", Usage: "one member as MOD:TN (repeat the flag)", Default: []string{}},
		},
		Run: oddsGroup,
	}, {
		Name:    "evening-contested",
		Summary: "an Evening contested check between two modifiers",
		Flags: []tool.Flag{
			{Name: "a", Usage: "side a's modifier", Default: 0},
			{Name: "b", Usage: "side b's modifier", Default: 0},
		},
		Run: oddsContested,
	}, {
		Name:    "evening-challenge",
		Summary: "the chance to resolve an Evening challenge before it fails",
		Flags: []tool.Flag{
			{Name: "mod", Usage: "modifier of each attempt", Default: 0},
			{Name: "rating", Usage: "the challenge's rating", Default: 1, Required: true},
			{Name: "suitability", Usage: "how suitable the approach is: poor, risky, fine, good or perfect (empty = fine)", Default: ""},
			{Name: "complexity", Usage: "the challenge's complexity", Default: 1, Required: true},
			{Name: "start", Usage: "starting effect level", Default: "standard"},
		},
		Run: oddsChallenge,
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
	in := CheckInput{Mode: v.String("mode"), Modifier: mod, TN: tn, Advantage: v.Bool("adv"), Disadvantage: v.Bool("dis"), StartEffect: level,
		PostEffect: v.Int("post"), Cover: v.String("cover"), Defend: v.Bool("defend"), Reroll: v.Bool("reroll")}
	if r := v.String("reserve"); r != "" {
		if _, err := fmt.Sscanf(r, "d%d", &in.ReserveDie); err != nil {
			return tool.Output{}, fmt.Errorf("odds evening: --reserve %q must be a die such as d6", r)
		}
	}
	res, err := Check(in)
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
	out := map[string]any{
		"p_success":         res.PSuccess,
		"effect":            res.Effect.StringMap(),
		"effect_on_success": res.EffectOnSuccess.StringMap(),
	}
	out["p_crit"] = res.PCrit
	out["p_natural_1"] = res.PNatural1
	out["p_natural_20"] = res.PNatural20
	out["p_fail_by_10"] = res.PFailBy10
	out["p_succeed_by_10"] = res.PSucceedBy10
	out["p_thread_bad"] = res.PThreadBad
	out["p_thread_good"] = res.PThreadGood
	out["auto_success"] = res.AutoSuccess
	out["tn_effective"] = res.TNEffective
	return tool.Output{JSON: out, Text: b.String()}, nil
}

func oddsGroup(v tool.Values) (tool.Output, error) {
	var members []CheckInput
	for _, m := range v.Strings("member") {
		in, err := ParseGroupMember(m)
		if err != nil {
			return tool.Output{}, fmt.Errorf("odds evening-group: --%w", err)
		}
		members = append(members, in)
	}
	res, err := GroupCheck(members)
	if err != nil {
		return tool.Output{}, err
	}
	return explainedf(res, res.Explain, "Evening group check (%d members, %d must succeed)\n  success  %s\n",
		len(members), res.SuccessesNeeded, tool.Percent(res.PSuccess)), nil
}

func oddsContested(v tool.Values) (tool.Output, error) {
	res, err := Contested(CheckInput{Modifier: v.Int("a"), StartEffect: EffectStandard}, CheckInput{Modifier: v.Int("b"), StartEffect: EffectStandard})
	if err != nil {
		return tool.Output{}, err
	}
	return explainedf(res, res.Explain, "Evening contested check: d20 %+d against d20 %+d\n  a wins  %s\n  b wins  %s\n",
		v.Int("a"), v.Int("b"), tool.Percent(res.PA), tool.Percent(res.PB)), nil
}

func oddsChallenge(v tool.Values) (tool.Output, error) {
	level, err := ParseEffectLevel(v.String("start"))
	if err != nil {
		return tool.Output{}, err
	}
	res, err := ChallengeChance(ChallengeInput{Modifier: v.Int("mod"), Rating: v.Int("rating"), Suitability: v.String("suitability"),
		Complexity: v.Int("complexity"), StartEffect: level})
	if err != nil {
		return tool.Output{}, err
	}
	return explainedf(res, res.Explain, "Evening challenge: TN %d, %d successes before %d failures\n  resolved  %s\n  failed    %s\n",
		res.TN, res.SuccessesNeeded, res.FailureThreshold, tool.Percent(res.PResolve), tool.Percent(res.PFail)), nil
}

func oddsDeathSaves(v tool.Values) (tool.Output, error) {
	failures, successes := v.Int("failures"), v.Int("successes")
	if failures < 0 || failures > 2 || successes < 0 || successes > 2 {
		return tool.Output{}, errors.New("odds evening-death-saves: --failures and --successes must be 0, 1 or 2")
	}
	res := DeathSavesFrom(failures, successes)
	return explainedf(map[string]any{"p_recover": res.PRecover, "p_die": res.PDie}, res.Explain,
		"Evening death saves (%d failures, %d successes marked)\n  recover  %s\n  die      %s\n",
		failures, successes, tool.Percent(res.PRecover), tool.Percent(res.PDie)), nil
}

// explainedf is an odds answer: its JSON, and its text (the formatted
// lines, then the explanation).
func explainedf(json any, explain []string, format string, args ...any) tool.Output {
	var b strings.Builder
	fmt.Fprintf(&b, format, args...)
	tool.Explain(&b, explain)
	return tool.Output{JSON: json, Text: b.String()}
}
