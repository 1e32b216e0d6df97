package drgn

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/rules/drgn"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// TestScreenshotDRGNBuilder renders every step of the DRGN builder on the
// book's centaur, one in the dark theme, and the calculator window; each
// picture must fit a laptop and show its step's heading and what the step
// is taken for.
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
	steps := []struct{ name, heading string }{
		{"concept", "0. Design the character concept"},
		{"body", "1. Body shape and size"},
		{"features", "2. Features"},
		{"traits", "3. Traits"},
		{"abilities", "4. Abilities"},
		{"equipment", "5. Equipment"},
		{"finishing", "6. Finishing touches"},
		{"afterplay", "After play"},
	}
	for i, s := range steps {
		b.showStep(i)
		drgntest.Shows(t, w, "drgn-"+s.name, s.heading, "Brannoch Ashhoof", "remaining")
		uitest.Capture(t, w, "drgn-"+s.name)
	}
	b.showStep(drgnStepEquipment)
	page := b.steps.Page(drgnStepEquipment)
	page.Offset = fyne.NewPos(0, 560)
	page.Refresh()
	// The item form holds the Lance the picture is taken for.
	drgntest.Shows(t, w, "drgn-equipment-item", "5. Equipment", c.Equipment[2].Name)
	uitest.Capture(t, w, "drgn-equipment-item")
	b.showStep(drgnStepBody)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantDark))
	drgntest.Shows(t, w, "drgn-body-dark", "1. Body shape and size")
	if lum := drgntest.Luminance(w.Canvas().Capture()); lum > 0.5 {
		t.Errorf("drgn-body-dark: mean brightness %.2f, want a dark window (below 0.5)", lum)
	}
	uitest.Capture(t, w, "drgn-body-dark")
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	if lum := drgntest.Luminance(w.Canvas().Capture()); lum < 0.5 {
		t.Errorf("drgn-body (light): mean brightness %.2f, want a light window (above 0.5)", lum)
	}

	// Over budget: the bar turns red and the problem is listed.
	b.showStep(drgnStepTraits)
	b.widgets.traitScores["Evasion"].SetText("45")
	// Save now: the autosave timer would otherwise fire on its own
	// goroutine while the window is being painted.
	l.FlushEditor()
	drgntest.Shows(t, w, "drgn-over-budget", "3. Traits", "over budget by")
	if !b.bar.over {
		t.Error("drgn-over-budget: the XP bar is not red")
	}
	if b.xpText.Importance != widget.DangerImportance {
		t.Error("drgn-over-budget: the XP line is not in the danger colour")
	}
	uitest.Capture(t, w, "drgn-over-budget")

	cw, k := showCalculator(l)
	defer cw.Close()
	buildFireball(t, k)
	addComponent(t, k, drgn.CompRanged).value.SetText("30")
	addComponent(t, k, "subtle")
	cw.Resize(fyne.NewSize(760, 900))
	drgntest.Shows(t, cw, "drgn-calculator", "Ability component calculator", "Fireball", "Cost per use", "Fire")
	if n, err := strconv.Atoi(k.perUse.Text); err != nil || n <= 0 {
		t.Errorf("drgn-calculator: cost per use %q, want a price above 0", k.perUse.Text)
	}
	uitest.Capture(t, cw, "drgn-calculator")
}
