package drgntest

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/uitest"
)

// VisibleText is the text a window shows under o, a line each: labels,
// entries, choices, buttons and canvas texts, skipping whatever is hidden
// (another builder step, a closed form) and what sits under it.
func VisibleText(o fyne.CanvasObject) string {
	var b strings.Builder
	visibleText(o, &b)
	return b.String()
}

func visibleText(o fyne.CanvasObject, b *strings.Builder) {
	if o == nil || !o.Visible() {
		return
	}
	switch x := o.(type) {
	case *widget.Label:
		b.WriteString(x.Text + "\n")
		return
	case *widget.Entry:
		b.WriteString(x.Text + "\n")
		return
	case *widget.Select:
		b.WriteString(x.Selected + "\n")
		return
	case *widget.Button:
		b.WriteString(x.Text + "\n")
		return
	case *canvas.Text:
		b.WriteString(x.Text + "\n")
		return
	}
	switch x := o.(type) {
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(x).Objects() {
			visibleText(k, b)
		}
	case *fyne.Container:
		for _, k := range x.Objects {
			visibleText(k, b)
		}
	}
}

// Shows checks a window as a screenshot shows it: it fits a laptop
// (uitest.Laptop) and each of texts is on view, one check each so that a
// failure names what is missing.
func Shows(t *testing.T, w fyne.Window, what string, texts ...string) {
	t.Helper()
	uitest.CheckFits(t, what, w.Canvas(), uitest.Laptop)
	test.LaidOutObjects(w.Content())
	shown := VisibleText(w.Content())
	for _, s := range texts {
		if !strings.Contains(shown, s) {
			t.Errorf("%s does not show %q; it shows:\n%s", what, s, shown)
		}
	}
}

// Luminance is the mean brightness of a picture, 0 (black) to 1 (white):
// a dark theme's window is below one half, a light one's above.
func Luminance(img image.Image) float64 {
	r := img.Bounds()
	var sum float64
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y += 4 {
		for x := r.Min.X; x < r.Max.X; x += 4 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			sum += (0.2126*float64(cr) + 0.7152*float64(cg) + 0.0722*float64(cb)) / 0xffff
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}
