package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules/tool"
)

// OddsChecks are Dragonhead's `odds` checks.
func (System) OddsChecks() []tool.Command {
	return []tool.Command{{
		Name:    "dragonhead",
		Summary: "a Dragonhead check with its risk roll",
		Flags: []tool.Flag{
			{Name: "score", Usage: "ability score", Default: 0, Required: true},
			{Name: "difficulty", Usage: "easy, normal, hard, heavy, horrendous or herculean", Default: "normal"},
			{Name: "bonus", Usage: "class, skill and other bonuses", Default: 0},
			{Name: "risk", Usage: "risk dice, e.g. d6,d8 (or reaper, slacker)", Default: "d6"},
			{Name: "try", Usage: "try, harder or hardest", Default: "try"},
			{Name: "versus", Usage: "defensive strength of a challenge (AC, Break …)", Default: 0},
		},
		Run: oddsCheck,
	}}
}

func oddsCheck(v tool.Values) (tool.Output, error) {
	diff, err := ParseDifficulty(v.String("difficulty"))
	if err != nil {
		return tool.Output{}, err
	}
	riskDice, err := ParseRiskDice(v.String("risk"))
	if err != nil {
		return tool.Output{}, err
	}
	level, err := ParseTryLevel(v.String("try"))
	if err != nil {
		return tool.Output{}, err
	}
	score, bonus, versus := v.Int("score"), v.Int("bonus"), v.Int("versus")
	in := CheckInput{Score: score, Difficulty: diff, Bonus: bonus, RiskDice: riskDice, Try: level}
	if v.IsSet("versus") {
		in.Versus = &versus
	}
	res, err := Check(in)
	if err != nil {
		return tool.Output{}, err
	}
	var out map[string]any
	if in.Versus != nil {
		out = map[string]any{
			"strength":  res.Strength.StringMap(),
			"p_win":     res.PWin,
			"successes": res.Successes.StringMap(),
		}
	} else {
		out = map[string]any{
			"strength":    res.Strength.StringMap(),
			"p_crash":     res.PCrash,
			"p_full_fail": res.PFullFail,
			"p_half_fail": res.PHalfFail,
			"p_success":   res.PSuccess,
			"successes":   res.Successes.StringMap(),
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Dragonhead: score %d, %s, bonus %+d, risk %s, %s (mean strength %.2f)\n", score, diff, bonus, v.String("risk"), level, res.Strength.Mean())
	if in.Versus != nil {
		fmt.Fprintf(&b, "  win against %d  %s\n", versus, tool.Percent(res.PWin))
	} else {
		fmt.Fprintf(&b, "  success    %s\n  half fail  %s\n  full fail  %s\n  crash      %s\n",
			tool.Percent(res.PSuccess), tool.Percent(res.PHalfFail), tool.Percent(res.PFullFail), tool.Percent(res.PCrash))
	}
	tool.Table(&b, "successes", res.Successes, nil)
	tool.Table(&b, "strength", res.Strength, res.Explain)
	return tool.Output{JSON: out, Text: b.String()}, nil
}
