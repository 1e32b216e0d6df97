package glance

import (
	"encoding/json"
	"testing"

	"sessionzero/rules"
)

func TestCells(t *testing.T) {
	var d rules.Derived
	d.Add("hp", "HP", 4, "HP 4 of 5")
	d.Add("max", "Max HP", 5, "as typed")
	d.Add("list", "List", []string{"a"}, "a list")
	tests := []struct {
		name string
		got  Cell
		want Cell
	}{
		{"a number", From(d, "hp", "HP"), Cell{"HP", "4", "HP 4 of 5"}},
		{"missing", From(d, "nope", "X"), Cell{"X", "—", ""}},
		{"structured", From(d, "list", "L"), Cell{"L", "—", ""}},
		{"out of", OutOf(d, "hp", "max", "HP"), Cell{"HP", "4/5", "HP 4 of 5; as typed"}},
		{"empty list", List("C", nil, "none"), Cell{"C", "—", "none"}},
		{"list", List("C", []string{"a", "b"}, ""), Cell{"C", "a, b", ""}},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, tt.got, tt.want)
		}
	}
	if got := SameAsDerived([]Cell{{Label: "HP", Value: "5"}}, d, map[string]string{"HP": "hp", "Max": "max"}); len(got) != 3 {
		t.Errorf("SameAsDerived found %q, want a wrong value, a wrong explain and a missing column", got)
	}
}

func TestPatch(t *testing.T) {
	out, err := Patch(json.RawMessage(`{"a":1,"b":2}`), map[string]any{"b": 3})
	if err != nil || string(out) != `{"a":1,"b":3}` {
		t.Errorf("Patch = %s, %v", out, err)
	}
	if _, err := Patch(json.RawMessage(`[1]`), nil); err == nil {
		t.Error("Patch of a list: no error")
	}
}
