package widgets

import (
	"image/color"
	"math"

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

// luminance is the WCAG 2 relative luminance of c.
func luminance(c color.Color) float64 {
	r, g, b, _ := color.NRGBAModel.Convert(c).RGBA()
	lin := func(v uint32) float64 {
		s := float64(v>>8) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Contrast is the WCAG 2 contrast ratio of two colours, 1 to 21.
func Contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// TextOn is the colour for text drawn on fill: black or white, whichever
// stands out more (a chip on the success green of either theme variant). A
// see-through fill (a condition chip's tint) is judged as it is drawn: over
// the theme's background.
func TextOn(fill color.Color) color.Color {
	fill = Over(fill, theme.Color(theme.ColorNameBackground))
	if Contrast(fill, color.Black) >= Contrast(fill, color.White) {
		return color.Black
	}
	return color.White
}

// Over is c drawn over the opaque background bg.
func Over(c, bg color.Color) color.Color {
	f := color.NRGBAModel.Convert(c).(color.NRGBA)
	if f.A == 0xff {
		return f
	}
	b := color.NRGBAModel.Convert(bg).(color.NRGBA)
	mix := func(x, y uint8) uint8 { return uint8((int(x)*int(f.A) + int(y)*(255-int(f.A)) + 127) / 255) }
	return color.NRGBA{R: mix(f.R, b.R), G: mix(f.G, b.G), B: mix(f.B, b.B), A: 0xff}
}
