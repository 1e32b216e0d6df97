package evening

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// CombatantFromCharacter turns a character into an encounter combatant
// with the stats of specs/evening.md §8.1.
func CombatantFromCharacter(id, name, side string, c Character) encounter.CombatantSetup {
	d := DeriveCharacter(c)
	num := func(key string) int {
		v, _ := d.Get(key)
		n, _ := v.Value.(int)
		return n
	}
	stats := map[string]int{}
	for _, k := range []string{"max_hp", "initiative", "fortitude", "reflex", "will", "short_rest_bonus", "injury",
		"exhaustion", "load", "load_capacity", "min_advancement_rating", "reserves_left"} {
		stats[k] = num(k)
	}
	stats["hp"] = num("current_hp")
	stats["temp_hp"] = num("temporary_hp")
	stats["reserves"] = stats["reserves_left"]
	delete(stats, "reserves_left")
	if sp, ok := d.Get("speeds"); ok {
		for _, s := range sp.Value.([]Speed) {
			if s.Kind == "base" {
				stats["speed"] = s.Squares
			}
		}
	}
	dice := ""
	if v, ok := d.Get("reserve_dice"); ok {
		dice = strings.Join(v.Value.([]string), ",")
	}
	return encounter.CombatantSetup{ID: id, Name: name, Side: side, Kind: "character", Stats: stats,
		Dice: map[string]string{"reserves": dice}}
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
	}
	if s.Type == "danger" {
		stats["tn"], stats["complexity"] = card.TN, s.Complexity
		return encounter.CombatantSetup{ID: id, Name: s.Name, Side: side, Kind: "danger", Stats: stats, Dice: dice}, nil
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
	return encounter.CombatantSetup{ID: id, Name: s.Name, Side: side, Kind: "threat", Stats: stats, Dice: dice,
		Notes: strings.Join(s.Traits, ", ")}, nil
}
