package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/rules/drgn"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/libtest"
	_ "sessionzero/ui/systems/drgn" // DRGN's characters join, and these forms
	"sessionzero/ui/uitest"
)

// The DRGN tracker's forms driven through the app's windows: Brannoch (the
// rules' centaur) of The Sunken Crown against two goblins typed into New
// encounter.

// paint draws the window once, so that widgets laid out before their first
// paint show their text.
func paint(w fyne.Window) { _ = w.Canvas().Capture() }

// formField is the widget of the last form item labelled label in w.
func formField(t *testing.T, w fyne.Window, label string) fyne.CanvasObject {
	t.Helper()
	paint(w)
	return uitest.FormItem(t, w.Content(), label)
}

func typeField(t *testing.T, w fyne.Window, label, text string) {
	t.Helper()
	e, ok := formField(t, w, label).(*widget.Entry)
	if !ok {
		t.Fatalf("%s is not an entry", label)
	}
	e.SetText(text)
}

func chooseField(t *testing.T, w fyne.Window, label, option string) {
	t.Helper()
	s, ok := formField(t, w, label).(*widget.Select)
	if !ok {
		t.Fatalf("%s is not a choice", label)
	}
	s.SetSelected(option)
	if s.Selected != option {
		t.Fatalf("%s has no option %q (%v)", label, option, s.Options)
	}
}

func checkField(t *testing.T, w fyne.Window, label string) *widget.Check {
	t.Helper()
	c, ok := formField(t, w, label).(*widget.Check)
	if !ok {
		t.Fatalf("%s is not a check box", label)
	}
	return c
}

// trackerButton is the first enabled button with the text; verb asks for
// the shown form's apply button (high importance).
func trackerButton(t *testing.T, w fyne.Window, text string, verb bool) *widget.Button {
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

// tickRows ticks (only) the named combatants' rows: a row's check box
// comes right after its name.
func tickRows(t *testing.T, w fyne.Window, names ...string) {
	t.Helper()
	test.Tap(trackerButton(t, w, "Untick", false))
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

// shownText is every label the window shows.
func shownText(w fyne.Window) string {
	paint(w)
	return uitest.Labels(uitest.Drawn(w.Content()))
}

// startGoblinFight opens New encounter in the real app with Brannoch and
// two goblins (30 HP, toughness 3) and returns the tracker window.
func startGoblinFight(t *testing.T) fyne.Window {
	t.Helper()
	l, _, store := libtest.New(t)
	data, err := drgntest.Centaur(t).Encode()
	if err != nil {
		t.Fatal(err)
	}
	uitest.AddCharacter(t, store, drgn.ID, "Brannoch", "The Sunken Crown", data)
	l.Reload()
	libtest.RunTool(t, l, "New encounter…")
	nw := uitest.Window(t, "New encounter")
	chooseField(t, nw, "Kind", "DRGN combat")
	chooseField(t, nw, "Campaign", "The Sunken Crown")
	typeField(t, nw, "Name", "Goblin")
	typeField(t, nw, "How many", "2")
	typeField(t, nw, "Max HP", "30")
	typeField(t, nw, "Toughness", "3")
	test.Tap(trackerButton(t, nw, "Add", false))
	test.Tap(trackerButton(t, nw, "Start the encounter", true))
	w := uitest.Window(t, "DRGN combat")
	t.Cleanup(w.Close)
	return w
}

// declareShown opens the Declare attack form in the Dec phase with the
// goblins ticked.
func declareShown(t *testing.T, w fyne.Window, targets ...string) {
	t.Helper()
	test.Tap(trackerButton(t, w, "Next phase", false))
	tickRows(t, w, targets...)
	test.Tap(trackerButton(t, w, "Declare attack", false))
}

// The damage preview's bar and words are what the target keeps (issue 26:
// "a 2-damage hit on a 30-HP goblin reads '7% of the HP left' and fills 7%
// of the bar (93% is left)"). Quick Jab is not Brannoch's, so the Lance:
// 000_83d7bea2fb475415.txt "((Damage * Attunement) * Crit) - (Toughness +
// Evasion) = Damage Taken", 20 − 3 = 17, 13 of 30 left.
func TestDeclarePreviewShowsWhatIsLeft(t *testing.T) {
	w := startGoblinFight(t)
	declareShown(t, w, "Goblin 1")
	chooseField(t, w, "Attack", "Lance · melee · 20 Piercing")
	text := shownText(w)
	for _, want := range []string{"Goblin 1 takes 17 (HP 30 of 30)", "13 of 30 HP left (43%)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the preview does not say %q:\n%s", want, text)
		}
	}
	bars := previewBars(t, w)
	if len(bars) != 1 {
		t.Fatalf("%d bars, want one for Goblin 1", len(bars))
	}
	if bars[0] < 0.42 || bars[0] > 0.44 {
		t.Errorf("the bar fills %.2f of its width, want 13/30", bars[0])
	}
}

