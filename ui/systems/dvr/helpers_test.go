package dvr

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/uitest"
)

// The builder's and calculators' tests drive their windows with these (the
// tracker's forms have their own, in ui/systems/dvr/tracker).

// objectsOf and findWindow are the shared walk through the widgets'
// renderers and the window finder, under the names this package's builder
// and calculators tests use too.
var (
	objectsOf  = uitest.Drawn
	findWindow = uitest.Window
)

// paint draws the window once: a widget laid out by the test driver before
// its first paint keeps showing its first text in a screenshot.
func paint(w fyne.Window) { _ = w.Canvas().Capture() }

// field is the widget of the last form item labelled label in w.
func field(t *testing.T, w fyne.Window, label string) fyne.CanvasObject {
	t.Helper()
	paint(w)
	return uitest.FormItem(t, w.Content(), label)
}

func entry(t *testing.T, w fyne.Window, label string) *widget.Entry {
	t.Helper()
	e, ok := field(t, w, label).(*widget.Entry)
	if !ok {
		t.Fatalf("%s is not an entry", label)
	}
	return e
}

func choose(t *testing.T, w fyne.Window, label, option string) {
	t.Helper()
	s, ok := field(t, w, label).(*widget.Select)
	if !ok {
		t.Fatalf("%s is not a choice", label)
	}
	s.SetSelected(option)
	if s.Selected != option {
		t.Fatalf("%s has no option %q (%v)", label, option, s.Options)
	}
}

// tapButton taps the first enabled button with the text (the action bar's
// before a form's verb).
func tapButton(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	test.Tap(button(t, w, text, false))
}

// submit taps the open form's verb button.
func submit(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	test.Tap(button(t, w, text, true))
}

func button(t *testing.T, w fyne.Window, text string, verb bool) *widget.Button {
	t.Helper()
	paint(w)
	var any *widget.Button
	for _, o := range uitest.Drawn(w.Content()) {
		if x, ok := o.(*widget.Button); ok && x.Text == text && !x.Disabled() {
			if (x.Importance == widget.HighImportance) == verb {
				return x
			}
			any = x
		}
	}
	if any != nil {
		return any
	}
	t.Fatalf("no button %q in %s", text, w.Title())
	return nil
}

// poolDice lists the attack form's pool, ticked ones marked [x].
func poolDice(t *testing.T, w fyne.Window) string {
	t.Helper()
	var out []string
	for _, o := range uitest.Drawn(field(t, w, "Pool")) {
		if c, ok := o.(*widget.Check); ok {
			mark := "[ ] "
			if c.Checked {
				mark = "[x] "
			}
			out = append(out, mark+c.Text)
		}
	}
	return strings.Join(out, ", ")
}
