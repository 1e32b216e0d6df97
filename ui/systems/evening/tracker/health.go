package tracker

import (
	"errors"
	"fmt"
	"slices"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
)

// Damage, healing, conditions, dying, injury and exhaustion.

func damageForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Damage", "Apply damage", "On each ticked combatant: temporary health first (Combat › Damage & Health); damage from one source of at least a character's total health kills outright (Death).")
	amount := f.Dice("Damage", "", nil)
	resistant := f.Check("Resistant", "half damage")
	vulnerable := f.Check("Vulnerable", "double damage")
	immune := f.Check("Immune", "no damage")
	f.Build(perTarget(t, evening.EventDamage, func() (evening.DamageEvent, error) {
		n, err := amount.Int("Damage")
		return evening.DamageEvent{Amount: n, Resistant: resistant.Checked, Vulnerable: vulnerable.Checked, Immune: immune.Checked}, err
	}, func(p *evening.DamageEvent, id string) { onTarget(&p.OnTarget, id) }))
	return f
}

func healForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Heal", "Heal", "Up to the health maximum on each ticked combatant; a character at 0 wakes. Temporary health never stacks: the higher stays (Combat › Damage & Health).")
	amount := f.Dice("Health", "", nil)
	temp := f.Check("Temporary", "temporary health instead")
	f.Build(func() ([]encounter.Event, error) {
		typ := evening.EventHeal
		if temp.Checked {
			typ = evening.EventTempHP
		}
		return perTarget(t, typ, func() (evening.AmountEvent, error) {
			n, err := amount.Int("Health")
			return evening.AmountEvent{Amount: n}, err
		}, func(p *evening.AmountEvent, id string) { onTarget(&p.OnTarget, id) })()
	})
	return f
}

func conditionForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Condition", "Apply", "Afflict or cure a condition on each ticked combatant (Conditions); conditions have no magnitude.")
	what := f.Choice("Do", []string{"Afflict", "Cure"}, "Afflict")
	cond := f.Choice("Condition", append(slices.Clone(evening.ConditionNames), "Slowed"), "")
	duration := f.Entry("Duration (rounds)", "empty: until cured")
	f.Build(func() ([]encounter.Event, error) {
		if cond.Selected == "" {
			return nil, errors.New("choose a condition")
		}
		on := func(p *evening.ConditionEvent, id string) { onTarget(&p.OnTarget, id) }
		if what.Selected == "Cure" {
			return perTarget(t, evening.EventCure, func() (evening.ConditionEvent, error) {
				return evening.ConditionEvent{Condition: cond.Selected}, nil
			}, on)()
		}
		return perTarget(t, evening.EventAfflict, func() (evening.ConditionEvent, error) {
			d, err := optional("Duration", duration.Text)
			return evening.ConditionEvent{Condition: cond.Selected, Duration: d}, err
		}, on)()
	})
	return f
}

// dyingForm is everything at 0 health: the choice to struggle or die, the
// death save, and a friend's stabilize check.
func dyingForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Dying", "Apply", "At 0 health a character struggles or chooses death (Death). A death save: 1 is two failures, 2–9 one, 10–19 one success, 20 recovers with 1 health; three of a kind decide (Death). Stabilize: d20 + bonus over 10 (Death).")
	var dying []string
	for _, c := range t.State().Combatants {
		if evening.AtZero(c) {
			dying = append(dying, c.ID)
		}
	}
	_, who := chooser(t, f, "Character", []string{evening.CombatantCharacter}, append(dying, preferred(t)...)...)
	what := f.Choice("Do", []string{"Death save", "Struggle", "Choose death", "Stabilize"}, "Death save")
	roll := f.Dice("d20", "d20", nil)
	_, healer := chooser(t, f, "Healer (stabilize)", []string{evening.CombatantCharacter}, t.Ticked()...)
	bonus := f.Entry("Stabilize bonus", "the healer's stabilize (the sheet)")
	o := hooks.OddsNote(f)
	show := func() {
		c, err := who()
		if err != nil {
			return
		}
		d := evening.DeathSaveChances(c)
		o.SetText(fmt.Sprintf("%s: %d failures, %d successes; recovers %s, dies %s", c.Name, c.Resource("death_failures"),
			c.Resource("death_successes"), odds.FormatPercent(d.PRecover), odds.FormatPercent(d.PDie)))
	}
	show()
	f.Build(func() ([]encounter.Event, error) {
		c, err := who()
		if err != nil {
			return nil, err
		}
		switch what.Selected {
		case "Struggle", "Choose death":
			choice := map[string]string{"Struggle": evening.ChoiceStruggle, "Choose death": evening.ChoiceDeath}[what.Selected]
			return hooks.Event(evening.EventDyingChoice, evening.DyingChoiceEvent{OnCombatant: encounter.OnCombatant{Combatant: c.ID}, Choice: choice})
		case "Stabilize":
			h, err := healer()
			if err != nil {
				return nil, err
			}
			n, err := natural(roll, "d20")
			if err != nil {
				return nil, err
			}
			b, err := hooks.OptionalNumber("Stabilize bonus", bonus.Text)
			if err != nil {
				return nil, err
			}
			return hooks.Event(evening.EventStabilize, evening.StabilizeEvent{Healer: h.ID, Target: c.ID, Natural: n, Modifier: b})
		}
		n, err := natural(roll, "d20")
		if err != nil {
			return nil, err
		}
		return hooks.Event(evening.EventDeathSave, evening.DeathSaveEvent{OnCombatant: encounter.OnCombatant{Combatant: c.ID}, Roll: n})
	})
	f.After(show)
	return f
}

// levelForm moves injury (7 is death, L1052) or exhaustion (6 is death,
// L1079) one level on each ticked character.
func levelForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Injury and exhaustion", "Apply", "One level up or down on each ticked character. Injury: -3/-6/-9 to aptitude checks at 1/3/5, to attacks and defenses at 2/4/6, death at 7 (Injury). Exhaustion: death at 6 (Exhaustion).")
	what := f.Choice("Track", []string{evening.EventInjury, evening.EventExhaustion}, evening.EventInjury)
	change := f.Choice("Change", []string{"+1", "-1"}, "+1")
	f.Build(func() ([]encounter.Event, error) {
		return perTarget(t, what.Selected, func() (evening.LevelEvent, error) {
			return evening.LevelEvent{Change: map[string]int{"+1": 1, "-1": -1}[change.Selected]}, nil
		}, func(p *evening.LevelEvent, id string) { onCombatant(&p.OnCombatant, id) })()
	})
	return f
}
