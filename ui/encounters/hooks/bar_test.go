package hooks

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/ui/widgets"
)

// A chance bar on an open form repaints in the new theme's colours (QA:
// the Dragonhead attack form's odds bar kept its dark track in light).
func TestChanceBarFollowsTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(widgets.VariantTheme(theme.VariantDark))
	bar := ChanceBar(0.25, 160)
	w := test.NewWindow(bar)
	defer w.Close()
	back := func() *canvas.Rectangle {
		return test.WidgetRenderer(bar.(fyne.Widget)).Objects()[0].(*canvas.Rectangle)
	}
	dark := back().FillColor
	if dark != theme.Color(theme.ColorNameInputBackground) {
		t.Fatalf("dark track %v, want the theme's %v", dark, theme.Color(theme.ColorNameInputBackground))
	}
	a.Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	if light := back().FillColor; light == dark || light != theme.Color(theme.ColorNameInputBackground) {
		t.Errorf("after the switch to light the track is %v (dark was %v), want %v", light, dark, theme.Color(theme.ColorNameInputBackground))
	}
	fill := test.WidgetRenderer(bar.(fyne.Widget)).Objects()[1]
	if got := fill.Size().Width; got != 40 {
		t.Errorf("a quarter of 160 filled: %v", got)
	}
}
