package tracker_test

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/evening"
	"sessionzero/ui"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/libtest"
	_ "sessionzero/ui/systems/evening" // Evening's party members and these forms
	"sessionzero/ui/uitest"
)

// The Evening tracker driven as a GM drives it: the real app's New
// encounter window, the tracker window, its buttons and its forms.

// wren is a level-1 Evening character with a spear (Athletics, Prowess +
// Body) and Athletics, Medicine, Stealth and Lore, as rules/evening's tests
// build her.
func wren(t *testing.T) json.RawMessage {
	t.Helper()
	c := evening.NewCharacter()
	c.Abilities = evening.Abilities{Finesse: 1, Prowess: 1, Resolve: -1}
	c.Attributes = evening.Attributes{Body: 1, Mind: 0}
	c.XPTotal = 10
	origin, class := evening.SampleOrigin(), evening.SampleClass()
	origin.Kit.AptitudeOptions = []string{"Medicine", "Stealth", "Lore"}
	disc, focus := evening.Entry{Name: "Blades"}, evening.Entry{Name: "Lookout"}
	c.Origins = []evening.Feature{{Name: origin.Name, Level: 1, Entry: &origin}}
	c.Classes = []evening.Feature{{Name: class.Name, Level: 1, Entry: &class}}
	c.Disciplines = []evening.Feature{{Name: disc.Name, Level: 1, Entry: &disc}}
	c.Focuses = []evening.Feature{{Name: focus.Name, Level: 1, Entry: &focus}}
	c.Aptitudes = []evening.Aptitude{{Name: "Athletics", Source: "class_kit"}, {Name: "Medicine", Source: "chosen"},
		{Name: "Stealth", Source: "chosen"}, {Name: "Lore", Source: "chosen"}}
	c.Attacks = []evening.Attack{{Name: "Spear", Aptitude: "Athletics", Ability: "prowess", Attribute: "body", Damage: "1d8", DamageType: "piercing", Reach: 2}}
	data, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// opponent is one typed opponent of the New encounter window: its name
// and its quick numbers by label.
type opponent struct {
	name  string
	stats map[string]string
}

// start opens New encounter in the real app with Wren of "The Maze" in the
// party, types the opponents, starts the encounter of kind ("Evening
// combat", "Evening challenge"…) and returns the tracker window.
func start(t *testing.T, kind string, opponents ...opponent) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	return startParty(t, kind, []string{"Wren"}, opponents...)
}

// startParty is start with a party of Wren's sheet under each name.
func startParty(t *testing.T, kind string, party []string, opponents ...opponent) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	var sheets []member
	for _, name := range party {
		sheets = append(sheets, member{name, wren(t)})
	}
	return startMembers(t, kind, sheets, opponents...)
}

// member is a party member: a name and its sheet.
type member struct {
	name  string
	sheet json.RawMessage
}

// startMembers is start with the party given.
func startMembers(t *testing.T, kind string, party []member, opponents ...opponent) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	l, _, store := libtest.New(t)
	for _, m := range party {
		uitest.AddCharacter(t, store, evening.ID, m.name, "The Maze", m.sheet)
	}
	l.Reload()
	libtest.RunTool(t, l, "New encounter…")
	nw := uitest.Window(t, "New encounter")
	choose(t, nw, "Kind", kind)
	choose(t, nw, "Campaign", "The Maze")
	for _, o := range opponents {
		entry(t, nw, "Name").SetText(o.name)
		for label, v := range o.stats {
			entry(t, nw, label).SetText(v)
		}
		tapButton(t, nw, "Add")
	}
	submit(t, nw, "Start the encounter")
	return l, uitest.Window(t, kind), store
}

// ogre is the book's rating-1 threat (003_b350af455cb359c1.txt, the threat
// rating table: "1	15	14	2	12 (2d8 + 3)").
var ogre = opponent{"Ogre", map[string]string{"Rating (1–10)": "1"}}

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
				if strings.HasPrefix(it.Text, prefix) {
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

// buttons are the texts of the window's buttons, in the order drawn.
func buttons(w fyne.Window) []string {
	paint(w)
	var out []string
	for _, o := range uitest.Drawn(w.Content()) {
		if x, ok := o.(*widget.Button); ok {
			out = append(out, x.Text)
		}
	}
	return out
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

// initiative rolls the fight's initiative with the naturals typed per name
// (the first of the form's dice fields starting with the name).
func initiative(t *testing.T, w fyne.Window, naturals map[string]string) {
	t.Helper()
	tapButton(t, w, "Roll initiative")
	for name, n := range naturals {
		dice(t, w, name+" (").SetText(n)
	}
	submit(t, w, "Start round 1")
}
