package dragonhead_test

import (
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/dragonhead"
)

// TestAutoAttackUnchanged: the attack handler reads the autopilot's
// attack payload in place (encounter.HandleShared) and never writes into
// it: every event of fights of the benchmark's and the crypt's, quiet and
// not, reads the same as JSON before and after it is applied. (The
// handler works out the damage type, armour roll and scar in its own copy
// of the payload's fields.)
func TestAutoAttackUnchanged(t *testing.T) {
	for _, f := range []string{"testdata/forecast-4v6.json", "testdata/forecast-crypt.json"} {
		forecasttest.PayloadsUnchanged(t, dragonhead.NewCombatRules(), forecasttest.Open(t, f), 12, 11, nil, nil)
	}
}
