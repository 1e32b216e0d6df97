package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds the numbers the tracker's forms show before a roll, so
// that a form asks the rules instead of computing them: a challenge
// attempt's TN, a foe's attacks and their TN, a character's defense check
// against one, its attack modifier and aptitude bonus with the injury
// taken in the fight, and who is at 0 health with their death save odds.

// AttemptTN is the TN of an attempt at a challenge or danger with an
// approach of the suitability: its TN (3 × rating) moved by poor +6, risky
// +3, fine 0, good -3, perfect -6 (the book's "Challenges › Meeting a
// Challenge"); an unknown suitability moves nothing.
func AttemptTN(challenge *encounter.Combatant, suitability string) int {
	return challenge.Resource("tn") + Suitability[suitability]
}

// FoeAttackTN is the TN a character's defense must beat against a foe's
// attack: a threat's attack TN, a danger's TN.
func FoeAttackTN(foe *encounter.Combatant) int {
	if foe.Kind == CombatantDanger {
		return foe.Resource("tn")
	}
	return foe.Resource("attack_tn")
}

// FoeAttackOption is one of a threat's or danger's attacks from its card:
// its number (from 1), damage and dice, and whether the card makes it hit
// several targets or certain (its damage then halved already).
type FoeAttackOption struct {
	N               int
	Damage          int
	Dice            string
	MultipleTargets bool
	Certain         bool
}

// FoeAttacks are a foe's attacks, at least one ("Attacks. How many attacks
// the threat can make every round").
func FoeAttacks(foe *encounter.Combatant) []FoeAttackOption {
	var out []FoeAttackOption
	for i := 1; i <= max(foe.Stat("attacks"), 1); i++ {
		out = append(out, FoeAttackOption{N: i, Damage: foe.Stat(fmt.Sprintf("damage_%d", i)), Dice: foe.Dice[fmt.Sprintf("damage_%d", i)],
			MultipleTargets: foe.Stat(multiKey(i)) == 1, Certain: foe.Stat(certainKey(i)) == 1})
	}
	return out
}

// DefenseCheck is a character's defense check against a foe's attack: d20
// + the defense (with the injury taken in the fight) against the foe's TN,
// cover lowering it, +3 while Defending, disadvantage from exhaustion 3.
// An empty defense is Reflex.
func DefenseCheck(foe, target *encounter.Combatant, defense, cover string) CheckInput {
	if defense == "" {
		defense = "reflex"
	}
	delta, dis, _ := FightPenalty(target)
	return CheckInput{Mode: ModeDefense, Modifier: target.Stat(defense) + delta, TN: FoeAttackTN(foe), Cover: cover,
		Defend: target.Has("Defending"), Disadvantage: dis, StartEffect: EffectStandard}
}

// AttackModifier is a character's attack bonus now: the sheet's, moved by
// the injury taken since joining (-3 to attacks and defenses at injury 2,
// 4 and 6).
func AttackModifier(c *encounter.Combatant, a encounter.Attack) int {
	delta, _, _ := FightPenalty(c)
	return a.Hit + delta
}

// AptitudePenalty is what the injury taken since joining adds to a
// character's aptitude checks: "-3 to aptitude checks" at injury 1, -6 at
// 3, -9 at 5 (the book's "Injury"), less the levels it ignores, minus the
// penalty its sheet already carried when it joined.
func AptitudePenalty(c *encounter.Combatant) int {
	eff := func(level int) int { return max(level-c.Stat("injury_ignored"), 0) }
	joined, _ := InjuryPenalties(eff(c.Stat("injury")))
	now, _ := InjuryPenalties(eff(c.Resource("injury")))
	return now - joined
}

// AtZero says whether a character is at 0 health: dying, or still
// choosing between struggling and death (the book's "Death").
func AtZero(c *encounter.Combatant) bool { return c.Has("Dying") || c.Has("Choosing") }

// DeathSaveChances are a dying character's odds of recovering and of
// dying from its failures and successes so far (three of a kind decide).
func DeathSaveChances(c *encounter.Combatant) DeathSaveResult {
	return DeathSavesFrom(min(c.Resource("death_failures"), 2), min(c.Resource("death_successes"), 2))
}
