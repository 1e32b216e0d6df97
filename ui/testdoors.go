package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/ui/plugin"
)

// These methods let the tests of the feature and system packages (which
// cannot reach the library's fields) drive the library as a user would.

// CreateCharacter adds a character and opens it, as the New dialog does.
func (l *Library) CreateCharacter(systemID, name string, campaignID int64) *model.Character {
	return l.createCharacter(systemID, name, campaignID)
}

// OpenID opens a character in the editor, as a click in the list does.
func (l *Library) OpenID(id int64) { l.open(id) }

// Reload reads the list again from the store.
func (l *Library) Reload() { l.reload() }

// TypeName types name into the editor's Name field, as the user does.
func (l *Library) TypeName(name string) { l.editor.name.SetText(name) }

// SelectedID is the character selected in the list.
func (l *Library) SelectedID() int64 { return l.selectedID }

// FlushEditor saves the open character's pending edits now.
func (l *Library) FlushEditor() { l.editor.flush() }

// StopAutosave makes a pending autosave do nothing, for a test that ends
// before its timer fires.
func (l *Library) StopAutosave() {
	l.editor.gen++
	l.editor.stopAutosaveTimer()
}

// ReadyForTest readies a library window for a test: the status line shows
// shownPath instead of the temporary file (so screenshots are the same every
// run), and the autosave timer is held: under the test driver it would run
// the save on its own goroutine, racing the test's taps (go test -race
// showed it, and a loaded machine once crashed in the font shaper), so tests
// save with FlushEditor. cleanup (t.Cleanup) stops a pending autosave after
// the test.
func (l *Library) ReadyForTest(shownPath string, cleanup func(func())) {
	l.ShowPathAs(shownPath)
	l.HoldAutosave()
	cleanup(l.StopAutosave)
}

// HoldAutosave makes the autosave wait an hour, for a test that counts
// saves (one undo step) and must not see a timer fire between its steps on
// a slow machine; FlushEditor still saves at once.
func (l *Library) HoldAutosave() { l.editor.saveDelay = time.Hour }

// BuilderShown is what the editor shows below the generic fields.
func (l *Library) BuilderShown() []fyne.CanvasObject {
	if l.editor.builderObj != nil {
		return []fyne.CanvasObject{l.editor.builderObj}
	}
	return l.editor.builder.Objects
}

// PressShortcut runs the window's keyboard shortcut on key (with the
// platform's modifier, and Shift if shift), as the canvas does; false when
// there is none. Fyne's test canvas does not dispatch shortcuts itself.
func (l *Library) PressShortcut(key fyne.KeyName, shift bool) bool {
	return l.runShortcut(plugin.Shortcut(key, shift))
}

// StatusText is the status bar's line.
func (l *Library) StatusText() string { return l.status.Text }

// HasShortcut reports whether the main window has a shortcut on Ctrl+key
// (Ctrl+Shift+key when shift).
func (l *Library) HasShortcut(key fyne.KeyName, shift bool) bool {
	name := plugin.Shortcut(key, shift).ShortcutName()
	for sc := range l.shortcuts() {
		if sc.ShortcutName() == name {
			return true
		}
	}
	return false
}
