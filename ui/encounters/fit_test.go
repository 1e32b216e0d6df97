package encounters

import (
	"testing"

	"fyne.io/fyne/v2"
)

// laptop is the most a window may need: a 1366×768 screen less a taskbar
// (ui/fit_test.go holds every tool's window to it; the tracker opens from
// the encounters list, so it is held here).
var laptop = fyne.NewSize(1280, 720)

// checkFits fails when a window's content or a dialog over it needs more
// than a laptop screen.
func checkFits(t *testing.T, what string, w fyne.Window) {
	t.Helper()
	c := w.Canvas()
	min := c.Content().MinSize()
	for _, o := range c.Overlays().List() {
		min = min.Max(o.MinSize())
	}
	t.Logf("%s: %.0f×%.0f", what, min.Width, min.Height)
	if min.Width > laptop.Width || min.Height > laptop.Height {
		t.Errorf("%s needs %.0f×%.0f, more than %.0f×%.0f", what, min.Width, min.Height, laptop.Width, laptop.Height)
	}
}

func TestTrackerWindowsFitALaptopScreen(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	for _, a := range tr.actions() {
		tr.showForm(a.form())
		checkFits(t, "DRGN tracker with "+a.label, tr.win)
	}
	tr.next()
	tick(t, tr, "Goblin 1")
	tr.showForm(tr.actionForm("Declare attack"))
	checkFits(t, "DRGN tracker declaring", tr.win)
	p := tr.showPlayerView()
	checkFits(t, "DRGN player view", p.win)
	tr.showWriteBack()
	checkFits(t, "DRGN write-back dialog", tr.win)

	_, _, dh := startDragonheadFight(t)
	for _, a := range dh.actions() {
		dh.showForm(a.form())
		checkFits(t, "Dragonhead tracker with "+a.label, dh.win)
	}
	dh.showForm(dh.initiativeForm())
	checkFits(t, "Dragonhead tracker with initiative", dh.win)
	dh.showWriteBack()
	checkFits(t, "Dragonhead write-back dialog", dh.win)
	checkFits(t, "Dragonhead player view", dh.showPlayerView().win)
}
