package evening

import (
	"math"
	"testing"

	"sessionzero/rules/dice"
)

func TestRollCheckMatchesOdds(t *testing.T) {
	in := CheckInput{Modifier: 3, TN: 14, Disadvantage: true, StartEffect: EffectStandard}
	exact, _ := Check(in)
	src := dice.NewSource(8)
	const n = 100_000
	success := 0
	effect := map[EffectLevel]int{}
	for range n {
		r := RollCheck(src, in)
		if len(r.D20s) != 2 {
			t.Fatalf("len(r.D20s) != 2: disadvantage roll %+v", r)
		}
		if r.Natural != min(r.D20s[0], r.D20s[1]) {
			t.Fatalf("r.Natural != min(r.D20s[0], r.D20s[1]): disadvantage roll %+v", r)
		}
		if r.Success {
			success++
			effect[r.Effect]++ // a failure has no effect level (EVE-13)
		}
	}
	check := func(name string, got int, p float64) {
		se := math.Sqrt(p * (1 - p) / n)
		if f := float64(got) / n; math.Abs(f-p) > 5*se+1e-9 {
			t.Errorf("%s: rolled %v, exact %v", name, f, p)
		}
	}
	check("success", success, exact.PSuccess)
	for l := EffectNone; l <= EffectGreat; l++ {
		check(l.String(), effect[l], exact.EffectOnSuccess.Prob(int(l)))
	}
	if r := RollCheck(src, CheckInput{Advantage: true, Disadvantage: true}); len(r.D20s) != 1 {
		t.Errorf("advantage and disadvantage rolled %d dice", len(r.D20s))
	}
}
