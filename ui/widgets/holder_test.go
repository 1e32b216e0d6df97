package widgets

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestHolderShowsItsContentAndKeepsWhatIsBehindIt(t *testing.T) {
	test.NewTempApp(t)
	label := widget.NewLabel("step 1")
	behind := &struct{ name string }{"builder"}
	h := NewHolder(behind, label)
	if h.Held != behind {
		t.Fatalf("Held = %v, want the value given", h.Held)
	}
	w := test.NewTempWindow(t, h)
	if got := test.LaidOutObjects(w.Content()); !slices.Contains(got, fyne.CanvasObject(label)) {
		t.Fatal("the holder does not show its content")
	}
}
