package evening

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// This file holds what the tracker shows of an Evening encounter beyond the
// engine's rows: a challenge's, danger's or thread's progress and the
// heading of a challenge, the thread board or a lair action.

// Decorate implements encounter.Rules: the dying state as conditions the
// table can read (the threat's TNs in force are among its counters, see
// ResourceText).
func (Rules) Decorate(st *encounter.State, c *encounter.Combatant, row *encounter.Row) {
	// A challenge, danger or thread has no health: its row shows its
	// progress toward its thresholds (L737–757, L409–413) instead.
	switch c.Kind {
	case CombatantChallenge, CombatantDanger:
		row.Status = tallyLine(c) + fmt.Sprintf(" · TN %d", c.Resource("tn"))
	case CombatantThread:
		row.Status = markLine(c)
	default:
		return
	}
	row.Band, row.HPFraction = "", 0
	for _, k := range []string{"successes", "failures", "successes_needed", "failure_threshold", "tn", "marks", "length"} {
		delete(row.Resources, k)
	}
}

// tallyLine is a challenge's or danger's tally: "2 of 5 successes · 1 of 3
// failures" (L737–757).
func tallyLine(c *encounter.Combatant) string {
	return fmt.Sprintf("%d of %d successes · %d of %d failures", c.Resource("successes"), c.Resource("successes_needed"),
		c.Resource("failures"), c.Resource("failure_threshold"))
}

// markLine is a thread's progress: "3 of 6 marks", resolved at its length
// (L409).
func markLine(c *encounter.Combatant) string {
	line := fmt.Sprintf("%d of %d marks", c.Resource("marks"), c.Resource("length"))
	if c.Resource("marks") >= c.Resource("length") {
		line += " · resolved"
	}
	return line
}

// Heading implements encounter.HeadingProvider: a challenge has
// attempts, not rounds (L737), and the thread board counts scenes (at most
// two marks a scene, L415); a fight keeps the engine's turn line.
func (r Rules) Heading(st *encounter.State) string {
	var parts []string
	switch r.mode {
	case EncounterChallenge:
		for _, c := range st.Combatants {
			if c.Kind == CombatantChallenge {
				parts = append(parts, c.Name+": "+tallyLine(c))
			}
		}
		return "Attempts · " + orDefault(strings.Join(parts, "; "), "no challenge")
	case EncounterThreads:
		marks := 0
		for _, c := range st.Combatants {
			marks += c.Resource("_scene_marks")
			if c.Kind == CombatantThread {
				parts = append(parts, c.Name+" "+markLine(c))
			}
		}
		return fmt.Sprintf("Scene %d · %d of 2 marks this scene · %s", max(st.Round, 1), marks, orDefault(strings.Join(parts, "; "), "no thread"))
	}
	if c := InLair(st); c != nil {
		return encounter.Possessive(c.Name) + " lair action"
	}
	return ""
}
