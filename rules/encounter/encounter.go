// Package encounter is the system-neutral encounter engine: combatants on
// sides, rounds and turn order, per-combatant resources, conditions with
// degree and duration, and notes. Every change is an Event appended to a log;
// the State is the log replayed, so undo and redo are a cursor over the log.
// Each game system plugs in its own event types and rules through the Rules
// interface (DRGN combat and social encounters in rules/drgn, Dragonhead
// combat in rules/dragonhead). The package is pure: dice results are recorded
// in the events, whether the app rolled them or the user typed physical dice.
package encounter

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"sessionzero/rules"
)

// Modes of an encounter.
const (
	ModeCombat = "combat"
	ModeSocial = "social"
)

// Event is one entry of the log: a JSON object with a "type" string and the
// fields its type defines. The whole object is kept as read, so fields this
// version does not know survive a save.
type Event struct {
	Type string
	raw  json.RawMessage
	// kept points to a deep copy of the payload NewEvent built the event
	// from, when its type is plain (payload.go), or is the plain payload
	// NewEventOwned was handed; nil otherwise.
	kept any
}

// NewEvent builds an event of type typ from payload, a struct (or map) whose
// JSON fields become the event's fields. payload must not have a "type" key.
func NewEvent(typ string, payload any) (Event, error) {
	if typ == "" {
		return Event{}, errors.New("event type is empty")
	}
	if payload == nil && plainName(typ) {
		// Only the type: its JSON needs no encoder, and has no other
		// "type" to refuse.
		return Event{Type: typ, raw: joinEvent([]byte(`"`+typ+`"`), nil)}, nil
	}
	if kept := keep(payload); kept != nil {
		// A plain payload (payload.go) always encodes, as an object without
		// a "type": its JSON is written when it is asked for.
		return Event{Type: typ, kept: kept}, nil
	}
	head, err := json.Marshal(typ)
	if err != nil {
		return Event{}, fmt.Errorf("event type %q: %w", typ, err)
	}
	var body []byte
	if payload != nil {
		body, err = json.Marshal(payload)
		if err != nil {
			return Event{}, fmt.Errorf("event %s: %w", typ, err)
		}
		if string(body) == "null" {
			body = nil
		} else if len(body) == 0 || body[0] != '{' {
			return Event{}, fmt.Errorf("event %s: the payload must be a JSON object", typ)
		}
	}
	ev := Event{Type: typ, raw: joinEvent(head, body)}
	// Re-read to refuse a payload carrying its own "type".
	var check struct {
		Type json.RawMessage `json:"type"`
	}
	if err := json.Unmarshal(ev.raw, &check); err != nil {
		return Event{}, fmt.Errorf("event %s: %w", typ, err)
	}
	if !bytes.Equal(check.Type, head) {
		return Event{}, fmt.Errorf("event %s: the payload has its own \"type\" field", typ)
	}
	return ev, nil
}

// plainName reports an event type that JSON writes as it is, in quotes:
// letters, digits, '_', '-', '.' and spaces.
func plainName(typ string) bool {
	for i := range len(typ) {
		switch b := typ[i]; {
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9', b == '_', b == '-', b == '.', b == ' ':
		default:
			return false
		}
	}
	return true
}

// joinEvent writes an event's JSON: its type, then the payload's fields.
func joinEvent(head, body []byte) json.RawMessage {
	var b bytes.Buffer
	b.WriteString(`{"type":`)
	b.Write(head)
	if len(body) > 2 {
		b.WriteByte(',')
		b.Write(body[1:])
	} else {
		b.WriteByte('}')
	}
	return b.Bytes()
}

// bytes is the event's JSON: as read or built, or written now from the
// kept payload.
func (e Event) bytes() json.RawMessage {
	if e.raw != nil || e.kept == nil {
		return e.raw
	}
	head, err := json.Marshal(e.Type)
	if err != nil {
		return nil
	}
	body, err := json.Marshal(e.kept)
	if err != nil {
		return nil // a plain payload always encodes
	}
	return joinEvent(head, body)
}

// MustEvent is NewEvent for payloads known to be valid (tests, fixed events);
// it panics on an error.
func MustEvent(typ string, payload any) Event {
	ev, err := NewEvent(typ, payload)
	if err != nil {
		panic(err)
	}
	return ev
}

// Decode reads the event's fields into v (a pointer to a struct).
func (e Event) Decode(v any) error { return e.decode(v, true) }

// decode is Decode; withConverter false does not ask the kept payload to
// convert itself (the caller asked it, and it declined).
func (e Event) decode(v any, withConverter bool) error {
	if e.decodeKept(v, withConverter) {
		return nil
	}
	if err := json.Unmarshal(e.bytes(), v); err != nil {
		return fmt.Errorf("%s event: %w", e.Type, rules.JSONError(err))
	}
	return nil
}

// JSON returns the event as a JSON object.
func (e Event) JSON() json.RawMessage { return e.bytes() }

// MarshalJSON implements json.Marshaler: the event as read or built.
func (e Event) MarshalJSON() ([]byte, error) {
	raw := e.bytes()
	if len(raw) == 0 {
		return nil, errors.New("event: empty")
	}
	return raw, nil
}

