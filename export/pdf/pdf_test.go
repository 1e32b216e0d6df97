package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/sheet"
)

const mmToPt = 72 / 25.4

// render writes sheets to a PDF file in a temporary directory.
func render(t *testing.T, sheets []sheet.Sheet, opts Options) (string, Result) {
	t.Helper()
	var buf bytes.Buffer
	res, err := Write(&buf, sheets, opts)
	if err != nil {
		t.Fatalf("Write: %v", err)
	}
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, res
}

func needTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Skipf("%s is not installed (poppler-utils)", name)
	}
}

type pdfInfo struct {
	pages  int
	wPt    float64
	hPt    float64
	format string
}

func readInfo(t *testing.T, path string) pdfInfo {
	t.Helper()
	needTool(t, "pdfinfo")
	out, err := exec.Command("pdfinfo", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
	var info pdfInfo
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "Pages:"); ok {
			info.pages, _ = strconv.Atoi(strings.TrimSpace(v))
		}
		if v, ok := strings.CutPrefix(line, "Page size:"); ok {
			// "792 x 612 pts (letter)"
			if _, err := fmt.Sscanf(strings.TrimSpace(v), "%g x %g pts", &info.wPt, &info.hPt); err != nil {
				t.Fatalf("page size %q: %v", v, err)
			}
			if i := strings.Index(v, "("); i >= 0 {
				info.format = strings.Trim(v[i:], "() ")
			}
		}
	}
	return info
}

// word is one word pdftotext found, with its box in points.
type word struct {
	page                   int
	xMin, yMin, xMax, yMax float64
	text                   string
}

var (
	pageRe = regexp.MustCompile(`<page width="([\d.]+)" height="([\d.]+)">`)
	wordRe = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)
)

// readWords runs pdftotext -bbox and returns every word with its page.
func readWords(t *testing.T, path string) (words []word, pageW, pageH float64) {
	t.Helper()
	needTool(t, "pdftotext")
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	page := 0
	for _, line := range strings.Split(string(out), "\n") {
		if m := pageRe.FindStringSubmatch(line); m != nil {
			page++
			pageW, _ = strconv.ParseFloat(m[1], 64)
			pageH, _ = strconv.ParseFloat(m[2], 64)
			continue
		}
		if m := wordRe.FindStringSubmatch(line); m != nil {
			w := word{page: page, text: htmlUnescape(m[5])}
			w.xMin, _ = strconv.ParseFloat(m[1], 64)
			w.yMin, _ = strconv.ParseFloat(m[2], 64)
			w.xMax, _ = strconv.ParseFloat(m[3], 64)
			w.yMax, _ = strconv.ParseFloat(m[4], 64)
			words = append(words, w)
		}
	}
	return words, pageW, pageH
}

func htmlUnescape(s string) string {
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#39;", "'").Replace(s)
}

// panelOf says which panel a word is printed on: page 1 of a sheet is
// [4 | 1], page 2 is [2 | 3]; continuation sheets repeat the pattern.
func panelOf(w word, pageW float64) int {
	left := w.xMax <= pageW/2
	front := w.page%2 == 1
	switch {
	case front && left:
		return 4
	case front:
		return 1
	case left:
		return 2
	}
	return 3
}

// findWord returns the first word equal to text.
func findWord(words []word, text string) (word, bool) {
	for _, w := range words {
		if w.text == text {
			return w, true
		}
	}
	return word{}, false
}

