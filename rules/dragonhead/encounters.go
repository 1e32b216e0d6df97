package dragonhead

import "sessionzero/rules/encounter"

// EncounterKinds are Dragonhead's encounters: combat.
func (System) EncounterKinds() []encounter.Kind {
	return []encounter.Kind{
		{System: ID, Mode: encounter.ModeCombat, Label: "Dragonhead combat", Rules: func() encounter.Rules { return NewCombatRules() }},
	}
}
