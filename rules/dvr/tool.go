package dvr

import (
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/tool"
)

// OddsChecks are DvR's `odds` checks.
func oddsChecks() []tool.Command {
	return []tool.Command{{
		Name:    "dvr",
		Summary: "a DvR dice pool check",
		Flags: []tool.Flag{
			{Name: "pool", Usage: "dice pool, e.g. d8,d6,d6", Default: "", Required: true},
			{Name: "difficulty", Usage: "difficulty D", Default: 4},
			{Name: "risk", Usage: "risk R: a number, or X when the risk is irrelevant", Default: "X"},
			{Name: "push", Usage: "points the player may spend to push (pools of up to 8 dice)", Default: 0},
		},
		Run: oddsPool,
	}}
}

func oddsPool(v tool.Values) (tool.Output, error) {
	pool, risk, push := v.String("pool"), v.String("risk"), v.Int("push")
	sizes, err := ParsePool(pool)
	if err != nil {
		return tool.Output{}, err
	}
	r := RiskX
	if !strings.EqualFold(risk, "x") {
		if r, err = strconv.Atoi(risk); err != nil || r < 1 {
			return tool.Output{}, fmt.Errorf("odds dvr: --risk %q must be a positive number or X", risk)
		}
	}
	in := CheckInput{Pool: sizes, Difficulty: v.Int("difficulty"), Risk: r}
	res, err := Check(in)
	if err != nil {
		return tool.Output{}, err
	}
	out := map[string]any{
		"p_complete":  res.PComplete,
		"p_crit_fail": res.PCritFail,
		"successes":   res.Successes.StringMap(),
	}
	explain := res.Explain
	var pushed PushResult
	if v.IsSet("push") {
		if pushed, err = PushOdds(in, push); err != nil {
			return tool.Output{}, err
		}
		out["p_complete"] = pushed.ByPoints[push]
		out["p_complete_without_push"] = res.PComplete
		explain = pushed.Explain
	}
	var b strings.Builder
	fmt.Fprintf(&b, "DvR %s with %s\n", in.Notation(), pool)
	fmt.Fprintf(&b, "  complete success  %s\n", tool.Percent(res.PComplete))
	if v.IsSet("push") {
		for p := 1; p <= push; p++ {
			fmt.Fprintf(&b, "  … pushing ≤ %-3d   %s\n", p, tool.Percent(pushed.ByPoints[p]))
		}
	}
	fmt.Fprintf(&b, "  critical failure  %s\n", tool.Percent(res.PCritFail))
	tool.Table(&b, "successes", res.Successes, explain)
	return tool.Output{JSON: out, Text: b.String()}, nil
}

// rollJSON is the output of `roll --json` for a DvR pool.
type rollJSON struct {
	Expression      string `json:"expression"`
	Seed            uint64 `json:"seed"`
	Pool            []int  `json:"pool"`
	Dice            []int  `json:"dice"`
	Successes       int    `json:"successes"`
	Complete        bool   `json:"complete"`
	CriticalFailure bool   `json:"critical_failure"`
}

// roll rolls the DvR shorthand "POOL DvR", e.g. "d8,d6,d6 4v2" or
// "d8,d6,d6 4vX": ok is false when src does not end in a DvR check (then
// it is a dice expression); err reports a bad pool.
func roll(src string, seed uint64) (tool.Output, bool, error) {
	fields := strings.Fields(src)
	if len(fields) < 2 {
		return tool.Output{}, false, nil
	}
	difficulty, risk, notationErr := ParseNotation(fields[len(fields)-1])
	if notationErr != nil {
		return tool.Output{}, false, nil
	}
	pool, err := ParsePool(strings.Join(fields[:len(fields)-1], ""))
	if err != nil {
		return tool.Output{}, true, err
	}
	in := CheckInput{Pool: pool, Difficulty: difficulty, Risk: risk}
	r, err := RollCheck(dice.NewSource(seed), in)
	if err != nil {
		return tool.Output{}, true, err
	}
	faces, net := r.Faces, r.Successes
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = fmt.Sprintf("d%d:%d", pool[i], f)
	}
	verdict := "partial success/failure"
	switch {
	case r.CriticalFailure:
		verdict = "critical failure"
	case r.Complete:
		verdict = "complete success"
	}
	noun := "successes"
	if net == 1 {
		noun = "success"
	}
	text := fmt.Sprintf("%s [%s] = %d %s on %s: %s\n(seed %d)\n",
		strings.Join(fields[:len(fields)-1], ""), strings.Join(parts, " "), net, noun, in.Notation(), verdict, seed)
	return tool.Output{
		JSON: rollJSON{
			Expression: strings.Join(fields, " "), Seed: seed, Pool: pool, Dice: faces,
			Successes: net, Complete: r.Complete, CriticalFailure: r.CriticalFailure,
		},
		Text: text,
	}, true, nil
}
