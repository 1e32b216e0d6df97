package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/systems"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// mainLimit is what the main window may need: it keeps 40 px of a laptop
// screen (uitest.Laptop) for its menu bar.
var mainLimit = fyne.NewSize(uitest.Laptop.Width, uitest.Laptop.Height-40)

// TestEveryWindowFitsALaptopScreen opens the main window with a character
// of every system, then every tool the app registers (Dice & Odds, the
// calculators, catalogs, encounters, printing, …) with each character open,
// and checks that no window and no dialog needs more than a laptop screen:
// content must scroll inside instead.
func TestEveryWindowFitsALaptopScreen(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	check := func(what string, c fyne.Canvas, limit fyne.Size) {
		t.Helper()
		uitest.CheckFits(t, what, c, limit)
	}
	for _, sys := range systems.All() {
		c := l.createCharacter(sys.ID(), "Fit "+sys.Name(), 0)
		if c == nil {
			t.Fatalf("could not create a %s character", sys.Name())
		}
		l.editor.flush()
		check("the main window with a "+sys.Name()+" character", w.Canvas(), mainLimit)
		for _, tool := range plugin.Tools() {
			if strings.HasPrefix(tool.Label, "Dice & Odds") {
				// Its panes compute on a goroutine; ui/odds checks its own size.
				continue
			}
			tool.Run(l)
			for _, win := range l.app.Driver().AllWindows() {
				if win == w {
					check("the main window after "+tool.Label+" ("+sys.Name()+")", win.Canvas(), mainLimit)
					continue
				}
				check(win.Title()+" (from "+tool.Label+", "+sys.Name()+")", win.Canvas(), uitest.Laptop)
			}
			for _, o := range w.Canvas().Overlays().List() {
				o.Hide()
			}
		}
	}
}

// builderSteps finds how a builder moves between its steps — a strip of
// step buttons (ui/widgets.Steps), a list of steps down the side or tabs —
// and returns one function per step that shows it, with its name; a
// builder that is one form has one step.
func builderSteps(builder fyne.CanvasObject) (names []string, show []func()) {
	for _, o := range test.LaidOutObjects(builder) {
		switch v := o.(type) {
		case *widgets.StepStrip:
			steps := v.Steps()
			for i := 0; i < steps.Len(); i++ {
				names = append(names, steps.Buttons[i].Text)
				show = append(show, func() { steps.Show(i) })
			}
			return names, show
		case *widget.List:
			for i := 0; i < v.Length(); i++ {
				names = append(names, fmt.Sprintf("step %d", i+1))
				show = append(show, func() { v.Select(i) })
			}
			return names, show
		case *container.AppTabs:
			for i, item := range v.Items {
				names = append(names, item.Text)
				show = append(show, func() { v.SelectIndex(i) })
			}
			return names, show
		}
	}
	return []string{"the form"}, []func(){func() {}}
}

// TestEveryBuilderStepFitsALaptopScreen opens a character of every system
// and shows each step of its builder in turn: the main window must still
// fit a laptop screen (a tall step scrolls inside the builder).
func TestEveryBuilderStepFitsALaptopScreen(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	type opened struct {
		what string
		id   int64
	}
	var characters []opened
	for _, sys := range systems.All() {
		c := l.createCharacter(sys.ID(), "Steps "+sys.Name(), 0)
		if c == nil {
			t.Fatalf("could not create a %s character", sys.Name())
		}
		l.editor.flush()
		characters = append(characters, opened{"a new " + sys.Name() + " character", c.ID})
	}
	// Full characters: long rows of items, abilities and classes.
	for _, file := range []string{"rules/drgn/testdata/centaur.json", "rules/drgn/testdata/typical.json", "rules/dragonhead/testdata/megan.json"} {
		characters = append(characters, opened{file, uitest.AddCharacterFile(t, l.store, file, "")})
	}
	l.reload()
	for _, c := range characters {
		l.open(c.id)
		if l.editor.builderObj == nil {
			uitest.CheckFits(t, "the main window with "+c.what, w.Canvas(), mainLimit)
			continue
		}
		names, show := builderSteps(l.editor.builderObj)
		for i := range show {
			show[i]()
			what := fmt.Sprintf("the main window with %s at %q", c.what, names[i])
			uitest.CheckFits(t, what, w.Canvas(), mainLimit)
			// Inside its scroll the builder may be larger; wider than the
			// screen would mean scrolling sideways.
			inner := l.editor.builderObj.MinSize()
			t.Logf("  its builder inside the scroll: %.0f×%.0f", inner.Width, inner.Height)
			if inner.Width > uitest.Laptop.Width {
				t.Errorf("%s: the builder is %.0f wide, more than the screen's %.0f", what, inner.Width, uitest.Laptop.Width)
			}
		}
	}
}

// TestDiceAndOddsFitsALaptopScreen shows every system's setup in the Dice
// & Odds window, alone and side by side with each other setup.
func TestDiceAndOddsFitsALaptopScreen(t *testing.T) {
	l, _, _ := newTestLibrary(t)
	h := odds.NewHarness(t, l, 1)
	kinds := h.Pane(0).Kinds()
	for _, k := range kinds {
		h.Pane(0).Choose(t, k)
		uitest.CheckFits(t, "Dice & Odds with "+k, h.Window().Canvas(), uitest.Laptop)
	}
	h.Compare(true)
	h.Pane(1).Settle()
	for _, left := range kinds {
		h.Pane(0).Choose(t, left)
		for _, right := range kinds {
			h.Pane(1).Choose(t, right)
			uitest.CheckFits(t, "Dice & Odds comparing "+left+" with "+right, h.Window().Canvas(), uitest.Laptop)
		}
	}
}
