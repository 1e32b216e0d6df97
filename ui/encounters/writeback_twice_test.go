package encounters

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/encounters/trackertest"
)

// TestDragonheadWriteBackTwiceGivesEffortOnce: the effort XP of the wear
// rests recover (002_81d21628bd61f597.txt: "you gain 10 XP for every point
// of wear damage you recover") is given once. After a write-back the log
// records it; writing back again, even after the encounter was closed and
// opened again, gives only what was recovered since.
func TestDragonheadWriteBackTwiceGivesEffortOnce(t *testing.T) {
	l, store, tr := startDragonheadFight(t)
	unspent := func() int {
		t.Helper()
		c, err := dragonhead.DecodeCharacter(trackertest.Character(t, store, "Megan Steelion").Data)
		if err != nil {
			t.Fatal(err)
		}
		return c.XP.Unspent
	}
	tick(t, tr, "Megan Steelion")
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) {
		f.dice["Wear"].value.SetText("6")
		chooseDamageType(t, f, "s")
	})
	mustSubmit(t, tr, tr.actionForm("Rest"), func(f *eventForm) { f.dice["Wear recovered"].value.SetText("2") })
	was := unspent()
	tr.showWriteBack()
	test.Tap(writeButton(t, tr))
	if unspent() != was+20 {
		t.Fatalf("first write-back: unspent %d, want %d; status %q; log %q", unspent(), was+20, tr.status.Text, tr.logLines)
	}
	if got := newestLog(tr); !strings.Contains(got, "wrote the results back to Megan Steelion (effort XP for 2 wear recovered)") {
		t.Fatalf("the log says %q", got)
	}
	if !strings.Contains(tr.status.Text, "Wrote Troglodytes in the crypt back to Megan Steelion") {
		t.Fatalf("status %q", tr.status.Text)
	}

	// Closed and opened again: nothing new to write.
	tr.save()
	tr.win.Close()
	again, err := openEncounter(l, tr.record.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer closeWindow(again.win)
	wb := again.showWriteBack()
	if len(wb.rows) != 1 || wb.rows[0].lines.Text != "No change to write." {
		t.Fatalf("second write-back offers %q", wb.rows[0].lines.Text)
	}
	wb.dlg.Hide()

	// More wear recovered: only the new 3 wear give effort XP.
	tick(t, again, "Megan Steelion")
	mustSubmit(t, again, again.damageForm(), func(f *eventForm) { f.dice["Wear"].value.SetText("3") })
	mustSubmit(t, again, again.actionForm("Rest"), func(f *eventForm) { f.dice["Wear recovered"].value.SetText("3") })
	wb = again.showWriteBack()
	if text := wb.rows[0].lines.Text; !strings.Contains(text, "effort: 3 wear") {
		t.Fatalf("third write-back offers %q", text)
	}
	test.Tap(writeButton(t, again))
	if unspent() != was+50 {
		t.Fatalf("third write-back: unspent %d, want %d", unspent(), was+50)
	}
}
