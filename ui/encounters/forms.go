package encounters

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// eventForm is a small form that builds the engine's events from what the
// user typed and ticked.
type eventForm struct {
	title, verb, hint string
	items             []*widget.FormItem
	build             func() ([]encounter.Event, error)
	// after, when set, updates the form once its events are applied.
	after func()
	// onTick, when set, runs when the ticked combatants change.
	onTick  func()
	message *widget.Label
	// rolled is the form's result line ("Natural d20: rolled 1d20 [4] =
	// 4"), in a fixed place above the buttons: a roll never moves them.
	rolled *widget.Label
	// fields by label, for tests and for forms that read each other.
	entries map[string]*widget.Entry
	selects map[string]*widget.Select
	checks  map[string]*widget.Check
	dice    map[string]*diceField
	// tracker rolls the form's dice (set by NewForm).
	tracker *encounterTracker
	// onEscape closes the form (set when it is shown): Escape in any of
	// its fields runs it.
	onEscape func()
}

// escape closes the form, when shown.
func (f *eventForm) escape() {
	if f.onEscape != nil {
		f.onEscape()
	}
}

func newEventForm(title, verb, hint string) *eventForm {
	msg := widget.NewLabel("")
	msg.Wrapping = fyne.TextWrapWord
	rolled := widget.NewLabel("")
	rolled.Importance = widget.LowImportance
	rolled.Truncation = fyne.TextTruncateEllipsis
	return &eventForm{title: title, verb: verb, hint: hint, message: msg, rolled: rolled,
		entries: map[string]*widget.Entry{}, selects: map[string]*widget.Select{},
		checks: map[string]*widget.Check{}, dice: map[string]*diceField{}}
}

func (f *eventForm) entry(label, placeholder string) *widget.Entry {
	e := newEscEntry(f.escape)
	e.SetPlaceHolder(placeholder)
	f.entries[label] = &e.Entry
	f.items = append(f.items, widget.NewFormItem(label, e))
	return &e.Entry
}

func (f *eventForm) choice(label string, options []string, initial string) *widget.Select {
	s := newEscSelect(options, nil, f.escape)
	if initial != "" {
		s.SetSelected(initial)
	}
	f.selects[label] = &s.Select
	f.items = append(f.items, widget.NewFormItem(label, s))
	return &s.Select
}

func (f *eventForm) check(label, text string) *widget.Check {
	c := newEscCheck(text, nil, f.escape)
	f.checks[label] = &c.Check
	f.items = append(f.items, widget.NewFormItem(label, c))
	return &c.Check
}

func (f *eventForm) info(label, text string) {
	l := widget.NewLabel(widgets.Shown(text))
	l.Wrapping = fyne.TextWrapWord
	f.items = append(f.items, widget.NewFormItem(label, l))
}

// diceField takes a die result: typed from physical dice, or rolled by the
// app ("Roll" rolls the expression with the tracker's seeded source). With
// count set, it takes a list ("4, 2"), one roll per count.
type diceField struct {
	label       string
	value, expr *widget.Entry
	roll        *widget.Button
	count       func() (int, error)
	rolled      *widget.Label
}

func (f *eventForm) diceField(t *encounterTracker, label, expr string, count func() (int, error)) *diceField {
	value, ex := newEscEntry(f.escape), newEscEntry(f.escape)
	d := &diceField{label: label, value: &value.Entry, expr: &ex.Entry, count: count, rolled: f.rolled}
	d.value.SetPlaceHolder("type the dice, or Roll")
	d.expr.SetText(expr)
	d.expr.SetPlaceHolder("d6, 2d6+1")
	d.roll = widget.NewButton("Roll", func() {
		if err := d.rollWith(t.rng); err != nil {
			d.rolled.Importance = widget.DangerImportance
			d.rolled.SetText(d.label + ": " + err.Error())
		}
	})
	f.dice[label] = d
	row := container.NewBorder(nil, nil, nil, container.NewHBox(fixedWidth(90, ex), d.roll), value)
	f.items = append(f.items, widget.NewFormItem(label, row))
	return d
}

// rollWith rolls the expression (count times for a list) into the field.
func (d *diceField) rollWith(src dice.Source) error {
	if strings.TrimSpace(d.expr.Text) == "" {
		return fmt.Errorf("nothing to roll: type the result, or dice to roll beside it (2d6)")
	}
	e, err := dice.Parse(strings.TrimSpace(d.expr.Text))
	if err != nil {
		return fmt.Errorf("cannot roll %q: %w", d.expr.Text, err)
	}
	n := 1
	if d.count != nil {
		if n, err = d.count(); err != nil {
			return err
		}
	}
	var totals, shown []string
	for range n {
		r := e.Roll(src)
		totals = append(totals, strconv.Itoa(r.Total))
		shown = append(shown, r.String())
	}
	d.value.SetText(strings.Join(totals, ", "))
	d.rolled.Importance = widget.LowImportance
	d.rolled.SetText(d.label + ": rolled " + strings.Join(shown, "; "))
	return nil
}

