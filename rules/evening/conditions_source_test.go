package evening

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConditionsSetOnlyThroughSetCond: the fight state remembers that
// nobody is Choosing until a condition is set, and only setCond tells it
// (conditions.go). A direct c.SetCondition elsewhere in the package would
// leave a Choosing character unnoticed by the autopilot, with no error.
func TestConditionsSetOnlyThroughSetCond(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "conditions.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if strings.Contains(line, ".SetCondition(") {
				t.Errorf("%s:%d sets a condition without setCond: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
