package dragonhead

import (
	"fmt"
	"math"
	"sessionzero/rules"
	"slices"
	"strconv"
	"strings"

	"sessionzero/rules/dice"
)

// Difficulty is a step on the book's difficulty ladder (002_81d21628bd61f597.txt
// "Difficulty": Easy +4, Normal +0, Hard −4, Heavy −8, Horrendous −12,
// Herculean −16; Impossible "cannot be done" and has no odds). The value
// counts steps down the ladder from Normal, so the zero value is Normal
// ("When nothing is mentioned it's a Normal check") and Easy is −1.
type Difficulty int

// The difficulty ladder, easiest first; Normal is the zero value.
const (
	DifficultyEasy Difficulty = iota - 1
	DifficultyNormal
	DifficultyHard
	DifficultyHeavy
	DifficultyHorrendous
	DifficultyHerculean
)

// Difficulties is the ladder, easiest first (Easy … Herculean).
var Difficulties = []Difficulty{DifficultyEasy, DifficultyNormal, DifficultyHard, DifficultyHeavy, DifficultyHorrendous, DifficultyHerculean}

var checkDifficultyNames = []string{"easy", "normal", "hard", "heavy", "horrendous", "herculean"}

// checkDifficultySteps are the book's numbers: "| Easy | = +4 | … | Herculean | = -16 |".
var checkDifficultySteps = []int{4, 0, -4, -8, -12, -16}

// Rung is the difficulty's place on the ladder, 0 for Easy … 5 for
// Herculean (the index into Difficulties).
func (d Difficulty) Rung() int { return int(d - DifficultyEasy) }

// Valid reports a difficulty on the ladder.
func (d Difficulty) Valid() bool { return d >= DifficultyEasy && d <= DifficultyHerculean }

// Step is the number the difficulty adds to the score.
func (d Difficulty) Step() int { return checkDifficultySteps[d.Rung()] }

// String is the difficulty's name in lower case ("hard").
func (d Difficulty) String() string {
	if !d.Valid() {
		return fmt.Sprintf("difficulty %d", int(d))
	}
	return checkDifficultyNames[d.Rung()]
}

// Easier moves one step up the ladder ("If something makes the check
// easier that moves you up a step"); nothing is easier than Easy.
func (d Difficulty) Easier() Difficulty { return max(d-1, DifficultyEasy) }

// Harder moves one step down the ladder ("Harder moves you down a step").
// Below Herculean is Impossible, which has no odds: ok is then false and d
// is returned unchanged.
func (d Difficulty) Harder() (harder Difficulty, ok bool) {
	if d >= DifficultyHerculean {
		return d, false
	}
	return d + 1, true
}

// ParseDifficulty reads a difficulty name (any case); "" is Normal.
func ParseDifficulty(s string) (Difficulty, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return DifficultyNormal, nil
	}
	if i := slices.Index(checkDifficultyNames, s); i >= 0 {
		return Difficulties[i], nil
	}
	if s == "impossible" {
		return 0, fmt.Errorf("dragonhead difficulty: an Impossible check \"cannot be done\", so it has no odds")
	}
	return 0, fmt.Errorf("dragonhead difficulty %q: use one of %s", s, strings.Join(checkDifficultyNames, ", "))
}

// TryLevel is how hard the character tries: each level adds a sign die
// (002_81d21628bd61f597.txt "Try Hard": Try d20, Try Harder d20 d20, Try
// Hardest d20 d20 d20).
type TryLevel int

// The try levels.
const (
	TryPlain TryLevel = iota
	TryHarder
	TryHardest
)

var checkTryNames = []string{"try", "harder", "hardest"}

// SignDice is how many d20 sign dice the level rolls.
func (t TryLevel) SignDice() int { return int(t) + 1 }

// Wear is the wear damage trying this hard costs ("| Try Harder | 1 wear |").
func (t TryLevel) Wear() int { return int(t) }

