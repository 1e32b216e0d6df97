// Package glancetest is the test every system's party-at-a-glance row
// shares: a character file (with some keys set), its row as one string,
// and every value that derive also gives checked against derive. Only
// _test.go files import it.
package glancetest

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"sessionzero/rules"
	"sessionzero/rules/glance"
)

// Case is a character file, the keys set on its data, and its row as
// "Label=Value; …".
type Case struct {
	Name  string
	File  string
	Patch map[string]any
	Want  string
}

// System is a system with a glance row and derived values.
type System interface {
	Glance(data json.RawMessage) ([]glance.Cell, error)
	Derive(data json.RawMessage) (rules.Derived, error)
}

// Data reads a character file's data and sets the given keys.
func Data(t *testing.T, path string, patch map[string]any) json.RawMessage {
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

// RowText is a row as "Label=Value; …", to compare with one string.
func RowText(cells []glance.Cell) string {
	parts := make([]string, 0, len(cells))
	for _, c := range cells {
		parts = append(parts, c.Label+"="+c.Value)
	}
	return strings.Join(parts, "; ")
}

// MatchesDerive checks each case's row, that every cell named in derived
// (cell label → derive key) equals derive's value, and that data which is
// not a character is refused.
func MatchesDerive(t *testing.T, s System, cases []Case, derived map[string]string) {
	t.Helper()
	for _, tt := range cases {
		data := Data(t, tt.File, tt.Patch)
		cells, err := s.Glance(data)
		if err != nil {
			t.Fatalf("%s: %v", tt.Name, err)
		}
		if got := RowText(cells); got != tt.Want {
			t.Errorf("%s:\n got  %s\n want %s", tt.Name, got, tt.Want)
		}
		d, err := s.Derive(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range glance.SameAsDerived(cells, d, derived) {
			t.Errorf("%s: %s", tt.Name, p)
		}
	}
	if _, err := s.Glance(json.RawMessage(`[1]`)); err == nil {
		t.Error("a list as a character: no error")
	}
}
