package dvr

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

// The book's Script + Skill + Misc: the script dice and skills a check
// rolls, and Health and Focus marked down in play (001_b486315a8cda90c7.txt).
var glanceCases = []struct {
	name  string
	file  string
	patch map[string]any
	want  string
}{
	{"Jessie", "../../export/sheets/testdata/dvr.json", nil,
		"Health=17/17; Focus=11/11; Focus die=Reflex d8; Script=Stamina d4, Charm d4, Reflex d8, Ingenuity d4, Power d6, Toughness d8; Best skills=Animal d6, Brawl d6 (prepped), Gymnastics d6, Stealth d6 (prepped); Supplies=3; Burdens=0"},
	{"Jessie hurt and tired", "../../export/sheets/testdata/dvr.json", map[string]any{"current_health": 6, "current_focus": 2},
		"Health=6/17; Focus=2/11; Focus die=Reflex d8; Script=Stamina d4, Charm d4, Reflex d8, Ingenuity d4, Power d6, Toughness d8; Best skills=Animal d6, Brawl d6 (prepped), Gymnastics d6, Stealth d6 (prepped); Supplies=3; Burdens=0"},
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
		for _, p := range glance.SameAsDerived(cells, d, map[string]string{"Supplies": "supplies", "Burdens": "burdens"}) {
			t.Errorf("%s: %s", tt.name, p)
		}
	}
	if _, err := s.Glance(json.RawMessage(`[1]`)); err == nil {
		t.Error("a list as a character: no error")
	}
}
