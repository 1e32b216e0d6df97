package drgn

import (
	"regexp"
	"testing"

	"sessionzero/rules/sheet"
)

// internalRef is what players never read (issue 28): a book line number
// (L240), a decision or spec id (DRGN-3), a spec section, a book file name.
var internalRef = regexp.MustCompile(`\(L\d{1,4}|\bL\d{2,4}(?:[–-]\d+)?\b|\b(?:EVE|RU|DVR|DH|DRGN)-\d+\b|spec(?:s/|\s*§)|§\s?\d|\b[0-9a-f]{16}\.txt\b|\b00[0-4]_`)

// TestWhatPlayersReadCarriesNoInternalReference checks the texts DRGN's
// rules hand a player: derive's values, explain lines, problems and notes,
// the sheet's texts (filled and blank), the Risk it All odds, the statuses
// and the encounter events' summaries.
func TestWhatPlayersReadCarriesNoInternalReference(t *testing.T) {
	c, _ := loadCentaur(t)
	d := c.Derive()
	var texts []string
	for _, v := range d.Values {
		texts = append(texts, v.Label, v.Text(), v.Explain)
	}
	for _, p := range d.Problems {
		texts = append(texts, p.Message)
	}
	texts = append(texts, d.Notes...)
	for _, s := range []sheet.Sheet{Sheet(SheetInputFor("Brannoch", "Sam", c)), Sheet(SheetInput{})} {
		for _, p := range s.Panels {
			texts = append(texts, p.Title)
			texts = append(texts, sheet.AllTexts(p.Blocks)...)
		}
	}
	texts = append(texts, RiskItAllOdds().Explain...)
	for _, s := range Statuses {
		texts = append(texts, s.Effect)
	}
	for _, e := range NewCombatRules().EventTypes() {
		texts = append(texts, e.Summary)
	}
	for _, s := range texts {
		if internalRef.MatchString(s) {
			t.Errorf("a player reads %q", s)
		}
	}
}
