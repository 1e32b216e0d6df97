//go:build ci

package encounters

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/rules/encounter"
	"sessionzero/ui/widgets"
)

// TestHealthChipsCanBeRead: the player view's band chips ("Healthy" on
// green, "Injured" on orange, "Down" on red) and the condition chips (a
// see-through tint, judged over the background) are readable in both
// themes (WCAG 4.5:1); with the theme's foreground the light theme's
// "Healthy" was dark grey on dark green.
func TestHealthChipsCanBeRead(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(widgets.VariantTheme(v))
		fills := map[string]color.Color{
			"timed condition":   chipColor(encounter.ConditionView{Label: "Slowed (2)", Remaining: 2}),
			"lasting condition": chipColor(encounter.ConditionView{Label: "Injured", Remaining: -1}),
		}
		for _, band := range []string{encounter.BandHealthy, encounter.BandInjured, encounter.BandDown} {
			fills[band] = bandColor(band)
		}
		for band, fill := range fills {
			chip := newChip(band, fill, playerChipSize)
			var text *canvas.Text
			for _, o := range test.LaidOutObjects(chip) {
				if tx, ok := o.(*canvas.Text); ok {
					text = tx
				}
			}
			if text == nil {
				t.Fatalf("the %s chip has no text", band)
			}
			if got := widgets.Contrast(text.Color, widgets.Over(fill, theme.Color(theme.ColorNameBackground))); got < 4.5 {
				t.Errorf("variant %d, %s chip: %.2f:1, want at least 4.5:1", v, band, got)
			}
		}
	}
}
