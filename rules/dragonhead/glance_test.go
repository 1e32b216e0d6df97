package dragonhead

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

// The book's combat numbers: AC and DC, HP and Stun, each attack's Hit
// (002_81d21628bd61f597.txt).
var glanceCases = []struct {
	name  string
	file  string
	patch map[string]any
	want  string
}{
	{"Megan", "testdata/megan.json", nil,
		"HP=10; Damage=—; Stun=5; AC/DC=11/10; Armor=3; Shield=6; Combat=11; Attacks (Hit)=Sword +12, Kick +11; Skills=Common +0, Read & Write +0"},
	{"Megan hurt", "testdata/megan.json", map[string]any{"damage": map[string]int{"wear": 3, "tear": 1}},
		"HP=10; Damage=wear 3, tear 1; Stun=5; AC/DC=11/10; Armor=3; Shield=6; Combat=11; Attacks (Hit)=Sword +12, Kick +11; Skills=Common +0, Read & Write +0"},
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
		for _, p := range glance.SameAsDerived(cells, d, map[string]string{"HP": "total_hp", "Stun": "stun", "AC/DC": "ac_dc", "Armor": "armor_value", "Shield": "shield_value", "Combat": "combat"}) {
			t.Errorf("%s: %s", tt.name, p)
		}
	}
	if _, err := s.Glance(json.RawMessage(`[1]`)); err == nil {
		t.Error("a list as a character: no error")
	}
}
