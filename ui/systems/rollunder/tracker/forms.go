// Package tracker is roll-under's part of the encounter tracker: the forms
// of a fight (the start, declaring, moving or swapping, the gang's attack
// and the blast with their odds before the roll, the saves that are due,
// flee, maneuvers, conditions, damage, healing, tending and the clock),
// registered with ui/encounters/hooks from init. They build the events of
// rules/rollunder from its payload types and ask it for every number; the
// roll-under ui package imports this one for its init.
package tracker

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/encounters/hooks"
)

// Roll-under's forms in the encounter tracker (spec §6): the start (a side
// first, or the player characters' DEX saves), declaring, moving or
// swapping, the gang's attack with its odds (attack.go), the saves
// that are due (STR save, morale), flee, maneuvers, conditions, damage,
// healing, tending, rest and the clock. Each builds the events the rules
// accept; the rules check them again.

// Forms are Roll-under's forms in the tracker, for its registration.
func Forms() hooks.Forms {
	return hooks.Forms{
		Actions: hooks.ActionsOf([]hooks.Button{
			{Label: "Start", Form: startForm},
			{Label: "Declare", Form: declareForm},
			{Label: "Move/swap", Form: moveForm},
			{Label: "Attack", Form: attackForm},
			{Label: "Blast", Form: blastForm},
			{Label: "Due save", Form: dueSaveForm},
			{Label: "Flee", Form: fleeForm},
			{Label: "Maneuver", Form: maneuverForm},
			{Label: "Other", Form: otherForm},
			{Label: "Save", Form: saveForm},
			{Label: "Condition", Form: conditionForm},
			{Label: "Damage", Form: damageForm, Key: hooks.DamageKey},
			{Label: "Heal", Form: healForm, Key: hooks.HealKey},
			{Label: "Tend", Form: tendForm},
			{Label: "Time", Form: timeForm},
		}),
	}
}

// nameOf is a combatant's name in the view.
func nameOf(t hooks.Tracker, id string) string {
	for _, r := range t.View().Rows {
		if r.ID == id {
			return r.Name
		}
	}
	return id
}

// choose adds a chooser of combatants (by name) among ids, starting on
// initial (else the first).
func choose(t hooks.Tracker, f hooks.Form, label string, ids []string, initial string) (*widget.Select, func() (string, error)) {
	return hooks.Choose(f, label, ids, func(id string) string { return nameOf(t, id) }, max(slices.Index(ids, initial), 0))
}

// actors are the combatants who may act now, the first ticked one first.
func actors(t hooks.Tracker) []string {
	var out []string
	for _, r := range t.View().Rows {
		if fi, ok := rollunder.Fighter(t.State(), r.ID); ok && fi.MayAct {
			out = append(out, r.ID)
		}
	}
	return out
}

// allIDs are every combatant in the view's order.
func allIDs(t hooks.Tracker) []string {
	var out []string
	for _, r := range t.View().Rows {
		out = append(out, r.ID)
	}
	return out
}

// saveDice is a d20 field with advantage and disadvantage boxes: one d20,
// or two when exactly one of them applies ("Advantage and Disadvantage
// cancel each other out", L4). forced, when set, says the rules add
// disadvantage (a Blinded or Stunned saver's DEX save, L46, L49).
type saveDice struct {
	d20      hooks.Dice
	adv, dis *widget.Check
	forced   func() bool
}

func newSaveDice(f hooks.Form, label string) *saveDice {
	s := &saveDice{adv: f.Check("Advantage", "better of two d20"), dis: f.Check("Disadvantage", "worse of two d20")}
	s.d20 = f.Dice(label, "d20", func() (int, error) { return s.count(), nil })
	return s
}

// count is how many d20 the save rolls (rollunder.SaveD20s).
func (s *saveDice) count() int {
	return rollunder.SaveD20s(s.adv.Checked, s.dis.Checked || (s.forced != nil && s.forced()))
}

