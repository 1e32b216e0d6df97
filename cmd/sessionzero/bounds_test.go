package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEncounterReplayRefusesHugeStats is the review's repro: the Dragonhead
// fight with its first combatant's hp set to 1e15 (a makeslice panic with a
// stack trace) or 1e9 (out of memory); DRGN's max_hp likewise. Each must be
// refused with exit 2 and one line naming the stat and its range.
func TestEncounterReplayRefusesHugeStats(t *testing.T) {
	cases := []struct {
		file, from, to, want string
	}{
		{"dragonhead-fight.json", `"hp": 14,`, `"hp": 1000000000000000,`, `stats.hp is 1000000000000000, allowed 1 to 100000`},
		{"dragonhead-fight.json", `"hp": 14,`, `"hp": 1000000000,`, `stats.hp is 1000000000, allowed 1 to 100000`},
		{"dragonhead-fight.json", `"stun": 4,`, `"stun": 1000000000000,`, `stats.stun is 1000000000000`},
		{"dragonhead-fight.json", `"morale": 3}`, `"morale": 1000000000000}`, `stats.morale is 1000000000000`},
		{"drgn-fight.json", `"max_hp": 250`, `"max_hp": 1000000000000000`, `stats.max_hp is 1000000000000000, allowed 1 to 1000000`},
	}
	for _, tt := range cases {
		raw, err := os.ReadFile(filepath.Join(encounterTestdata, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		body := strings.Replace(string(raw), tt.from, tt.to, 1)
		if body == string(raw) {
			t.Fatalf("%s: %q not found in the test file", tt.file, tt.from)
		}
		path := filepath.Join(t.TempDir(), "huge.json")
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		refused(t, tt.want, "encounter", "replay", path, "--json")
	}
}

// TestCharacterFilesWithHugeNumbersAreRefused: the review's repros for
// `sheet` and `derive` (out of memory or a hang before the bounds). Each is
// refused with exit 2 and one line naming the key and its range.
func TestCharacterFilesWithHugeNumbersAreRefused(t *testing.T) {
	dir := t.TempDir()
	megan, err := os.ReadFile(meganFile)
	if err != nil {
		t.Fatal(err)
	}
	centaur, err := os.ReadFile(centaurFile)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, base, from, to, want string
	}{
		{"constitution", string(megan), `"Constitution": 10,`, `"Constitution": 1000000000,`, "abilities.Constitution is 1000000000, allowed 1 to 100"},
		{"hit die", string(megan), `"hit_die": 8,`, `"hit_die": 1000000000000,`, "classes[0].hit_die is 1000000000000"},
		{"hit die 2^31", string(megan), `"hit_die": 8,`, `"hit_die": 2147483648,`, "classes[0].hit_die is 2147483648"},
		{"move", string(megan), `"score": 8}`, `"score": 1000000000000000}`, "classes[0].moves[0].score is 1000000000000000, allowed 0 to 10000"},
		{"skill bonus", string(megan), `{"name": "Common", "bonus": 0,`, `{"name": "Common", "bonus": 1000000000000,`, "skills[0].bonus is 1000000000000, allowed 0 to 30"},
		{"class xp", string(megan), `"classes": {"Warlord": 2500}`, `"classes": {"Warlord": 9000000000000000000}`, "xp.spent.classes.Warlord is 9000000000000000000"},
		{"drgn trait", string(centaur), `"traits": {`, `"traits": {"Huge": 1000000000000, `, "data.traits.Huge is 1000000000000, allowed -100 to 1000"},
	}
	for _, tt := range cases {
		body := strings.Replace(tt.base, tt.from, tt.to, 1)
		if body == tt.base {
			t.Fatalf("%s: %q not found in the test file", tt.name, tt.from)
		}
		path := filepath.Join(dir, tt.name+".json")
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"derive", path, "--json"}, {"sheet", path, "-o", filepath.Join(dir, "out.pdf")}} {
			refused(t, tt.want, args...)
		}
	}
}
