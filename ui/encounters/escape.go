package encounters

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Escape closes what a window shows: the tracker's open form or dialog,
// the player view, the New encounter window. A window hears a key only
// while no field has the keyboard focus (a focused field swallows the
// keys it has no use for), so the fields of these windows hand Escape on
// to the window: escEntry, escSelect and escCheck are Fyne's widgets that
// do. Each gives its plain widget to the code that reads and fills it, and
// to tests (Unwrap, as uitest.Objects and uitest.FormItem read it).

// escEntry is an entry whose Escape runs esc.
type escEntry struct {
	widget.Entry
	esc func()
}

func newEscEntry(esc func()) *escEntry {
	e := &escEntry{esc: esc}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey hands Escape to the window; other keys are the entry's.
func (e *escEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && e.esc != nil {
		e.esc()
		return
	}
	e.Entry.TypedKey(k)
}

// Unwrap is the plain entry.
func (e *escEntry) Unwrap() fyne.CanvasObject { return &e.Entry }

// escSelect is a select whose Escape runs esc.
type escSelect struct {
	widget.Select
	esc func()
}

func newEscSelect(options []string, changed func(string), esc func()) *escSelect {
	s := &escSelect{esc: esc}
	s.Options, s.OnChanged, s.PlaceHolder = options, changed, "(Select one)"
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey hands Escape to the window; other keys are the select's.
func (s *escSelect) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && s.esc != nil {
		s.esc()
		return
	}
	s.Select.TypedKey(k)
}

// Unwrap is the plain select.
func (s *escSelect) Unwrap() fyne.CanvasObject { return &s.Select }

// escCheck is a check box whose Escape runs esc.
type escCheck struct {
	widget.Check
	esc func()
}

func newEscCheck(text string, changed func(bool), esc func()) *escCheck {
	c := &escCheck{esc: esc}
	c.Text, c.OnChanged = text, changed
	c.ExtendBaseWidget(c)
	return c
}

// TypedKey hands Escape to the window; other keys are the check's.
func (c *escCheck) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && c.esc != nil {
		c.esc()
		return
	}
	c.Check.TypedKey(k)
}

// Unwrap is the plain check box.
func (c *escCheck) Unwrap() fyne.CanvasObject { return &c.Check }

// onEscape makes Escape run fn in w while no field has the focus, keeping
// the window's other keys as they were.
func onEscape(w fyne.Window, fn func()) {
	c := w.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape {
			fn()
			return
		}
		if before != nil {
			before(k)
		}
	})
}
