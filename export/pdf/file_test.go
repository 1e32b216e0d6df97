package pdf

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"sessionzero/rules/drgn"
	"sessionzero/rules/sheet"
)

func TestFileName(t *testing.T) {
	long := strings.Repeat("Bartholomew ", 500) // a 6,000-character name
	stringCases(t, "FileName", FileName, []stringCase{
		{"Megan Steelion", "Megan Steelion.pdf"},
		{"Zoë Łukasz Ægir", "Zoë Łukasz Ægir.pdf"},
		{"../../etc/passwd", "etc passwd.pdf"},
		{`C:\Users\me\sheet`, "C Users me sheet.pdf"},
		{"tab\tnew\nline\x00nul\x07bell", "tab new line nul bell.pdf"},
		{`what? "no" <a|b> *`, "what no a b.pdf"},
		{"   ...   ", "character.pdf"},
		{"", "character.pdf"},
		{"/", "character.pdf"},
		{"CON", "_CON.pdf"},
		{"nul.txt", "_nul.txt.pdf"},
		{"Ann.pdf", "Ann.pdf"},
		{".hidden", "hidden.pdf"},
		{"dragon 🐉 rider", "dragon 🐉 rider.pdf"},
	})
	for _, name := range []string{long, strings.Repeat("Ægir/", 100), strings.Repeat("字", 300)} {
		got := FileName(name)
		if len(got) > MaxFileNameBytes || !utf8.ValidString(got) || strings.ContainsAny(got, `/\`) || !strings.HasSuffix(got, ".pdf") {
			t.Errorf("FileName(%d chars) = %q (%d bytes), want at most %d valid bytes ending .pdf", len(name), got, len(got), MaxFileNameBytes)
		}
		if filepath.Base(got) != got {
			t.Errorf("FileName(%q…) = %q is not a bare file name", name[:10], got)
		}
	}
}

func TestWriteFileAtomic(t *testing.T) {
	sheets := []sheet.Sheet{drgn.Sheet(ragnar())}
	dir := t.TempDir()
	path := filepath.Join(dir, FileName("Ægir Stormborn"))
	res, err := WriteFileAtomic(context.Background(), path, sheets, Options{})
	if err != nil || res.Pages != 2 {
		t.Fatalf("WriteFileAtomic = %+v, %v", res, err)
	}
	good, err := os.ReadFile(path)
	if err != nil || !strings.HasPrefix(string(good), "%PDF-") || !strings.Contains(string(good), "%%EOF") {
		t.Fatalf("written file is not a whole PDF (%d bytes, %v)", len(good), err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	failures := []struct {
		name   string
		ctx    context.Context
		path   string
		sheets []sheet.Sheet
		want   string
	}{
		{"nothing to print keeps the old file", context.Background(), path, nil, "no sheets"},
		{"cancelled keeps the old file", cancelled, path, sheets, "canceled"},
		{"bad paper keeps the old file", context.Background(), path, sheets, "unknown paper"},
		{"missing folder creates nothing", context.Background(), filepath.Join(dir, "nope", "x.pdf"), sheets, "nope"},
		{"a folder is refused", context.Background(), dir, sheets, "is a folder"},
		{"no name", context.Background(), " ", sheets, "no file name"},
		{"cancelled creates nothing", cancelled, filepath.Join(dir, "new.pdf"), sheets, "canceled"},
	}
	for _, f := range failures {
		opts := Options{}
		if strings.HasPrefix(f.name, "bad paper") {
			opts.Paper = Paper(9)
		}
		if _, err := WriteFileAtomic(f.ctx, f.path, f.sheets, opts); err == nil || !strings.Contains(err.Error(), f.want) {
			t.Errorf("%s: err = %v, want it to say %q", f.name, err, f.want)
		}
		if f.name == "cancelled keeps the old file" && !errors.Is(errorsOf(f.ctx, f.path, f.sheets), context.Canceled) {
			t.Errorf("%s: the error does not wrap context.Canceled", f.name)
		}
	}
	after, err := os.ReadFile(path)
	if err != nil || string(after) != string(good) {
		t.Errorf("the old PDF changed after failed writes (%d bytes, %v)", len(after), err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != filepath.Base(path) {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

func errorsOf(ctx context.Context, path string, sheets []sheet.Sheet) error {
	_, err := WriteFileAtomic(ctx, path, sheets, Options{})
	return err
}

// stringCase is one input of a string function and the output wanted.
type stringCase struct{ in, want string }

// stringCases runs a table test of a string function.
func stringCases(t *testing.T, name string, f func(string) string, cases []stringCase) {
	t.Helper()
	for _, tt := range cases {
		if got := f(tt.in); got != tt.want {
			t.Errorf("%s(%q) = %q, want %q", name, tt.in, got, tt.want)
		}
	}
}
