package evening

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

// ourRefs are our working references, which a player must never read: a
// line number of the book's text file, a decision id, a spec section or
// the book's file name (issue 28).
var ourRefs = regexp.MustCompile(`\(L\d{1,4}|\bL\d{2,4}(?:[–-]\d+)?\b|\bEVE-\d+\b|spec(?:s/|\s*§)|§\s?\d|\b[0-9a-f]{16}\.txt\b|\b00[0-4]_`)

// testCharacters are the characters whose derive and sheet text is
// checked: Wren of the tests, the sheet test data (export/sheets), a level-0
// character, and one with problems and every level.
func testCharacters(t *testing.T) map[string]json.RawMessage {
	t.Helper()
	out := map[string]json.RawMessage{}
	out["wren"] = encoded(t, wren())
	raw, err := os.ReadFile("../../export/sheets/testdata/evening.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	out["sheet test data"] = file.Data
	zero := NewCharacter()
	zero.StartLevel = 0
	out["level 0"] = encoded(t, zero)
	worn := wren()
	worn.Injury, worn.Exhaustion, worn.XPTotal = 5, 4, 95
	worn.Threads = []Thread{{Name: "Debt", Length: 3}}
	worn.Assets = map[string]Asset{"supplies": {Value: 6, Base: 6}}
	worn.XPInvested = []Investment{{Kind: InvestReserveDie, Points: 30}}
	out["worn, with problems"] = encoded(t, worn)
	return out
}

// TestNoReferencesInDeriveOrSheet: every explain line, note and problem of
// derive, and every text on the filled and blank sheets, is free of our
// references.
func TestNoReferencesInDeriveOrSheet(t *testing.T) {
	check := func(where, text string) {
		if m := ourRefs.FindString(text); m != "" {
			t.Errorf("%s: %q carries %q", where, text, m)
		}
	}
	for name, data := range testCharacters(t) {
		d, err := System{}.Derive(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, v := range d.Values {
			check(name+" "+v.Key, v.Label+" "+v.Explain+" "+fmt.Sprint(v.Value))
		}
		for _, n := range d.Notes {
			check(name+" note", n)
		}
		for _, p := range d.Problems {
			check(name+" problem "+p.Code, p.Message)
		}
		s, err := Sheet("Wren", "Sam", "The Long Night", data)
		if err != nil {
			t.Fatalf("%s sheet: %v", name, err)
		}
		for i := 1; i <= 4; i++ {
			for _, txt := range sheet.AllTexts(s.Panel(i).Blocks) {
				check(fmt.Sprintf("%s sheet panel %d", name, i), txt)
			}
		}
	}
	blank := BlankSheet()
	for i := 1; i <= 4; i++ {
		check("blank sheet", strings.Join(sheet.AllTexts(blank.Panel(i).Blocks), "|"))
	}
}
