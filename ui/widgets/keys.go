package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// KeyEntry is a one-line entry that leaves the window's keys to the window:
// Escape goes to OnEscape, or else to the window's key handler (the one a
// dialog's DialogKeys or a window's CloseOnEscape installs), so Escape
// closes the dialog or window even while the cursor is in the field; and an
// application shortcut (Ctrl+R, Ctrl+Z…) goes to the window's shortcuts
// instead of dying in the field. A plain widget.Entry keeps every key it is
// sent: Fyne's desktop driver gives a focused widget every shortcut that is
// not in the main menu, and every key.
//
// The field keeps its own text keys: copy, cut, paste, select all, and the
// moving and deleting keys (Ctrl+Left, Ctrl+Backspace…).
type KeyEntry struct {
	widget.Entry
	// OnEscape, if set, runs on Escape instead of the window's key handler
	// (the search box clears itself).
	OnEscape func()
}

// NewKeyEntry is an empty KeyEntry showing placeholder until something is
// typed.
func NewKeyEntry(placeholder string) *KeyEntry {
	e := &KeyEntry{}
	e.ExtendBaseWidget(e)
	e.SetPlaceHolder(placeholder)
	return e
}

// TypedKey hands Escape on (see KeyEntry) and every other key to the entry.
func (e *KeyEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		if e.OnEscape != nil {
			e.OnEscape()
			return
		}
		if c := canvasFor(e); c != nil && c.OnTypedKey() != nil {
			c.OnTypedKey()(ev)
			return
		}
	}
	e.Entry.TypedKey(ev)
}

// TypedShortcut keeps the entry's own text shortcuts and sends the others
// to the window's shortcuts.
func (e *KeyEntry) TypedShortcut(s fyne.Shortcut) {
	if !TextShortcut(s) {
		if c, ok := canvasFor(e).(fyne.Shortcutable); ok {
			c.TypedShortcut(s)
			return
		}
	}
	e.Entry.TypedShortcut(s)
}

// TextShortcut reports whether s is one a text field keeps for itself:
// copy, cut, paste, select all, and a modified movement or deletion key.
// Undo and redo are the application's: the library undoes whole edits
// (a field's typing is saved as one).
func TextShortcut(s fyne.Shortcut) bool {
	switch s := s.(type) {
	case *fyne.ShortcutCopy, *fyne.ShortcutCut, *fyne.ShortcutPaste, *fyne.ShortcutSelectAll:
		return true
	case *desktop.CustomShortcut:
		switch s.KeyName {
		case fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd,
			fyne.KeyBackspace, fyne.KeyDelete, fyne.KeyInsert:
			return true
		}
	}
	return false
}

// canvasFor is canvasOf; a test swaps it (Fyne's test canvas does not
// take shortcuts, the desktop driver's does).
var canvasFor = canvasOf

// canvasOf is the canvas o is drawn on (nil before it is shown).
func canvasOf(o fyne.CanvasObject) fyne.Canvas {
	app := fyne.CurrentApp()
	if app == nil {
		return nil
	}
	return app.Driver().CanvasForObject(o)
}

// CloseOnEscape makes Escape close a secondary window (Dice & Odds, the
// player view) while nothing, or a KeyEntry, has the focus; other keys go
// to the handler the window had.
func CloseOnEscape(w fyne.Window) {
	c := w.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			w.Close()
			return
		}
		if before != nil {
			before(ev)
		}
	})
}
