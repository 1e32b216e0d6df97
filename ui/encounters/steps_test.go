package encounters

import (
	"strings"
	"testing"
)

// The log says where the encounter now stands after each step: the
// tracker's own Next phase and End turn, and any event that moved the
// round, phase, side or turn on (the system-neutral tracker names no
// system's event for it).
func TestLogSaysWhereAStepLeavesTheEncounter(t *testing.T) {
	ev := startEveningThreatFight(t)
	// Evening's initiative starts the round: a step though the tracker
	// does not know the event.
	mustSubmit(t, ev, ev.initiativeForm(), func(f *eventForm) {
		diceLabelled(t, f, "Wren (").value.SetText("17")
		diceLabelled(t, f, "Ogre (").value.SetText("6")
	})
	if got := newestLog(ev); !strings.Contains(got, "->") {
		t.Errorf("the initiative that starts the round: %q, want where it stands", got)
	}
	mustSubmit(t, ev, ev.actionForm("Note"), func(f *eventForm) { f.entries["Note"].SetText("the bridge creaks") })
	if got := newestLog(ev); strings.Contains(got, "->") {
		t.Errorf("a note moves nothing on: %q", got)
	}
	ev.next()
	if got := newestLog(ev); !strings.Contains(got, "End turn") || !strings.Contains(got, "->") {
		t.Errorf("End turn: %q", got)
	}
	// Replayed when the window opens again, the lines are the same.
	if lines := eventLines(ev.session.Rules(), ev.session.Encounter()); strings.Join(lines, "\n") != strings.Join(ev.logLines, "\n") {
		t.Errorf("replayed %q, shown %q", lines, ev.logLines)
	}

	_, _, drgn := startDRGNFight(t)
	drgn.next()
	if got := newestLog(drgn); !strings.Contains(got, "Next phase -> Round 1") {
		t.Errorf("Next phase: %q", got)
	}
}
