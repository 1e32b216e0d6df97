package encounter

import (
	"reflect"
	"slices"
	"testing"
	"unsafe"
)

// readOnlyPay's handlers promise not to write into its lists
// (RegisterReadOnly); notReadOnlyPay, of the same shape, makes no promise.
type readOnlyPay struct {
	Target string `json:"target"`
	Dice   []int  `json:"dice"`
	Mod    *int   `json:"mod,omitempty"`
}

type notReadOnlyPay struct {
	Target string `json:"target"`
	Dice   []int  `json:"dice"`
	Mod    *int   `json:"mod,omitempty"`
}

func init() { RegisterReadOnly[readOnlyPay]() }

// TestRegisterReadOnly: a handler of a read-only payload type gets the kept
// payload's own lists (owned or copied by NewEvent), with the values
// Decode gives; one without the promise, or a payload read from JSON, gets
// a copy of its own.
func TestRegisterReadOnly(t *testing.T) {
	mod := 2
	var got readOnlyPay
	h := Handle("s", "", func(_ *State, p readOnlyPay) error { got = p; return nil })
	owned, err := NewEventOwned("s", readOnlyPay{"a", []int{1, 2}, &mod})
	if err != nil {
		t.Fatal(err)
	}
	copied, err := NewEvent("s", &readOnlyPay{"b", []int{3}, nil})
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range []Event{owned, copied} {
		if err := h.apply(nil, ev); err != nil {
			t.Fatal(err)
		}
		var want readOnlyPay
		if err := ev.Decode(&want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("read-only payload %+v, Decode gives %+v", got, want)
		}
		if unsafe.SliceData(got.Dice) != unsafe.SliceData(keptDice(t, ev)) {
			t.Errorf("%s: the handler got a copy of a read-only payload's dice", ev.Type)
		}
	}
	read := Event{Type: "s", raw: []byte(`{"target":"c","dice":[4]}`)}
	if err := h.apply(nil, read); err != nil || got.Target != "c" || !slices.Equal(got.Dice, []int{4}) {
		t.Errorf("a payload read from JSON: %+v (error %v)", got, err)
	}
	var other notReadOnlyPay
	h2 := Handle("n", "", func(_ *State, p notReadOnlyPay) error { other = p; return nil })
	ev, err := NewEventOwned("n", notReadOnlyPay{"a", []int{1}, nil})
	if err != nil {
		t.Fatal(err)
	}
	if err := h2.apply(nil, ev); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(other.Dice, []int{1}) || unsafe.SliceData(other.Dice) == unsafe.SliceData(ev.kept.(notReadOnlyPay).Dice) {
		t.Errorf("a payload without the promise was shared: %+v", other)
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
