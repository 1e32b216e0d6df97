package ui

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestHelpMenu checks the Help menu's three helps: the shortcuts (with the
// tools' own), the open system's rules decisions and the library's place.
func TestHelpMenu(t *testing.T) {
	l, w, store := newTestLibrary(t)
	l.showShortcutHelp()
	if got := textOf(w.Canvas().Overlays().Top()); !strings.Contains(got, "Ctrl+Z  Undo") || !strings.Contains(got, "Ctrl+D") {
		t.Errorf("the shortcut help lacks Undo or Dice & Odds (Ctrl+D):\n%s", got)
	}
	w.Canvas().Overlays().Top().Hide()

	id := addCharacter(t, store, "dragonhead", "Megan", "", json.RawMessage(`{}`))
	l.reload()
	l.open(id)
	l.showRulesDecisions()
	got := textOf(w.Canvas().Overlays().Top())
	if !strings.Contains(got, "Rules decisions: Dragonhead") || !strings.Contains(got, "(`dragonhead`)") || strings.Contains(got, "(`drgn`)") {
		t.Errorf("the rules decisions are not Dragonhead's alone:\n%.300s", got)
	}
	w.Canvas().Overlays().Top().Hide()

	l.showLibraryLocation()
	if got := textOf(w.Canvas().Overlays().Top()); !strings.Contains(got, store.Path()) {
		t.Errorf("the library's place is not said:\n%s", got)
	}
	if l.app.Clipboard().Content() != store.Path() {
		t.Error("the path is not on the clipboard")
	}
}
