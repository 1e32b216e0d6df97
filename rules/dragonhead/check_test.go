package dragonhead

import (
	"math"
	"testing"
)

const tolerance = 1e-12

// Book examples from 002_81d21628bd61f597.txt "Risk Roll" and "Try Hard".
func TestRiskRollBookExamples(t *testing.T) {
	reaper := []int{3, 6, 2, 9, 1} // "Should the d4, d6, d8, d10 and d12 roll respectively 3, 6, 2, 9 and 1 you would use the 9"
	tests := []struct {
		name  string
		risk  []int
		signs []int
		want  int
	}{
		{`"if the sign die rolls a 12 and the risk die a 3 you get a +3"`, []int{3}, []int{12}, 3},
		{`"Had the sign die rolled an 11 you would take a -3"`, []int{3}, []int{11}, -3},
		{`"A sign die roll of 8 creates a +9"`, reaper, []int{8}, 9},
		{`"A sign die roll of 17 creates a -9"`, reaper, []int{17}, -9},
		{`"A 20 creates a +18"`, reaper, []int{20}, 18},
		{`"A 1 creates a -18"`, reaper, []int{1}, -18},
		{`"one d20 rolls a 2 while the other rolls a 17 you would use the 2"`, []int{5}, []int{2, 17}, 5},
		{`"roll three 20's with a 9 on the risk die ... a whopping +36"`, []int{9}, []int{20, 20, 20}, 36},
		{`"nothing but 1's" (two sign dice: three instances, negative)`, []int{4}, []int{1, 1}, -12},
		{"a 1 and an odd face: the odd face is better", []int{4}, []int{1, 7}, -4},
		{"a 20 beats a 1", []int{4}, []int{1, 20}, 8},
	}
	for _, tt := range tests {
		if got := RiskRoll(tt.risk, tt.signs); got != tt.want {
			t.Errorf("%s: risk roll %d, want %d", tt.name, got, tt.want)
		}
	}
}

func TestSuccessTable(t *testing.T) {
	// 002_81d21628bd61f597.txt: "| 21 to 24 | Triple | 17 to 20 | Double | 13 to 16 | Single | 9 to 12 | Half Fail | 5 to 8 | Full Fail | 1 to 4 | Crash Fail |"
	tests := []struct{ strength, want int }{
		{-3, OutcomeCrash}, {1, OutcomeCrash}, {4, OutcomeCrash}, {5, OutcomeFullFail}, {8, OutcomeFullFail},
		{9, OutcomeHalfFail}, {12, OutcomeHalfFail}, {13, 1}, {16, 1}, {17, 2}, {20, 2}, {21, 3}, {24, 3},
		{25, 4}, // "every four points above it is another success with no upper limit"
	}
	for _, tt := range tests {
		if got := SuccessesForStrength(tt.strength); got != tt.want {
			t.Errorf("strength %d: %d, want %d", tt.strength, got, tt.want)
		}
	}
	// "If you make an attack with a 20 vs 15 that's a 5 point difference and two successes"
	// "Any offensive strength of 15 to 18 does one success against it. A 19 to 22 does two"
	challenges := []struct{ s, d, want int }{{20, 15, 2}, {16, 15, 1}, {18, 15, 1}, {19, 15, 2}, {22, 15, 2}, {23, 15, 3}, {14, 15, 0}}
	for _, c := range challenges {
		if got := ChallengeSuccesses(c.s, c.d); got != c.want {
			t.Errorf("%d vs %d: %d successes, want %d", c.s, c.d, got, c.want)
		}
	}
}

// bruteForceStrength enumerates every risk die and sign die face, counting
// rolls as integers so that millions of them add up exactly.
func bruteForceStrength(base int, riskDice []int, signDice int) map[int]float64 {
	counts := map[int]int{}
	risk := make([]int, len(riskDice))
	signs := make([]int, signDice)
	total := math.Pow(20, float64(signDice))
	for _, s := range riskDice {
		total *= float64(s)
	}
	var walkSigns func(i int)
	walkSigns = func(i int) {
		if i == signDice {
			counts[base+RiskRoll(risk, signs)]++
			return
		}
		for f := 1; f <= 20; f++ {
			signs[i] = f
			walkSigns(i + 1)
		}
	}
	var walkRisk func(i int)
	walkRisk = func(i int) {
		if i == len(riskDice) {
			walkSigns(0)
			return
		}
		for f := 1; f <= riskDice[i]; f++ {
			risk[i] = f
			walkRisk(i + 1)
		}
	}
	walkRisk(0)
	out := make(map[int]float64, len(counts))
	for s, c := range counts {
		out[s] = float64(c) / total
	}
	return out
}

