package widgets

import (
	"go/ast"
	"go/parser"
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
	has := fontHas(t)
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
	err := filepath.Walk("../../rules", func(path string, info os.FileInfo, err error) error {
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

// fontHas tells whether the app's text font draws a character.
func fontHas(t *testing.T) func(rune) bool {
	t.Helper()
	font, err := sfnt.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	return func(r rune) bool {
		i, err := font.GlyphIndex(&buf, r)
		return err == nil && i != 0
	}
}

// TestUILabelsUseGlyphsTheFontHas: every string literal in ui/ is text the
// font can draw as written ("−" U+2212, "→", "≤", "⌈⌉" and "✓" drew as
// empty boxes when a literal reached a plain label or SetText): write it
// in ASCII. Only the replacements that read such characters (Shown's own
// replacer, input that accepts a typed "−") may name them.
func TestUILabelsUseGlyphsTheFontHas(t *testing.T) {
	has := fontHas(t)
	err := filepath.Walk("..", func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
					if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "strings" && strings.Contains(sel.Sel.Name, "Replace") {
						return false // reads the glyph, does not show it
					}
				}
			}
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			text, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			for _, r := range text {
				if r >= 0x80 && !has(r) {
					t.Errorf("%s: %q (U+%04X) draws as a box: write the text in ASCII (or pass it through widgets.Shown)", fset.Position(lit.Pos()), r, r)
					break
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
