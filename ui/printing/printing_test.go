package printing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	dragonheadtest "sessionzero/internal/rulestest/dragonhead"
	"sessionzero/model"
)

func addCentaur(t testing.TB, store *model.Store, campaign string) int64 {
	return uitest.AddCharacterFile(t, store, "rules/drgn/testdata/centaur.json", campaign)
}

func addMegan(t testing.TB, store *model.Store, campaign string) int64 {
	return uitest.AddCharacterFile(t, store, "rules/dragonhead/testdata/megan.json", campaign)
}

// waitPrint waits for the dialog's print to finish.
func waitPrint(t *testing.T, d *printDialog) printOutcome {
	t.Helper()
	select {
	case out := <-d.done:
		return out
	case <-time.After(20 * time.Second):
		t.Fatal("the print did not finish")
		return printOutcome{}
	}
}

// printOpenSheet prints the open character's sheet into a temporary
// folder, the viewer not opened, and waits for it.
func printOpenSheet(t *testing.T, l plugin.Host) printOutcome {
	t.Helper()
	d := askPrintSheet(l)
	d.tempDir = t.TempDir()
	d.openURL = func(*url.URL) error { return nil }
	test.Tap(d.openBtn)
	return waitPrint(t, d)
}

func pdfPageInfo(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		t.Skip("pdfinfo not installed")
	}
	out, err := exec.Command("pdfinfo", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
	return string(out)
}

func TestPrintSheetOpensThePDFInTheViewer(t *testing.T) {
	l, w, store := libtest.New(t)
	id := addCentaur(t, store, "")
	l.Reload()
	l.OpenID(id)
	libtest.PressShortcut(t, l, fyne.KeyP, false)
	overlay := w.Canvas().Overlays().Top()
	if overlay == nil || !strings.Contains(uitest.TextOf(overlay), "Brannoch Ashhoof") {
		t.Fatalf("Ctrl+P shows no print dialog for the open character")
	}
	w.Canvas().Overlays().Remove(overlay)

	d := askPrintSheet(l)
	if d.extras["placemat"].Visible() {
		t.Error("a DRGN sheet offers Dragonhead's placemat")
	}
	d.tempDir = t.TempDir()
	var opened *url.URL
	d.openURL = func(u *url.URL) error { opened = u; return nil }
	d.paper.SetSelected(paperA4)
	test.Tap(d.openBtn)
	out := waitPrint(t, d)
	if out.Err != nil {
		t.Fatal(out.Err)
	}
	// 002_81d21628bd61f597.txt: "printed in landscape mode on the front and
	// back of a single sheet of paper".
	if out.Result.Sheets != 1 || out.Result.Pages != 2 {
		t.Errorf("result %+v, want 1 sheet on 2 pages", out.Result)
	}
	uitest.Expect(t, fmt.Sprintf("opened %v for %s", opened, out.Where),
		uitest.Cond{Name: "a file is opened", OK: opened != nil && opened.Scheme == "file"},
		uitest.Cond{Name: "the one written", OK: opened != nil && opened.Path == out.Where},
		uitest.Cond{Name: "in the dialog's temporary folder", OK: filepath.Dir(out.Where) == d.tempDir})
	info := pdfPageInfo(t, out.Where)
	if !strings.Contains(info, "Pages:           2") || !strings.Contains(info, "841.89 x 595.28 pts (A4)") {
		t.Errorf("pdfinfo:\n%s", info)
	}
	if !strings.Contains(l.StatusText(), "Printed 1 sheet (2 pages)") {
		t.Errorf("status %q", l.StatusText())
	}
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Errorf("the print dialog stays open after a print without news: %q", uitest.TextOf(top))
	}
	// The paper choice is remembered for the next print.
	if next := askPrintSheet(l); next.paper.Selected != paperA4 {
		t.Errorf("paper %q after printing on A4", next.paper.Selected)
	}
}

func TestPrintPartyWithCancelThenSkipped(t *testing.T) {
	l, w, store := libtest.New(t)
	for range 20 {
		addCentaur(t, store, "Ember Road")
		addMegan(t, store, "Ember Road")
	}
	// Wren's data was damaged outside the app: her sheet cannot be filled.
	uitest.AddCharacter(t, store, "dvr", "Wren", "Ember Road", json.RawMessage(`{"game_type": 5}`))
	addCentaur(t, store, "Elsewhere")
	l.Reload()
	d := askPrintParty(l)
	d.party.campaign.SetSelected("Ember Road")
	if got := len(d.party.chosen()); got != 41 {
		t.Fatalf("%d characters ticked for Ember Road, want 41", got)
	}
	d.tempDir = t.TempDir()
	d.openURL = func(*url.URL) error { return nil }

	test.Tap(d.openBtn)
	uitest.Expect(t, "while the print runs",
		uitest.Cond{Name: "Cancel offered", OK: d.cancelBtn.Text == "Cancel"},
		uitest.Cond{Name: "a progress bar", OK: d.progress.Visible()},
		uitest.Cond{Name: "Open waits", OK: d.openBtn.Disabled()})
	test.Tap(d.cancelBtn)
	out := waitPrint(t, d)
	if !errors.Is(out.Err, context.Canceled) {
		t.Fatalf("cancelled print: %v", out.Err)
	}
	if files, _ := os.ReadDir(d.tempDir); len(files) != 0 {
		t.Errorf("a cancelled print wrote %d files", len(files))
	}
	if !strings.Contains(l.StatusText(), "cancelled") || d.cancelBtn.Text != "Close" {
		t.Errorf("status %q, button %q after cancelling", l.StatusText(), d.cancelBtn.Text)
	}

	// Untick all but one centaur, one Megan and Wren, then print for real.
	kept := map[string]bool{}
	for i, c := range d.party.list {
		keep := c.Campaign == "Ember Road" && !kept[c.Name]
		if keep {
			kept[c.Name] = true
		}
		d.party.checks[i].SetChecked(keep)
	}
	d.extras["placemat"].SetChecked(true)
	test.Tap(d.openBtn)
	out = waitPrint(t, d)
	if out.Err != nil {
		t.Fatal(out.Err)
	}
	// Two sheets of two pages, Megan's placemat and its blank back.
	if out.Result.Sheets != 2 || out.Result.Pages != 6 {
		t.Errorf("result %+v, want 2 sheets, 6 pages", out.Result)
	}
	uitest.Expect(t, fmt.Sprintf("skipped %+v, want Wren (damaged data)", out.Skipped),
		uitest.Cond{Name: "one skipped", OK: len(out.Skipped) == 1},
		uitest.Cond{Name: "Wren", OK: len(out.Skipped) == 1 && out.Skipped[0].Character.Name == "Wren"},
		uitest.Cond{Name: "with the reason", OK: len(out.Skipped) == 1 && out.Skipped[0].Err != nil})
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no message after printing the party")
	}
	uitest.Expect(t, "the user is not told that Wren was skipped: "+uitest.TextOf(top),
		uitest.Cond{Name: "how many were skipped", OK: strings.Contains(uitest.TextOf(top), "Skipped 1 character")},
		uitest.Cond{Name: "who", OK: strings.Contains(uitest.TextOf(top), "Wren")})
}

