package encounter

import (
	"reflect"
	"testing"
)

type testExt struct{ Seen map[string]bool }

func (x *testExt) CloneExt() any {
	c := &testExt{Seen: map[string]bool{}}
	for k, v := range x.Seen {
		c.Seen[k] = v
	}
	return c
}

type plainExt struct{ N int }

func cloneFixture(t *testing.T) *State {
	t.Helper()
	st := NewState("test", ModeCombat)
	for _, sd := range []SideSetup{{ID: "a", Players: true}, {ID: "b"}} {
		if err := st.AddSide(sd); err != nil {
			t.Fatal(err)
		}
	}
	for _, cs := range []CombatantSetup{
		{ID: "x", Side: "a", Stats: map[string]int{"hp": 5}, Attacks: []Attack{{Name: "Blade", Uses: 2}}, Dice: map[string]string{"armor": "d4"}},
		{ID: "y", Side: "b", Stats: map[string]int{"hp": 3}},
	} {
		if err := st.AddCombatant(BaseCombatant(st, cs)); err != nil {
			t.Fatal(err)
		}
	}
	st.Combatants[0].SetCondition(Condition{Name: "Slowed", Remaining: 2})
	st.Combatants[1].Ext = &testExt{Seen: map[string]bool{"Buckler": true}}
	st.Order, st.Turn, st.Round = []string{"x", "y"}, 0, 1
	st.Ext = &testExt{Seen: map[string]bool{"x": true}}
	st.Pending = []Pending{{ID: "p1", By: "x", Targets: []string{"y"}, Data: &testExt{Seen: map[string]bool{}}}}
	st.Sides[0].Ratings = []int{1}
	return st
}

func TestStateClone(t *testing.T) {
	st := cloneFixture(t)
	c, ok := st.Clone()
	if !ok {
		t.Fatal("the state did not clone")
	}
	if !reflect.DeepEqual(c, st) {
		t.Fatalf("the clone differs:\n%+v\n%+v", c, st)
	}
	// Change everything an event may change on the clone.
	x, _ := c.Combatant("x")
	x.HP = 1
	x.SetStat("hp", 1)
	x.SetResource(UsesKey("Blade"), 0)
	x.Conditions[0].Remaining = 1
	x.SetDie("armor", "d6")
	x.Attacks[0].Name = "Axe"
	c.Combatants[1].Ext.(*testExt).Seen["Buckler"] = false
	c.Order[0], c.Turn = "y", 1
	c.Sides[0].Ratings[0], c.Sides[0].Score = 3, 9
	c.Ext.(*testExt).Seen["y"] = true
	c.Pending[0].Targets[0] = "x"
	c.Pending[0].Data.(*testExt).Seen["z"] = true
	if err := c.RemoveCombatant("y"); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(st, cloneFixture(t)) {
		t.Errorf("changing the clone changed the state: %+v", st)
	}
	if _, err := st.Combatant("y"); err != nil {
		t.Error("removing from the clone removed from the state")
	}
}

func TestStateCloneNeedsCloners(t *testing.T) {
	st := cloneFixture(t)
	st.Ext = &plainExt{1}
	if _, ok := st.Clone(); ok {
		t.Error("an Ext that cannot copy itself was shared")
	}
	st = cloneFixture(t)
	st.Pending[0].Data = &plainExt{1}
	if _, ok := st.Clone(); ok {
		t.Error("a pending Data that cannot copy itself was shared")
	}
	st = cloneFixture(t)
	st.Combatants[1].Ext = &plainExt{1}
	if _, ok := st.Clone(); ok {
		t.Error("a combatant's Ext that cannot copy itself was shared")
	}
}

func TestQuietStateSaysNothing(t *testing.T) {
	st := NewState("test", ModeCombat)
	st.Sayf("one %d", 1)
	st.Quiet = true
	st.Sayf("two %d", 2)
	if len(st.Messages) != 1 || st.Messages[0] != "one 1" {
		t.Errorf("messages %q", st.Messages)
	}
}

