package dragonhead

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// counterWrite is a write of either counter into the Resources map.
var counterWrite = regexp.MustCompile(`(SetResource\(|Resources\[)\s*("attacks"|"_acting"|attacksKey|actingKey)`)

// TestCountersWrittenOnlyThroughTheirSetters: each combatant's typed copy
// of Resources["attacks"] and Resources["_acting"] is kept by setAttacks
// and setActing (combat_counters.go), which skip a write the copy says is
// not needed. A write of either key anywhere else would leave the copy
// stale and a later write skipped.
func TestCountersWrittenOnlyThroughTheirSetters(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "combat_counters.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if counterWrite.MatchString(line) {
				t.Errorf("%s:%d writes a counter outside its setters: %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
