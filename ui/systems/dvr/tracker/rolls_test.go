package tracker_test

import "testing"

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
	tick(t, w, "Jessie")
	tapButton(t, w, "Condition")
	choose(t, w, "Condition", "Narrative (+1 D on its next roll)")
	entry(t, w, "Name or detail").SetText("flanked")
	submit(t, w, "Apply")
	wantShown(t, w, "narrative", "Jessie: Narrative")

	tapButton(t, w, "Check")
	tickDice(t, w, "Reflex d6", "Gunplay d6 (skill)")
	must(t, "the check's odds with a Narrative condition", oddsShown(t, w), "5v1 with d6 d6", "pushing up to 9 points")
	entry(t, w, "Dice as rolled").SetText("4 2")
	must(t, "the push plan", oddsShown(t, w), "Cheapest push: 1 point.")
	choose(t, w, "Push from", "Health")
	tapButton(t, w, "Fill the cheapest pushes")
	if p := entry(t, w, "Pushes").Text; p != "1+1 health" {
		t.Fatalf("the cheapest push from Health: %q, want 1+1 health", p)
	}
	submit(t, w, "Roll")
	wantShown(t, w, "the check", "Jessie checks Gunplay on 5v1: complete, 1 success", "16 / 17")

	tapButton(t, w, "Check")
	tickDice(t, w, "Reflex d6")
	must(t, "the next check's odds (the condition used up)", oddsShown(t, w), "4v1 with d6")
}
