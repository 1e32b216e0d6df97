package dice

import (
	"strings"
	"testing"
)

// Constants may be as large as MaxConstant; only a count of dice is held
// to MaxCount (docs/formats.md: "constants up to 1,000,000").
func TestConstantsAndCountsHaveTheirOwnLimits(t *testing.T) {
	for _, ok := range []string{"2d6+5000", "1500", "d20+1000000", "1000d6"} {
		if _, err := Parse(ok); err != nil {
			t.Errorf("Parse(%q): %v", ok, err)
		}
	}
	for in, want := range map[string]string{
		"1001d6":      "count 1001 is too large (at most 1000)",
		"2d6+1000001": "constant 1000001 is too large",
	} {
		_, err := Parse(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
	e, _ := Parse("2d6+5000")
	if d, err := e.Dist(); err != nil || d.Min != 5002 {
		t.Errorf("2d6+5000 starts at %d", d.Min)
	}
}
