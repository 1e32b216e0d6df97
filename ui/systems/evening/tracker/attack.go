package tracker

import (
	"errors"
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// Attacks (the book's "Combat"): a character's, with its odds before the roll, and a
// threat's or danger's, defended by the character.

// attackForm is a character's attack: the attack picked from its sheet,
// the odds shown for the target's TN before the d20 is rolled.
func attackForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Attack", "Attack", "d20 + the attack's bonus must beat the threat's TN to hit (Combat); a natural 20 always hits and doubles the damage dice, a natural 1 always misses (Combat). Against a character, the defender rolls too.")
	attackerSel, attacker := chooser(t, f, "Attacker", []string{evening.CombatantCharacter}, append([]string{t.View().ActiveID}, t.Ticked()...)...)
	attackSel := f.Choice("Attack", nil, "")
	var dmg hooks.Dice // made below the odds; set before the first pick
	dmgDice := widgets.Wrapped("")
	var side string
	if a, err := attacker(); err == nil {
		side = a.Side
	}
	targetSel, target := chooser(t, f, "Target", []string{evening.CombatantThreat, evening.CombatantCharacter}, opponents(t, side, evening.CombatantThreat, evening.CombatantCharacter)...)
	mod := f.Entry("Attack bonus", "from the sheet")
	o := hooks.OddsNote(f)
	nat := f.Dice("Natural d20", "d20", nil)
	f.Item("Damage dice", dmgDice)
	dmg = f.Dice("Damage", "", nil)
	defNat := f.Dice("Defender's d20", "d20", nil)
	defMod := f.Entry("Defender's bonus", "a character: its Reflex…")
	attacks := func() []encounter.Attack {
		if a, err := attacker(); err == nil {
			return a.Attacks
		}
		return nil
	}
	update := func() {
		a, err := attacker()
		tg, err2 := target()
		if err != nil || err2 != nil {
			o.SetText("choose the attacker and the target")
			return
		}
		m, err := hooks.OptionalNumber("Attack bonus", mod.Text)
		if err != nil {
			o.SetText(err.Error())
			return
		}
		_, dis, why := evening.FightPenalty(a)
		if why != "" {
			why = " · " + why + " (the d20 kept is the lower)"
		}
		if tg.Kind == evening.CombatantThreat {
			o.SetText(checkOdds("hit", evening.CheckInput{Mode: evening.ModeAttack, Modifier: m, TN: tg.Resource("hit_tn"),
				Disadvantage: dis, StartEffect: evening.EffectStandard}) + why)
			return
		}
		d, _ := hooks.OptionalNumber("Defender's bonus", defMod.Text)
		_, tdis, _ := evening.FightPenalty(tg)
		c, err := evening.Contested(evening.CheckInput{Mode: evening.ModeAttack, Modifier: m, Disadvantage: dis, StartEffect: evening.EffectStandard},
			evening.CheckInput{Mode: evening.ModeDefense, Modifier: d, Disadvantage: tdis, StartEffect: evening.EffectStandard})
		if err != nil {
			o.SetText(err.Error())
			return
		}
		o.SetText(fmt.Sprintf("%s hits %s %s (contested, ties roll again)%s", a.Name, tg.Name, odds.FormatPercent(c.PA), why))
	}
	pickAttack := func() {
		list := attacks()
		var labels []string
		for _, a := range list {
			labels = append(labels, fmt.Sprintf("%s %+d (%s %s)", a.Name, a.Hit, a.Dice, a.Type))
		}
		attackSel.Options = append(labels, "Other")
		attackSel.Refresh()
		attackSel.SetSelectedIndex(0)
	}
	attackSel.OnChanged = func(string) {
		list := attacks()
		if i := attackSel.SelectedIndex(); i >= 0 && i < len(list) {
			a, _ := attacker()
			mod.SetText(fmt.Sprint(evening.AttackModifier(a, list[i])))
			dmgDice.SetText(fmt.Sprintf("%s %s (a natural 20: twice the dice)", list[i].Dice, list[i].Type))
			dmg.SetExpr(list[i].Dice) // Roll rolls the picked attack's dice
		} else {
			dmgDice.SetText("type the damage rolled")
			dmg.SetExpr("")
		}
		update()
	}
	attackerSel.OnChanged = func(string) {
		// A new attacker aims at one of its own opponents.
		if a, err := attacker(); err == nil {
			if tg, err := target(); err != nil || tg.Side == a.Side {
				if ids := opponents(t, a.Side, evening.CombatantThreat, evening.CombatantCharacter); len(ids) > 0 {
					if c, err := t.State().Combatant(ids[0]); err == nil {
						targetSel.SetSelected(c.Name)
					}
				}
			}
		}
		pickAttack()
	}
	targetSel.OnChanged = func(string) { update() }
	mod.OnChanged = func(string) { update() }
	defMod.OnChanged = func(string) { update() }
	pickAttack()
	f.Build(func() ([]encounter.Event, error) {
		a, tg, err := hooks.Both(attacker, target)
		if err != nil {
			return nil, err
		}
		m, err := hooks.OptionalNumber("Attack bonus", mod.Text)
		if err != nil {
			return nil, err
		}
		n, err := natural(nat, "Natural d20")
		if err != nil {
			return nil, err
		}
		d, err := hooks.OptionalNumber("Damage", dmg.Text())
		if err != nil {
			return nil, err
		}
		p := evening.AttackEvent{Attacker: a.ID, Target: tg.ID, Natural: n, Modifier: m, Damage: d}
		if tg.Kind == evening.CombatantCharacter {
			if p.DefenseNatural, err = natural(defNat, "Defender's d20"); err != nil {
				return nil, err
			}
			if p.DefenseModifier, err = hooks.OptionalNumber("Defender's bonus", defMod.Text); err != nil {
				return nil, err
			}
		}
		return hooks.Event(evening.EventAttack, p)
	})
	return f
}

