package party

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/systems"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	_ "sessionzero/ui/systems"
	"sessionzero/ui/uitest"
)

// openFromMenu runs the File menu's Party at a glance… as the main menu does.
func openFromMenu(t *testing.T, h plugin.Host) *Window {
	t.Helper()
	for _, tool := range plugin.Tools() {
		if tool.Menu == "File" && tool.Label == MenuLabel {
			tool.Run(h)
			if open == nil {
				t.Fatal("no window")
			}
			w := open
			t.Cleanup(func() {
				if open == w {
					w.win.Close()
				}
			})
			return w
		}
	}
	t.Fatalf("no %s in the File menu", MenuLabel)
	return nil
}

// cellText is the window's text, every label's and cell's, in order.
func cellText(w *Window) string {
	var b strings.Builder
	for _, o := range uitest.Objects(w.win.Content()) {
		switch x := o.(type) {
		case *cell:
			b.WriteString(x.Text + "\n")
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		}
	}
	return b.String()
}

func TestPartyWindowShowsTheCampaign(t *testing.T) {
	lib, _, store := libtest.New(t)
	for _, f := range []string{"export/sheets/testdata/rollunder.json", "rules/drgn/testdata/centaur.json", "rules/drgn/testdata/typical.json",
		"export/sheets/testdata/dvr.json", "rules/dragonhead/testdata/megan.json", "export/sheets/testdata/evening.json"} {
		uitest.AddCharacterFile(t, store, f, "Ember Road")
	}
	uitest.AddCharacterFile(t, store, "rules/drgn/testdata/centaur.json", "Elsewhere")
	lib.Reload()
	w := openFromMenu(t, lib)
	w.Choose("Ember Road")
	// One table per system, in the systems' order.
	var want []string
	for _, s := range systems.All() {
		want = append(want, s.Name())
	}
	if got := w.Tables(); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("tables %q, want %q", got, want)
	}
	text := cellText(w)
	for _, s := range []string{"Ember Road: 6 characters in 5 systems", "Brannoch Ashhoof", "250/250", "Evasion", "Reflex d8", "11/10", "1 (d8)", "12 (60%)"} {
		if !strings.Contains(text, s) {
			t.Errorf("the window lacks %q", s)
		}
	}
	// Tapping a value says where it comes from (derive's explain line).
	var hp *cell
	for _, o := range uitest.Objects(w.tables) {
		if c, ok := o.(*cell); ok && c.Text == "250/250" {
			hp = c
			break
		}
	}
	if hp == nil {
		t.Fatal("no 250/250 cell")
	}
	test.Tap(hp)
	if !strings.Contains(w.explain.Text, "Brannoch Ashhoof · HP: Current HP 250") || !strings.Contains(w.explain.Text, "Max HP 250 = Constitution 50") {
		t.Errorf("explain %q", w.explain.Text)
	}
	// Save GM page… prints the same tables on one landscape page.
	if w.save.Disabled() {
		t.Error("Save GM page… is disabled with 6 characters shown")
	}
	data, err := w.GMPage()
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF")) {
		t.Fatalf("GM page: %d bytes, %v", len(data), err)
	}
	if pages := bytes.Count(data, []byte("/Type /Page\n")); pages != 1 {
		t.Errorf("the GM page PDF has %d pages, want 1", pages)
	}
	w.win.Resize(uitest.Laptop)
	uitest.CheckFits(t, Title, w.win.Canvas(), uitest.Laptop)
	uitest.Capture(t, w.win, "party-at-a-glance")

	// Escape closes it.
	uitest.PressKey(w.win, fyne.KeyEscape)
	if open != nil {
		t.Error("Escape left the window open")
	}
}

func TestPartyWindowEmpty(t *testing.T) {
	lib, _, store := libtest.New(t)
	w := openFromMenu(t, lib)
	if !strings.Contains(w.summary.Text, "no campaigns yet. Make one with File › New campaign…") {
		t.Errorf("no campaigns: %q", w.summary.Text)
	}
	w.win.Close()
	if _, err := store.EnsureCampaign(context.Background(), "Next Season"); err != nil {
		t.Fatal(err)
	}
	lib.Reload()
	w = openFromMenu(t, lib)
	if !strings.Contains(w.summary.Text, "Next Season has no characters yet. Choose the campaign in a character's editor") || len(w.Tables()) != 0 {
		t.Errorf("empty campaign: %q, tables %q", w.summary.Text, w.Tables())
	}
	if !w.save.Disabled() {
		t.Error("Save GM page… is enabled for an empty campaign")
	}
	if _, err := w.GMPage(); err == nil || !strings.Contains(err.Error(), "Next Season has no characters to print") {
		t.Errorf("GM page of an empty campaign: %v", err)
	}
}
