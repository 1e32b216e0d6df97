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

	// Evening's threat fight mid-round, with a library character's counters.
	ev := startEveningThreatFight(t)
	mustSubmit(t, ev, ev.initiativeForm(), func(f *eventForm) {
		diceLabelled(t, f, "Wren (").value.SetText("17")
		diceLabelled(t, f, "Ogre (").value.SetText("6")
	})
	for _, a := range ev.actions() {
		ev.showForm(a.form())
		for _, r := range ev.view.Rows {
			tick(t, ev, r.Name)
			ev.tickChanged()
			uitest.CheckFits(t, "Evening threat fight with "+a.label+", "+r.Name+" ticked", ev.win.Canvas(), uitest.Laptop)
		}
	}
}
