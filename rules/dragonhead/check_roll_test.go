package dragonhead

import (
	"math"
	"testing"

	"sessionzero/rules/dice"
)

func TestRollCheckMatchesOdds(t *testing.T) {
	defence := 14
	for _, versus := range []*int{nil, &defence} {
		in := CheckInput{Score: 12, Difficulty: DifficultyNormal, Bonus: 1, RiskDice: []int{6, 8}, Try: TryHarder, Versus: versus}
		exact, _ := Check(in)
		src := dice.NewSource(3)
		const n = 100_000
		counts := map[int]int{}
		for range n {
			r, err := RollCheck(src, in)
			if err != nil {
				t.Fatal(err)
			}
			if want := 12 + 1 + RiskRoll(r.RiskFaces, r.SignFaces); r.Strength != want {
				t.Fatalf("r.Strength != want: roll %+v: strength %d, want %d", r, r.Strength, want)
			} else if len(r.SignFaces) != 2 {
				t.Fatalf("len(r.SignFaces) != 2: roll %+v: strength %d, want %d", r, r.Strength, want)
			}
			counts[r.Successes]++
		}
		// Group the exact odds the way RollCheck reports successes.
		want := map[int]float64{OutcomeCrash: exact.PCrash, OutcomeFullFail: exact.PFullFail, OutcomeHalfFail: exact.PHalfFail}
		if versus != nil {
			want = map[int]float64{}
		}
		for _, k := range exact.Successes.Outcomes() {
			want[k] = exact.Successes.Prob(k)
		}
		for k, p := range want {
			se := math.Sqrt(p * (1 - p) / n)
			if f := float64(counts[k]) / n; math.Abs(f-p) > 5*se+1e-9 {
				t.Errorf("versus %v, successes %d: rolled %v, exact %v", versus != nil, k, f, p)
			}
		}
	}
}