func TestPageCountSizeAndOrientation(t *testing.T) {
	tests := []struct {
		name   string
		sheets []sheet.Sheet
		paper  Paper
		pages  int
		wPt    float64
		hPt    float64
	}{
		{"dragonhead letter", []sheet.Sheet{dragonhead.Sheet(megan(), dragonhead.SheetOptions{})}, Letter, 2, 792, 612},
		{"dragonhead a4", []sheet.Sheet{dragonhead.Sheet(megan(), dragonhead.SheetOptions{})}, A4, 2, 841.89, 595.28},
		// The placemat is one page, padded with a blank back so that the next
		// sheet starts on its own paper.
		{"dragonhead with placemat", []sheet.Sheet{dragonhead.Sheet(megan(), dragonhead.SheetOptions{Placemat: true})}, Letter, 4, 792, 612},
		{"drgn letter", []sheet.Sheet{drgn.Sheet(ragnar())}, Letter, 2, 792, 612},
		{"drgn a4", []sheet.Sheet{drgn.Sheet(ragnar())}, A4, 2, 841.89, 595.28},
		{"party of three", []sheet.Sheet{drgn.Sheet(ragnar()), dragonhead.Sheet(megan(), dragonhead.SheetOptions{}), drgn.Sheet(drgn.SheetInput{})}, A4, 6, 841.89, 595.28},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, res := render(t, tt.sheets, Options{Paper: tt.paper})
			info := readInfo(t, path)
			if info.pages != tt.pages || res.Pages != tt.pages {
				t.Errorf("pages: pdfinfo %d, Result %d, want %d", info.pages, res.Pages, tt.pages)
			}
			if abs(info.wPt-tt.wPt) > 0.5 || abs(info.hPt-tt.hPt) > 0.5 {
				t.Errorf("page size %gx%g pt, want %gx%g", info.wPt, info.hPt, tt.wPt, tt.hPt)
			}
			if info.wPt <= info.hPt {
				t.Errorf("page is portrait (%gx%g), want landscape", info.wPt, info.hPt)
			}
			if res.Sheets != len(tt.sheets) {
				t.Errorf("Result.Sheets = %d, want %d", res.Sheets, len(tt.sheets))
			}
		})
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestTextLandsInItsPanel(t *testing.T) {
	tests := []struct {
		name   string
		sheet  sheet.Sheet
		panels map[string]int
	}{
		{"dragonhead", dragonhead.Sheet(megan(), dragonhead.SheetOptions{}), map[string]int{
			"Character": 1, "Zoë": 1, "Relentless,": 1, "Muscle": 1, "Leadership": 1, "Skills": 1,
			"Stun": 2, "13/9": 2, "Hinders": 2, "Kick": 2, "Rests": 2,
			"Equipment": 3, "Backpack": 3, "Climate": 3, "Wm": 3, "Adj": 3,
			"Experience": 4, "Portrait": 4, "Ashen": 4, "Stonebridge.": 4, "Unspent": 4, "5,000": 4,
		}},
		{"drgn", drgn.Sheet(ragnar()), map[string]int{
			"Łukasz": 1, "Concept": 1, "Humanoid": 1, "Features": 1, "Athletics": 1,
			"Toughness": 2, "Attunement": 2, "Electric,": 2, "Prep:": 2, "Inhibited": 2,
			"Heavy": 3, "Harpoon": 3, "Trinkets": 3, "Whale-bone": 3,
			"Cost/use": 2, "Components:": 4, "Epicoins": 4, "Risk": 4,
		}},
	}
	for _, tt := range tests {
		for _, paper := range []Paper{Letter, A4} {
			t.Run(tt.name+" "+paper.String(), func(t *testing.T) {
				path, _ := render(t, []sheet.Sheet{tt.sheet}, Options{Paper: paper})
				words, pageW, _ := readWords(t, path)
				for text, want := range tt.panels {
					found := false
					for _, w := range words {
						if w.text != text {
							continue
						}
						found = true
						if got := panelOf(w, pageW); got != want {
							t.Errorf("%q is on panel %d (page %d, x %.0f), want panel %d", text, got, w.page, w.xMin, want)
						}
					}
					if !found {
						t.Errorf("%q not printed", text)
					}
				}
			})
		}
	}
}