// foeAttackForm is a threat's or danger's attack: the character rolls the
// defense against the foe's TN (L785, EVE-27).
func foeAttackForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Threat attack", "Resolve", "The character rolls d20 + the defense against the threat's TN (Threats › Threat Rating); beating it avoids the attack. Cover lowers the TN by 3, 6 or 9 (Defense); a certain attack still does half (Threats › Customizing Damage).")
	foeSel, foe := chooser(t, f, "Threat or danger", []string{evening.CombatantThreat, evening.CombatantDanger}, preferred(t)...)
	which := f.Choice("Attack", nil, "")
	var side string
	if fc, err := foe(); err == nil {
		side = fc.Side
	}
	targetSel, target := chooser(t, f, "Target", []string{evening.CombatantCharacter}, opponents(t, side, evening.CombatantCharacter)...)
	defense := f.Choice("Defense", []string{"reflex", "fortitude", "will"}, "reflex")
	cover := f.Choice("Cover", evening.CoverLevels, "none")
	o := hooks.OddsNote(f)
	nat := f.Dice("Defense d20", "d20", nil)
	reserveExpr := ""
	if tg, err := target(); err == nil {
		reserveExpr, _, _ = strings.Cut(tg.Dice["reserves"], ",")
	}
	reserve := f.Dice("Reserve die rolled", reserveExpr, nil)
	multi := f.Check("Several targets", "half damage")
	certain := f.Check("Certain", "half if defended")
	dmg := f.Entry("Damage", "empty: the attack's")
	update := func() {
		fc, err := foe()
		tg, err2 := target()
		if err != nil || err2 != nil {
			o.SetText("choose the threat and the target")
			return
		}
		in := evening.DefenseCheck(fc, tg, defense.Selected, cover.Selected)
		_, _, why := evening.FightPenalty(tg)
		if why != "" {
			why = " · " + why + " (the d20 kept is the lower)"
		}
		if skipped, reason := evening.DefenseSkipped(tg, defense.Selected); skipped {
			o.SetText(reason + "; leave the d20 empty")
			return
		}
		o.SetText(checkOdds(tg.Name+" defends", in) + why)
	}
	pickAttack := func() {
		var labels []string
		if fc, err := foe(); err == nil {
			for _, a := range evening.FoeAttacks(fc) {
				labels = append(labels, attackLabel(a.N, a.Damage, a.Dice))
			}
		}
		which.Options = labels
		which.Refresh()
		if len(labels) > 0 {
			which.SetSelectedIndex(0)
		}
		update()
	}
	// A card attack made certain or for several targets (L810–812) ticks
	// its box: its card damage is halved already, the rules do not halve
	// it again; a typed roll is halved once.
	which.OnChanged = func(string) {
		fc, err := foe()
		if err != nil || which.SelectedIndex() < 0 {
			return
		}
		if list := evening.FoeAttacks(fc); which.SelectedIndex() < len(list) {
			a := list[which.SelectedIndex()]
			multi.SetChecked(a.MultipleTargets)
			certain.SetChecked(a.Certain)
		}
	}
	foeSel.OnChanged = func(string) { pickAttack() }
	targetSel.OnChanged = func(string) { update() }
	defense.OnChanged = func(string) { update() }
	cover.OnChanged = func(string) { update() }
	pickAttack()
	f.Build(func() ([]encounter.Event, error) {
		fc, tg, err := hooks.Both(foe, target)
		if err != nil {
			return nil, err
		}
		if which.SelectedIndex() < 0 {
			return nil, errors.New("choose the attack")
		}
		p := evening.FoeAttack{Target: tg.ID, Attack: which.SelectedIndex() + 1, Defense: defense.Selected,
			Cover: cover.Selected, MultipleTargets: multi.Checked, Certain: certain.Checked}
		if delta, _, _ := evening.FightPenalty(tg); delta != 0 {
			m := evening.DefenseCheck(fc, tg, defense.Selected, cover.Selected).Modifier // injury taken in the fight
			p.Modifier = &m
		}
		if n, err := natural(nat, "Defense d20"); err == nil {
			p.Natural = n
		} else if skipped, _ := evening.DefenseSkipped(tg, defense.Selected); !skipped {
			return nil, err
		}
		r, err := hooks.OptionalNumber("Reserve die", reserve.Text())
		if err != nil {
			return nil, err
		}
		p.ReserveRoll = max(r, 0)
		if p.Damage, err = optional("Damage", dmg.Text); err != nil {
			return nil, err
		}
		if fc.Kind == evening.CombatantDanger {
			return hooks.Event(evening.EventDangerAttack, evening.NewDangerAttack(fc.ID, p))
		}
		return hooks.Event(evening.EventThreatAttack, evening.NewThreatAttack(fc.ID, p))
	})
	return f
}

// attackLabel names a threat's attack in the pick: "1: 14 damage (2d8+5)",
// or "1: 14 damage" when the stat block gives no dice (not "14 damage ()").
func attackLabel(i, damage int, dice string) string {
	if strings.TrimSpace(dice) == "" {
		return fmt.Sprintf("%d: %d damage", i, damage)
	}
	return fmt.Sprintf("%d: %d damage (%s)", i, damage, dice)
}
