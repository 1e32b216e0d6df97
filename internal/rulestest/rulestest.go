// Package rulestest holds the test helpers the systems' rules tests share:
// reading derived values, checking that each one explains itself,
// loading an example encounter file and running an `odds` check as the CLI
// does.
package rulestest

import (
	"encoding/json"
	"flag"
	"os"
	"testing"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
	"sessionzero/rules/tool"
)

// Value returns the derived value of key. A missing key stops the test; a
// value without an explain line fails it.
func Value(t testing.TB, d rules.Derived, key string) any {
	t.Helper()
	v, ok := d.Get(key)
	if !ok {
		t.Fatalf("no derived value %q", key)
	}
	if v.Explain == "" {
		t.Errorf("%s has no explain line", key)
	}
	return v.Value
}

// Explained fails the test for each derived value without an explain line.
func Explained(t testing.TB, d rules.Derived) {
	t.Helper()
	for _, v := range d.Values {
		if v.Explain == "" {
			t.Errorf("%s has no explain line", v.Key)
		}
	}
}

// JSONMap is d.Map() the way `derive --json` writes it: through JSON, so
// numbers are float64. It checks the explain lines first.
func JSONMap(t testing.TB, d rules.Derived) map[string]any {
	t.Helper()
	Explained(t, d)
	b, err := json.Marshal(d.Map())
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// Fight reads the setup and log of the encounter file at path as an
// encounter of system and mode with its whole log applied, ready for
// encounter.Replay (a system's own tests cannot load the registry that
// encounter.ParseFile checks the kind against).
func Fight(t testing.TB, path, system, mode string) encounter.Encounter {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Setup encounter.Setup   `json:"setup"`
		Log   []encounter.Event `json:"log"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return encounter.Encounter{System: system, Mode: mode, Setup: f.Setup, Log: f.Log, Cursor: len(f.Log)}
}

// OddsJSON runs the `odds` check name among checks with args parsed as the
// CLI's flags and returns its JSON, as `sessionzero odds NAME ARGS --json`
// prints it. An unknown name, bad flags or a refused check stop the test.
func OddsJSON(t testing.TB, checks []tool.Command, name string, args ...string) any {
	t.Helper()
	for _, c := range checks {
		if c.Name != name {
			continue
		}
		fs := flag.NewFlagSet("odds "+name, flag.ContinueOnError)
		v := tool.Bind(fs, c.Flags)
		if err := fs.Parse(args); err != nil {
			t.Fatal(err)
		}
		out, err := c.Run(*v)
		if err != nil {
			t.Fatalf("odds %s %v: %v", name, args, err)
		}
		return out.JSON
	}
	t.Fatalf("no odds check %q", name)
	return nil
}
