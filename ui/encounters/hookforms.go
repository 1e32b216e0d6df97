package encounters

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
)

// The tracker and its forms as the systems' forms see them (hooks.Tracker,
// hooks.Form, hooks.Dice).

var (
	_ hooks.Tracker = (*encounterTracker)(nil)
	_ hooks.Form    = (*eventForm)(nil)
	_ hooks.Dice    = (*diceField)(nil)
)

// NewForm is an empty event form whose dice roll with the tracker's source.
func (t *encounterTracker) NewForm(title, verb, hint string) hooks.Form {
	f := newEventForm(title, verb, hint)
	f.tracker = t
	return f
}

// Pick adds a combatant chooser to f.
func (t *encounterTracker) Pick(f hooks.Form, label, initial string) (*widget.Select, func() (string, error)) {
	ef := f.(*eventForm)
	read := t.pick(ef, label, initial)
	return ef.selects[label], read
}

// Ticked are the ticked combatants' IDs in turn order.
func (t *encounterTracker) Ticked() []string { return t.ticked() }

// FirstTicked is the first ticked combatant, else the active one.
func (t *encounterTracker) FirstTicked() string { return t.firstTicked() }

// View is the encounter as last drawn.
func (t *encounterTracker) View() encounter.View { return t.view }

// State is the encounter's current state (not to be changed).
func (t *encounterTracker) State() *encounter.State { return t.session.State() }

// Apply appends events as one step.
func (t *encounterTracker) Apply(events ...encounter.Event) error { return t.apply(events...) }

// LastLine is the log's newest line.
func (t *encounterTracker) LastLine() string { return t.lastLine() }

// Source is the tracker's dice source.
func (t *encounterTracker) Source() dice.Source { return t.rng }

// noPanel stands in for a system without a social pane.
type noPanel struct{ label *widget.Label }

func (p noPanel) Content() fyne.CanvasObject { return p.label }
func (p noPanel) Render(encounter.View)      {}

// socialPanel is the system's social pane.
func (t *encounterTracker) socialPanel() hooks.Panel {
	if sys, ok := t.systemForms(); ok && sys.Social != nil {
		return sys.Social(t)
	}
	return noPanel{widget.NewLabel("No social encounter pane for " + t.session.Rules().System() + ".")}
}

// systemForms are the combat forms of the encounter's system.
func (t *encounterTracker) systemForms() (hooks.Forms, bool) {
	return hooks.FormsOf(t.session.Rules().System())
}

// formOf is a system form as the tracker shows it.
func formOf(f hooks.Form) *eventForm {
	ef, _ := f.(*eventForm)
	return ef
}

func (f *eventForm) Entry(label, placeholder string) *widget.Entry {
	return f.entry(label, placeholder)
}

func (f *eventForm) Choice(label string, options []string, initial string) *widget.Select {
	return f.choice(label, options, initial)
}

func (f *eventForm) Check(label, text string) *widget.Check { return f.check(label, text) }

func (f *eventForm) Dice(label, expr string, count func() (int, error)) hooks.Dice {
	return f.diceField(f.tracker, label, expr, count)
}

func (f *eventForm) Item(label string, o fyne.CanvasObject) {
	f.items = append(f.items, widget.NewFormItem(label, o))
}

func (f *eventForm) Message() *widget.Label { return f.message }

func (f *eventForm) Build(build func() ([]encounter.Event, error)) { f.build = build }

func (f *eventForm) After(after func()) { f.after = after }

func (f *eventForm) OnTick(fn func()) { f.onTick = fn }

func (d *diceField) Int(what string) (int, error) { return d.int(what) }

func (d *diceField) List(what string) ([]int, error) { return d.list(what) }

func (d *diceField) Text() string { return d.value.Text }

func (d *diceField) Set(value string) { d.value.SetText(value) }

func (d *diceField) SetExpr(expr string) { d.expr.SetText(expr) }
