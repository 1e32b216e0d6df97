package dvr

import (
	"testing"

	"fyne.io/fyne/v2"

	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// The builder's and calculators' tests drive their windows with these and
// with trackertest's field, button and shown-text helpers.

// objectsOf and findWindow are the shared walk through the widgets'
// renderers and the window finder, under the names this package's builder
// and calculators tests use too.
var (
	objectsOf  = uitest.Drawn
	findWindow = uitest.Window
)

// poolDice lists the attack form's pool, ticked ones marked [x].
func poolDice(t *testing.T, w fyne.Window) string { return trackertest.Checks(t, w, "Pool") }
