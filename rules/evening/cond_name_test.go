package evening

import (
	"strings"
	"testing"
)

// TestSameCondNameAsEqualFold: sameCondName answers as the test it
// replaces (strings.EqualFold of a name at least as long) for every pair of a list of names (the conditions the rules ask after,
// other cases of them, symbols that differ from letters only in the 0x20
// bit, and characters that fold to ASCII letters), both ways round.
func TestSameCondNameAsEqualFold(t *testing.T) {
	names := []string{"", "Defending", "defending", "DEFENDING", "Choosing", "choosing", "Dying", "Disengaged",
		"Kneeling", "\u212Aneeling", "kneeling", "Slow", "\u017Flow", "@x", "`x", "[a", "{a", "Défendu", "défendu",
		"Defendin", "Defendingx", "D", "d", "é", "É"}
	for _, a := range names {
		for _, b := range names {
			if got, want := sameCondName(a, b), strings.EqualFold(a, b) && len(a) >= len(b); got != want {
				t.Errorf("sameCondName(%q, %q) = %v, want %v", a, b, got, want)
			}
		}
	}
}
