package trackertest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/uitest"
)

// Paint draws the window once, so the renderers the helpers walk exist (a
// widget laid out by the test driver before its first paint keeps showing
// its first text in a screenshot).
func Paint(w fyne.Window) { _ = w.Canvas().Capture() }

// Field is the widget of the last form item labelled label in w (a
// tracker's open form comes after its action bar).
func Field(t testing.TB, w fyne.Window, label string) fyne.CanvasObject {
	t.Helper()
	Paint(w)
	return uitest.FormItem(t, w.Content(), label)
}

// Entry is the entry of the form item labelled label.
func Entry(t testing.TB, w fyne.Window, label string) *widget.Entry {
	t.Helper()
	e, ok := Field(t, w, label).(*widget.Entry)
	if !ok {
		t.Fatalf("%s is not an entry", label)
	}
	return e
}

// Type types text into the form item labelled label: its entry, or the
// first entry inside it (a dice field's value), as typing does (its
// OnChanged runs).
func Type(t testing.TB, w fyne.Window, label, text string) {
	t.Helper()
	firstEntry(t, Field(t, w, label), label).SetText(text)
}

// firstEntry is the first entry inside o.
func firstEntry(t testing.TB, o fyne.CanvasObject, what string) *widget.Entry {
	t.Helper()
	for _, c := range uitest.Objects(o) {
		if e, ok := c.(*widget.Entry); ok {
			return e
		}
	}
	t.Fatalf("no entry in %s", what)
	return nil
}

// Choice is the select of the form item labelled label.
func Choice(t testing.TB, w fyne.Window, label string) *widget.Select {
	t.Helper()
	s, ok := Field(t, w, label).(*widget.Select)
	if !ok {
		t.Fatalf("%s is not a choice", label)
	}
	return s
}

// Choose picks option in the form item labelled label; the test fails
// when the choice has no such option.
func Choose(t testing.TB, w fyne.Window, label, option string) {
	t.Helper()
	s := Choice(t, w, label)
	s.SetSelected(option)
	if s.Selected != option {
		t.Fatalf("%s has no option %q (%v)", label, option, s.Options)
	}
}

// Selected is the option the form item labelled label shows.
func Selected(t testing.TB, w fyne.Window, label string) string {
	t.Helper()
	return Choice(t, w, label).Selected
}

// Check is the check box of the form item labelled label.
func Check(t testing.TB, w fyne.Window, label string) *widget.Check {
	t.Helper()
	c, ok := Field(t, w, label).(*widget.Check)
	if !ok {
		t.Fatalf("%s is not a check box", label)
	}
	return c
}

// Dice is the typed value entry (the first entry inside) of the last
// dice field whose label starts with prefix ("Roll", "Wren (").
func Dice(t testing.TB, w fyne.Window, prefix string) *widget.Entry {
	t.Helper()
	Paint(w)
	var found fyne.CanvasObject
	for _, o := range uitest.Objects(w.Content()) {
		if f, ok := o.(*widget.Form); ok {
			for _, it := range f.Items {
				if strings.HasPrefix(it.Text, prefix) {
					found = it.Widget
				}
			}
		}
	}
	if found == nil {
		t.Fatalf("no dice field %q…", prefix)
	}
	return firstEntry(t, found, "the dice field "+prefix+"…")
}

// Button is the first enabled button with the text: a form's verb (high
// importance) when verb, else the action bar's or the header's; else the
// last of the other kind.
func Button(t testing.TB, w fyne.Window, text string, verb bool) *widget.Button {
	t.Helper()
	Paint(w)
	var other *widget.Button
	for _, o := range uitest.Drawn(w.Content()) {
		if x, ok := o.(*widget.Button); ok && x.Text == text && !x.Disabled() {
			if (x.Importance == widget.HighImportance) == verb {
				return x
			}
			other = x
		}
	}
	if other != nil {
		return other
	}
	t.Fatalf("no button %q in %s", text, w.Title())
	return nil
}

// Tap taps the action bar's (or the header's) button with the text.
func Tap(t testing.TB, w fyne.Window, text string) {
	t.Helper()
	test.Tap(Button(t, w, text, false))
}

// Submit taps the open form's verb button with the text.
func Submit(t testing.TB, w fyne.Window, text string) {
	t.Helper()
	test.Tap(Button(t, w, text, true))
}

