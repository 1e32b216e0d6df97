package encounter

import (
	"maps"
	"reflect"
	"slices"
)

// CloneInto is Clone built in the memory of old, a state an earlier
// CloneInto returned that nobody uses any more (the forecast's fight that
// played in it is over and counted): its State, combatants, lists, maps
// and index are written over, and the rules' own state of old is handed to
// CloneExtInto where it implements ExtRecycler (CloneExt otherwise). old
// may be nil, or a state made any other way, whose memory is then not
// reused (but for the State itself); either way the result is a state
// CloneInto can reuse next. ok is false, and old untouched, when s holds
// rules' state that cannot copy itself, as for Clone.
//
// The copy is what Clone makes, value for value (nil lists and maps stay
// nil, empty ones empty); only a recycled combatant keeps the Stats and
// Dice maps it made in its earlier fight as spares, for its first SetStat
// or SetDie to fill instead of a new map.
func (s *State) CloneInto(old *State) (c *State, ok bool) {
	if !s.cloneable() {
		return nil, false
	}
	if old == s {
		old = nil // s is in use: it cannot be its own old copy
	}
	out, mem := old, (*cloneMemory)(nil)
	if old != nil {
		mem = old.mem
	} else {
		out = new(State)
	}
	if mem == nil {
		mem = new(cloneMemory)
	}
	*out = *s
	out.mem = mem
	out.Ext = recycleExt(s.Ext, &mem.ext)
	out.Pending = mem.pendingFor(s.Pending)
	names := reuseArray(&mem.names, len(s.SideOrder)+len(s.Order)+len(s.Notes)+len(s.Messages))
	out.SideOrder = names.copy(s.SideOrder)
	out.Order = names.copy(s.Order)
	out.Notes = names.copy(s.Notes)
	out.Messages = names.copy(s.Messages)
	out.index = mem.indexFor(s.index)
	out.Sides = mem.sidesFor(s.Sides)
	out.Combatants = mem.combatantsFor(s.Combatants)
	return out, true
}

// cloneMemory is what CloneInto allocated for a state: the arrays its
// lists were cut from and the maps and rules' states it made, each
// written over by the next CloneInto into the state. Only this memory is
// reused, never what the fight put in the state's fields, which may be
// anyone's.
type cloneMemory struct {
	names     []string
	sides     []Side
	sidePtrs  []*Side
	all       []Combatant
	ptrs      []*Combatant
	conds     []Condition
	attacks   []Attack
	notes     []string
	resources []map[string]int // by combatant
	exts      []any            // by combatant: the Ext CloneInto made
	pending   []Pending
	data      []any // by pending: the Data CloneInto made
	targets   []string
	index     []indexSlot
	ext       any
}

// reuseArray hands out copies of lists from *arr, grown (anew) to n
// elements when it is shorter.
func reuseArray[T any](arr *[]T, n int) arrayCopies[T] {
	if n == 0 {
		return arrayCopies[T]{}
	}
	if cap(*arr) < n {
		*arr = make([]T, n)
	}
	return arrayCopies[T]{(*arr)[:n]}
}

// grow makes *l at least n long, anew when it is shorter (the old values
// are dropped: a recycled map or rules' state is only a spare).
func grow[T any](l *[]T, n int) []T {
	if cap(*l) < n {
		*l = make([]T, n)
	}
	return (*l)[:n]
}

// recycleExt copies a rules' state: into *prev, what the last copy made,
// when both implement ExtRecycler and are of one type; it records the
// copy in *prev.
func recycleExt(x any, prev *any) any {
	if x == nil {
		return nil
	}
	var out any
	if r, ok := x.(ExtRecycler); ok && *prev != nil && reflect.TypeOf(*prev) == reflect.TypeOf(x) && !sameValue(*prev, x) {
		out = r.CloneExtInto(*prev)
	} else {
		out = x.(ExtCloner).CloneExt() // cloneable checked it can
	}
	*prev = out
	return out
}

// sameValue reports that a and b, of one type, are the same value (a
// CloneExt that returned its receiver): an earlier copy that is the
// original itself must not be written over.
func sameValue(a, b any) bool {
	return reflect.TypeOf(a).Comparable() && a == b
}

