package encounters

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/model"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/sheet"
	"sessionzero/rules/systems"
	"sessionzero/ui"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// sheetValue is the value printed beside a field's label on a character's
// sheet.
func sheetValue(t *testing.T, c model.Character, label string) string {
	t.Helper()
	sys, ok := systems.ByID(c.System)
	if !ok {
		t.Fatalf("no system %s", c.System)
	}
	maker, ok := sys.(sheet.Maker)
	if !ok {
		t.Fatalf("%s prints no sheet", c.System)
	}
	s, err := maker.Sheet(sheet.Character{Name: c.Name, Data: c.Data}, sheet.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= sheet.PanelCount; n++ {
		texts := sheet.AllTexts(s.Panel(n).Blocks)
		for i := 1; i < len(texts); i++ {
			if texts[i] == label {
				return texts[i-1]
			}
		}
	}
	t.Fatalf("no %q on the sheet", label)
	return ""
}

// writeButton is the dialog's "Write back" button.
func writeButton(t *testing.T, tr *encounterTracker) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(tr.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Write back" {
			return b
		}
	}
	t.Fatal("no Write back button in the dialog")
	return nil
}

func TestEncounterWriteBackIsOneUndoableChange(t *testing.T) {
	host, store, tr := startDRGNFight(t)
	lib := host.(*ui.Library)
	before := trackertest.Character(t, store, "Brannoch")
	oldXP := drgntest.Centaur(t).XPBudget
	// Brannoch takes 20 Force and casts a Fireball outside an attack.
	tick(t, tr, "Brannoch")
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) { f.dice["Damage"].value.SetText("20") })
	mustSubmit(t, tr, tr.actionForm("Use ability"), nil)
	hp := rowOf(t, tr, "Brannoch").HP
	if hp >= rowOf(t, tr, "Brannoch").MaxHP {
		t.Fatalf("Brannoch took no damage: %d", hp)
	}
	wb := tr.showWriteBack()
	if len(wb.rows) != 1 {
		t.Fatalf("rows %d, want Brannoch alone (the goblins are typed)", len(wb.rows))
	}
	row := wb.rows[0]
	row.xp.SetText("25")
	text := uitest.TextOf(tr.win.Canvas().Overlays().Top())
	for _, want := range []string{"Brannoch: HP", "-> " + strconv.Itoa(hp), "Fireball uses left 3 -> 2 of 3", "XP " + strconv.Itoa(oldXP) + " -> " + strconv.Itoa(oldXP+25)} {
		if !strings.Contains(text, want) {
			t.Fatalf("the dialog should say %q:\n%s", want, text)
		}
	}
	test.Tap(writeButton(t, tr))
	after := trackertest.Character(t, store, "Brannoch")
	c, err := drgn.Decode(after.Data)
	if err != nil {
		t.Fatal(err)
	}
	if !uitest.Expect(t, fmt.Sprintf("written: HP %v uses %v XP %d", c.CurrentHP, c.Abilities[0].UsesLeft, c.XPBudget),
		uitest.Cond{Name: "current HP written", OK: c.CurrentHP != nil && *c.CurrentHP == hp},
		uitest.Cond{Name: "ability uses written", OK: c.Abilities[0].UsesLeft != nil && *c.Abilities[0].UsesLeft == 2},
		uitest.Cond{Name: "XP added", OK: c.XPBudget == oldXP+25}) {
		t.FailNow()
	}
	// The character's sheet prints the new state.
	if got := sheetValue(t, after, "Current HP"); got != strconv.Itoa(hp) {
		t.Fatalf("the sheet prints Current HP %q, want %d", got, hp)
	}
	if !strings.Contains(tr.status.Text, "Wrote Goblins at the ford back to Brannoch") {
		t.Fatalf("status %q", tr.status.Text)
	}
	// One undo in the library puts it all back; redo writes it again.
	libtest.PressShortcut(t, lib, fyne.KeyZ, false)
	if got := trackertest.Character(t, store, "Brannoch"); string(got.Data) != string(before.Data) {
		t.Fatalf("undo left %s", got.Data)
	}
	libtest.PressShortcut(t, lib, fyne.KeyZ, true)
	if got := trackertest.Character(t, store, "Brannoch"); string(got.Data) != string(after.Data) {
		t.Fatalf("redo gave %s", got.Data)
	}
	// A second write with nothing ticked is refused with a reason.
	wb = tr.showWriteBack()
	wb.rows[0].write.SetChecked(false)
	if err := wb.apply(); err == nil || !strings.Contains(wb.message.Text, "nothing to write") {
		t.Fatalf("nothing ticked: %v %q", err, wb.message.Text)
	}
}

func TestEncounterDragonheadWriteBack(t *testing.T) {
	_, store, tr := startDragonheadFight(t)
	// Megan takes 6 sharp (6 wear, 3 tear), then rests back 2 wear: 20 effort XP
	// (002_81d21628bd61f597.txt: "you gain 10 XP for every point of wear damage you recover").
	tick(t, tr, "Megan Steelion")
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) {
		f.dice["Wear"].value.SetText("6")
		chooseDamageType(t, f, "s")
	})
	mustSubmit(t, tr, tr.actionForm("Rest"), func(f *eventForm) { f.dice["Wear recovered"].value.SetText("2") })
	unspent := func() int {
		c, err := dragonhead.DecodeCharacter(trackertest.Character(t, store, "Megan Steelion").Data)
		if err != nil {
			t.Fatal(err)
		}
		return c.XP.Unspent
	}
	was := unspent()
	wb := tr.showWriteBack()
	if len(wb.rows) != 1 {
		t.Fatalf("%d rows in the dialog, want Megan's", len(wb.rows))
	}
	if !uitest.Expect(t, fmt.Sprintf("dialog: %q", wb.rows[0].lines.Text),
		uitest.Cond{Name: "wear", OK: strings.Contains(wb.rows[0].lines.Text, "wear 0 -> 4")},
		uitest.Cond{Name: "tear", OK: strings.Contains(wb.rows[0].lines.Text, "tear 0 -> 3")}) {
		t.FailNow()
	}
	test.Tap(writeButton(t, tr))
	c, err := dragonhead.DecodeCharacter(trackertest.Character(t, store, "Megan Steelion").Data)
	if err != nil {
		t.Fatal(err)
	}
	if c.Damage == nil {
		t.Fatal("no damage written")
	}
	if !uitest.Expect(t, fmt.Sprintf("written %+v, unspent %d (was %d)", c.Damage, unspent(), was),
		uitest.Cond{Name: "wear", OK: c.Damage.Wear == 4},
		uitest.Cond{Name: "tear", OK: c.Damage.Tear == 3},
		uitest.Cond{Name: "rests", OK: c.Damage.Rests == 1},
		uitest.Cond{Name: "effort XP", OK: unspent() == was+20}) {
		t.FailNow()
	}
}