// previewBars are the filled parts of the preview's bars as drawn (the
// fill's width over the back's).
func previewBars(t *testing.T, w fyne.Window) []float32 {
	t.Helper()
	paint(w)
	var out []float32
	for _, o := range uitest.Drawn(formField(t, w, "Damage before declaring")) {
		wid, ok := o.(fyne.Widget) // hooks.ChanceBar: its back and its fill
		if !ok {
			continue
		}
		objs := test.WidgetRenderer(wid).Objects()
		if len(objs) != 2 {
			continue
		}
		back, ok1 := objs[0].(*canvas.Rectangle)
		fill, ok2 := objs[1].(*canvas.Rectangle)
		if ok1 && ok2 && back.Size().Width > 0 {
			out = append(out, fill.Size().Width/back.Size().Width)
		}
	}
	return out
}

// A declared attack's choices do not carry over (issue 26: "'critical hit'
// stays ticked for the next attacker"), and the log names the attack
// ("The DRGN log says 'declared a1:' where it should name the attack").
func TestDeclareResetsItsChoicesAndLogsTheAttack(t *testing.T) {
	w := startGoblinFight(t)
	declareShown(t, w, "Goblin 1")
	chooseField(t, w, "Attack", "Lance · melee · 20 Piercing")
	checkField(t, w, "Crit").SetChecked(true)
	if text := shownText(w); !strings.Contains(text, "Goblin 1 takes 37") { // 20 × 2 crit − 3
		t.Fatalf("crit preview:\n%s", text)
	}
	test.Tap(trackerButton(t, w, "Declare", true))
	text := shownText(w)
	if !strings.Contains(text, "declared Brannoch's Lance -> Goblin 1, 20 Piercing melee crit (a1)") {
		t.Fatalf("the log does not name the attack:\n%s", text)
	}
	if checkField(t, w, "Crit").Checked {
		t.Fatal("Crit is still ticked for the next declaration")
	}
	if !strings.Contains(shownText(w), "Goblin 1 takes 17") {
		t.Fatalf("the preview still shows a crit:\n%s", shownText(w))
	}
}

// Stasis "cannot be interacted with in any way" (000_83d7bea2fb475415.txt,
// Advanced Status Effects): the Damage form is refused on a goblin in
// stasis (5 − toughness 3); the GM's override applies it, the log says so, and the override
// does not stay ticked.
func TestDamageRefusedInStasisUnlessOverridden(t *testing.T) {
	w := startGoblinFight(t)
	tickRows(t, w, "Goblin 1")
	test.Tap(trackerButton(t, w, "Condition", false))
	chooseField(t, w, "Status", "Stasis")
	typeField(t, w, "Duration (rounds)", "2")
	test.Tap(trackerButton(t, w, "Apply", true))
	tickRows(t, w, "Goblin 1")
	test.Tap(trackerButton(t, w, "Damage", false))
	for _, o := range uitest.Drawn(formField(t, w, "Damage")) {
		if e, ok := o.(*widget.Entry); ok {
			e.SetText("5")
			break
		}
	}
	test.Tap(trackerButton(t, w, "Apply damage", true))
	if text := shownText(w); !strings.Contains(text, "in stasis") {
		t.Fatalf("damage on stasis should be refused:\n%s", text)
	}
	checkField(t, w, "Stasis").SetChecked(true)
	test.Tap(trackerButton(t, w, "Apply damage", true))
	text := shownText(w)
	for _, want := range []string{"GM override: damage while Goblin 1 is in stasis", "28 / 30"} {
		if !strings.Contains(text, want) {
			t.Errorf("the override applies and is logged: no %q in\n%s", want, text)
		}
	}
	if checkField(t, w, "Stasis").Checked {
		t.Fatal("the override stays ticked for the next event")
	}
}
