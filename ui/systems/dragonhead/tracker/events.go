package tracker

import (
	"errors"
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
)

// The forms build their events from rules/dragonhead's payload types; these
// helpers read the optional numbers and ticked combatants they carry.

// on names the combatant who acts in a payload.
func on(id string) encounter.OnCombatant { return encounter.OnCombatant{Combatant: id} }

// optionalInt reads an optional whole number: nil when text is empty.
func optionalInt(what, text string) (*int, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	n, err := hooks.WholeNumber(what, text)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// perTicked builds one typ event per ticked combatant, its payload made by
// payload for that combatant's ID.
func perTicked[P any](t hooks.Tracker, typ string, payload func(id string) (P, error)) func() ([]encounter.Event, error) {
	return func() ([]encounter.Event, error) {
		ids := t.Ticked()
		if len(ids) == 0 {
			return nil, errors.New("tick one or more combatants in the turn order first")
		}
		events := make([]encounter.Event, 0, len(ids))
		for _, id := range ids {
			p, err := payload(id)
			if err != nil {
				return nil, err
			}
			ev, err := encounter.NewEvent(typ, p)
			if err != nil {
				return nil, err
			}
			events = append(events, ev)
		}
		return events, nil
	}
}
