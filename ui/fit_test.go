package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/rules/systems"
	"sessionzero/ui/plugin"
)

// laptop is the most a window may need: a 1366×768 screen less a taskbar
// (1280×720), and the main window keeps 40 px for its menu bar.
var laptop = fyne.NewSize(1280, 720)

// TestEveryWindowFitsALaptopScreen opens the main window with a character
// of every system, then every tool the app registers (Dice & Odds, the
// calculators, catalogs, encounters, printing, …) with each character open,
// and checks that no window and no dialog needs more than a laptop screen:
// content must scroll inside instead.
func TestEveryWindowFitsALaptopScreen(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	mainLimit := fyne.NewSize(laptop.Width, laptop.Height-40)
	check := func(what string, c fyne.Canvas, limit fyne.Size) {
		t.Helper()
		if c.Content() == nil {
			return
		}
		min := c.Content().MinSize()
		for _, o := range c.Overlays().List() {
			if m := o.MinSize(); m.Width > min.Width || m.Height > min.Height {
				min = min.Max(m)
			}
		}
		t.Logf("%s: %.0f×%.0f", what, min.Width, min.Height)
		if min.Width > limit.Width || min.Height > limit.Height {
			t.Errorf("%s needs %.0f×%.0f, more than %.0f×%.0f", what, min.Width, min.Height, limit.Width, limit.Height)
		}
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
				check(win.Title()+" (from "+tool.Label+", "+sys.Name()+")", win.Canvas(), laptop)
			}
			for _, o := range w.Canvas().Overlays().List() {
				o.Hide()
			}
		}
	}
}
