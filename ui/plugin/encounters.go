package plugin

import (
	"sessionzero/model"
	"sessionzero/rules/encounter"
)

// CombatantFunc makes a library character into a combatant of an
// encounter of its system: its numbers come from its sheet (and the
// library's settings, e.g. Dragonhead's Dice Table, through h).
type CombatantFunc func(h Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error)

var combatants = map[string]CombatantFunc{}

// AddCombatant registers how a system's characters join its encounters;
// call it from init.
func AddCombatant(systemID string, f CombatantFunc) { combatants[systemID] = f }

// Combatant is the registered CombatantFunc of a system, if it has one.
func Combatant(systemID string) (CombatantFunc, bool) {
	f, ok := combatants[systemID]
	return f, ok
}
