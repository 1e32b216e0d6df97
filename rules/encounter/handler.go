package encounter

import (
	"fmt"
)

// Handler declares one event type of a system: its name, its summary for
// documentation and menus, and how it changes the state. Build handlers
// with Handle, HandleOn or HandleBare and serve them with NewEvents; undo
// needs nothing more, since a state is its log replayed.
type Handler struct {
	EventType
	apply func(st *State, ev Event) error
}

// Validator is a payload that checks its own fields. Handle and HandleOn
// call Validate after decoding (HandleOn after finding the combatant), so
// apply functions see only valid payloads.
type Validator interface {
	Validate() error
}

// Subject is a payload that names the combatant it is about.
type Subject interface {
	Subject() string
}

// OnCombatant is a payload field naming the combatant who acts: embed it
// in a payload struct for {"combatant": id}.
type OnCombatant struct {
	Combatant string `json:"combatant"`
}

// Subject implements Subject.
func (o OnCombatant) Subject() string { return o.Combatant }

// OnTarget is a payload field naming the combatant acted on: embed it in a
// payload struct for {"target": id}.
type OnTarget struct {
	Target string `json:"target"`
}

// Subject implements Subject.
func (o OnTarget) Subject() string { return o.Target }

// Handle declares an event whose fields decode into a P (a struct with JSON
// tags). If P is a Validator, its Validate runs before apply.
func Handle[P any](typ, summary string, apply func(st *State, p P) error) Handler {
	return handleWith(newPayloadReader[P](false), typ, summary, apply)
}

// handleWith is Handle reading payloads with r.
func handleWith[P any](r payloadReader[P], typ, summary string, apply func(st *State, p P) error) Handler {
	return Handler{EventType: EventType{Type: typ, Summary: summary}, apply: func(st *State, ev Event) error {
		p, err := r.read(ev)
		if err != nil {
			return err
		}
		if err := r.validate(p); err != nil {
			return err
		}
		return apply(st, p)
	}}
}

// HandleOn declares an event about one combatant: the fields decode into a
// P, the combatant P names is looked up (an unknown one is an error), then
// P's Validate runs if it has one, then apply.
func HandleOn[P Subject](typ, summary string, apply func(st *State, c *Combatant, p P) error) Handler {
	return handleOnWith(newPayloadReader[P](false), typ, summary, apply)
}

// handleOnWith is HandleOn reading payloads with r.
func handleOnWith[P Subject](r payloadReader[P], typ, summary string, apply func(st *State, c *Combatant, p P) error) Handler {
	return Handler{EventType: EventType{Type: typ, Summary: summary}, apply: func(st *State, ev Event) error {
		p, err := r.read(ev)
		if err != nil {
			return err
		}
		c, err := st.Combatant(p.Subject())
		if err != nil {
			return err
		}
		if err := r.validate(p); err != nil {
			return err
		}
		return apply(st, c, p)
	}}
}

// HandleBare declares an event without fields.
func HandleBare(typ, summary string, apply func(st *State) error) Handler {
	return Handler{EventType: EventType{Type: typ, Summary: summary}, apply: func(st *State, _ Event) error {
		return apply(st)
	}}
}

func validate(p any) error {
	if v, ok := p.(Validator); ok {
		return v.Validate()
	}
	return nil
}

// Events is one system's mode as a table of handlers. A Rules
// implementation embeds it for System, Mode, EventTypes and Apply, and adds
// Start, NewCombatant and Decorate. It holds only a pointer to its table,
// so a rules value that embeds it stays small: every Apply through the
// Rules interface copies the rules value (the zero Events has no handlers).
type Events struct {
	t *eventTable
}

// eventTable is what NewEvents builds, never changed after.
type eventTable struct {
	system, mode, label string
	handlers            []Handler
	byType              typeTable
}

// NewEvents builds the table; label names the rules in the error for an
// unknown event type ("DRGN combat"). Two handlers of one type panic: the
// table is fixed at compile time.
func NewEvents(system, mode, label string, handlers ...Handler) Events {
	t := &eventTable{system: system, mode: mode, label: label, handlers: handlers}
	for i, h := range handlers {
		if h.apply == nil || !t.byType.add(h.Type, i) {
			panic(fmt.Sprintf("encounter: %s event %q is declared twice or without apply", label, h.Type))
		}
	}
	return Events{t}
}

// table is e's table; the zero Events has an empty one.
func (e Events) table() *eventTable {
	if e.t == nil {
		return &eventTable{}
	}
	return e.t
}

// System implements Rules.
func (e Events) System() string { return e.table().system }

// Mode implements Rules.
func (e Events) Mode() string { return e.table().mode }

// EventTypes implements Rules: the handlers in their declared order.
func (e Events) EventTypes() []EventType {
	t := e.table()
	out := make([]EventType, len(t.handlers))
	for i, h := range t.handlers {
		out[i] = h.EventType
	}
	return out
}

// Has reports whether the table declares the event type typ (rules that
// wrap Apply use it to check state only for their own event types).
func (e Events) Has(typ string) bool {
	if e.t == nil {
		return false
	}
	_, ok := e.t.byType.find(typ)
	return ok
}

// Apply implements Rules: the handler of ev's type applies it.
func (e Events) Apply(st *State, ev Event) error {
	t := e.t
	if t == nil {
		return fmt.Errorf("unknown event type %q: no events are declared", ev.Type)
	}
	i, ok := t.byType.find(ev.Type)
	if !ok {
		return fmt.Errorf("unknown event type %q for %s", ev.Type, t.label)
	}
	return t.handlers[i].apply(st, ev)
}

// AddSides adds the setup's sides; with ordered, SideOrder follows the
// setup's order.
func (s *State) AddSides(sides []SideSetup, ordered bool) error {
	for _, sd := range sides {
		if err := s.AddSide(sd); err != nil {
			return err
		}
		if ordered {
			s.SideOrder = append(s.SideOrder, sd.ID)
		}
	}
	return nil
}

// AddCombatants turns each setup entry into a combatant with newCombatant
// (the rules' NewCombatant) and adds it.
func (s *State) AddCombatants(cs []CombatantSetup, newCombatant func(*State, CombatantSetup) (*Combatant, error)) error {
	for _, c := range cs {
		made, err := newCombatant(s, c)
		if err != nil {
			return err
		}
		if err := s.AddCombatant(made); err != nil {
			return err
		}
	}
	return nil
}
