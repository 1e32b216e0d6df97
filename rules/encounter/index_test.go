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
