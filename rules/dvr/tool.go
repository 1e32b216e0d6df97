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
			{Name: "push", Usage: "points the player may spend to push (0–1000; pools of up to 8 dice)", Default: 0},
			{Name: "all-or-nothing", Usage: "the pool position (1-based) of an item die sacrificed for All or Nothing, 0 for none", Default: 0},
			{Name: "gm-buys-ones", Usage: "the GM buys every natural 1 it may", Default: false},
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
	oin := OddsInput{CheckInput: in, AllOrNothing: v.Int("all-or-nothing"), GMBuysOnes: v.Bool("gm-buys-ones")}
	// The report without pushing; pushing is computed once, here, for both
	// the JSON and the text.
	out, err := OddsReport(oin, -1)
	if err != nil {
		return tool.Output{}, err
	}
	successes := res.Successes
	if oin.AllOrNothing != 0 || oin.GMBuysOnes {
		odds, err := CheckOdds(oin)
		if err != nil {
			return tool.Output{}, err
		}
		successes = odds.Successes // the table shows what the JSON says
	}
	explain := res.Explain
	var pushed PushResult
	if v.IsSet("push") {
		if pushed, err = PushOddsWith(oin, push); err != nil {
			return tool.Output{}, err
		}
		out["p_complete_without_push"] = out["p_complete"]
		out["p_complete"] = pushed.ByPoints[push]
		explain = pushed.Explain
	}
	var b strings.Builder
	fmt.Fprintf(&b, "DvR %s with %s\n", in.Notation(), pool)
	noPush := out["p_complete"]
	if v.IsSet("push") {
		noPush = out["p_complete_without_push"]
	}
	fmt.Fprintf(&b, "  complete success  %s\n", tool.Percent(noPush.(float64)))
	if v.IsSet("push") {
		for p := 1; p <= push; p++ {
			fmt.Fprintf(&b, "  … pushing ≤ %-3d   %s\n", p, tool.Percent(pushed.ByPoints[p]))
		}
	}
	fmt.Fprintf(&b, "  critical failure  %s\n", tool.Percent(out["p_crit_fail"].(float64)))
	if oin.GMBuysOnes {
		fmt.Fprintf(&b, "  GM points (mean)  %8.3f\n", out["mean_gm_points"].(float64))
	}
	tool.Table(&b, "successes", successes, explain)
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
	Outcome         string `json:"outcome"`
	Crit            bool   `json:"crit"`
	CritFaces       []int  `json:"crit_faces"`
	PushCost        *int   `json:"push_cost"`
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
	verdict := OutcomeText(r.Outcome)
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
			Outcome: r.Outcome, Crit: r.Crit, CritFaces: nonNil(r.CritFaces), PushCost: r.PushCost,
		},
		Text: text,
	}, true, nil
}

func nonNil(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}
