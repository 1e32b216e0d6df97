package dragonhead

import "sessionzero/rules/encounter"

// This file makes Dragonhead's state parts encounter.ExtRecyclers: the
// forecast copies its start state into the memory of a fight it has
// counted and thrown away, instead of allocating a new copy per fight.

var (
	_ encounter.ExtRecycler = (*combatExt)(nil)
	_ encounter.ExtRecycler = (*fighter)(nil)
)

// CloneExtInto implements encounter.ExtRecycler: CloneExt built in old's
// combatExt when old is one. The rooms for damage rolls and attack
// payloads stay old's: what is left of them was never handed out (each
// event keeps only the part cut for it), and only the autopilot assigns
// them, always parts of rooms it made (damageRolls, attackRoom). Its short
// list of odds stays old's too (values, each the answer for its key in any
// fight).
func (x *combatExt) CloneExtInto(old any) any {
	o, ok := old.(*combatExt)
	if !ok || o == nil || o == x {
		return x.CloneExt()
	}
	rolls, attacks, odds := o.rolls, o.attacks, o.odds
	*o = *x
	o.next = [1]encounter.Event{} // the autopilot's slot is the fight's own
	o.rolls, o.attacks, o.odds = rolls, attacks, odds
	return o
}

// (fighter's CloneExtInto is with the type, in combat_counters.go.)
