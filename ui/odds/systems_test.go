package odds_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	_ "sessionzero/ui/systems" // every system's setups, in the picker's order
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// newWindow opens a Dice & Odds window with seed 42 on a fresh library,
// with every system's setups.
func newWindow(t *testing.T) *odds.Harness {
	return odds.NewHarness(t, libtest.Library(t), 42)
}

func TestEverySetupShowsOdds(t *testing.T) {
	w := newWindow(t)
	p := w.Pane(0)
	kinds := p.Kinds()
	if len(kinds) != 12 {
		t.Fatalf("the picker offers %v, want the expression and eleven system setups", kinds)
	}
	for _, kind := range kinds {
		p.Choose(t, kind)
		if p.ProblemShown() {
			t.Fatalf("%s: default inputs give a problem: %s", kind, p.Problem())
		}
		if !uitest.Expect(t, fmt.Sprintf("%s: headline %q, %d rows, %d bars", kind, p.Headline(), len(p.Rows()), len(p.Bars())),
			uitest.Cond{Name: kind + " headline", OK: p.Headline() != "" && p.Headline() != "—"},
			uitest.Cond{Name: kind + " table", OK: len(p.Rows()) != 0},
			uitest.Cond{Name: kind + " chart", OK: len(p.Bars()) != 0},
			uitest.Cond{Name: kind + " explained", OK: p.Explain() != ""}) {
			t.FailNow()
		}
		test.Tap(p.RollButton())
		if p.LastResult() == "" || p.LastDice() == 0 {
			t.Fatalf("%s: a roll shows no dice or result", kind)
		}
	}
	if len(w.History()) != len(kinds) {
		t.Fatalf("%d history entries", len(w.History()))
	}
}

// TestScreenshotDice renders every setup of the Dice & Odds window (light)
// and one setup in the dark theme, each after a roll. Compare mode is
// rendered by ui/systems/dragonhead.
func TestScreenshotDice(t *testing.T) {
	slugs := []string{"expression", "dvr", "dragonhead", "evening", "evening-death-saves", "evening-group", "evening-contested", "evening-challenge", "rollunder-save", "rollunder-attack", "rollunder-harm", "drgn"}
	setTheme := func(v fyne.ThemeVariant) {
		fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(v))
	}
	t.Run("light", func(t *testing.T) {
		setTheme(theme.VariantLight)
		if kinds := newWindow(t).Pane(0).Kinds(); len(slugs) != len(kinds) {
			t.Fatal("a setup has no screenshot name")
		}
		// Each setup in a window of its own: the test driver's painter
		// keeps a label's old text once the pane's setup is swapped.
		for i, slug := range slugs {
			w := newWindow(t)
			setTheme(theme.VariantLight)
			p := w.Pane(0)
			kind := p.Kinds()[i]
			p.Choose(t, kind)
			test.Tap(p.RollButton())
			uitest.CaptureShowing(t, w.Window(), "dice-"+slug, kind)
		}
	})
	t.Run("dark", func(t *testing.T) {
		w := newWindow(t)
		setTheme(theme.VariantDark)
		p := w.Pane(0)
		test.Tap(p.RollButton())
		test.Tap(p.RollButton())
		uitest.CaptureShowing(t, w.Window(), "dice-dvr-dark", "DvR Dice Pool: check", "complete success on 4v2")
	})
}
