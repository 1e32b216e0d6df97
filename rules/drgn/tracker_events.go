package drgn

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// This file holds the events that count ability uses, refresh them on a
// rest, and spend a shield's hit points on a block.

// useAbility counts one use of an ability outside a declared attack (a
// Prep-phase ability: "An ability that does not affect enemies can be used
// during the Prep phase"). The action it takes is a spend event's.
func useAbility(st *encounter.State, c *encounter.Combatant, p UseAbilityPayload) error {
	atk, err := c.FindAttack(p.Ability)
	if err != nil {
		return err
	}
	if atk.Kind != AttackAbility {
		return fmt.Errorf("%s is a weapon, not an ability: it has no uses", atk.Name)
	}
	if cannotAct(c) {
		return fmt.Errorf("%s cannot take actions now", c.Name)
	}
	coin, err := checkUse(c, atk, p.Epicoin)
	if err != nil {
		return err
	}
	applyUse(st, c, atk, coin)
	return nil
}

// checkUse says whether a use of atk can be had: Silenced refuses it ("A
// creature that is silenced cannot use abilities"); with no use left only an
// Epicoin pays ("Use an ability that is out of uses"). coin reports that the
// use is paid with an Epicoin.
func checkUse(c *encounter.Combatant, atk encounter.Attack, epicoin bool) (coin bool, err error) {
	if c.Has(StatusSilenced) {
		return false, fmt.Errorf("%s is Silenced: \"A creature that is silenced cannot use abilities\"", c.Name)
	}
	if atk.Uses == 0 {
		return false, nil
	}
	if c.Resource(encounter.UsesKey(atk.Name)) > 0 {
		return false, nil
	}
	if !epicoin {
		return false, fmt.Errorf("%s has no uses of %s left (0 of %d): a rest refreshes them, or an Epicoin pays (\"Use an ability that is out of uses\")", c.Name, atk.Name, atk.Uses)
	}
	if c.Resource("epicoins") < 1 {
		return false, fmt.Errorf("%s has no uses of %s left and no Epicoin to pay for one", c.Name, atk.Name)
	}
	return true, nil
}

// applyUse counts the use checkUse allowed.
func applyUse(st *encounter.State, c *encounter.Combatant, atk encounter.Attack, coin bool) {
	switch {
	case atk.Uses == 0:
		st.Sayf("%s uses %s (no count of uses)", c.Name, atk.Name)
	case coin:
		c.AddResource("epicoins", -1)
		st.Sayf("%s spends an Epicoin to use %s, which is out of uses (%d Epicoin(s) left)", c.Name, atk.Name, c.Resource("epicoins"))
	default:
		left := c.Resource(encounter.UsesKey(atk.Name)) - 1
		c.SetResource(encounter.UsesKey(atk.Name), left)
		st.Sayf("%s uses %s (%d of %d uses left)", c.Name, atk.Name, left, atk.Uses)
	}
}

// rest refreshes ability uses: a short rest those with the Reliable
// component ("Uses refresh on a short rest"), a long rest every ability
// (the book is silent on the others: docs/rules-decisions.md). With no
// combatant named, everyone alive rests.
func rest(st *encounter.State, p RestPayload) error {
	who := st.Combatants
	if p.Combatant != "" {
		c, err := st.Combatant(p.Combatant)
		if err != nil {
			return err
		}
		who = []*encounter.Combatant{c}
	}
	long := strings.EqualFold(p.Kind, RestLong)
	for _, c := range who {
		if c.Dead {
			continue
		}
		var refreshed []string
		for _, a := range c.Attacks {
			if a.Uses == 0 || !long && !a.Reliable {
				continue
			}
			if c.Resource(encounter.UsesKey(a.Name)) < a.Uses {
				c.SetResource(encounter.UsesKey(a.Name), a.Uses)
				refreshed = append(refreshed, fmt.Sprintf("%s %d", a.Name, a.Uses))
			}
		}
		if len(refreshed) > 0 {
			st.Sayf("%s's %s rest refreshes %s", c.Name, strings.ToLower(p.Kind), strings.Join(refreshed, ", "))
		}
	}
	return nil
}

// shieldTakes is a block with a tracked shield: "The blocking character must
// choose something to block with, which takes damage in place of the
// character", and a shield has "their own pool of hitpoints and
// toughness". The shield takes ((Damage × Crit) − its toughness), with no
// attunement or evasion; at 0 HP it is broken. What the shield cannot hold
// is lost with it (docs/rules-decisions.md).
func shieldTakes(st *encounter.State, atk *declaredAttack, t *encounter.Combatant, sh Shield) {
	res := DamageTaken(DamageInput{Damage: atk.Damage, Crit: atk.Crit, Toughness: sh.Toughness})
	key := ShieldKey(sh.Name)
	before := t.Resource(key)
	left := max(before-res.Taken, 0)
	t.SetResource(key, left)
	st.Sayf("%s: %s blocks with %s, which takes %d (HP %d → %d): %s", atk.Label, t.Name, sh.Name, res.Taken, before, left,
		strings.Replace(res.Explain, "(toughness", "(shield toughness", 1))
	if left == 0 && before > 0 {
		st.Sayf("%s's %s breaks", t.Name, sh.Name)
	}
}
