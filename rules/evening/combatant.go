package evening

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// CombatantFromData is a saved character document as a combatant; a
// document that does not decode says why.
func CombatantFromData(id, name, side string, data json.RawMessage) (encounter.CombatantSetup, error) {
	c, err := DecodeCharacter(data)
	if err != nil {
		return encounter.CombatantSetup{}, fmt.Errorf("%s: %w", name, err)
	}
	return CombatantFromCharacter(id, name, side, c), nil
}

// CombatantFromCharacter turns a character into an encounter combatant
// with the stats of specs/evening.md §8.1.
func CombatantFromCharacter(id, name, side string, c Character) encounter.CombatantSetup {
	d := DeriveCharacter(c)
	num := func(key string) int {
		n, _ := rules.As[int](d, key)
		return n
	}
	stats := map[string]int{}
	for _, k := range []string{"max_hp", "initiative", "fortitude", "reflex", "will", "short_rest_bonus", "injury",
		"exhaustion", "load", "load_capacity", "min_advancement_rating", "reserves_left", "class_hp", "wealth_check_bonus"} {
		stats[k] = num(k)
	}
	// The levels the character ignores (L191), so that the tracker can tell
	// the injury and exhaustion in effect as they change.
	stats["injury_ignored"] = c.IgnoredLevels.Injury
	stats["exhaustion_ignored"] = c.IgnoredLevels.Exhaustion
	// Each asset's value and whether it was leveraged today, for the
	// leverage event (L544–552).
	for _, k := range AssetKinds {
		if v, ok := c.Assets[k]; ok {
			stats["asset_"+k] = v.Value
			stats["leveraged_"+k] = boolInt(v.LeveragedToday)
		}
	}
	stats["hp"] = num("current_hp")
	stats["temp_hp"] = num("temporary_hp")
	stats["reserves"] = stats["reserves_left"]
	delete(stats, "reserves_left")
	speeds, _ := rules.As[[]Speed](d, "speeds")
	for _, s := range speeds {
		if s.Kind == "base" {
			stats["speed"] = s.Squares
		}
	}
	reserveDice, _ := rules.As[[]string](d, "reserve_dice")
	dice := strings.Join(reserveDice, ",")
	cs := encounter.CombatantSetup{ID: id, Name: name, Side: side, Kind: CombatantCharacter, Stats: stats,
		Dice: map[string]string{"reserves": dice}}
	// The sheet's attacks, with their derived bonus (L988) and damage dice,
	// are the attacks the tracker offers.
	attacks, _ := rules.As[[]AttackView](d, "attacks")
	for _, a := range attacks {
		cs.Attacks = append(cs.Attacks, encounter.Attack{Name: a.Name, Kind: AttackKind(a), Hit: a.Bonus, Dice: a.Damage,
			Type: a.DamageType, Range: a.Reach})
	}
	return cs
}

// AttackKind is "ranged" for an attack with a range band, else "melee".
func AttackKind(a AttackView) string {
	if a.Range != "" {
		return "ranged"
	}
	return "melee"
}

// DefaultKind is the kind of a combatant typed without one: a character on
// the players' side; otherwise what the mode is about (a challenge in a
// challenge, a thread on the thread board, a danger when a complexity is
// given in a danger), else a threat.
func DefaultKind(mode string, players bool, stats map[string]int) string {
	_, complex := stats["complexity"]
	switch {
	case players && mode != EncounterThreads:
		return CombatantCharacter
	case mode == EncounterChallenge:
		return CombatantChallenge
	case mode == EncounterThreads:
		return CombatantThread
	case mode == EncounterDanger && complex:
		return CombatantDanger
	}
	return CombatantThreat
}

// QuickThreatStats fills a typed threat's missing numbers from its rating's
// row of the threat table (L765–790): health, the TNs, the attacks and their
// flat damage. Typed numbers win; without a rating nothing is filled.
func QuickThreatStats(stats map[string]int) (map[string]int, error) {
	out := maps.Clone(stats)
	if out == nil {
		out = map[string]int{}
	}
	r, ok := out["rating"]
	if !ok {
		return out, nil
	}
	card, err := StatBlockCombatant("", "", StatBlock{Type: CombatantThreat, Rating: r})
	if err != nil {
		return nil, err
	}
	for k, v := range card.Stats {
		if _, typed := out[k]; !typed {
			out[k] = v
		}
	}
	if _, typed := stats["hp"]; !typed {
		out["hp"] = out["max_hp"]
	}
	return out, nil
}

