package encounters

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/rules/encounter"
)

// Issue 22, "Nothing jumps, nothing hides", and issue 26, "the window and
// forms move under the mouse": a result, a roll, a declared attack or a
// tick moves no control and widens no window.

// placeOf is where o is drawn in its window, after the window is laid out
// again as the driver does each frame.
func placeOf(w fyne.Window, o fyne.CanvasObject) fyne.Position {
	test.LaidOutObjects(w.Content())
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

func TestRollAndResultMoveNoButton(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tr.next()
	tick(t, tr, "Goblin 1")
	f := tr.actionForm("Declare attack")
	tr.showForm(f)
	typedDamage(f, "")
	f.dice["Damage"].expr.SetText("1d20")
	apply, kind := applyButton(t, tr), f.selects["Kind"]
	before, kindBefore := placeOf(tr.win, apply), placeOf(tr.win, kind)
	test.Tap(formButton(t, f, "Roll"))
	if f.dice["Damage"].value.Text == "" {
		t.Fatal("Roll rolled nothing")
	}
	if got := placeOf(tr.win, apply); got != before {
		t.Errorf("%q moved %s from %v to %v", f.message.Text, apply.Text, before, got)
	}
	if got := placeOf(tr.win, kind); got != kindBefore {
		t.Errorf("%q moved the Kind field from %v to %v", f.message.Text, kindBefore, got)
	}
	f.message.SetText("Rolled 1d20 [4] = 4; and a result long enough to wrap onto a second line and then a third line of the form's narrow pane, and more")
	if got := placeOf(tr.win, apply); got != before {
		t.Errorf("a long result moved %s from %v to %v", apply.Text, before, got)
	}
}

func TestDeclaringMovesNothing(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tr.next()
	tick(t, tr, "Goblin 1")
	f := tr.actionForm("Declare attack")
	tr.showForm(f)
	typedDamage(f, "7")
	apply, first := applyButton(t, tr), tr.strip.buttons[0]
	before, firstBefore := placeOf(tr.win, apply), placeOf(tr.win, first)
	if err := tr.submit(f); err != nil {
		t.Fatal(err)
	}
	if tr.pending.Text == "" {
		t.Fatal("no Declared line after declaring")
	}
	if got := placeOf(tr.win, apply); got != before {
		t.Errorf("%q moved %s from %v to %v", tr.pending.Text, apply.Text, before, got)
	}
	if got := placeOf(tr.win, first); got != firstBefore {
		t.Errorf("%q moved the %s action from %v to %v", tr.pending.Text, first.Text, firstBefore, got)
	}
}

// TestTickingDoesNotWidenTheTracker: the window (1180 px wide when it
// first opens) needs no more width whatever is ticked on whichever form.
func TestTickingDoesNotWidenTheTracker(t *testing.T) {
	_, _, drgnFight := startDRGNFight(t)
	drgnFight.next()
	trackers := startEveryKind(t)
	trackers["DRGN fight in its Dec phase"] = drgnFight
	for label, tr := range trackers {
		width := tr.win.Canvas().Size().Width
		if width != 1180 {
			t.Fatalf("%s opened %v wide", label, width)
		}
		for _, a := range tr.actions() {
			tr.showForm(a.form())
			for _, r := range tr.view.Rows {
				tick(t, tr, r.Name)
				tr.tickChanged()
				if w := tr.win.Content().MinSize().Width; w > width {
					t.Errorf("%s, %s with %s ticked: the window needs %.0f px, wider than its %.0f", label, a.label, r.Name, w, width)
				}
			}
		}
	}
}

func TestActionPanelOpensAtItsTop(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tr.win.Resize(fyne.NewSize(1180, 500))
	tr.showForm(tr.actionForm("Declare attack"))
	test.LaidOutObjects(tr.win.Content())
	tr.formScroll.ScrollToBottom()
	if tr.formScroll.Offset.Y == 0 {
		t.Fatal("the declare form does not scroll at 500 px high")
	}
	tr.showForm(tr.actionForm("Damage"))
	if got := tr.formScroll.Offset.Y; got != 0 {
		t.Errorf("Damage opened scrolled %v down", got)
	}
}

// TestManyConditionsMakeARowTallerNotWider: a combatant's condition chips
// wrap onto lines of their own.
func TestManyConditionsMakeARowTallerNotWider(t *testing.T) {
	test.NewTempApp(t)
	var chips []fyne.CanvasObject
	for _, label := range []string{"Frightened", "Poisoned", "Prone", "Restrained", "Blinded", "Deafened", "Exhausted 2", "Grappled"} {
		chips = append(chips, newChip(label, chipColor(encounter.ConditionView{Label: label}), 12))
	}
	lines := chipLines(chips, chipLineWidth)
	if len(lines) < 2 {
		t.Fatalf("eight chips on %d line(s)", len(lines))
	}
	n := 0
	for _, l := range lines {
		if w := l.MinSize().Width; w > chipLineWidth {
			t.Errorf("a line of chips is %.0f wide, more than %d", w, chipLineWidth)
		}
		n += len(l.(*fyne.Container).Objects)
	}
	if n != len(chips) {
		t.Errorf("%d chips on the lines, want %d", n, len(chips))
	}
	if got := chipLines(nil, chipLineWidth); len(got) != 0 {
		t.Errorf("no chips: %d lines", len(got))
	}
}