func TestStrengthMatchesBruteForce(t *testing.T) {
	cases := []struct {
		risk []int
		try  TryLevel
	}{
		{[]int{6}, TryPlain}, {[]int{4}, TryHardest}, {[]int{6, 8}, TryHarder}, {[]int{6, 8}, TryHardest},
		{[]int{4, 6, 8, 10, 12}, TryPlain}, {[]int{4, 6, 8, 10, 12}, TryHarder}, {[]int{12, 10}, TryHardest},
	}
	for _, c := range cases {
		in := CheckInput{Score: 12, Difficulty: DifficultyHard, Bonus: 2, RiskDice: c.risk, Try: c.try}
		got, err := Check(in)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteForceStrength(12-4+2, c.risk, c.try.SignDice())
		crash, full, half, success := 0.0, 0.0, 0.0, 0.0
		succ := map[int]float64{}
		for s, p := range want {
			if d := math.Abs(got.Strength.Prob(s) - p); d > tolerance {
				t.Errorf("%v %s: P(strength %d) = %v, brute force %v", c.risk, c.try, s, got.Strength.Prob(s), p)
			}
			switch n := SuccessesForStrength(s); n {
			case OutcomeCrash:
				crash += p
			case OutcomeFullFail:
				full += p
			case OutcomeHalfFail:
				half += p
			default:
				success += p
				succ[n] += p
			}
		}
		if math.Abs(got.Strength.Total()-1) > tolerance {
			t.Errorf("%v %s: total %v", c.risk, c.try, got.Strength.Total())
		}
		for _, pair := range [][2]float64{{got.PCrash, crash}, {got.PFullFail, full}, {got.PHalfFail, half}, {got.PSuccess, success}} {
			if math.Abs(pair[0]-pair[1]) > tolerance {
				t.Errorf("%v %s: outcome %v, brute force %v", c.risk, c.try, pair[0], pair[1])
			}
		}
		for n, p := range succ {
			if math.Abs(got.Successes.Prob(n)-p) > tolerance {
				t.Errorf("%v %s: P(%d successes) %v, brute force %v", c.risk, c.try, n, got.Successes.Prob(n), p)
			}
		}
	}
}

func TestChallengeOdds(t *testing.T) {
	defence := 15
	in := CheckInput{Score: 14, Difficulty: DifficultyNormal, RiskDice: []int{6}, Versus: &defence}
	got, err := Check(in)
	if err != nil {
		t.Fatal(err)
	}
	want := bruteForceStrength(14, []int{6}, 1)
	win, succ := 0.0, map[int]float64{}
	for s, p := range want {
		switch {
		case s == defence:
			win += p / 2
			succ[1] += p / 2
			succ[0] += p / 2
		case s > defence:
			win += p
			succ[ChallengeSuccesses(s, defence)] += p
		default:
			succ[0] += p
		}
	}
	if math.Abs(got.PWin-win) > tolerance {
		t.Errorf("P(win) %v, brute force %v", got.PWin, win)
	}
	for n, p := range succ {
		if math.Abs(got.Successes.Prob(n)-p) > tolerance {
			t.Errorf("P(%d successes) %v, want %v", n, got.Successes.Prob(n), p)
		}
	}
	// Score 14 + d6 against 15: an even sign with a 1 ties (9/20 × 1/6,
	// won half the time), an even sign with 2–6 wins (9/20 × 5/6), and a 20
	// always wins (1/20); odd signs lose.
	if exact := (9.0/20)*(1.0/6)/2 + (9.0/20)*(5.0/6) + 1.0/20; math.Abs(got.PWin-exact) > tolerance {
		t.Errorf("P(win) %v, by hand %v", got.PWin, exact)
	}
}

func TestSignMultiplierDist(t *testing.T) {
	// One sign die: "| 20 | Double Bonus | Even | Bonus | Odd | Penalty | 1 | Double Penalty |"
	d := SignMultiplierDist(1)
	want := map[int]float64{2: 1.0 / 20, 1: 9.0 / 20, -1: 9.0 / 20, -2: 1.0 / 20}
	for k, p := range want {
		if math.Abs(d.Prob(k)-p) > tolerance {
			t.Errorf("×%d: %v, want %v", k, d.Prob(k), p)
		}
	}
	if math.Abs(SignMultiplierDist(3).Prob(4)-1.0/8000) > tolerance {
		t.Errorf("three 20s: %v", SignMultiplierDist(3).Prob(4))
	}
}

