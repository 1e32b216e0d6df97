package hooks

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/ui/widgets"
)

// The pieces every system's forms are built from: the one event a form
// makes, the action bar's buttons, a wrapped line of text on a form and a
// chooser that reads back what was chosen.

// Event is a form's one event, or the error making it (a Build's result).
func Event(typ string, payload any) ([]encounter.Event, error) {
	ev, err := encounter.NewEvent(typ, payload)
	if err != nil {
		return nil, err
	}
	return []encounter.Event{ev}, nil
}

// EachTicked is a Build making one event per ticked combatant with build
// (its payload typed, the combatant's ID in it); with none ticked it says
// to tick some.
func EachTicked(t Tracker, build func(id string) (encounter.Event, error)) func() ([]encounter.Event, error) {
	return func() ([]encounter.Event, error) {
		ids := t.Ticked()
		if len(ids) == 0 {
			return nil, errors.New("tick one or more combatants in the turn order first")
		}
		events := make([]encounter.Event, 0, len(ids))
		for _, id := range ids {
			ev, err := build(id)
			if err != nil {
				return nil, err
			}
			events = append(events, ev)
		}
		return events, nil
	}
}

// Button is an action bar button: its label and the form it opens; Key
// marks the Damage and Heal buttons the tracker also opens with Ctrl+D and
// Ctrl+H.
type Button struct {
	Label string
	Form  func(Tracker) Form
	Key   Shortcut
}

// Bind turns buttons into the action bar's actions on t.
func Bind(t Tracker, buttons []Button) []Action {
	out := make([]Action, len(buttons))
	for i, b := range buttons {
		out[i] = Action{Label: b.Label, Form: func() Form { return b.Form(t) }, Key: b.Key}
	}
	return out
}

// ActionsOf is a fixed action bar (Forms.Actions) of buttons.
func ActionsOf(buttons []Button) func(Tracker) []Action {
	return func(t Tracker) []Action { return Bind(t, buttons) }
}

// Note adds an empty wrapped label under label to f (a preview, a chance,
// what a combatant carries), for the form to fill.
func Note(f Form, label string) *widget.Label {
	l := widgets.Wrapped("")
	f.Item(label, l)
	return l
}

// OddsNote is the highlighted line showing a roll's odds before it is made.
func OddsNote(f Form) *widget.Label {
	l := Note(f, "Odds")
	l.Importance = widget.HighImportance
	return l
}

// Choose adds a chooser of items, shown by name, to f, starting on the
// item at initial (none when initial is out of range); it returns the
// select and a function reading the chosen item, or saying to choose the
// label.
func Choose[T any](f Form, label string, items []T, name func(T) string, initial int) (*widget.Select, func() (T, error)) {
	names := make([]string, len(items))
	for i, it := range items {
		names[i] = name(it)
	}
	s := f.Choice(label, names, "")
	if initial >= 0 && initial < len(items) {
		s.SetSelectedIndex(initial)
	}
	return s, func() (T, error) {
		i := s.SelectedIndex()
		if i < 0 || i >= len(items) {
			var none T
			return none, fmt.Errorf("choose the %s", strings.ToLower(label))
		}
		return items[i], nil
	}
}

// Both reads two choosers in turn (an attacker and its target), or says
// what the first one lacks.
func Both[T any](first, second func() (T, error)) (T, T, error) {
	a, err := first()
	if err != nil {
		var none T
		return none, none, err
	}
	b, err := second()
	return a, b, err
}
