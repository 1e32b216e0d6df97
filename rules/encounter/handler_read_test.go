package encounter

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// flatPay holds no pointer, list or map: the reader copies it by
// assignment.
type flatPay struct {
	OnCombatant
	Roll int     `json:"roll"`
	F    float64 `json:"f"`
	Arr  [2]int  `json:"arr"`
}

// copiedPay has a copy registered by hand (RegisterCopy).
type copiedPay struct {
	Target string `json:"target"`
	Dice   []int  `json:"dice"`
	Mod    *int   `json:"mod,omitempty"`
}

func init() {
	RegisterCopy(func(dst *copiedPay, src copiedPay) {
		*dst = src
		dst.Dice = slices.Clone(src.Dice)
		if src.Mod != nil {
			m := *src.Mod
			dst.Mod = &m
		}
	})
}

// convertingAuto converts itself into a convRules (a Converter), and
// declines when it has no Who.
type convertingAuto struct {
	Who  string `json:"who"`
	Kind string `json:"kind,omitempty"`
	D20  []int  `json:"d20"`
}

func (p convertingAuto) ConvertTo(dst any) bool {
	out, ok := dst.(*convRules)
	if !ok || p.Who == "" || p.D20 == nil {
		return false
	}
	*out = convRules{convWho: convWho{p.Who}, Kind: p.Kind, D20: slices.Clone(rolls(p.D20))}
	return true
}

// checkedPay is a Validator.
type checkedPay struct {
	OnTarget
	Amount int `json:"amount"`
}

func (p checkedPay) Validate() error {
	if p.Amount < 0 {
		return errors.New("amount cannot be negative")
	}
	return nil
}

// readerEvents are events of every kind a handler reads: kept payloads
// built by NewEvent (held by pointer) and NewEventOwned (held as they
// are), payloads that convert themselves or are converted, and JSON read
// from a file.
func readerEvents(t *testing.T) []Event {
	t.Helper()
	mod := 2
	payloads := []any{
		flatPay{OnCombatant{"ada"}, 5, 0.5, [2]int{1, 2}},
		flatPay{},
		copiedPay{Target: "bo", Dice: []int{3, 4}, Mod: &mod},
		copiedPay{Dice: []int{}},
		copiedPay{},
		plainPay{OnCombatant: OnCombatant{"ada"}, Roll: 7, Mod: &mod, Items: []inner{{N: 1, Tags: []string{}, M: map[string]int{"x": 1}}},
			Ptr: &inner{N: 3}, Arr: [2]int{4, 5}, S: []string{"é"}},
		convertingAuto{Who: "a", Kind: "k", D20: []int{3, 17}},
		convertingAuto{Kind: "k", D20: []int{2}}, // declines: converted by reflection instead
		convertingAuto{Who: "a"},                 // declines, and D20 null reads as [0]
		convAuto{Who: "a", Kind: "k", D20: []int{3}, Entries: []convAutoInner{{Name: "x", Dice: []int{6}}}, Count: 2},
		checkedPay{OnTarget{"bo"}, 3},
		checkedPay{OnTarget{"bo"}, -1},
		checkedPay{OnTarget{"nobody"}, 1},
		flatPay{OnCombatant{"bad \xff"}, 1, 0, [2]int{}}, // not kept: read from its JSON
	}
	var evs []Event
	for _, p := range payloads {
		built, err := NewEvent("e", p)
		if err != nil {
			t.Fatal(err)
		}
		owned, err := NewEventOwned("e", p)
		if err != nil {
			t.Fatal(err)
		}
		var read Event
		if err := json.Unmarshal(built.JSON(), &read); err != nil {
			t.Fatal(err)
		}
		evs = append(evs, built, owned, read)
	}
	for _, raw := range []string{`{"type":"e","roll":"x"}`, `{"type":"e","target":"bo","amount":1,"dice":[1]}`, `{"type":"e"}`} {
		var ev Event
		if err := json.Unmarshal([]byte(raw), &ev); err != nil {
			t.Fatal(err)
		}
		evs = append(evs, ev)
	}
	return evs
}

// sameRead checks that the reader of P gives what Decode into a zero P
// gives, error and all, and a value that shares nothing with the event.
func sameRead[P any](t *testing.T, evs []Event) {
	t.Helper()
	r := newPayloadReader[P](false)
	for _, ev := range evs {
		got, errGot := r.read(ev)
		var want P
		errWant := ev.Decode(&want)
		if (errGot == nil) != (errWant == nil) || errGot != nil && errGot.Error() != errWant.Error() {
			t.Errorf("%T from %s: error %v, Decode's %v", want, ev.JSON(), errGot, errWant)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%T from %s: read %+v, Decode %+v", want, ev.JSON(), got, want)
		}
		if vGot, vWant := r.validate(got), validate(want); (vGot == nil) != (vWant == nil) {
			t.Errorf("%T from %s: Validate %v, want %v", want, ev.JSON(), vGot, vWant)
		}
		// What the handler changes is its own: the event reads the same
		// again.
		scribble(reflect.ValueOf(&got).Elem())
		again, _ := r.read(ev)
		if !reflect.DeepEqual(again, want) {
			t.Errorf("%T from %s: changing what was read changed the event: %+v", want, ev.JSON(), again)
		}
	}
}

