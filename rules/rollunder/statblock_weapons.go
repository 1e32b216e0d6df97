package rollunder

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseWeaponLine reads one weapon as the stat-block calculator's list
// writes it (Weapon.Line): "Bow d6 ranged", "Breath d8 blast", "Gaze d4 vs
// WIL", "Spear d6 ignores armour". The weapon comes back wielded.
func ParseWeaponLine(line string) (Weapon, error) {
	w := Weapon{Wielded: true}
	words := strings.Fields(line)
	var name []string
	for i := 0; i < len(words); i++ {
		lw := strings.ToLower(words[i])
		switch {
		case len(lw) > 1 && lw[0] == 'd' && w.Die == 0:
			if n, err := strconv.Atoi(lw[1:]); err == nil {
				w.Die = n
				continue
			}
			name = append(name, words[i])
		case lw == "ranged":
			w.Ranged = true
		case lw == "blast":
			w.Blast = true
		case lw == "ignores":
			w.IgnoresArmor = true
			if i+1 < len(words) && strings.HasPrefix(strings.ToLower(words[i+1]), "armo") {
				i++
			}
		case lw == "vs" && i+1 < len(words):
			w.Against = strings.ToLower(words[i+1])
			i++
		default:
			if w.Die == 0 {
				name = append(name, words[i])
			}
		}
	}
	w.Name = strings.Join(name, " ")
	if w.Name == "" || w.Die == 0 {
		return w, fmt.Errorf("weapon %q: write a name and its die, e.g. Spear d6", strings.TrimSpace(line))
	}
	return w, nil
}

// WeaponLines reads the calculator's weapon list, one weapon a line (blank
// lines skipped): the first two are wielded and the rest carried ("or for
// both weapons if wielding two", Attacking; RU-4).
func WeaponLines(text string) ([]Weapon, error) {
	var out []Weapon
	for line := range strings.SplitSeq(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		w, err := ParseWeaponLine(line)
		if err != nil {
			return nil, err
		}
		w.Wielded = len(out) < 2
		out = append(out, w)
	}
	return out, nil
}
