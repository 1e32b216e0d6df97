package dvr

import (
	"maps"
	"slices"

	"sessionzero/rules/encounter"
)

// This file makes DvR's state parts encounter.ExtRecyclers: the forecast
// copies its start state into the memory of a fight it has counted and
// thrown away, instead of allocating a new copy per fight.

var (
	_ encounter.ExtRecycler = (*Ext)(nil)
	_ encounter.ExtRecycler = (*fighter)(nil)
)

// CloneExtInto implements encounter.ExtRecycler: CloneExt built in old's
// fighter when old is one.
func (f *fighter) CloneExtInto(old any) any { return encounter.CopyInto(f, old) }

// CloneExtInto implements encounter.ExtRecycler: CloneExt built in old's
// maps when old is an *Ext. The autopilot's scratch stays old's: what is
// left of its blocks was never handed out (each event keeps only the
// part cut for it), and its lists are the fight's own.
//
// What is reused is old's own memory only (encounter.ExtRecycler): the
// rules never assign a map field (they write entries, delete and clear;
// "start" makes a new Ext, which is not old); Duels only grows by append,
// into the list this copy made or one append made, and its duels are new
// copies each time (TestRecycledDuelsLeaveTheStartAlone); the lists in
// Due are copied anew, never written into; scratch is unexported and
// only the autopilot assigns it, from its own blocks.
func (x *Ext) CloneExtInto(old any) any {
	o, ok := old.(*Ext)
	if !ok || o == nil || o == x {
		return x.CloneExt()
	}
	scratch := o.scratch
	acted, due, tier, plans, ableTier, attacked := o.Acted, o.Due, o.Tier, o.Plans, o.AbleTier, o.Attacked
	duels := o.Duels
	*o = *x
	o.scratch = scratch
	o.scratch.proposed = [1]encounter.Event{}
	o.touched = [2]*encounter.Combatant{}
	o.Duels = nil
	if x.Duels != nil {
		o.Duels = slices.Grow(duels[:0], len(x.Duels))
		for _, d := range x.Duels {
			dd := *d
			o.Duels = append(o.Duels, &dd)
		}
	}
	o.Acted = mapInto(acted, x.Acted)
	o.Due = mapInto(due, x.Due)
	for k, v := range o.Due {
		o.Due[k] = slices.Clone(v)
	}
	o.Tier = mapInto(tier, x.Tier)
	o.Plans = mapInto(plans, x.Plans)
	o.AbleTier = mapInto(ableTier, x.AbleTier)
	o.Attacked = mapInto(attacked, x.Attacked)
	return o
}

// mapInto is maps.Clone(src) built in dst when dst is a map: nil for nil,
// else a map holding exactly src's entries.
func mapInto[K comparable, V any](dst, src map[K]V) map[K]V {
	if src == nil {
		return nil
	}
	if dst == nil {
		return maps.Clone(src)
	}
	clear(dst)
	maps.Copy(dst, src)
	return dst
}
