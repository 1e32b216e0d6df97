//go:build ci

package encounters

import (
	"testing"

	"sessionzero/rules/encounter"
)

// TestLogNamesCombatants: an event the rules say nothing about is logged by
// its fields, each combatant by name ("target Garrix", not "target garrix"),
// a list joined with commas.
func TestLogNamesCombatants(t *testing.T) {
	st := encounter.NewState("test", encounter.ModeCombat)
	if err := st.AddSide(encounter.SideSetup{ID: "all"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*encounter.Combatant{{ID: "garrix", Name: "Garrix", Side: "all"}, {ID: "goblin-1", Name: "Goblin 1", Side: "all"}} {
		if err := st.AddCombatant(c); err != nil {
			t.Fatal(err)
		}
	}
	ev := encounter.MustEvent("damage", map[string]any{"target": "garrix", "targets": []string{"goblin-1", "nobody"}, "damage": 24, "note": "fire"})
	if got, want := describeEvent(ev, st), "Damage: damage 24, note fire, target Garrix, targets Goblin 1, nobody"; got != want {
		t.Errorf("log line %q, want %q", got, want)
	}
}
