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
	f.Build(t.PerTarget("damage", "target", func() (map[string]any, error) {
		n, err := amount.Int("Damage")
		if err != nil {
			return nil, err
		}
		return map[string]any{"amount": n, "resistant": resistant.Checked, "vulnerable": vulnerable.Checked, "immune": immune.Checked}, nil
	}))
	return f
}

func healForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Heal", "Heal", "Up to the health maximum on each ticked combatant; a character at 0 wakes. Temporary health never stacks: the higher stays (Combat › Damage & Health).")
	amount := f.Dice("Health", "", nil)
	temp := f.Check("Temporary", "temporary health instead")
	f.Build(func() ([]encounter.Event, error) {
		typ := "heal"
		if temp.Checked {
			typ = "temp_hp"
		}
		return t.PerTarget(typ, "target", func() (map[string]any, error) {
			n, err := amount.Int("Health")
			return map[string]any{"amount": n}, err
		})()
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
		if what.Selected == "Cure" {
			return t.PerTarget("cure", "target", func() (map[string]any, error) {
				return map[string]any{"condition": cond.Selected}, nil
			})()
		}
		return t.PerTarget("afflict", "target", func() (map[string]any, error) {
			p := map[string]any{"condition": cond.Selected}
			if err := hooks.PutNumber(p, "duration", "Duration", duration.Text); err != nil {
				return nil, err
			}
			return p, nil
		})()
	})
	return f
}

// dyingForm is everything at 0 health: the choice to struggle or die, the
// death save, and a friend's stabilize check.
func dyingForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Dying", "Apply", "At 0 health a character struggles or chooses death (Death). A death save: 1 is two failures, 2–9 one, 10–19 one success, 20 recovers with 1 health; three of a kind decide (Death). Stabilize: d20 + bonus over 10 (Death).")
	var dying []string
	for _, c := range t.State().Combatants {
		if c.Has("Dying") || c.Has("Choosing") {
			dying = append(dying, c.ID)
		}
	}
	_, who := chooser(t, f, "Character", []string{"character"}, append(dying, preferred(t)...)...)
	what := f.Choice("Do", []string{"Death save", "Struggle", "Choose death", "Stabilize"}, "Death save")
	roll := f.Dice("d20", "d20", nil)
	_, healer := chooser(t, f, "Healer (stabilize)", []string{"character"}, t.Ticked()...)
	bonus := f.Entry("Stabilize bonus", "the healer's stabilize (the sheet)")
	o := hooks.OddsNote(f)
	show := func() {
		c, err := who()
		if err != nil {
			return
		}
		d := evening.DeathSavesFrom(min(c.Resource("death_failures"), 2), min(c.Resource("death_successes"), 2))
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
			choice := map[string]string{"Struggle": "struggle", "Choose death": "death"}[what.Selected]
			return hooks.Event("dying_choice", map[string]any{"combatant": c.ID, "choice": choice})
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
			return hooks.Event("stabilize", map[string]any{"healer": h.ID, "target": c.ID, "natural": n, "modifier": b})
		}
		n, err := natural(roll, "d20")
		if err != nil {
			return nil, err
		}
		return hooks.Event("death_save", map[string]any{"combatant": c.ID, "roll": n})
	})
	f.After(show)
	return f
}

// levelForm moves injury (7 is death, L1052) or exhaustion (6 is death,
// L1079) one level on each ticked character.
func levelForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Injury and exhaustion", "Apply", "One level up or down on each ticked character. Injury: -3/-6/-9 to aptitude checks at 1/3/5, to attacks and defenses at 2/4/6, death at 7 (Injury). Exhaustion: death at 6 (Exhaustion).")
	what := f.Choice("Track", []string{"injury", "exhaustion"}, "injury")
	change := f.Choice("Change", []string{"+1", "-1"}, "+1")
	f.Build(func() ([]encounter.Event, error) {
		return t.PerTarget(what.Selected, "combatant", func() (map[string]any, error) {
			return map[string]any{"change": map[string]int{"+1": 1, "-1": -1}[change.Selected]}, nil
		})()
	})
	return f
}
