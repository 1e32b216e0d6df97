package sheets

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sessionzero/export/charfile"
	"sessionzero/export/pdf"
	"sessionzero/rules/sheet"
)

func readFile(tb testing.TB, path string) charfile.File {
	tb.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	f, err := charfile.Parse(b)
	if err != nil {
		tb.Fatal(err)
	}
	return f
}

func centaur(tb testing.TB) charfile.File {
	return readFile(tb, "../../rules/drgn/testdata/centaur.json")
}

func megan(tb testing.TB) charfile.File {
	return readFile(tb, "../../rules/dragonhead/testdata/megan.json")
}

func sheetOf(tb testing.TB, f charfile.File, opts Options) sheet.Sheet {
	tb.Helper()
	s, err := SheetFor(f.System, f.Name, f.Player, f.Campaign, f.Data, opts)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func panelTexts(p *sheet.Panel) []string { return sheet.AllTexts(p.Blocks) }

func TestSheetForDispatchesToTheSystem(t *testing.T) {
	tests := []struct {
		file     charfile.File
		system   string
		panel    int
		want     []string
		placemat bool
	}{
		// 000_83d7bea2fb475415.txt: "A large character with 50 constitution
		// ($50 * 4 * 1.25$) will have 250 hit points."
		{centaur(t), "Don't Ruin Game Night", 2, []string{"Max HP", "250"}, false},
		// 002_81d21628bd61f597.txt: "Megan is a 2nd level character".
		{megan(t), "Dragonhead", 1, []string{"Megan Steelion", "Sample", "2", "Warlord 1"}, true},
	}
	for _, tt := range tests {
		s := sheetOf(t, tt.file, Options{Extras: map[string]bool{"placemat": tt.placemat}})
		if s.System != tt.system || s.Character != tt.file.Name {
			t.Errorf("%s: sheet of %q for %q", tt.file.Name, s.System, s.Character)
		}
		got := panelTexts(s.Panel(tt.panel))
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: panel %d %v lacks %q", tt.file.Name, tt.panel, got, w)
			}
		}
		if (len(s.Extras) == 1) != tt.placemat {
			t.Errorf("%s: %d extra pages with placemat %v", tt.file.Name, len(s.Extras), tt.placemat)
		}
	}
}

func TestSheetForRefusesWhatItCannotPrint(t *testing.T) {
	tests := []struct {
		system, data string
		is           error
		message      string
	}{
		{"gurps", `{}`, ErrUnknownSystem, `"gurps"`},
		{"drgn", `{"tier":"one"}`, nil, "Ann"},
		{"dragonhead", `[1,2]`, nil, "Ann"},
	}
	for _, tt := range tests {
		_, err := SheetFor(tt.system, "Ann", "", "", json.RawMessage(tt.data), Options{})
		if err == nil {
			t.Errorf("%s %s: no error", tt.system, tt.data)
			continue
		}
		if tt.is != nil && !errors.Is(err, tt.is) {
			t.Errorf("%s: %v is not %v", tt.system, err, tt.is)
		}
		if !strings.Contains(err.Error(), tt.message) {
			t.Errorf("%s: %q lacks %q", tt.system, err, tt.message)
		}
	}
	if _, err := BlankSheet("gurps", Options{}); !errors.Is(err, ErrUnknownSystem) {
		t.Errorf("blank gurps: %v", err)
	}
}

func TestBlankSheets(t *testing.T) {
	for _, id := range Designed() {
		s, err := BlankSheet(id, Options{Extras: map[string]bool{"placemat": true}})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if s.Character != "" {
			t.Errorf("%s blank sheet names %q", id, s.Character)
		}
		if !HasSheet(id) {
			t.Errorf("HasSheet(%s) false", id)
		}
	}
	if got := Designed(); !slices.Equal(got, []string{"dragonhead", "drgn", "dvr", "evening", "rollunder"}) {
		t.Errorf("designed %v", got)
	}
}

// TestPartyPDF prints both testdata characters in one PDF: two pages each,
// plus Megan's placemat and its blank back.
func TestPartyPDF(t *testing.T) {
	party := []sheet.Sheet{sheetOf(t, centaur(t), Options{}), sheetOf(t, megan(t), Options{Extras: map[string]bool{"placemat": true}})}
	var buf bytes.Buffer
	res, err := pdf.Write(&buf, party, pdf.Options{Paper: pdf.A4})
	if err != nil {
		t.Fatal(err)
	}
	if res.Sheets != 2 || res.Pages != 6 || res.ContinuationSheets != 0 {
		t.Errorf("result %+v, want 2 sheets, 6 pages, no continuation", res)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
		t.Error("not a PDF")
	}
}

