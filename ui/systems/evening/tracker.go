package evening

import (
	"encoding/json"
	"fmt"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/plugin"

	// The tracker's Evening forms register themselves.
	"sessionzero/ui/systems/evening/tracker"
)

// Evening in the encounter tracker: party members join from their saved
// characters (with the sheet's attacks), a quick opponent is typed with
// the few numbers its kind needs (rules/evening fills a threat's numbers
// from its rating and gives a typed combatant its mode's kind), and the
// results are written back to the characters.
func init() {
	plugin.AddCombatant(evening.ID, combatant)
	hooks.Add(evening.ID, hooks.System{QuickStats: []hooks.StatField{
		{Key: "rating", Label: "Rating (1–10)"},
		{Key: "max_hp", Label: "Health (threat; empty: the rating's)"},
		{Key: "hit_tn", Label: "TN to hit it (empty: the rating's)"},
		{Key: "attack_tn", Label: "TN of its attacks (empty: the rating's)"},
		{Key: "initiative_bonus", Label: "Initiative bonus"},
		{Key: "complexity", Label: "Complexity (challenge, danger)"},
		{Key: "length", Label: "Length (thread, 4–12)"},
	}, Saved: &hooks.Saved{Kinds: evening.SavedKinds, Combatant: evening.SavedCombatant,
		Campaign: func(_ string, data json.RawMessage) string { return cardCampaign(data) }},
		// Write back… puts health, injury, exhaustion, reserves, assets,
		// threads and the XP offered into each character; written_back
		// records it, so a second write-back gives nothing twice.
		WriteBack:   evening.WriteBack,
		WrittenBack: evening.EventWrittenBack})
}

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
