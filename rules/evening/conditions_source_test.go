package evening

import (
	"regexp"
	"testing"

	"sessionzero/internal/rulestest"
)

// TestConditionsSetOnlyThroughSetCond: the fight state remembers that
// nobody is Choosing until a condition is set, and only setCond tells it
// (conditions.go). A direct c.SetCondition elsewhere in the package would
// leave a Choosing character unnoticed by the autopilot, with no error.
func TestConditionsSetOnlyThroughSetCond(t *testing.T) {
	rulestest.OnlyIn(t, regexp.MustCompile(`\.SetCondition\(`), "sets a condition without setCond", "conditions.go")
}
