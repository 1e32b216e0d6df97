package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

const encounterTestdata = "../../rules/encounter/testdata/"

type replayCombatant struct {
	ID          string `json:"id"`
	HP          int    `json:"hp"`
	MaxHP       int    `json:"max_hp"`
	Wear        *int   `json:"wear"`
	Tear        *int   `json:"tear"`
	ActionsLeft int    `json:"actions_left"`
	Injured     bool   `json:"injured"`
	Unconscious bool   `json:"unconscious"`
	Dead        bool   `json:"dead"`
	Conditions  []struct {
		Name      string `json:"name"`
		Degree    int    `json:"degree"`
		Remaining int    `json:"remaining"`
	} `json:"conditions"`
}

type replayOut struct {
	Round      int               `json:"round"`
	Phase      string            `json:"phase"`
	Turn       string            `json:"turn"`
	Active     string            `json:"active"`
	Ended      bool              `json:"ended"`
	Outcome    string            `json:"outcome"`
	Combatants []replayCombatant `json:"combatants"`
	Sides      []struct {
		ID    string `json:"id"`
		Score int    `json:"score"`
	} `json:"sides"`
}

func replayJSON(t *testing.T, file string) replayOut {
	t.Helper()
	stdout := succeeds(t, "encounter", "replay", encounterTestdata+file, "--json")
	var out replayOut
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	return out
}

func combatantByID(t *testing.T, out replayOut, id string) replayCombatant {
	t.Helper()
	for _, c := range out.Combatants {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("no combatant %q", id)
	return replayCombatant{}
}

func TestEncounterReplayDRGNFight(t *testing.T) {
	out := replayJSON(t, "drgn-fight.json")
	if out.Round != 3 || out.Phase != "go" {
		t.Fatalf("round %d phase %s", out.Round, out.Phase)
	}
	// Electric on a Water-attuned Garrix: 18 × 1.5 − 2 = 25; Ailed 6 × 1.5 = 9; crit 24 × 2 − 2 = 46 → 80;
	// Crippled 1: 160 × 0.8 = 128.
	garrix := combatantByID(t, out, "garrix")
	if garrix.HP != 80 || garrix.MaxHP != 128 || garrix.Injured {
		t.Fatalf("garrix %+v", garrix)
	}
	// Crit slashing 30 × 2 − 5 = 55, bludgeoning on Piercing-attuned 12 × 1.5 − 5 = 13, healed 6: 120 − 68 + 6
	vex := combatantByID(t, out, "vex")
	if vex.HP != 58 || !vex.Injured || vex.ActionsLeft != 3 {
		t.Fatalf("vex %+v", vex)
	}
	if len(vex.Conditions) < 1 || vex.Conditions[0].Name != "Blinded" || vex.Conditions[0].Remaining != 3 {
		t.Fatalf("vex conditions %+v", vex.Conditions)
	}
	deck := combatantByID(t, out, "deckhand")
	if deck.HP != -20 || !deck.Unconscious || deck.Dead || deck.ActionsLeft != 0 {
		t.Fatalf("deckhand %+v", deck)
	}
	// Exhausted (1) for 2 rounds, inflicted at the end of round 1, takes an
	// action from rounds 2 and 3 (a status lasts its rounds of effect,
	// issue 27): 3 − 1, then the declared attack.
	if robin := combatantByID(t, out, "robin"); robin.ActionsLeft != 1 {
		t.Fatalf("robin %+v", robin)
	}
}

func TestEncounterReplaySocial(t *testing.T) {
	out := replayJSON(t, "drgn-social.json")
	if !out.Ended || out.Round != 6 || !strings.Contains(out.Outcome, "Pirates wins by 1") {
		t.Fatalf("%+v", out)
	}
	if out.Sides[0].Score != 3 || out.Sides[1].Score != 4 {
		t.Fatalf("scores %+v", out.Sides)
	}
}

func TestEncounterReplayDragonhead(t *testing.T) {
	out := replayJSON(t, "dragonhead-fight.json")
	if out.Round != 2 || out.Active != "trog2" {
		t.Fatalf("round %d active %s", out.Round, out.Active)
	}
	trog := combatantByID(t, out, "trog1")
	if trog.Wear == nil || *trog.Wear != 13 || *trog.Tear != 7 || !trog.Unconscious {
		t.Fatalf("trog1 %+v", trog)
	}
	megan := combatantByID(t, out, "megan")
	if *megan.Wear != 5 || *megan.Tear != 0 || megan.MaxHP != 14 {
		t.Fatalf("megan %+v", megan)
	}
}

func TestEncounterReplayTable(t *testing.T) {
	stdout := succeeds(t, "encounter", "replay", encounterTestdata+"dragonhead-fight.json")
	for _, want := range []string{"Round 2: Troglodyte shaman's turn", "wear 13 tear 7", "Morale check"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("table lacks %q:\n%s", want, stdout)
		}
	}
}

func TestEncounterReplayBadInput(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no subcommand", []string{"encounter"}, "needs a subcommand"},
		{"no file", []string{"encounter", "replay"}, "one FILE"},
		{"missing", []string{"encounter", "replay", filepath.Join(dir, "nope.json")}, "no such file"},
		{"not json", []string{"encounter", "replay", writeFile(t, dir, "a.json", "hello")}, "not a JSON object"},
		{"character file", []string{"encounter", "replay", writeFile(t, dir, "b.json", `{"format":"sessionzero/character","version":1}`)}, `not "sessionzero/encounter"`},
		{"bad mode", []string{"encounter", "replay", writeFile(t, dir, "c.json", `{"format":"sessionzero/encounter","version":1,"system":"dragonhead","mode":"social","setup":{}}`)}, "not a dragonhead mode"},
		{"bad event", []string{"encounter", "replay", writeFile(t, dir, "d.json", `{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"combat",
			"setup":{"sides":[{"id":"a","players":true},{"id":"b"}],"combatants":[{"id":"x","side":"a","stats":{"max_hp":10}}]},
			"log":[{"type":"damage","target":"y","damage":3}]}`)}, `log event 1 (damage): no combatant "y"`},
		{"event without type", []string{"encounter", "replay", writeFile(t, dir, "e.json", `{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"combat","setup":{},"log":[{"damage":3}]}`)}, `"log" event 1: an event needs a "type"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refused(t, tt.want, tt.args...)
		})
	}
}

// TestPluralCounts: "1 event applied", never "1 events" (issue 28's "1
// dice" and its kind).
func TestPluralCounts(t *testing.T) {
	for n, want := range map[int]string{0: "0 events", 1: "1 event", 12: "12 events"} {
		if got := plural(n, "event"); got != want {
			t.Errorf("plural(%d) = %q, want %q", n, got, want)
		}
	}
}
