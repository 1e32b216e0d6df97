package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// VariantTheme is the default theme held to one variant (light or dark)
// whatever the system prefers.
func VariantTheme(v fyne.ThemeVariant) fyne.Theme { return variantTheme{theme.DefaultTheme(), v} }

type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}
