package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/uitest"
)

// press sends Ctrl+key (Ctrl+Shift+key) the way the desktop driver does:
// the main menu first, then the focused widget, then the window.
func press(t *testing.T, w fyne.Window, key fyne.KeyName, shift bool) {
	t.Helper()
	if !uitest.PressShortcut(w, uitest.DriverShortcut(key, shift)) {
		t.Fatalf("nothing took Ctrl+%s", key)
	}
}

// topTitle is the text of the dialog on top ("" when none is shown).
func topTitle(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil || !top.Visible() {
		return ""
	}
	return uitest.TextOf(top)
}

// TestShortcutsFromTheSearchBox: with the cursor in the search box (which
// keeps every key it is sent), Ctrl+N opens New character and Ctrl+Z undoes
// (issue 28: "Application shortcuts work wherever the focus is, the search
// box included").
func TestShortcutsFromTheSearchBox(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	if l.createCharacter("drgn", "Aster", 0) == nil {
		t.Fatal("create failed")
	}
	press(t, w, fyne.KeyF, false)
	if w.Canvas().Focused() != l.search {
		t.Fatalf("Ctrl+F focuses %T, not the search", w.Canvas().Focused())
	}
	test.Type(l.search, "zz")
	press(t, w, fyne.KeyZ, false)
	if len(l.all) != 0 {
		t.Errorf("Ctrl+Z in the search box left %d characters; the creation is not undone", len(l.all))
	}
	press(t, w, fyne.KeyN, false)
	if got := topTitle(w); !strings.Contains(got, "New character") {
		t.Errorf("Ctrl+N in the search box shows %q, not New character", got)
	}
}

// TestEscape: Escape clears the search box, and closes New character with
// the cursor in its Name, a help window and an error.
func TestEscape(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	l.focusSearch()
	test.Type(l.search, "bram")
	uitest.PressKey(w, fyne.KeyEscape)
	if l.search.Text != "" {
		t.Errorf("Escape left %q in the search box", l.search.Text)
	}

	press(t, w, fyne.KeyN, false)
	if _, ok := w.Canvas().Focused().(fyne.Focusable); !ok || topTitle(w) == "" {
		t.Fatal("New character did not open with the focus in a field")
	}
	test.Type(w.Canvas().Focused(), "Kestrel")
	uitest.PressKey(w, fyne.KeyEscape)
	if got := topTitle(w); got != "" {
		t.Errorf("Escape in New character's Name left a dialog open:\n%s", got)
	}
	if len(l.all) != 0 {
		t.Error("Escape created the character")
	}

	for name, show := range map[string]func(){
		"Keyboard shortcuts": l.showShortcutHelp,
		"Rules decisions":    l.showRulesDecisions,
		"an error":           func() { l.showError("Opening", os.ErrNotExist) },
	} {
		w.Canvas().Unfocus()
		show()
		if topTitle(w) == "" {
			t.Fatalf("%s shows nothing", name)
		}
		uitest.PressKey(w, fyne.KeyEscape)
		if got := topTitle(w); got != "" {
			t.Errorf("Escape left %s open:\n%.200s", name, got)
		}
	}
}

// TestNewCharacterWithANewCampaign: New character makes a campaign on the
// spot, and Enter in its last field creates both.
func TestNewCharacterWithANewCampaign(t *testing.T) {
	l, w, store := newTestLibrary(t)
	press(t, w, fyne.KeyN, false)
	test.Type(w.Canvas().Focused(), "Kestrel")
	var campaign *widget.Select
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if s, ok := o.(*widget.Select); ok && len(s.Options) > 0 && s.Options[0] == noCampaignOption {
			campaign = s
		}
	}
	if campaign == nil {
		t.Fatal("no Campaign choice in New character")
	}
	campaign.SetSelected(newCampaignOption)
	if _, ok := w.Canvas().Focused().(fyne.Focusable); !ok {
		t.Fatal("picking New campaign… puts the cursor nowhere")
	}
	test.Type(w.Canvas().Focused(), "The Sunken Crown")
	uitest.Capture(t, w, "new-character-new-campaign")
	uitest.PressKey(w, fyne.KeyReturn)
	if got := topTitle(w); got != "" {
		t.Fatalf("Enter did not create; still shown:\n%s", got)
	}
	cs, err := store.Campaigns(l.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 1 || cs[0].Name != "The Sunken Crown" {
		t.Fatalf("campaigns %+v, want The Sunken Crown", cs)
	}
	if c := l.editor.char; c == nil || !uitest.Expect(t, fmt.Sprintf("the new character is %+v, not Kestrel in The Sunken Crown", c),
		uitest.Cond{Name: "its name", OK: c.Name == "Kestrel"},
		uitest.Cond{Name: "its campaign", OK: c.CampaignID == cs[0].ID}) {
		t.Fatalf("the new character is %+v, not Kestrel in The Sunken Crown", c)
	}

	// With no name typed for the new campaign it says what to do.
	press(t, w, fyne.KeyN, false)
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if s, ok := o.(*widget.Select); ok && len(s.Options) > 0 && s.Options[0] == noCampaignOption {
			s.SetSelected(newCampaignOption)
		}
	}
	uitest.PressKey(w, fyne.KeyReturn)
	if got := topTitle(w); !strings.Contains(got, "type the new campaign's name") {
		t.Errorf("an unnamed new campaign says %q", got)
	}
}

// TestSaveDialogTakesAWholePath: a whole path typed as the file name of
// Export saves there (issue 28), making its folder.
func TestSaveDialogTakesAWholePath(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	if l.createCharacter("drgn", "Kestrel", 0) == nil {
		t.Fatal("create failed")
	}
	l.editor.flush()
	press(t, w, fyne.KeyE, false)
	name, ok := w.Canvas().Focused().(*widget.Entry)
	if !ok {
		t.Fatalf("the save dialog's focus is %T, not its file name", w.Canvas().Focused())
	}
	target := filepath.Join(t.TempDir(), "party", "kestrel.json")
	name.SetText(target)
	test.Tap(uitest.Button(t, w.Canvas().Overlays().Top(), "Save"))
	data, err := os.ReadFile(target)
	if err != nil {
		t.Fatalf("nothing saved at the path typed: %v (status %q)", err, l.status.Text)
	}
	if !strings.Contains(string(data), "Kestrel") {
		t.Errorf("%s holds %.100s", target, data)
	}
}
