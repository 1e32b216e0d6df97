package evening

import "sessionzero/rules/encounter"

// This file holds a Lair threat's place in the turn order: "Lair actions
// occur on initiative count 20 (losing all initiative ties)" and "You may
// use lair actions only if you would be able to use regular actions. If
// surprised, you may not use lair actions until after your first turn in
// combat." (the book's "Lair", L852–854).

// LairCount is the initiative count a lair action occurs on.
const LairCount = 20

// withLairSlots is the turn order of list (sorted, highest first) with a
// second slot for each Lair threat after every score of 20 or more, so
// that it loses every tie at 20. A lair threat whose own score is below
// 20 has its lair slot first ("_lair_first").
func withLairSlots(list []*encounter.Combatant) []string {
	var lairs []*encounter.Combatant
	for _, c := range list {
		if c.Kind == CombatantThreat && c.Stat(TraitLair) == 1 {
			lairs = append(lairs, c)
			setRes(c, "_lair_first", boolInt(c.Resource("initiative") < LairCount))
		}
	}
	order := make([]string, 0, len(list)+len(lairs))
	placed := len(lairs) == 0
	for _, c := range list {
		if !placed && c.Resource("initiative") < LairCount {
			for _, l := range lairs {
				order = append(order, l.ID)
			}
			placed = true
		}
		order = append(order, c.ID)
	}
	if !placed {
		for _, l := range lairs {
			order = append(order, l.ID)
		}
	}
	return order
}

// lairSlot says whether the turn at index i of the order is a lair
// threat's lair action rather than its own turn.
func lairSlot(st *encounter.State, c *encounter.Combatant, i int) bool {
	if c.Kind != CombatantThreat || fx(c).st.lair != 1 {
		return false
	}
	before, total := 0, 0
	for j, id := range st.Order {
		if id == c.ID {
			total++
			if j < i {
				before++
			}
		}
	}
	if total < 2 {
		return false
	}
	return (before == 0) == (res(c, rLairFirst) == 1)
}

// canUseLair says whether a lair threat can take its lair action now: it
// could act ("only if you would be able to use regular actions") and,
// if it was surprised, it has had its first turn.
func canUseLair(c *encounter.Combatant) bool {
	if c.Dead || c.Unconscious || c.HP == 0 {
		return false
	}
	for _, n := range []string{"Incapacitated", "Paralyzed", "Petrified", "Stunned", "Unconscious"} {
		if c.Has(n) {
			return false
		}
	}
	return res(c, rWasSurprised) == 0 || res(c, rHadTurn) == 1
}

// InLair is the threat taking its lair action now, or nil.
func InLair(st *encounter.State) *encounter.Combatant {
	for _, c := range st.Combatants {
		if res(c, rInLair) == 1 {
			return c
		}
	}
	return nil
}
