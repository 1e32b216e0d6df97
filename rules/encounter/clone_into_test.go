package encounter

import (
	"reflect"
	"testing"
)

// recyclingExt is a rules' state that copies itself into an old copy,
// counting how often it did.
type recyclingExt struct {
	Seen  map[string]bool
	List  []int
	calls *int
}

func (x *recyclingExt) CloneExt() any {
	return x.CloneExtInto(nil)
}

func (x *recyclingExt) CloneExtInto(old any) any {
	o, _ := old.(*recyclingExt)
	if o == nil {
		o = &recyclingExt{Seen: map[string]bool{}}
	} else {
		*x.calls++
		clear(o.Seen)
	}
	for k, v := range x.Seen {
		o.Seen[k] = v
	}
	o.List = append(o.List[:0], x.List...)
	o.calls = x.calls
	return o
}

// withoutMemory is a for comparison with a Clone: a copy without the
// recycled memory and the combatants' spare maps, which only CloneInto
// keeps.
func withoutMemory(s *State) State {
	out := *s
	out.mem = nil
	out.Combatants = nil
	for _, c := range s.Combatants {
		d := *c
		d.spareStats, d.spareDice = nil, nil
		out.Combatants = append(out.Combatants, &d)
	}
	return out
}

// playSomething changes everything an event may change in st (what st
// has of it).
func playSomething(t *testing.T, st *State, n int) {
	t.Helper()
	if x, err := st.Combatant("x"); err == nil {
		x.HP = n
		x.SetStat("hp", n)
		x.SetStat("str", n+1)
		x.SetDie("armor", "d8")
		x.SetResource(UsesKey("Blade"), n)
		x.SetResource("_flag", 1)
		x.Conditions[0].Remaining = n
		x.SetCondition(Condition{Name: "Prone", Remaining: -1})
		x.Notes = append(x.Notes, "note")
	}
	for _, c := range st.Combatants {
		if x, ok := c.Ext.(*recyclingExt); ok {
			x.Seen["hit"] = true
			x.List = append(x.List, n)
		}
	}
	if x, ok := st.Ext.(*recyclingExt); ok {
		x.Seen["round"] = true
	}
	for _, p := range st.Pending {
		p.Targets[0] = "x"
		if x, ok := p.Data.(*recyclingExt); ok {
			x.Seen["z"] = true
		}
	}
	st.Order = append(st.Order, "x")
	st.Round++
	if len(st.Sides) > 0 {
		st.Sides[0].Score = n
	}
	st.Messages = append(st.Messages, "said")
}

func recyclingFixture(t *testing.T, calls *int) *State {
	t.Helper()
	st := cloneFixture(t)
	st.Ext = &recyclingExt{Seen: map[string]bool{"x": true}, calls: calls}
	st.Combatants[1].Ext = &recyclingExt{Seen: map[string]bool{"Buckler": true}, List: []int{1, 2}, calls: calls}
	st.Pending[0].Data = &recyclingExt{Seen: map[string]bool{}, calls: calls}
	// A combatant that owns a changed map, as after a replayed log.
	st.Combatants[1].SetStat("hp", 2)
	return st
}

// TestCloneIntoSameAsClone: a state copied into the memory of one played
// in before is the state Clone makes, whatever the fight before did in
// it; the memory and the rules' states are reused, and playing in the
// copy leaves the original as it was.
func TestCloneIntoSameAsClone(t *testing.T) {
	calls := 0
	st := recyclingFixture(t, &calls)
	want, ok := st.Clone()
	if !ok {
		t.Fatal("the state did not clone")
	}
	var prev *State
	for n := range 4 {
		got, ok := st.CloneInto(prev)
		if !ok {
			t.Fatal("the state did not clone into the old one")
		}
		if prev != nil && (got != prev || got.Combatants[0] != prev.mem.ptrs[0]) {
			t.Errorf("fight %d: the old state's memory was not reused", n)
		}
		if a, b := withoutMemory(got), withoutMemory(want); !reflect.DeepEqual(a, b) {
			t.Fatalf("fight %d: the copy differs from Clone's:\n%+v\n%+v", n, a, b)
		}
		playSomething(t, got, n)
		if !reflect.DeepEqual(st, recyclingFixture(t, &calls)) {
			t.Fatalf("fight %d: playing in the copy changed the original: %+v", n, st)
		}
		prev = got
	}
	if calls != 3*3 { // the state's, a combatant's and a pending's Ext, in fights 2 to 4
		t.Errorf("CloneExtInto was called %d times, want 9", calls)
	}
}

