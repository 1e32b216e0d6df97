package tracker

import (
	"errors"

	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
)

// How the forms turn one typed payload into an event per ticked combatant.

// perTicked builds one typ event per ticked combatant: fields reads the
// form into a payload once, its On puts each combatant's id in a copy.
func perTicked[P interface{ On(string) P }](t hooks.Tracker, typ string, fields func() (P, error)) func() ([]encounter.Event, error) {
	return func() ([]encounter.Event, error) {
		ids := t.Ticked()
		if len(ids) == 0 {
			return nil, errors.New("tick one or more combatants in the turn order first")
		}
		p, err := fields()
		if err != nil {
			return nil, err
		}
		events := make([]encounter.Event, 0, len(ids))
		for _, id := range ids {
			ev, err := encounter.NewEvent(typ, p.On(id))
			if err != nil {
				return nil, err
			}
			events = append(events, ev)
		}
		return events, nil
	}
}
