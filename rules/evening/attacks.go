package evening

import (
	"fmt"
	"slices"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file holds attacks: a character's attack and a threat's or danger's
// attack with the character's defense (L977–990, L785).

// checkD20 refuses a d20 roll outside 1 to 20.
func checkD20(key string, n int) error {
	if n < 1 || n > 20 {
		return fmt.Errorf("%s is %d, a d20 shows 1 to 20", key, n)
	}
	return nil
}

func checkNatural(n int) error { return checkD20("natural", n) }

func attack(st *encounter.State, a *encounter.Combatant, p AttackEvent) error {
	t, err := st.Combatant(p.Target)
	if err != nil {
		return err
	}
	if err := checkNatural(p.Natural); err != nil {
		return err
	}
	if err := rules.CheckRange("damage", p.Damage, 0, 100000); err != nil {
		return err
	}
	total := p.Natural + p.Modifier
	var hit bool
	switch t.Kind {
	case CombatantThreat:
		hit = p.Natural == 20 || (p.Natural != 1 && total > res(t, rHitTN)) // L988–990
	case CombatantCharacter:
		// Contested (EVE-21): ties reroll, so the event carries the winning rolls.
		if err := checkD20("defense_natural", p.DefenseNatural); err != nil {
			return err
		}
		def := p.DefenseNatural + p.DefenseModifier
		if total == def && p.Natural != 20 && p.Natural != 1 {
			return fmt.Errorf("attack %d ties defense %d: roll both again", total, def) // EVE-21
		}
		hit = p.Natural == 20 || (p.Natural != 1 && total > def)
	default:
		return fmt.Errorf("%s cannot be attacked", t.Name)
	}
	if !hit {
		if !st.Quiet {
			st.Sayf("%s's attack (%d) misses %s", a.Name, total, t.Name)
		}
		return nil
	}
	if !st.Quiet {
		if p.Natural == 20 {
			st.Sayf("%s's attack is a critical hit: damage dice doubled", a.Name) // EVE-32
		}
		st.Sayf("%s's attack (%d) hits %s", a.Name, total, t.Name)
	}
	return applyDamage(st, t, p.Damage, damageMods{})
}

func threatAttack(st *encounter.State, f *encounter.Combatant, p ThreatAttackEvent) error {
	return foeAttacks(st, f, res(f, rAttackTN), p.foeAttack)
}

func dangerAttack(st *encounter.State, f *encounter.Combatant, p DangerAttackEvent) error {
	return foeAttacks(st, f, res(f, rTN), p.foeAttack)
}

// foeAttacks resolves a threat's or danger's attack: the character rolls
// the defense (L785, EVE-27).
func foeAttacks(st *encounter.State, f *encounter.Combatant, tn int, p FoeAttack) error {
	t, err := combatant(st, p.Target, CombatantCharacter)
	if err != nil {
		return err
	}
	if p.Attack < 1 || p.Attack > max(fx(f).st.attacks, 1) {
		return fmt.Errorf("attack is %d, %s has %d", p.Attack, f.Name, f.Stat("attacks"))
	}
	if f.Kind == CombatantThreat && st.Round > 0 {
		if res(f, rAttacksLeft) < 1 {
			return fmt.Errorf("%s has no attack left this round", f.Name)
		}
		addR(f, rAttacksLeft, -1)
	}
	defense := p.Defense
	if defense == "" {
		defense = "reflex"
	}
	if !slices.Contains(Defenses, defense) {
		return fmt.Errorf("defense is %q, use fortitude, reflex or will", defense)
	}
	cover, ok := coverTN[p.Cover]
	if !ok {
		return fmt.Errorf("cover is %q, use one of %v", p.Cover, CoverLevels)
	}
	dmg := damageStat(f, p.Attack)
	if p.Damage != nil {
		dmg = *p.Damage
	}
	autoFail, why := DefenseSkipped(t, defense)
	defended := false
	if !autoFail {
		if err := checkNatural(p.Natural); err != nil {
			return err
		}
		mod := defenseStat(t, defense)
		if p.Modifier != nil {
			mod = *p.Modifier
		}
		if hasCond(t, "Defending") {
			mod += 3
		}
		if p.ReserveRoll > 0 {
			if res(t, rReserves) < 1 || res(t, rReactions) < 1 {
				return fmt.Errorf("%s has no reserve die or reaction to spend", t.Name)
			}
			addR(t, rReserves, -1)
			addR(t, rReactions, -1)
		}
		total := p.Natural + mod + p.ReserveRoll
		defended = total > tn-cover
		if !st.Quiet {
			st.Sayf("%s defends with %s %d against TN %d: %s", t.Name, defense, total, tn-cover, map[bool]string{true: "defended", false: "hit"}[defended])
		}
	} else if !st.Quiet {
		st.Sayf("%s", why)
	}
	// An attack customised on its card (L810–812) is certain or hits
	// several whatever the boxes say; its card amount is halved already.
	cardMulti := multiStat(f, p.Attack) == 1
	cardCertain := certainStat(f, p.Attack) == 1
	certain := p.Certain || cardCertain
	mods := damageMods{multiple: p.MultipleTargets || cardMulti, certain: certain, defended: defended && certain}
	if p.Damage == nil && (cardMulti || cardCertain) {
		mods.multiple = mods.multiple && !cardMulti
		mods.certain = mods.certain && !cardCertain
		if !st.Quiet {
			st.Sayf("%s's attack %d: its card's damage %d is halved already", f.Name, p.Attack, dmg) // L810–812
		}
	}
	if defended && !certain {
		return nil
	}
	return applyDamage(st, t, dmg, mods)
}
