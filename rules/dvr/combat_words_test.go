package dvr

import (
	"slices"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// "Once all players have coordinated their turn they can lock in their
// actions and the GM then reveals theirs. If anyone has advantage, their
// turn goes first" (001_b486315a8cda90c7.txt, Strategized Combat): the
// tracker's heading names the step, and popcorn keeps the shared words.
func TestHeadingSaysTheStrategizedStep(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, `,"initiative":"strategized"`)
	must(t, apply(t, r, st, "set_tier", `{"combatant":"me","tier":"advantage"}`))
	var got []string
	for _, ev := range []string{"", "lock", "reveal", "end_tier", "end_tier"} {
		if ev != "" {
			must(t, apply(t, r, st, ev, `{}`))
		}
		got = append(got, encounter.BuildView(r, st).Turn)
	}
	want := []string{"Plan phase", "Plans locked, reveal next", "Advantage tier acts", "Normal tier acts", "Plan phase"}
	if !slices.Equal(got, want) {
		t.Errorf("headings %q, want %q", got, want)
	}
	pop := fight(t, r, "")
	must(t, apply(t, r, pop, "start", `{"aggressor":"me"}`))
	if turn := encounter.BuildView(r, pop).Turn; turn != "Me's turn" {
		t.Errorf("popcorn heading %q, want the shared \"Me's turn\"", turn)
	}
}

// "Focus points represent a characters ability to push their rolls. This
// is calculated with 3 + a characters focus die" and "Dazed: -2 focus
// points" (001_b486315a8cda90c7.txt): a row reads Focus current of max; a
// combatant without a focus pool shows none.
func TestRowReadsFocusOfMax(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	must(t, apply(t, r, st, "condition", `{"target":"me","name":"Dazed"}`))
	v := encounter.BuildView(r, st)
	for _, tc := range []struct{ id, want string }{{"me", "Focus 9 of 11"}, {"ally", ""}} {
		for _, row := range v.Rows {
			if row.ID == tc.id && strings.Join(row.ResourceText, " · ") != tc.want {
				t.Errorf("%s reads %q, want %q", tc.id, row.ResourceText, tc.want)
			}
		}
	}
	if pv := encounter.PlayerView(v); pv.Rows[0].ResourceText != nil {
		t.Errorf("the player view shows counters: %q", pv.Rows[0].ResourceText)
	}
}