func (m *cloneMemory) pendingFor(in []Pending) []Pending {
	if len(in) == 0 {
		return in[:0:0] // nil stays nil, empty stays empty
	}
	n, nTargets := len(in), 0
	for _, p := range in {
		nTargets += len(p.Targets)
	}
	out := grow(&m.pending, n)[:n:n]
	data := grow(&m.data, n)
	targets := reuseArray(&m.targets, nTargets)
	for i, p := range in {
		p.Data = recycleExt(p.Data, &data[i])
		p.Targets = targets.copy(p.Targets)
		out[i] = p
	}
	return out
}

func (m *cloneMemory) indexFor(x combatantIndex) combatantIndex {
	if x.slots == nil {
		return x
	}
	if len(m.index) != len(x.slots) {
		m.index = make([]indexSlot, len(x.slots))
	}
	copy(m.index, x.slots)
	x.slots = m.index
	return x
}

func (m *cloneMemory) sidesFor(in []*Side) []*Side {
	if len(in) == 0 {
		return in[:0:0] // nil stays nil, empty stays empty
	}
	sides, out := grow(&m.sides, len(in)), grow(&m.sidePtrs, len(in))[:len(in):len(in)]
	for i, sd := range in {
		sides[i] = *sd
		sides[i].Ratings = slices.Clone(sd.Ratings)
		out[i] = &sides[i]
	}
	return out
}

// combatantsFor copies each combatant with everything events change, into
// the combatants, maps and rules' states the last copy made. An attack's
// own lists (aspects, components) are never changed and stay shared, and
// so do Stats and Dice, which the copy copies before its first change
// (SetStat, SetDie), unless the original made them its own
// (stats_own.go).
func (m *cloneMemory) combatantsFor(in []*Combatant) []*Combatant {
	if len(in) == 0 {
		return in[:0:0] // nil stays nil, empty stays empty
	}
	n := len(in)
	var nConds, nAttacks, nNotes int
	for _, c := range in {
		nConds += len(c.Conditions)
		nAttacks += len(c.Attacks)
		nNotes += len(c.Notes)
	}
	conds, attacks, notes := reuseArray(&m.conds, nConds), reuseArray(&m.attacks, nAttacks), reuseArray(&m.notes, nNotes)
	if cap(m.all) < n {
		// New combatants: the old ones' maps and rules' states are of
		// other combatants, so none is kept.
		m.all, m.resources, m.exts = make([]Combatant, n), make([]map[string]int, n), make([]any, n)
	}
	all, resources, exts := m.all[:n], m.resources[:n], m.exts[:n]
	out := grow(&m.ptrs, n)[:n:n]
	for i, c := range in {
		d := &all[i]
		spareStats, spareDice := d.spareStats, d.spareDice
		if d.ownStats == &d.Stats {
			spareStats = d.Stats
		}
		if d.ownDice == &d.Dice {
			spareDice = d.Dice
		}
		*d = *c
		d.spareStats, d.spareDice = spareStats, spareDice
		ownMaps(d, c)
		d.Resources = copyMap(&resources[i], c.Resources)
		d.Conditions = conds.copy(c.Conditions)
		d.Attacks = attacks.copy(c.Attacks)
		d.Notes = notes.copy(c.Notes)
		d.Ext = recycleExt(c.Ext, &exts[i])
		out[i] = d
	}
	return out
}

// copyMap is maps.Clone(src) written into *dst, the map the last copy
// made, when there is one; it records the copy in *dst. When the fight
// before left as many keys as src has, nearly always the same ones, src's
// values are written over them, and only when that leaves other keys too
// is the map cleared and written again. When it left more (a fight that
// adds counters, as Evening's initiative and turn budget), the map is
// cleared first: written once, not twice.
func copyMap(dst *map[string]int, src map[string]int) map[string]int {
	if src == nil {
		return nil
	}
	d := *dst
	if d == nil {
		*dst = maps.Clone(src)
		return *dst
	}
	if len(d) > len(src) {
		clear(d)
	}
	maps.Copy(d, src)
	if len(d) != len(src) { // d holds every key of src, and more
		clear(d)
		maps.Copy(d, src)
	}
	return d
}
