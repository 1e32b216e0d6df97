package dragonhead

import (
	"fmt"

	"sessionzero/model"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
)

func init() { plugin.AddCombatant(dragonhead.ID, combatant) }

// combatant is a Dragonhead library character in an encounter: its rolls
// go through the group's Dice Table.
func combatant(h plugin.Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	c, err := dragonhead.DecodeCharacter(ch.Data)
	if err != nil {
		return encounter.CombatantSetup{}, fmt.Errorf("%s: %w", ch.Name, err)
	}
	table, err := loadDiceTable(h.Context(), h.Store())
	if err != nil {
		return encounter.CombatantSetup{}, err
	}
	return dragonhead.CombatantFromCharacter(id, ch.Name, side, seat, c, table), nil
}
