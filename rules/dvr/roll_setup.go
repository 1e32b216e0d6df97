package dvr

import (
	"fmt"
	"slices"

	"sessionzero/rules/encounter"
)

// What the tracker's attack and check forms ask before a roll: the skill
// a check names, the D its roller's Narrative conditions add, the points
// it may push with, and where the pushes of the cheapest plan are paid
// from; and the order the round form lists strategized plans in.

// CheckSkill is the skill a check names in the log: the (last) skill die
// of its pool; "" without one ("rolls" instead of "checks Gunplay").
func CheckSkill(pool []PoolEntry) string {
	skill := ""
	for _, e := range pool {
		if e.From == PoolSkill {
			skill = e.Name
		}
	}
	return skill
}

// NarrativeD is the D a roll of c gains from its Narrative conditions:
// "Target's next check's difficulty is increased by one" (Conditions),
// one per condition. The roll uses them up; asking does not.
func NarrativeD(c *encounter.Combatant) int {
	n := 0
	for _, cd := range c.Conditions {
		if cd.Name == CondNarrative {
			n++
		}
	}
	return n
}

// Able says whether c may act: Health above 0, Focus above 0 (or no focus
// pool) and not dead. "When health reaches 0 a character is physically
// unable to act while reaching 0 focus points means a character is
// mentally exhausted and is unable to act" (Reaching 0 points).
func Able(c *encounter.Combatant) bool { return able(c) }

// CheckSetup is a check's odds before the roll, read from the state: the
// odds input (D plus the roller's Narrative conditions, R, the pool's
// All-or-Nothing die), the points at hand to push with (Focus: "Players
// can use either their health points or their focus points to push a
// roll", Focus points) and the budget the odds push with (-1 past
// MaxPushPool dice: no push odds).
func CheckSetup(st *encounter.State, roller string, pool []PoolEntry, difficulty, risk int) (in OddsInput, budget, push int, err error) {
	c, err := combatant(st, roller)
	if err != nil {
		return OddsInput{}, 0, 0, err
	}
	in = OddsInput{CheckInput: CheckInput{Difficulty: difficulty + NarrativeD(c), Risk: risk}}
	for i, e := range pool {
		in.Pool = append(in.Pool, e.Die)
		if e.AllOrNothing && in.AllOrNothing == 0 {
			in.AllOrNothing = i + 1
		}
	}
	budget = c.Resource(resFocus)
	push = -1
	if len(pool) <= MaxPushPool {
		push = budget
	}
	return in, budget, push, nil
}

// PushSource is where the pushes of a planned roll are paid from. The
// zero value is Focus alone.
type PushSource int

// Push sources.
const (
	// PushFocus pays every lift with Focus.
	PushFocus PushSource = iota
	// PushWeaponFirst pays with the weapon's damage points up to its
	// damage pool, then Focus: "The weapons damage can be spent similar to
	// focus points … Whatever remains from their damage pool is the damage
	// that is dealt" (Combat with versatile weapons).
	PushWeaponFirst
	// PushVehicleFirst pays with the points of the pool's items (a
	// vehicle's "point rating that can boost different parts of a roll",
	// Quick vehicles), then Focus.
	PushVehicleFirst
	// PushHealth pays every lift with Health ("their health points or
	// their focus points … at a 1 to 1 conversion rate").
	PushHealth
)

// PayPushes spreads the lifts of a push plan (PlanPush) over the points at
// hand: from Focus or Health alone, or first from the weapon (its damage
// pool w; 0 for a check) or the pool's items, the rest from Focus. A lift
// split between two sources becomes two pushes of the same die.
func PayPushes(lifts []Push, from PushSource, pool []PoolEntry, w int) ([]Push, error) {
	if from < PushFocus || from > PushHealth {
		return nil, fmt.Errorf("push source %d: choose Focus, the weapon, the vehicle or Health", from)
	}
	vehicle := 0
	for _, e := range pool {
		if e.From == PoolItem {
			vehicle += e.Points
		}
	}
	first, firstFrom := 0, ""
	switch from {
	case PushHealth:
		out := make([]Push, 0, len(lifts))
		for _, l := range lifts {
			out = append(out, Push{Die: l.Die, Points: l.Points, From: FromHealth})
		}
		return out, nil
	case PushWeaponFirst:
		first, firstFrom = w, FromWeapon
	case PushVehicleFirst:
		first, firstFrom = vehicle, FromVehicle
	}
	var out []Push
	for _, l := range lifts {
		if n := min(first, l.Points); n > 0 {
			out = append(out, Push{Die: l.Die, Points: n, From: firstFrom})
			first -= n
			l.Points -= n
		}
		if l.Points > 0 {
			out = append(out, Push{Die: l.Die, Points: l.Points, From: FromFocus})
		}
	}
	return out, nil
}

// Movements of a strategized plan, in the order the movement_order option
// moves them inside a tier: "Movement goes as follows. Dashers, regular
// movement, and dodgers" (Strategized Combat, optional rule).
const (
	MoveDash    = "dash"
	MoveRegular = "regular"
	MoveDodge   = "dodge"
)

var movementRank = map[string]int{MoveDash: 0, "": 1, MoveRegular: 1, MoveDodge: 2}

// PlannedAction is one line of a strategized round's plans.
type PlannedAction struct {
	Tier      string
	Combatant *encounter.Combatant
	Plan      Plan
	// Planned is false for a combatant with no plan yet.
	Planned bool
}

// RoundPlans lists the round's plans by tier, advantage first ("if anyone
// has advantage, their turn goes first", Strategized Combat), the dead
// left out; with the movement_order option, dashers, regular movers, then
// dodgers inside a tier. Empty for a state that is not DvR's.
func RoundPlans(st *encounter.State) []PlannedAction {
	x, ok := st.Ext.(*Ext)
	if !ok {
		return nil
	}
	var out []PlannedAction
	for _, tier := range tiers {
		var cs []*encounter.Combatant
		for _, c := range st.Combatants {
			if x.Tier[c.ID] == tier && !c.Dead {
				cs = append(cs, c)
			}
		}
		if x.Options.MovementOrder {
			slices.SortStableFunc(cs, func(a, b *encounter.Combatant) int {
				return movementRank[x.Plans[a.ID].Movement] - movementRank[x.Plans[b.ID].Movement]
			})
		}
		for _, c := range cs {
			p, ok := x.Plans[c.ID]
			out = append(out, PlannedAction{Tier: tier, Combatant: c, Plan: p, Planned: ok})
		}
	}
	return out
}
