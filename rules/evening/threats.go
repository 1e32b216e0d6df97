package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds the threat's own events: strength and weakness,
// legendary actions and resistances, and resolving a threat or danger
// (L801–874).

func toggle(_ *encounter.State, t *encounter.Combatant, p ToggleEvent) error {
	if p.What != EdgeStrength && p.What != EdgeWeakness {
		return fmt.Errorf("what is %q, use strength or weakness", p.What)
	}
	key := p.What + "_on"
	was := t.Resource(key) == 1
	if was == p.On {
		return nil
	}
	sign := 6
	if p.What == EdgeWeakness {
		sign = -6
	}
	if !p.On {
		sign = -sign
	}
	if t.Stat(p.What+"_hit") == 1 {
		addRes(t, "hit_tn", sign)
	}
	if t.Stat(p.What+"_attack") == 1 {
		addRes(t, "attack_tn", sign)
	}
	setRes(t, key, map[bool]int{true: 1, false: 0}[p.On])
	return nil
}

func legendaryAction(_ *encounter.State, t *encounter.Combatant, p LegendaryActionEvent) error {
	cost := max(p.Cost, 1)
	if cost > 3 || t.Resource("legendary_actions") < cost {
		return fmt.Errorf("%s has %d legendary actions, the action costs %d", t.Name, t.Resource("legendary_actions"), cost) // L864
	}
	addRes(t, "legendary_actions", -cost)
	return nil
}

func legendaryResistance(_ *encounter.State, t *encounter.Combatant, _ onThreat) error {
	if t.Resource("legendary_resistances") < 1 {
		return fmt.Errorf("%s has no legendary resistance left", t.Name)
	}
	addRes(t, "legendary_resistances", -1)
	return nil
}

func resolveFoe(st *encounter.State, t *encounter.Combatant, _ encounter.OnCombatant) error {
	if t.Kind != CombatantThreat && t.Kind != CombatantDanger {
		return fmt.Errorf("%s is not a threat or danger", t.Name)
	}
	setRes(t, "_resolved", 1)
	t.Unconscious = true
	offerXP(st, t)
	checkFoesDown(st)
	return nil
}
