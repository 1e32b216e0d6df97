package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// successOnLight is the success colour of the light variant: Fyne's
// bright green (#43f436) is 1.5:1 on the white background, too faint for
// the green "done" lines (widget.SuccessImportance labels) and the white
// text of a success button; this green is 5.1:1 on white. The dark
// variant keeps Fyne's green, 12:1 on its background.
var successOnLight = color.NRGBA{R: 0x1a, G: 0x7f, B: 0x37, A: 0xff}

// AppTheme is Fyne's default theme, following the system's light or dark
// preference, with a success colour readable on the light background.
func AppTheme() fyne.Theme { return appTheme{theme.DefaultTheme()} }

type appTheme struct{ fyne.Theme }

func (t appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameSuccess && v == theme.VariantLight {
		return successOnLight
	}
	return t.Theme.Color(n, v)
}

// VariantTheme is AppTheme held to one variant (light or dark) whatever
// the system prefers.
func VariantTheme(v fyne.ThemeVariant) fyne.Theme { return variantTheme{AppTheme(), v} }

type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}
