package tracker

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// The Dec phase's declared attack as a pick from the attacker's own
// weapons and abilities, with the damage each ticked target would take
// shown before it is declared; spending an ability's use; a rest.

// typedAttack is the attack choice that takes typed numbers (a quick
// opponent without a list).
const typedAttack = "Typed damage…"

// attackLabel is a pick as the attack list shows it: "Fireball · ability ·
// 30 Fire · uses 2 of 3".
func attackLabel(c *encounter.Combatant, a encounter.Attack) string {
	parts := []string{a.Name, a.Kind, fmt.Sprintf("%g %s", a.Damage, a.Element)}
	if a.Area {
		parts = append(parts, "area")
	}
	if a.Uses > 0 {
		parts = append(parts, fmt.Sprintf("uses %d of %d", drgn.UsesLeft(c, a), a.Uses))
	}
	return strings.Join(parts, " · ")
}

// attackOptions are a combatant's picks (labels and names), then the typed
// fallback.
func attackOptions(t hooks.Tracker, id string) (labels, names []string) {
	if c, err := t.State().Combatant(id); err == nil {
		for _, a := range c.Attacks {
			labels, names = append(labels, widgets.Shown(attackLabel(c, a))), append(names, a.Name)
		}
	}
	return append(labels, typedAttack), append(names, "")
}

// targetsOf are the ticked combatants other than the attacker.
func targetsOf(t hooks.Tracker, attacker string) []string {
	var out []string
	for _, id := range t.Ticked() {
		if id != attacker {
			out = append(out, id)
		}
	}
	return out
}

// attackPreview shows what a picked attack would do to each target.
type attackPreview struct {
	box  *fyne.Container
	text []string
	// shares are the bars' filled parts, one per target (tests).
	shares []float64
}

func (p *attackPreview) show(t hooks.Tracker, attacker, attack string, crit bool) {
	p.box.Objects, p.text, p.shares = nil, nil, nil
	say := func(s string) {
		l := widgets.Wrapped(widgets.Shown(s))
		l.Importance = widget.LowImportance
		p.box.Add(l)
		p.text = append(p.text, s)
	}
	targets := targetsOf(t, attacker)
	switch {
	case attack == "":
		say("Typed damage: no preview. Pick one of the attacker's weapons or abilities to see the damage first.")
	case len(targets) == 0:
		say("Tick the targets in the turn order to see the damage each would take.")
	default:
		previews, err := drgn.AttackPreview(t.State(), attacker, attack, targets, crit)
		if err != nil {
			say(err.Error())
			break
		}
		for _, pv := range previews {
			line := widgets.Wrapped(widgets.Shown(pv.Text))
			part := widget.NewLabel(pv.LeftText())
			p.box.Add(container.NewVBox(line, container.NewHBox(hooks.ChanceBar(pv.LeftShare(), 120), part)))
			p.text = append(p.text, pv.Text, pv.LeftText())
			p.shares = append(p.shares, pv.LeftShare())
		}
	}
	p.box.Refresh()
}

// Text is the preview's lines, for tests.
func (p *attackPreview) Text() string { return strings.Join(p.text, "\n") }

func declareForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Declare attack (Dec phase)", "Declare",
		"Pick the attacker's weapon or ability; the ticked combatants are the targets. Attacks resolve together when the Go phase begins.")
	attackerSel, attacker := t.Pick(f, "Attacker", firstOnActiveSide(t))
	attackSel := f.Choice("Attack", nil, "")
	var names []string
	preview := &attackPreview{box: container.NewVBox()}
	f.Item("Damage before declaring", preview.box)
	crit := f.Check("Crit", "critical hit (× 2)")
	epicoin := f.Check("Out of uses", "pay with an Epicoin")
	f.Item("", widgets.Caption("Typed damage only (a quick opponent without a list):"))
	amount := f.Dice("Damage", "", nil)
	element := f.Choice("Element", drgn.ElementNames(), drgn.Force)
	kind := f.Choice("Kind", drgn.AttackKinds, drgn.AttackMelee)
	picked := func() string {
		if i := attackSel.SelectedIndex(); i >= 0 && i < len(names) {
			return names[i]
		}
		return ""
	}
	update := func() {
		a, _ := attacker()
		preview.show(t, a, picked(), crit.Checked)
	}
	// fill offers the attacker's picks and clears the choices that belong to
	// one attack (a crit, an Epicoin, typed damage), so that they do not
	// carry over to the next attacker or the next declaration.
	fill := func() {
		a, _ := attacker()
		var labels []string
		labels, names = attackOptions(t, a)
		crit.SetChecked(false)
		epicoin.SetChecked(false)
		amount.Set("")
		attackSel.Options = labels
		attackSel.ClearSelected()
		attackSel.SetSelectedIndex(0)
	}
	attackSel.OnChanged = func(string) { update() }
	attackerSel.OnChanged = func(string) { fill() }
	crit.OnChanged = func(bool) { update() }
	f.OnTick(update)
	fill()
	f.Build(func() ([]encounter.Event, error) {
		a, err := attacker()
		if err != nil {
			return nil, err
		}
		targets := targetsOf(t, a)
		if len(targets) == 0 {
			return nil, errors.New("tick the targets in the turn order (not the attacker)")
		}
		p := drgn.DeclarePayload{Attacker: a, Targets: targets, Crit: crit.Checked}
		if name := picked(); name != "" {
			p.Attack, p.Epicoin = name, epicoin.Checked
		} else {
			n, err := amount.Int("Damage")
			if err != nil {
				return nil, err
			}
			d := float64(n)
			p.Damage, p.Element, p.Kind = &d, element.Selected, kind.Selected
		}
		return hooks.Event(drgn.EventDeclare, p)
	})
	f.After(func() {
		fill()
		update()
	})
	return f
}

// abilityOptions are a combatant's abilities with their uses left.
func abilityOptions(t hooks.Tracker, id string) (labels, names []string) {
	c, err := t.State().Combatant(id)
	if err != nil {
		return nil, nil
	}
	for _, a := range drgn.Abilities(c) {
		labels, names = append(labels, widgets.Shown(attackLabel(c, a))), append(names, a.Name)
	}
	return labels, names
}

func useForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Use an ability", "Use",
		"An ability used outside a declared attack (Prep phase): one use is counted; with none left only an Epicoin pays. Spend its action with Spend actions.")
	who, combatant := t.Pick(f, "Combatant", t.FirstTicked())
	ability := f.Choice("Ability", nil, "")
	epicoin := f.Check("Out of uses", "pay with an Epicoin")
	var names []string
	fill := func() {
		id, _ := combatant()
		var labels []string
		labels, names = abilityOptions(t, id)
		i := ability.SelectedIndex()
		ability.Options = labels
		ability.ClearSelected()
		if i < 0 || i >= len(labels) {
			i = 0
		}
		if len(labels) > 0 {
			ability.SetSelectedIndex(i)
			f.Message().SetText("")
		} else {
			f.Message().Importance = widget.LowImportance
			f.Message().SetText("No abilities listed for this combatant (it joined without a character).")
		}
	}
	who.OnChanged = func(string) { fill() }
	fill()
	f.Build(func() ([]encounter.Event, error) {
		id, err := combatant()
		if err != nil {
			return nil, err
		}
		i := ability.SelectedIndex()
		if i < 0 || i >= len(names) {
			return nil, errors.New("choose an ability")
		}
		return hooks.Event(drgn.EventUseAbility, drgn.UseAbilityPayload{OnCombatant: encounter.OnCombatant{Combatant: id}, Ability: names[i], Epicoin: epicoin.Checked})
	})
	f.After(fill)
	return f
}

func restForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Rest", "Rest",
		"A short rest refreshes the uses of Reliable abilities (\"Uses refresh on a short rest\"); a long rest refreshes every ability. On each ticked combatant, or everyone when none is ticked.")
	kind := f.Choice("Rest", []string{"Short rest", "Long rest"}, "Short rest")
	f.Build(func() ([]encounter.Event, error) {
		k := drgn.RestShort
		if kind.SelectedIndex() == 1 {
			k = drgn.RestLong
		}
		ids := t.Ticked()
		if len(ids) == 0 {
			return hooks.Event(drgn.EventRest, drgn.RestPayload{Kind: k})
		}
		var out []encounter.Event
		for _, id := range ids {
			ev, err := encounter.NewEvent(drgn.EventRest, drgn.RestPayload{Kind: k, Combatant: id})
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
		return out, nil
	})
	return f
}
