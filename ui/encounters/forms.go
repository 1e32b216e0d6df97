package encounters

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/widgets"
)

// eventForm is a small form that builds the engine's events from what the
// user typed and ticked.
type eventForm struct {
	title, verb, hint string
	items             []*widget.FormItem
	build             func() ([]encounter.Event, error)
	// after, when set, updates the form once its events are applied.
	after   func()
	message *widget.Label
	// fields by label, for tests and for forms that read each other.
	entries map[string]*widget.Entry
	selects map[string]*widget.Select
	checks  map[string]*widget.Check
	dice    map[string]*diceField
}

func newEventForm(title, verb, hint string) *eventForm {
	msg := widget.NewLabel("")
	msg.Wrapping = fyne.TextWrapWord
	return &eventForm{title: title, verb: verb, hint: hint, message: msg,
		entries: map[string]*widget.Entry{}, selects: map[string]*widget.Select{},
		checks: map[string]*widget.Check{}, dice: map[string]*diceField{}}
}

func (f *eventForm) entry(label, placeholder string) *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeholder)
	f.entries[label] = e
	f.items = append(f.items, widget.NewFormItem(label, e))
	return e
}

func (f *eventForm) choice(label string, options []string, initial string) *widget.Select {
	s := widget.NewSelect(options, nil)
	if initial != "" {
		s.SetSelected(initial)
	}
	f.selects[label] = s
	f.items = append(f.items, widget.NewFormItem(label, s))
	return s
}

func (f *eventForm) check(label, text string) *widget.Check {
	c := widget.NewCheck(text, nil)
	f.checks[label] = c
	f.items = append(f.items, widget.NewFormItem(label, c))
	return c
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
	value, expr *widget.Entry
	roll        *widget.Button
	count       func() (int, error)
	rolled      *widget.Label
}

func (f *eventForm) diceField(t *encounterTracker, label, expr string, count func() (int, error)) *diceField {
	d := &diceField{value: widget.NewEntry(), expr: widget.NewEntry(), count: count, rolled: widget.NewLabel("")}
	d.value.SetPlaceHolder("type the dice, or Roll")
	d.expr.SetText(expr)
	d.expr.SetPlaceHolder("d6, 2d6+1")
	d.rolled.Importance = widget.LowImportance
	d.rolled.Hide()
	d.roll = widget.NewButton("Roll", func() {
		if err := d.rollWith(t.rng); err != nil {
			d.rolled.Importance = widget.DangerImportance
			d.rolled.SetText(err.Error())
			d.rolled.Show()
		}
	})
	f.dice[label] = d
	row := container.NewBorder(nil, nil, nil, container.NewHBox(fixedWidth(90, d.expr), d.roll), d.value)
	f.items = append(f.items, widget.NewFormItem(label, container.NewVBox(row, d.rolled)))
	return d
}

