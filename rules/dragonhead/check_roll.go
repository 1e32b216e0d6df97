package dragonhead

import (
	"fmt"

	"sessionzero/rules/dice"
)

// CheckRoll is one rolled check or challenge.
type CheckRoll struct {
	Input     CheckInput
	RiskFaces []int // one face per risk die, in the order of Input.RiskDice
	SignFaces []int // one d20 per sign die
	RiskRoll  int   // the greatest risk die times the sign multiplier
	Strength  int
	// Successes: without Versus, SuccessesForStrength (negative for the
	// failing rows); with Versus, the challenge's successes (0 a defeat).
	Successes int
	// TieBreak is the die that broke a tie with Versus (odd wins), or 0.
	TieBreak int
}

// RollCheck rolls the check once with src. A tie in a challenge is broken
// with a d6 ("To break a tie, roll any die. An odd roll wins it for the
// offense").
func RollCheck(src dice.Source, in CheckInput) (CheckRoll, error) {
	if err := checkValidateRiskDice(in.RiskDice); err != nil {
		return CheckRoll{}, err
	}
	if in.Try < TryPlain || in.Try > TryHardest || !in.Difficulty.Valid() {
		return CheckRoll{}, fmt.Errorf("dragonhead roll: unknown try level or difficulty")
	}
	r := CheckRoll{Input: in}
	for _, s := range in.RiskDice {
		r.RiskFaces = append(r.RiskFaces, dice.RollDie(src, s))
	}
	for range in.Try.SignDice() {
		r.SignFaces = append(r.SignFaces, dice.RollDie(src, 20))
	}
	r.RiskRoll = RiskRoll(r.RiskFaces, r.SignFaces)
	r.Strength = in.Score + in.Difficulty.Step() + in.Bonus + r.RiskRoll
	if in.Versus == nil {
		r.Successes = SuccessesForStrength(r.Strength)
		return r, nil
	}
	r.Successes = ChallengeSuccesses(r.Strength, *in.Versus)
	if r.Strength == *in.Versus {
		r.TieBreak = dice.RollDie(src, 6)
		if r.TieBreak%2 == 0 {
			r.Successes = 0
		}
	}
	return r, nil
}
