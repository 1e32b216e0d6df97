package dragonhead

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestDragonheadCatalogFieldsStayPut (issue 26): showing a sample, whose
// note says it is incomplete, after a saved class must not push the form
// down: typing landed in the wrong fields when it did.
func TestDragonheadCatalogFieldsStayPut(t *testing.T) {
	fixedDragonheadDice(t, 1)
	l, _, _ := newDragonheadLibrary(t)
	cw := completeWarlord(t, l)
	cw.win.Resize(fyne.NewSize(1000, 700))
	at := func(name string) fyne.Position {
		t.Helper()
		for i, def := range cw.cat.classes {
			if def.Name == name {
				cw.list.Select(i)
				return fyne.CurrentApp().Driver().AbsolutePositionForObject(cw.hitDie)
			}
		}
		t.Fatalf("no %s", name)
		return fyne.Position{}
	}
	saved, sample := at("Warlord"), at("Fighter")
	if !cw.sampleNote.Visible() {
		t.Fatal("the Fighter sample shows no note")
	}
	if saved != sample {
		t.Fatalf("the Hit die field moved from %v to %v when the sample's note appeared", saved, sample)
	}
}

// TestDragonheadChangeLineStaysOnItsStep (issue 26): "Added Fighter" says
// what the last change did on the Classes step; it does not linger on the
// next step.
func TestDragonheadChangeLineStaysOnItsStep(t *testing.T) {
	_, _, _, b := newCharacterBuilder(t, 5, "Linger")
	showStep(t, b, "Classes")
	b.w.classPick.SetSelected("Fighter (calling)" + dhSampleLabelSuffix)
	test.Tap(b.w.addClass)
	if !b.message.Visible() || !strings.Contains(b.message.Text, "Added Fighter") {
		t.Fatalf("after adding: %q", b.message.Text)
	}
	showStep(t, b, "Skills")
	if b.message.Visible() {
		t.Fatalf("%q lingers on the Skills step", b.message.Text)
	}
}
