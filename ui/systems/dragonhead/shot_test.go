package dragonhead

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"sessionzero/ui/uitest"
)

// shot captures w as name (uitest.Capture) after checking what the picture
// must show: the window fits 1280×720 and its drawn text has every one of
// wants.
func shot(t *testing.T, w fyne.Window, name string, wants ...string) {
	t.Helper()
	uitest.CheckFits(t, name, w.Canvas(), uitest.Laptop)
	test.LaidOutObjects(w.Content())
	text := strings.Join(visibleText(w.Content()), "\n")
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s: %q is not drawn", name, want)
		}
	}
	uitest.Capture(t, w, name)
}

// visibleText is every canvas text under o that is shown: hidden objects
// (a builder's other steps, a closed tab) and what is under them are left
// out.
func visibleText(o fyne.CanvasObject) []string {
	if o == nil || !o.Visible() {
		return nil
	}
	var out []string
	switch x := o.(type) {
	case *canvas.Text:
		out = append(out, x.Text)
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(x).Objects() {
			out = append(out, visibleText(k)...)
		}
	case *fyne.Container:
		for _, k := range x.Objects {
			out = append(out, visibleText(k)...)
		}
	}
	return out
}
