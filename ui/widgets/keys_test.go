package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestKeyEntryHandsOnTheWindowsKeys: a focused KeyEntry sends Escape and
// application shortcuts to its window and keeps its text keys.
func TestKeyEntryHandsOnTheWindowsKeys(t *testing.T) {
	a := test.NewTempApp(t)
	e := NewKeyEntry("name")
	w := a.NewWindow("keys")
	w.SetContent(e)
	t.Cleanup(w.Close)
	c := w.Canvas()
	rolled, escaped := 0, 0
	// The desktop driver's canvas runs its shortcuts when sent one; Fyne's
	// test canvas does not take them, so this one stands in for it.
	canvasFor = func(fyne.CanvasObject) fyne.Canvas {
		return shortcutCanvas{c, func(s fyne.Shortcut) {
			if s.ShortcutName() == (&desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault}).ShortcutName() {
				rolled++
			}
		}}
	}
	t.Cleanup(func() { canvasFor = canvasOf })
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			escaped++
		}
	})
	c.Focus(e)
	test.Type(e, "Kestrel")
	e.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault})
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if rolled != 1 || escaped != 1 {
		t.Errorf("the window got Ctrl+R %d times and Escape %d times, want 1 and 1", rolled, escaped)
	}
	if e.Text != "" {
		t.Errorf("select all and Backspace left %q: the entry lost its own keys", e.Text)
	}
	cleared := false
	e.OnEscape = func() { cleared = true }
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !cleared || escaped != 1 {
		t.Error("OnEscape did not take Escape before the window")
	}
}

// TestSubmitOnEnter: Enter in a one-line entry runs the form's submit.
func TestSubmitOnEnter(t *testing.T) {
	e := widget.NewEntry()
	added := 0
	SubmitOnEnter(func() { added++ }, e)
	test.Type(e, "Swim")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if added != 1 {
		t.Errorf("Enter submitted %d times, want 1", added)
	}
}

// TestWholePath: an absolute or ~ name is a whole path; a plain one not.
func TestWholePath(t *testing.T) {
	for _, c := range []struct {
		name string
		ok   bool
	}{{"/tmp/party/kestrel.pdf", true}, {"~/party/kestrel.pdf", true}, {"kestrel.pdf", false}, {"party/kestrel.pdf", false}} {
		if _, ok := WholePath(c.name); ok != c.ok {
			t.Errorf("WholePath(%q) ok = %v, want %v", c.name, ok, c.ok)
		}
	}
	if p, _ := WholePath(" /tmp/party/../party/kestrel.pdf "); p != "/tmp/party/kestrel.pdf" {
		t.Errorf("WholePath cleans to %q", p)
	}
}

// shortcutCanvas is a canvas that takes shortcuts, as the desktop
// driver's does.
type shortcutCanvas struct {
	fyne.Canvas
	typed func(fyne.Shortcut)
}

func (c shortcutCanvas) TypedShortcut(s fyne.Shortcut) { c.typed(s) }