// String is the level's flag name: "try", "harder" or "hardest".
func (t TryLevel) String() string { return checkTryNames[t] }

// ParseTryLevel reads "try", "harder" or "hardest" (also "try harder",
// "try hardest"); "" is a plain try.
func ParseTryLevel(s string) (TryLevel, error) {
	s = strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "try ")
	if s == "" {
		return TryPlain, nil
	}
	if i := slices.Index(checkTryNames, s); i >= 0 {
		return TryLevel(i), nil
	}
	return 0, fmt.Errorf("dragonhead try level %q: use try, harder or hardest", s)
}

// RiskDieSizes are the risk dice a roll may use, each at most once.
var RiskDieSizes = []int{4, 6, 8, 10, 12}

// ReaperRiskDice is the Reaper Roll: "Rolling all the dice is known as a
// Reaper Roll and is the riskiest thing you can do."
var ReaperRiskDice = []int{4, 6, 8, 10, 12}

// SlackerRiskDice is the Slacker Roll: "Rolling a measely d4 is known as a
// Slacker Roll".
var SlackerRiskDice = []int{4}

// RiskRollName is the book's name for a set of risk dice ("Reaper Roll",
// "Slacker Roll"), or "" when the book names none.
func RiskRollName(riskDice []int) string {
	sorted := slices.Sorted(slices.Values(riskDice))
	switch {
	case slices.Equal(sorted, ReaperRiskDice):
		return "Reaper Roll"
	case slices.Equal(sorted, SlackerRiskDice):
		return "Slacker Roll"
	}
	return ""
}

// ParseRiskDice reads a set of risk dice such as "d6,d8" (or "reaper",
// "slacker").
func ParseRiskDice(s string) ([]int, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "reaper":
		return slices.Clone(ReaperRiskDice), nil
	case "slacker":
		return slices.Clone(SlackerRiskDice), nil
	}
	out, err := dice.ParseDieList(s, len(RiskDieSizes))
	if err != nil {
		return nil, fmt.Errorf("dragonhead risk dice: %w", err)
	}
	return out, checkValidateRiskDice(out)
}

func checkValidateRiskDice(riskDice []int) error {
	if len(riskDice) == 0 {
		return fmt.Errorf("dragonhead risk dice: roll at least one of d4, d6, d8, d10, d12")
	}
	seen := map[int]bool{}
	for _, s := range riskDice {
		if !slices.Contains(RiskDieSizes, s) {
			return fmt.Errorf("dragonhead risk dice: d%d is not a risk die (d4, d6, d8, d10, d12)", s)
		}
		if seen[s] {
			return fmt.Errorf("dragonhead risk dice: d%d twice (\"you only roll each die once\")", s)
		}
		seen[s] = true
	}
	return nil
}

// CheckInput is one Dragonhead check or challenge.
type CheckInput struct {
	Score      int        // the ability (or Hit, Combat …) score
	Difficulty Difficulty // step added to the score; the zero value is Normal
	Bonus      int        // class, skill and other modifiers, summed
	RiskDice   []int      // risk dice sizes, each of d4…d12 at most once
	Try        TryLevel
	// Versus, when set, makes the check a challenge against this defensive
	// strength (AC, Break, …).
	Versus *int
}

// CheckResult is the exact odds of a check.
type CheckResult struct {
	Input CheckInput
	// Strength is the distribution of the check's strength.
	Strength dice.Dist
	// Without Versus: the outcome of the strength-to-success table.
	PCrash, PFullFail, PHalfFail, PSuccess float64
	// Successes: without Versus, P(exactly n successes) for n ≥ 1; with
	// Versus, the challenge's successes, 0 being a defeat.
	Successes dice.Dist
	// PWin is P(the challenge is won), ties counted as half (Versus only).
	PWin float64
	// Explain says how the numbers are computed, quoting the book.
	Explain []string
}

