package drgn

import (
	"fmt"

	"sessionzero/model"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
)

func init() { plugin.AddCombatant(drgn.ID, combatant) }

// combatant is a DRGN library character in an encounter, from its sheet.
func combatant(_ plugin.Host, ch model.Character, id, side string, _ int) (encounter.CombatantSetup, error) {
	c, err := drgn.Decode(ch.Data)
	if err != nil {
		return encounter.CombatantSetup{}, fmt.Errorf("%s: %w", ch.Name, err)
	}
	return drgn.CombatantFromCharacter(id, ch.Name, side, c), nil
}
