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
