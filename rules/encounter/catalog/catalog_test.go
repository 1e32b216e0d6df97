package catalog

import (
	"testing"

	"sessionzero/rules/encounter"
)

func TestRules(t *testing.T) {
	for _, k := range Kinds {
		r, err := Rules(k.System, k.Mode)
		if err != nil || r.System() != k.System || r.Mode() != k.Mode || len(r.EventTypes()) == 0 {
			t.Errorf("%s %s: %v", k.System, k.Mode, err)
		}
	}
	for _, bad := range [][2]string{{"dragonhead", encounter.ModeSocial}, {"nope", encounter.ModeCombat}, {"", ""}} {
		if _, err := Rules(bad[0], bad[1]); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestOpenRefusesAnUnreplayableLog(t *testing.T) {
	raw := []byte(`{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"social",
		"setup":{"sides":[{"id":"a"},{"id":"b"}],"round_limit":2},"log":[{"type":"rate_round","ratings":{"a":1}}]}`)
	if _, _, err := Open(raw); err == nil {
		t.Fatal("a round with a team unrated was replayed")
	}
}
