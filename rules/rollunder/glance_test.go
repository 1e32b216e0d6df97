package rollunder

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

// The book: "Roll d20 equal or under the appropriate Ability Score to
// succeed" (004_5b2569e2fc4c8c7e.txt, Saves).
var glanceCases = []struct {
	name  string
	file  string
	patch map[string]any
	want  string
}{
	{"Ada", "../../export/sheets/testdata/rollunder.json", nil,
		"HP=4/5; Armour=3; STR save=12 (60%); DEX save=14 (70%); WIL save=9 (45%); Attack dice=d8; Conditions=—; Can act=yes"},
	{"Ada blinded", "../../export/sheets/testdata/rollunder.json", map[string]any{"conditions": []string{"Blinded", "Unconscious"}},
		"HP=4/5; Armour=3; STR save=12 (60%); DEX save=14 (70%); WIL save=9 (45%); Attack dice=d8; Conditions=Blinded, Unconscious; Can act=no"},
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
		for _, p := range glance.SameAsDerived(cells, d, map[string]string{"Armour": "armor"}) {
			t.Errorf("%s: %s", tt.name, p)
		}
	}
	if _, err := s.Glance(json.RawMessage(`[1]`)); err == nil {
		t.Error("a list as a character: no error")
	}
}
