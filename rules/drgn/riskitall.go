package drgn

import (
	"fmt"

	"sessionzero/rules/dice"
)

// RiskItAllOutcome is a row of the "Risk it All" d20 table
// (000_83d7bea2fb475415.txt "Risk it All").
type RiskItAllOutcome int

// The rows of the table, worst first. Their numbers are the keys of
// RiskItAllResult.Outcomes: the steps from the normal outcome.
const (
	RiskItAllCatastrophe RiskItAllOutcome = -2 // "On a 1, the outcome is a catastrophic failure"
	RiskItAllStepBelow   RiskItAllOutcome = -1 // "On a 2-7, the outcome is one step below the normal outcome"
	RiskItAllNormal      RiskItAllOutcome = 0  // "On an 8-13, the outcome is normal"
	RiskItAllStepAbove   RiskItAllOutcome = 1  // "On a 14-19, the outcome is one step above"
	RiskItAllInstant     RiskItAllOutcome = 2  // "On a 20, the outcome is an instant success"
)

// String is the row as the book describes it.
func (o RiskItAllOutcome) String() string {
	switch o {
	case RiskItAllCatastrophe:
		return "catastrophic failure"
	case RiskItAllStepBelow:
		return "one step below normal"
	case RiskItAllNormal:
		return "normal"
	case RiskItAllStepAbove:
		return "one step above normal"
	case RiskItAllInstant:
		return "instant success (if the action is possible)"
	}
	return fmt.Sprintf("outcome %d", int(o))
}

// RiskItAllFor reads the table for one d20 roll (1–20).
func RiskItAllFor(roll int) (RiskItAllOutcome, error) {
	switch {
	case roll < 1 || roll > 20:
		return 0, fmt.Errorf("risk it all: %d is not a d20 roll", roll)
	case roll == 1:
		return RiskItAllCatastrophe, nil
	case roll <= 7:
		return RiskItAllStepBelow, nil
	case roll <= 13:
		return RiskItAllNormal, nil
	case roll <= 19:
		return RiskItAllStepAbove, nil
	}
	return RiskItAllInstant, nil
}

// RiskItAllResult is the exact odds of the table.
type RiskItAllResult struct {
	// Outcomes maps each RiskItAllOutcome number to its probability.
	Outcomes dice.Dist
	// PBetter is P(better than normal), PWorse P(worse than normal).
	PBetter, PWorse float64
	Explain         []string
}

// RiskItAllOdds is the distribution of the table's rows over a d20.
func RiskItAllOdds() RiskItAllResult {
	m := map[int]float64{}
	for roll := 1; roll <= 20; roll++ {
		o, _ := RiskItAllFor(roll)
		m[int(o)] += 1.0 / 20
	}
	d := dice.FromMap(m)
	return RiskItAllResult{
		Outcomes: d,
		PBetter:  d.AtLeast(1),
		PWorse:   d.AtMost(-1),
		Explain: []string{
			`d20: 1 catastrophic failure, 2–7 one step below, 8–13 normal, 14–19 one step above, 20 instant success (the book's "Risk it All").`,
			`Every 3 risks earn 1 Epicoin ("For every 3 times a player "risks it all," they gain 1 Epicoin"); a roll the Architect calls "gonna be close" does not count.`,
		},
	}
}

// RiskItAllEpicoins is the Epicoins earned by a number of "Risk it All"
// rolls the player chose to take (design.md: every 3 earn 1).
func RiskItAllEpicoins(risks int) int {
	return max(risks, 0) / 3
}
