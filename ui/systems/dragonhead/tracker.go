package dragonhead

import (
	"sessionzero/model"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
)

// combatant is a Dragonhead library character in an encounter: its attacks,
// defence and damage come from its sheet, its rolls through the group's
// Dice Table.
func combatant(h plugin.Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	table, err := loadDiceTable(h.Context(), h.Store())
	if err != nil {
		return encounter.CombatantSetup{}, err
	}
	return dragonhead.CombatantFromCharacter(id, ch.Name, side, seat, ch.Data, table)
}
