package encounters

import (
	"testing"

	"sessionzero/ui/uitest"
)

func TestTrackerWindowsFitALaptopScreen(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	for _, a := range tr.actions() {
		tr.showForm(a.form())
		uitest.CheckFits(t, "DRGN tracker with "+a.label, tr.win.Canvas(), uitest.Laptop)
	}
	tr.next()
	tick(t, tr, "Goblin 1")
	tr.showForm(tr.actionForm("Declare attack"))
	uitest.CheckFits(t, "DRGN tracker declaring", tr.win.Canvas(), uitest.Laptop)
	p := tr.showPlayerView()
	uitest.CheckFits(t, "DRGN player view", p.win.Canvas(), uitest.Laptop)
	tr.showWriteBack()
	uitest.CheckFits(t, "DRGN write-back dialog", tr.win.Canvas(), uitest.Laptop)

	_, _, dh := startDragonheadFight(t)
	for _, a := range dh.actions() {
		dh.showForm(a.form())
		uitest.CheckFits(t, "Dragonhead tracker with "+a.label, dh.win.Canvas(), uitest.Laptop)
	}
	dh.showForm(dh.initiativeForm())
	uitest.CheckFits(t, "Dragonhead tracker with initiative", dh.win.Canvas(), uitest.Laptop)
	dh.showWriteBack()
	uitest.CheckFits(t, "Dragonhead write-back dialog", dh.win.Canvas(), uitest.Laptop)
	uitest.CheckFits(t, "Dragonhead player view", dh.showPlayerView().win.Canvas(), uitest.Laptop)
}
