package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestValueText(t *testing.T) {
	tests := []struct {
		v    any
		want string
	}{
		{250, "250"}, {1.25, "1.25"}, {"Large", "Large"}, {true, "true"},
		{[]string{"a"}, ""}, {map[string]int{"a": 1}, ""},
	}
	for _, tt := range tests {
		if got := (Value{Value: tt.v}).Text(); got != tt.want {
			t.Errorf("Text(%v) = %q, want %q", tt.v, got, tt.want)
		}
	}
}

func TestDerivedText(t *testing.T) {
	var d Derived
	d.Add("xp", "XP", 3500, "")
	d.Add("size", "Size", "Large", "")
	d.Add("mod", "Modifier", 1.5, "")
	plus := func(n int) string { return fmt.Sprintf("+%d", n) }
	tests := []struct {
		key         string
		text, ofInt string
	}{
		{"xp", "3500", "+3500"}, {"size", "Large", "Large"}, {"mod", "1.5", "1.5"}, {"missing", "", ""},
	}
	for _, tt := range tests {
		if got := d.Text(tt.key); got != tt.text {
			t.Errorf("Text(%q) = %q, want %q", tt.key, got, tt.text)
		}
		if got := d.TextInt(tt.key, plus); got != tt.ofInt {
			t.Errorf("TextInt(%q) = %q, want %q", tt.key, got, tt.ofInt)
		}
	}
}

func TestDerivedAs(t *testing.T) {
	var d Derived
	d.Add("xp", "XP", 3500, "")
	d.Add("slots", "Slots", []string{"Boots"}, "")
	if n, ok := As[int](d, "xp"); !ok || n != 3500 {
		t.Errorf("As[int](xp) = %d, %v", n, ok)
	}
	if s, ok := As[[]string](d, "slots"); !ok || len(s) != 1 || s[0] != "Boots" {
		t.Errorf("As[[]string](slots) = %v, %v", s, ok)
	}
	if s, ok := As[string](d, "xp"); ok || s != "" {
		t.Errorf("As[string](xp) = %q, %v; want no string", s, ok)
	}
	if n, ok := As[int](d, "missing"); ok || n != 0 {
		t.Errorf("As[int](missing) = %d, %v", n, ok)
	}
}

func TestBookRound(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "0-4 round down, 5-9 round up"
	for x, want := range map[float64]int{2.4: 2, 2.5: 3, 2.9: 3, -2.5: -3, 0: 0} {
		if got := BookRound(x); got != want {
			t.Errorf("BookRound(%v) = %d, want %d", x, got, want)
		}
	}
}

func TestCheckRange(t *testing.T) {
	tests := []struct {
		value   int
		wantErr string
	}{
		{1, ""}, {100, ""}, {50, ""},
		{0, "abilities.Muscle is 0, allowed 1 to 100"},
		{1_000_000_000, "abilities.Muscle is 1000000000, allowed 1 to 100"},
	}
	for _, tt := range tests {
		err := CheckRange("abilities.Muscle", tt.value, 1, 100)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.wantErr {
			t.Errorf("CheckRange(%d) = %q, want %q", tt.value, got, tt.wantErr)
		}
	}
}

func TestJoinErrors(t *testing.T) {
	if JoinErrors(nil, nil) != nil {
		t.Error("JoinErrors of nils is not nil")
	}
	first := CheckRange("a", 5, 0, 1)
	err := JoinErrors(nil, first, CheckRange("b", -1, 0, 1))
	if err == nil || err.Error() != "a is 5, allowed 0 to 1; b is -1, allowed 0 to 1" || !errors.Is(err, first) {
		t.Errorf("JoinErrors = %v", err)
	}
}

func TestExtraKeysRoundTrip(t *testing.T) {
	in := []byte(`{"a":1,"house":{"x":[1,2]},"z":"k"}`)
	extra, err := UnknownKeys(in, "a")
	if err != nil || len(extra) != 2 {
		t.Fatalf("unknown keys %v %v", extra, err)
	}
	out, err := MarshalKeeping(map[string]int{"a": 2, "z": 3}, extra)
	if err != nil || string(out) != `{"a":2,"house":{"x":[1,2]},"z":3}` {
		t.Errorf("marshal with extra: %s %v", out, err)
	}
	if extra, _ := UnknownKeys([]byte(`{"a":1}`), "a"); extra != nil {
		t.Errorf("no unknown keys: %v", extra)
	}
}

