package dvr

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// ourReference matches our working references, which a user never reads:
// a book line (L123), a decision id (DVR-9), a spec section (§6.2), the
// word "spec" or a book file name.
var ourReference = regexp.MustCompile(`\bL\d+|\b(DVR|EVE|RU)-\d+|§|\bspec\b|\d{3}_[0-9a-f]{16}\.txt`)

// TestDeriveTextHasNoReferences: every explain line, problem and note of a
// DvR character's derive, and the notes and explain lines of checks and
// pushes, read in the player's words.
func TestDeriveTextHasNoReferences(t *testing.T) {
	docs := []string{kestrelData, jessieData, `{}`, `{"script":{"Power":12,"Toughness":12},"current_health":99,"splinter":5,
		"perks":[{"name":"Dwarf"}],"history":[{"kind":"buy","what":"skill","paid":100}]}`}
	raw, err := os.ReadFile("../../export/sheets/testdata/dvr.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	docs = append(docs, string(file.Data))
	var texts []string
	for _, doc := range docs {
		d, err := Derive(json.RawMessage(doc))
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range d.Values {
			texts = append(texts, v.Label, v.Explain)
		}
		for _, p := range d.Problems {
			texts = append(texts, p.Message)
		}
		texts = append(texts, d.Notes...)
	}
	texts = append(texts, CheckNotes(4, true, false)...)
	texts = append(texts, checkExplain...)
	texts = append(texts, pushExplain...)
	for _, s := range texts {
		if ref := ourReference.FindString(s); ref != "" {
			t.Errorf("%q carries %q", s, ref)
		}
	}
}

// TestMessagesInTheUsersWords: a mistyped key is named as typed, with what
// it should hold, never Go's decoder text; a combatant is named, not its
// id; "1 die", not "1 dice".
func TestMessagesInTheUsersWords(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	must(t, apply(t, r, st, "start", `{"aggressor":"me"}`))
	must(t, apply(t, r, st, "duel_start", `{"a":"me","b":"thug","size":3}`))
	_, resolveErr := Resolve(RollInput{Pool: []int{6, 6}, Difficulty: 4, Risk: 1, Dice: []int{3}})
	_, decodeErr := Decode(json.RawMessage(`{"burdens":"two"}`))
	var setup encounter.Setup
	must(t, json.Unmarshal([]byte(`{"sides":[{"id":"foe"}],"combatants":[{"id":"guard-1","name":"Guard","side":"foe","stats":{"max_health":12,"cover":2000}}]}`), &setup))
	_, startErr := encounter.Start(r, setup)
	for _, tc := range []struct {
		err         error
		want, never string
	}{
		{apply(t, r, st, "attack", `{"attacker":"me","target":"thug","pool":[],"dice":[],"weapon":{"name":"Gun","damage":4},"condition":{"name":"Dazed"}}`),
			`condition must be text, not an object`, "Go struct"},
		{apply(t, r, st, "duel_damage", `{"duel":"d1","by":"ally","amount":1}`), "Ally is not in duel d1", `"ally"`},
		{startErr, "Guard: Cover is 2000, allowed 0 to 1000", "guard-1"},
		{decodeErr, `"burdens" should be a whole number, not a text`, "int"},
		{resolveErr, "1 die typed for a pool of 2", "1 dice"},
	} {
		if tc.err == nil {
			t.Fatalf("got %v, want %q without %q (failed: %s)", tc.err, tc.want, tc.never, `tc.err == nil`)
		}
		if !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("got %v, want %q without %q (failed: %s)", tc.err, tc.want, tc.never, `!strings.Contains(tc.err.Error(), tc.want)`)
		}
		if strings.Contains(tc.err.Error(), tc.never) {
			t.Errorf("got %v, want %q without %q (failed: %s)", tc.err, tc.want, tc.never, `strings.Contains(tc.err.Error(), tc.never)`)
		}
	}
}
