package sheets

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sessionzero/export/pdf"
	"sessionzero/rules/glance"
	"sessionzero/rules/sheet"
	"sessionzero/rules/systems"
)

// gmParty is n characters of a mixed party: the five testdata characters
// (one a system, two DRGN), then more copies of the DRGN centaur.
func gmParty(t *testing.T, n int) []glance.Table {
	t.Helper()
	files := []string{"../../rules/drgn/testdata/centaur.json", "../../rules/drgn/testdata/typical.json",
		"testdata/dvr.json", "../../rules/dragonhead/testdata/megan.json", "testdata/evening.json", "testdata/rollunder.json"}
	var chars []glance.Character
	for i := range n {
		f := readFile(t, files[min(i, len(files)-1)])
		if i >= len(files) {
			f = centaur(t)
			f.Name = fmt.Sprintf("Centaur %d", i)
		}
		chars = append(chars, glance.Character{System: f.System, Name: f.Name, Player: f.Player, Data: f.Data})
	}
	tables, skipped := systems.Party(chars)
	if len(skipped) > 0 {
		t.Fatalf("skipped %v", skipped)
	}
	return tables
}

// rowsOn counts the characters on a GM page.
func rowsOn(p sheet.FlatPage) (n int) {
	for _, c := range p.Columns {
		for _, b := range c.Blocks {
			n += len(b.(sheet.Table).Rows)
		}
	}
	return n
}

// Eight characters fit one GM page; a ninth goes to a second page (never
// cut, never refused), whose title says it is the second.
func TestGMPagesHoldEight(t *testing.T) {
	tests := []struct {
		chars int
		rows  []int
	}{
		{1, []int{1}},
		{6, []int{6}},
		{8, []int{8}},
		{9, []int{8, 1}},
		{17, []int{8, 8, 1}},
	}
	for _, tt := range tests {
		pages := GMPages("Ember Road", gmParty(t, tt.chars))
		var got []int
		for _, p := range pages {
			got = append(got, rowsOn(p))
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.rows) {
			t.Errorf("%d characters: rows per page %v, want %v", tt.chars, got, tt.rows)
		}
		if pages[0].Title != "Party at a glance — Ember Road" || (len(pages) > 1 && pages[1].Title != "Party at a glance — Ember Road (page 2)") {
			t.Errorf("%d characters: titles %q", tt.chars, pages[0].Title)
		}
	}
	if pages := GMPages("Empty", nil); len(pages) != 0 {
		t.Errorf("no characters gave %d pages", len(pages))
	}
	// A mixed page: one table per system, captioned with its name, the
	// character and player first.
	page := GMPages("Ember Road", gmParty(t, 6))[0]
	var captions []string
	for _, b := range page.Columns[0].Blocks {
		tb := b.(sheet.Table)
		captions = append(captions, tb.Caption)
		if tb.Columns[0].Header != "Character" || tb.Columns[1].Header != "Player" {
			t.Errorf("%s: headers %v", tb.Caption, tb.Columns[:2])
		}
	}
	if got := strings.Join(captions, " | "); got != "Don't Ruin Game Night (DRGN) | DvR Dice Pool | Dragonhead | Evening | Roll-under d20" {
		t.Errorf("captions %s", got)
	}
}

// The GM page prints as one landscape page after the sheets, everything
// on it without warnings, on both papers; nine characters take two.
func TestGMPagePrints(t *testing.T) {
	for _, tt := range []struct {
		chars int
		paper pdf.Paper
		pages int
	}{{8, pdf.Letter, 3}, {8, pdf.A4, 3}, {9, pdf.Letter, 4}} {
		var buf bytes.Buffer
		res, err := pdf.Write(&buf, []sheet.Sheet{sheetOf(t, centaur(t), Options{})}, pdf.Options{Paper: tt.paper, GMPages: GMPages("Ember Road", gmParty(t, tt.chars))})
		if err != nil {
			t.Fatal(err)
		}
		if res.Pages != tt.pages || len(res.Warnings) > 0 {
			t.Errorf("%d characters on %v: %d pages, warnings %q; want %d pages", tt.chars, tt.paper, res.Pages, res.Warnings, tt.pages)
		}
	}
}

// Eight characters with long lists (many abilities each) make rows taller
// than one page holds: the table continues on a second GM page under its
// headers, nothing left out.
func TestGMPageContinuesLongTables(t *testing.T) {
	f := centaur(t)
	data, err := glance.Patch(f.Data, map[string]any{"abilities": manyAbilities(14)})
	if err != nil {
		t.Fatal(err)
	}
	var chars []glance.Character
	for i := range GMPageCharacters {
		chars = append(chars, glance.Character{System: "drgn", Name: fmt.Sprintf("Centaur %d", i+1), Data: data})
	}
	tables, skipped := systems.Party(chars)
	if len(skipped) > 0 {
		t.Fatal(skipped)
	}
	pages := GMPages("Long Road", tables)
	if len(pages) != 1 {
		t.Fatalf("%d GM pages for 8 characters", len(pages))
	}
	var buf bytes.Buffer
	res, err := pdf.Write(&buf, []sheet.Sheet{sheetOf(t, f, Options{})}, pdf.Options{GMPages: pages})
	if err != nil {
		t.Fatal(err)
	}
	if res.GMPages != 2 || res.Pages != 4 {
		t.Errorf("%d GM pages, %d in all; want 2 and 4", res.GMPages, res.Pages)
	}
	for _, w := range res.Warnings {
		if strings.Contains(w, "left out") || strings.Contains(w, "cut off") {
			t.Errorf("warning %q", w)
		}
	}
}

// manyAbilities is n small DRGN abilities of 3 uses each.
func manyAbilities(n int) []map[string]any {
	var out []map[string]any
	for i := range n {
		out = append(out, map[string]any{"name": fmt.Sprintf("Ability number %d", i+1),
			"components": []map[string]any{{"name": "power", "value": 5}}, "uses": 3})
	}
	return out
}

// TestGMPageScreenshot renders the GM page for docs/screenshots as
// sheet-gm-page.png when SESSIONZERO_SHEET_SCREENSHOTS names a directory.
func TestGMPageScreenshot(t *testing.T) {
	dir := os.Getenv("SESSIONZERO_SHEET_SCREENSHOTS")
	if dir == "" {
		t.Skip("set SESSIONZERO_SHEET_SCREENSHOTS to a directory to write sheet screenshots")
	}
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed")
	}
	var buf bytes.Buffer
	if _, err := pdf.Write(&buf, []sheet.Sheet{sheetOf(t, centaur(t), Options{})}, pdf.Options{GMPages: GMPages("Ember Road", gmParty(t, 8)), Created: time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC)}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "gm.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "sheet-gm-page")
	if msg, err := exec.Command("pdftoppm", "-png", "-r", "60", "-f", "3", "-l", "3", "-singlefile", path, out).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
}

// The app saves the GM page alone: no sheets, one page; nothing at all is
// still refused.
func TestGMPageAlone(t *testing.T) {
	var buf bytes.Buffer
	res, err := pdf.Write(&buf, nil, pdf.Options{GMPages: GMPages("Ember Road", gmParty(t, 3))})
	if err != nil || res.Pages != 1 || res.GMPages != 1 || res.Sheets != 0 {
		t.Errorf("GM page alone: %+v, %v", res, err)
	}
	if _, err := pdf.Write(&buf, nil, pdf.Options{}); err != pdf.ErrNoSheets {
		t.Errorf("nothing to print: %v", err)
	}
}