func TestDecodeKeepingUsesJSONNames(t *testing.T) {
	type inner struct {
		B int `json:"b"`
	}
	type doc struct {
		inner
		A     int `json:"a,omitempty"`
		Plain int
		Skip  int                        `json:"-"`
		Extra map[string]json.RawMessage `json:"-"`
	}
	var d doc
	err := KeepIn([]byte(`{"a":1,"b":2,"Plain":3,"Skip":4,"house":5}`), &d, &d.Extra)
	if err != nil || d.A != 1 || d.B != 2 || d.Plain != 3 || d.Skip != 0 {
		t.Fatalf("KeepIn: %+v %v", d, err)
	}
	if len(d.Extra) != 2 || string(d.Extra["Skip"]) != "4" || string(d.Extra["house"]) != "5" {
		t.Errorf("unknown keys %v, want Skip and house", d.Extra)
	}
	if err := KeepIn([]byte(`[1]`), &d, &d.Extra); err == nil || d.Extra != nil {
		t.Errorf("KeepIn of an array: %v, extra %v", err, d.Extra)
	}
}

func TestBookHelpers(t *testing.T) {
	b := Book{SystemID: "x", SystemName: "X game"}
	if b.ID() != "x" || b.Name() != "X game" || !b.BuilderReady() {
		t.Errorf("book %+v: %s %s %v", b, b.ID(), b.Name(), b.BuilderReady())
	}
	if (Generic{Book: b}).BuilderReady() {
		t.Error("a generic system says its builder is ready")
	}
	failing := func() (json.RawMessage, error) { return nil, errors.New("no") }
	if got := string(NewDocument(failing)); got != `{}` {
		t.Errorf("NewDocument of a failing encoder = %s, want {}", got)
	}
	decode := func(data json.RawMessage) (int, error) {
		if string(data) == "bad" {
			return 0, errors.New("bad data")
		}
		return len(data), nil
	}
	derive := func(n int) Derived { return Derived{Implemented: true, Notes: []string{fmt.Sprint(n)}} }
	if err := ValidateWith(decode, json.RawMessage("bad")); err == nil {
		t.Error("ValidateWith lets bad data through")
	}
	if d, err := DeriveWith(decode, derive, json.RawMessage("bad")); err == nil || d.Implemented {
		t.Errorf("DeriveWith of bad data: %+v %v", d, err)
	}
	if d, err := DeriveWith(decode, derive, json.RawMessage("abc")); err != nil || d.Notes[0] != "3" {
		t.Errorf("DeriveWith: %+v %v", d, err)
	}
}

func TestDerivedAddAndProblemf(t *testing.T) {
	var d Derived
	add, problem := d.Add, d.Problemf
	add("hp", "HP", 12, "HP 12 = 3 × 4")
	problem("over_budget", "%d points over", 3)
	if v, ok := d.Get("hp"); !ok || v.Value != 12 || v.Explain != "HP 12 = 3 × 4" {
		t.Errorf("Add: %+v", d.Values)
	}
	if len(d.Problems) != 1 || d.Problems[0] != (Problem{Code: "over_budget", Message: "3 points over"}) {
		t.Errorf("Problemf: %+v", d.Problems)
	}
}

func TestCheckRanges(t *testing.T) {
	ranges := []Range{{Key: "hp", Lo: 0, Hi: 10}, {Key: "speed", Lo: 1, Hi: 5}, {Key: "luck", Lo: 0, Hi: 3}}
	tests := []struct {
		values map[string]int
		want   string
	}{
		{map[string]int{"hp": 10, "speed": 1}, ""},
		{map[string]int{"hp": 11, "other": 99}, "stats.hp is 11, allowed 0 to 10"},
		{map[string]int{"hp": -1, "luck": 4}, "stats.hp is -1, allowed 0 to 10; stats.luck is 4, allowed 0 to 3"},
	}
	for _, tt := range tests {
		err := CheckRanges("stats.", tt.values, ranges)
		if got := fmt.Sprint(err); tt.want == "" && err != nil || tt.want != "" && got != tt.want {
			t.Errorf("CheckRanges(%v) = %v, want %q", tt.values, err, tt.want)
		}
	}
}

