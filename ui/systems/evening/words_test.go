package evening

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// internalRef is what a player must never read: a book line number (L181,
// (L12), a decision or spec id (EVE-2), a spec section or a book file name
// (the same patterns as /work/shared/tools/words-check).
var internalRef = regexp.MustCompile(`\(L\d{1,4}|\bL\d{2,4}(?:[–-]\d+)?\b|\b(?:EVE|RU|DVR|DH|DRGN)-\d+\b|spec(?:s/|\s*§)|§\s?\d|\b[0-9a-f]{16}\.txt\b|\b00[0-4]_`)

// TestNoInternalReferencesInEveningText reads every string literal of this
// package's and its tracker's code (comments and tests are ours and free):
// a player names the book's own section, never our line numbers or ids.
func TestNoInternalReferencesInEveningText(t *testing.T) {
	for _, dir := range []string{".", "tracker"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			fs := token.NewFileSet()
			file, err := parser.ParseFile(fs, f, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(file, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && internalRef.MatchString(lit.Value) {
					t.Errorf("%s: %s", fs.Position(lit.Pos()), lit.Value)
				}
				return true
			})
		}
	}
}