// scribble changes every number, text and list element reachable in v.
func scribble(v reflect.Value) {
	switch v.Kind() {
	case reflect.Int:
		if v.CanSet() {
			v.SetInt(v.Int() + 1)
		}
	case reflect.String:
		if v.CanSet() {
			v.SetString(v.String() + "!")
		}
	case reflect.Pointer:
		if !v.IsNil() {
			scribble(v.Elem())
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			scribble(v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			v.SetMapIndex(k, reflect.Zero(v.Type().Elem()))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			scribble(v.Field(i))
		}
	}
}

// TestPayloadReaderReadsAsDecode: Handle's typed reader gives every
// payload type what Decode gives it, from every kind of event.
func TestPayloadReaderReadsAsDecode(t *testing.T) {
	evs := readerEvents(t)
	sameRead[flatPay](t, evs)
	sameRead[copiedPay](t, evs)
	sameRead[plainPay](t, evs)
	sameRead[convRules](t, evs)
	sameRead[convertingAuto](t, evs)
	sameRead[checkedPay](t, evs)
	sameRead[*flatPay](t, evs)
	sameRead[map[string]any](t, evs)
	sameRead[any](t, evs)
}

// TestPayloadReaderFastPaths: a kept payload of the handler's own flat
// type is read without allocating, and a registered copy is the one used.
func TestPayloadReaderFastPaths(t *testing.T) {
	flat := newPayloadReader[flatPay](false)
	if !flat.direct || !flat.flat {
		t.Fatalf("flatPay: direct %v flat %v", flat.direct, flat.flat)
	}
	for _, mk := range []func(string, any) (Event, error){NewEvent, NewEventOwned} {
		ev, err := mk("e", flatPay{OnCombatant{"ada"}, 5, 0.5, [2]int{1, 2}})
		if err != nil {
			t.Fatal(err)
		}
		if n := testing.AllocsPerRun(100, func() { _, _ = flat.read(ev) }); n != 0 {
			t.Errorf("reading a kept flatPay allocates %v times", n)
		}
	}
	cp := newPayloadReader[copiedPay](false)
	ev, _ := NewEventOwned("e", copiedPay{Dice: []int{1}})
	if _, err := cp.read(ev); err != nil {
		t.Fatal(err)
	}
	if cp.registered.Load() == nil {
		t.Error("the copy registered for copiedPay was not used")
	}
	if v := newPayloadReader[checkedPay](false); !v.validates || v.dynamic {
		t.Errorf("checkedPay: validates %v dynamic %v", v.validates, v.dynamic)
	}
}

// TestHandleReadsOnce: Handle and HandleOn apply the payload read, look
// the combatant up before validating, and report Decode's errors.
func TestHandleReadsOnce(t *testing.T) {
	st := NewState("test", ModeCombat)
	if err := st.AddSides([]SideSetup{{ID: "a"}}, true); err != nil {
		t.Fatal(err)
	}
	if err := st.AddCombatant(&Combatant{ID: "bo", Side: "a", HP: 1}); err != nil {
		t.Fatal(err)
	}
	var got []int
	heal := HandleOn("heal", "", func(st *State, c *Combatant, p checkedPay) error {
		c.HP += p.Amount
		got = append(got, p.Amount)
		return nil
	})
	for _, tc := range []struct {
		p    any
		want string
	}{
		{checkedPay{OnTarget{"bo"}, 2}, ""},
		{checkedPay{OnTarget{"nobody"}, -1}, `no combatant "nobody"`},
		{checkedPay{OnTarget{"bo"}, -1}, "amount cannot be negative"},
		{map[string]any{"target": "bo", "amount": "two"}, "heal event:"},
	} {
		ev, err := NewEventOwned("heal", tc.p)
		if err != nil {
			t.Fatal(err)
		}
		err = heal.apply(st, ev)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: error %v, want %q", ev.JSON(), err, tc.want)
		}
	}
	if c, _ := st.Combatant("bo"); c.HP != 3 || !slices.Equal(got, []int{2}) {
		t.Errorf("HP %d, applied %v", c.HP, got)
	}
}
