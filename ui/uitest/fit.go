package uitest

import (
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
