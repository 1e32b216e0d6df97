package hooks

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
)

// Form is an event form of the tracker: fields added top to bottom, and the
// events it builds from them.
type Form interface {
	Entry(label, placeholder string) *widget.Entry
	Choice(label string, options []string, initial string) *widget.Select
	Check(label, text string) *widget.Check
	// Dice is a die result typed or rolled; with count set, a list.
	Dice(label, expr string, count func() (int, error)) Dice
	// Item adds any widget under a label.
	Item(label string, o fyne.CanvasObject)
	// Message is the line under the form (errors, hints).
	Message() *widget.Label
	// Build sets how the form turns its fields into events.
	Build(func() ([]encounter.Event, error))
	// After, when set, runs once the form's events are applied.
	After(func())
	// OnTick, when set, runs while the form is shown whenever the ticked
	// combatants change (a preview of the targets follows the ticks).
	OnTick(func())
}

// Dice is a dice field of a Form.
type Dice interface {
	Int(what string) (int, error)
	List(what string) ([]int, error)
	Text() string
	// Set writes a result into the field (a roll the form made itself).
	Set(value string)
	// SetExpr changes the expression its Roll button rolls.
	SetExpr(expr string)
}

// Tracker is what a system's forms read of the open encounter.
type Tracker interface {
	NewForm(title, verb, hint string) Form
	// Pick adds a combatant chooser starting on initial's ID; it returns the
	// select and a function reading the chosen ID.
	Pick(f Form, label, initial string) (*widget.Select, func() (string, error))
	Ticked() []string
	FirstTicked() string
	View() encounter.View
	State() *encounter.State
	// Apply appends events as one undo step; it returns a refusal.
	Apply(events ...encounter.Event) error
	// LastLine is the log's newest line.
	LastLine() string
	// Source is the tracker's dice source (seeded in tests), for a form
	// that rolls a check itself.
	Source() dice.Source
}

// Panel is a system's pane for a social encounter.
type Panel interface {
	Content() fyne.CanvasObject
	// Render shows the view after every change.
	Render(v encounter.View)
}

// Shortcut marks an action bar button the tracker also opens with a key.
type Shortcut int

// The shortcuts of the action bar; the zero value is none.
const (
	NoShortcut Shortcut = iota
	// DamageKey is Ctrl+D.
	DamageKey
	// HealKey is Ctrl+H.
	HealKey
)

// Action is a button of the tracker's action bar.
type Action struct {
	Label string
	Form  func() Form
	// Key, when set, also opens the form from the keyboard.
	Key Shortcut
}

// Forms are a system's combat forms.
type Forms struct {
	// Actions come first in the action bar (Join, Note and Hide follow);
	// the ones marked DamageKey and HealKey are also Ctrl+D and Ctrl+H.
	Actions func(t Tracker) []Action
	// NewRound, when set, starts each round (Dragonhead's initiative): the
	// tracker shows it when a round needs it and offers "Initiative…"
	// instead of "End turn".
	NewRound func(t Tracker) Form
	// RoundWords, when set, names NewRound's buttons where the encounter
	// stands (its mode, its phase): the main button while no turn is
	// running (the tracker says "Roll initiative") and the one that opens
	// the form ("Initiative…"); an empty word keeps the tracker's.
	RoundWords func(t Tracker) (start, open string)
	// Steps are the system's event types after which the log line says
	// where the encounter now stands, as it does after "end_turn" (DvR's
	// "lock": "Lock -> Round 1, Plans locked, reveal next").
	Steps []string
	// Social, when set, is the pane of the system's social encounters.
	Social func(t Tracker) Panel
}

// WholeNumber reads a typed whole number, or says what to fix.
func WholeNumber(what, text string) (int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, fmt.Errorf("%s is empty: type a number", what)
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("%s %q is not a whole number", what, text)
	}
	return n, nil
}

// OptionalNumber reads a whole number that may be left empty (0).
func OptionalNumber(what, text string) (int, error) {
	if strings.TrimSpace(text) == "" {
		return 0, nil
	}
	return WholeNumber(what, text)
}
