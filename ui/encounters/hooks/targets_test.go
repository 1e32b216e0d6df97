package hooks

import (
	"testing"

	"sessionzero/rules/encounter"
)

func TestOpponent(t *testing.T) {
	st := encounter.NewState("test", encounter.ModeCombat)
	for _, side := range []string{"party", "opponents"} {
		if err := st.AddSide(encounter.SideSetup{ID: side}); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []*encounter.Combatant{
		{ID: "wren", Side: "party"},
		{ID: "ally", Side: "party"},
		{ID: "ghoul-1", Side: "opponents", Dead: true},
		{ID: "ghoul-2", Side: "opponents"},
		{ID: "late", Side: "opponents"}, // joined, not yet in the order
	} {
		if err := st.AddCombatant(c); err != nil {
			t.Fatal(err)
		}
	}
	st.Order = []string{"ghoul-1", "wren", "ghoul-2", "ally"}
	tests := []struct {
		name, actor string
		prefer      []string
		want        string
	}{
		{"an ally ticked is passed over", "wren", []string{"ally", "ghoul-2"}, "ghoul-2"},
		{"a ticked opponent comes first, even down", "wren", []string{"ghoul-1"}, "ghoul-1"},
		{"nothing ticked: the first standing opponent", "wren", nil, "ghoul-2"},
		{"only allies ticked", "wren", []string{"ally"}, "ghoul-2"},
		{"a ghoul's opponent is the party's", "ghoul-2", nil, "wren"},
		{"the actor ticked is no target", "ghoul-2", []string{"ghoul-2", "ally"}, "ally"},
		{"an unknown actor has none", "nobody", []string{"ghoul-2"}, ""},
	}
	for _, tc := range tests {
		if got := Opponent(st, tc.actor, tc.prefer); got != tc.want {
			t.Errorf("%s: Opponent(%s, %v) = %q, want %q", tc.name, tc.actor, tc.prefer, got, tc.want)
		}
	}
	if got := Opponent(nil, "wren", nil); got != "" {
		t.Errorf("no state: %q", got)
	}
	st.Combatants[3].Dead = true
	st.Combatants[4].Unconscious = true
	if got := Opponent(st, "wren", nil); got != "ghoul-1" {
		t.Errorf("every opponent down: %q, want the first of them (ghoul-1)", got)
	}
}
