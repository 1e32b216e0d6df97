package encounter

import (
	"maps"
	"slices"
)

// ExtCloner is a rules' own state (State.Ext, a Combatant's Ext, a
// Pending's Data) that can copy itself deeply, so that a State can be
// cloned instead of replayed (the forecast plays thousands of fights from
// one state).
type ExtCloner interface {
	CloneExt() any
}

// ExtRecycler is an ExtCloner that can also copy itself into the memory of
// an older copy, so that a forecast playing thousands of fights from one
// state need not allocate a new copy for each. CloneExtInto(old) returns a
// deep copy of the receiver, as CloneExt does, built in old's memory where
// it can: old is nil or a value an earlier CloneExt or CloneExtInto of the
// same type returned, which nobody uses any more (the fight it belonged to
// is over and counted), a copy of any value of the type, changed in any way
// since. The receiver is never changed.
//
// Only memory the earlier copy allocated for itself may be reused, and
// only where the rules cannot have put anyone else's memory since (an
// unexported field the handlers never assign, or a list the copy made and
// keeps beside the one the rules see): a field of old may point to the
// original's list, to another state's or to a payload, and writing
// through it would change them, while other forecast workers copy the
// same original at once. An old that is the receiver itself (a CloneExt
// that shares an unchanging value) is never passed.
type ExtRecycler interface {
	ExtCloner
	CloneExtInto(old any) any
}

// Clone is a deep copy of s: changing the copy (by Apply) leaves s as it
// was. ok is false when s holds rules' state that cannot copy itself (an
// Ext, a combatant's Ext or a pending Data that is not an ExtCloner);
// replay the log then.
//
// The forecast clones its start once per fight, so the copy allocates
// little: the sides, the combatants, their conditions, attacks and notes,
// and the state's lists of names each share one array (every list capped
// at its length, so that an append moves it out instead of writing over
// its neighbour).
func (s *State) Clone() (c *State, ok bool) {
	if !s.cloneable() {
		return nil, false
	}
	out := *s
	out.mem = nil
	if s.Ext != nil {
		out.Ext = s.Ext.(ExtCloner).CloneExt()
	}
	if s.Pending != nil {
		out.Pending = make([]Pending, len(s.Pending))
		for i, p := range s.Pending {
			if p.Data != nil {
				p.Data = p.Data.(ExtCloner).CloneExt()
			}
			p.Targets = slices.Clone(p.Targets)
			out.Pending[i] = p
		}
	}
	names := sharedArray[string](len(s.SideOrder) + len(s.Order) + len(s.Notes) + len(s.Messages))
	out.SideOrder = names.copy(s.SideOrder)
	out.Order = names.copy(s.Order)
	out.Notes = names.copy(s.Notes)
	out.Messages = names.copy(s.Messages)
	out.index = s.index.clone()
	if s.Sides != nil {
		sides := make([]Side, len(s.Sides))
		out.Sides = make([]*Side, len(s.Sides))
		for i, sd := range s.Sides {
			sides[i] = *sd
			sides[i].Ratings = slices.Clone(sd.Ratings)
			out.Sides[i] = &sides[i]
		}
	}
	out.Combatants = cloneCombatants(s.Combatants)
	return &out, true
}

// cloneable reports whether every rules' state s holds can copy itself.
func (s *State) cloneable() bool {
	if _, ok := s.Ext.(ExtCloner); s.Ext != nil && !ok {
		return false
	}
	for _, p := range s.Pending {
		if _, ok := p.Data.(ExtCloner); p.Data != nil && !ok {
			return false
		}
	}
	for _, c := range s.Combatants {
		if _, ok := c.Ext.(ExtCloner); c.Ext != nil && !ok {
			return false
		}
	}
	return true
}

// cloneCombatants copies each combatant with everything events change; an
// attack's own lists (aspects, components) are never changed and stay
// shared, and so do Stats and Dice, which the clone copies before its
// first change (SetStat, SetDie), unless the original made them its own
// (stats_own.go).
func cloneCombatants(in []*Combatant) []*Combatant {
	if in == nil {
		return nil
	}
	var nConds, nAttacks, nNotes int
	for _, c := range in {
		nConds += len(c.Conditions)
		nAttacks += len(c.Attacks)
		nNotes += len(c.Notes)
	}
	conds, attacks, notes := sharedArray[Condition](nConds), sharedArray[Attack](nAttacks), sharedArray[string](nNotes)
	all := make([]Combatant, len(in))
	out := make([]*Combatant, len(in))
	for i, c := range in {
		d := &all[i]
		*d = *c
		d.spareStats, d.spareDice = nil, nil
		ownMaps(d, c)
		// A clone owns none of its maps (its mark stays the original's):
		// its own first SetStat copies again, and the states cloned from
		// it (the forecast's fights, from a clone of their start) share
		// its maps until they change one.
		d.ownStats, d.ownDice = c.ownStats, c.ownDice
		d.Resources = maps.Clone(c.Resources)
		d.Conditions = conds.copy(c.Conditions)
		d.Attacks = attacks.copy(c.Attacks)
		d.Notes = notes.copy(c.Notes)
		if c.Ext != nil {
			d.Ext = c.Ext.(ExtCloner).CloneExt() // cloneable checked it can
		}
		out[i] = d
	}
	return out
}

// arrayCopies hands out copies of lists from one array made for all of
// them.
type arrayCopies[T any] struct{ free []T }

func sharedArray[T any](n int) arrayCopies[T] {
	if n == 0 {
		return arrayCopies[T]{}
	}
	return arrayCopies[T]{make([]T, n)}
}

// copy is slices.Clone(l) taken from the shared array: nil for nil, empty
// for empty, else a copy capped at its length.
func (a *arrayCopies[T]) copy(l []T) []T {
	if len(l) == 0 {
		return l[:0:0]
	}
	n := copy(a.free, l)
	out := a.free[:n:n]
	a.free = a.free[n:]
	return out
}

// ownMaps gives d, a copy of c, its own copy of the Stats and Dice maps c
// owns (c writes into them in place), from d's spare maps where it has
// them.
func ownMaps(d, c *Combatant) {
	if c.ownStats == &c.Stats {
		d.Stats = ownCopy(c.Stats, &d.spareStats)
		d.ownStats = &d.Stats
	}
	if c.ownDice == &c.Dice {
		d.Dice = ownCopy(c.Dice, &d.spareDice)
		d.ownDice = &d.Dice
	}
}
