package tracker

import (
	"encoding/json"
	"testing"

	rdvr "sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
)

// ticking is a tracker with a state and ticked combatants.
type ticking struct {
	stateOnly
	ticked []string
}

func (t ticking) Ticked() []string { return t.ticked }

// An attack's target defaults to an opponent of the attacker ("D is the
// difficulty of landing the blow and R is the resistance of the target",
// 001_b486315a8cda90c7.txt Combat with versatile weapons): a ticked ally is
// passed over, a Down opponent comes after an able one, and with no
// opponent there is no default.
func TestAttackTargetIsAnOpponent(t *testing.T) {
	var setup encounter.Setup
	if err := json.Unmarshal([]byte(`{"sides":[{"id":"pc","players":true},{"id":"foe"}],"combatants":[
		{"id":"jessie","name":"Jessie","side":"pc","stats":{"max_health":17}},
		{"id":"ally","name":"Ally","side":"pc","stats":{"max_health":10}},
		{"id":"down","name":"Down guard","side":"foe","stats":{"max_health":12,"health":0}},
		{"id":"guard","name":"Guard","side":"foe","stats":{"max_health":12}}]}`), &setup); err != nil {
		t.Fatal(err)
	}
	st, err := encounter.Start(rdvr.NewCombatRules(), setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		attacker string
		ticked   []string
		want     string
	}{
		{"jessie", []string{"ally"}, "guard"},
		{"jessie", []string{"jessie", "ally", "down"}, "down"},
		{"jessie", nil, "guard"},
		{"guard", []string{"down"}, "jessie"},
		{"guard", []string{"ally"}, "ally"},
		{"nobody", []string{"ally"}, ""},
	} {
		if got := targetOf(ticking{stateOnly{st: st}, tc.ticked}, tc.attacker); got != tc.want {
			t.Errorf("%s with %v ticked: target %q, want %q", tc.attacker, tc.ticked, got, tc.want)
		}
	}
}
