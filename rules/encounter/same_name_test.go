package encounter

import (
	"strings"
	"testing"
)

// TestSameName: the condition names' quick comparison answers as
// strings.EqualFold does, case and Unicode folding included.
func TestSameName(t *testing.T) {
	names := []string{"", "Stunned", "stunned", "STUNNED", "Stunne", "Knocked down", "knocked Down", "X", "x", "[x]", "{x}",
		"@a", "`a", "Kelvin", "\u212aelvin", "kelvin", "Sad", "\u017fad", "Morale check", "Ärger", "ärger", "Z", "z"}
	for _, a := range names {
		for _, b := range names {
			if got, want := SameName(a, b), strings.EqualFold(a, b); got != want {
				t.Errorf("SameName(%q, %q) = %v, EqualFold says %v", a, b, got, want)
			}
		}
	}
}
