package evening

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// TestCondNameAsEqualFold: hasCondNamed answers as the test it replaces
// (strings.EqualFold of a name at least as long) for every pair of a list
// of names (the conditions the rules ask after, other cases of them,
// symbols that differ from letters only in the 0x20 bit, and characters
// that fold to ASCII letters), both ways round.
func TestCondNameAsEqualFold(t *testing.T) {
	names := []string{"", "Defending", "defending", "DEFENDING", "Choosing", "choosing", "Dying", "Disengaged",
		"Kneeling", "\u212Aneeling", "kneeling", "Slow", "\u017Flow", "@x", "`x", "[a", "{a", "Défendu", "défendu",
		"Defendin", "Defendingx", "D", "d", "é", "É"}
	for _, a := range names {
		for _, b := range names {
			c := &encounter.Combatant{Conditions: []encounter.Condition{{Name: "Other"}, {Name: a}}}
			if got, want := hasCondNamed(c, b), strings.EqualFold(a, b) && len(a) >= len(b) || b == "Other"; got != want {
				t.Errorf("a combatant with %q has %q: %v, want %v", a, b, got, want)
			}
		}
	}
}
