package encounter

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
)

// rolls is a list read from one number or a list, like roll-under's d20s.
type rolls []int

func (r *rolls) UnmarshalJSON(b []byte) error {
	var one int
	if err := json.Unmarshal(b, &one); err == nil {
		*r = rolls{one}
		return nil
	}
	var many []int
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("rolls: %w", err)
	}
	*r = many
	return nil
}

func (r rolls) RoundTrips() bool { return r != nil }

// writtenRolls are rolls with their own writer: one roll as a number.
type writtenRolls []int

func (r writtenRolls) MarshalJSON() ([]byte, error) {
	if len(r) == 1 {
		return json.Marshal(r[0])
	}
	if r == nil {
		return []byte("[]"), nil
	}
	return json.Marshal([]int(r))
}

func (r *writtenRolls) UnmarshalJSON(b []byte) error { return (*rolls)(r).UnmarshalJSON(b) }

func (r writtenRolls) RoundTrips() bool { return r != nil }

type convWritten struct {
	D20 writtenRolls `json:"d20"`
}

type convWho struct {
	Who string `json:"who"`
}

type convInner struct {
	Name  string `json:"name"`
	Dice  rolls  `json:"dice"`
	Flag  bool   `json:"flag"`
	Faces []int  `json:"faces"`
}

// convRules is a rules payload: an embedded unexported struct, a reader
// of its own, pointers and lists of structs, and fields the source lacks.
type convRules struct {
	convWho
	Kind    string      `json:"kind"`
	D20     rolls       `json:"d20"`
	Entries []convInner `json:"entries"`
	Extra   *convInner  `json:"extra"`
	Count   int         `json:"count"`
	Ignored string      `json:"-"`
}

type convAutoInner struct {
	Name  string `json:"name"`
	Dice  []int  `json:"dice,omitempty"`
	Faces []int  `json:"faces"`
}

// convAuto is an autopilot's payload for the same event.
type convAuto struct {
	Who     string          `json:"who"`
	Kind    string          `json:"kind,omitempty"`
	D20     []int           `json:"d20,omitempty"`
	Entries []convAutoInner `json:"entries,omitempty"`
	Extra   *convAutoInner  `json:"extra,omitempty"`
	Count   int             `json:"count"`
	Unknown string          `json:"unknown"`
}

type convCase struct {
	Who  string `json:"WHO"` // matched only without regard to case
	Kind string `json:"kind"`
}

type convNullRolls struct {
	D20 []int `json:"d20"` // nil is written as null, which rolls reads as [0]
}

type convRollsOnly struct {
	D20 rolls `json:"d20"`
}

type convTyped struct {
	Kind string `json:"type"`
}

type convKind struct {
	Kind string `json:"kind"`
}

// TestDecodeConvertsAsJSON: an event built from one type and decoded into
// another reads the same value as its JSON would, whether it is converted
// or (where no converter applies) read from the JSON.
func TestDecodeConvertsAsJSON(t *testing.T) {
	for _, tc := range []struct {
		name      string
		src, dst  any
		converted bool
	}{
		{"full", convAuto{Who: "a", Kind: "k", D20: []int{3, 17}, Entries: []convAutoInner{{Name: "x", Dice: []int{6}, Faces: []int{4}}, {Name: "y", Faces: []int{}}},
			Extra: &convAutoInner{Name: "z"}, Count: 2, Unknown: "u"}, &convRules{}, true},
		{"empty", convAuto{}, &convRules{}, true},
		{"empty lists", convAuto{D20: []int{}, Entries: []convAutoInner{}}, &convRules{}, true},
		{"case only", convCase{Who: "a", Kind: "k"}, &convRules{}, false},
		{"null read as a die", convNullRolls{}, &convRollsOnly{}, true},
		{"list", convNullRolls{D20: []int{5}}, &convRollsOnly{}, true},
		{"list into a written one", convNullRolls{D20: []int{5, 6}}, &convWritten{}, true},
		{"null into a written one", convNullRolls{}, &convWritten{}, true},
		{"type field", convKind{Kind: "k"}, &convTyped{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, err := NewEvent("e", tc.src)
			if err != nil {
				t.Fatal(err)
			}
			got := reflect.New(reflect.TypeOf(tc.dst).Elem())
			errGot := ev.Decode(got.Interface())
			want := reflect.New(reflect.TypeOf(tc.dst).Elem())
			errWant := json.Unmarshal(ev.JSON(), want.Interface())
			if (errGot == nil) != (errWant == nil) || !reflect.DeepEqual(got.Interface(), want.Interface()) {
				t.Errorf("decoded %+v (error %v), JSON %s reads %+v (error %v)", got.Elem(), errGot, ev.JSON(), want.Elem(), errWant)
			}
			if c := converterFor(reflect.TypeOf(tc.src), reflect.TypeOf(tc.dst).Elem()); (c != nil) != tc.converted {
				t.Errorf("converter made: %v, want %v", c != nil, tc.converted)
			}
		})
	}
}

