package tracker

import (
	"errors"
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
)

// perTarget builds one event of typ per ticked combatant, from one payload
// of rules/evening's type P: fields reads the form once, on puts each
// combatant's ID in its copy.
func perTarget[P any](t hooks.Tracker, typ string, fields func() (P, error), on func(p *P, id string)) func() ([]encounter.Event, error) {
	return func() ([]encounter.Event, error) {
		ids := t.Ticked()
		if len(ids) == 0 {
			return nil, errors.New("tick one or more combatants in the turn order first")
		}
		p, err := fields()
		if err != nil {
			return nil, err
		}
		out := make([]encounter.Event, 0, len(ids))
		for _, id := range ids {
			q := p
			on(&q, id)
			ev, err := encounter.NewEvent(typ, q)
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
		return out, nil
	}
}

// onTarget and onCombatant put the ID in a payload's "target" or
// "combatant".
func onTarget(p *encounter.OnTarget, id string)       { p.Target = id }
func onCombatant(p *encounter.OnCombatant, id string) { p.Combatant = id }

// optional is a whole number typed in text, or nil when text is empty (an
// optional field left out).
func optional(what, text string) (*int, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	n, err := hooks.WholeNumber(what, text)
	if err != nil {
		return nil, err
	}
	return &n, nil
}