func TestMarginsKeepClearOfEdgesAndFold(t *testing.T) {
	const minPt = 6 * mmToPt
	for _, paper := range []Paper{Letter, A4} {
		t.Run(paper.String(), func(t *testing.T) {
			sheets := []sheet.Sheet{dragonhead.Sheet(longDragonhead(), dragonhead.SheetOptions{Placemat: true}), drgn.Sheet(ragnar())}
			path, _ := render(t, sheets, Options{Paper: paper})
			words, pageW, pageH := readWords(t, path)
			if len(words) < 100 {
				t.Fatalf("only %d words found", len(words))
			}
			fold := pageW / 2
			for _, w := range words {
				if w.xMin < minPt || w.yMin < minPt || w.xMax > pageW-minPt || w.yMax > pageH-minPt {
					t.Errorf("%q (page %d) is within 6 mm of the paper edge: %.1f,%.1f–%.1f,%.1f", w.text, w.page, w.xMin, w.yMin, w.xMax, w.yMax)
				}
				if w.xMax > fold-minPt && w.xMin < fold+minPt && !isFlatPage(w.page) {
					t.Errorf("%q (page %d) is within 6 mm of the fold", w.text, w.page)
				}
			}
		})
	}
}

// isFlatPage: the long Dragonhead sheet has one continuation sheet (pages
// 1–4), then the placemat (page 5) and its blank back (page 6).
func isFlatPage(page int) bool { return page == 5 || page == 6 }

func TestUTF8Names(t *testing.T) {
	in := megan()
	in.Name = "Zoë Łukasz Ægir"
	in.Player = "Ævar Ñandú Ødegård"
	in.Skills = append(in.Skills, dragonhead.SheetSkill{Name: "Ελληνικά", Bonus: "+1"}, dragonhead.SheetSkill{Name: "Русский", Bonus: "+0"})
	path, _ := render(t, []sheet.Sheet{dragonhead.Sheet(in, dragonhead.SheetOptions{})}, Options{})
	needTool(t, "pdftotext")
	out, err := exec.Command("pdftotext", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Zoë", "Łukasz", "Ægir", "Ævar", "Ñandú", "Ødegård", "Ελληνικά", "Русский"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("%q missing from the PDF's text", want)
		}
	}
}

