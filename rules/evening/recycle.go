package evening

import "sessionzero/rules/encounter"

// This file makes Evening's state parts encounter.ExtRecyclers: the
// forecast copies its start state into the memory of a fight it has
// counted and thrown away, instead of allocating a new copy per fight.

var (
	_ encounter.ExtRecycler = (*fightExt)(nil)
	_ encounter.ExtRecycler = (*fighter)(nil)
)

// CloneExtInto implements encounter.ExtRecycler: CloneExt built in old's
// fightExt when old is one, keeping the rest of old's payload blocks.
func (x *fightExt) CloneExtInto(old any) any {
	o, ok := old.(*fightExt)
	if !ok || o == nil || o == x {
		return x.CloneExt()
	}
	// What is left of old's blocks was never handed out, and only the
	// autopilot assigns them, from blocks it made (keptAttack,
	// threatSlotFor, keptRoll, keptChoice): old's own memory; so is the
	// room for initiative events (initiativeRoom), which the caller of
	// the last Next has read. Every other field is a value.
	attacks, threats, rolls, choices, inits := o.attacks, o.threats, o.rolls, o.choices, o.inits
	*o = *x
	o.attacks, o.threats, o.rolls, o.choices, o.inits = attacks, threats, rolls, choices, inits
	return o
}

// CloneExtInto implements encounter.ExtRecycler: CloneExt built in old's
// fighter when old is one (the stats stay shared, as CloneExt shares
// them).
func (f *fighter) CloneExtInto(old any) any { return encounter.CopyInto(f, old) }
