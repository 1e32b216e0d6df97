package dvr

import (
	"math"
	"slices"
	"testing"
)

// The book's worked examples (spec §10), quoting 001_b486315a8cda90c7.txt.
func TestResolveBookExamples(t *testing.T) {
	// "a lucky roll of (4,4,4) on a 4vX check generated 5 total successes"
	r, err := Resolve(RollInput{Pool: []int{6, 6, 6}, Difficulty: 4, Risk: RiskX, Dice: []int{4, 4, 4}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Successes != 5 {
		t.Errorf("(4,4,4) on 4vX: %+v, want 5 successes, complete, crit face 4 (failed: %s)", r, `r.Successes != 5`)
	}
	if !r.Complete {
		t.Errorf("(4,4,4) on 4vX: %+v, want 5 successes, complete, crit face 4 (failed: %s)", r, `!r.Complete`)
	}
	if !r.Crit {
		t.Errorf("(4,4,4) on 4vX: %+v, want 5 successes, complete, crit face 4 (failed: %s)", r, `!r.Crit`)
	}
	if !slices.Equal(r.CritFaces, []int{4}) {
		t.Errorf("(4,4,4) on 4vX: %+v, want 5 successes, complete, crit face 4 (failed: %s)", r, `!slices.Equal(r.CritFaces, []int{4})`)
	}
	// Jessie: "rolls a (5,5,3) on a 4v2 … succeeding the roll but also scoring a crit"
	r, _ = Resolve(RollInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: 2, Dice: []int{5, 5, 3}})
	if r.Successes != 3 {
		t.Errorf("Jessie (5,5,3) on 4v2: %+v, want 3 successes, complete, crit 5 (failed: %s)", r, `r.Successes != 3`)
	}
	if r.Outcome != OutcomeComplete {
		t.Errorf("Jessie (5,5,3) on 4v2: %+v, want 3 successes, complete, crit 5 (failed: %s)", r, `r.Outcome != OutcomeComplete`)
	}
	if r.CritNumber != 5 {
		t.Errorf("Jessie (5,5,3) on 4v2: %+v, want 3 successes, complete, crit 5 (failed: %s)", r, `r.CritNumber != 5`)
	}
	// Gun shot: "My dice values are 3, 4, 2" on 5v2.
	gun := RollInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2, Dice: []int{3, 4, 2}}
	r, _ = Resolve(gun)
	if r.Successes != 0 {
		t.Errorf("(3,4,2) on 5v2: %+v, want 0, failure, push_cost 3 (failed: %s)", r, `r.Successes != 0`)
	}
	if r.Complete {
		t.Errorf("(3,4,2) on 5v2: %+v, want 0, failure, push_cost 3 (failed: %s)", r, `r.Complete`)
	}
	if r.CriticalFailure {
		t.Errorf("(3,4,2) on 5v2: %+v, want 0, failure, push_cost 3 (failed: %s)", r, `r.CriticalFailure`)
	}
	if r.Outcome != OutcomeFailure {
		t.Errorf("(3,4,2) on 5v2: %+v, want 0, failure, push_cost 3 (failed: %s)", r, `r.Outcome != OutcomeFailure`)
	}
	if r.PushCost == nil {
		t.Fatalf("(3,4,2) on 5v2: %+v, want 0, failure, push_cost 3 (failed: %s)", r, `r.PushCost == nil`)
	}
	if *r.PushCost != 3 {
		t.Errorf("(3,4,2) on 5v2: %+v, want 0, failure, push_cost 3 (failed: %s)", r, `*r.PushCost != 3`)
	}
	// "spend one of my damage gun's points to get my 4 up to a 5"
	gun.Pushes = []Push{{Die: 1, Points: 1, From: FromWeapon}}
	r, _ = Resolve(gun)
	if r.Successes != 1 {
		t.Errorf("one gun point: %+v, want 1 success, still short (failed: %s)", r, `r.Successes != 1`)
	}
	if r.Complete {
		t.Errorf("one gun point: %+v, want 1 success, still short (failed: %s)", r, `r.Complete`)
	}
	if r.Spent.Weapon != 1 {
		t.Errorf("one gun point: %+v, want 1 success, still short (failed: %s)", r, `r.Spent.Weapon != 1`)
	}
	// "two focus points to push my 3 up to a 5 … (5, 5, 2)": 2 successes, no crit.
	gun.Pushes = append(gun.Pushes, Push{Die: 0, Points: 2, From: FromFocus})
	r, _ = Resolve(gun)
	if !slices.Equal(r.Final, []int{5, 5, 2}) {
		t.Errorf("(5,5,2) pushed: %+v, want 2 successes, complete, no crit (failed: %s)", r, `!slices.Equal(r.Final, []int{5, 5, 2})`)
	}
	if r.Successes != 2 {
		t.Errorf("(5,5,2) pushed: %+v, want 2 successes, complete, no crit (failed: %s)", r, `r.Successes != 2`)
	}
	if !r.Complete {
		t.Errorf("(5,5,2) pushed: %+v, want 2 successes, complete, no crit (failed: %s)", r, `!r.Complete`)
	}
	if r.Crit {
		t.Errorf("(5,5,2) pushed: %+v, want 2 successes, complete, no crit (failed: %s)", r, `r.Crit`)
	}
	if r.Spent.Focus != 2 {
		t.Errorf("(5,5,2) pushed: %+v, want 2 successes, complete, no crit (failed: %s)", r, `r.Spent.Focus != 2`)
	}
	// "Most common and normal rolls are a 4v1" — (6,1) on 4v1 is a critical failure (DVR-7).
	r, _ = Resolve(RollInput{Pool: []int{6, 6}, Difficulty: 4, Risk: 1, Dice: []int{6, 1}})
	if r.Outcome != OutcomeCriticalFailure {
		t.Errorf("(6,1) on 4v1: %s, want critical failure", r.Outcome)
	}
	// GM buys the 1 (DVR-16): success stands, still a natural 1.
	r, _ = Resolve(RollInput{Pool: []int{6, 6}, Difficulty: 4, Risk: 1, Dice: []int{6, 1}, BoughtOnes: 1})
	if r.Successes != 1 {
		t.Errorf("(6,1) with the 1 bought: %+v (failed: %s)", r, `r.Successes != 1`)
	}
	if r.GMPoints != 1 {
		t.Errorf("(6,1) with the 1 bought: %+v (failed: %s)", r, `r.GMPoints != 1`)
	}
	if !r.Complete {
		t.Errorf("(6,1) with the 1 bought: %+v (failed: %s)", r, `!r.Complete`)
	}
}

