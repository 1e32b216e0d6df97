package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"
	"sessionzero/ui/encounters/trackertest"
)

// The numbers the forms ask rules/evening for, seen through the tracker.

// Tied scores roll again (003_b350af455cb359c1.txt, Initiative: "Ties
// roll off against each other until an order emerges"): the initiative
// form asks for the tie rolls of the rules' tie groups (TieGroups), in
// their order, and the higher tie roll goes first.
func TestEveningInitiativeAsksTheTies(t *testing.T) {
	_, w, _ := startParty(t, "Evening combat", []string{"Wren", "Brin"}, ogre)
	trackertest.Tap(t, w, "Roll initiative")
	trackertest.Dice(t, w, "Wren (").SetText("10")
	trackertest.Dice(t, w, "Brin (").SetText("10")
	trackertest.Dice(t, w, "Ogre (").SetText("3")
	trackertest.Submit(t, w, "Start round 1")
	trackertest.WantShown(t, w, "no tie rolls", "type 2 tie rolls, for Brin, Wren in that order")
	trackertest.Dice(t, w, "Tie rolls").SetText("4 15")
	trackertest.Submit(t, w, "Start round 1")
	// Wren's 15 beats Brin's 4: she goes first though listed second.
	trackertest.WantShown(t, w, "tie rolled", "Tie roll: combatants Brin, Wren, rolls 4, 15", "Round 1 · Wren's turn")
}

// An attempt's TN is the challenge's moved by the approach's suitability
// (003_b350af455cb359c1.txt, Challenges › Meeting a Challenge: "Poor
// +6"): a rating-3 challenge is TN 9, a poor approach TN 15, a perfect
// one TN 3.
func TestEveningAttemptTNFollowsTheSuitability(t *testing.T) {
	_, w, _ := start(t, "Evening challenge", opponent{"Glowing cube", map[string]string{"Rating (1–10)": "3", "Complexity (challenge, danger)": "3"}})
	trackertest.Tap(t, w, "Attempt")
	for _, c := range []struct{ suitability, want string }{{"fine", "against TN 9"}, {"poor", "against TN 15"}, {"perfect", "against TN 3"}} {
		t.Run(c.suitability, func(t *testing.T) {
			trackertest.Choose(t, w, "Suitability", c.suitability)
			if got := trackertest.Field(t, w, "Odds").(*widget.Label).Text; !strings.Contains(got, c.want) {
				t.Errorf("odds %q, want %q", got, c.want)
			}
		})
	}
}

// A threat's attack is defended against its TN (003_b350af455cb359c1.txt,
// Threats › Threat Rating: "Defending against threat attacks … are made
// against its TN"; the rating-1 ogre's is 14), lowered by cover.
func TestEveningThreatAttackOddsUseItsTN(t *testing.T) {
	_, w, _ := start(t, "Evening combat", ogre)
	initiative(t, w, map[string]string{"Wren": "3", "Ogre": "18"})
	trackertest.Tap(t, w, "Threat attack")
	{
		got := trackertest.Field(t, w, "Odds").(*widget.Label).Text
		if !strings.Contains(got, "Wren defends") {
			t.Fatalf(`!strings.Contains(got, "Wren defends"): odds %q, want Wren's defense against TN 14`, got)
		}
		if !strings.Contains(got, "against TN 14") {
			t.Fatalf(`!strings.Contains(got, "against TN 14"): odds %q, want Wren's defense against TN 14`, got)
		}
	}
}

// At 0 health a character chooses to struggle or die
// (003_b350af455cb359c1.txt, Death: "When reduced to 0 health, your
// character is struck unconscious"): the dying form starts on her, with
// her death save odds.
func TestEveningDyingStartsOnTheCharacterAtZero(t *testing.T) {
	_, w, _ := startParty(t, "Evening combat", []string{"Brin", "Wren"}, ogre)
	initiative(t, w, map[string]string{"Wren": "3", "Brin": "12", "Ogre": "18"})
	trackertest.Tick(t, w, "Wren")
	trackertest.Tap(t, w, "Damage")
	// One point at a time: a blow of her whole health would kill her outright.
	for i := 0; !strings.Contains(trackertest.Shown(w), "Wren drops to 0"); i++ {
		if i == 100 {
			t.Fatalf("Wren never drops to 0:\n%s", trackertest.Shown(w))
		}
		trackertest.Dice(t, w, "Damage").SetText("1")
		trackertest.Submit(t, w, "Apply damage")
	}
	trackertest.Tick(t, w, "Brin")
	trackertest.Tap(t, w, "Dying")
	if got := trackertest.Selected(t, w, "Character"); got != "Wren" {
		t.Fatalf("the dying form starts on %s, want Wren", got)
	}
	trackertest.WantShown(t, w, "odds", "Wren: 0 failures, 0 successes; recovers")
}