func TestDifficultyLadder(t *testing.T) {
	// 002_81d21628bd61f597.txt: "So a Heavy check made harder becomes Horrendous. A Heavy check made easier becomes Hard."
	if d, ok := DifficultyHeavy.Harder(); !ok {
		t.Errorf("!ok: Heavy made harder: %v %v", d, ok)
	} else if d != DifficultyHorrendous {
		t.Errorf("d != DifficultyHorrendous: Heavy made harder: %v %v", d, ok)
	}
	if d := DifficultyHeavy.Easier(); d != DifficultyHard {
		t.Errorf("Heavy made easier: %v", d)
	}
	// "Nothing can be made easier than Easy or harder than Impossible."
	if d := DifficultyEasy.Easier(); d != DifficultyEasy {
		t.Errorf("Easy made easier: %v", d)
	}
	if _, ok := DifficultyHerculean.Harder(); ok {
		t.Error("Herculean made harder should be Impossible")
	}
	// "| Easy | = +4 | Normal | = +0 | Hard | = -4 | Heavy | = -8 | Horrendous | = -12 | Herculean | = -16 |"
	for d, want := range map[Difficulty]int{DifficultyEasy: 4, DifficultyNormal: 0, DifficultyHard: -4, DifficultyHeavy: -8, DifficultyHorrendous: -12, DifficultyHerculean: -16} {
		if d.Step() != want {
			t.Errorf("%s: step %d, want %d", d, d.Step(), want)
		}
	}
}

func TestParsers(t *testing.T) {
	if d, err := ParseDifficulty("Heavy"); err != nil {
		t.Errorf("err != nil: Heavy: %v %v", d, err)
	} else if d.Step() != -8 {
		t.Errorf("d.Step() != -8: Heavy: %v %v", d, err)
	}
	if d, _ := ParseDifficulty(""); d != DifficultyNormal {
		t.Errorf("default difficulty %v", d)
	}
	for _, bad := range []string{"impossible", "trivial"} {
		if _, err := ParseDifficulty(bad); err == nil {
			t.Errorf("ParseDifficulty(%q) accepted", bad)
		}
	}
	if l, err := ParseTryLevel("hardest"); err != nil {
		t.Errorf("err != nil: hardest: %v %v", l, err)
	} else if l.SignDice() != 3 {
		t.Errorf("l.SignDice() != 3: hardest: %v %v", l, err)
	} else if l.Wear() != 2 {
		t.Errorf("l.Wear() != 2: hardest: %v %v", l, err)
	}
	if _, err := ParseTryLevel("softly"); err == nil {
		t.Error("softly accepted")
	}
	if r, err := ParseRiskDice("reaper"); err != nil {
		t.Errorf("err != nil: reaper: %v %v", r, err)
	} else if RiskRollName(r) != "Reaper Roll" {
		t.Errorf("RiskRollName(r) != \"Reaper Roll\": reaper: %v %v", r, err)
	}
	if r, err := ParseRiskDice("d4"); err != nil {
		t.Errorf("err != nil: d4: %v %v", r, err)
	} else if RiskRollName(r) != "Slacker Roll" {
		t.Errorf("RiskRollName(r) != \"Slacker Roll\": d4: %v %v", r, err)
	}
	for _, bad := range []string{"", "d6,d6", "d20", "6"} {
		if _, err := ParseRiskDice(bad); err == nil {
			t.Errorf("ParseRiskDice(%q) accepted", bad)
		}
	}
}

func BenchmarkDragonheadReaperHardest(b *testing.B) {
	in := CheckInput{Score: 12, Difficulty: DifficultyHard, RiskDice: ReaperRiskDice, Try: TryHardest}
	for b.Loop() {
		if _, err := Check(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDragonheadReaperHardestBruteForce enumerates all
// 4·6·8·10·12 × 20³ = 184,320,000 rolls.
func BenchmarkDragonheadReaperHardestBruteForce(b *testing.B) {
	for b.Loop() {
		bruteForceStrength(8, ReaperRiskDice, 3)
	}
}
