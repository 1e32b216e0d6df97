package rollunder

import (
	"slices"

	"sessionzero/rules/encounter"
)

// The forecast copies a fight's state for every fight it plays (CloneExt),
// and, for the fights it does not sample, copies it into the memory of a
// fight it has counted (CloneExtInto: encounter.ExtRecycler), so that a
// worker's fights reuse one state's lists instead of making new ones.

var _ encounter.ExtRecycler = (*combatExt)(nil)

// CloneExt implements encounter.ExtCloner: the forecast copies a fight's
// state instead of replaying its log for every fight. A fighter's fixed
// part, weapon and dice lists and a declaration's lists are never written
// into (swap and declare replace them), so the copies share them; the
// fighters are copied into one block.
func (x *combatExt) CloneExt() any {
	c := new(combatExt)
	x.cloneInto(c, nil)
	return c
}

// CloneExtInto implements encounter.ExtRecycler: CloneExt's copy, made in
// old's memory (old is nil or an earlier copy nobody uses any more): its
// fighters, groups, saves due, lists and the autopilot's scratch.
func (x *combatExt) CloneExtInto(old any) any {
	o, ok := old.(*combatExt)
	if !ok || o == nil || o == x {
		return x.CloneExt()
	}
	keep := *o
	x.cloneInto(o, &keep)
	return o
}

// cloneInto writes a deep copy of x into c, reusing the memory of keep (a
// former copy, or nil) where it can.
func (x *combatExt) cloneInto(c, keep *combatExt) {
	*c = *x
	// The autopilot's list and scratch are each state's own.
	c.evs, c.block, c.scratch = nil, nil, nil
	var oldSorted, oldByPos []*fighter
	var oldGroups []*group
	var oldDue []due
	if keep != nil {
		c.evs, c.block, c.scratch = keep.evs[:0], keep.block, keep.scratch
		oldSorted, oldByPos, oldGroups, oldDue = keep.sorted, keep.byPos, keep.Groups, keep.Due
	}
	c.sorted = nil
	if x.sorted != nil {
		// A copy's fighters are its own (CloneExt copies them, NewCombatant
		// makes new ones): the old copy's are written over.
		n := len(x.sorted)
		if len(oldSorted) == n {
			c.sorted = oldSorted
		} else {
			c.sorted = make([]*fighter, n)
			block := make([]fighter, n)
			for i := range c.sorted {
				c.sorted[i] = &block[i]
			}
		}
		for i, f := range x.sorted {
			ff := c.sorted[i]
			declBuf := ff.declBuf // the old copy's own, or nil
			*ff = *f
			ff.declBuf = declBuf
			if f.Declared != nil {
				ff.decl = *f.Declared
				ff.Declared = &ff.decl
			}
			if f.autoDecl != nil && f.autoDecl == f.declBuf {
				// x's own payload, which x writes into: not shared.
				ff.autoDecl, ff.autoDeclEv = nil, encounter.Event{}
			}
		}
	}
	c.Groups = nil
	if x.Groups != nil {
		if len(oldGroups) == len(x.Groups) {
			c.Groups = oldGroups
		} else {
			c.Groups = make([]*group, len(x.Groups))
		}
		for i, g := range x.Groups {
			gg := c.Groups[i]
			if gg == nil {
				gg = new(group)
				c.Groups[i] = gg
			}
			members := gg.Members // the old copy's own
			*gg = *g
			if len(g.Members) > 0 && cap(members) >= len(g.Members) {
				gg.Members = append(members[:0], g.Members...)
			} else {
				gg.Members = slices.Clone(g.Members)
			}
		}
	}
	if len(x.Due) > 0 && cap(oldDue) >= len(x.Due) {
		c.Due = append(oldDue[:0], x.Due...)
	} else {
		c.Due = slices.Clone(x.Due)
	}
	c.byPos = nil
	if x.byPos != nil {
		// The copy's own fighters, in the same places (posIDs is never
		// written into, only replaced).
		if len(oldByPos) == len(x.byPos) {
			c.byPos = oldByPos
		} else {
			c.byPos = make([]*fighter, len(x.byPos))
		}
		for i, id := range x.posIDs {
			c.byPos[i] = c.f(id)
		}
	}
}
