package tracker_test

import (
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/ui"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/encounters/trackertest"
	_ "sessionzero/ui/systems/dragonhead" // Dragonhead's characters and these forms
	"sessionzero/ui/uitest"
)

// The Dragonhead tracker driven as a GM drives it (trackertest): the real
// app's New encounter window, the tracker window, its buttons and its forms.

// start opens New encounter in the real app with the book's Megan
// Steelion (rules/dragonhead/testdata/megan.json) in "The Crypt", types a
// troglodyte (HP 10, AC 13, DC 8, stun 3, M 3), starts the fight and
// returns the tracker window.
func start(t *testing.T) (*ui.Library, fyne.Window) {
	t.Helper()
	l, store := trackertest.Library(t)
	uitest.AddCharacterFile(t, store, "rules/dragonhead/testdata/megan.json", "The Crypt")
	return l, trackertest.Start(t, l, trackertest.Setup{Kind: "Dragonhead combat", Campaign: "The Crypt",
		Opponents: []trackertest.Opponent{{Name: "Troglodyte", Stats: [][2]string{
			{"HP", "10"}, {"AC", "13"}, {"DC", "8"}, {"Stun point", "3"}, {"Morale (M)", "3"}}}}})
}

// initiative rolls the round's initiative with the roll typed.
func initiative(t *testing.T, w fyne.Window, roll string) {
	t.Helper()
	trackertest.Tap(t, w, "Roll initiative")
	trackertest.Dice(t, w, "Roll").SetText(roll)
	trackertest.Submit(t, w, "Start the round")
}
