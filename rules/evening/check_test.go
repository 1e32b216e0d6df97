package evening

import (
	"math"
	"strings"
	"testing"
)

const tolerance = 1e-12

func TestCheckEffectBookRules(t *testing.T) {
	// 003_b350af455cb359c1.txt "Making checks".
	tests := []struct {
		name               string
		natural, total, tn int
		start, want        EffectLevel
	}{
		{"plain success", 12, 15, 12, EffectStandard, EffectStandard},
		{`"10 or more higher than the target number, increase the effect by one level"`, 15, 25, 15, EffectStandard, EffectStrong},
		{`"10 or more lower than the target number, decrease the effect by one level"`, 5, 5, 15, EffectStandard, EffectLimited},
		{`"natural 20, increase the effect by one level"`, 20, 22, 15, EffectStandard, EffectStrong},
		{`"if you roll 10 or more lower and a natural 1, decrease effect by two levels"`, 1, 3, 15, EffectStandard, EffectNone},
		{"natural 20 and 10 above: two levels, kept at great", 20, 30, 10, EffectStrong, EffectGreat},
		{"no lower than no effect", 1, 1, 20, EffectLimited, EffectNone},
	}
	for _, tt := range tests {
		if got := CheckEffect(tt.natural, tt.total, tt.tn, tt.start); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}

// keptDie is the die a check keeps of the two rolled: the higher with
// advantage, the lower with disadvantage, the first with both or neither
// (EVE-15).
func keptDie(in CheckInput, a, b int) int {
	switch {
	case in.Advantage && !in.Disadvantage:
		return max(a, b)
	case in.Disadvantage && !in.Advantage:
		return min(a, b)
	}
	return a
}

// bruteForceCheck enumerates both d20s (the second ignored without
// advantage or disadvantage).
func bruteForceCheck(in CheckInput) (success float64, effect, onSuccess map[int]float64) {
	effect, onSuccess = map[int]float64{}, map[int]float64{}
	for a := 1; a <= 20; a++ {
		for b := 1; b <= 20; b++ {
			n := keptDie(in, a, b)
			total := n + in.Modifier
			level := int(CheckEffect(n, total, in.TN, in.StartEffect))
			effect[level] += 1.0 / 400
			if total > in.TN {
				success += 1.0 / 400
				onSuccess[level] += 1.0 / 400
			}
		}
	}
	return success, effect, onSuccess
}

func TestCheckMatchesBruteForce(t *testing.T) {
	for _, mod := range []int{-3, 0, 5, 12} {
		for _, tn := range []int{5, 10, 15, 25} {
			for _, mode := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
				for _, start := range []EffectLevel{EffectNone, EffectStandard, EffectGreat} {
					in := CheckInput{Modifier: mod, TN: tn, Advantage: mode[0], Disadvantage: mode[1], StartEffect: start}
					got, err := Check(in)
					if err != nil {
						t.Fatal(err)
					}
					success, effect, onSuccess := bruteForceCheck(in)
					if math.Abs(got.PSuccess-success) > tolerance {
						t.Errorf("%+v: P(success) %v, brute force %v", in, got.PSuccess, success)
					}
					for l := 0; l <= 4; l++ {
						if math.Abs(got.Effect.Prob(l)-effect[l]) > tolerance {
							t.Fatalf("math.Abs(got.Effect.Prob(l)-effect[l]) > tolerance: %+v: effect %d: %v/%v, brute force %v/%v", in, l, got.Effect.Prob(l), got.EffectOnSuccess.Prob(l), effect[l], onSuccess[l])
						}
						if math.Abs(got.EffectOnSuccess.Prob(l)-onSuccess[l]) > tolerance {
							t.Errorf("math.Abs(got.EffectOnSuccess.Prob(l)-onSuccess[l]) > tolerance: %+v: effect %d: %v/%v, brute force %v/%v", in, l, got.Effect.Prob(l), got.EffectOnSuccess.Prob(l), effect[l], onSuccess[l])
						}
					}
				}
			}
		}
	}
}

func TestStandardIsAnEvenChance(t *testing.T) {
	// 003_b350af455cb359c1.txt: "Standard 10 An even chance of success or failure." (d20 + 0 > 10: 11–20)
	got, _ := Check(CheckInput{TN: 10, StartEffect: EffectStandard})
	if math.Abs(got.PSuccess-0.5) > tolerance {
		t.Errorf("d20 > 10: %v, want 0.5", got.PSuccess)
	}
}

