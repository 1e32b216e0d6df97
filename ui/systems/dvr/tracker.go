package dvr

import (
	"sessionzero/model"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
)

// DvR in the encounter tracker: a library character joins with its own
// Health, Focus, dice and weapons (dvr.CombatantFromCharacter); an opponent
// is typed with its key numbers and a dice pool, or taken from a stat block
// saved on the quick-add form or in the calculators' NPC stat block. When
// the fight ends, "Write back…" carries Health, Focus, burdens, rust and
// sacrificed items to the library characters (dvr.WriteBack).

// combatant is a DvR library character in an encounter, from its sheet.
func combatant(_ plugin.Host, ch model.Character, id, side string, _ int) (encounter.CombatantSetup, error) {
	return dvr.CombatantFromCharacter(id, ch.Name, side, ch.ID, ch.Data)
}