// TestKeptRoundTripper: a payload holding a RoundTripper is kept and
// copied when its value reads back the same, and read from its JSON when
// it does not (nil rolls are written as null).
func TestKeptRoundTripper(t *testing.T) {
	if keep(convRollsOnly{D20: rolls{2}}) == nil {
		t.Error("rolls{2} was not kept")
	}
	if keep(convRollsOnly{}) != nil {
		t.Error("nil rolls were kept")
	}
	if keep(convWritten{D20: writtenRolls{3}}) == nil {
		t.Error("writtenRolls{3} was not kept")
	}
	for _, p := range []convWritten{{D20: writtenRolls{3}}, {D20: writtenRolls{1, 20}}, {D20: writtenRolls{}}, {}} {
		ev := MustEvent("e", p)
		var got, want convWritten
		errGot, errWant := ev.Decode(&got), json.Unmarshal(ev.JSON(), &want)
		if (errGot == nil) != (errWant == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("%+v decoded %+v, its JSON %s reads %+v", p, got, ev.JSON(), want)
		}
	}
	for _, p := range []convRollsOnly{{D20: rolls{2, 9}}, {}} {
		ev := MustEvent("e", p)
		var got, want convRollsOnly
		if err := ev.Decode(&got); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(ev.JSON(), &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%+v decoded %+v, its JSON reads %+v", p, got, want)
		}
	}
}

// TestNewEventOwned: an event built from a payload handed over writes the
// same JSON and decodes to the same value as one NewEvent builds, text
// that is not UTF-8 and rolls that do not read back included.
func TestNewEventOwned(t *testing.T) {
	for _, p := range []any{
		convAuto{Who: "a", D20: []int{3}, Entries: []convAutoInner{{Name: "x", Dice: []int{6}}}, Extra: &convAutoInner{Name: "z"}},
		convAuto{Who: "bad \xff text"},
		convAuto{Entries: []convAutoInner{{Name: "\xfe"}}},
		convRollsOnly{},
		convRollsOnly{D20: rolls{4}},
		map[string]int{"n": 1},
	} {
		owned, err := NewEventOwned("e", p)
		if err != nil {
			t.Fatal(err)
		}
		built := MustEvent("e", p)
		if string(owned.JSON()) != string(built.JSON()) {
			t.Errorf("%+v: owned %s, built %s", p, owned.JSON(), built.JSON())
		}
		if _, ok := p.(map[string]int); ok {
			continue
		}
		got := reflect.New(reflect.TypeOf(p))
		want := reflect.New(reflect.TypeOf(p))
		errGot, errWant := owned.Decode(got.Interface()), json.Unmarshal(built.JSON(), want.Interface())
		if (errGot == nil) != (errWant == nil) || !reflect.DeepEqual(got.Interface(), want.Interface()) {
			t.Errorf("%+v: decoded %+v, its JSON reads %+v", p, got.Elem(), want.Elem())
		}
	}
	if ev, _ := NewEventOwned("e", convAuto{Who: "bad \xff"}); ev.kept != nil {
		t.Error("text that is not UTF-8 was kept")
	}
}
