package evening

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

// The book's Defense check formula (Fortitude, Reflex, Will), "d20 +
// Finesse" initiative and Reserves (003_b350af455cb359c1.txt). Injury 2 is
// "−3/−6/−9 at 1/3/5" on aptitude checks and "at 2/4/6" on attacks and
// defenses (Injury › Levels of injury), as Derive applies it.
var glanceCases = []struct {
	name  string
	file  string
	patch map[string]any
	want  string
}{
	{"Wren", "../../export/sheets/testdata/evening.json", nil,
		"Health=8/8; Temp=0; Fortitude=0; Reflex=2; Will=-1; Initiative=1; Reserves left=1 of d8; Aptitudes=Athletics +2, Medicine +2, Stealth +2, Lore +2; Injury=0; Exhaustion=0"},
	{"Wren injured", "../../export/sheets/testdata/evening.json", map[string]any{"current_hp": 3, "reserves_spent": 1, "injury": 2},
		"Health=3/8; Temp=0; Fortitude=-3; Reflex=-1; Will=-4; Initiative=1; Reserves left=0 of d8; Aptitudes=Athletics -1, Medicine -1, Stealth -1, Lore -1; Injury=2; Exhaustion=0"},
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
		for _, p := range glance.SameAsDerived(cells, d, map[string]string{"Temp": "temporary_hp", "Fortitude": "fortitude", "Reflex": "reflex", "Will": "will", "Initiative": "initiative", "Injury": "injury_effective", "Exhaustion": "exhaustion_effective"}) {
			t.Errorf("%s: %s", tt.name, p)
		}
	}
	if _, err := s.Glance(json.RawMessage(`[1]`)); err == nil {
		t.Error("a list as a character: no error")
	}
}
