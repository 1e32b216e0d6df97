package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// TestScreenshotEveningTrackerAndWriteBack renders the Evening tracker
// mid-fight (Wren and Brin against the book's rating-1 ogre, Wren hurt,
// the ogre Prone, Brin's attack open with its odds) as "evening-tracker",
// and its write-back dialog (Wren's health, Brin's and the +1 XP each for
// resolving the ogre) as "encounter-write-back-evening".
func TestScreenshotEveningTrackerAndWriteBack(t *testing.T) {
	_, w, _ := startParty(t, "Evening combat", []string{"Wren", "Brin"}, ogre)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Resize(fyne.NewSize(1280, 720))
	initiative(t, w, map[string]string{"Wren": "17", "Brin": "9", "Ogre": "12"})
	trackertest.Tap(t, w, "Attack")
	trackertest.Dice(t, w, "Natural d20").SetText("16")
	trackertest.Dice(t, w, "Damage").SetText("7")
	trackertest.Submit(t, w, "Attack")
	trackertest.Tap(t, w, "Next turn")
	trackertest.Tick(t, w, "Wren")
	trackertest.Tap(t, w, "Threat attack")
	trackertest.Dice(t, w, "Defense d20").SetText("4")
	trackertest.Entry(t, w, "Damage").SetText("5")
	trackertest.Submit(t, w, "Resolve")
	trackertest.Tick(t, w, "Ogre")
	trackertest.Tap(t, w, "Condition")
	trackertest.Choose(t, w, "Condition", "Prone")
	trackertest.Submit(t, w, "Apply")
	trackertest.Tap(t, w, "Next turn")
	trackertest.Tap(t, w, "Attack")
	uitest.CheckFits(t, "Evening tracker mid-fight", w.Canvas(), uitest.Laptop)
	uitest.Capture(t, w, "evening-tracker")
	// What the picture shows: Brin's turn, Wren hurt (8 - 5), the ogre hit
	// for 7 and Prone, Brin's spear attack open with its odds against the
	// ogre's TN 14 (the book's rating 1).
	pictureShows(t, "evening-tracker", uitest.DrawnText(w.Content()),
		"Round 1 · Brin's turn", "3 / 8 · Healthy", "43 / 50 · Healthy", "Prone",
		"Attacker\nBrin", "Spear +4 (1d8 piercing)", "hit 50.0% against TN 14", "Wren takes 5 damage")

	trackertest.Tap(t, w, "Threat")
	trackertest.Choose(t, w, "Do", "Resolved")
	trackertest.Submit(t, w, "Apply")
	trackertest.Tap(t, w, "Write back…")
	uitest.CheckFits(t, "Evening write-back dialog", w.Canvas(), uitest.Laptop)
	uitest.Capture(t, w, "encounter-write-back-evening")
	pictureShows(t, "encounter-write-back-evening", uitest.TextOf(w.Canvas().Overlays().Top()),
		"Wren: health 8 -> 3", "Wren: XP 10 -> 11", "Brin: XP 10 -> 11", "Write the results back")
}

// pictureShows fails once for each of wants the text drawn does not hold.
func pictureShows(t *testing.T, picture, drawn string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(drawn, want) {
			t.Errorf("%s does not show %q; it draws:\n%s", picture, want, drawn)
		}
	}
}