// rollWith rolls the expression (count times for a list) into the field.
func (d *diceField) rollWith(src dice.Source) error {
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
	d.rolled.SetText("Rolled " + strings.Join(shown, "; "))
	d.rolled.Show()
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
func wholeNumber(what, text string) (int, error) {
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

// optionalNumber reads a whole number that may be left empty (0).
func optionalNumber(what, text string) (int, error) {
	if strings.TrimSpace(text) == "" {
		return 0, nil
	}
	return wholeNumber(what, text)
}

// trackerAction is a button of the action bar.
type trackerAction struct {
	label string
	form  func() *eventForm
}

// actions are the action bar's buttons for the encounter's system.
func (t *encounterTracker) actions() []trackerAction {
	common := []trackerAction{{"Note", t.noteForm}, {"Hide/show", t.hideForm}}
	if t.isDragonhead() {
		return append([]trackerAction{
			{"Attack", t.attackForm}, {"Damage", t.damageForm}, {"Heal", t.healForm},
			{"Move", t.moveForm}, {"Try hard", t.tryHardForm}, {"Morale", t.moraleForm},
			{"Cast", t.castForm}, {"Recover spell", t.recoverSpellForm}, {"Rest", t.restForm}, {"Sleep", t.sleepForm},
			{"Join", t.joinForm},
		}, common...)
	}
	return append([]trackerAction{
		{"Damage", t.damageForm}, {"Heal", t.healForm}, {"Condition", t.conditionForm},
		{"Declare attack", t.declareForm}, {"Respond", t.respondForm}, {"Spend actions", t.spendForm},
		{"Epicoin", t.epicoinForm}, {"Join", t.joinForm},
	}, common...)
}

// targets are the ticked combatants, or a message saying to tick some.
func (t *encounterTracker) targets() ([]string, error) {
	ids := t.ticked()
	if len(ids) == 0 {
		return nil, errors.New("tick one or more combatants in the turn order first")
	}
	return ids, nil
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
	s := f.choice(label, labels, "")
	for i, id := range ids {
		if id == initial {
			s.SetSelectedIndex(i)
		}
	}
	return func() (string, error) {
		i := s.SelectedIndex()
		if i < 0 {
			return "", fmt.Errorf("choose the %s", strings.ToLower(label))
		}
		return ids[i], nil
	}
}

// firstTicked is the first ticked combatant, else the active one.
func (t *encounterTracker) firstTicked() string {
	if ids := t.ticked(); len(ids) > 0 {
		return ids[0]
	}
	return t.view.ActiveID
}

// perTarget builds one event per ticked combatant.
func (t *encounterTracker) perTarget(typ, key string, fields func() (map[string]any, error)) func() ([]encounter.Event, error) {
	return func() ([]encounter.Event, error) {
		ids, err := t.targets()
		if err != nil {
			return nil, err
		}
		payload, err := fields()
		if err != nil {
			return nil, err
		}
		events := make([]encounter.Event, 0, len(ids))
		for _, id := range ids {
			p := map[string]any{key: id}
			for k, v := range payload {
				p[k] = v
			}
			ev, err := encounter.NewEvent(typ, p)
			if err != nil {
				return nil, err
			}
			events = append(events, ev)
		}
		return events, nil
	}
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
			ev, err := encounter.NewEvent(encounter.EventNote, map[string]any{"text": text.Text})
			return []encounter.Event{ev}, err
		}
		var out []encounter.Event
		for _, id := range ids {
			ev, err := encounter.NewEvent(encounter.EventNote, map[string]any{"combatant": id, "text": text.Text})
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
	f.build = t.perTarget(encounter.EventSetHidden, "combatant", func() (map[string]any, error) {
		return map[string]any{"hidden": hide.Selected == "Hide"}, nil
	})
	return f
}

// drgnElements are the attunement chart's element names.
func drgnElements() []string {
	out := make([]string, len(drgn.Elements))
	for i, e := range drgn.Elements {
		out[i] = e.Name
	}
	return out
}

func (t *encounterTracker) damageForm() *eventForm {
	if t.isDragonhead() {
		f := newEventForm("Damage (wear)", "Apply damage", "Wear from anything but an attack, on each ticked combatant; tear follows the damage type's ratio.")
		wear := f.diceField(t, "Wear", "d6", nil)
		kind := f.choice("Damage type", []string{"", "p", "s", "m", "b", "i"}, "")
		scar := f.check("Scar", "the damage scars")
		blow := f.check("Blow", "a single blow (stun check)")
		f.build = t.perTarget(dragonhead.EventDamage, "target", func() (map[string]any, error) {
			n, err := wear.int("Wear")
			if err != nil {
				return nil, err
			}
			return map[string]any{"wear": n, "damage_type": kind.Selected, "scar": scar.Checked, "blow": blow.Checked}, nil
		})
		return f
	}
	f := newEventForm("Damage", "Apply damage", "Damage taken = round((damage × attunement) × crit × 2 if unconscious) − (toughness + evasion), on each ticked combatant.")
	amount := f.diceField(t, "Damage", "", nil)
	element := f.choice("Element", drgnElements(), drgn.Force)
	crit := f.check("Crit", "critical hit (× 2)")
	ignore := f.check("Reductions", "ignore toughness and evasion")
	note := f.entry("Note", "optional")
	f.build = t.perTarget(drgn.EventDamage, "target", func() (map[string]any, error) {
		n, err := amount.int("Damage")
		if err != nil {
			return nil, err
		}
		return map[string]any{"damage": n, "element": element.Selected, "crit": crit.Checked,
			"ignore_reductions": ignore.Checked, "note": note.Text}, nil
	})
	return f
}

func (t *encounterTracker) healForm() *eventForm {
	if t.isDragonhead() {
		f := newEventForm("Heal", "Heal", "Wear and tear healed on each ticked combatant (tear heals open tears first, then scars at 5 each).")
		wear := f.entry("Wear", "0")
		tear := f.entry("Tear", "0")
		f.build = t.perTarget(dragonhead.EventHeal, "target", func() (map[string]any, error) {
			w, err := optionalNumber("Wear", wear.Text)
			if err != nil {
				return nil, err
			}
			tr, err := optionalNumber("Tear", tear.Text)
			return map[string]any{"wear": w, "tear": tr}, err
		})
		return f
	}
	f := newEventForm("Heal", "Heal", "Up to max HP on each ticked combatant; temporary HP is taken first.")
	amount := f.diceField(t, "HP", "", nil)
	temp := f.entry("Temporary HP", "0")
	f.build = t.perTarget(drgn.EventHeal, "target", func() (map[string]any, error) {
		n, err := optionalNumber("HP", amount.value.Text)
		if err != nil {
			return nil, err
		}
		th, err := optionalNumber("Temporary HP", temp.Text)
		return map[string]any{"amount": n, "temp_hp": th}, err
	})
	return f
}

// drgnStatusNames are the statuses a GM can inflict (not the automatic ones).
func drgnStatusNames() []string {
	var out []string
	for _, s := range drgn.Statuses {
		if !s.Automatic {
			out = append(out, s.Name)
		}
	}
	return out
}

func (t *encounterTracker) conditionForm() *eventForm {
	f := newEventForm("Condition", "Apply", "Inflict a status (resistance shortens it), cure it, or shake it off (2 actions, on the team's turn), on each ticked combatant.")
	what := f.choice("Do", []string{"Inflict", "Cure", "Shake off"}, "Inflict")
	status := f.choice("Status", drgnStatusNames(), "")
	degree := f.entry("Degree (x)", "for Ailed, Exhausted, Juiced, Inhibited, Crippled")
	duration := f.entry("Duration (rounds)", "1")
	detail := f.entry("Detail", "Ailed: its element; Inhibited: the skill")
	status.OnChanged = func(s string) {
		if info, ok := drgn.StatusByName(s); ok {
			f.message.Importance = widget.LowImportance
			f.message.SetText(info.Name + ": " + info.Effect)
		}
	}
	f.build = func() ([]encounter.Event, error) {
		if status.Selected == "" {
			return nil, errors.New("choose a status")
		}
		switch what.Selected {
		case "Cure":
			return t.perTarget(drgn.EventCure, "target", func() (map[string]any, error) {
				return map[string]any{"status": status.Selected}, nil
			})()
		case "Shake off":
			return t.perTarget(drgn.EventShakeOff, "combatant", func() (map[string]any, error) {
				return map[string]any{"status": status.Selected}, nil
			})()
		}
		return t.perTarget(drgn.EventAfflict, "target", func() (map[string]any, error) {
			d, err := optionalNumber("Degree", degree.Text)
			if err != nil {
				return nil, err
			}
			info, _ := drgn.StatusByName(status.Selected)
			dur, err := optionalNumber("Duration", duration.Text)
			if err != nil {
				return nil, err
			}
			if dur == 0 && !info.NoCountdown {
				return nil, errors.New("type the duration in rounds")
			}
			return map[string]any{"status": status.Selected, "degree": d, "duration": dur, "detail": detail.Text}, nil
		})()
	}
	return f
}

func (t *encounterTracker) declareForm() *eventForm {
	f := newEventForm("Declare attack (Dec phase)", "Declare", "The ticked combatants are the targets. Attacks resolve together when the Go phase begins.")
	attacker := t.pick(f, "Attacker", t.firstOnActiveSide())
	amount := f.diceField(t, "Damage", "", nil)
	element := f.choice("Element", drgnElements(), drgn.Force)
	kind := f.choice("Kind", []string{"melee", "ranged", "ability"}, "melee")
	crit := f.check("Crit", "critical hit (× 2)")
	f.build = func() ([]encounter.Event, error) {
		a, err := attacker()
		if err != nil {
			return nil, err
		}
		var targets []string
		for _, id := range t.ticked() {
			if id != a {
				targets = append(targets, id)
			}
		}
		if len(targets) == 0 {
			return nil, errors.New("tick the targets in the turn order (not the attacker)")
		}
		n, err := amount.int("Damage")
		if err != nil {
			return nil, err
		}
		ev, err := encounter.NewEvent(drgn.EventDeclare, map[string]any{"attacker": a, "targets": targets, "damage": n,
			"element": element.Selected, "kind": kind.Selected, "crit": crit.Checked})
		return []encounter.Event{ev}, err
	}
	return f
}

// firstOnActiveSide is a ticked combatant of the acting team, else its first.
func (t *encounterTracker) firstOnActiveSide() string {
	for _, id := range t.ticked() {
		for _, r := range t.view.Rows {
			if r.ID == id && r.Side == t.view.ActiveSide {
				return id
			}
		}
	}
	for _, r := range t.view.Rows {
		if r.Side == t.view.ActiveSide {
			return r.ID
		}
	}
	return ""
}

func (t *encounterTracker) respondForm() *eventForm {
	f := newEventForm("Respond to a declared attack", "Respond", "Each ticked combatant responds (one action per declared attack): move out of a ranged attack or ability, or block.")
	st := t.session.State()
	var labels, ids []string
	for _, p := range st.Pending {
		labels, ids = append(labels, widgets.Shown(p.Text)), append(ids, p.ID)
	}
	attack := f.choice("Attack", labels, "")
	if len(labels) > 0 {
		attack.SetSelectedIndex(0)
	}
	response := f.choice("Response", []string{"move", "block"}, "move")
	evaded := f.check("Evaded", "the move broke line of sight (it misses)")
	with := f.entry("Block with", "shield, cutlass…")
	f.build = func() ([]encounter.Event, error) {
		i := attack.SelectedIndex()
		if i < 0 {
			return nil, errors.New("no declared attack to respond to")
		}
		return t.perTarget(drgn.EventRespond, "combatant", func() (map[string]any, error) {
			return map[string]any{"attack": ids[i], "response": response.Selected, "evaded": evaded.Checked, "with": with.Text}, nil
		})()
	}
	return f
}

func (t *encounterTracker) spendForm() *eventForm {
	f := newEventForm("Spend actions", "Spend", "Each ticked combatant of the acting team spends actions (move, activate, trait, communicate, command, ability: 1 each).")
	action := f.choice("Action", []string{"move", "activate", "trait", "communicate", "command", "ability", "special"}, "move")
	count := f.entry("Actions (special)", "how many the Architect sets")
	note := f.entry("Note", "optional")
	f.build = t.perTarget(drgn.EventSpend, "combatant", func() (map[string]any, error) {
		p := map[string]any{"action": action.Selected, "note": note.Text}
		if action.Selected == "special" {
			n, err := wholeNumber("Actions", count.Text)
			if err != nil {
				return nil, err
			}
			p["actions"] = n
		}
		return p, nil
	})
	return f
}

func (t *encounterTracker) epicoinForm() *eventForm {
	f := newEventForm("Epicoin", "Apply", "Spend or gain Epicoins for each ticked combatant.")
	what := f.choice("Do", []string{"Spend", "Gain"}, "Spend")
	amount := f.entry("Epicoins", "1")
	why := f.entry("For", "a critical hit, a reroll…")
	f.build = t.perTarget(drgn.EventEpicoin, "combatant", func() (map[string]any, error) {
		text := amount.Text
		if strings.TrimSpace(text) == "" {
			text = "1"
		}
		n, err := wholeNumber("Epicoins", text)
		if err != nil {
			return nil, err
		}
		if what.Selected == "Gain" {
			return map[string]any{"gain": n, "for": why.Text}, nil
		}
		return map[string]any{"spend": n, "for": why.Text}, nil
	})
	return f
}

// Dragonhead forms.

func (t *encounterTracker) initiativeForm() *eventForm {
	f := newEventForm("Initiative", "Start the round", "Even: the characters first, from the DM's left; odd: the creatures first, then the characters from the DM's right.")
	roll := f.diceField(t, "Roll", "d6", nil)
	sides := []string{"No surprise"}
	for _, s := range t.view.Sides {
		sides = append(sides, s.Name)
	}
	surprise := f.choice("Surprise round", sides, "No surprise")
	f.build = func() ([]encounter.Event, error) {
		if i := surprise.SelectedIndex(); i > 0 {
			ev, err := encounter.NewEvent(dragonhead.EventSurprise, map[string]any{"side": t.view.Sides[i-1].ID})
			return []encounter.Event{ev}, err
		}
		n, err := roll.int("Roll")
		if err != nil {
			return nil, err
		}
		ev, err := encounter.NewEvent(dragonhead.EventInitiative, map[string]any{"roll": n})
		return []encounter.Event{ev}, err
	}
	return f
}

// dragonheadTarget is the first ticked combatant that is not the attacker.
func (t *encounterTracker) dragonheadTarget(attacker string) string {
	for _, id := range t.ticked() {
		if id != attacker {
			return id
		}
	}
	return ""
}

func (t *encounterTracker) attackForm() *eventForm {
	f := newEventForm("Attack (Hit vs AC)", "Attack", "One damage roll per success: 1 success for winning, +1 per 4 points over the defence. Damage minus the armour roll is wear.")
	attackerID := t.view.ActiveID
	attacker := t.pick(f, "Attacker", attackerID)
	target := t.pick(f, "Target", t.dragonheadTarget(attackerID))
	name := f.entry("Attack", "sword, club…")
	hit := f.diceField(t, "Hit strength", "", nil)
	defense := f.choice("Defence", []string{"the rules' default", "ac", "dc"}, "the rules' default")
	defValue := f.entry("Defence value", "only to override (e.g. +4 size)")
	tie := f.diceField(t, "Tie roll", "d6", nil)
	successes := func() (int, error) {
		h, err := hit.int("Hit strength")
		if err != nil {
			return 0, err
		}
		id, err := target()
		if err != nil {
			return 0, err
		}
		c, err := t.session.State().Combatant(id)
		if err != nil {
			return 0, err
		}
		d := c.Stat("ac")
		if defense.Selected == "dc" {
			d = c.Stat("dc")
		}
		if defValue.Text != "" {
			if d, err = wholeNumber("Defence value", defValue.Text); err != nil {
				return 0, err
			}
		}
		tr, _ := optionalNumber("Tie roll", tie.value.Text)
		ch, err := dragonhead.ChallengeResult(h, d, tr)
		if err != nil {
			return 0, err
		}
		return ch.Successes, nil
	}
	damage := f.diceField(t, "Damage rolls", "d6", successes)
	kind := f.choice("Damage type", []string{"p", "s", "m", "b", "i"}, "s")
	armorExpr := ""
	if id := t.dragonheadTarget(attackerID); id != "" {
		if c, err := t.session.State().Combatant(id); err == nil {
			armorExpr = c.Dice["armor"]
		}
	}
	armor := f.diceField(t, "Armour roll", armorExpr, nil)
	scar := f.check("Scar", "the damage scars")
	f.build = func() ([]encounter.Event, error) {
		a, err := attacker()
		if err != nil {
			return nil, err
		}
		tg, err := target()
		if err != nil {
			return nil, err
		}
		h, err := hit.int("Hit strength")
		if err != nil {
			return nil, err
		}
		rolls, err := damage.list("Damage roll")
		if err != nil {
			return nil, err
		}
		ar, err := optionalNumber("Armour roll", armor.value.Text)
		if err != nil {
			return nil, err
		}
		p := map[string]any{"attacker": a, "target": tg, "attack": name.Text, "hit": h, "damage_rolls": rolls,
			"damage_type": kind.Selected, "armor_roll": ar, "scar": scar.Checked}
		if defense.Selected == "ac" || defense.Selected == "dc" {
			p["defense"] = defense.Selected
		}
		if defValue.Text != "" {
			dv, err := wholeNumber("Defence value", defValue.Text)
			if err != nil {
				return nil, err
			}
			p["defense_value"] = dv
		}
		if tie.value.Text != "" {
			tr, err := tie.int("Tie roll")
			if err != nil {
				return nil, err
			}
			p["tie_roll"] = tr
		}
		ev, err := encounter.NewEvent(dragonhead.EventAttack, p)
		return []encounter.Event{ev}, err
	}
	return f
}

func (t *encounterTracker) moveForm() *eventForm {
	f := newEventForm("Move", "Move", "The active combatant moves (its action).")
	who := t.pick(f, "Combatant", t.view.ActiveID)
	steps := f.diceField(t, "Steps", "", nil)
	run := f.check("Run", "running")
	f.build = func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		n, err := optionalNumber("Steps", steps.value.Text)
		if err != nil {
			return nil, err
		}
		ev, err := encounter.NewEvent(dragonhead.EventMove, map[string]any{"combatant": id, "steps": n, "run": run.Checked})
		return []encounter.Event{ev}, err
	}
	return f
}

func (t *encounterTracker) tryHardForm() *eventForm {
	f := newEventForm("Try hard", "Apply", "Trying harder costs wear: the level × the combatant's ex.")
	who := t.pick(f, "Combatant", t.firstTicked())
	level := f.choice("Level", []string{"Try Harder", "Try Hardest"}, "Try Harder")
	f.build = func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		ev, err := encounter.NewEvent(dragonhead.EventTryHard, map[string]any{"combatant": id, "level": level.SelectedIndex() + 1})
		return []encounter.Event{ev}, err
	}
	return f
}

func (t *encounterTracker) moraleForm() *eventForm {
	f := newEventForm("Morale check", "Check", "13+ fights on; 9–12 backs away; 5–8 flees; 4 or less runs away screaming.")
	who := t.pick(f, "Combatant", t.firstTicked())
	strength := f.diceField(t, "Strength", "", nil)
	f.build = func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		n, err := strength.int("Strength")
		if err != nil {
			return nil, err
		}
		ev, err := encounter.NewEvent(dragonhead.EventMorale, map[string]any{"combatant": id, "strength": n})
		return []encounter.Event{ev}, err
	}
	return f
}
