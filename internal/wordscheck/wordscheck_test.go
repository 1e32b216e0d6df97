package wordscheck

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"sessionzero/export/charfile"
	"sessionzero/export/sheets"
	"sessionzero/rules/systems"
)

// root is the repository, two folders up from this package.
const root = "../.."

// checkedTrees are the folders whose non-test Go code makes what users
// read: windows, CLI text and JSON, sheets, explain lines.
var checkedTrees = []string{"ui", "rules", "export", "cmd", "model"}

// TestNoReferencesInStringLiterals fails on every string literal in
// non-test code that carries one of our references (issue 28: "A test
// fails on any string literal in non-test code under ui/, rules/, export/
// or cmd/ that carries a line number, a decision or spec id or a book file
// name"). Comments are free.
func TestNoReferencesInStringLiterals(t *testing.T) {
	var hits []string
	for _, tree := range checkedTrees {
		err := filepath.WalkDir(filepath.Join(root, tree), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "testdata" {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			found, err := literalsIn(path)
			hits = append(hits, found...)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(hits) > 0 {
		t.Errorf("%d string literal(s) carry a book line number, a decision or spec id, a spec section or a book file name; "+
			"name the book's own section instead, or nothing, and keep the reference in a comment:\n%s",
			len(hits), strings.Join(hits, "\n"))
	}
}

// literalsIn lists the offending literals of one Go file as
// "path:line: text".
func literalsIn(path string) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("parsing %s: %w", path, err)
	}
	var hits []string
	rel, _ := filepath.Rel(root, path)
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		text, err := strconv.Unquote(lit.Value)
		if err != nil {
			text = lit.Value
		}
		if ref := Reference(text); ref != "" {
			hits = append(hits, fmt.Sprintf("%s:%d: %q (%s)", filepath.ToSlash(rel), fset.Position(lit.Pos()).Line, short(text), ref))
		}
		return true
	})
	return hits, nil
}

// short is text cut to a line's length for a report.
func short(text string) string {
	if r := []rune(text); len(r) > 90 {
		return string(r[:90]) + "…"
	}
	return text
}

// sampleCharacters are the character files of the rules' and sheets'
// tests (rules/*/testdata, export/sheets/testdata), by system id.
func sampleCharacters(t *testing.T) map[string][]charfile.File {
	t.Helper()
	var paths []string
	for _, pattern := range []string{"rules/*/testdata/*.json", "export/sheets/testdata/*.json"} {
		m, err := filepath.Glob(filepath.Join(root, pattern))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, m...)
	}
	sort.Strings(paths)
	out := map[string][]charfile.File{}
	for _, p := range paths {
		raw, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(raw), `"sessionzero/character"`) {
			continue // an encounter or a table, not a character
		}
		f, err := charfile.Parse(raw)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out[f.System] = append(out[f.System], f)
	}
	return out
}

// TestNoReferencesInDeriveOrSheets reads what `derive` (text and --json)
// and the printed sheets say for each system's new character, its sample
// characters and its blank sheet (issue 28: "and on any such text in
// derive output or sheet text for each system").
func TestNoReferencesInDeriveOrSheets(t *testing.T) {
	samples := sampleCharacters(t)
	var hits []string
	check := func(what string, v any) {
		seen := map[string]bool{}
		for _, s := range Strings(v) {
			if ref := Reference(s); ref != "" && !seen[s] {
				seen[s] = true
				hits = append(hits, fmt.Sprintf("%s: %q (%s)", what, short(s), ref))
			}
		}
	}
	for _, sys := range systems.All() {
		chars := append([]charfile.File{{System: sys.ID(), Name: "New " + sys.Name(), Data: sys.NewCharacter()}}, samples[sys.ID()]...)
		if len(samples[sys.ID()]) == 0 {
			t.Logf("%s has no sample character under rules/%s/testdata or export/sheets/testdata; only a new one is read", sys.Name(), sys.ID())
		}
		for _, c := range chars {
			d, err := sys.Derive(c.Data)
			if err != nil {
				t.Errorf("derive %s: %v", c.Name, err)
				continue
			}
			check(fmt.Sprintf("%s derive of %s", sys.ID(), c.Name), d)
			var asJSON any
			raw, err := json.Marshal(d)
			if err == nil && json.Unmarshal(raw, &asJSON) == nil {
				check(fmt.Sprintf("%s derive --json of %s", sys.ID(), c.Name), asJSON)
			}
			if !sheets.HasSheet(sys.ID()) {
				continue
			}
			sh, err := sheets.SheetFor(sys.ID(), c.Name, c.Player, c.Campaign, c.Data, allExtras())
			if err != nil {
				t.Errorf("sheet of %s: %v", c.Name, err)
				continue
			}
			check(fmt.Sprintf("%s sheet of %s", sys.ID(), c.Name), sh)
		}
		if sheets.HasSheet(sys.ID()) {
			sh, err := sheets.BlankSheet(sys.ID(), allExtras())
			if err != nil {
				t.Errorf("blank %s sheet: %v", sys.Name(), err)
				continue
			}
			check(fmt.Sprintf("%s blank sheet", sys.ID()), sh)
		}
	}
	if len(hits) > 0 {
		t.Errorf("%d text(s) a player reads carry our references:\n%s", len(hits), strings.Join(hits, "\n"))
	}
}

// allExtras asks for every optional page, so their text is read too.
func allExtras() sheets.Options {
	opts := sheets.Options{Extras: map[string]bool{}}
	for _, e := range sheets.Extras() {
		opts.Extras[e.Key] = true
	}
	return opts
}

// TestReference: the patterns find each kind of reference and leave
// ordinary text alone.
func TestReference(t *testing.T) {
	for text, want := range map[string]bool{
		"min(20, start 3 + floor(XP 0 / 5)) (L181, EVE-2)": true,
		"Progression (L201–221)":                           true,
		"004_5b2569e2fc4c8c7e.txt L42":                     true,
		"see spec §6.2":                                    true,
		"RU-12":                                            true,
		"Defense checks › Circumstantial bonuses":          false,
		"Level 12, 14 damage":                              false,
		"Max HP 250 = Constitution 50 × 4 × 1.25 (Large)":  false,
	} {
		if got := Reference(text) != ""; got != want {
			t.Errorf("Reference(%q) found = %v, want %v", text, got, want)
		}
	}
	type inner struct{ Note string }
	got := Strings(struct {
		A []any
		M map[string]*inner
	}{A: []any{"one", 2, inner{"two"}}, M: map[string]*inner{"three": {"four"}}})
	sort.Strings(got)
	if strings.Join(got, ",") != "four,one,three,two" {
		t.Errorf("Strings found %q", got)
	}
}
