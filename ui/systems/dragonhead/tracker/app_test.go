package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/libtest"
	_ "sessionzero/ui/systems/dragonhead" // Dragonhead's characters and these forms
	"sessionzero/ui/uitest"
)

// The Dragonhead tracker driven as a GM drives it: the real app's New
// encounter window, the tracker window, its buttons and its forms.

// start opens New encounter in the real app with the book's Megan
// Steelion (rules/dragonhead/testdata/megan.json) in "The Crypt", types a
// troglodyte (HP 10, AC 13, DC 8, stun 3, M 3), starts the fight and
// returns the tracker window.
func start(t *testing.T) (*ui.Library, fyne.Window) {
	t.Helper()
	l, _, store := libtest.New(t)
	uitest.AddCharacterFile(t, store, "rules/dragonhead/testdata/megan.json", "The Crypt")
	l.Reload()
	libtest.RunTool(t, l, "New encounter…")
	nw := uitest.Window(t, "New encounter")
	choose(t, nw, "Kind", "Dragonhead combat")
	choose(t, nw, "Campaign", "The Crypt")
	entry(t, nw, "Name").SetText("Troglodyte")
	for label, v := range map[string]string{"HP": "10", "AC": "13", "DC": "8", "Stun point": "3", "Morale (M)": "3"} {
		entry(t, nw, label).SetText(v)
	}
	tapButton(t, nw, "Add")
	submit(t, nw, "Start the encounter")
	return l, uitest.Window(t, "Dragonhead combat")
}

// paint draws the window once, so the renderers the helpers walk exist.
func paint(w fyne.Window) { _ = w.Canvas().Capture() }

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

// selected is the option a choice shows.
func selected(t *testing.T, w fyne.Window, label string) string {
	t.Helper()
	s, ok := field(t, w, label).(*widget.Select)
	if !ok {
		t.Fatalf("%s is not a choice", label)
	}
	return s.Selected
}

// dice is the typed value entry of a dice field whose label starts with
// prefix (the first entry inside it).
func dice(t *testing.T, w fyne.Window, prefix string) *widget.Entry {
	t.Helper()
	paint(w)
	var found fyne.CanvasObject
	for _, o := range uitest.Objects(w.Content()) {
		if f, ok := o.(*widget.Form); ok {
			for _, it := range f.Items {
				if strings.HasPrefix(it.Text, prefix) && found == nil {
					found = it.Widget
				}
			}
		}
	}
	for _, o := range uitest.Objects(found) {
		if e, ok := o.(*widget.Entry); ok {
			return e
		}
	}
	t.Fatalf("no dice field %q…", prefix)
	return nil
}

// tapButton taps the first enabled button with the text that is not a
// form's verb (the header's and the action strip's).
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

// tick ticks (only) the named combatants' rows: a row's check box comes
// right after its name.
func tick(t *testing.T, w fyne.Window, names ...string) {
	t.Helper()
	tapButton(t, w, "Untick")
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

// status is every label the window shows, a line each.
func status(w fyne.Window) string { return uitest.Labels(uitest.Drawn(w.Content())) }

// wantShown fails the test at step unless the window shows every one of wants.
func wantShown(t *testing.T, w fyne.Window, step string, wants ...string) {
	t.Helper()
	shown := status(w)
	for _, want := range wants {
		if !strings.Contains(shown, want) {
			t.Fatalf("%s: no %q in\n%s", step, want, shown)
		}
	}
}

// initiative rolls the round's initiative with the roll typed.
func initiative(t *testing.T, w fyne.Window, roll string) {
	t.Helper()
	tapButton(t, w, "Roll initiative")
	dice(t, w, "Roll").SetText(roll)
	submit(t, w, "Start the round")
}
