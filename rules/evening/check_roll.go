package evening

import (
	"fmt"
	"strings"

	"sessionzero/rules/dice"
)

// CheckRoll is one rolled check.
type CheckRoll struct {
	Input CheckInput
	// D20s are the main dice rolled (two with advantage or disadvantage
	// alone; d10s for a wealth check).
	D20s        []int
	Natural     int // the die kept
	ReserveRoll int
	Total       int
	Success     bool
	// Effect is the level of a success; a failure has none (EVE-13) and
	// keeps EffectNone here: read Success first, or Outcome.
	Effect EffectLevel
	// Shift is the roll's own shift, −2…+2, before clamping.
	Shift                  int
	Critical               bool
	ThreadBad, ThreadGood  bool
	FailBy10, SucceedsBy10 bool
}

// RollCheck rolls the check once with src.
func RollCheck(src dice.Source, in CheckInput) CheckRoll {
	sides := in.sides()
	r := CheckRoll{Input: in, D20s: []int{dice.RollDie(src, sides)}}
	r.Natural = r.D20s[0]
	if in.Advantage != in.Disadvantage {
		second := dice.RollDie(src, sides)
		r.D20s = append(r.D20s, second)
		if in.Advantage {
			r.Natural = max(r.Natural, second)
		} else {
			r.Natural = min(r.Natural, second)
		}
	}
	if in.ReserveDie > 0 {
		r.ReserveRoll = dice.RollDie(src, in.ReserveDie)
	}
	return r.settle()
}

// ResolveRoll judges a roll typed in (physical dice): natural is the die
// kept, reserve the reserve die's face (0 without).
func ResolveRoll(in CheckInput, natural, reserve int) CheckRoll {
	return CheckRoll{Input: in, D20s: []int{natural}, Natural: natural, ReserveRoll: reserve}.settle()
}

func (r CheckRoll) settle() CheckRoll {
	in := r.Input
	tn := in.TNEffective()
	r.Total = r.Natural + in.fixedBonus() + r.ReserveRoll
	r.Success = succeeds(in, r.Natural, r.Total, tn)
	r.Shift = EffectShift(r.Natural, r.Total, tn, in.sides())
	if r.Success {
		r.Effect = finalEffect(in, r.Natural, r.Total, tn)
	}
	r.Critical = in.Mode == ModeAttack && r.Natural == 20
	r.FailBy10 = r.Total <= tn-10
	r.SucceedsBy10 = r.Total >= tn+10
	r.ThreadBad = r.Natural == 1 || r.FailBy10
	r.ThreadGood = (r.Natural == 20 && in.sides() == 20) || r.SucceedsBy10
	return r
}

// Outcome says the result in the book's words: a success with its effect
// level, or "fails" with what makes the failure matter (EVE-13).
func (r CheckRoll) Outcome() string {
	var parts []string
	if r.Success {
		parts = append(parts, fmt.Sprintf("succeeds (%s)", r.Effect))
		if r.Critical {
			parts = append(parts, "critical: double the damage dice")
		}
	} else {
		parts = append(parts, "fails")
		if r.FailBy10 {
			parts = append(parts, "by 10 or more")
		}
		if r.Natural == 1 {
			parts = append(parts, "natural 1")
		}
	}
	if r.ThreadBad {
		parts = append(parts, "thread prompt: bad")
	}
	if r.ThreadGood {
		parts = append(parts, "thread prompt: good")
	}
	return strings.Join(parts, ", ")
}
