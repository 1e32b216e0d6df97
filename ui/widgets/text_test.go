package widgets

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"
)

// TestShownLeavesOnlyGlyphsTheFontHas: every character of every string
// literal in rules/ (whose text the screens show through Shown) is one the
// app's font can draw once Shown has readied it; "−", "→" and "≤" drew as
// empty boxes. Sheets (sheet.go, drawn by export/pdf with its own
// replacements) and the command line's text (rules/tool) are left out.
func TestShownLeavesOnlyGlyphsTheFontHas(t *testing.T) {
	font, err := sfnt.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	has := func(r rune) bool {
		i, err := font.GlyphIndex(&buf, r)
		return err == nil && i != 0
	}
	for _, r := range "−→≤≥⌊⌋⌈⌉✓" {
		if has(r) {
			continue
		}
		for _, s := range Shown(string(r)) {
			if !has(s) {
				t.Errorf("Shown(%q) still has %q, which the font lacks", r, s)
			}
		}
	}
	reported := map[rune]bool{}
	err = filepath.Walk("../../rules", func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if info.IsDir() && info.Name() == "tool" {
			return filepath.SkipDir
		}
		if info.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || info.Name() == "sheet.go" {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		var sc scanner.Scanner
		sc.Init(fset.AddFile(path, -1, len(src)), src, nil, 0)
		for {
			pos, tok, lit := sc.Scan()
			if tok == token.EOF {
				return nil
			}
			if tok != token.STRING {
				continue
			}
			text, err := strconv.Unquote(lit)
			if err != nil {
				continue
			}
			for _, r := range Shown(text) {
				if r >= 0x80 && !has(r) && !reported[r] {
					reported[r] = true
					t.Errorf("%s: %q (U+%04X) draws as a box: add it to plainGlyphs", fset.Position(pos), r, r)
				}
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}
