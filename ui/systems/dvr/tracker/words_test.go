package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// buttonTexts are the window's button labels, joined by "|".
func buttonTexts(w fyne.Window) string {
	trackertest.Paint(w)
	var out []string
	for _, o := range uitest.Drawn(w.Content()) {
		if b, ok := o.(*widget.Button); ok {
			out = append(out, b.Text)
		}
	}
	return "|" + strings.Join(out, "|") + "|"
}

// TestTrackerTurnOrderInTheBooksWords: DvR's turn-order buttons use the
// book's words, not the tracker's "Roll initiative" / "Initiative…"
// (there is no roll): popcorn "is started by the aggressor, then they are
// able to pick who goes next" (001_b486315a8cda90c7.txt, Initiative).
func TestTrackerTurnOrderInTheBooksWords(t *testing.T) {
	_, w, _ := startFight(t)
	got := buttonTexts(w)
	must(t, "the buttons before the fight", got, "|Aggressor starts…|", "|Turn order…|")
	mustNot(t, "the buttons before the fight", got, "Roll initiative", "|Initiative…|")
	startWith(t, w, "Jessie")
	got = buttonTexts(w)
	must(t, "the buttons in a popcorn round", got, "|Pick who goes next…|", "|Next turn|")
	mustNot(t, "the buttons in a popcorn round", got, "|Initiative…|")
	trackertest.Tap(t, w, "Pick who goes next…")
	trackertest.Choose(t, w, "Passes to", "Guard")
	trackertest.Submit(t, w, "Pass")
	// The log says whose turn the pass gave.
	trackertest.WantShown(t, w, "pass", "Pass: to Guard -> Round 1, Guard's turn")
}

// TestTrackerStrategizedLogSaysTheStep: in strategized combat the players
// "can lock in their actions and the GM then reveals theirs. If anyone has
// advantage, their turn goes first" (001_b486315a8cda90c7.txt, Strategized
// Combat): the log lines of Lock and Reveal say the step that follows.
func TestTrackerStrategizedLogSaysTheStep(t *testing.T) {
	_, w, _ := startFight(t)
	trackertest.Tap(t, w, "Aggressor starts…")
	trackertest.Choose(t, w, "Initiative", "Strategized (plans, then tiers at the same time)")
	trackertest.Submit(t, w, "Start")
	got := buttonTexts(w)
	must(t, "the buttons in the plan phase", got, "|Lock in actions…|", "|Plans…|")
	mustNot(t, "the buttons in the plan phase", got, "Roll initiative")
	trackertest.Tap(t, w, "Lock in actions…")
	trackertest.Submit(t, w, "Lock in actions")
	trackertest.WantShown(t, w, "lock", "Lock -> Round 1, Plans locked, reveal next")
	trackertest.Tap(t, w, "Reveal the GM's actions…")
	trackertest.Submit(t, w, "Reveal the GM's actions")
	trackertest.WantShown(t, w, "reveal", "Reveal -> Round 1, Normal tier acts")
	if got := buttonTexts(w); !strings.Contains(got, "|End the Normal tier…|") {
		t.Fatalf("in the normal tier the buttons are %s", got)
	}
}
