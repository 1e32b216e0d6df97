package sheets

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"sessionzero/export/pdf"
	"sessionzero/rules/sheet"
)

// TestScreenshots renders the testdata characters' sheets and the blank
// sheets, on Letter and A4, to PNG for docs/screenshots when
// SESSIONZERO_SHEET_SCREENSHOTS names a directory:
//
//	SESSIONZERO_SHEET_SCREENSHOTS=$PWD/docs/screenshots go test -run Screenshots ./export/sheets
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("SESSIONZERO_SHEET_SCREENSHOTS")
	if dir == "" {
		t.Skip("set SESSIONZERO_SHEET_SCREENSHOTS to a directory to write sheet screenshots")
	}
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	blank := func(system string) sheet.Sheet {
		s, err := BlankSheet(system, Options{})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cases := []struct {
		name  string
		sheet sheet.Sheet
	}{
		{"drgn-centaur", sheetOf(t, centaur(t), Options{})},
		{"dragonhead-megan", sheetOf(t, megan(t), Options{})},
		{"dvr-jessie", sheetOf(t, readFile(t, "testdata/dvr.json"), Options{})},
		{"evening-wren", sheetOf(t, readFile(t, "testdata/evening.json"), Options{})},
		{"rollunder-ada", sheetOf(t, readFile(t, "testdata/rollunder.json"), Options{})},
		{"drgn-blank", blank("drgn")},
		{"dragonhead-blank", blank("dragonhead")},
		{"dvr-blank", blank("dvr")},
		{"evening-blank", blank("evening")},
		{"rollunder-blank", blank("rollunder")},
	}
	for _, c := range cases {
		for _, paper := range []pdf.Paper{pdf.Letter, pdf.A4} {
			var buf bytes.Buffer
			if _, err := pdf.Write(&buf, []sheet.Sheet{c.sheet}, pdf.Options{Paper: paper}); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "sheet.pdf")
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "sheet-"+c.name+"-"+paper.String())
			if msg, err := exec.Command("pdftoppm", "-png", "-r", "50", path, out).CombinedOutput(); err != nil {
				t.Fatalf("pdftoppm %s: %v\n%s", c.name, err, msg)
			}
		}
	}
}
