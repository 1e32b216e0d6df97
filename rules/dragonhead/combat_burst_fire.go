package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// This file holds two attack aspects with rules of their own
// (002_81d21628bd61f597.txt "Burst", "Fire"): a burst's shots and the fire
// an attack sets, put out and reminded at each round's end.

// burstWear is the wear of a burst: "Each shot hits with the same strength
// and does the same amount of damage to the target. But! Armor and shield
// defend against each shot individually. Roll once and subtract that amount
// from the damage that each shot does."
func burstWear(shots int, damageRolls []int, armorRoll int) (perShot, total int) {
	perShot = DefendedDamage(damageRolls, armorRoll)
	return perShot, shots * perShot
}

// burstAspect is the roll written after an attack's Burst aspect ("Burst
// d6" → "d6"), "" when it has none or names no roll.
func burstAspect(a encounter.Attack) (has bool, roll string) {
	for _, asp := range a.Aspects {
		f := strings.Fields(asp)
		if len(f) > 0 && strings.EqualFold(f[0], "Burst") {
			if len(f) > 1 {
				return true, strings.Join(f[1:], "")
			}
			return true, ""
		}
	}
	return false, ""
}

// BurstRoll is the die roll of an attack's Burst aspect ("d6" for "Burst
// d6"); ok is false for an attack without the aspect.
func BurstRoll(a encounter.Attack) (roll string, ok bool) {
	has, roll := burstAspect(a)
	return roll, has
}

// CondOnFire is the condition EventIgnite sets and EventExtinguish lifts.
const CondOnFire = "On fire"

func ignite(st *encounter.State, t *encounter.Combatant, p IgnitePayload) error {
	if t.Dead {
		return fmt.Errorf("%s is dead", t.Name)
	}
	t.SetCondition(encounter.Condition{Name: CondOnFire, Detail: strings.TrimSpace(p.Damage), Remaining: -1})
	st.Sayf("%s is set on fire: \"Fire damage should be rolled once at the end of each round until the blaze is extinguished, including the round that started the fire. Armor and shield do not protect against it.\"", t.Name)
	return nil
}

// extinguish puts the fire out: "Diving into something like a pool of water
// puts the flames out instantly", or a remade Luck Save after "a stop, drop
// and roll".
func extinguish(st *encounter.State, c *encounter.Combatant, _ encounter.OnCombatant) error {
	if !c.RemoveCondition(CondOnFire) {
		return fmt.Errorf("%s is not on fire", c.Name)
	}
	st.Sayf("%s's fire is out", c.Name)
	return nil
}

// fireReminders say, when a round ends, who burns: the fire's damage is
// "rolled once at the end of each round", as wear that armour does not stop.
func fireReminders(st *encounter.State) {
	if st.Quiet {
		return // only words, and nobody reads them
	}
	for _, c := range st.Combatants {
		if cd := c.Condition(CondOnFire); cd != nil && !c.Dead {
			roll := cd.Detail
			if roll == "" {
				roll = "its fire damage"
			}
			st.Sayf("%s is on fire: roll %s as wear (armour and shield do not protect); a stop, drop and roll remakes the Luck Save", c.Name, roll)
		}
	}
}
