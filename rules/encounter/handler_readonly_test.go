package encounter

import (
	"reflect"
	"slices"
	"testing"
	"unsafe"
)

// readOnlyPay is read by handlers declared read-only (HandleReadOnly,
// HandleOnReadOnly); the same type given to Handle gets copies.
type readOnlyPay struct {
	Target string `json:"target"`
	Dice   []int  `json:"dice"`
	Mod    *int   `json:"mod,omitempty"`
}

// Subject implements Subject, for HandleOnReadOnly.
func (p readOnlyPay) Subject() string { return p.Target }

// TestHandleReadOnly: a handler declared read-only gets the kept payload's
// own lists (owned, shared or copied by NewEvent), with the values Decode
// gives; the same payload type given to Handle or HandleOn, or a payload
// read from JSON, gets a copy of its own.
func TestHandleReadOnly(t *testing.T) {
	st := NewState("t", "m")
	if err := st.AddSide(SideSetup{ID: "party"}); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b", "c"} {
		if err := st.AddCombatant(&Combatant{ID: id, Name: id, Side: "party"}); err != nil {
			t.Fatal(err)
		}
	}
	mod := 2
	owned, err := NewEventOwned("s", readOnlyPay{"a", []int{1, 2}, &mod})
	if err != nil {
		t.Fatal(err)
	}
	shared, err := NewShared[readOnlyPay]().Event("s", &readOnlyPay{"b", []int{5, 6}, &mod})
	if err != nil {
		t.Fatal(err)
	}
	copied, err := NewEvent("s", &readOnlyPay{"b", []int{3}, nil})
	if err != nil {
		t.Fatal(err)
	}
	read := Event{Type: "s", raw: []byte(`{"target":"c","dice":[4]}`)}
	var got readOnlyPay
	var gotOn *Combatant
	handlers := []struct {
		name     string
		h        Handler
		readOnly bool
	}{
		{"HandleReadOnly", HandleReadOnly("s", "", func(_ *State, p readOnlyPay) error { got = p; return nil }), true},
		{"HandleOnReadOnly", HandleOnReadOnly("s", "", func(_ *State, c *Combatant, p readOnlyPay) error { got, gotOn = p, c; return nil }), true},
		{"Handle", Handle("s", "", func(_ *State, p readOnlyPay) error { got = p; return nil }), false},
		{"HandleOn", HandleOn("s", "", func(_ *State, c *Combatant, p readOnlyPay) error { got, gotOn = p, c; return nil }), false},
	}
	for _, h := range handlers {
		for _, ev := range []Event{owned, shared, copied} {
			got, gotOn = readOnlyPay{}, nil
			if err := h.h.apply(st, ev); err != nil {
				t.Fatalf("%s: %v", h.name, err)
			}
			var want readOnlyPay
			if err := ev.Decode(&want); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: payload %+v, Decode gives %+v", h.name, got, want)
			}
			if gotOn != nil && gotOn.ID != want.Target {
				t.Errorf("%s: combatant %q for target %q", h.name, gotOn.ID, want.Target)
			}
			if inPlace := unsafe.SliceData(got.Dice) == unsafe.SliceData(keptDice(t, ev)); inPlace != h.readOnly {
				t.Errorf("%s: the handler got the kept payload's own dice: %v, want %v", h.name, inPlace, h.readOnly)
			}
		}
		if err := h.h.apply(st, read); err != nil || got.Target != "c" || !slices.Equal(got.Dice, []int{4}) {
			t.Errorf("%s: a payload read from JSON: %+v (error %v)", h.name, got, err)
		}
	}
	unknown, err := NewEventOwned("s", readOnlyPay{"nobody", nil, nil})
	if err != nil {
		t.Fatal(err)
	}
	if err := handlers[1].h.apply(st, unknown); err == nil {
		t.Error("HandleOnReadOnly accepted an unknown combatant")
	}
}

// keptDice is the dice list the event keeps.
func keptDice(t *testing.T, ev Event) []int {
	t.Helper()
	switch k := ev.kept.(type) {
	case readOnlyPay:
		return k.Dice
	case *readOnlyPay:
		return k.Dice
	}
	t.Fatalf("%s keeps %T", ev.Type, ev.kept)
	return nil
}