func BenchmarkSheetForPartyOfEight(b *testing.B) {
	files := []charfile.File{centaur(b), megan(b)}
	for b.Loop() {
		for i := range 8 {
			f := files[i%2]
			if _, err := SheetFor(f.System, f.Name, f.Player, f.Campaign, f.Data, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkSheetForAndPDFPartyOfEight(b *testing.B) {
	files := []charfile.File{centaur(b), megan(b)}
	for b.Loop() {
		party := make([]sheet.Sheet, 0, 8)
		for i := range 8 {
			f := files[i%2]
			s, err := SheetFor(f.System, f.Name, f.Player, f.Campaign, f.Data, Options{})
			if err != nil {
				b.Fatal(err)
			}
			party = append(party, s)
		}
		var buf bytes.Buffer
		if _, err := pdf.Write(&buf, party, pdf.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPartySkipsWhatItCannotPrint(t *testing.T) {
	c, m := centaur(t), megan(t)
	chars := []Character{
		{System: c.System, Name: c.Name, Data: c.Data},
		{System: "gurps", Name: "Zoë", Data: json.RawMessage(`{}`)},
		{System: m.System, Name: m.Name, Data: m.Data},
		{System: "drgn", Name: "Broken", Data: json.RawMessage(`{"traits":{"Constitution":"high"}}`)},
	}
	got, skipped := Party(chars, Options{})
	if len(got) != 2 || got[0].Character != c.Name || got[1].Character != m.Name {
		t.Errorf("printed %d sheets: %+v", len(got), got)
	}
	if len(skipped) != 2 || skipped[0].Character.Name != "Zoë" || !errors.Is(skipped[0].Err, ErrUnknownSystem) || skipped[1].Character.Name != "Broken" {
		t.Errorf("skipped %+v", skipped)
	}
}

// pdfText runs a poppler tool on the PDF; the test is skipped without it.
func pdfText(t *testing.T, tool string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s is not installed (poppler-utils)", tool)
	}
	out, err := exec.Command(tool, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", tool, err, out)
	}
	return string(out)
}

// TestTypicalDRGNFitsOneSheet: a typical character (the book's default
// traits, 000_83d7bea2fb475415.txt "All traits start with a score of 10",
// four abilities, a full set of Tier 1 gear) prints on one folded sheet,
// two pages, on Letter and on A4, with nothing cut; its weapons with their
// damage and its abilities with power, cost per use and uses are on the
// Combat panel (page 2, left half).
func TestTypicalDRGNFitsOneSheet(t *testing.T) {
	f := readFile(t, "../../rules/drgn/testdata/typical.json")
	s := sheetOf(t, f, Options{})
	for _, paper := range []pdf.Paper{pdf.Letter, pdf.A4} {
		t.Run(paper.String(), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), pdf.FileName(f.Name))
			res, err := pdf.WriteFileAtomic(context.Background(), path, []sheet.Sheet{s}, pdf.Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			if res.Pages != 2 || res.ContinuationSheets != 0 || len(res.Warnings) != 0 {
				t.Errorf("result %+v, want 2 pages, no continuation, no warning", res)
			}
			if info := pdfText(t, "pdfinfo", path); !regexp.MustCompile(`(?m)^Pages:\s+2$`).MatchString(info) {
				t.Errorf("pdfinfo:\n%s", info)
			}
			all := strings.Join(strings.Fields(pdfText(t, "pdftotext", path, "-")), " ")
			for _, want := range []string{
				f.Name, // the whole name, not shortened
				"clockwork third arm that holds a lantern or a shield while both hands are busy",
				"Sleight of Hand", "Lock Picking", "Unarmed Combat", "Constitution", "Ranged Weapons",
			} {
				if !strings.Contains(all, want) {
					t.Errorf("%q is not printed in full", want)
				}
			}
			combat := strings.Join(strings.Fields(pdfText(t, "pdftotext", "-f", "2", "-l", "2", "-x", "0", "-y", "0", "-W", "396", "-H", "612", path, "-")), " ")
			for _, want := range []string{
				"Longsword 6 Slashing", "Hand Crossbow 4 Piercing", // Derive's damage
				"Lantern Flare 10 Fire 16 3", "Mend Wounds 8 Force 9 2", "Shadowstep Force 2 2", "Iron Skin Force 5 1",
			} {
				if !strings.Contains(combat, want) {
					t.Errorf("combat panel lacks %q:\n%s", want, combat)
				}
			}
		})
	}
}

// TestBlankSheetsFitOneSheet: a blank sheet of every system is one sheet of
// paper (two pages), with no continuation, on Letter and A4.
func TestBlankSheetsFitOneSheet(t *testing.T) {
	for _, id := range Designed() {
		s, err := BlankSheet(id, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, paper := range []pdf.Paper{pdf.Letter, pdf.A4} {
			var buf bytes.Buffer
			res, err := pdf.Write(&buf, []sheet.Sheet{s}, pdf.Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			if res.Pages != 2 || res.ContinuationSheets != 0 {
				t.Errorf("blank %s on %s: %d pages, %d continuation sheets; want one folded sheet", id, paper, res.Pages, res.ContinuationSheets)
			}
		}
	}
}

// TestTypicalNewSystemCharactersFitOneSheet: the typical DvR, Evening and
// roll-under characters in testdata print on one folded sheet, on Letter
// and A4, with no continuation and no text shortened to fit (a shortened
// roll-under score note was cut mid-number).
func TestTypicalNewSystemCharactersFitOneSheet(t *testing.T) {
	for _, name := range []string{"dvr", "evening", "rollunder"} {
		f := readFile(t, filepath.Join("testdata", name+".json"))
		if f.System != name {
			t.Fatalf("%s.json is a %s character", name, f.System)
		}
		s := sheetOf(t, f, Options{})
		for _, paper := range []pdf.Paper{pdf.Letter, pdf.A4} {
			var buf bytes.Buffer
			res, err := pdf.Write(&buf, []sheet.Sheet{s}, pdf.Options{Paper: paper})
			if err != nil {
				t.Fatal(err)
			}
			if res.Pages != 2 || res.ContinuationSheets != 0 || len(res.Warnings) != 0 {
				t.Errorf("%s on %s: %+v, want 2 pages, no continuation, no warning", name, paper, res)
			}
		}
	}
}
