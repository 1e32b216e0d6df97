package encounters

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"sessionzero/ui/uitest"
)

// Issue 28, "Keyboard": Escape closes every dialog and secondary window
// (Player view, the trackers' forms), with the focus in a field or not.

// pressEscape presses Escape in c as the desktop driver delivers it: to
// the focused widget, else to the window.
func pressEscape(c fyne.Canvas) {
	ev := &fyne.KeyEvent{Name: fyne.KeyEscape}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if on := c.OnTypedKey(); on != nil {
		on(ev)
	}
}

// isOpen says whether w is still among the app's windows.
func isOpen(w fyne.Window) bool {
	return slices.Contains(fyne.CurrentApp().Driver().AllWindows(), w)
}

func TestEscapeClosesTheTrackersForms(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tests := []struct {
		action string
		focus  func(f *eventForm) fyne.Focusable // nil: nothing focused
	}{
		{"Note", func(f *eventForm) fyne.Focusable { return f.items[0].Widget.(fyne.Focusable) }},
		{"Hide/show", func(f *eventForm) fyne.Focusable { return f.items[0].Widget.(fyne.Focusable) }},
		{"Damage", nil},
		{"Declare attack", func(f *eventForm) fyne.Focusable {
			for _, it := range f.items {
				if it.Text == "Crit" {
					return it.Widget.(fyne.Focusable)
				}
			}
			return nil
		}},
	}
	for _, tc := range tests {
		f := tr.actionForm(tc.action)
		tr.showForm(f)
		c := tr.win.Canvas()
		c.Unfocus()
		if tc.focus != nil {
			c.Focus(tc.focus(f))
			if c.Focused() == nil {
				t.Fatalf("%s: nothing took the focus", tc.action)
			}
		}
		pressEscape(c)
		uitest.Expect(t, fmt.Sprintf("%s: Escape (focus on %T) left the form open", tc.action, c.Focused()),
			uitest.Cond{Name: tc.action + " closed", OK: tr.current == nil},
			uitest.Cond{Name: tc.action + " fields gone", OK: len(tr.formBox.Objects) == 0},
			uitest.Cond{Name: tc.action + " buttons gone", OK: len(tr.formFoot.Objects) == 0})
	}
	// After a click on a combatant's tick box, which keeps the focus.
	tr.showForm(tr.actionForm("Damage"))
	var box *escCheck
	for _, o := range test.LaidOutObjects(tr.rows.Objects[0]) {
		if c, ok := o.(*escCheck); ok {
			box = c
		}
	}
	if box == nil {
		t.Fatal("the first row has no tick box that hands Escape on")
	}
	tr.win.Canvas().Focus(box)
	if tr.win.Canvas().Focused() != box {
		t.Fatal("the tick box took no focus")
	}
	box.SetChecked(true) // as the click that focused it does
	pressEscape(tr.win.Canvas())
	if tr.current != nil || !box.Checked {
		t.Errorf("Escape after ticking: form open %v, ticked %v", tr.current != nil, box.Checked)
	}
	if !isOpen(tr.win) {
		t.Error("Escape closed the tracker itself")
	}
}

func TestEscapeClosesWriteBackAndPlayerView(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	// With the focus in a character's XP field.
	wb := tr.showWriteBack()
	if len(wb.rows) == 0 {
		t.Fatal("Brannoch has nothing to write back")
	}
	c := tr.win.Canvas()
	for _, o := range test.LaidOutObjects(c.Overlays().Top()) {
		if e, ok := o.(*escEntry); ok {
			c.Focus(e)
		}
	}
	if c.Focused() == nil {
		t.Fatal("no XP field took the focus")
	}
	pressEscape(c)
	if c.Overlays().Top() != nil {
		t.Error("Escape in the XP field left the write-back dialog open")
	}
	// With nothing focused.
	tr.showWriteBack()
	c.Unfocus()
	pressEscape(c)
	if c.Overlays().Top() != nil {
		t.Error("Escape left the write-back dialog open")
	}
	// The form behind it is closed by the next Escape, not the same one.
	tr.showForm(tr.actionForm("Note"))
	tr.showWriteBack()
	pressEscape(c)
	if c.Overlays().Top() != nil || tr.current == nil {
		t.Errorf("Escape over a form: dialog open %v, form open %v; want the dialog closed, the form open", c.Overlays().Top() != nil, tr.current != nil)
	}

	p := tr.showPlayerView()
	pressEscape(p.win.Canvas())
	if isOpen(p.win) || tr.player != nil {
		t.Error("Escape left the player view open")
	}
}

func TestEscapeClosesNewEncounter(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	for _, focus := range []string{"Name", "Kind", "hidden", ""} {
		s := showNewEncounter(tr.lib)
		c := s.win.Canvas()
		switch focus {
		case "Name":
			c.Focus(s.shown(s.name).(fyne.Focusable))
		case "Kind":
			c.Focus(s.shown(s.kind).(fyne.Focusable))
		case "hidden":
			c.Focus(s.shown(s.oppHidden).(fyne.Focusable))
		}
		if focus != "" && c.Focused() == nil {
			t.Fatalf("%s took no focus", focus)
		}
		pressEscape(c)
		if isOpen(s.win) {
			t.Errorf("Escape with the focus in %q left New encounter open", focus)
			s.win.Close()
		}
	}
}

// TestEscapeFieldsKeepTheirOtherKeys: a wrapped field still types.
func TestEscapeFieldsKeepTheirOtherKeys(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	f := tr.actionForm("Note")
	tr.showForm(f)
	e := f.items[0].Widget.(*escEntry)
	tr.win.Canvas().Focus(e)
	test.Type(e, "ab")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if got := f.entries["Note"].Text; got != "a" || tr.current != f {
		t.Errorf("typed ab, Backspace: %q (form open %v)", got, tr.current == f)
	}
	s := f.items[0].Widget
	if _, ok := s.(*widget.Entry); ok {
		t.Error("the form's field is a plain entry: Escape would be swallowed")
	}
}