// UnmarshalJSON implements json.Unmarshaler: the value must be an object with
// a non-empty string "type".
func (e *Event) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] != '{' {
		return errors.New("an event must be a JSON object")
	}
	var head struct {
		Type *string `json:"type"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return fmt.Errorf("event: %w", err)
	}
	if head.Type == nil || *head.Type == "" {
		return errors.New(`an event needs a "type"`)
	}
	e.Type = *head.Type
	e.raw = append(json.RawMessage(nil), b...)
	e.kept = nil // the JSON read is the event now
	return nil
}

// SideSetup is a side (team) as the setup lists it.
type SideSetup struct {
	ID   string `json:"id"`
	Name string `json:"name,omitempty"`
	// Players marks the players' side (DRGN: it goes first unless surprised;
	// Dragonhead: the characters).
	Players bool `json:"players,omitempty"`
	// Goal, Trait and Speaker are the DRGN social encounter's: what the team
	// wants, the trait it argues with and who uses it. The trait is kept out
	// of the player view.
	Goal    string `json:"goal,omitempty"`
	Trait   string `json:"trait,omitempty"`
	Speaker string `json:"speaker,omitempty"`
	// TraitScore is the speaker's score in Trait, where the team's social
	// score starts (0 or absent: taken from the speaker's stats when the
	// speaker is a combatant with that trait, else 0).
	TraitScore int `json:"trait_score,omitempty"`
}

// CombatantSetup is a combatant as it joins: from a library character, a
// homebrew stat block, or typed quickly. Stats holds the system's key numbers
// by name (docs/formats.md lists them per system).
type CombatantSetup struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Side   string `json:"side"`
	Hidden bool   `json:"hidden,omitempty"`
	// Kind is the system's kind of combatant ("character", "creature",
	// Evening's "threat" or "danger"…); empty is taken from the side
	// (players' side: "character", else "creature").
	Kind string `json:"kind,omitempty"`
	// Seat orders characters around the table where a system's turn order
	// follows it.
	Seat  int            `json:"seat,omitempty"`
	Stats map[string]int `json:"stats,omitempty"`
	// Dice holds the die rolls and named strings a system keeps for the
	// combatant by key (the rolls the app may make for it).
	Dice map[string]string `json:"dice,omitempty"`
	// Attacks are the attacks, weapons and abilities the combatant can pick
	// (from its character).
	Attacks []Attack `json:"attacks,omitempty"`
	// CharacterID links a library character.
	CharacterID int64  `json:"character_id,omitempty"`
	Notes       string `json:"notes,omitempty"`
	// Extra keeps the keys this struct does not know (a system's own
	// combatant keys, e.g. roll-under weapons, DRGN's attunements and
	// shields, read by the system's rules), written back unchanged.
	Extra map[string]json.RawMessage `json:"-"`
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (c CombatantSetup) MarshalJSON() ([]byte, error) {
	type plain CombatantSetup
	return rules.MarshalKeeping(plain(c), c.Extra)
}

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (c *CombatantSetup) UnmarshalJSON(b []byte) error {
	type plain CombatantSetup
	*c = CombatantSetup{}
	return rules.KeepIn(b, (*plain)(c), &c.Extra)
}

// Setup is how an encounter begins. Fields a mode does not use are ignored;
// unknown fields are kept in Extra.
type Setup struct {
	Sides      []SideSetup      `json:"sides"`
	Combatants []CombatantSetup `json:"combatants"`
	// FirstSide is the DRGN side that acts first; empty means the players'
	// side ("defaulting to the players unless stealth or surprise factors in").
	FirstSide string `json:"first_side,omitempty"`
	// RoundLimit and Tone are the DRGN social encounter's.
	RoundLimit int    `json:"round_limit,omitempty"`
	Tone       string `json:"tone,omitempty"`

	Extra map[string]json.RawMessage `json:"-"`
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (s Setup) MarshalJSON() ([]byte, error) {
	type plain Setup
	return rules.MarshalKeeping(plain(s), s.Extra)
}

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (s *Setup) UnmarshalJSON(b []byte) error {
	type plain Setup
	*s = Setup{}
	return rules.KeepIn(b, (*plain)(s), &s.Extra)
}

// Rules is what a system plugs into the engine for one mode.
type Rules interface {
	// System and Mode name what the rules run ("drgn", "combat").
	System() string
	Mode() string
	// Start builds the state before any event from the setup.
	Start(setup Setup) (*State, error)
	// NewCombatant turns a setup entry into a combatant (also used by the
	// add_combatant event).
	NewCombatant(st *State, cs CombatantSetup) (*Combatant, error)
	// Apply changes st by one event of the system's own types. It returns an
	// error naming what is wrong when the event cannot apply; the engine then
	// rebuilds the state, so Apply may leave st half-changed on error.
	Apply(st *State, ev Event) error
	// EventTypes lists the system's event types for documentation and menus.
	EventTypes() []EventType
	// Decorate adds what only the system knows to a tracker row (damage
	// circles, extra condition labels).
	Decorate(st *State, c *Combatant, row *Row)
}

// EventType documents one event type.
type EventType struct {
	Type    string
	Summary string
}

// Common event types every mode understands.
const (
	EventNote            = "note"
	EventAddCombatant    = "add_combatant"
	EventRemoveCombatant = "remove_combatant"
	EventSetHidden       = "set_hidden"
)

// CommonEventTypes are handled by the engine itself.
var CommonEventTypes = func() []EventType {
	out := make([]EventType, len(commonEvents))
	for i, h := range commonEvents {
		out[i] = h.EventType
	}
	return out
}()
