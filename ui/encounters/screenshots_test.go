package encounters

import (
	"sessionzero/ui/libtest"
	uidrgn "sessionzero/ui/systems/drgn"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// TestScreenshotEncounters renders the new-encounter window, the DRGN and
// Dragonhead trackers mid-fight, the player view and a social encounter.
func TestScreenshotEncounters(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	tick(t, tr, "Brannoch")
	mustSubmit(t, tr, tr.actionForm("Spend actions"), nil)
	tr.next()
	tick(t, tr, "Goblin 1")
	mustSubmit(t, tr, tr.actionForm("Declare attack"), func(f *eventForm) { typedDamage(f, "20") })
	tr.next()
	tick(t, tr, "Goblin 2")
	mustSubmit(t, tr, tr.actionForm("Condition"), func(f *eventForm) {
		f.selects["Status"].SetSelected("Slowed")
		f.entries["Duration (rounds)"].SetText("2")
	})
	mustSubmit(t, tr, tr.actionForm("Condition"), func(f *eventForm) {
		f.selects["Status"].SetSelected("Ailed")
		f.entries["Degree (x)"].SetText("4")
		f.entries["Duration (rounds)"].SetText("3")
		f.entries["Detail"].SetText("Fire")
	})
	tick(t, tr, "Goblin 1")
	tr.showForm(tr.damageForm())
	tr.win.Resize(fyne.NewSize(1280, 820))
	uitest.CaptureShowing(t, tr.win, "encounter-tracker-drgn", "Goblins at the ford · DRGN combat", "11 / 30 · Injured", "Slowed (2)", "Apply damage")
	join := tr.joinForm()
	tr.showForm(join)
	join.entries["Name"].SetText("Goblin")
	join.entries["How many"].SetText("2")
	join.entries["Max HP"].SetText("30")
	uitest.CaptureShowing(t, tr.win, "encounter-join", "How many", "Goblin")
	tr.showForm(tr.damageForm())
	p := tr.showPlayerView()
	p.win.Resize(fyne.NewSize(1000, 600))
	uitest.CaptureShowing(t, p.win, "encounter-player-view", "Brannoch", "Goblin 1")

	l, _, _ := libtest.New(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	s := showNewEncounter(l)
	defer closeWindow(s.win)
	chooseKind(s, "Dragonhead combat")
	s.name.SetText("Troglodytes in the crypt")
	s.armor.SetText("d4")
	typeOpponent(t, s, "Troglodyte", "2", false, map[string]string{"hp": "10", "ac": "13", "dc": "8", "stun": "3", "morale": "3"})
	s.oppSide.SetSelected("Party")
	s.armor.SetText("d6")
	typeOpponent(t, s, "Megan", "1", false, map[string]string{"hp": "14", "ac": "15", "dc": "9", "stun": "4", "morale": "0"})
	s.oppName.SetText("Troglodyte shaman")
	s.win.Resize(fyne.NewSize(1000, 720))
	uitest.CaptureShowing(t, s.win, "encounter-new", "Troglodytes in the crypt", "Troglodyte shaman")
	dh, err := s.start()
	if err != nil {
		t.Fatal(err)
	}
	defer closeWindow(dh.win)
	seedTracker(dh)
	mustSubmit(t, dh, dh.initiativeForm(), func(f *eventForm) { f.dice["Roll"].value.SetText("4") })
	tick(t, dh, "Troglodyte 1")
	mustSubmit(t, dh, dh.actionForm("Attack"), func(f *eventForm) {
		f.entries["Typed attack"].SetText("sword")
		f.dice["Hit strength"].value.SetText("17")
		f.dice["Damage rolls"].value.SetText("5, 4")
		f.dice["Armour roll"].value.SetText("1")
	})
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantDark))
	dh.showForm(dh.actionForm("Attack"))
	dh.win.Resize(fyne.NewSize(1280, 820))
	uitest.CaptureShowing(t, dh.win, "encounter-tracker-dragonhead", "2 / 10 · wear 8 tear 4 · Injured", "Knocked down", "Typed attack…")
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	for range 4 {
		mustSubmit(t, dh, dh.actionForm("Rest"), func(f *eventForm) {
			f.selects["Combatant"].SetSelected("Troglodyte 1")
			f.dice["Wear recovered"].value.SetText("1")
		})
	}
	// The rest in a window of its own: the test driver's painter keeps a
	// label's old text once the window was painted (the rows are updated
	// in place; the real driver repaints them).
	closeWindow(dh.win)
	dh, err = openEncounter(dh.lib, dh.record.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer closeWindow(dh.win)
	dh.win.Resize(fyne.NewSize(1280, 720))
	rest := dh.actionForm("Rest")
	dh.showForm(rest)
	rest.selects["Combatant"].SetSelected("Troglodyte 1")
	uitest.CaptureShowing(t, dh.win, "encounter-dragonhead-rest", "6 / 10 · wear 4 tear 4 · Injured", "attacks 1 · rests 4", "Next: rest 5 of 10, a normal one.")

	ls, _, _ := libtest.New(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	so := startSocial(t, ls, func(ss *encounterSetup) {
		setSocial(ss, "The toll bridge", "cross the bridge without paying", "collect a toll of 10 gold each", "3", "tense")
		ss.oppSide.SetSelected("Party")
		typeOpponent(t, ss, "Brannoch", "1", false, nil)
		ss.oppSide.SetSelected("Opponents")
		typeOpponent(t, ss, "Troll", "1", false, nil)
	})
	sp := so.social.(*uidrgn.SocialPanel)
	sp.Traits[0].SetText("Persuasion")
	sp.Speakers[0].SetText("Brannoch")
	sp.ChooseTrait(0)
	sp.Traits[1].SetText("Intimidation")
	sp.ChooseTrait(1)
	sp.Ratings[0].SetSelected("+2 Beneficial")
	sp.Ratings[1].SetSelected("-1 Poor")
	sp.Arguments[0].SetText("the bridge belongs to the king")
	sp.RateRound()
	sp.Ratings[0].SetSelected("+1 Good")
	so.win.Resize(fyne.NewSize(1280, 900))
	uitest.CaptureShowing(t, so.win, "encounter-social", "Persuasion", "Intimidation")
	spv := so.showPlayerView()
	spv.win.Resize(fyne.NewSize(900, 500))
	uitest.CaptureShowing(t, spv.win, "encounter-social-player-view", "The toll bridge")
}
