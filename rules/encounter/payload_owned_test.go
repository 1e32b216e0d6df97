package encounter

import (
	"math"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

type ownedNested struct {
	Name string             `json:"name"`
	F    float32            `json:"f"`
	Tags map[string]string  `json:"tags"`
	Subs []ownedNested      `json:"subs"`
	Ptr  *ownedNested       `json:"ptr"`
	Nums map[string]float64 `json:"nums"`
}

type ownedOuter struct {
	OnTarget
	N      int            `json:"n"`
	Nested ownedNested    `json:"nested"`
	List   []int          `json:"list"`
	PtrF   *float64       `json:"ptr_f"`
	Rolls  rolls          `json:"rolls"`
	Named  ownedName      `json:"named"`
	Inner  []flatPay      `json:"inner"`
	Deep   [][]string     `json:"deep"`
	Ints   map[string]int `json:"ints"`
}

type ownedName string

type textArray struct {
	A [1]string `json:"a"`
}

// TestOwnedCheckAsKeep: NewEventOwned keeps a payload as it is exactly
// when NewEvent would keep a copy of it: text that is UTF-8, finite
// numbers, RoundTrippers that read back, at any depth.
func TestOwnedCheckAsKeep(t *testing.T) {
	nan, one := math.NaN(), 1.0
	keptOnes := 0
	bad := "bad \xff"
	for _, p := range []any{
		ownedOuter{Rolls: rolls{1}},
		ownedOuter{}, // nil rolls do not read back
		ownedOuter{OnTarget: OnTarget{"bo"}, N: 3, List: []int{1}, PtrF: &one, Rolls: rolls{2}, Named: "n",
			Nested: ownedNested{Name: "x", Tags: map[string]string{"k": "v"}, Subs: []ownedNested{{Name: "y", Ptr: &ownedNested{Name: "z"}}}},
			Inner:  []flatPay{{OnCombatant{"a"}, 1, 0.5, [2]int{}}}, Deep: [][]string{{"a"}}, Ints: map[string]int{"k": 1}},
		ownedOuter{Rolls: rolls{1}, OnTarget: OnTarget{bad}},
		ownedOuter{Rolls: rolls{1}, Named: ownedName(bad)},
		ownedOuter{Rolls: rolls{1}, PtrF: &nan},
		ownedOuter{Rolls: rolls{}},
		ownedOuter{Rolls: rolls{1}, Nested: ownedNested{F: float32(math.Inf(1))}},
		ownedOuter{Rolls: rolls{1}, Nested: ownedNested{Tags: map[string]string{bad: "v"}}},
		ownedOuter{Rolls: rolls{1}, Nested: ownedNested{Tags: map[string]string{"k": bad}}},
		ownedOuter{Rolls: rolls{1}, Nested: ownedNested{Subs: []ownedNested{{Ptr: &ownedNested{Name: bad}}}}},
		textArray{[1]string{"ok"}}, // an array of text is read from its JSON
		ownedOuter{Rolls: rolls{1}, Nested: ownedNested{Nums: map[string]float64{"x": nan}}},
		ownedOuter{Rolls: rolls{1}, Nested: ownedNested{Nums: map[string]float64{"x": 2}}},
		ownedOuter{Rolls: rolls{1}, Inner: []flatPay{{F: nan}}},
		ownedOuter{Rolls: rolls{1}, Deep: [][]string{{"a", bad}}},
		ownedOuter{Rolls: rolls{1}, Ints: map[string]int{bad: 1}},
		flatPay{OnCombatant{"a"}, 1, 0.5, [2]int{}},
		flatPay{F: math.Inf(-1)},
		convRollsOnly{},
		convRollsOnly{D20: rolls{4}},
		skipped{A: 1},
		hidden{A: 1},
	} {
		own := ownedCheck(reflect.TypeOf(p))(p)
		kept := keep(p) != nil
		if own != kept {
			t.Errorf("%+v: NewEventOwned keeps it %v, NewEvent %v", p, own, kept)
		}
		keptOnes += map[bool]int{true: 1}[kept]
	}
	if keptOnes < 6 {
		t.Errorf("only %d of the payloads are kept: the cases test little", keptOnes)
	}
	// A pointer is not kept as it is: NewEvent copies what it points to.
	p := &flatPay{Roll: 1}
	if ev, err := NewEventOwned("e", p); err != nil || ev.kept == any(p) {
		t.Errorf("a pointer payload was kept as it is (error %v)", err)
	}
}

type memInner struct {
	Name string     `json:"name"`
	F    float32    `json:"f"`
	Subs []memInner `json:"subs"`
	Ptr  *memInner  `json:"ptr"`
	PF   *float64   `json:"pf"`
}

type memOuter struct {
	convWho
	OnTarget
	N     int        `json:"n"`
	U     uint16     `json:"u"`
	B     bool       `json:"b"`
	Inner memInner   `json:"inner"`
	List  []memInner `json:"list"`
	Deep  [][]string `json:"deep"`
	Ptrs  []*string  `json:"ptrs"`
	Named ownedName  `json:"named"`
	F     float64    `json:"f"`
	Rows  []memRow   `json:"rows"`
	Ones  []memOne   `json:"ones"`
	Three []memThree `json:"three"`
}

// memOne and memThree are rows of one and three texts (the walk has a
// loop for one, for two and for any number).
type memOne struct {
	N int    `json:"n"`
	A string `json:"a"`
}

type memThree struct {
	A, B, C string
}

// memRow has only text to check (one string nested by value): a list of
// them is walked in one loop.
type memRow struct {
	A string `json:"a"`
	N int    `json:"n"`
	B struct {
		C string `json:"c"`
	} `json:"b"`
}

func memRowOf(a, c string) memRow {
	r := memRow{A: a, N: 1}
	r.B.C = c
	return r
}

// onePtr is held by an interface as the pointer itself.
type onePtr struct {
	P *string `json:"p"`
}

type nothingToCheck struct {
	N int   `json:"n"`
	L []int `json:"l"`
}

// TestMemCheckAsValidator: the memory walk NewEventOwned uses for the
// usual payload shapes accepts exactly what the reflective validator and
// NewEvent's copy accept, at any depth.
func TestMemCheckAsValidator(t *testing.T) {
	for _, p := range []any{memOuter{}, onePtr{}, nothingToCheck{}} {
		if _, ok := memCheckFor(reflect.TypeOf(p)); !ok {
			t.Fatalf("%T is not walked by its memory", p)
		}
	}
	if _, ok := memCheckFor(reflect.TypeOf(ownedOuter{})); ok {
		t.Fatal("a type with maps and RoundTrippers is walked by its memory")
	}
	nan, inf, one := math.NaN(), math.Inf(1), 2.5
	good, bad := "ok", "bad \xff"
	kept := 0
	for _, p := range []any{
		memOuter{},
		memOuter{convWho: convWho{"w"}, OnTarget: OnTarget{"t"}, N: 1, U: 2, B: true, Named: "n", F: 1.5,
			Inner: memInner{Name: "i", F: 0.5, Subs: []memInner{{Name: "s", Ptr: &memInner{Name: "p", PF: &one}}}},
			List:  []memInner{{Name: "a"}, {Name: "b", Subs: []memInner{}}}, Deep: [][]string{{"x", "y"}, nil}, Ptrs: []*string{&good, nil}},
		memOuter{convWho: convWho{bad}},
		memOuter{OnTarget: OnTarget{bad}},
		memOuter{Named: ownedName(bad)},
		memOuter{F: nan},
		memOuter{Inner: memInner{F: float32(inf)}},
		memOuter{Inner: memInner{Subs: []memInner{{}, {Ptr: &memInner{Name: bad}}}}},
		memOuter{Inner: memInner{Ptr: &memInner{PF: &nan}}},
		memOuter{List: []memInner{{Name: "a"}, {Name: bad}}},
		memOuter{Rows: []memRow{memRowOf("a", "b"), memRowOf("Ærø", "")}},
		memOuter{Rows: []memRow{memRowOf("a", "b"), memRowOf("c", bad)}},
		memOuter{Rows: []memRow{memRowOf("a", "b"), memRowOf(bad, "d")}},
		memOuter{Rows: []memRow{memRowOf(bad, "b")}},
		memOuter{Ones: []memOne{{1, "a"}, {2, "Ærø"}}, Three: []memThree{{"a", "b", "c"}, {"d", "é", ""}}},
		memOuter{Ones: []memOne{{1, "a"}, {2, bad}}},
		memOuter{Three: []memThree{{"a", "b", "c"}, {"d", "e", bad}}},
		memOuter{Three: []memThree{{"a", "b", "c"}, {bad, "e", "f"}}},
		memOuter{Deep: [][]string{{"a"}, {"b", bad}}},
		memOuter{Ptrs: []*string{&good, &bad}},
		onePtr{},
		onePtr{&good},
		onePtr{&bad},
		nothingToCheck{3, []int{1}},
	} {
		own := ownedCheck(reflect.TypeOf(p))(p)
		refl := validatorFor(reflect.TypeOf(p))(reflect.ValueOf(p))
		k := keep(p) != nil
		if own != refl || own != k {
			t.Errorf("%+v: memory walk %v, reflection %v, NewEvent keeps it %v", p, own, refl, k)
		}
		if k {
			kept++
		}
	}
	if kept < 5 {
		t.Errorf("only %d payloads are valid: the cases test little", kept)
	}
}

// TestValidText: the in-place check of payload text answers what
// utf8.ValidString answers, whatever the ASCII prefix.
func TestValidText(t *testing.T) {
	for _, s := range []string{"", "g1", "Bram the Bold", "Æsir", "ok é", "\xff", "abc\xff", "abcdefghijk\xc3",
		"abcdefghijk\xc3\xa9", "Ω\xed\xa0\x80", "\xf4\x90\x80\x80", "a\x00b"} {
		if got, want := validText(s), utf8.ValidString(s); got != want {
			t.Errorf("validText(%q) = %v, utf8.ValidString %v", s, got, want)
		}
	}
}

// TestValidTextEveryPlace: validText reads words and overlapping halves,
// so every length up to past two words gets a stray byte, a whole rune and
// a cut rune at every place, and answers as utf8.ValidString.
func TestValidTextEveryPlace(t *testing.T) {
	checked := 0
	for n := 0; n <= 19; n++ {
		for at := 0; at <= n; at++ {
			for _, odd := range []string{"\xff", "\x80", "é", "\xc3", "€", "\xe2\x82", "\x00", "\x7f"} {
				s := strings.Repeat("a", at) + odd + strings.Repeat("b", n-at)
				checked++
				if got, want := validText(s), utf8.ValidString(s); got != want {
					t.Errorf("validText(%q) = %v, utf8.ValidString %v", s, got, want)
				}
				if got, want := validText(s[:len(s)-1]), utf8.ValidString(s[:len(s)-1]); got != want {
					t.Errorf("validText(%q) = %v, utf8.ValidString %v", s[:len(s)-1], got, want)
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d strings checked", checked)
	}
}

type textDeep struct {
	N int // so that A's fields lie past the start
	A struct {
		B struct{ Name string }
		F float64
	}
	Tail string
}

// TestOwnedCheckFlattened: text in structs nested by value is checked
// where it lies, and a payload's check found by its interface's type word
// is the one its reflect.Type gets, for many types sharing the slots.
func TestOwnedCheckFlattened(t *testing.T) {
	var ok, badName, badTail, badF textDeep
	ok.A.B.Name, ok.Tail = "Ærøskøbing", "x"
	badName.A.B.Name = "x\xffy"
	badTail.Tail = "long ascii prefix \xc3"
	badF.A.F = math.NaN()
	for _, c := range []struct {
		p    textDeep
		want bool
	}{{ok, true}, {badName, false}, {badTail, false}, {badF, false}} {
		if got := ownedCheck(reflect.TypeOf(c.p))(c.p); got != c.want {
			t.Errorf("%+v: checked %v, want %v", c.p, got, c.want)
		}
		if got := keep(c.p) != nil; got != c.want {
			t.Errorf("%+v: NewEvent keeps it %v, want %v", c.p, got, c.want)
		}
	}
	bad := "\xff"
	payloads := []any{ok, badName, flatPay{}, flatPay{F: math.NaN()}, memOuter{}, memOuter{Named: ownedName(bad)},
		onePtr{&bad}, onePtr{}, nothingToCheck{}, benchPass{"a"}, benchPass{bad}, benchAttackPayload(), OnTarget{bad}, OnCombatant{"c"},
		struct{ S string }{bad}, struct{ S, T string }{"a", "b"}, struct{ N int }{1}, 3, "text", []string{"a"}}
	for range 3 { // the second and third pass find the checks remembered
		for _, p := range payloads {
			if got, want := ownedCheckOf(p)(p), ownedCheck(reflect.TypeOf(p))(p); got != want {
				t.Errorf("%T %+v: remembered check %v, its type's %v", p, p, got, want)
			}
		}
	}
}