// TestCloneIntoOtherShapes: a state copied into an old one with fewer or
// more combatants, conditions and names, or into one made by Clone or
// from scratch, or with an Ext of another type, is still Clone's copy.
func TestCloneIntoOtherShapes(t *testing.T) {
	calls := 0
	small := recyclingFixture(t, &calls)
	big := recyclingFixture(t, &calls)
	if err := big.AddCombatant(BaseCombatant(big, CombatantSetup{ID: "z", Side: "b", Attacks: []Attack{{Name: "Claw"}}, Notes: "old"})); err != nil {
		t.Fatal(err)
	}
	big.Combatants[2].SetCondition(Condition{Name: "Prone", Remaining: -1})
	big.Notes = []string{"n1", "n2"}
	big.Combatants[1].Conditions, big.Messages = []Condition{}, []string{} // empty, not nil
	other := recyclingFixture(t, &calls)
	other.Ext = &testExt{Seen: map[string]bool{"other": true}}
	other.Combatants[1].Resources = nil
	other.Pending = nil
	fromClone, _ := small.Clone()
	for _, tc := range []struct {
		name     string
		from, to *State
	}{
		{"more combatants", big, small},
		{"fewer combatants", small, big},
		{"another Ext", other, small},
		{"back from another Ext", small, other},
		{"a Clone", small, fromClone},
		{"a new state", small, NewState("test", ModeCombat)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old, _ := tc.to.CloneInto(nil)
			playSomething(t, old, 7)
			got, ok := tc.from.CloneInto(old)
			if !ok {
				t.Fatal("the state did not clone")
			}
			want, _ := tc.from.Clone()
			if a, b := withoutMemory(got), withoutMemory(want); !reflect.DeepEqual(a, b) {
				t.Fatalf("the copy differs from Clone's:\n%+v\n%+v", a, b)
			}
		})
	}
	if _, ok := small.CloneInto(nil); !ok {
		t.Error("no old state: no copy")
	}
	self, _ := small.CloneInto(nil)
	want, _ := self.Clone()
	if got, _ := self.CloneInto(self); got == self || !reflect.DeepEqual(withoutMemory(got), withoutMemory(want)) || !reflect.DeepEqual(withoutMemory(self), withoutMemory(want)) {
		t.Error("a state copied into itself")
	}
	small.Ext = &plainExt{1}
	old, _ := big.CloneInto(nil)
	if c, ok := small.CloneInto(old); ok || c != nil {
		t.Error("an Ext that cannot copy itself was shared")
	}
}

// TestSetStatCopiesOnce: a combatant's first SetStat in a fight copies the
// map it shares with the start, later ones write into its own; a
// recycled combatant fills the map it made in its fight before. Neither
// shows in the original nor in a clone, either way round.
func TestSetStatCopiesOnce(t *testing.T) {
	st := cloneFixture(t)
	c, _ := st.Clone()
	x, _ := c.Combatant("x")
	x.SetStat("hp", 9)
	if n := testing.AllocsPerRun(20, func() { x.SetStat("hp", x.Stat("hp")+1); x.SetDie("armor", "d4") }); n != 0 {
		t.Errorf("a second SetStat allocated %.0f times", n)
	}
	if orig, _ := st.Combatant("x"); orig.Stat("hp") != 5 {
		t.Errorf("the clone's SetStat changed the original: hp %d", orig.Stat("hp"))
	}
	// The clone's combatant owns its map now: a clone of the clone copies
	// it, so that neither sees the other's changes.
	cc, _ := c.Clone()
	if !reflect.DeepEqual(cc, c) {
		t.Fatal("a clone of a state whose combatant owns its maps differs")
	}
	y, _ := cc.Combatant("x")
	hp := x.Stat("hp")
	x.SetStat("hp", 100)
	if y.Stat("hp") != hp {
		t.Errorf("the original's change showed in the clone: %d", y.Stat("hp"))
	}
	y.SetStat("hp", 50)
	if x.Stat("hp") != 100 {
		t.Errorf("the clone's change showed in the original: %d", x.Stat("hp"))
	}
	// Recycled: the fight before made its map; the next fills it.
	old, _ := st.CloneInto(nil)
	ox, _ := old.Combatant("x")
	ox.SetStat("hp", 1)
	ox.SetDie("armor", "d6")
	again, _ := st.CloneInto(old)
	ax, _ := again.Combatant("x")
	if ax.Stat("hp") != 5 || ax.Dice["armor"] != "d4" {
		t.Fatalf("the recycled combatant kept its fight's numbers: hp %d, armor %q", ax.Stat("hp"), ax.Dice["armor"])
	}
	if n := testing.AllocsPerRun(1, func() { ax.SetStat("hp", 2); ax.SetDie("armor", "d12") }); n != 0 {
		t.Errorf("a recycled combatant's first SetStat allocated %.0f times", n)
	}
	if orig, _ := st.Combatant("x"); orig.Stat("hp") != 5 || orig.Dice["armor"] != "d4" {
		t.Errorf("the recycled combatant's SetStat changed the original: %v %v", orig.Stats, orig.Dice)
	}
}