// bruteForceDeathSaves follows every sequence of rolls to its end.
func bruteForceDeathSaves(f, s int, p float64) (recover, die float64) {
	for roll := 1; roll <= 20; roll++ {
		q := p / 20
		df, ds, up := DeathSaveRoll(roll)
		switch {
		case up || s+ds >= 3:
			recover += q
		case f+df >= 3:
			die += q
		default:
			r, d := bruteForceDeathSaves(f+df, s+ds, q)
			recover += r
			die += d
		}
	}
	return recover, die
}

func TestDeathSaves(t *testing.T) {
	// From every pair of marks already made (DeathSaves: none), against
	// following every roll to its end. Two failures marked: a 1–9 dies
	// (9/20) before anything else.
	for f := 0; f <= 2; f++ {
		for s := 0; s <= 2; s++ {
			got := DeathSavesFrom(f, s)
			if f == 0 && s == 0 {
				got = DeathSaves()
			}
			r, d := bruteForceDeathSaves(f, s, 1)
			if math.Abs(got.PRecover-r) > tolerance {
				t.Fatalf("math.Abs(got.PRecover-r) > tolerance: from %d failures %d successes: recover %v die %v, brute force %v %v", f, s, got.PRecover, got.PDie, r, d)
			}
			if math.Abs(got.PDie-d) > tolerance {
				t.Errorf("math.Abs(got.PDie-d) > tolerance: from %d failures %d successes: recover %v die %v, brute force %v %v", f, s, got.PRecover, got.PDie, r, d)
			}
		}
	}
	// Two failures and two successes: 10–20 recover (11/20), 1–9 die.
	if math.Abs(DeathSavesFrom(2, 2).PRecover-11.0/20) > tolerance {
		t.Errorf("2 failures 2 successes: %v, want 11/20", DeathSavesFrom(2, 2).PRecover)
	}
	rolls := []struct {
		roll, f, s int
		up         bool
	}{{1, 2, 0, false}, {2, 1, 0, false}, {9, 1, 0, false}, {10, 0, 1, false}, {19, 0, 1, false}, {20, 0, 0, true}}
	for _, c := range rolls {
		{
			f, s, up := DeathSaveRoll(c.roll)
			if f != c.f {
				t.Fatalf("f != c.f: roll %d: %d failures %d successes, recovers %v", c.roll, f, s, up)
			}
			if s != c.s {
				t.Fatalf("s != c.s: roll %d: %d failures %d successes, recovers %v", c.roll, f, s, up)
			}
			if up != c.up {
				t.Errorf("up != c.up: roll %d: %d failures %d successes, recovers %v", c.roll, f, s, up)
			}
		}
	}
}

func TestParseEffectLevel(t *testing.T) {
	tests := map[string]EffectLevel{"": EffectStandard, "great": EffectGreat, "No Effect": EffectNone, "none": EffectNone, "1": EffectLimited}
	for s, want := range tests {
		{
			got, err := ParseEffectLevel(s)
			if err != nil {
				t.Fatalf("err != nil: ParseEffectLevel(%q) = %v, %v", s, got, err)
			}
			if got != want {
				t.Errorf("got != want: ParseEffectLevel(%q) = %v, %v", s, got, err)
			}
		}
	}
	for _, bad := range []string{"5", "epic"} {
		if _, err := ParseEffectLevel(bad); err == nil {
			t.Errorf("ParseEffectLevel(%q) accepted", bad)
		}
	}
}

func TestEffectLevelTitlesFollowTheLevels(t *testing.T) {
	titles := EffectLevelTitles()
	if len(titles) != int(EffectGreat)+1 {
		t.Fatalf("%d titles, want one per level", len(titles))
	}
	for level := EffectNone; level <= EffectGreat; level++ {
		if !strings.EqualFold(titles[level], level.String()) {
			t.Errorf("title %q for level %v", titles[level], level)
		}
	}
	if titles[EffectNone] != "No effect" {
		t.Errorf("first title %q, want %q", titles[EffectNone], "No effect")
	}
}
