package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// CheckFits fails the test when the canvas (with its dialogs) needs more
// than limit (Laptop for a tool's window), and logs what it needs either way, for the closing notes.
func CheckFits(t testing.TB, what string, c fyne.Canvas, limit fyne.Size) {
	t.Helper()
	if c.Content() == nil {
		return
	}
	min := c.Content().MinSize()
	for _, o := range c.Overlays().List() {
		min = min.Max(o.MinSize())
	}
	t.Logf("%s: %.0f×%.0f", what, min.Width, min.Height)
	if min.Width > limit.Width || min.Height > limit.Height {
		t.Errorf("%s needs %.0f×%.0f, more than %.0f×%.0f", what, min.Width, min.Height, limit.Width, limit.Height)
	}
}

// CaptureShowing is Capture for a picture that must show something: one
// subtest checks the window (with its dialogs) fits a laptop screen
// (Laptop), and one per text that the text is drawn in it, so a failure
// names what is missing.
func CaptureShowing(t *testing.T, w fyne.Window, name string, texts ...string) {
	t.Helper()
	Capture(t, w, name)
	t.Run(name+" fits a laptop", func(t *testing.T) { CheckFits(t, name, w.Canvas(), Laptop) })
	drawn := DrawnText(w.Canvas().Content())
	for _, o := range w.Canvas().Overlays().List() {
		drawn += DrawnText(o)
	}
	for _, text := range texts {
		t.Run(name+" shows "+text, func(t *testing.T) {
			if !strings.Contains(drawn, text) {
				t.Errorf("%s does not show %q; it shows:\n%s", name, text, drawn)
			}
		})
	}
}
