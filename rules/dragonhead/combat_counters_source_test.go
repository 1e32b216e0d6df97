package dragonhead

import (
	"regexp"
	"testing"

	"sessionzero/internal/rulestest"
)

// TestCountersWrittenOnlyThroughTheirSetters: each combatant's typed copy
// of Resources["attacks"] and Resources["_acting"] is kept by setAttacks
// and setActing (combat_counters.go), which skip a write the copy says is
// not needed. A write of either key anywhere else would leave the copy
// stale and a later write skipped.
func TestCountersWrittenOnlyThroughTheirSetters(t *testing.T) {
	write := regexp.MustCompile(`(SetResource\(|Resources\[)\s*("attacks"|"_acting"|attacksKey|actingKey)`)
	rulestest.OnlyIn(t, write, "writes a counter outside its setters", "combat_counters.go")
}
