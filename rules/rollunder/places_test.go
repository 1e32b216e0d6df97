package rollunder

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// TestIDPlacesAreCheckedHints: the table gives a combatant's place only
// for its own ID string at the place noted; a copy of the text, a
// combatant moved or removed since, or nothing noted gives -1 (the caller
// walks the list), and combatant finds the same combatant either way.
func TestIDPlacesAreCheckedHints(t *testing.T) {
	ids := []string{"ada", "bo", "gob1", "gob2", "gob3"}
	st := encounter.NewState(ID, encounter.ModeCombat)
	if err := st.AddSide(encounter.SideSetup{ID: "all"}); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		if err := st.AddCombatant(&encounter.Combatant{ID: id, Side: "all"}); err != nil {
			t.Fatal(err)
		}
	}
	var p idPlaces
	if got := p.at(st, st.Combatants[2].ID); got != -1 {
		t.Fatalf("nothing noted: place %d, want -1", got)
	}
	p.note(ids)
	moved := &encounter.State{Combatants: []*encounter.Combatant{st.Combatants[3], st.Combatants[0]}}
	for _, tc := range []struct {
		what string
		st   *encounter.State
		id   string
		want int
	}{
		{"own string", st, st.Combatants[3].ID, 3},
		{"first", st, st.Combatants[0].ID, 0},
		{"a copy of the text", st, strings.Clone("gob2"), -1},
		{"empty", st, "", -1},
		{"moved since", moved, st.Combatants[3].ID, -1},
		{"list shorter", moved, st.Combatants[4].ID, -1},
	} {
		if got := p.at(tc.st, tc.id); got != tc.want {
			t.Errorf("%s: place %d, want %d", tc.what, got, tc.want)
		}
	}
	// combatant answers the same with the hints, stale hints or none.
	x := ext(st)
	for _, hints := range []idPlaces{{}, p, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}} {
		x.places = hints
		for i, id := range ids {
			for _, ask := range []string{st.Combatants[i].ID, strings.Clone(id)} {
				c, _, err := combatant(st, ask)
				if err != nil || c != st.Combatants[i] {
					t.Fatalf("combatant(%q) with hints %v: %v, %v", ask, hints, c, err)
				}
			}
		}
	}
}