// Buttons are the texts of the window's buttons, in the order drawn.
func Buttons(w fyne.Window) []string {
	Paint(w)
	var out []string
	for _, o := range uitest.Drawn(w.Content()) {
		if x, ok := o.(*widget.Button); ok {
			out = append(out, x.Text)
		}
	}
	return out
}

// Tick ticks (only) the named combatants' rows in the turn order (Untick
// first): a row's check box comes right after its name.
func Tick(t testing.TB, w fyne.Window, names ...string) {
	t.Helper()
	Tap(t, w, "Untick")
	for _, n := range names {
		found, armed := false, false
		for _, o := range uitest.Drawn(w.Content()) {
			switch x := o.(type) {
			case *widget.Label:
				armed = armed || x.Text == n
			case *widget.Check:
				if armed && x.Text == "" && !found {
					x.SetChecked(true)
					found = true
				}
				armed = false
			}
		}
		if !found {
			t.Fatalf("no row %q", n)
		}
	}
}

// Shown is every label the window shows, a line each: its heading, rows,
// log and open form (what a form did, or why not).
func Shown(w fyne.Window) string {
	Paint(w)
	return uitest.Labels(uitest.Drawn(w.Content()))
}

// FormText is the labels of the window's containers and forms, a line
// each, leaving out those drawn inside widgets (the rows and the log): the
// status line and the open form, so a text found there is what the form
// said.
func FormText(w fyne.Window) string { return uitest.Labels(uitest.Objects(w.Content())) }

// WantShown fails the test at step unless the window shows every one of
// wants.
func WantShown(t testing.TB, w fyne.Window, step string, wants ...string) {
	t.Helper()
	shown := Shown(w)
	for _, want := range wants {
		if !strings.Contains(shown, want) {
			t.Fatalf("%s: no %q in\n%s", step, want, shown)
		}
	}
}

// Row is the text of the turn order's row of the combatant named name, a
// label a line: the smallest widget (other than a label) that draws a
// label reading name.
func Row(t testing.TB, w fyne.Window, name string) string {
	t.Helper()
	Paint(w)
	best, size := "", 0
	for _, o := range uitest.Drawn(w.Content()) {
		x, ok := o.(fyne.Widget)
		if !ok {
			continue
		}
		if _, label := x.(*widget.Label); label {
			continue
		}
		objs := uitest.Drawn(x)
		text := uitest.Labels(objs)
		if strings.HasPrefix(text, name+"\n") || strings.Contains(text, "\n"+name+"\n") {
			if best == "" || len(objs) < size {
				best, size = text, len(objs)
			}
		}
	}
	if best == "" {
		t.Fatalf("no row %q in\n%s", name, Shown(w))
	}
	return best
}

// Checks lists the check boxes inside the form item labelled label (a
// pool of dice, a list of targets), a ticked one marked "[x] ", the
// others "[ ] ", comma-separated.
func Checks(t testing.TB, w fyne.Window, label string) string {
	t.Helper()
	var out []string
	for _, o := range uitest.Drawn(Field(t, w, label)) {
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

// TickIn ticks the check boxes with the texts inside the form item
// labelled label; the test fails on a text it has none of.
func TickIn(t testing.TB, w fyne.Window, label string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		found := false
		for _, o := range uitest.Drawn(Field(t, w, label)) {
			if c, ok := o.(*widget.Check); ok && c.Text == text {
				c.SetChecked(true)
				found = true
			}
		}
		if !found {
			t.Fatalf("no %q in %s: %s", text, label, Checks(t, w, label))
		}
	}
}

// Log is the newest n lines of the tracker's log, newest first as the
// window shows them ("3. …", "2. …"); all of them when it has fewer, and
// "Nothing has happened yet." before the first event.
func Log(t testing.TB, w fyne.Window, n int) []string {
	t.Helper()
	Paint(w)
	for _, o := range uitest.Drawn(w.Content()) {
		c, ok := o.(*fyne.Container)
		if !ok {
			continue
		}
		var heading bool
		var scroll *container.Scroll
		for _, k := range c.Objects {
			switch x := k.(type) {
			case *widget.Label:
				heading = heading || strings.HasPrefix(x.Text, "Log")
			case *container.Scroll:
				scroll = x
			}
		}
		if !heading || scroll == nil {
			continue
		}
		var lines []string
		for _, d := range uitest.Drawn(scroll) {
			if l, ok := d.(*widget.Label); ok && len(lines) < n {
				lines = append(lines, l.Text)
			}
		}
		return lines
	}
	t.Fatalf("no log in %s", w.Title())
	return nil
}
