package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds dying: the choice at 0 health, death saves and
// stabilizing (L1088–1110).

func dyingChoice(st *encounter.State, c *encounter.Combatant, p DyingChoiceEvent) error {
	if !c.Has("Choosing") {
		return fmt.Errorf("%s is not at 0 health choosing", c.Name)
	}
	c.RemoveCondition("Choosing")
	switch p.Choice {
	case "struggle":
		setCond(st, c, encounter.Condition{Name: "Dying", Remaining: -1})
	case "death":
		setR(c, rChooseDeath, 1)
		st.Sayf("%s chooses death: it comes when initiative ends", c.Name) // L1092
	default:
		return fmt.Errorf("choice is %q, use struggle or death", p.Choice)
	}
	return nil
}

func deathSave(st *encounter.State, c *encounter.Combatant, p DeathSaveEvent) error {
	if !c.Has("Dying") {
		return fmt.Errorf("%s is not dying", c.Name)
	}
	if err := checkNatural(p.Roll); err != nil {
		return err
	}
	f, s, up := DeathSaveRoll(p.Roll)
	addR(c, rDeathFailures, f)
	addR(c, rDeathSuccesses, s)
	c.Actions = 0
	switch {
	case res(c, rDeathFailures) >= 3:
		c.Dead = true
		c.RemoveCondition("Dying")
		if !st.Quiet {
			st.Sayf("%s dies (3 failures)", c.Name) // L1108
		}
	case up || res(c, rDeathSuccesses) >= 3:
		c.HP = 1
		wake(c)
		if !st.Quiet {
			st.Sayf("%s recovers with 1 health", c.Name) // L1108, EVE-1
		}
	case !st.Quiet:
		st.Sayf("%s: %d failures, %d successes", c.Name, res(c, rDeathFailures), res(c, rDeathSuccesses))
	}
	return nil
}

func stabilize(st *encounter.State, _ *encounter.Combatant, p StabilizeEvent) error {
	t, err := combatant(st, p.Target, CombatantCharacter)
	if err != nil {
		return err
	}
	if !t.Has("Dying") {
		return fmt.Errorf("%s is not dying", t.Name)
	}
	if err := checkNatural(p.Natural); err != nil {
		return err
	}
	if total := p.Natural + p.Modifier; total > 10 {
		t.RemoveCondition("Dying")
		setCond(st, t, encounter.Condition{Name: "Stabilized", Remaining: -1})
		st.Sayf("%s is stabilized (%d beats 10)", t.Name, total) // L1110
	} else {
		st.Sayf("stabilizing %s fails (%d)", t.Name, total)
	}
	return nil
}