func TestFontsAreEmbeddedAndSubset(t *testing.T) {
	needTool(t, "pdffonts")
	path, _ := render(t, []sheet.Sheet{dragonhead.Sheet(megan(), dragonhead.SheetOptions{})}, Options{})
	out, err := exec.Command("pdffonts", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")[2:]
	if len(lines) < 2 {
		t.Fatalf("pdffonts lists %d fonts:\n%s", len(lines), out)
	}
	for _, l := range lines {
		f := strings.Fields(l)
		// name type... emb sub uni id gen: "yes" in the emb column.
		if len(f) < 6 || f[len(f)-5] != "yes" {
			t.Errorf("font not embedded: %s", l)
		}
	}
	// The four Noto Sans faces weigh 1.8 MB in full; subset, the sheet is small.
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Size() > 300_000 {
		t.Errorf("PDF is %d bytes: fonts do not look subset", st.Size())
	}
}

func TestOverflowGoesToContinuationSheet(t *testing.T) {
	for _, paper := range []Paper{Letter, A4} {
		t.Run(paper.String(), func(t *testing.T) {
			path, res := render(t, []sheet.Sheet{dragonhead.Sheet(longDragonhead(), dragonhead.SheetOptions{})}, Options{Paper: paper})
			if res.ContinuationSheets != 1 || res.Pages != 4 {
				t.Fatalf("ContinuationSheets %d, Pages %d; want 1 and 4", res.ContinuationSheets, res.Pages)
			}
			got := map[int]bool{}
			for _, o := range res.Overflows {
				got[o.Panel] = true
				if o.Character != "Łukasz the Long-Winded" || o.ContinuationSheets != 1 {
					t.Errorf("overflow %+v", o)
				}
			}
			if !got[2] || !got[3] || len(got) != 2 {
				t.Errorf("overflowed panels %v, want 2 (attacks) and 3 (equipment)", got)
			}
			words, pageW, _ := readWords(t, path)
			// Every attack and item is printed exactly once: on panel 2 or 3
			// of the sheet, or packed on the continuation sheet.
			for i := 1; i <= 30; i++ {
				for _, c := range []struct {
					prefix string
					panel  int
				}{{"Spell", 2}, {"Trinket", 3}} {
					n := 0
					for j, w := range words {
						if w.text == c.prefix && j+1 < len(words) && words[j+1].text == strconv.Itoa(i) {
							n++
							p := panelOf(w, pageW)
							if w.page <= 2 && p != c.panel || w.page > 2 && p != 1 {
								t.Errorf("%s %d on page %d, panel %d", c.prefix, i, w.page, p)
							}
						}
					}
					if n != 1 {
						t.Errorf("%s %d printed %d times", c.prefix, i, n)
					}
				}
			}
			last, ok := findWord(words, "(continued)")
			if !ok || last.page < 3 {
				t.Errorf("no \"(continued)\" title on the continuation sheet")
			}
			// The overflow is packed from the continuation's panel 1 on; the
			// space it leaves is lined notes, never an empty panel.
			notes := map[int]bool{}
			for _, w := range words {
				if w.page > 2 && w.text == "Notes" {
					notes[panelOf(w, pageW)] = true
				}
			}
			if !notes[2] || !notes[3] || !notes[4] || notes[1] {
				t.Errorf("continuation panels with notes %v, want 2, 3 and 4", notes)
			}
			note := false
			for _, w := range words {
				if w.page == 2 && w.text == "continuation" {
					note = true
				}
			}
			if !note {
				t.Errorf("the overflowing panels do not say they continue")
			}
		})
	}
}

func TestBlankSheetsFitWithoutContinuation(t *testing.T) {
	blanks := map[string]sheet.Sheet{
		"dragonhead": dragonhead.Sheet(dragonhead.SheetInput{}, dragonhead.SheetOptions{Placemat: true}),
		"drgn":       drgn.Sheet(drgn.SheetInput{}),
	}
	for name, s := range blanks {
		for _, paper := range []Paper{Letter, A4} {
			t.Run(name+" "+paper.String(), func(t *testing.T) {
				path, res := render(t, []sheet.Sheet{s}, Options{Paper: paper})
				if res.ContinuationSheets != 0 || len(res.Overflows) != 0 || len(res.Warnings) != 0 {
					t.Errorf("blank sheet overflowed: %+v", res)
				}
				words, pageW, _ := readWords(t, path)
				w, ok := findWord(words, "Name")
				if !ok || panelOf(w, pageW) != 1 {
					t.Errorf("blank sheet has no Name line on panel 1")
				}
			})
		}
	}
}

// darkness renders page 1 at low resolution and sums how dark it is.
func darkness(t *testing.T, path string) float64 {
	t.Helper()
	needTool(t, "pdftoppm")
	prefix := filepath.Join(t.TempDir(), "page")
	if out, err := exec.Command("pdftoppm", "-png", "-gray", "-r", "30", "-f", "1", "-l", "1", "-singlefile", path, prefix).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	img := decodePNG(t, prefix+".png")
	sum := 0.0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g, _, _, _ := img.At(x, y).RGBA()
			sum += float64(0xffff-g) / 0xffff
		}
	}
	return sum / float64(b.Dx()*b.Dy())
}

func TestInkSavingUsesLessInk(t *testing.T) {
	for _, s := range []sheet.Sheet{dragonhead.Sheet(megan(), dragonhead.SheetOptions{}), drgn.Sheet(ragnar())} {
		normal, _ := render(t, []sheet.Sheet{s}, Options{})
		saving, _ := render(t, []sheet.Sheet{s}, Options{InkSaving: true})
		dn, ds := darkness(t, normal), darkness(t, saving)
		if ds >= dn {
			t.Errorf("%s: ink-saving darkness %.4f, normal %.4f: want clearly less", s.System, ds, dn)
		}
	}
}

