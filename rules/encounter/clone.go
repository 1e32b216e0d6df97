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

// Clone is a deep copy of s: changing the copy (by Apply) leaves s as it
// was. ok is false when s holds rules' state that cannot copy itself (an
// Ext, a combatant's Ext or a pending Data that is not an ExtCloner);
// replay the log then.
func (s *State) Clone() (c *State, ok bool) {
	out := *s
	if s.Ext != nil {
		x, ok := s.Ext.(ExtCloner)
		if !ok {
			return nil, false
		}
		out.Ext = x.CloneExt()
	}
	out.Pending = make([]Pending, len(s.Pending))
	for i, p := range s.Pending {
		if p.Data != nil {
			x, ok := p.Data.(ExtCloner)
			if !ok {
				return nil, false
			}
			p.Data = x.CloneExt()
		}
		p.Targets = slices.Clone(p.Targets)
		out.Pending[i] = p
	}
	if s.Pending == nil {
		out.Pending = nil
	}
	out.SideOrder = slices.Clone(s.SideOrder)
	out.Order = slices.Clone(s.Order)
	out.Notes = slices.Clone(s.Notes)
	out.Messages = slices.Clone(s.Messages)
	out.index = maps.Clone(s.index)
	out.Sides = cloneEach(s.Sides, func(sd Side) Side {
		sd.Ratings = slices.Clone(sd.Ratings)
		return sd
	})
	for _, c := range s.Combatants {
		if _, ok := c.Ext.(ExtCloner); c.Ext != nil && !ok {
			return nil, false
		}
	}
	out.Combatants = cloneEach(s.Combatants, cloneCombatant)
	return &out, true
}

// cloneEach copies a slice of pointers, each value through f.
func cloneEach[T any](in []*T, f func(T) T) []*T {
	if in == nil {
		return nil
	}
	out := make([]*T, len(in))
	for i, p := range in {
		v := f(*p)
		out[i] = &v
	}
	return out
}

// cloneCombatant copies everything events change; an attack's own lists
// (aspects, components) are never changed and stay shared, and so do Stats
// and Dice, which events replace (SetStat, SetDie) instead of writing into.
func cloneCombatant(c Combatant) Combatant {
	c.Resources = maps.Clone(c.Resources)
	c.Conditions = slices.Clone(c.Conditions)
	c.Attacks = slices.Clone(c.Attacks)
	c.Notes = slices.Clone(c.Notes)
	if c.Ext != nil {
		c.Ext = c.Ext.(ExtCloner).CloneExt() // Clone checked it can
	}
	return c
}
