package encounter

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

// CopyInto is CloneExt (old nil) and CloneExtInto of a rules' part that is
// a plain value, whose pointers (if any) point at memory nobody changes: a
// copy of *x, written into old when old is another *T, else new.
func CopyInto[T any](x *T, old any) *T {
	if o, ok := old.(*T); ok && o != nil && o != x {
		*o = *x
		return o
	}
	c := *x
	return &c
}

// Clone is a deep copy of s: changing the copy (by Apply) leaves s as it
// was. ok is false when s holds rules' state that cannot copy itself (an
// Ext, a combatant's Ext or a pending Data that is not an ExtCloner);
// replay the log then.
//
// It is CloneInto with no old state, keeping no memory for recycling: the
// sides, the combatants, their conditions, attacks and notes, and the
// state's lists of names each share one array (every list capped at its
// length, so that an append moves it out instead of writing over its
// neighbour). The forecast clones its start once and each fight it
// samples; the others are recycled (CloneInto).
func (s *State) Clone() (c *State, ok bool) {
	out, ok := s.CloneInto(nil)
	if !ok {
		return nil, false
	}
	out.mem = nil
	for i, d := range out.Combatants {
		// A clone owns none of its maps (its mark stays the original's):
		// its own first SetStat copies again, and the states cloned from
		// it (the forecast's fights, from a clone of their start) share
		// its maps until they change one.
		d.ownStats, d.ownDice = s.Combatants[i].ownStats, s.Combatants[i].ownDice
	}
	return out, true
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

// arrayCopies hands out copies of lists from one array made for all of
// them.
type arrayCopies[T any] struct{ free []T }

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
