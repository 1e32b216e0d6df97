package encounter

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"
)

type inner struct {
	N    int            `json:"n"`
	Tags []string       `json:"tags,omitempty"`
	M    map[string]int `json:"m"`
}

type plainPay struct {
	OnCombatant
	Roll  int      `json:"roll"`
	Mod   *int     `json:"mod,omitempty"`
	Items []inner  `json:"items"`
	Ptr   *inner   `json:"ptr"`
	Arr   [2]int   `json:"arr"`
	F     float64  `json:"f"`
	S     []string `json:"s,omitempty"`
}

type skipped struct {
	A int `json:"a"`
	B int `json:"-"`
}

type quoted struct {
	A int `json:"a,string"`
}

type raw struct {
	A json.RawMessage `json:"a"`
}

type bytesPay struct {
	A []byte `json:"a"`
}

type anyPay struct {
	A any `json:"a"`
}

type hidden struct {
	A int `json:"a"`
	b int
}

type twice struct {
	OnTarget
	Target string `json:"target"`
}

type typed struct {
	Type string `json:"type,omitempty"`
}

// jsonDecode is what Decode did before the kept payload: read the JSON.
func jsonDecode(t *testing.T, ev Event, v any) {
	t.Helper()
	if err := json.Unmarshal(ev.JSON(), v); err != nil {
		t.Fatal(err)
	}
}

func TestKeptPayloadDecodesAsJSON(t *testing.T) {
	mod := 0
	p := plainPay{OnCombatant: OnCombatant{"ada"}, Roll: 7, Mod: &mod, Items: []inner{{N: 1, Tags: []string{}, M: map[string]int{"x": 1}}, {N: 2}},
		Ptr: &inner{N: 3}, Arr: [2]int{4, 5}, F: 0.1, S: []string{"é"}}
	ev, err := NewEvent("roll", p)
	if err != nil {
		t.Fatal(err)
	}
	if ev.kept == nil {
		t.Fatal("a plain payload was not kept")
	}
	// Changing the payload after NewEvent changes nothing.
	p.Items[0].M["x"], p.Roll, *p.Mod = 9, 8, 3
	var got, want plainPay
	if err := ev.Decode(&got); err != nil {
		t.Fatal(err)
	}
	jsonDecode(t, ev, &want)
	// JSON reads an empty slice left out by omitempty back as nil; the
	// copy keeps it empty: the same to every handler (len 0).
	want.Items[0].Tags = []string{}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("kept copy %+v, JSON %+v", got, want)
	}
	// Decoding twice gives two copies that share nothing.
	var again plainPay
	_ = ev.Decode(&again)
	again.Items[1].N = 99
	if got.Items[1].N != 2 {
		t.Error("two decodes share a slice")
	}
}

func TestKeptPayloadOnlyForPlainTypes(t *testing.T) {
	for _, tc := range []struct {
		name    string
		payload any
		kept    bool
	}{
		{"plain struct", plainPay{Roll: 1}, true},
		{"pointer to a plain struct", &plainPay{Roll: 1}, true},
		{"map", map[string]int{"a": 1}, false},
		{"field left out of the JSON", skipped{A: 1, B: 2}, false},
		{"number as a string", quoted{A: 1}, false},
		{"raw JSON", raw{A: json.RawMessage(`1`)}, false},
		{"bytes", bytesPay{A: []byte("x")}, false},
		{"interface", anyPay{A: 1}, false},
		{"unexported field", hidden{A: 1, b: 2}, false},
		{"a name twice", twice{OnTarget{"a"}, "b"}, false},
		{"a type field", typed{}, false},
		{"invalid UTF-8", plainPay{S: []string{"\xff"}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, err := NewEvent("x", tc.payload)
			if err != nil {
				t.Fatal(err)
			}
			if (ev.kept != nil) != tc.kept {
				t.Errorf("kept %v, want %v", ev.kept != nil, tc.kept)
			}
		})
	}
}

func TestKeptPayloadNotIntoFilledValue(t *testing.T) {
	ev, err := NewEvent("x", plainPay{Roll: 2})
	if err != nil {
		t.Fatal(err)
	}
	// JSON leaves the fields it does not carry (mod, left out when nil).
	mod := 5
	got := plainPay{Mod: &mod}
	if err := ev.Decode(&got); err != nil {
		t.Fatal(err)
	}
	if got.Roll != 2 || got.Mod == nil || *got.Mod != 5 {
		t.Errorf("decoded into a filled value: %+v", got)
	}
	// Another type reads the JSON.
	var other struct {
		Roll int `json:"roll"`
	}
	if err := ev.Decode(&other); err != nil || other.Roll != 2 {
		t.Errorf("other type: %+v, %v", other, err)
	}
}

