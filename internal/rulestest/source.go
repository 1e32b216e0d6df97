package rulestest

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// OnlyIn fails for every line of the package's own Go files (in the test's
// folder, tests left out) that matches pattern, but in the files allowed:
// a package whose typed copies or caches depend on every write going
// through one helper tests that nobody writes around it.
func OnlyIn(t *testing.T, pattern *regexp.Regexp, why string, allowed ...string) {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || slices.Contains(allowed, f) {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if pattern.MatchString(line) {
				t.Errorf("%s:%d %s: %s", f, i+1, why, strings.TrimSpace(line))
			}
		}
	}
}