func TestResolveRefuses(t *testing.T) {
	base := RollInput{Pool: []int{6, 6}, Difficulty: 4, Risk: 1, Dice: []int{3, 1}}
	cases := map[string]func(*RollInput){
		"face 7 on a d6":        func(in *RollInput) { in.Dice = []int{7, 1} },
		"face 0":                func(in *RollInput) { in.Dice = []int{0, 1} },
		"too few dice":          func(in *RollInput) { in.Dice = []int{3} },
		"push past the top":     func(in *RollInput) { in.Pushes = []Push{{Die: 0, Points: 4, From: FromFocus}} },
		"bad source":            func(in *RollInput) { in.Pushes = []Push{{Die: 0, Points: 1, From: "luck"}} },
		"buy 1 with no success": func(in *RollInput) { in.BoughtOnes = 1 },
		"All or Nothing 3":      func(in *RollInput) { in.AllOrNothing = 3 },
	}
	for name, edit := range cases {
		in := base
		edit(&in)
		if _, err := Resolve(in); err == nil {
			t.Errorf("%s accepted", name)
		}
	}
}

// scoreFinal scores a roll by the spec's rules directly: A on final faces
// (the All-or-Nothing die, 0-based aon, counts 2), G and O on natural faces.
func scoreFinal(natural, final []int, d, aon int, gm bool) (succ, ones, raw int) {
	a, g := 0, 0
	for i, f := range final {
		if f >= d {
			a++
			if i == aon {
				a++
			}
		}
	}
	count := map[int]int{}
	for _, f := range natural {
		if f == 1 {
			ones++
		} else {
			count[f]++
		}
	}
	for _, c := range count {
		if c >= 2 {
			g += c - 1
		}
	}
	return successesAfterOnes(a+g, ones, gm), ones, a + g
}

