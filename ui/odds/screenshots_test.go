package odds

import (
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestScreenshotDice renders every setup of the Dice & Odds window (light),
// compare mode, and one setup in the dark theme, each after a roll.
func TestScreenshotDice(t *testing.T) {
	slugs := []string{"expression", "dvr", "dragonhead", "evening", "evening-death-saves", "rollunder-save", "rollunder-attack", "drgn"}
	if len(slugs) != len(setupKinds()) {
		t.Fatal("a setup has no screenshot name")
	}
	setTheme := func(v fyne.ThemeVariant) {
		fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(v))
	}
	t.Run("light", func(t *testing.T) {
		d, _ := newTestDiceWindow(t)
		setTheme(theme.VariantLight)
		p := d.panes[0]
		for kind, slug := range slugs {
			choose(t, p, kind)
			test.Tap(p.rollButton)
			uitest.Capture(t, d.win, "dice-"+slug)
		}
	})
	t.Run("compare", func(t *testing.T) {
		d, _ := newTestDiceWindow(t)
		setTheme(theme.VariantLight)
		first := d.panes[0]
		choose(t, first, kindDragonhead)
		d.compare.SetChecked(true)
		second := d.panes[1]
		settle(second)
		test.Tap(button(t, second.setup.form(), "Reaper Roll"))
		first.setup.(*dragonheadSetup).score.entry.SetText("10")
		second.setup.(*dragonheadSetup).score.entry.SetText("10")
		settle(first)
		settle(second)
		test.Tap(first.rollButton)
		test.Tap(second.rollButton)
		uitest.Capture(t, d.win, "dice-compare")
	})
	t.Run("dark", func(t *testing.T) {
		d, _ := newTestDiceWindow(t)
		setTheme(theme.VariantDark)
		p := d.panes[0]
		test.Tap(p.rollButton)
		test.Tap(p.rollButton)
		uitest.Capture(t, d.win, "dice-dvr-dark")
	})
}
