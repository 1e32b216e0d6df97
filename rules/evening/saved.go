package evening

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules/encounter"
)

// SavedKinds are the library (homebrew) kinds an encounter mode takes as
// combatants: threats and dangers in a fight or a danger, challenges in a
// challenge, threads on the thread board.
func SavedKinds(mode string) []string {
	switch mode {
	case EncounterChallenge:
		return []string{KindChallenge}
	case EncounterThreads:
		return []string{KindThread}
	}
	return []string{KindStatBlock}
}

// SavedCombatant turns a saved card of a kind into a combatant of a mode
// (no ID or side yet); offered is false when the mode does not take it (a
// danger card outside a danger). The combatant has only combatant keys: a
// card's own keys (type, traits, campaign, scenario…) stay on the card,
// its derived numbers are derived again from it here.
func SavedCombatant(mode, kind, name string, data json.RawMessage) (cs encounter.CombatantSetup, offered bool, err error) {
	if !slices.Contains(SavedKinds(mode), kind) {
		return cs, false, nil
	}
	switch kind {
	case KindChallenge:
		var c Challenge
		if err := decodeJSON(data, &c); err != nil {
			return cs, true, fmt.Errorf("challenge %s cannot be read: %w", name, err)
		}
		if err := c.Validate(); err != nil {
			return cs, true, fmt.Errorf("challenge %s: %w", name, err)
		}
		notes := c.OneLiner()
		if u := strings.TrimSpace(c.Urgency); u != "" {
			notes += " Urgency: " + u + "." // L735
		}
		return encounter.CombatantSetup{Name: orDefault(c.Name, name), Kind: CombatantChallenge,
			Stats: map[string]int{"rating": c.Rating, "complexity": c.Complexity}, Notes: notes}, true, nil
	case KindThread:
		var t ThreadCard
		if err := decodeJSON(data, &t); err != nil {
			return cs, true, fmt.Errorf("thread %s cannot be read: %w", name, err)
		}
		t.Name = orDefault(t.Name, name)
		if err := t.Validate(); err != nil {
			return cs, true, fmt.Errorf("thread %s: %w", name, err)
		}
		var notes []string
		for _, s := range []string{t.Summary, t.Outcome} {
			if s = strings.TrimSpace(s); s != "" {
				notes = append(notes, s)
			}
		}
		return encounter.CombatantSetup{Name: t.Name, Kind: CombatantThread, Stats: map[string]int{"length": t.Length},
			Notes: strings.Join(notes, " · ")}, true, nil
	}
	var card struct {
		Type string `json:"type"`
	}
	if err := decodeJSON(data, &card); err != nil {
		return cs, true, fmt.Errorf("stat block %s cannot be read: %w", name, err)
	}
	if card.Type == "" {
		// A combatant typed in New encounter and saved as a stat block.
		if err := decodeJSON(data, &cs); err != nil {
			return cs, true, fmt.Errorf("stat block %s cannot be read: %w", name, err)
		}
		cs.Name, cs.Extra = orDefault(cs.Name, name), nil
		return cs, true, nil
	}
	var s StatBlock
	if err := decodeJSON(data, &s); err != nil {
		return cs, true, fmt.Errorf("stat block %s cannot be read: %w", name, err)
	}
	if s.Type == CombatantDanger && mode != EncounterDanger {
		return cs, false, nil // a danger is overcome in a danger encounter (L909)
	}
	s.Name = orDefault(s.Name, name)
	cs, err = StatBlockCombatant("", "", s)
	return cs, true, err
}
