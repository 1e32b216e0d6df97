package drgn

import "sessionzero/rules/encounter"

// EncounterKinds are DRGN's combat and social encounters.
func (System) EncounterKinds() []encounter.Kind {
	return []encounter.Kind{
		{System: ID, Mode: encounter.ModeCombat, Label: "DRGN combat", Rules: func() encounter.Rules { return NewCombatRules() }},
		{System: ID, Mode: encounter.ModeSocial, Label: "DRGN social encounter", Rules: func() encounter.Rules { return NewSocialRules() }},
	}
}
