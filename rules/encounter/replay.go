package encounter

import (
	"fmt"
)

// Encounter is a saved encounter: its setup and its log. Log[:Cursor] is in
// effect; Log[Cursor:] are undone events kept for redo until a new event is
// appended.
type Encounter struct {
	System string
	Mode   string
	Name   string
	Setup  Setup
	Log    []Event
	Cursor int
}

// Start builds the state before any event.
func Start(r Rules, setup Setup) (*State, error) {
	st, err := r.Start(setup)
	if err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	return st, nil
}

// Apply changes st by one event: the common types here, the rest by r.
func Apply(r Rules, st *State, ev Event) error {
	st.Messages = st.Messages[:0]
	if i, ok := commonTypes.find(ev.Type); ok {
		return commonEvents[i].apply(r, st, ev)
	}
	// A write-back record (DRGN, Dragonhead, Evening "written_back") comes
	// after the end: it changes no fight, only what the next write-back gives.
	if st.Ended && ev.Type != "written_back" {
		return fmt.Errorf("%s: the encounter is over (%s)", ev.Type, st.Outcome)
	}
	return r.Apply(st, ev)
}

// commonHandler is a common event type with how it changes the state; it
// gets the mode's rules (a combatant who joins is made by them).
type commonHandler struct {
	EventType
	apply func(r Rules, st *State, ev Event) error
}

// handleCommon declares a common event whose fields decode into a P.
func handleCommon[P any](typ, summary string, apply func(r Rules, st *State, p P) error) commonHandler {
	pr := newPayloadReader[P](false)
	return commonHandler{EventType{Type: typ, Summary: summary}, func(r Rules, st *State, ev Event) error {
		p, err := pr.read(ev)
		if err != nil {
			return err
		}
		return apply(r, st, p)
	}}
}

// commonEvents are the event types every mode understands, in the order
// CommonEventTypes lists them.
var commonEvents = []commonHandler{
	handleCommon(EventNote, `a note on the log, or on one combatant: {"combatant"?, "text"}`, note),
	handleCommon(EventAddCombatant, `a combatant joins: {"combatant": {…as in setup…}}`, addCombatant),
	handleCommon(EventRemoveCombatant, `a combatant leaves the encounter: {"combatant"}`, removeCombatant),
	handleCommon(EventSetHidden, `hide a combatant from the player view or reveal it: {"combatant", "hidden"}`, setHidden),
}

var commonTypes = func() (t typeTable) {
	for i, h := range commonEvents {
		t.add(h.Type, i)
	}
	return t
}()

type noteEvent struct {
	Combatant string `json:"combatant"`
	Text      string `json:"text"`
}

func note(_ Rules, st *State, p noteEvent) error {
	if p.Text == "" {
		return fmt.Errorf("note: the text is empty")
	}
	if p.Combatant == "" {
		st.Notes = append(st.Notes, p.Text)
		return nil
	}
	c, err := st.Combatant(p.Combatant)
	if err != nil {
		return fmt.Errorf("note: %w", err)
	}
	c.Notes = append(c.Notes, p.Text)
	return nil
}

type addCombatantEvent struct {
	Combatant CombatantSetup `json:"combatant"`
}

func addCombatant(r Rules, st *State, p addCombatantEvent) error {
	c, err := r.NewCombatant(st, p.Combatant)
	if err != nil {
		return fmt.Errorf("add_combatant: %w", err)
	}
	if err := st.AddCombatant(c); err != nil {
		return fmt.Errorf("add_combatant: %w", err)
	}
	st.Sayf("%s joins the encounter", c.Name)
	return nil
}

type removeCombatantEvent struct {
	Combatant string `json:"combatant"`
}

func removeCombatant(_ Rules, st *State, p removeCombatantEvent) error {
	if err := st.RemoveCombatant(p.Combatant); err != nil {
		return fmt.Errorf("remove_combatant: %w", err)
	}
	return nil
}

type setHiddenEvent struct {
	Combatant string `json:"combatant"`
	Hidden    bool   `json:"hidden"`
}

func setHidden(_ Rules, st *State, p setHiddenEvent) error {
	c, err := st.Combatant(p.Combatant)
	if err != nil {
		return fmt.Errorf("set_hidden: %w", err)
	}
	c.Hidden = p.Hidden
	return nil
}

