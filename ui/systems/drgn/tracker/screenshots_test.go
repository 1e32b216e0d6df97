package tracker_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// TestScreenshotDRGNDeclare renders the tracker's Declare attack form with
// Brannoch's Fireball picked on both goblins and the damage it would do
// shown first (encounter-drgn-declare, for the docs). The picture must fit
// a laptop and show the form, the pick, each goblin's damage by the book's
// formula (000_83d7bea2fb475415.txt "A 30 power fireball would deal 30
// damage to any target it affects", less toughness 3: 27) with its bar at
// 3 of 30, and the button that declares.
func TestScreenshotDRGNDeclare(t *testing.T) {
	w := startGoblinFight(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Resize(uitest.Laptop)
	declareShown(t, w, "Goblin 1", "Goblin 2")
	trackertest.Choose(t, w, "Attack", "Fireball · ability · 30 Fire · area · uses 3 of 3")
	drgntest.Shows(t, w, "encounter-drgn-declare", "Declare attack (Dec phase)",
		"Fireball · ability · 30 Fire · area · uses 3 of 3",
		"Goblin 1 takes 27 (HP 30 of 30)", "Goblin 2 takes 27 (HP 30 of 30)", "3 of 30 HP left (10%)", "Declare")
	bars := previewBars(t, w)
	if len(bars) != 2 {
		t.Errorf("%d preview bars, want one per goblin", len(bars))
	}
	for i, f := range bars {
		if f < 0.09 || f > 0.11 {
			t.Errorf("bar %d fills %.2f of its width, want 3/30", i+1, f)
		}
	}
	uitest.Capture(t, w, "encounter-drgn-declare")
}
