package tracker_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

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
	tapButton(t, w, "Attack")
	dice(t, w, "Natural d20").SetText("16")
	dice(t, w, "Damage").SetText("7")
	submit(t, w, "Attack")
	tapButton(t, w, "Next turn")
	tick(t, w, "Wren")
	tapButton(t, w, "Threat attack")
	dice(t, w, "Defense d20").SetText("4")
	entry(t, w, "Damage").SetText("5")
	submit(t, w, "Resolve")
	tick(t, w, "Ogre")
	tapButton(t, w, "Condition")
	choose(t, w, "Condition", "Prone")
	submit(t, w, "Apply")
	tapButton(t, w, "Next turn")
	tapButton(t, w, "Attack")
	uitest.CheckFits(t, "Evening tracker mid-fight", w.Canvas(), uitest.Laptop)
	uitest.Capture(t, w, "evening-tracker")

	tapButton(t, w, "Threat")
	choose(t, w, "Do", "Resolved")
	submit(t, w, "Apply")
	tapButton(t, w, "Write back…")
	uitest.CheckFits(t, "Evening write-back dialog", w.Canvas(), uitest.Laptop)
	uitest.Capture(t, w, "encounter-write-back-evening")
}