// SignMultiplier is what the sign dice make of the risk die (design.md
// "Rules decisions"): any 20 gives 1 + (number of 20s); otherwise any even
// roll gives +1; otherwise all 1s give −(1 + number of dice); otherwise −1.
func SignMultiplier(signFaces []int) int {
	twenties, ones, even := 0, 0, false
	for _, f := range signFaces {
		switch {
		case f == 20:
			twenties++
		case f%2 == 0:
			even = true
		case f == 1:
			ones++
		}
	}
	switch {
	case twenties > 0:
		return 1 + twenties
	case even:
		return 1
	case ones == len(signFaces):
		return -(1 + ones)
	}
	return -1
}

// RiskRoll is the risk roll's value: the greatest risk die times the sign
// multiplier ("When multiple risk dice hit the table we use the greatest
// number rolled").
func RiskRoll(riskFaces, signFaces []int) int {
	return slices.Max(riskFaces) * SignMultiplier(signFaces)
}

// SignMultiplierDist is the exact distribution of the multiplier for n
// sign dice, from the four kinds of face: 20 (1 in 20), another even face
// (9 in 20), 1 (1 in 20) and another odd face (9 in 20).
func SignMultiplierDist(n int) dice.Dist {
	m := map[int]float64{}
	noTwenty := math.Pow(19.0/20, float64(n))
	for j := 1; j <= n; j++ {
		m[1+j] += checkBinomial(n, j) * math.Pow(1.0/20, float64(j)) * math.Pow(19.0/20, float64(n-j))
	}
	allOdd := math.Pow(10.0/20, float64(n)) // no 20 and no even face
	allOnes := math.Pow(1.0/20, float64(n))
	m[1] += noTwenty - allOdd
	m[-(1 + n)] += allOnes
	m[-1] += allOdd - allOnes
	return dice.FromMap(m)
}

