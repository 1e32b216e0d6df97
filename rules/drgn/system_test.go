package drgn_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"sessionzero/rules/systems"
)

func TestRegistryDeriveMap(t *testing.T) {
	b, err := os.ReadFile("testdata/centaur.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(b, &file); err != nil {
		t.Fatal(err)
	}
	sys, ok := systems.ByID("drgn")
	if !ok || !sys.BuilderReady() {
		t.Fatal("drgn is not a ready system in the registry")
	}
	d, err := sys.Derive(file.Data)
	if err != nil {
		t.Fatal(err)
	}
	if !d.Implemented {
		t.Error("Derived.Implemented is false")
	}
	m := d.Map()
	// The `derive --json` contract of the issue.
	for _, key := range []string{"max_hp", "speed", "toughness", "evasion_reduction", "xp_budget", "xp_spent", "xp_remaining", "problems"} {
		if _, ok := m[key]; !ok {
			t.Errorf("derive map lacks %q", key)
		}
	}
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("derive map does not encode: %v", err)
	}
	for _, want := range []string{`"max_hp":250`, `"speed":9`, `"toughness":1`, `"evasion_reduction":2`, `"xp_spent":296`, `"problems":[]`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("JSON lacks %s: %s", want, out)
		}
	}
}
