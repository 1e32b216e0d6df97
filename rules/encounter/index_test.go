package encounter

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestCombatantIndex: the index finds every combatant where it stands as
// combatants join and leave (the table grows past its first size), says
// so for an ID it does not hold, and a clone's index is its own.
func TestCombatantIndex(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	st := NewState("test", ModeCombat)
	if err := st.AddSides([]SideSetup{{ID: "a"}}, true); err != nil {
		t.Fatal(err)
	}
	check := func(st *State, gone map[string]bool) {
		t.Helper()
		for i, c := range st.Combatants {
			got, err := st.Combatant(c.ID)
			if err != nil || got != st.Combatants[i] {
				t.Fatalf("%s: found %v (error %v), want position %d", c.ID, got, err, i)
			}
		}
		for id := range gone {
			if _, err := st.Combatant(id); err == nil {
				t.Fatalf("%s left and is still found", id)
			}
		}
	}
	gone := map[string]bool{}
	for i := range 200 {
		id := fmt.Sprintf("c%d", i)
		if i%7 == 0 {
			id = fmt.Sprintf("goblin %d of a long line", i)
		}
		if err := st.AddCombatant(&Combatant{ID: id, Side: "a"}); err != nil {
			t.Fatal(err)
		}
		if rng.IntN(4) == 0 {
			c := st.Combatants[rng.IntN(len(st.Combatants))]
			if err := st.RemoveCombatant(c.ID); err != nil {
				t.Fatal(err)
			}
			gone[c.ID] = true
		}
		check(st, gone)
	}
	if err := st.AddCombatant(&Combatant{ID: st.Combatants[3].ID, Side: "a"}); err == nil {
		t.Error("an ID used twice was accepted")
	}
	if _, err := st.Combatant("nobody"); err == nil {
		t.Error("an unknown ID was found")
	}
	c, ok := st.Clone()
	if !ok {
		t.Fatal("no clone")
	}
	left := c.Combatants[0].ID
	if err := c.RemoveCombatant(left); err != nil {
		t.Fatal(err)
	}
	if err := c.AddCombatant(&Combatant{ID: "newcomer", Side: "a"}); err != nil {
		t.Fatal(err)
	}
	check(st, gone)
	if _, err := st.Combatant("newcomer"); err == nil {
		t.Error("a combatant joining the clone joined the state")
	}
	gone[left] = true
	check(c, gone)
}

func BenchmarkCombatantLookup(b *testing.B) {
	st := NewState("test", ModeCombat)
	if err := st.AddSides([]SideSetup{{ID: "a"}}, true); err != nil {
		b.Fatal(err)
	}
	ids := []string{"bram", "ada", "cleric", "wizard", "goblin1", "goblin2", "goblin3", "goblin4", "goblin5", "boss"}
	for _, id := range ids {
		if err := st.AddCombatant(&Combatant{ID: id, Side: "a"}); err != nil {
			b.Fatal(err)
		}
	}
	asked := make([]string, len(ids)) // the same text in other memory, as a decoded payload holds it
	for i, id := range ids {
		asked[i] = string([]byte(id))
	}
	for b.Loop() {
		for _, id := range asked {
			if _, err := st.Combatant(id); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkCombatantLookupOwnIDs asks by the combatants' own ID strings,
// as the autopilots' payloads hold them.
func BenchmarkCombatantLookupOwnIDs(b *testing.B) {
	st := NewState("test", ModeCombat)
	if err := st.AddSides([]SideSetup{{ID: "a"}}, true); err != nil {
		b.Fatal(err)
	}
	for _, id := range []string{"bram", "ada", "cleric", "wizard", "goblin1", "goblin2", "goblin3", "goblin4", "goblin5", "boss"} {
		if err := st.AddCombatant(&Combatant{ID: id, Side: "a"}); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		for _, c := range st.Combatants {
			if _, err := st.Combatant(c.ID); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestCombatantByOwnID: a combatant asked for by its own ID string (found
// by where the text lies) or by the same text elsewhere is the same one,
// and one who left is found by neither.
func TestCombatantByOwnID(t *testing.T) {
	for _, n := range []int{3, ownIDScan, ownIDScan + 5} {
		st := NewState("test", ModeCombat)
		if err := st.AddSides([]SideSetup{{ID: "a"}}, true); err != nil {
			t.Fatal(err)
		}
		for i := range n {
			if err := st.AddCombatant(&Combatant{ID: fmt.Sprintf("c%d", i), Side: "a"}); err != nil {
				t.Fatal(err)
			}
		}
		left := st.Combatants[1]
		if err := st.RemoveCombatant(left.ID); err != nil {
			t.Fatal(err)
		}
		for i, c := range st.Combatants {
			own, err1 := st.Combatant(c.ID)
			other, err2 := st.Combatant(string([]byte(c.ID)))
			if err1 != nil || err2 != nil || own != st.Combatants[i] || other != own {
				t.Fatalf("%d combatants, %s: own ID gives %v (%v), a copy %v (%v)", n, c.ID, own, err1, other, err2)
			}
		}
		if c, err := st.Combatant(left.ID); err == nil {
			t.Errorf("%d combatants: %s left and is still found (%v)", n, left.ID, c)
		}
		if _, err := st.Combatant(st.Combatants[0].ID[:1]); err == nil {
			t.Errorf("%d combatants: a prefix of an ID was found", n)
		}
	}
}
