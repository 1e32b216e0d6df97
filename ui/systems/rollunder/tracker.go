package rollunder

import (
	"fmt"

	"sessionzero/model"
	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/plugin"
	// The tracker's roll-under forms register themselves.
)

// Roll-under in the encounter tracker: library characters join with their
// scores, HP, armour, weapons and bonus dice (rollunder.CombatantFromCharacter);
// a typed opponent takes HP, armour, STR, DEX, WIL and one damage die.

// combatant is a roll-under library character in an encounter.
func combatant(_ plugin.Host, ch model.Character, id, side string, _ int) (encounter.CombatantSetup, error) {
	return rollunder.CombatantFromCharacter(id, ch.Name, side, ch.Data)
}

// combatantKind: a typed combatant on the players' side is a player
// character; anyone else, allies included, a creature (spec §6.1).
func combatantKind(players bool) string {
	if players {
		return "character"
	}
	return "creature"
}

// checkDie accepts one damage die, d2 to d100.
func checkDie(s string) error {
	sizes, err := dice.ParseDieList(s, 1)
	if err != nil {
		return err
	}
	if len(sizes) != 1 || sizes[0] < 2 || sizes[0] > rollunder.MaxDie {
		return fmt.Errorf("%q: one damage die, d2 to d%d", s, rollunder.MaxDie)
	}
	return nil
}
