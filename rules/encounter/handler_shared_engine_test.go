package encounter

import (
	"reflect"
	"slices"
	"testing"
	"unsafe"
)

// sharedPay's handlers promise not to write into its lists
// (RegisterShared); notSharedPay, of the same shape, makes no promise.
type sharedPay struct {
	Target string `json:"target"`
	Dice   []int  `json:"dice"`
	Mod    *int   `json:"mod,omitempty"`
}

type notSharedPay struct {
	Target string `json:"target"`
	Dice   []int  `json:"dice"`
	Mod    *int   `json:"mod,omitempty"`
}

func init() { RegisterShared[sharedPay]() }

// TestRegisterShared: a handler of a shared payload type gets the kept
// payload's own lists (owned or copied by NewEvent), with the values
// Decode gives; one without the promise, or a payload read from JSON, gets
// a copy of its own.
func TestRegisterShared(t *testing.T) {
	mod := 2
	var got sharedPay
	h := Handle("s", "", func(_ *State, p sharedPay) error { got = p; return nil })
	owned, err := NewEventOwned("s", sharedPay{"a", []int{1, 2}, &mod})
	if err != nil {
		t.Fatal(err)
	}
	copied, err := NewEvent("s", &sharedPay{"b", []int{3}, nil})
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range []Event{owned, copied} {
		if err := h.apply(nil, ev); err != nil {
			t.Fatal(err)
		}
		var want sharedPay
		if err := ev.Decode(&want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("shared payload %+v, Decode gives %+v", got, want)
		}
		if unsafe.SliceData(got.Dice) != unsafe.SliceData(keptDice(t, ev)) {
			t.Errorf("%s: the handler got a copy of a shared payload's dice", ev.Type)
		}
	}
	read := Event{Type: "s", raw: []byte(`{"target":"c","dice":[4]}`)}
	if err := h.apply(nil, read); err != nil || got.Target != "c" || !slices.Equal(got.Dice, []int{4}) {
		t.Errorf("a payload read from JSON: %+v (error %v)", got, err)
	}
	var other notSharedPay
	h2 := Handle("n", "", func(_ *State, p notSharedPay) error { other = p; return nil })
	ev, err := NewEventOwned("n", notSharedPay{"a", []int{1}, nil})
	if err != nil {
		t.Fatal(err)
	}
	if err := h2.apply(nil, ev); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(other.Dice, []int{1}) || unsafe.SliceData(other.Dice) == unsafe.SliceData(ev.kept.(notSharedPay).Dice) {
		t.Errorf("a payload without the promise was shared: %+v", other)
	}
}

// keptDice is the dice list the event keeps.
func keptDice(t *testing.T, ev Event) []int {
	t.Helper()
	switch k := ev.kept.(type) {
	case sharedPay:
		return k.Dice
	case *sharedPay:
		return k.Dice
	}
	t.Fatalf("%s keeps %T", ev.Type, ev.kept)
	return nil
}