// TestSetStatLeavesClones: a clone shares its combatants' Stats and Dice,
// so SetStat and SetDie replace the map: a change on the original after
// cloning leaves the clone as it was, and the other way round.
func TestSetStatLeavesClones(t *testing.T) {
	st := cloneFixture(t)
	c, ok := st.Clone()
	if !ok {
		t.Fatal("the state did not clone")
	}
	orig, _ := st.Combatant("x")
	copied, _ := c.Combatant("x")
	hp, armor := copied.Stat("hp"), copied.Dice["armor"]
	orig.SetStat("hp", hp+5)
	orig.SetDie("armor", armor+"+1")
	if copied.Stat("hp") != hp || copied.Dice["armor"] != armor {
		t.Errorf("changing the original changed the clone: hp %d, armor %q", copied.Stat("hp"), copied.Dice["armor"])
	}
	copied.SetStat("new", 2)
	if orig.Stat("new") != 0 || orig.Stat("hp") != hp+5 || copied.Stat("new") != 2 {
		t.Errorf("the clone's change: original new=%d hp=%d, clone new=%d", orig.Stat("new"), orig.Stat("hp"), copied.Stat("new"))
	}
	var bare Combatant
	bare.SetStat("hp", 1)
	bare.SetDie("weapon", "d6")
	if bare.Stat("hp") != 1 || bare.Dice["weapon"] != "d6" {
		t.Errorf("SetStat and SetDie on a combatant without maps: %v %v", bare.Stats, bare.Dice)
	}
}

// TestCloneListsAreTheirOwn: the clone's lists share one array per kind
// (State.Clone), yet growing one list leaves its neighbours as they were,
// and nil and empty lists stay nil and empty.
func TestCloneListsAreTheirOwn(t *testing.T) {
	st := cloneFixture(t)
	if err := st.AddCombatant(BaseCombatant(st, CombatantSetup{ID: "z", Side: "b", Attacks: []Attack{{Name: "Claw"}}, Notes: "old"})); err != nil {
		t.Fatal(err)
	}
	st.Combatants[1].Conditions = []Condition{}
	st.Combatants[2].SetCondition(Condition{Name: "Prone", Remaining: -1})
	st.Combatants[0].Notes = []string{"first"}
	st.SideOrder, st.Notes, st.Messages = []string{"a", "b"}, []string{"n1"}, []string{"m1"}
	c, ok := st.Clone()
	if !ok {
		t.Fatal("the state did not clone")
	}
	if !reflect.DeepEqual(c, st) {
		t.Fatalf("the clone differs:\n%+v\n%+v", c, st)
	}
	if c.Combatants[1].Conditions == nil || c.Combatants[1].Notes != nil || c.Pending[0].Targets == nil {
		t.Error("a nil or empty list changed kind")
	}
	for _, x := range c.Combatants {
		x.SetCondition(Condition{Name: "Grown " + x.ID})
		x.Attacks = append(x.Attacks, Attack{Name: "Extra " + x.ID})
		x.Notes = append(x.Notes, "more "+x.ID)
	}
	c.SideOrder = append(c.SideOrder, "c")
	c.Order = append(c.Order, "z")
	c.Notes = append(c.Notes, "n2")
	c.Messages = append(c.Messages, "m2")
	for i, x := range c.Combatants {
		o := st.Combatants[i]
		if len(x.Conditions) != len(o.Conditions)+1 || len(x.Attacks) != len(o.Attacks)+1 || len(x.Notes) != len(o.Notes)+1 {
			t.Errorf("%s: conditions %v, attacks %v, notes %v", x.ID, x.Conditions, x.Attacks, x.Notes)
		}
		if !prefix(x.Conditions, o.Conditions) || !prefix(x.Attacks, o.Attacks) || !prefix(x.Notes, o.Notes) {
			t.Errorf("%s: a neighbour's append wrote over its lists: %v %v %v", x.ID, x.Conditions, x.Attacks, x.Notes)
		}
	}
	want := [][]string{{"a", "b", "c"}, {"x", "y", "z"}, {"n1", "n2"}, {"m1", "m2"}}
	if got := [][]string{c.SideOrder, c.Order, c.Notes, c.Messages}; !reflect.DeepEqual(got, want) {
		t.Errorf("the clone's name lists %v, want %v", got, want)
	}
	if got := [][]string{st.SideOrder, st.Order, st.Notes, st.Messages}; !reflect.DeepEqual(got, [][]string{{"a", "b"}, {"x", "y"}, {"n1"}, {"m1"}}) {
		t.Errorf("the state's name lists changed: %v", got)
	}
}

// prefix reports whether l starts with the elements of p.
func prefix[T any](l, p []T) bool {
	return len(l) >= len(p) && (len(p) == 0 || reflect.DeepEqual(l[:len(p)], p))
}
