package evening

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Enter submits the one-line "Add typed" aptitude form (issue 28): three
// names typed each with Enter are three aptitudes, not one run together,
// and the focus stays in the field for the next name.
func TestEnterAddsEachTypedAptitude(t *testing.T) {
	b, w, _ := openBuilder(t, "Ada", newData(t))
	b.open(t, "Aptitudes")
	first := entryOf(t, b, "aptitude.name")
	w.Canvas().Focus(first)
	for _, name := range []string{"Stealth", "Lore", "Medicine"} {
		e, ok := w.Canvas().Focused().(*widget.Entry)
		if !ok {
			t.Fatalf("before %s the focus is on %T", name, w.Canvas().Focused())
		}
		test.Type(e, name)
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}
	var got []string
	for _, a := range b.char.Aptitudes {
		got = append(got, a.Name)
	}
	if len(got) != 3 {
		t.Fatalf("len(got) != 3: aptitudes after three names and Enter: %q", got)
	}
	if got[0] != "Stealth" {
		t.Fatalf(`got[0] != "Stealth": aptitudes after three names and Enter: %q`, got)
	}
	if got[1] != "Lore" {
		t.Fatalf(`got[1] != "Lore": aptitudes after three names and Enter: %q`, got)
	}
	if got[2] != "Medicine" {
		t.Fatalf(`got[2] != "Medicine": aptitudes after three names and Enter: %q`, got)
	}
}
