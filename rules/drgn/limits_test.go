package drgn

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func TestValidateRefusesAbsurdNumbers(t *testing.T) {
	// Review finding: a trait of 1e12 hung Derive. 000_83d7bea2fb475415.txt
	// bounds bought traits ("Bought traits start at 10 and stop at 100",
	// design.md), which Derive reports as a problem; the file cap is 1000.
	cases := []struct{ name, data, want string }{
		{"huge trait", `{"traits":{"Stealth":1000000000000}}`, "data.traits.Stealth is 1000000000000, allowed 0 to 1000"},
		{"typed trait", `{"traits":{"Stealth":5000000000}}`, "data.traits.Stealth is 5000000000, allowed 0 to 1000"},
		{"huge budget", `{"xp_budget":9000000000000000000}`, "data.xp_budget is 9000000000000000000"},
		{"huge current hp", `{"current_hp":-9000000000000}`, "data.current_hp is -9000000000000"},
		{"huge kaiju", `{"size":"Kaiju","kaiju_hp_modifier":1e300}`, "data.kaiju_hp_modifier is 1e+300, allowed 0 to 100"},
	}
	for _, tt := range cases {
		err := New().Validate(json.RawMessage(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Validate = %v, want %q", tt.name, err, tt.want)
		}
		if _, err := New().Derive(json.RawMessage(tt.data)); err == nil {
			t.Errorf("%s: derived", tt.name)
		}
	}
	// Above the book's 100 is still a problem Derive shows, not a refusal.
	d, err := New().Derive(json.RawMessage(`{"traits":{"Stealth":1000}}`))
	if err != nil {
		t.Fatalf("trait 1000: %v", err)
	}
	found := false
	for _, p := range d.Problems {
		found = found || p.Code == ProblemTraitAbove100
	}
	if !found {
		t.Errorf("trait 1000: problems %v, want %s", d.Problems, ProblemTraitAbove100)
	}
}

func TestCombatantRefusesAbsurdHP(t *testing.T) {
	for _, stats := range []map[string]int{
		{"max_hp": 1_000_000_000_000_000},
		{"max_hp": 10, "hp": -1_000_000_000_000},
		{"max_hp": 10, "toughness": 1 << 40},
	} {
		_, err := NewCombatRules().Start(encounter.Setup{
			Sides:      []encounter.SideSetup{{ID: "a", Name: "A"}, {ID: "b", Name: "B"}},
			Combatants: []encounter.CombatantSetup{{ID: "x", Name: "X", Side: "a", Stats: stats}},
		})
		if err == nil || !strings.Contains(err.Error(), `combatant "x": stats.`) || !strings.Contains(err.Error(), "allowed") {
			t.Errorf("stats %v: %v", stats, err)
		}
	}
}
