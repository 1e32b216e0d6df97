package tracker_test

import (
	"testing"

	"sessionzero/ui/encounters/trackertest"
)

// A Narrative condition through the tracker: "Narrative condition:
// Target's next check's difficulty is increased by one"
// (001_b486315a8cda90c7.txt, Conditions). The check form's odds read D 5
// instead of 4 (rules/dvr CheckSetup), the cheapest push is paid from
// Health when chosen ("Players can use either their health points or
// their focus points to push a roll at a 1 to 1 conversion rate",
// Spending Points; rules/dvr PayPushes), the check uses the condition up,
// and the next check is back to D 4.
func TestTrackerNarrativeCheckPushedWithHealth(t *testing.T) {
	_, w, _ := startFight(t)
	startWith(t, w, "Jessie")
	trackertest.Tick(t, w, "Jessie")
	trackertest.Tap(t, w, "Condition")
	trackertest.Choose(t, w, "Condition", "Narrative (+1 D on its next roll)")
	trackertest.Entry(t, w, "Name or detail").SetText("flanked")
	trackertest.Submit(t, w, "Apply")
	trackertest.WantShown(t, w, "narrative", "Jessie: Narrative")

	trackertest.Tap(t, w, "Check")
	tickDice(t, w, "Reflex d6", "Gunplay d6 (skill)")
	must(t, "the check's odds with a Narrative condition", oddsShown(t, w), "5v1 with d6 d6", "pushing up to 9 points")
	trackertest.Entry(t, w, "Dice as rolled").SetText("4 2")
	must(t, "the push plan", oddsShown(t, w), "Cheapest push: 1 point.")
	trackertest.Choose(t, w, "Push from", "Health")
	trackertest.Tap(t, w, "Fill the cheapest pushes")
	if p := trackertest.Entry(t, w, "Pushes").Text; p != "1+1 health" {
		t.Fatalf("the cheapest push from Health: %q, want 1+1 health", p)
	}
	trackertest.Submit(t, w, "Roll")
	trackertest.WantShown(t, w, "the check", "Jessie checks Gunplay on 5v1: complete, 1 success", "16 / 17")

	trackertest.Tap(t, w, "Check")
	tickDice(t, w, "Reflex d6")
	must(t, "the next check's odds (the condition used up)", oddsShown(t, w), "4v1 with d6")
}
