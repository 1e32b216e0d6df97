package drgn

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

func TestValidateRefusesAbsurdNumbers(t *testing.T) {
	// Review finding: a trait of 1e12 hung Derive. 000_83d7bea2fb475415.txt
	// bounds bought traits ("Bought traits start at 10 and stop at 100",
	// design.md), which Derive reports as a problem; the file cap is 1000.
	cases := []struct{ name, data, want string }{
		{"huge trait", `{"traits":{"Stealth":1000000000000}}`, "data.traits.Stealth is 1000000000000, allowed -100 to 1000"},
		{"typed trait", `{"traits":{"Stealth":5000000000}}`, "data.traits.Stealth is 5000000000, allowed -100 to 1000"},
		{"trait below the floor", `{"traits":{"Stealth":-101}}`, "data.traits.Stealth is -101, allowed -100 to 1000"},
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

// TestNegativeTraitsAreAllowed: 000_83d7bea2fb475415.txt, "All traits start
// with a score of 10. ... Traits can also go negative." One rule everywhere:
// the file, Decode, Validate, Derive and the sheet accept scores down to
// MinTraitScore, cost no XP and refund none, and print them as they are.
func TestNegativeTraitsAreAllowed(t *testing.T) {
	for _, score := range []int{9, 0, -1, -35, MinTraitScore} {
		c := fullyEquippedHumanoid()
		c.Traits["Stealth"] = score
		data, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if err := New().Validate(data); err != nil {
			t.Errorf("Stealth %d refused: %v", score, err)
			continue
		}
		d, err := New().Derive(data)
		if err != nil {
			t.Fatalf("Stealth %d: %v", score, err)
		}
		if len(d.Problems) != 0 {
			t.Errorf("Stealth %d: problems %v, want none", score, d.Problems)
		}
		base, _ := fullyEquippedHumanoid().Derive().Get("xp_traits")
		got, _ := d.Get("xp_traits")
		if got.Value != base.Value {
			t.Errorf("Stealth %d: XP on traits %v, want %v (below 10 costs and refunds nothing)", score, got.Value, base.Value)
		}
		rows, _ := rules.As[[]TraitRow](d, "traits")
		row := traitRow(t, rows, "Stealth")
		if row.Score != score || row.Effective != score || !strings.Contains(row.Explain, "Traits can also go negative") {
			t.Errorf("Stealth %d: row %+v", score, row)
		}
		decoded, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		in := SheetInputFor("Ann", "", decoded)
		want := strconv.Itoa(score)
		printed := false
		for _, tr := range in.Traits {
			printed = printed || (tr.Name == "Stealth" && tr.Score == want)
		}
		if !printed {
			t.Errorf("Stealth %d: sheet traits %+v", score, in.Traits)
		}
	}
}

func traitRow(t *testing.T, rows []TraitRow, name string) TraitRow {
	t.Helper()
	for _, r := range rows {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no trait row %q in %+v", name, rows)
	return TraitRow{}
}