// Replay builds the state of enc: its setup, then Log[:Cursor] in order. An
// event that cannot apply stops the replay with its position and reason.
func Replay(r Rules, enc Encounter) (*State, error) {
	if enc.Cursor < 0 || enc.Cursor > len(enc.Log) {
		return nil, fmt.Errorf("cursor %d is outside the log (0…%d)", enc.Cursor, len(enc.Log))
	}
	st, err := Start(r, enc.Setup)
	if err != nil {
		return nil, err
	}
	for i, ev := range enc.Log[:enc.Cursor] {
		if err := Apply(r, st, ev); err != nil {
			return nil, fmt.Errorf("log event %d (%s): %w", i+1, ev.Type, err)
		}
	}
	return st, nil
}

// Session is an encounter being run: the log, the cursor and the current
// state. It is what the tracker window holds.
type Session struct {
	rules Rules
	enc   Encounter
	state *State
}

// NewSession replays enc and returns a session on it.
func NewSession(r Rules, enc Encounter) (*Session, error) {
	if enc.System != "" && enc.System != r.System() || enc.Mode != "" && enc.Mode != r.Mode() {
		return nil, fmt.Errorf("the encounter is %s %s but the rules are %s %s", enc.System, enc.Mode, r.System(), r.Mode())
	}
	enc.System, enc.Mode = r.System(), r.Mode()
	st, err := Replay(r, enc)
	if err != nil {
		return nil, err
	}
	return &Session{rules: r, enc: enc, state: st}, nil
}

// Rules are the session's rules.
func (s *Session) Rules() Rules { return s.rules }

// State is the current state. Callers must not change it, and must fetch it
// again after Append, Undo or Redo (a refused event rebuilds it).
func (s *Session) State() *State { return s.state }

// Encounter is the encounter to save: setup, whole log and cursor.
func (s *Session) Encounter() Encounter {
	enc := s.enc
	enc.Log = append([]Event(nil), s.enc.Log...)
	return enc
}

// LogLength is the number of events in the log, undone ones included;
// Cursor is how many are in effect.
func (s *Session) LogLength() int { return len(s.enc.Log) }

// Cursor is the number of events in effect.
func (s *Session) Cursor() int { return s.enc.Cursor }

// Append applies ev and adds it to the log, dropping the undone events. When
// ev cannot apply, nothing changes and the error says why.
func (s *Session) Append(ev Event) error {
	if err := Apply(s.rules, s.state, ev); err != nil {
		// Apply may have changed part of the state: rebuild it.
		st, rerr := Replay(s.rules, s.enc)
		if rerr != nil {
			return fmt.Errorf("%w (and rebuilding failed: %v)", err, rerr)
		}
		s.state = st
		return err
	}
	s.enc.Log = append(s.enc.Log[:s.enc.Cursor], ev)
	s.enc.Cursor = len(s.enc.Log)
	return nil
}

// CanUndo and CanRedo say whether Undo and Redo would do anything.
func (s *Session) CanUndo() bool { return s.enc.Cursor > 0 }

// CanRedo reports whether there is an undone event to apply again.
func (s *Session) CanRedo() bool { return s.enc.Cursor < len(s.enc.Log) }

// Undo steps the cursor back one event and rebuilds the state.
func (s *Session) Undo() error {
	if !s.CanUndo() {
		return fmt.Errorf("nothing to undo")
	}
	enc := s.enc
	enc.Cursor--
	st, err := Replay(s.rules, enc)
	if err != nil {
		return err
	}
	s.enc, s.state = enc, st
	return nil
}

// Redo applies the next undone event again.
func (s *Session) Redo() error {
	if !s.CanRedo() {
		return fmt.Errorf("nothing to redo")
	}
	ev := s.enc.Log[s.enc.Cursor]
	if err := Apply(s.rules, s.state, ev); err != nil {
		st, rerr := Replay(s.rules, s.enc)
		if rerr == nil {
			s.state = st
		}
		return fmt.Errorf("redo %s: %w", ev.Type, err)
	}
	s.enc.Cursor++
	return nil
}

// View is the tracker's view of the current state.
func (s *Session) View() View {
	v := BuildView(s.rules, s.state)
	v.Name = s.enc.Name
	v.CanUndo, v.CanRedo = s.CanUndo(), s.CanRedo()
	v.Events = s.enc.Cursor
	return v
}
