package plugin

import (
	"sort"
	"sync"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/encounter"
)

// System is one game system's ui, registered ONCE with Register from an
// init function of the system's ui package (ui/systems/<id>/register.go).
// ID is the only part every system has; everything else is an optional
// interface the value implements and the package that reads it declares,
// as rules/encounter's wording interfaces are found on a system's rules:
//
//   - CharacterBuilder (here): the form below the editor's generic fields;
//   - Joiner (here): a library character joining an encounter;
//   - ToolSet (here): menu items of the system (calculators, catalogs);
//   - odds.SetupSet: the Dice & Odds window's setups;
//   - the encounter tracker's parts, in ui/encounters/hooks (quick-add
//     numbers, combatant kinds, write-back, forms, social pane, …).
//
// A part the value does not implement is left out where it would show.
type System interface {
	ID() string
}

// CharacterBuilder is a system with a character builder. Build is called
// whenever the editor loads a character (open, undo, redo).
type CharacterBuilder interface {
	Build(ctx BuilderContext) fyne.CanvasObject
}

// Joiner is a system whose library characters join its encounters: their
// numbers come from the sheet (and the library's settings, e.g.
// Dragonhead's Dice Table, through h).
type Joiner interface {
	Combatant(h Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error)
}

// ToolSet is a system with menu items of its own; they are listed with
// the features' tools (AddTool), sorted by label.
type ToolSet interface {
	Tools() []Tool
}

var (
	systemsMu  sync.RWMutex
	registered = map[string]System{}
)

// Register adds a game system's ui; a second registration of the same id
// replaces the first. Call it from the system's init.
func Register(s System) {
	systemsMu.Lock()
	defer systemsMu.Unlock()
	registered[s.ID()] = s
}

// Lookup is the registered system of an id.
func Lookup(id string) (System, bool) {
	systemsMu.RLock()
	defer systemsMu.RUnlock()
	s, ok := registered[id]
	return s, ok
}

// Systems are the registered systems, sorted by id.
func Systems() []System {
	systemsMu.RLock()
	defer systemsMu.RUnlock()
	out := make([]System, 0, len(registered))
	for _, s := range registered {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID() < out[j].ID() })
	return out
}

// BuilderFunc makes a system's builder: the form below the generic fields.
// It is rebuilt whenever the editor loads a character (open, undo, redo).
type BuilderFunc func(ctx BuilderContext) fyne.CanvasObject

// Builder is the builder of a system, if it has one (systems without one
// show their derived values).
func Builder(systemID string) (BuilderFunc, bool) {
	s, ok := Lookup(systemID)
	if !ok {
		return nil, false
	}
	b, ok := s.(CharacterBuilder)
	if !ok {
		return nil, false
	}
	return b.Build, true
}

// CombatantFunc makes a library character into a combatant of an
// encounter of its system (Joiner.Combatant).
type CombatantFunc func(h Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error)

// Combatant is how a system's characters join its encounters, if they can.
func Combatant(systemID string) (CombatantFunc, bool) {
	s, ok := Lookup(systemID)
	if !ok {
		return nil, false
	}
	j, ok := s.(Joiner)
	if !ok {
		return nil, false
	}
	return j.Combatant, true
}