// int reads a single whole-number result.
func (d *diceField) int(what string) (int, error) {
	return wholeNumber(what, d.value.Text)
}

// list reads a list of results.
func (d *diceField) list(what string) ([]int, error) {
	fields := strings.FieldsFunc(d.value.Text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })
	out := make([]int, 0, len(fields))
	for _, s := range fields {
		n, err := wholeNumber(what, s)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// wholeNumber reads a typed whole number, or says what to fix.
func wholeNumber(what, text string) (int, error) { return hooks.WholeNumber(what, text) }

// optionalNumber reads a whole number that may be left empty (0).
func optionalNumber(what, text string) (int, error) { return hooks.OptionalNumber(what, text) }

// trackerAction is a button of the action bar.
type trackerAction struct {
	label string
	form  func() *eventForm
}

// actions are the action bar's buttons for the encounter's system.
func (t *encounterTracker) actions() []trackerAction {
	common := []trackerAction{{"Note", t.noteForm}, {"Hide/show", t.hideForm}}
	if sys, ok := t.systemForms(); ok && sys.Actions != nil {
		var out []trackerAction
		for _, a := range sys.Actions(t) {
			form := a.Form
			out = append(out, trackerAction{a.Label, func() *eventForm { return formOf(form()) }})
		}
		return append(append(out, trackerAction{"Join", t.joinForm}), common...)
	}
	return append([]trackerAction{{"Join", t.joinForm}}, common...)
}

// names are the combatants' names in turn order, with their IDs; a name
// used twice gets its ID added.
func (t *encounterTracker) names() (labels, ids []string) {
	count := map[string]int{}
	for _, r := range t.view.Rows {
		count[r.Name]++
	}
	for _, r := range t.view.Rows {
		label := r.Name
		if count[r.Name] > 1 {
			label += " (" + r.ID + ")"
		}
		labels, ids = append(labels, label), append(ids, r.ID)
	}
	return labels, ids
}

// pick is a combatant chooser; it starts on initial's ID.
func (t *encounterTracker) pick(f *eventForm, label, initial string) func() (string, error) {
	labels, ids := t.names()
	_, read := hooks.Choose(f, label, ids, func(id string) string { return labels[slices.Index(ids, id)] }, slices.Index(ids, initial))
	return read
}

// firstTicked is the first ticked combatant, else the active one.
func (t *encounterTracker) firstTicked() string {
	if ids := t.ticked(); len(ids) > 0 {
		return ids[0]
	}
	return t.view.ActiveID
}

func (t *encounterTracker) noteForm() *eventForm {
	f := newEventForm("Note", "Add note", "On each ticked combatant, or on the encounter when none is ticked.")
	text := f.entry("Note", "what happened")
	f.build = func() ([]encounter.Event, error) {
		if strings.TrimSpace(text.Text) == "" {
			return nil, errors.New("the note is empty")
		}
		ids := t.ticked()
		if len(ids) == 0 {
			ev, err := encounter.NewEvent(encounter.EventNote, encounter.NotePayload{Text: text.Text})
			return []encounter.Event{ev}, err
		}
		var out []encounter.Event
		for _, id := range ids {
			ev, err := encounter.NewEvent(encounter.EventNote, encounter.NotePayload{Combatant: id, Text: text.Text})
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
		return out, nil
	}
	return f
}

func (t *encounterTracker) hideForm() *eventForm {
	f := newEventForm("Hide from the players", "Apply", "Hidden combatants are left out of the player view.")
	hide := f.choice("Ticked combatants", []string{"Hide", "Show"}, "Hide")
	f.build = hooks.EachTicked(t, func(id string) (encounter.Event, error) {
		return encounter.NewEvent(encounter.EventSetHidden, encounter.SetHiddenPayload{Combatant: id, Hidden: hide.Selected == "Hide"})
	})
	return f
}

// damageForm is the system's Ctrl+D form, nil when it has none.
func (t *encounterTracker) damageForm() *eventForm { return t.keyForm(hooks.DamageKey) }

// healForm is the system's Ctrl+H form, nil when it has none.
func (t *encounterTracker) healForm() *eventForm { return t.keyForm(hooks.HealKey) }

// keyForm is the form of the system's action bar button marked key, nil
// when the bar has none where the encounter stands.
func (t *encounterTracker) keyForm(key hooks.Shortcut) *eventForm {
	sys, ok := t.systemForms()
	if !ok || sys.Actions == nil {
		return nil
	}
	for _, a := range sys.Actions(t) {
		if a.Key == key {
			return formOf(a.Form())
		}
	}
	return nil
}
