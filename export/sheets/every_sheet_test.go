package sheets

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"sessionzero/export/charfile"
	"sessionzero/export/pdf"
	"sessionzero/rules"
	"sessionzero/rules/sheet"
	"sessionzero/rules/systems"
)

// Issue 26, "Every sheet": a typical filled sheet and the blank one of each
// of the five systems print with every heading and value inside its box (no
// text shortened, cut or over its edge), nothing on the page is a
// placeholder, and each labelled number is derive's.

// typicalFiles are the typical characters of each system.
var typicalFiles = map[string]string{
	"drgn":       "../../rules/drgn/testdata/typical.json",
	"dragonhead": "../../rules/dragonhead/testdata/megan.json",
	"dvr":        "testdata/dvr.json",
	"evening":    "testdata/evening.json",
	"rollunder":  "testdata/rollunder.json",
}

// sameNumber compares a printed value with derive's text, ignoring the
// thousands separator and a plus sign ("3,500" is 3500, "+2" is 2).
func sameNumber(printed, derived string) bool {
	norm := func(s string) string { return strings.TrimPrefix(strings.ReplaceAll(s, ",", ""), "+") }
	return norm(printed) == norm(derived)
}

// placeholders are texts no printed sheet should carry: unfinished words,
// Go's formatting of a missing value, a cut the sheet itself announces.
var placeholders = []string{"TODO", "TBD", "FIXME", "placeholder", "lorem", "<nil>", "%!", "NaN", "(the book's text is cut off)", "Back cover"}

// sheetTexts lists every text of a sheet: panel titles, blocks, extra pages.
func sheetTexts(s sheet.Sheet) []string {
	var out []string
	for _, p := range s.Panels {
		out = append(out, p.Title)
		out = append(out, sheet.AllTexts(p.Blocks)...)
	}
	for _, fp := range s.Extras {
		out = append(out, fp.Title)
		for _, c := range fp.Columns {
			out = append(out, sheet.AllTexts(c.Blocks)...)
		}
	}
	return out
}

// labelled walks the blocks for label → value pairs (fields and scores),
// into Columns too; add reports whether the label is one of derive's.
func labelled(blocks []sheet.Block, add func(label, value string) bool) {
	for _, b := range blocks {
		switch x := b.(type) {
		case sheet.Fields:
			for _, it := range x.Items {
				add(it.Label, it.Value)
			}
		case sheet.Scores:
			for _, it := range x.Items {
				// A note after the label belongs to it when the two make
				// derive's label ("Evasion" "damage reduction").
				if it.Note == "" || !add(it.Label+" "+it.Note, it.Value) {
					add(it.Label, it.Value)
				}
			}
		case sheet.Columns:
			for _, c := range x.Columns {
				labelled(c.Blocks, add)
			}
		}
	}
}

func TestEverySheetFitsAndIsDerives(t *testing.T) {
	if len(Designed()) != 5 {
		t.Fatalf("systems with a sheet: %v, want all five", Designed())
	}
	for _, id := range Designed() {
		for _, kind := range []string{"filled", "blank"} {
			t.Run(id+" "+kind, func(t *testing.T) {
				var s sheet.Sheet
				var d rules.Derived
				if kind == "blank" {
					var err error
					if s, err = BlankSheet(id, Options{}); err != nil {
						t.Fatal(err)
					}
				} else {
					f := readFile(t, filepath.FromSlash(typicalFiles[id]))
					if f.System != id {
						t.Fatalf("%s is a %s character", typicalFiles[id], f.System)
					}
					s = sheetOf(t, f, Options{})
					d = derived(t, f)
				}
				for _, paper := range []pdf.Paper{pdf.Letter, pdf.A4} {
					var buf bytes.Buffer
					res, err := pdf.Write(&buf, []sheet.Sheet{s}, pdf.Options{Paper: paper})
					if err != nil {
						t.Fatal(err)
					}
					if len(res.Warnings) != 0 || res.ContinuationSheets != 0 {
						t.Errorf("on %s: %d continuation sheets; text that does not fit:\n%s", paper, res.ContinuationSheets, strings.Join(res.Warnings, "\n"))
					}
				}
				for _, text := range sheetTexts(s) {
					for _, p := range placeholders {
						if strings.Contains(strings.ToLower(text), strings.ToLower(p)) {
							t.Errorf("placeholder %q on the sheet: %q", p, text)
						}
					}
					if strings.HasSuffix(text, "…") || strings.HasSuffix(text, "...") {
						t.Errorf("text cut short on the sheet: %q", text)
					}
				}
				if kind == "blank" {
					return
				}
				byLabel := map[string]rules.Value{}
				for _, v := range d.Values {
					if v.Text() != "" {
						byLabel[strings.ToLower(v.Label)] = v
					}
				}
				matched := 0
				for _, p := range s.Panels {
					labelled(p.Blocks, func(label, value string) bool {
						v, ok := byLabel[strings.ToLower(label)]
						if !ok {
							return false
						}
						if b, isBool := v.Value.(bool); isBool && !b {
							return true // a box left empty for "no" (DvR's Crisis)
						}
						if value == "" {
							// Issue 26: "Evening: the Health box is empty on a filled sheet."
							t.Errorf("%s prints nothing, derive says %q", label, v.Text())
							return true
						}
						matched++
						if !sameNumber(value, v.Text()) {
							t.Errorf("%s prints %q, derive says %q (%s)", label, value, v.Text(), v.Explain)
						}
						return true
					})
				}
				if matched == 0 {
					t.Errorf("no labelled value of the sheet is one of derive's")
				}
			})
		}
	}
}

// derived is what `derive` computes for the character file.
func derived(t *testing.T, f charfile.File) rules.Derived {
	t.Helper()
	sys, ok := systems.ByID(f.System)
	if !ok {
		t.Fatalf("no system %q", f.System)
	}
	d, err := sys.Derive(f.Data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}
