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