// bruteCost tries every final face of every die and returns the fewest
// points that complete the roll (-1 if none).
func bruteCost(natural, pool []int, d, needed, aon int, gm bool) int {
	best := -1
	final := make([]int, len(natural))
	var walk func(i, cost int)
	walk = func(i, cost int) {
		if i == len(natural) {
			if s, _, _ := scoreFinal(natural, final, d, aon, gm); s >= needed && (best < 0 || cost < best) {
				best = cost
			}
			return
		}
		for f := natural[i]; f <= pool[i]; f++ {
			final[i] = f
			walk(i+1, cost+f-natural[i])
		}
	}
	walk(0, 0)
	return best
}

func eachRoll(pool []int, fn func(faces []int, p float64)) {
	faces := make([]int, len(pool))
	p := 1.0
	for _, s := range pool {
		p /= float64(s)
	}
	var walk func(i int)
	walk = func(i int) {
		if i == len(pool) {
			fn(faces, p)
			return
		}
		for f := 1; f <= pool[i]; f++ {
			faces[i] = f
			walk(i + 1)
		}
	}
	walk(0)
}

func TestOddsAndPushMatchBruteForce(t *testing.T) {
	pools := [][]int{{6}, {8, 6}, {6, 8, 4}, {12, 4, 4}, {6, 6, 6, 4}}
	const points = 6
	for _, pool := range pools {
		for _, d := range []int{1, 2, 5} {
			for _, r := range []int{RiskX, 2, 4} {
				for aon := 0; aon <= min(2, len(pool)); aon++ {
					for _, gm := range []bool{false, true} {
						in := OddsInput{CheckInput: CheckInput{Pool: pool, Difficulty: d, Risk: r}, AllOrNothing: aon, GMBuysOnes: gm}
						odds, err := CheckOdds(in)
						if err != nil {
							t.Fatal(err)
						}
						push, err := PushOddsWith(in, points)
						if err != nil {
							t.Fatal(err)
						}
						var complete, partial, fail, critFail, crit, gmPts float64
						wantPush := make([]float64, points+1)
						eachRoll(pool, func(faces []int, p float64) {
							s, ones, raw := scoreFinal(faces, faces, d, aon-1, gm)
							switch {
							case s >= in.Needed():
								complete += p
							case s > 0:
								partial += p
							case ones > 0:
								critFail += p
							default:
								fail += p
							}
							if IsCrit(faces) {
								crit += p
							}
							if gm {
								gmPts += p * float64(min(ones, raw))
							}
							c := bruteCost(faces, pool, d, in.Needed(), aon-1, gm)
							if c >= 0 {
								for b := c; b <= points; b++ {
									wantPush[b] += p
								}
							}
							{
								fc, ok := PushCost(in.CheckInput, faces, aon, gm)
								if ok != (c >= 0) {
									t.Fatalf("%v %s aon %d gm %v faces %v: PushCost %d %v (failed: %s)", pool, in.Notation(), aon, gm, faces, fc, ok, `ok != (c >= 0)`)
								}
								if ok && fc != c {
									t.Fatalf("%v %s aon %d gm %v faces %v: PushCost %d %v (failed: %s)", pool, in.Notation(), aon, gm, faces, fc, ok, `(ok && fc != c)`)
								}
							}
						})
						name := func() string { return in.Notation() }
						for _, c := range []struct {
							what      string
							got, want float64
						}{{"complete", odds.PComplete, complete}, {"partial", odds.PPartial, partial}, {"failure", odds.PFailure, fail}, {"crit fail", odds.PCritFail, critFail}, {"crit", odds.PCrit, crit}, {"mean GM points", odds.MeanGMPoints, gmPts}} {
							if math.Abs(c.got-c.want) > tolerance {
								t.Errorf("%v %s aon %d gm %v: %s %v, brute force %v", pool, name(), aon, gm, c.what, c.got, c.want)
							}
						}
						for b := range wantPush {
							if math.Abs(push.ByPoints[b]-wantPush[b]) > tolerance {
								t.Errorf("%v %s aon %d gm %v push ≤%d: %v, brute force %v", pool, name(), aon, gm, b, push.ByPoints[b], wantPush[b])
							}
						}
					}
				}
			}
		}
	}
}

func TestCheckNotes(t *testing.T) {
	if n := CheckNotes(3, true, true); len(n) != 0 {
		t.Errorf("3 trained-or-allowed dice: %v", n)
	}
	if n := CheckNotes(4, true, false); len(n) != 2 {
		t.Errorf("4 dice untrained with the rule off: %v", n)
	}
}
