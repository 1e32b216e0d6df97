package widgets

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

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

// contrast is the WCAG 2 contrast ratio of two colours, 1 to 21.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func TestContrastIsWCAGs(t *testing.T) {
	white, black := color.White, color.Black
	for _, tc := range []struct {
		a, b color.Color
		want float64
	}{
		{white, black, 21},
		{white, white, 1},
		{color.NRGBA{R: 0x77, G: 0x77, B: 0x77, A: 0xff}, white, 4.48}, // the classic just-too-light grey
	} {
		if got := contrast(tc.a, tc.b); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("contrast(%v, %v) = %.2f, want %.2f", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestSuccessTextIsReadable: a green "done" line (widget.SuccessImportance,
// drawn in the theme's success colour) is at least 4.5:1 (WCAG AA for
// text) against every background it sits on, and a success button's text
// against the success colour, in the light and the dark theme and the
// system-following one the app uses.
func TestSuccessTextIsReadable(t *testing.T) {
	themes := map[string]func(fyne.ThemeVariant) fyne.Theme{
		"VariantTheme": VariantTheme,
		"AppTheme":     func(fyne.ThemeVariant) fyne.Theme { return AppTheme() },
	}
	for name, make := range themes {
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
			th := make(v)
			success := th.Color(theme.ColorNameSuccess, v)
			for _, pair := range []struct {
				on   fyne.ThemeColorName
				text color.Color
			}{
				{theme.ColorNameBackground, success},
				{theme.ColorNameInputBackground, success},
				{theme.ColorNameOverlayBackground, success},
				{theme.ColorNameMenuBackground, success},
			} {
				bg := th.Color(pair.on, v)
				if c := contrast(pair.text, bg); c < 4.5 {
					t.Errorf("%s variant %d: success text on %s is %.2f:1, want at least 4.5:1", name, v, pair.on, c)
				}
			}
			if c := contrast(th.Color(theme.ColorNameForegroundOnSuccess, v), success); c < 4.5 {
				t.Errorf("%s variant %d: a success button's text is %.2f:1, want at least 4.5:1", name, v, c)
			}
		}
	}
}

// TestOnlyTheLightSuccessColourChanges: every other colour is Fyne's.
func TestOnlyTheLightSuccessColourChanges(t *testing.T) {
	names := []fyne.ThemeColorName{
		theme.ColorNameBackground, theme.ColorNameButton, theme.ColorNameDisabledButton, theme.ColorNameDisabled,
		theme.ColorNameError, theme.ColorNameFocus, theme.ColorNameForeground, theme.ColorNameForegroundOnError,
		theme.ColorNameForegroundOnPrimary, theme.ColorNameForegroundOnSuccess, theme.ColorNameForegroundOnWarning,
		theme.ColorNameHeaderBackground, theme.ColorNameHover, theme.ColorNameHyperlink, theme.ColorNameInputBackground,
		theme.ColorNameInputBorder, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground,
		theme.ColorNamePlaceHolder, theme.ColorNamePressed, theme.ColorNamePrimary, theme.ColorNameScrollBar,
		theme.ColorNameSelection, theme.ColorNameSeparator, theme.ColorNameShadow, theme.ColorNameSuccess,
		theme.ColorNameWarning,
	}
	fyneTheme := theme.DefaultTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, n := range names {
			ours, theirs := VariantTheme(v).Color(n, v), fyneTheme.Color(n, v)
			changed := fmt.Sprint(color.NRGBAModel.Convert(ours)) != fmt.Sprint(color.NRGBAModel.Convert(theirs))
			if want := n == theme.ColorNameSuccess && v == theme.VariantLight; changed != want {
				t.Errorf("variant %d, %s: ours %v, Fyne's %v (changed %v, want %v)", v, n, ours, theirs, changed, want)
			}
		}
	}
}