func checkBinomial(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

// RiskDieDist is the distribution of the greatest of the risk dice:
// P(max ≤ r) = Π min(r, s)/s.
func RiskDieDist(riskDice []int) dice.Dist {
	top := slices.Max(riskDice)
	p := make([]float64, top)
	prev := 0.0
	for r := 1; r <= top; r++ {
		cdf := 1.0
		for _, s := range riskDice {
			cdf *= float64(min(r, s)) / float64(s)
		}
		p[r-1] = cdf - prev
		prev = cdf
	}
	return dice.Dist{Min: 1, P: p}
}

// SuccessesForStrength reads the strength-to-success table: 13–16 is one
// success and every 4 points above is another; 9–12 a half fail (−1),
// 5–8 a full fail (−2), 4 or less a crash (−3).
func SuccessesForStrength(strength int) int {
	switch {
	case strength >= 13:
		return 1 + (strength-13)/4
	case strength >= 9:
		return OutcomeHalfFail
	case strength >= 5:
		return OutcomeFullFail
	}
	return OutcomeCrash
}

// The failing rows of the strength-to-success table, as SuccessesForStrength
// returns them.
const (
	OutcomeHalfFail = -1
	OutcomeFullFail = -2
	OutcomeCrash    = -3
)

// ChallengeSuccesses is a challenge's successes when the strengths differ:
// 1 + ⌊(s − d)/4⌋ for s > d, 0 (a defeat) for s < d. A tie (s = d) is won
// half the time ("An odd roll wins it for the offense"), for 1 success.
func ChallengeSuccesses(strength, defence int) int {
	if strength < defence {
		return 0
	}
	return 1 + (strength-defence)/4
}

// MaxCheckNumber bounds a check's score and bonus (−MaxCheckNumber to
// MaxCheckNumber): far beyond any character, small enough that no sum
// overflows.
const MaxCheckNumber = 1000

// Check computes the exact odds of a check or challenge. Score and Bonus
// must lie in −MaxCheckNumber…MaxCheckNumber; outside that it returns an
// error naming the number and its range. It is a product
// of two small distributions (greatest risk die × sign multiplier), so even
// a Reaper Roll while trying hardest costs a few hundred multiplications.
func Check(in CheckInput) (CheckResult, error) {
	if err := rules.JoinErrors(rules.CheckRange("score", in.Score, -MaxCheckNumber, MaxCheckNumber),
		rules.CheckRange("bonus", in.Bonus, -MaxCheckNumber, MaxCheckNumber)); err != nil {
		return CheckResult{}, fmt.Errorf("dragonhead check: %w", err)
	}
	if err := checkValidateRiskDice(in.RiskDice); err != nil {
		return CheckResult{}, err
	}
	if !in.Difficulty.Valid() {
		return CheckResult{}, fmt.Errorf("dragonhead check: unknown difficulty %d", in.Difficulty)
	}
	if in.Try < TryPlain || in.Try > TryHardest {
		return CheckResult{}, fmt.Errorf("dragonhead check: unknown try level %d", in.Try)
	}
	base := in.Score + in.Difficulty.Step() + in.Bonus
	risk := RiskDieDist(in.RiskDice)
	sign := SignMultiplierDist(in.Try.SignDice())
	m := map[int]float64{}
	for i, pr := range risk.P {
		for j, ps := range sign.P {
			if ps != 0 {
				m[base+(risk.Min+i)*(sign.Min+j)] += pr * ps
			}
		}
	}
	strength := dice.FromMap(m)
	res := CheckResult{Input: in, Strength: strength}
	name := RiskRollName(in.RiskDice)
	if name != "" {
		name = " (a " + name + ")"
	}
	res.Explain = []string{
		fmt.Sprintf("Strength = score %d + %s %+d + bonus %+d + risk roll (the book's Checks › Other Modifiers: \"Ability + Difficulty + Class Bonus + Skill Bonus\").", in.Score, in.Difficulty, in.Difficulty.Step(), in.Bonus),
		fmt.Sprintf("Risk roll: the greatest of %s%s times the sign: %d sign d20 (%s); any 20 doubles, each extra 20 adds one more risk die; else an even roll is +1; all 1s is −(1 + dice); else −1.", checkDieList(in.RiskDice), name, in.Try.SignDice(), in.Try),
	}
	if in.Versus == nil {
		succ := map[int]float64{}
		for _, x := range strength.Outcomes() {
			p := strength.Prob(x)
			switch n := SuccessesForStrength(x); n {
			case OutcomeCrash:
				res.PCrash += p
			case OutcomeFullFail:
				res.PFullFail += p
			case OutcomeHalfFail:
				res.PHalfFail += p
			default:
				res.PSuccess += p
				succ[n] += p
			}
		}
		res.Successes = dice.FromMap(succ)
		res.Explain = append(res.Explain, `Strength to success: 13–16 single, +1 per 4 points above ("every four points above it is another success"); 9–12 half fail; 5–8 full fail; 4 or less crash.`)
		return res, nil
	}
	d := *in.Versus
	succ := map[int]float64{}
	for _, x := range strength.Outcomes() {
		p := strength.Prob(x)
		if x == d {
			succ[1] += p / 2
			succ[0] += p / 2
			res.PWin += p / 2
			continue
		}
		n := ChallengeSuccesses(x, d)
		succ[n] += p
		if n > 0 {
			res.PWin += p
		}
	}
	res.Successes = dice.FromMap(succ)
	res.Explain = append(res.Explain, fmt.Sprintf(`Challenge against %d: a win is one success "and another for every four points of difference"; a tie is broken by any die, won half the time; otherwise a defeat (0).`, d))
	return res, nil
}

func checkDieList(sizes []int) string {
	parts := make([]string, len(sizes))
	for i, s := range sizes {
		parts[i] = "d" + strconv.Itoa(s)
	}
	return strings.Join(parts, ", ")
}