// StatBlockCombatant turns a threat or danger card into a combatant.
func StatBlockCombatant(id, side string, s StatBlock) (encounter.CombatantSetup, error) {
	card, err := s.Card()
	if err != nil {
		return encounter.CombatantSetup{}, err
	}
	stats := map[string]int{"rating": s.Rating, "attacks": card.AttackCount, "initiative_bonus": s.InitiativeBonus}
	dice := map[string]string{}
	for i, d := range card.Damage {
		stats[fmt.Sprintf("damage_%d", i+1)] = d
		dice[fmt.Sprintf("damage_%d", i+1)] = card.DamageDice[i]
		// The card's halvings are in damage_N already (L810–812 customise
		// the attack): the tracker must not halve that amount again.
		if i < len(s.Attacks) && s.Attacks[i].MultipleTargets {
			stats[fmt.Sprintf("multiple_targets_%d", i+1)] = 1
		}
		if i < len(s.Attacks) && s.Attacks[i].Certain {
			stats[fmt.Sprintf("certain_%d", i+1)] = 1
		}
	}
	if s.Type == CombatantDanger {
		stats["tn"], stats["complexity"] = card.TN, s.Complexity
		return encounter.CombatantSetup{ID: id, Name: s.Name, Side: side, Kind: CombatantDanger, Stats: stats, Dice: dice}, nil
	}
	stats["max_hp"], stats["hp"] = card.MaxHP, card.MaxHP
	stats["hit_tn"], stats["attack_tn"] = card.HitTN, card.AttackTN
	stats["legendary_actions"], stats["legendary_resistances"] = card.LegendaryActions, card.LegendaryResistances
	stats["phases"], stats["swarm_count"] = max(s.Phases, 1), s.SwarmCount
	for _, t := range []string{TraitLair, TraitNemesis} {
		if s.has(t) {
			stats[t] = 1
		}
	}
	for name, e := range map[string]*Edge{"strength": s.Strength, "weakness": s.Weakness} {
		if e != nil {
			stats[name+"_hit"] = boolInt(e.TN == "hit" || e.TN == "both")
			stats[name+"_attack"] = boolInt(e.TN == "attack" || e.TN == "both")
		}
	}
	return encounter.CombatantSetup{ID: id, Name: s.Name, Side: side, Kind: CombatantThreat, Stats: stats, Dice: dice,
		Notes: strings.Join(s.Traits, ", ")}, nil
}

// FightPenalty is what the injury and exhaustion marked during an encounter
// do to a character's attacks and defenses, beyond what its sheet's
// numbers already hold (they were derived with the levels it joined with):
// the change of the injury penalty, "-3 to attack and defense rolls" at 2,
// −6 at 4, −9 at 6 (L1046–1051, EVE-35), and disadvantage from exhaustion 3
// on, "Disadvantage on attacks and defenses" (L1076; the levels read
// cumulatively). Why says it in words, empty when nothing applies.
func FightPenalty(c *encounter.Combatant) (delta int, disadvantage bool, why string) {
	delta, disadvantage = fightPenalty(c)
	var parts []string
	if delta != 0 {
		parts = append(parts, fmt.Sprintf("injury %d since joining: %+d", c.Resource("injury"), delta)) // L1046–1051
	}
	if disadvantage {
		parts = append(parts, fmt.Sprintf("exhaustion %d: disadvantage", c.Resource("exhaustion"))) // L1076
	}
	return delta, disadvantage, strings.Join(parts, "; ")
}

// fightPenalty is FightPenalty without the words (the forecast asks it
// for every pick).
func fightPenalty(c *encounter.Combatant) (delta int, disadvantage bool) {
	if c == nil || c.Kind != CombatantCharacter {
		return 0, false
	}
	return penaltyOf(c.Stat("injury"), c.Resource("injury"), c.Resource("exhaustion"), c.Stat("injury_ignored"), c.Stat("exhaustion_ignored"))
}

// hotFightPenalty is fightPenalty read from the combatant's typed copy
// (the autopilot asks it for every pick).
func hotFightPenalty(c *encounter.Combatant) (delta int, disadvantage bool) {
	if c == nil || c.Kind != CombatantCharacter {
		return 0, false
	}
	f := fx(c)
	if f.res[rInjury] == f.st.injury {
		// At the injury it joined with (most of the time): no change to its
		// modifiers, as penaltyOf would find comparing a level with itself.
		return 0, max(f.res[rExhaustion]-f.st.exhaustionIgnored, 0) >= 3
	}
	return penaltyOf(f.st.injury, f.res[rInjury], f.res[rExhaustion], f.st.injuryIgnored, f.st.exhaustionIgnored)
}

// penaltyOf is the fight penalty of a character who joined at injury
// joined and is at injury and exhaustion now, ignoring the levels given.
func penaltyOf(joined, injury, exhaustion, injuryIgnored, exhaustionIgnored int) (delta int, disadvantage bool) {
	eff := func(level, ignored int) int { return max(level-ignored, 0) }
	_, then := InjuryPenalties(eff(joined, injuryIgnored))
	_, now := InjuryPenalties(eff(injury, injuryIgnored))
	return now - then, eff(exhaustion, exhaustionIgnored) >= 3
}
