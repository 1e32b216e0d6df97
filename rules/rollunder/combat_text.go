package rollunder

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// ResourceText implements encounter.ResourceLabeler: a row's scores read
// as the sheet says them, current of full ("STR 12 of 14", "DEX 8 of 8"),
// then the armour ("Armour 1"); any other counter keeps the shared label.
func (CombatRules) ResourceText(_ *encounter.Combatant, shown map[string]int) []string {
	done := map[string]bool{}
	var out []string
	for _, a := range Abilities {
		full, okFull := shown[a]
		cur, okCur := shown[currentKey(a)]
		if !okFull && !okCur {
			continue
		}
		if !okFull {
			full = cur
		}
		if !okCur {
			cur = full
		}
		out = append(out, fmt.Sprintf("%s %d of %d", strings.ToUpper(a), cur, full))
		done[a], done[currentKey(a)] = true, true
	}
	if v, ok := shown["armor"]; ok {
		out = append(out, fmt.Sprintf("Armour %d", v))
		done["armor"] = true
	}
	return append(out, encounter.ResourceWords(shown, done)...)
}