// roll reads the typed d20: as many as the save rolls.
func (s *saveDice) roll() ([]int, error) {
	faces, err := s.d20.List("d20")
	if err != nil {
		return nil, err
	}
	if n := s.count(); len(faces) != n {
		return nil, fmt.Errorf("this save rolls %d d20: type %d number(s)", n, n)
	}
	return faces, nil
}

// fill puts the d20 and the boxes into a save event.
func (s *saveDice) fill(p *rollunder.SavePayload) error {
	faces, err := s.roll()
	if err != nil {
		return err
	}
	p.D20, p.Advantage, p.Disadvantage = faces, s.adv.Checked, s.dis.Checked
	return nil
}

// dexThreat is the disadvantage the rules add to who's save with
// ability (nil: DEX) against a threat (rollunder.ThreatDisadvantage).
func dexThreat(t hooks.Tracker, who func() (string, error), ability func() string) func() bool {
	return func() bool {
		id, err := who()
		if err != nil {
			return false
		}
		a := ""
		if ability != nil {
			a = ability()
		}
		return rollunder.ThreatDisadvantage(t.State(), id, a)
	}
}

func startForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Start the fight", "Start",
		`"The Referee decides which side acts first" — or the player characters "must pass DEX Saves to be able to act before their opponents" (Taking your Turn). Passers act in an initial turn; if nobody passes, the opponents go first.`)
	v := t.View()
	options := []string{"DEX saves (player characters)"}
	for _, s := range v.Sides {
		options = append(options, s.Name+" acts first")
	}
	how := f.Choice("Start", options, options[0])
	starters := rollunder.DexStarters(t.State())
	fields := make([]hooks.Dice, len(starters))
	for i, id := range starters {
		fi, _ := rollunder.Fighter(t.State(), id)
		label := fmt.Sprintf("%s (DEX %d)", fi.Name, fi.DEX)
		if fi.StartDisadvantage {
			label = fmt.Sprintf("%s (DEX %d, Stunned: worse of two)", fi.Name, fi.DEX)
		}
		n := rollunder.SaveD20s(false, fi.StartDisadvantage)
		fields[i] = f.Dice(label, "d20", func() (int, error) { return n, nil })
	}
	if len(starters) == 0 {
		f.Message().SetText("No able player character: pick the side that acts first.")
	}
	f.Build(func() ([]encounter.Event, error) {
		if i := how.SelectedIndex(); i > 0 {
			return hooks.Event(rollunder.EventStart, rollunder.StartPayload{FirstSide: v.Sides[i-1].ID})
		}
		var p rollunder.StartPayload
		for i, id := range starters {
			faces, err := fields[i].List(nameOf(t, id) + "'s DEX save")
			if err != nil {
				return nil, err
			}
			if len(faces) == 0 {
				return nil, fmt.Errorf("type %s's DEX save (or Roll)", nameOf(t, id))
			}
			p.DexSaves = append(p.DexSaves, rollunder.DexSave{Combatant: id, D20: faces})
		}
		return hooks.Event(rollunder.EventStart, p)
	})
	return f
}

func declareForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Declare", "Declare",
		`"All characters declare their intentions and after that the dice are rolled" (Taking your Turn). Attackers on one target roll together (Ganging Up); a blast hits the ticked combatants (or the target). Press Next phase when everyone has declared.`)
	ids := actors(t)
	who, actor := choose(t, f, "Combatant", ids, t.FirstTicked())
	gear := steadyNote(f, "Weapons", 2)
	// The wielded weapons to attack with: "or for both weapons if wielding two" (L8); all by default.
	use := widget.NewCheckGroup(nil, nil)
	f.Item("Use", use)
	show := func() {
		id, err := actor()
		if err != nil {
			return
		}
		fi, _ := rollunder.Fighter(t.State(), id)
		gear.SetText(fi.WeaponText())
		wielded := fi.Wielded()
		use.Options = wielded
		use.SetSelected(wielded)
	}
	action := f.Choice("Action", rollunder.DeclareActions, rollunder.ActionAttack)
	// The target starts on an opponent of the actor, and follows the actor.
	targets := allIDs(t)
	targetSel, target := choose(t, f, "Target", targets, opponentOf(t, firstActor(t, ids)))
	who.OnChanged = func(string) {
		show()
		if id, err := actor(); err == nil {
			if i := slices.Index(targets, opponentOf(t, id)); i >= 0 {
				targetSel.SetSelectedIndex(i)
			}
		}
	}
	show()
	against := f.Choice("Against", []string{"(the weapons')", "HP", "STR", "DEX", "WIL"}, "(the weapons')")
	text := f.Entry("What", "for a maneuver or another action")
	f.Build(func() ([]encounter.Event, error) {
		id, err := actor()
		if err != nil {
			return nil, err
		}
		p := rollunder.DeclarePayload{Combatant: id}
		p.Action = action.Selected
		switch action.Selected {
		case rollunder.ActionAttack:
			tg, err := target()
			if err != nil {
				return nil, err
			}
			p.Target = tg
			if i := against.SelectedIndex(); i > 0 {
				p.Against = strings.ToLower(against.Selected)
			}
		case rollunder.ActionBlast:
			tg, noTarget := target()
			if p.Targets, err = rollunder.DeclaredBlastTargets(id, t.Ticked(), tg); err != nil {
				if noTarget != nil {
					return nil, noTarget
				}
				return nil, err
			}
		case rollunder.ActionManeuver:
			if tg, err := target(); err == nil {
				p.Target = tg
			}
		}
		if len(use.Selected) < len(use.Options) {
			if len(use.Selected) == 0 && action.Selected == rollunder.ActionAttack {
				return nil, errors.New("tick the weapons to attack with")
			}
			p.Weapons = use.Selected
		}
		p.Text = strings.TrimSpace(text.Text)
		return hooks.Event(rollunder.EventDeclare, p)
	})
	return f
}

// opponentOf is the combatant an action of id starts on
// (rollunder.DefaultTarget): an able opponent, a ticked one first. The
// shared hooks.OpponentOf differs: it takes a ticked opponent who cannot
// act, and a critical one before an able one further down.
func opponentOf(t hooks.Tracker, id string) string {
	return rollunder.DefaultTarget(t.State(), id, t.Ticked(), allIDs(t))
}

// firstActor is the actor a form starts on: the first ticked combatant
// among ids, else the first of ids.
func firstActor(t hooks.Tracker, ids []string) string {
	for _, tid := range t.Ticked() {
		if slices.Contains(ids, tid) {
			return tid
		}
	}
	if len(ids) > 0 {
		return ids[0]
	}
	return ""
}

func moveForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Move or swap", "Apply",
		`"move (or change items they are holding instead) and then carry out one action" (Taking your Turn). Disengaging ends Engaged; ticking other weapons swaps what is wielded (at most two) instead of moving.`)
	who, actor := choose(t, f, "Combatant", actors(t), t.FirstTicked())
	disengage := f.Check("Disengage", "move out of melee")
	wield := widget.NewCheckGroup(nil, nil)
	f.Item("Wield", wield)
	show := func() {
		id, err := actor()
		if err != nil {
			return
		}
		fi, _ := rollunder.Fighter(t.State(), id)
		wield.Options = nil
		for _, w := range fi.Weapons {
			wield.Options = append(wield.Options, w.Name)
		}
		wield.SetSelected(fi.Wielded())
	}
	who.OnChanged = func(string) { show() }
	show()
	f.Build(func() ([]encounter.Event, error) {
		id, err := actor()
		if err != nil {
			return nil, err
		}
		if fi, _ := rollunder.Fighter(t.State(), id); fi.SwapsWeapons(wield.Selected) {
			return hooks.Event(rollunder.EventSwap, rollunder.SwapPayload{OnCombatant: encounter.OnCombatant{Combatant: id}, Wield: wield.Selected})
		}
		return hooks.Event(rollunder.EventMove, rollunder.MovePayload{OnCombatant: encounter.OnCombatant{Combatant: id}, Disengage: disengage.Checked})
	})
	return f
}

func dueSaveForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Due save", "Roll the save",
		`Out of HP: "Now you must pass a STR Save to avoid Critical Damage" (Damage). Morale: "when they lose half of their total numbers … must pass a WIL Save to avoid their group being routed" (Morale).`)
	var due []rollunder.DueSave
	which := f.Choice("Save", nil, "")
	saverSel := f.Choice("Saver", nil, "")
	chance := steadyNote(f, "Chance", 2)
	sd := newSaveDice(f, "d20")
	var savers []string
	show := func() {
		i := which.SelectedIndex()
		if i < 0 {
			return
		}
		d := due[i]
		savers = d.Savers
		names := make([]string, len(savers))
		for j, id := range savers {
			names[j] = nameOf(t, id)
		}
		saverSel.Options = names
		if len(names) > 0 {
			saverSel.SetSelectedIndex(0)
		}
		saverSel.Refresh()
		showChance(t, chance, d, savers, saverSel.SelectedIndex(), sd)
	}
	which.OnChanged = func(string) { show() }
	saverSel.OnChanged = func(string) {
		if i := which.SelectedIndex(); i >= 0 && i < len(due) {
			showChance(t, chance, due[i], savers, saverSel.SelectedIndex(), sd)
		}
	}
	// reload lists the saves due now: after each save the form stays open,
	// and a save made, or one that lapsed, is no longer offered.
	reload := func() {
		due = rollunder.DueSaves(t.State())
		labels := make([]string, len(due))
		for i, d := range due {
			labels[i] = d.Text
		}
		which.Options = labels
		which.ClearSelected()
		if len(due) > 0 {
			which.SetSelectedIndex(0)
		} else {
			saverSel.Options = nil
			saverSel.ClearSelected()
			chance.SetText("")
			if f.Message().Text == "" {
				f.Message().SetText("No save is due.")
			}
		}
		which.Refresh()
	}
	reload()
	f.After(reload)
	f.Build(func() ([]encounter.Event, error) {
		i := which.SelectedIndex()
		if i < 0 || i >= len(due) {
			return nil, errors.New("no save is due")
		}
		d := due[i]
		j := saverSel.SelectedIndex()
		if j < 0 || j >= len(savers) {
			return nil, errors.New("nobody able is left to make this save")
		}
		if d.Kind == rollunder.DueSTR {
			p := rollunder.SavePayload{OnCombatant: encounter.OnCombatant{Combatant: d.Who}}
			if err := sd.fill(&p); err != nil {
				return nil, err
			}
			return hooks.Event(rollunder.EventStrSave, p)
		}
		faces, err := sd.d20.List("d20")
		if err != nil || len(faces) != 1 {
			return nil, errors.New("a morale save is one d20")
		}
		p := rollunder.MoralePayload{Saver: savers[j], D20: faces}
		if d.Group {
			p.Group = d.Who
		}
		return hooks.Event(rollunder.EventMorale, p)
	})
	return f
}

// showChance shows the due save's chance: the STR save against the
// reduced STR, or the saver's WIL.
func showChance(t hooks.Tracker, l *widget.Label, d rollunder.DueSave, savers []string, j int, sd *saveDice) {
	if j < 0 || j >= len(savers) {
		l.SetText("")
		return
	}
	o, ok := rollunder.DueSaveOdds(t.State(), d, savers[j], sd.adv.Checked, sd.dis.Checked)
	if !ok {
		l.SetText("")
		return
	}
	res := o.Result
	l.SetText(fmt.Sprintf("%s's %s save against %d passes %d/%d (%.0f%%).", o.Name, o.Ability, o.Score, res.Num, res.Den, 100*res.PSuccess))
}

func fleeForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Flee", "Flee", `"Fleeing to safety under pursuit requires a DEX Save" (Retreat). Blinded or Stunned: disadvantage.`)
	_, actor := choose(t, f, "Combatant", rollunder.Declared(t.State(), rollunder.ActionFlee), t.FirstTicked())
	sd := newSaveDice(f, "d20")
	sd.forced = dexThreat(t, actor, nil)
	f.Build(func() ([]encounter.Event, error) {
		id, err := actor()
		if err != nil {
			return nil, err
		}
		p := rollunder.SavePayload{OnCombatant: encounter.OnCombatant{Combatant: id}}
		if err := sd.fill(&p); err != nil {
			return nil, err
		}
		return hooks.Event(rollunder.EventFlee, p)
	})
	return f
}

func maneuverForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Maneuver", "Resolve",
		`"the side most at risk makes a Save to avoid consequences" (Maneuvers): the GM names who saves and with which score; a failed save puts the condition on the saver.`)
	_, actor := choose(t, f, "Actor", rollunder.Declared(t.State(), rollunder.ActionManeuver), t.FirstTicked())
	_, saver := choose(t, f, "Saver", allIDs(t), opponentOf(t, firstActor(t, rollunder.Declared(t.State(), rollunder.ActionManeuver))))
	ability := f.Choice("Ability", rollunder.Abilities, "dex")
	sd := newSaveDice(f, "d20")
	sd.forced = dexThreat(t, saver, func() string { return ability.Selected })
	text := f.Entry("What", "trip, disarm, push…")
	cond := f.Choice("On a fail", append([]string{"(log only)"}, rollunder.BookConditions...), "(log only)")
	f.Build(func() ([]encounter.Event, error) {
		a, s, err := hooks.Both(actor, saver)
		if err != nil {
			return nil, err
		}
		p := rollunder.ManeuverPayload{Actor: a, Saver: s}
		p.Ability, p.Text = ability.Selected, strings.TrimSpace(text.Text)
		if cond.SelectedIndex() > 0 {
			p.Condition = cond.Selected
		}
		if err := sd.fill(&p.SavePayload); err != nil {
			return nil, err
		}
		return hooks.Event(rollunder.EventManeuver, p)
	})
	return f
}

func otherForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Other action", "Done", "The declared action, told in words.")
	_, actor := choose(t, f, "Combatant", rollunder.Declared(t.State(), rollunder.ActionOther), t.FirstTicked())
	text := f.Entry("What", "opens the door")
	f.Build(func() ([]encounter.Event, error) {
		id, err := actor()
		if err != nil {
			return nil, err
		}
		return hooks.Event(rollunder.EventOther, rollunder.OtherPayload{OnCombatant: encounter.OnCombatant{Combatant: id}, Text: strings.TrimSpace(text.Text)})
	})
	return f
}

func saveForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Save", "Roll the save",
		`Any other save: a Blinded sight check (Conditions), a reaction roll — "pass a WIL Save to avoid a negative reaction" (Reaction).`)
	_, who := choose(t, f, "Combatant", allIDs(t), t.FirstTicked())
	ability := f.Choice("Ability", rollunder.Abilities, "wil")
	sd := newSaveDice(f, "d20")
	text := f.Entry("What for", "reaction, sight…")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		p := rollunder.SavePayload{OnCombatant: encounter.OnCombatant{Combatant: id}, Ability: ability.Selected, Text: strings.TrimSpace(text.Text)}
		if err := sd.fill(&p); err != nil {
			return nil, err
		}
		return hooks.Event(rollunder.EventSave, p)
	})
	return f
}

func conditionForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Condition", "Apply",
		"Blinded: attacks impaired, DEX saves against threats at disadvantage. Hidden: attacks enhanced until it acts. Invisible: attacks enhanced, attacks on it impaired. "+
			"Stunned: no actions, DEX saves at disadvantage, attacks on it enhanced. Unconscious: 0 HP (the book's text is cut off here). No durations.")
	_, who := choose(t, f, "Target", allIDs(t), t.FirstTicked())
	name := f.Choice("Condition", rollunder.BookConditions, "Stunned")
	other := f.Entry("Or another", "a name of your own")
	off := f.Check("Clear", "take it off")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		n := name.Selected
		if s := strings.TrimSpace(other.Text); s != "" {
			n = s
		}
		return hooks.Event(rollunder.EventCondition, rollunder.ConditionPayload{OnTarget: encounter.OnTarget{Target: id}, Name: n, On: !off.Checked})
	})
	return f
}

func damageForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Damage", "Apply damage",
		`Damage outside an attack; armour applies (Armour). HP first: "When you run out of HP, any remaining Damage is removed from your STR score" (Damage).`)
	_, who := choose(t, f, "Target", allIDs(t), t.FirstTicked())
	amount := f.Dice("Damage", "d6", nil)
	against := f.Choice("Against", []string{"HP", "STR", "DEX", "WIL"}, "HP")
	ignores := f.Check("Armour", "ignores armour")
	text := f.Entry("What", "a fall, fire…")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		n, err := amount.Int("Damage")
		if err != nil {
			return nil, err
		}
		return hooks.Event(rollunder.EventDamage, rollunder.DamagePayload{OnTarget: encounter.OnTarget{Target: id}, Amount: n,
			Against: strings.ToLower(against.Selected), IgnoresArmor: ignores.Checked, Text: strings.TrimSpace(text.Text)})
	})
	return f
}

func healForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Heal", "Heal",
		`Rest: HP back to full; a critical combatant who was tended recovers (Critical Damage, Rest). Expert healing brings a lost ability score back (Healing): to full, or by the amount typed.`)
	_, who := choose(t, f, "Combatant", allIDs(t), t.FirstTicked())
	how := f.Choice("How", []string{"Rest", "Expert healing: STR", "Expert healing: DEX", "Expert healing: WIL", "Set HP"}, "Rest")
	amount := f.Entry("Amount", "Expert healing: empty = to full; Set HP: the new HP")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		switch i := how.SelectedIndex(); {
		case i == 0:
			return hooks.Event(rollunder.EventRest, encounter.OnCombatant{Combatant: id})
		case i >= 1 && i <= 3:
			p := rollunder.HealScorePayload{OnCombatant: encounter.OnCombatant{Combatant: id}, Ability: rollunder.Abilities[i-1]}
			if strings.TrimSpace(amount.Text) != "" {
				n, err := hooks.WholeNumber("Amount", amount.Text)
				if err != nil {
					return nil, err
				}
				p.Amount = &n
			}
			return hooks.Event(rollunder.EventHealScore, p)
		default:
			n, err := hooks.WholeNumber("HP", amount.Text)
			if err != nil {
				return nil, err
			}
			return hooks.Event(rollunder.EventSetHP, rollunder.SetHPPayload{OnTarget: encounter.OnTarget{Target: id}, HP: n})
		}
	})
	return f
}

func tendForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Tend", "Tend", `Critical Damage: "unable to take further action until they are tended to by an ally and have a Rest" (Critical Damage).`)
	critical := rollunder.Untended(t.State(), allIDs(t))
	_, who := choose(t, f, "Critical", critical, t.FirstTicked())
	_, by := choose(t, f, "Tended by", allIDs(t), "")
	if len(critical) == 0 {
		f.Message().SetText("Nobody has untended Critical Damage.")
	}
	f.Build(func() ([]encounter.Event, error) {
		id, b, err := hooks.Both(who, by)
		if err != nil {
			return nil, err
		}
		return hooks.Event(rollunder.EventTend, rollunder.TendPayload{OnCombatant: encounter.OnCombatant{Combatant: id}, By: b})
	})
	return f
}

func timeForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Time passes", "Pass time", `"If they are left untended to for an hour, they die." (Critical Damage) The book gives no round length: the GM moves the clock.`)
	minutes := f.Entry("Minutes", "10")
	f.Build(func() ([]encounter.Event, error) {
		n, err := hooks.WholeNumber("Minutes", minutes.Text)
		if err != nil {
			return nil, err
		}
		return hooks.Event(rollunder.EventTime, rollunder.TimePayload{Minutes: n})
	})
	return f
}
