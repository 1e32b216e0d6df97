package widgets

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// contrast is Contrast, under the name these tests were written with.
var contrast = Contrast

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

// TestTextOnTheHealthColours: a chip's text (the player view's "Healthy",
// "Injured", "Down" badges) stands out from its fill by WCAG's 4.5:1 on
// every status colour of both variants; the theme's own foreground did not
// (dark grey on the light variant's dark green).
func TestTextOnTheHealthColours(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := VariantTheme(v)
		for _, name := range []fyne.ThemeColorName{theme.ColorNameSuccess, theme.ColorNameWarning, theme.ColorNameError, theme.ColorNameDisabled, theme.ColorNamePrimary} {
			fill := th.Color(name, v)
			if got := Contrast(TextOn(fill), fill); got < 4.5 {
				t.Errorf("variant %d, %s: text on it %.2f:1, want at least 4.5:1", v, name, got)
			}
		}
	}
}
