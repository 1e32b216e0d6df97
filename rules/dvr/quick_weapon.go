package dvr

import (
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules/encounter"
)

// QuickWeaponExample is how a quick opponent's weapon is typed.
const QuickWeaponExample = "Knife d6 2"

// ParseQuickWeapons reads the weapons typed for a quick opponent, ";"
// between two: each a name, its die and its damage ("Knife d6 2"). The
// book's own ways of writing one read too: "Gun D6. damage: 4" and
// "Simple Weapon d6, 2 damage". Each becomes an attack of kind weapon, as a
// stat block's weapons do. Empty text is no weapon. A bad weapon's
// message starts with its text quoted: the caller names the field.
func ParseQuickWeapons(text string) ([]encounter.Attack, error) {
	var out []encounter.Attack
	for part := range strings.SplitSeq(text, ";") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		a, err := parseQuickWeapon(part)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// parseQuickWeapon reads one weapon: a name, a die and its damage, the
// word "damage" and the book's punctuation left out.
func parseQuickWeapon(text string) (encounter.Attack, error) {
	shown := strings.TrimSpace(text)
	var f []string
	for _, w := range strings.Fields(strings.NewReplacer(",", " ", ":", " ").Replace(text)) {
		if w = strings.TrimSuffix(w, "."); w != "" && !strings.EqualFold(w, "damage") {
			f = append(f, w)
		}
	}
	bad := fmt.Errorf("%q: write a name, its die and its damage (0–%d), e.g. %s", shown, maxSmall, QuickWeaponExample)
	if len(f) < 3 {
		return encounter.Attack{}, bad
	}
	size, err := ParseDie(f[len(f)-2])
	dmg, err2 := strconv.Atoi(f[len(f)-1])
	if err != nil || err2 != nil || dmg < 0 || dmg > maxSmall {
		return encounter.Attack{}, bad
	}
	return weaponAttack(strings.Join(f[:len(f)-2], " "), size, dmg), nil
}

// weaponAttack is a weapon as a combatant's attack: its die and damage.
func weaponAttack(name string, size, dmg int) encounter.Attack {
	return encounter.Attack{Name: name, Kind: KindWeapon, Dice: dieText(size), Damage: float64(dmg),
		Explain: fmt.Sprintf("%s: %s, %d damage", name, dieText(size), dmg)}
}
