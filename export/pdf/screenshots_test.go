package pdf

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/sheet"
)

// TestScreenshots renders the sheets reviewed for docs/screenshots when
// SESSIONZERO_SHEET_SCREENSHOTS names a directory:
//
//	SESSIONZERO_SHEET_SCREENSHOTS=$PWD/docs/screenshots go test -run Screenshots ./export/pdf
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("SESSIONZERO_SHEET_SCREENSHOTS")
	if dir == "" {
		t.Skip("set SESSIONZERO_SHEET_SCREENSHOTS to a directory to write sheet screenshots")
	}
	needTool(t, "pdftoppm")
	cases := []struct {
		name   string
		sheets []sheet.Sheet
		opts   Options
		pages  []int // pages to keep as PNG
	}{
		// The real characters' sheets, full and blank, are rendered by
		// export/sheets; these are the renderer's own features.
		{"dragonhead-letter", []sheet.Sheet{dragonhead.Sheet(megan(), dragonhead.SheetOptions{Placemat: true})}, Options{Paper: Letter}, []int{3}},
		{"dragonhead-continuation-letter", []sheet.Sheet{dragonhead.Sheet(longDragonhead(), dragonhead.SheetOptions{})}, Options{Paper: Letter}, []int{4}},
		{"drgn-inksaving-letter", []sheet.Sheet{drgn.Sheet(ragnar())}, Options{Paper: Letter, InkSaving: true}, []int{1}},
	}
	for _, c := range cases {
		path, _ := render(t, c.sheets, c.opts)
		for _, p := range c.pages {
			out := filepath.Join(dir, "sheets-"+c.name+"-"+string(rune('0'+p)))
			pg := string(rune('0' + p))
			if msg, err := exec.Command("pdftoppm", "-png", "-r", "60", "-f", pg, "-l", pg, "-singlefile", path, out).CombinedOutput(); err != nil {
				t.Fatalf("pdftoppm %s: %v\n%s", c.name, err, msg)
			}
		}
	}
}