func TestPrintingNoteAndFold(t *testing.T) {
	path, _ := render(t, []sheet.Sheet{drgn.Sheet(ragnar())}, Options{})
	needTool(t, "pdftotext")
	out, err := exec.Command("pdftotext", "-f", "1", "-l", "1", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(strings.Fields(string(out)), " "), "flip on short edge") {
		t.Errorf("printing note missing from the front page")
	}
	// The fold is a grey vertical line down the middle of the page: the
	// middle column of pixels is darker than the columns beside it.
	prefix := filepath.Join(t.TempDir(), "fold")
	if out, err := exec.Command("pdftoppm", "-png", "-gray", "-r", "72", "-f", "2", "-l", "2", "-singlefile", path, prefix).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	img := decodePNG(t, prefix+".png")
	mid := img.Bounds().Dx() / 2
	if col(img, mid-1)+col(img, mid) <= 2*col(img, mid-12) {
		t.Errorf("no fold line in the middle of the back page")
	}
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// col is how dark column x of img is.
func col(img image.Image, x int) float64 {
	sum := 0.0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		g, _, _, _ := img.At(x, y).RGBA()
		sum += float64(0xffff-g) / 0xffff
	}
	return sum
}

func TestProgressAndCancel(t *testing.T) {
	sheets := make([]sheet.Sheet, 5)
	for i := range sheets {
		sheets[i] = drgn.Sheet(ragnar())
	}
	var calls []string
	var buf bytes.Buffer
	_, err := Write(&buf, sheets, Options{Progress: func(done, total int) { calls = append(calls, fmt.Sprintf("%d/%d", done, total)) }})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(calls, " "); got != "1/5 2/5 3/5 4/5 5/5" {
		t.Errorf("progress calls %q", got)
	}

	ctx, cancel := context.WithCancel(context.Background())
	buf.Reset()
	_, err = WriteContext(ctx, &buf, sheets, Options{Progress: func(done, total int) {
		if done == 2 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled batch: err = %v, want context.Canceled", err)
	}
	if buf.Len() != 0 {
		t.Errorf("cancelled batch wrote %d bytes", buf.Len())
	}
}

func TestBadInput(t *testing.T) {
	var buf bytes.Buffer
	if _, err := Write(&buf, nil, Options{}); !errors.Is(err, ErrNoSheets) {
		t.Errorf("no sheets: err = %v", err)
	}
	if _, err := Write(&buf, sheetsForTest(), Options{Paper: Paper(7)}); err == nil {
		t.Errorf("unknown paper accepted")
	}
	for _, tt := range []struct {
		in   string
		want Paper
		ok   bool
	}{{"letter", Letter, true}, {"A4", A4, true}, {"a4", A4, true}, {"legal", Letter, false}, {"", Letter, false}} {
		got, err := ParsePaper(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParsePaper(%q) = %v, %v", tt.in, got, err)
		}
	}
}

func TestPrintable(t *testing.T) {
	stringCases(t, "printable", printable, []stringCase{
		{"Zoë Łukasz Ægir", "Zoë Łukasz Ægir"},
		{"Move −1", "Move -1"},
		{"a\tb\nc", "a b c"},
		{"dragon 🐉", "dragon ?"},
		{"→ next", "-> next"},
		{"½ × 1.5 — ok…", "½ × 1.5 — ok…"},
	})
}

func TestOversizeAndOverlongContentIsReported(t *testing.T) {
	s := sheet.Sheet{System: "Test", Character: "Tester"}
	s.Panel(1).Add(sheet.Portrait{Label: "Huge", Lines: 200})
	s.Panel(2).Add(sheet.Fields{Items: []sheet.Field{{Label: "Name", Value: strings.Repeat("Bartholomew ", 40)}}})
	// An emoji and a control character must not crash the font code.
	s.Panel(3).Add(sheet.Notes{Text: []string{"🐉 dragon\x07", strings.Repeat("word ", 1000)}})
	path, res := render(t, []sheet.Sheet{s}, Options{})
	joined := strings.Join(res.Warnings, "\n")
	words, _, _ := readWords(t, path)
	n := 0
	for _, w := range words {
		if w.text == "Bartholomew" {
			n++
		}
	}
	if n != 40 {
		t.Errorf("the wrapped name prints %d of 40 words", n)
	}
	if !strings.Contains(joined, "taller than the panel") {
		t.Errorf("oversize block not reported: %q", joined)
	}
	// The long name wraps instead of being cut: no warning, every word printed.
	if strings.Contains(joined, "text shortened") {
		t.Errorf("text was cut: %q", joined)
	}
	if res.ContinuationSheets < 1 || len(res.Overflows) != 1 || res.Overflows[0].Panel != 3 ||
		res.Overflows[0].ContinuationSheets != res.ContinuationSheets || res.Pages != 2+2*res.ContinuationSheets {
		t.Errorf("long notes: %+v", res)
	}
}

func benchmarkParty(b *testing.B, n int) {
	sheets := make([]sheet.Sheet, n)
	for i := range sheets {
		if i%2 == 0 {
			sheets[i] = dragonhead.Sheet(megan(), dragonhead.SheetOptions{})
		} else {
			sheets[i] = drgn.Sheet(ragnar())
		}
	}
	b.ResetTimer()
	for b.Loop() {
		var buf bytes.Buffer
		if _, err := Write(&buf, sheets, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParty8(b *testing.B)   { benchmarkParty(b, 8) }
func BenchmarkParty100(b *testing.B) { benchmarkParty(b, 100) }

// TestLongCellsWrapAndNothingIsCut: a table cell, a field value and a score
// label far too long for their width shrink and then wrap onto more lines
// (their rows grow); nothing is shortened, every word is printed once.
func TestLongCellsWrapAndNothingIsCut(t *testing.T) {
	long := func(word string, n int) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = fmt.Sprintf("%s%d", word, i)
		}
		return strings.Join(parts, " ")
	}
	s := sheet.Sheet{System: "Test", Character: "Tester"}
	s.Panel(1).Add(
		sheet.Table{Caption: "Items", Columns: []sheet.TableColumn{{Header: "Item", Weight: 3}, {Header: "Effect", Weight: 2}},
			Rows: [][]string{{"Rope", long("cell", 40)}, {"Lamp", "short"}}},
		sheet.Fields{Items: []sheet.Field{{Label: "Name", Value: long("name", 30)}, {Label: "Player", Value: "Ann"}}},
		sheet.Scores{Shape: sheet.Box, Across: 3, Items: []sheet.Score{{Label: long("label", 6), Value: "12"}, {Label: "Short", Value: "10"}}},
		sheet.Scores{Shape: sheet.Box, Across: 3, Compact: true, Items: []sheet.Score{{Label: long("grid", 6), Value: "-5"}}},
	)
	for _, paper := range []Paper{Letter, A4} {
		path, res := render(t, []sheet.Sheet{s}, Options{Paper: paper})
		if len(res.Warnings) != 0 || res.ContinuationSheets != 0 {
			t.Errorf("%s: %+v", paper, res)
		}
		words, _, _ := readWords(t, path)
		for _, c := range []struct {
			word  string
			n     int
			lines int // at least
		}{{"cell", 40, 3}, {"name", 30, 2}, {"label", 6, 2}, {"grid", 6, 2}} {
			rows := map[float64]bool{}
			for i := range c.n {
				found := 0
				for _, w := range words {
					if w.text == fmt.Sprintf("%s%d", c.word, i) {
						found++
						rows[math.Round(w.yMin)] = true
					}
				}
				if found != 1 {
					t.Errorf("%s: %s%d printed %d times", paper, c.word, i, found)
				}
			}
			if len(rows) < c.lines {
				t.Errorf("%s: %q on %d lines, want it wrapped onto at least %d", paper, c.word, len(rows), c.lines)
			}
		}
		// The rows below the wrapped cell moved down: "Lamp" is under the
		// last line of the long cell.
		lamp, _ := findWord(words, "Lamp")
		last, _ := findWord(words, "cell39")
		if lamp.yMin <= last.yMin {
			t.Errorf("%s: the next row (y %.1f) overlaps the wrapped cell (y %.1f)", paper, lamp.yMin, last.yMin)
		}
	}
}
