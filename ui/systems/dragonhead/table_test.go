package dragonhead

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/rules/dragonhead"
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
	if !b.message.Visible() {
		t.Fatalf("!b.message.Visible(): after adding: %q", b.message.Text)
	} else if !strings.Contains(b.message.Text, "Added Fighter") {
		t.Fatalf("!strings.Contains(b.message.Text, \"Added Fighter\"): after adding: %q", b.message.Text)
	}
	showStep(t, b, "Skills")
	if b.message.Visible() {
		t.Fatalf("%q lingers on the Skills step", b.message.Text)
	}
}

// TestDragonheadCarriedShieldPrints (issue 26): a new shield added in the
// Equipment step counts ("If you have a Shield you should roll it along
// with your armor", 002_81d21628bd61f597.txt), so the sheet's Shield is not
// blank: a new shield or armour starts worn.
func TestDragonheadCarriedShieldPrints(t *testing.T) {
	_, _, _, b := newCharacterBuilder(t, 6, "Shieldbearer")
	showStep(t, b, "Equipment")
	f := b.w.item
	f.name.SetText("Medium Shield")
	f.kind.SetKey("shield")
	f.fields["Shield"].SetText("6")
	test.Tap(f.add)
	if len(b.char.Equipment) != 1 {
		t.Fatalf("len(b.char.Equipment) != 1: the new shield: %+v (%s)", b.char.Equipment, b.message.Text)
	} else if !b.char.Equipment[0].Equipped {
		t.Fatalf("!b.char.Equipment[0].Equipped: the new shield: %+v (%s)", b.char.Equipment, b.message.Text)
	}
	in := dragonhead.SheetInputFor("Shieldbearer", "", "", b.char, b.table)
	if in.Shield != "d6" {
		t.Fatalf("the sheet's Shield %q, want d6 (Dice Table 6)", in.Shield)
	}
}
