package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// formScroll is the tracker's scroll holding the open form.
func formScroll(t *testing.T, w fyne.Window, text string) *container.Scroll {
	t.Helper()
	trackertest.Paint(w)
	for _, o := range uitest.Drawn(w.Content()) {
		if s, ok := o.(*container.Scroll); ok && s.Direction == container.ScrollVerticalOnly {
			if inner := uitest.DrawnText(s.Content) + uitest.TextOf(s.Content); strings.Contains(inner, text) {
				return s
			}
		}
	}
	t.Fatalf("no form showing %q", text)
	return nil
}

// The forms do not move under the mouse: typing the dice lengthens the odds
// (the cheapest push joins them) without moving the buttons under them, and
// the Damage panel opens at its top after the long attack form was
// scrolled down.
func TestTrackerFormsStayPut(t *testing.T) {
	_, w, _ := startFight(t)
	startWith(t, w, "Jessie")
	w.Resize(fyne.NewSize(1280, 720))
	trackertest.Tap(t, w, "Attack")
	tickDice(t, w, "Reflex d6", "Gunplay d6 (skill)")
	rollBtn := trackertest.Button(t, w, "Roll the pool", false)
	driver := fyne.CurrentApp().Driver()
	before := driver.AbsolutePositionForObject(rollBtn)
	trackertest.Entry(t, w, "Dice as rolled").SetText("3 4 2")
	trackertest.Paint(w)
	if oddsShown(t, w) == "" {
		t.Fatal("no odds shown once the dice were typed")
	}
	if after := driver.AbsolutePositionForObject(rollBtn); after != before {
		t.Fatalf("Roll the pool moved from %v to %v when the dice were typed", before, after)
	}
	s := formScroll(t, w, "Dice as rolled")
	s.Offset = fyne.NewPos(0, 300) // the user scrolled down the attack form
	trackertest.Tap(t, w, "Damage")
	if s := formScroll(t, w, "Health lost by each ticked combatant"); s.Offset.Y != 0 {
		t.Fatalf("the Damage panel opens scrolled to %v", s.Offset)
	}
}
