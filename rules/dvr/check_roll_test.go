package dvr

import (
	"math"
	"testing"

	"sessionzero/rules/dice"
)

// TestRollCheckMatchesOdds rolls a check many times and compares the
// frequencies with the exact odds (within 5 standard errors).
func TestRollCheckMatchesOdds(t *testing.T) {
	in := CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: 2}
	exact, _ := Check(in)
	src := dice.NewSource(11)
	const n = 100_000
	counts := map[int]int{}
	complete, crit := 0, 0
	for range n {
		r, err := RollCheck(src, in)
		if err != nil {
			t.Fatal(err)
		}
		counts[r.Successes]++
		if r.Complete {
			complete++
		}
		if r.CriticalFailure {
			crit++
		}
	}
	within := func(name string, got int, p float64) {
		se := math.Sqrt(p * (1 - p) / n)
		if f := float64(got) / n; math.Abs(f-p) > 5*se+1e-9 {
			t.Errorf("%s: rolled %v, exact %v", name, f, p)
		}
	}
	for _, x := range exact.Successes.Outcomes() {
		within("successes", counts[x], exact.Successes.Prob(x))
	}
	within("complete", complete, exact.PComplete)
	within("critical failure", crit, exact.PCritFail)
	a, _ := RollCheck(dice.NewSource(5), in)
	b, _ := RollCheck(dice.NewSource(5), in)
	if a.Faces[0] != b.Faces[0] {
		t.Errorf("same seed, different faces: %v %v (failed: %s)", a.Faces, b.Faces, `a.Faces[0] != b.Faces[0]`)
	}
	if a.Faces[1] != b.Faces[1] {
		t.Errorf("same seed, different faces: %v %v (failed: %s)", a.Faces, b.Faces, `a.Faces[1] != b.Faces[1]`)
	}
	if a.Faces[2] != b.Faces[2] {
		t.Errorf("same seed, different faces: %v %v (failed: %s)", a.Faces, b.Faces, `a.Faces[2] != b.Faces[2]`)
	}
	if _, err := RollCheck(src, CheckInput{Pool: []int{5}, Difficulty: 4}); err == nil {
		t.Error("a d5 rolled")
	}
}
