package evening

import (
	"fmt"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/plugin"
	"sessionzero/ui/systems/evening/tracker"
)

// Evening in the encounter tracker: party members join from their saved
// characters (with the sheet's attacks), a quick opponent is typed with
// the few numbers its kind needs (rules/evening fills a threat's numbers
// from its rating and gives a typed combatant its mode's kind), and the
// results are written back to the characters.

// combatant is an Evening library character in an encounter: its health,
// defenses, reserve dice and attacks come from its sheet, and so do the
// numbers an attempt adds (its aptitudes' bonuses and its check grid), for
// the tracker's attempt form to fill the modifier with.
func combatant(_ plugin.Host, ch model.Character, id, side string, _ int) (encounter.CombatantSetup, error) {
	cs, err := evening.CombatantFromData(id, ch.Name, side, ch.Data)
	if err != nil {
		return cs, err
	}
	c, err := evening.DecodeCharacter(ch.Data)
	if err != nil {
		return cs, fmt.Errorf("%s: %w", ch.Name, err)
	}
	tracker.AddCheckNumbers(&cs, evening.DeriveCharacter(c))
	return cs, nil
}
