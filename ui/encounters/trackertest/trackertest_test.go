package trackertest_test

import (
	"context"
	"strings"
	"testing"

	_ "sessionzero/ui/encounters" // Tools → New encounter… and Encounters…
	"sessionzero/ui/encounters/trackertest"
	_ "sessionzero/ui/systems/dragonhead" // Dragonhead's characters and forms
	"sessionzero/ui/uitest"
)

// The harness on a Dragonhead fight: Megan Steelion
// (rules/dragonhead/testdata/megan.json) against a typed troglodyte,
// started through New encounter, then the same encounter file opened
// again through Encounters….
func TestStartRowAndOpenFile(t *testing.T) {
	l, store := trackertest.Library(t)
	uitest.AddCharacterFile(t, store, "rules/dragonhead/testdata/megan.json", "The Crypt")
	w := trackertest.Start(t, l, trackertest.Setup{Kind: "Dragonhead combat", Campaign: "The Crypt",
		Opponents: []trackertest.Opponent{{Name: "Troglodyte", Stats: [][2]string{{"HP", "10"}, {"AC", "13"}}}}})
	row := trackertest.Row(t, w, "Troglodyte")
	t.Logf("the troglodyte's row:\n%s", row)
	if !strings.Contains(row, "10") || strings.Contains(row, "Megan") {
		t.Fatalf("the troglodyte's row is not its own (HP 10, no Megan):\n%s", row)
	}
	trackertest.Tap(t, w, "Roll initiative")
	trackertest.Dice(t, w, "Roll").SetText("4")
	trackertest.Submit(t, w, "Start the round")
	trackertest.WantShown(t, w, "after initiative", "Round 1")
	log := trackertest.Log(t, w, 1)
	if len(log) != 1 || !strings.HasPrefix(log[0], "1. ") {
		t.Fatalf("the log's newest line after initiative: %q", log)
	}
	t.Logf("the log's newest line: %s", log[0])

	list, err := store.Encounters(context.Background(), 0)
	if err != nil || len(list) != 1 {
		t.Fatalf("saved encounters %v, %v; want the one started", list, err)
	}
	rec, err := store.Encounter(context.Background(), list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	w2 := trackertest.OpenFile(t, l, store, rec.System, "The copy", rec.Data)
	if w2 == w {
		t.Fatal("OpenFile returned the first tracker")
	}
	trackertest.WantShown(t, w2, "the copy", "Round 1", "Troglodyte", "Megan")
	if got := trackertest.Log(t, w2, 5); len(got) != 1 || got[0] != log[0] {
		t.Fatalf("the copy's log %q, want the one line %q", got, log[0])
	}
}