func TestPrintBlankSheetSavesAs(t *testing.T) {
	l, _, _ := libtest.New(t)
	d := askPrintBlank(l)
	d.blankSystem.SetSelected("Dragonhead")
	if !d.extras["placemat"].Visible() {
		t.Fatal("the blank Dragonhead sheet offers no placemat")
	}
	d.extras["placemat"].SetChecked(true)
	path := filepath.Join(t.TempDir(), "blank.pdf")
	wc, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	d.saveTo(wc)
	out := waitPrint(t, d)
	if out.Err != nil || out.Where != path {
		t.Fatalf("outcome %+v", out)
	}
	if out.Result.Pages != 4 {
		t.Errorf("%d pages, want the blank sheet's 2 and the placemat's 2", out.Result.Pages)
	}
	if info := pdfPageInfo(t, path); !strings.Contains(info, "792 x 612 pts (letter)") {
		t.Errorf("pdfinfo:\n%s", info)
	}
	d.blankSystem.SetSelected("Don't Ruin Game Night (DRGN)")
	if d.extras["placemat"].Visible() {
		t.Error("the blank DRGN sheet offers Dragonhead's placemat")
	}
}

func TestPrintReportsContinuationSheets(t *testing.T) {
	l, w, store := libtest.New(t)
	var abilities []map[string]any
	for i := range 8 {
		abilities = append(abilities, map[string]any{"name": "Spell " + string(rune('A'+i)), "uses": 10,
			"components": []map[string]any{{"name": "power", "value": 5}}})
	}
	data, _ := json.Marshal(map[string]any{"tier": 1, "xp_budget": 350, "body_shape": "Humanoid", "size": "Medium", "abilities": abilities})
	id := uitest.AddCharacter(t, store, "drgn", "Ægir Þórsson", "", data)
	l.Reload()
	l.OpenID(id)
	out := printOpenSheet(t, l)
	if !uitest.Expect(t, fmt.Sprintf("outcome %+v", out),
		uitest.Cond{Name: "printed", OK: out.Err == nil},
		uitest.Cond{Name: "one continuation sheet", OK: out.Result.ContinuationSheets == 1},
		uitest.Cond{Name: "four pages", OK: out.Result.Pages == 4}) {
		t.FailNow()
	}
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no message after printing")
	}
	uitest.Expect(t, "the user is not told about the continuation sheet: "+uitest.TextOf(top),
		uitest.Cond{Name: "a sheet was added", OK: strings.Contains(uitest.TextOf(top), "1 continuation sheet added")},
		uitest.Cond{Name: "what it continues", OK: strings.Contains(uitest.TextOf(top), "Ægir Þórsson: panel 4 (Abilities & XP)")})
}

func TestScreenshotPrintDialogs(t *testing.T) {
	l, w, store := libtest.New(t)
	id := addMegan(t, store, "The Sunken Crown")
	addCentaur(t, store, "The Sunken Crown")
	uitest.AddCharacter(t, store, "dvr", "Wren Ashdown", "The Sunken Crown", json.RawMessage(`{}`))
	l.Reload()
	l.OpenID(id)
	w.Resize(fyne.NewSize(1000, 680))
	d := askPrintSheet(l)
	uitest.CaptureShowing(t, w, "print-sheet", "Print sheet", "folding sheet: one sheet of paper, two pages")
	d.dlg.Hide()
	askPrintParty(l)
	uitest.CaptureShowing(t, w, "print-party", "Print party", "Campaign", "Wren Ashdown")
}

// The sheet uses the group's Dice Table (Tools → Dragonhead Dice Table…),
// not the default one: Megan's Walk 8 is "d8" by default, "2d4" when the
// table says so.
func TestPrintSheetUsesTheGroupsDiceTable(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	l, _, store := libtest.New(t)
	id := addMegan(t, store, "")
	dragonheadtest.SaveDiceRoll(t, store, 8, "2d4")
	l.Reload()
	l.OpenID(id)
	out := printOpenSheet(t, l)
	if out.Err != nil {
		t.Fatal(out.Err)
	}
	text, err := exec.Command("pdftotext", "-layout", out.Where, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "2d4") {
		t.Errorf("the sheet does not show the group's roll 2d4 for Move 8:\n%s", text)
	}
}
