package encounters

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	uidrgn "sessionzero/ui/systems/drgn"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// TestScreenshotAttackPicksAndWriteBack renders the DRGN declare form with
// Brannoch's Fireball picked and its damage shown first, the Dragonhead
// attack form with Megan's odds, and the write-back dialog.
func TestScreenshotAttackPicksAndWriteBack(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	tr.win.Resize(fyne.NewSize(1280, 720))
	tr.next() // Dec
	tick(t, tr, "Goblin 1", "Goblin 2")
	f := tr.actionForm("Declare attack")
	tr.showForm(f)
	f.selects["Attack"].SetSelectedIndex(2)
	uitest.CaptureShowing(t, tr.win, "encounter-drgn-attack-pick", "Fireball")
	mustSubmit(t, tr, f, nil)
	tr.next() // Go
	tick(t, tr, "Brannoch")
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) { f.dice["Damage"].value.SetText("40") })
	wb := tr.showWriteBack()
	wb.rows[0].xp.SetText("25")
	uitest.CaptureShowing(t, tr.win, "encounter-write-back", "Write back", "Brannoch")

	_, _, dh := startDragonheadFight(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	dh.win.Resize(fyne.NewSize(1280, 720))
	tick(t, dh, "Troglodyte")
	a := dh.actionForm("Attack")
	dh.showForm(a)
	uitest.CaptureShowing(t, dh.win, "encounter-dragonhead-attack-pick", "Megan", "Troglodyte")

	so := startDRGNSocial(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	so.win.Resize(fyne.NewSize(1280, 720))
	sp := so.social.(*uidrgn.SocialPanel)
	sp.Traits[0].SetText("Constitution")
	sp.Speakers[0].SetText("Brannoch")
	if err := sp.ChooseTrait(0); err != nil {
		t.Fatal(err)
	}
	sp.Traits[1].SetText("Intimidation")
	sp.ChooseTrait(1)
	sp.Ratings[0].SetSelected("+1 Good")
	uitest.CaptureShowing(t, so.win, "encounter-social-from-characters", "Constitution", "Intimidation")
}
