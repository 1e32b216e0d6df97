package drgn

import (
	"sessionzero/model"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
)

// combatant is a DRGN library character in an encounter, from its sheet:
// its weapons and abilities become the attacks the tracker offers.
func combatant(_ plugin.Host, ch model.Character, id, side string, _ int) (encounter.CombatantSetup, error) {
	return drgn.CombatantFromCharacter(id, ch.Name, side, ch.Data)
}
