package evening

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// TestTurnCombatantAsCombatant: the look-up of a turn's holder
// (turnCombatant, which starts where the last look found it) answers what
// st.Combatant answers, for every ID of the state, for the same text in
// another string, for an ID nobody has, for none, after the list changed
// under the remembered place, and in a clone and in a recycled copy.
func TestTurnCombatantAsCombatant(t *testing.T) {
	st := &encounter.State{Ext: &fightExt{}}
	for _, id := range []string{"pc0", "pc1", "ghoul0", "ghoul1"} {
		st.Combatants = append(st.Combatants, &encounter.Combatant{ID: id, Name: strings.ToUpper(id)})
	}
	check := func(st *encounter.State, id, what string) {
		t.Helper()
		want, wantErr := st.Combatant(id)
		got, err := turnCombatant(st, id)
		if got != want || (err == nil) != (wantErr == nil) {
			t.Errorf("%s %q: got %v, %v; st.Combatant %v, %v", what, id, got, err, want, wantErr)
		}
	}
	ids := func(st *encounter.State) []string {
		var out []string
		for _, c := range st.Combatants {
			out = append(out, c.ID)
		}
		return out
	}
	for range 2 { // a second time from the remembered places
		for _, id := range ids(st) {
			check(st, id, "own string")
			check(st, id, "again")
			check(st, strings.Clone(id), "same text elsewhere")
		}
	}
	check(st, "nobody", "no such combatant")
	check(st, "", "no ID")

	// The remembered place now holds another combatant.
	check(st, st.Combatants[3].ID, "remember the last")
	gone := st.Combatants[3].ID
	st.Combatants = st.Combatants[:3]
	check(st, gone, "dropped from the list")
	st.Combatants[0], st.Combatants[2] = st.Combatants[2], st.Combatants[0]
	for _, id := range ids(st) {
		check(st, id, "after a swap")
	}

	// A clone and a recycled copy share the strings and the order.
	c, ok := st.Clone()
	if !ok {
		t.Fatal("the state did not clone")
	}
	for _, id := range ids(st) {
		check(c, id, "clone")
	}
	r, ok := st.CloneInto(c)
	if !ok {
		t.Fatal("the state did not recycle")
	}
	for _, id := range ids(st) {
		check(r, id, "recycled copy")
	}

	// A state without Evening's part asks st.Combatant.
	bare := &encounter.State{Combatants: st.Combatants}
	for _, id := range ids(st) {
		check(bare, id, "other rules' state")
	}
}
