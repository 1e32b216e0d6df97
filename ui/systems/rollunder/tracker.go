package rollunder

import (
	"fmt"
	"strings"

	"sessionzero/model"
	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/plugin"
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

// dieList names dice: "d8, d6, d12".
func dieList(sizes []int) string {
	names := make([]string, len(sizes))
	for i, s := range sizes {
		names[i] = fmt.Sprintf("d%d", s)
	}
	return strings.Join(names, ", ")
}

// weaponLine is one weapon as the stat-block calculator reads it: "Bow d6
// ranged", "Breath d8 blast vs WIL ignores armour".
func weaponLine(w rollunder.Weapon) string {
	l := fmt.Sprintf("%s d%d", w.Name, w.Die)
	if w.Ranged {
		l += " ranged"
	}
	if w.Blast {
		l += " blast"
	}
	if w.AgainstKind() != "hp" {
		l += " vs " + strings.ToUpper(w.AgainstKind())
	}
	if w.IgnoresArmor {
		l += " ignores armour"
	}
	return l
}

// weaponText is a fighter's weapons as one line: "Sword d8 (wielded), Bow
// d6 ranged; bonus d4".
func weaponText(fi rollunder.FighterInfo) string {
	var parts []string
	for _, w := range fi.Weapons {
		p := weaponLine(w)
		if w.Wielded {
			p += " (wielded)"
		}
		parts = append(parts, p)
	}
	s := strings.Join(parts, ", ")
	if len(fi.BonusDice) > 0 {
		s += "; bonus " + dieList(fi.BonusDice)
	}
	if s == "" {
		return "no weapons"
	}
	return s
}
