package drgn

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"sessionzero/rules/glance"
)

// glanceData reads a character file's data and sets the given keys.
func glanceData(t *testing.T, path string, patch map[string]any) json.RawMessage {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	data, err := glance.Patch(f.Data, patch)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// rowText is a row as "Label=Value; …", to compare with one string.
func rowText(cells []glance.Cell) string {
	var parts []string
	for _, c := range cells {
		parts = append(parts, c.Label+"="+c.Value)
	}
	return strings.Join(parts, "; ")
}

// The book: "Perception – Affects a character's ability to detect unseen
// characters. When an enemy attempts to stealth, they must beat a
// character's perception score to succeed." (000_83d7bea2fb475415.txt)
var glanceCases = []struct {
	name  string
	file  string
	patch map[string]any
	want  string
}{
	{"typical", "testdata/typical.json", nil,
		"HP=100/100; Temp HP=0; Evasion=20; Reduction=4; Toughness=0; Perception=15; Speed=6; Top traits=Melee Weapons 20, Ranged Weapons 15, Stealth 14; Uses left=Lantern Flare 3/3, Mend Wounds 2/2, Shadowstep 2/2, Iron Skin 1/1"},
	{"centaur", "testdata/centaur.json", nil,
		"HP=250/250; Temp HP=0; Evasion=20; Reduction=2; Toughness=1; Perception=15; Speed=9; Top traits=Melee Weapons 30, Athletics 10, Ranged Weapons 10; Uses left=Fireball 3/3"},
	{"centaur after a fight", "testdata/centaur.json", map[string]any{"current_hp": 120, "temporary_hp": 5},
		"HP=120/250; Temp HP=5; Evasion=20; Reduction=2; Toughness=1; Perception=15; Speed=9; Top traits=Melee Weapons 30, Athletics 10, Ranged Weapons 10; Uses left=Fireball 3/3"},
}

func TestGlanceMatchesDerive(t *testing.T) {
	s := New().(System)
	for _, tt := range glanceCases {
		data := glanceData(t, tt.file, tt.patch)
		cells, err := s.Glance(data)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := rowText(cells); got != tt.want {
			t.Errorf("%s:\n got  %s\n want %s", tt.name, got, tt.want)
		}
		d, err := s.Derive(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range glance.SameAsDerived(cells, d, map[string]string{"Temp HP": "temporary_hp", "Evasion": "evasion", "Reduction": "evasion_reduction", "Toughness": "toughness", "Perception": "perception", "Speed": "speed"}) {
			t.Errorf("%s: %s", tt.name, p)
		}
	}
	if _, err := s.Glance(json.RawMessage(`[1]`)); err == nil {
		t.Error("a list as a character: no error")
	}
}

// Uses left come from the character's data (an encounter's write-back sets
// them), never more than the uses bought nor fewer than none.
func TestGlanceUsesLeft(t *testing.T) {
	b, err := os.ReadFile("testdata/typical.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Data map[string]any `json:"data"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	abilities := f.Data["abilities"].([]any)
	for i, left := range []int{1, 0, 9} { // Lantern Flare, Mend Wounds, Shadowstep
		abilities[i].(map[string]any)["uses_left"] = left
	}
	data, _ := json.Marshal(f.Data)
	cells, err := New().(System).Glance(data)
	if err != nil {
		t.Fatal(err)
	}
	got := cells[len(cells)-1]
	if want := "Lantern Flare 1/3, Mend Wounds 0/2, Shadowstep 2/2, Iron Skin 1/1"; got.Label != "Uses left" || got.Value != want {
		t.Errorf("%s = %q, want %q", got.Label, got.Value, want)
	}
}