// TestCloneOwnsNothing: a clone of a state whose combatant owns its Stats
// gets its own copy but does not own it, so that the states cloned from
// the clone (the forecast's fights, from a clone of their start) share its
// map until one changes it.
func TestCloneOwnsNothing(t *testing.T) {
	st := cloneFixture(t)
	x, _ := st.Combatant("x")
	x.SetStat("hp", 9) // x owns its map now
	base, _ := st.Clone()
	bx, _ := base.Combatant("x")
	if reflect.ValueOf(bx.Stats).UnsafePointer() == reflect.ValueOf(x.Stats).UnsafePointer() {
		t.Fatal("the clone shares a map its original writes in place")
	}
	fight, _ := base.CloneInto(nil)
	fx, _ := fight.Combatant("x")
	if reflect.ValueOf(fx.Stats).UnsafePointer() != reflect.ValueOf(bx.Stats).UnsafePointer() {
		t.Error("a copy of the clone copied its map before changing it: the clone owns it")
	}
	fx.SetStat("hp", 1)
	if bx.Stat("hp") != 9 || x.Stat("hp") != 9 {
		t.Errorf("a fight's SetStat showed in its start: clone %d, original %d", bx.Stat("hp"), x.Stat("hp"))
	}
	bx.SetStat("hp", 3)
	if x.Stat("hp") != 9 {
		t.Errorf("the clone's SetStat showed in the original: %d", x.Stat("hp"))
	}
}

// TestCloneIntoKeepsEmptyLists: nil lists stay nil and empty ones empty,
// with or without memory to reuse, as Clone keeps them.
func TestCloneIntoKeepsEmptyLists(t *testing.T) {
	st := NewState("test", ModeCombat)
	st.Sides, st.Combatants, st.Pending = []*Side{}, []*Combatant{}, []Pending{}
	for _, old := range []*State{nil, NewState("test", ModeCombat)} {
		got, _ := st.CloneInto(old)
		if got.Sides == nil || got.Combatants == nil || got.Pending == nil {
			t.Errorf("old %v: an empty list came back nil: sides %v, combatants %v, pending %v", old != nil, got.Sides == nil, got.Combatants == nil, got.Pending == nil)
		}
	}
	st.Sides, st.Combatants, st.Pending = nil, nil, nil
	if got, _ := st.CloneInto(nil); got.Sides != nil || got.Combatants != nil || got.Pending != nil {
		t.Error("a nil list came back empty")
	}
}

// sharedExt is a rules' state whose CloneExt returns the receiver (it never
// changes once made); its CloneExtInto would write over old.
type sharedExt struct{ N int }

func (x *sharedExt) CloneExt() any { return x }

func (x *sharedExt) CloneExtInto(old any) any {
	if o, ok := old.(*sharedExt); ok && o != nil {
		o.N = x.N + 1000 // what writing over an old copy does
		return o
	}
	return x
}

// TestCloneIntoNeverWritesTheOriginal: when the earlier copy is the
// original itself (a CloneExt that shares the value), CloneExtInto is not
// handed it.
func TestCloneIntoNeverWritesTheOriginal(t *testing.T) {
	st := cloneFixture(t)
	ext := &sharedExt{N: 1}
	st.Ext = ext
	first, _ := st.CloneInto(nil)
	if _, ok := st.CloneInto(first); !ok {
		t.Fatal("the state did not clone")
	}
	if ext.N != 1 {
		t.Errorf("copying into an old copy wrote the original's shared state: N %d", ext.N)
	}
}

// TestCopyInto: a plain value's copy is written into an old copy of its
// type, and made anew for nil, another type or the value itself.
func TestCopyInto(t *testing.T) {
	type part struct{ N int }
	x, old := &part{N: 3}, &part{N: 9}
	if got := CopyInto(x, old); got != old || *got != *x {
		t.Errorf("into an old copy: %p %+v, want %p %+v", got, got, old, x)
	}
	for _, o := range []any{nil, (*part)(nil), &struct{ N int }{}, x} {
		if got := CopyInto(x, o); got == x || got == o || *got != *x {
			t.Errorf("into %T: %p %+v", o, got, got)
		}
	}
}
