package tracker_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// Nothing jumps under the mouse (issue 22): a roll's result line has a
// fixed place above the buttons, so rolling never moves the form's
// button; and a form opens scrolled to its top.
func TestEveningFormsStayStill(t *testing.T) {
	_, w, _ := start(t, "Evening combat", ogre)
	w.Resize(fyne.NewSize(1280, 480))
	initiative(t, w, map[string]string{"Wren": "3", "Ogre": "18"})
	trackertest.Tick(t, w, "Wren")
	trackertest.Tap(t, w, "Threat attack")
	resolve := trackertest.Button(t, w, "Resolve", true)
	before := fyne.CurrentApp().Driver().AbsolutePositionForObject(resolve)
	// The Roll button of the "Defense d20" field.
	var roll *widget.Button
	for _, o := range uitest.Objects(trackertest.Field(t, w, "Defense d20")) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Roll" {
			roll = b
		}
	}
	if roll == nil {
		t.Fatal("no Roll button by the defense d20")
	}
	test.Tap(roll)
	test.LaidOutObjects(w.Content())
	trackertest.WantShown(t, w, "rolled", "Defense d20: rolled 1d20")
	if after := fyne.CurrentApp().Driver().AbsolutePositionForObject(resolve); after != before {
		t.Fatalf("rolling moved the Resolve button from %v to %v", before, after)
	}

	pane := formScroll(t, w)
	pane.ScrollToBottom()
	if pane.Offset.Y == 0 {
		t.Fatal("the threat attack form does not scroll at 1280×480; the test needs it to")
	}
	trackertest.Tap(t, w, "Attack")
	if pane.Offset.Y != 0 {
		t.Fatalf("the attack form opened scrolled down %.0f px", pane.Offset.Y)
	}
}

// formScroll is the scroll of the form pane beside the turn order.
func formScroll(t *testing.T, w fyne.Window) *container.Scroll {
	t.Helper()
	for _, o := range uitest.Objects(w.Content()) {
		if s, ok := o.(*container.Split); ok && s.Horizontal {
			for _, in := range uitest.Objects(s.Trailing) {
				if sc, ok := in.(*container.Scroll); ok {
					return sc
				}
			}
		}
	}
	t.Fatal("no form pane")
	return nil
}