func TestUnmarshalTyped(t *testing.T) {
	var v struct {
		N int `json:"n"`
	}
	wrong := func(te *json.UnmarshalTypeError) error { return fmt.Errorf("%s must be %s", te.Field, te.Type) }
	tests := []struct {
		data, want string
	}{
		{``, "<nil>"},
		{`{"n":3}`, "<nil>"},
		{`{"n":"three"}`, "n must be int"},
		{`{"n":`, "not valid JSON near character 5 (unexpected end of JSON input)"},
	}
	for _, tt := range tests {
		if got := fmt.Sprint(UnmarshalTyped(json.RawMessage(tt.data), &v, wrong)); got != tt.want {
			t.Errorf("UnmarshalTyped(%s) = %s, want %s", tt.data, got, tt.want)
		}
	}
}

func TestDecodeInto(t *testing.T) {
	type doc struct {
		N int    `json:"n"`
		S string `json:"s"`
	}
	wrong := func(te *json.UnmarshalTypeError) error { return fmt.Errorf("%s must be %s", te.Field, te.Type) }
	tests := []struct {
		data, what string
		wrongType  func(*json.UnmarshalTypeError) error
		want       doc
		fields     int
		err        string
	}{
		{``, "x", wrong, doc{S: "default"}, 0, "<nil>"},
		{`{"n":3,"extra":1}`, "x", wrong, doc{N: 3, S: "default"}, 2, "<nil>"},
		{`[1]`, "x", wrong, doc{}, 0, ErrNotObject.Error()}, // not wrapped
		{`{"n":"three"}`, "x character", wrong, doc{}, 0, "x character: n must be int"},
		{`{"n":"three"}`, "", wrong, doc{}, 0, "n must be int"},
		{`{"n":"three"}`, "x", nil, doc{}, 0, "x: n must be a whole number, not text"}, // JSONError's words
	}
	for _, tt := range tests {
		got, fields, err := DecodeInto(json.RawMessage(tt.data), doc{S: "default"}, tt.what, tt.wrongType)
		if fmt.Sprint(err) != tt.err || got != tt.want || len(fields) != tt.fields {
			t.Errorf("DecodeInto(%s, %q) = %+v, %d fields, %v; want %+v, %d fields, %s", tt.data, tt.what, got, len(fields), err, tt.want, tt.fields, tt.err)
		}
	}
}

func TestEncodeSaysWhat(t *testing.T) {
	b, err := Encode(map[string]int{"a": 1}, "test map")
	if err != nil || string(b) != `{"a":1}` {
		t.Errorf("Encode = %s, %v", b, err)
	}
	if _, err := Encode(func() {}, "a function"); err == nil || !strings.HasPrefix(err.Error(), "encoding a function: ") {
		t.Errorf("Encode(func) error = %v, want it to start with \"encoding a function: \"", err)
	}
}

func TestSortedKeys(t *testing.T) {
	got := SortedKeys(map[string]int{"Perception": 1, "Constitution": 2, "Evasion": 3})
	if fmt.Sprint(got) != "[Constitution Evasion Perception]" {
		t.Errorf("SortedKeys = %v", got)
	}
	if got := SortedKeys(map[string]bool{}); got == nil || len(got) != 0 {
		t.Errorf("SortedKeys(empty) = %#v, want an empty list", got)
	}
}

func TestFindFold(t *testing.T) {
	type row struct{ Name, Value string }
	list := []row{{"Read & Write", "a"}, {"Stealth", "b"}, {"stealth", "c"}}
	key := func(r row) string { return r.Name }
	tests := []struct {
		name  string
		index int
		found row
	}{
		{"Read & Write", 0, list[0]},
		{"STEALTH", 1, list[1]}, // the first that matches
		{"Stealt", -1, row{}},
		{"", -1, row{}},
	}
	for _, tt := range tests {
		got, ok := FindFold(list, tt.name, key)
		if i := IndexFold(list, tt.name, key); i != tt.index || got != tt.found || ok != (tt.index >= 0) {
			t.Errorf("%q: IndexFold %d, FindFold %+v %v; want %d, %+v", tt.name, i, got, ok, tt.index, tt.found)
		}
	}
}