func TestNewEventStillRefusesOwnType(t *testing.T) {
	for _, p := range []any{
		map[string]any{"type": "y"},
		json.RawMessage(`{"\u0074ype": "y"}`),
		typed{Type: "y"},
	} {
		if _, err := NewEvent("x", p); err == nil {
			t.Errorf("%#v: a payload with its own type was taken", p)
		}
	}
}

func TestKeptPayloadJSON(t *testing.T) {
	mod := -2
	p := plainPay{OnCombatant: OnCombatant{"a<b"}, Roll: 3, Mod: &mod, Items: []inner{{N: 1, M: map[string]int{"z": 1, "a": 2}}}, F: 1.5}
	ev, err := NewEvent("roll", p)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(p)
	want := `{"type":"roll",` + string(body[1:])
	if got := string(ev.JSON()); got != want {
		t.Errorf("JSON %s, want %s", got, want)
	}
	out, err := json.Marshal(ev)
	if err != nil || string(out) != want {
		t.Errorf("MarshalJSON %s (%v), want %s", out, err, want)
	}
	var back Event
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatal(err)
	}
	var a, b plainPay
	if err := ev.Decode(&a); err != nil {
		t.Fatal(err)
	}
	if err := back.Decode(&b); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Errorf("kept %+v, read back %+v", a, b)
	}
	empty, err := NewEvent("pass", struct{}{})
	if err != nil || string(empty.JSON()) != `{"type":"pass"}` {
		t.Errorf("empty payload: %s, %v", empty.JSON(), err)
	}
	if _, err := NewEvent("roll", plainPay{F: math.NaN()}); err == nil {
		t.Error("NaN was taken")
	}
}

type onX struct {
	X string `json:"x"`
}

type embeddedUnexported struct {
	onX
	N int `json:"n"`
}

func TestKeptPayloadEmbeddedUnexported(t *testing.T) {
	ev, err := NewEvent("e", embeddedUnexported{onX{"a"}, 2})
	if err != nil || ev.kept == nil {
		t.Fatalf("not kept: %v", err)
	}
	var got embeddedUnexported
	if err := ev.Decode(&got); err != nil || got.X != "a" || got.N != 2 {
		t.Errorf("got %+v, %v", got, err)
	}
}

type withArrays struct {
	Ints  [2]int    `json:"ints"`
	Names [2]string `json:"names"`
}

type floats struct {
	Xs []struct {
		F float64 `json:"f"`
	} `json:"xs"`
}

func TestKeptPayloadFlatChecks(t *testing.T) {
	ev, err := NewEvent("a", withArrays{Ints: [2]int{1, 2}, Names: [2]string{"a", "b"}})
	if err != nil {
		t.Fatal(err)
	}
	var got withArrays
	if err := ev.Decode(&got); err != nil || got.Names[1] != "b" || got.Ints[1] != 2 {
		t.Errorf("array payload: %+v, %v", got, err)
	}
	p := floats{Xs: []struct {
		F float64 `json:"f"`
	}{{1.5}, {math.Inf(1)}}}
	if _, err := NewEvent("f", p); err == nil {
		t.Error("an infinite float in a list was taken")
	}
	p.Xs[1].F = 2
	ev, err = NewEvent("f", p)
	if err != nil || ev.kept == nil {
		t.Fatalf("finite floats: kept %v, %v", ev.kept != nil, err)
	}
	var back floats
	if err := ev.Decode(&back); err != nil || !reflect.DeepEqual(back, p) {
		t.Errorf("floats: %+v, %v", back, err)
	}
}

func TestUnmarshalReplacesKeptPayload(t *testing.T) {
	ev, err := NewEvent("roll", plainPay{Roll: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(`{"type":"roll","roll":6}`), &ev); err != nil {
		t.Fatal(err)
	}
	var got plainPay
	if err := ev.Decode(&got); err != nil || got.Roll != 6 {
		t.Errorf("after reading JSON into a built event: %+v, %v", got, err)
	}
}

// TestEventWithoutPayload: an event of only its type writes the JSON the
// encoder writes, whatever the type's characters.
func TestEventWithoutPayload(t *testing.T) {
	for _, typ := range []string{"start", "end_turn", "Next-phase 2.0", "a<b", "quote\"d", "é", "tab\t", "line\u2028"} {
		ev, err := NewEvent(typ, nil)
		if err != nil {
			t.Fatal(err)
		}
		head, _ := json.Marshal(typ)
		if want := `{"type":` + string(head) + `}`; string(ev.JSON()) != want {
			t.Errorf("%q: %s, want %s", typ, ev.JSON(), want)
		}
		var back Event
		if err := json.Unmarshal(ev.JSON(), &back); err != nil || back.Type != typ {
			t.Errorf("%q reads back as %q (error %v)", typ, back.Type, err)
		}
	}
	if _, err := NewEvent("", nil); err == nil {
		t.Error("an empty type was accepted")
	}
}
