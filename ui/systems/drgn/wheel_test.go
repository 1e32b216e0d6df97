package drgn

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// The mouse wheel scrolls a step's page wherever the pointer is (issue 26:
// "the mouse wheel stops scrolling whenever the pointer passes over a text
// field"): every Fyne entry holds a scroller of its own, the innermost
// scrollable under the pointer takes the wheel, and a one-line entry's
// scroller has nowhere to go.
func TestDRGNWheelScrollsThePageOverAnEntry(t *testing.T) {
	l, w, store := libtest.New(t)
	w.Resize(uitest.Laptop)
	b := openDRGN(t, l, store, "Brannoch", drgntest.Centaur(t))
	for _, step := range []int{drgnStepTraits, drgnStepEquipment} {
		b.showStep(step)
		page := b.steps.Page(step)
		if step == drgnStepEquipment {
			page.Offset = fyne.NewPos(0, 400) // the item form
			page.Refresh()
		}
		before := page.Offset.Y
		_ = w.Canvas().Capture()
		var entry *widget.Entry
		for _, o := range uitest.Drawn(b.steps.Content[step]) {
			if e, ok := o.(*widget.Entry); ok && e.Visible() && e.Size().Height > 0 {
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(e)
				top := fyne.CurrentApp().Driver().AbsolutePositionForObject(page).Y
				if pos.Y > top && pos.Y+e.Size().Height < top+page.Size().Height {
					entry = e
					break
				}
			}
		}
		if entry == nil {
			t.Fatalf("step %d: no entry in view", step)
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(entry).Add(fyne.NewPos(entry.Size().Width/2, entry.Size().Height/2))
		test.Scroll(w.Canvas(), at, 0, -120)
		if page.Offset.Y <= before {
			t.Fatalf("step %d: the wheel over an entry did not scroll the page (offset %v)", step, page.Offset)
		}
	}
}

// "Add item" heads the item form (issue 26: "DRGN's Equipment step puts
// 'Add item' below the fold"): it is level with the form's title, above
// the Name field, so whoever sees the fields sees the button.
func TestDRGNAddItemHeadsTheForm(t *testing.T) {
	l, w, store := libtest.New(t)
	w.Resize(uitest.Laptop)
	b := openDRGN(t, l, store, "Brannoch", drgntest.Centaur(t))
	b.showStep(drgnStepEquipment)
	_ = w.Canvas().Capture()
	d := fyne.CurrentApp().Driver()
	f := b.widgets.item
	save, name := d.AbsolutePositionForObject(f.save), d.AbsolutePositionForObject(f.name)
	if save.Y > name.Y {
		t.Fatalf("Add item at y %v, below the Name field at y %v", save.Y, name.Y)
	}
	if name.Y-save.Y > 80 {
		t.Fatalf("Add item at y %v is %v px above the Name field: it should head the form", save.Y, name.Y-save.Y)
	}
	page := b.steps.Page(drgnStepEquipment)
	if got := d.AbsolutePositionForObject(f.save).X + f.save.Size().Width; got > d.AbsolutePositionForObject(page).X+page.Size().Width {
		t.Fatalf("Add item ends at x %v, outside the page", got)
	}
}
