package rulestest

import (
	"testing"

	"sessionzero/rules"
)

func TestValueAndJSONMap(t *testing.T) {
	d := rules.Derived{Implemented: true}
	d.Add("hp", "HP", 12, "HP 12 = 3 × 4")
	if got := Value(t, d, "hp"); got != 12 {
		t.Errorf("Value = %v, want 12", got)
	}
	if m := JSONMap(t, d); m["hp"] != 12.0 {
		t.Errorf("JSONMap hp = %#v, want 12.0", m["hp"])
	}
	// A value without an explain line fails the test it is checked in.
	inner := &testing.T{}
	d.Add("speed", "Speed", 5, "")
	done := make(chan struct{})
	go func() { defer close(done); Explained(inner, d) }()
	<-done
	if !inner.Failed() {
		t.Error("Explained let a value without an explain line pass")
	}
}

// SameJSONObject compares keys and values, not their order; an extra key,
// even an empty one, a missing one or another value fails.
func TestSameJSONObject(t *testing.T) {
	type payload struct {
		B    int    `json:"b"`
		A    string `json:"a"`
		Note string `json:"note,omitempty"`
	}
	SameJSONObject(t, payload{B: 1, A: "x"}, map[string]any{"a": "x", "b": 1})
	for _, tc := range []struct {
		name string
		old  map[string]any
	}{
		{"a key the payload does not write", map[string]any{"a": "x", "b": 1, "note": ""}},
		{"a key too few", map[string]any{"a": "x"}},
		{"another value", map[string]any{"a": "x", "b": 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, same, err := sameJSONObject(payload{B: 1, A: "x"}, tc.old)
			if err != nil || same {
				t.Errorf("same %v, err %v", same, err)
			}
		})
	}
}
