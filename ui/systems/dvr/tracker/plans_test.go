package tracker

import (
	"encoding/json"
	"testing"

	rdvr "sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
)

// stateOnly is a tracker that only has a state (for what reads nothing else).
type stateOnly struct {
	hooks.Tracker
	st *encounter.State
}

func (s stateOnly) State() *encounter.State { return s.st }

// "Dashers move first, then regular movers, then dodgers" inside a tier
// (001_b486315a8cda90c7.txt L297, the movement_order option); advantage
// goes first ("If anyone has advantage, their turn goes first", L291).
func TestPlansInMovementOrder(t *testing.T) {
	var setup encounter.Setup
	if err := json.Unmarshal([]byte(`{"initiative":"strategized","options":{"movement_order":true},
		"sides":[{"id":"pc","players":true},{"id":"foe"}],"combatants":[
		{"id":"a","name":"Ann","side":"pc","stats":{"max_health":10}},
		{"id":"b","name":"Bo","side":"pc","stats":{"max_health":10}},
		{"id":"c","name":"Cy","side":"foe","stats":{"max_health":10}}]}`), &setup); err != nil {
		t.Fatal(err)
	}
	r := rdvr.NewCombatRules()
	st, err := encounter.Start(r, setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []map[string]any{
		{"combatant": "a", "action": "hide", "movement": "dodge"},
		{"combatant": "b", "action": "run", "movement": "dash"},
		{"combatant": "c", "action": "shoot", "tier": "advantage"},
	} {
		if err := encounter.Apply(r, st, encounter.MustEvent("plan", p)); err != nil {
			t.Fatal(err)
		}
	}
	got := plansText(stateOnly{st: st})
	want := "advantage: Cy — shoot\nnormal: Bo — run (dash)\nnormal: Ann — hide (dodge)"
	if got != want {
		t.Errorf("plans\n%s\nwant\n%s", got, want)
	}
}
