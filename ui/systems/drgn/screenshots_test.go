package drgn

import (
	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"sessionzero/rules/drgn"
)

// TestScreenshotDRGNBuilder renders every step of the DRGN builder on the
// book's centaur, one in the dark theme, and the calculator window.
func TestScreenshotDRGNBuilder(t *testing.T) {
	l, w, store := libtest.New(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Resize(uitest.Laptop)
	c := drgntest.Centaur(t)
	hp := 230
	c.CurrentHP = &hp
	b := openDRGN(t, l, store, "Brannoch Ashhoof", c)
	b.calc.load(c.Abilities[0])
	b.widgets.item.load(c.Equipment[2], 2)
	names := []string{"concept", "body", "features", "traits", "abilities", "equipment", "finishing", "afterplay"}
	for i, name := range names {
		b.showStep(i)
		uitest.Capture(t, w, "drgn-"+name)
	}
	b.showStep(drgnStepEquipment)
	page := b.steps.Page(drgnStepEquipment)
	page.Offset = fyne.NewPos(0, 560)
	page.Refresh()
	uitest.Capture(t, w, "drgn-equipment-item")
	b.showStep(drgnStepBody)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantDark))
	uitest.Capture(t, w, "drgn-body-dark")
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))

	// Over budget: the bar turns red and the problem is listed.
	b.showStep(drgnStepTraits)
	b.widgets.traitScores["Evasion"].SetText("45")
	// Save now: the autosave timer would otherwise fire on its own
	// goroutine while the window is being painted.
	l.FlushEditor()
	uitest.Capture(t, w, "drgn-over-budget")

	cw, k := showCalculator(l)
	defer cw.Close()
	buildFireball(t, k)
	addComponent(t, k, drgn.CompRanged).value.SetText("30")
	addComponent(t, k, "subtle")
	cw.Resize(fyne.NewSize(760, 900))
	uitest.Capture(t, cw, "drgn-calculator")
}

// TestScreenshotDRGNDeclare renders the tracker's Declare attack form with
// Brannoch's Fireball picked on both goblins and the damage it would do
// shown first (encounter-drgn-declare, for the docs).
func TestScreenshotDRGNDeclare(t *testing.T) {
	w := startGoblinFight(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Resize(uitest.Laptop)
	declareShown(t, w, "Goblin 1", "Goblin 2")
	chooseField(t, w, "Attack", "Fireball · ability · 30 Fire · area · uses 3 of 3")
	if text := shownText(w); !strings.Contains(text, "Goblin 2 takes 27") || !strings.Contains(text, "3 of 30 HP left (10%)") {
		t.Fatalf("the preview before declaring:\n%s", text)
	}
	uitest.Capture(t, w, "encounter-drgn-declare")
}
