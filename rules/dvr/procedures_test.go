package dvr

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// TestReplayJSONHasTierPlanMovementPerCombatant: strategized combat ("they
// can lock in their actions and the GM then reveals theirs. If anyone has
// advantage, their turn goes first", 001_b486315a8cda90c7.txt Strategized
// Combat) puts each combatant's tier, plan and movement on the combatant in
// `encounter replay --json` (spec §6.2), and keeps the top-level maps.
func TestReplayJSONHasTierPlanMovementPerCombatant(t *testing.T) {
	var setup encounter.Setup
	must(t, json.Unmarshal([]byte(`{"sides":[{"id":"pc","players":true},{"id":"foe"}],"combatants":[
		{"id":"me","name":"Me","side":"pc","stats":{"max_health":17}},
		{"id":"thug","name":"Thug","side":"foe","stats":{"max_health":12}}],"initiative":"strategized"}`), &setup))
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	must(t, err)
	must(t, s.Append(encounter.MustEvent("plan", map[string]any{"combatant": "me", "action": "shoot the guard", "tier": "advantage", "movement": "dash"})))
	b, err := json.Marshal(encounter.SessionSummary(s))
	must(t, err)
	var got struct {
		Combatants []map[string]any  `json:"combatants"`
		Tiers      map[string]string `json:"tiers"`
		Plans      map[string]Plan   `json:"plans"`
	}
	must(t, json.Unmarshal(b, &got))
	want := map[string][3]string{"me": {"advantage", "shoot the guard", "dash"}, "thug": {"normal", "", ""}}
	for _, c := range got.Combatants {
		w := want[c["id"].(string)]
		if c["tier"] != w[0] {
			t.Errorf("%s: tier %v plan %v movement %v, want %v (failed: %s)", c["id"], c["tier"], c["plan"], c["movement"], w, `c["tier"] != w[0]`)
		}
		if c["plan"] != w[1] {
			t.Errorf("%s: tier %v plan %v movement %v, want %v (failed: %s)", c["id"], c["tier"], c["plan"], c["movement"], w, `c["plan"] != w[1]`)
		}
		if c["movement"] != w[2] {
			t.Errorf("%s: tier %v plan %v movement %v, want %v (failed: %s)", c["id"], c["tier"], c["plan"], c["movement"], w, `c["movement"] != w[2]`)
		}
		if c["hp"] == nil {
			t.Fatalf("%s lost a shared key: %v (failed: %s)", c["id"], c, `c["hp"] == nil`)
		}
		if c["band"] == nil {
			t.Fatalf("%s lost a shared key: %v (failed: %s)", c["id"], c, `c["band"] == nil`)
		}
	}
	if got.Tiers["me"] != "advantage" {
		t.Errorf("top-level maps: %v %v (failed: %s)", got.Tiers, got.Plans, `got.Tiers["me"] != "advantage"`)
	}
	if got.Plans["me"].Action != "shoot the guard" {
		t.Errorf("top-level maps: %v %v (failed: %s)", got.Tiers, got.Plans, `got.Plans["me"].Action != "shoot the guard"`)
	}
	// Popcorn has no tiers: the combatants carry no such keys.
	p, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: encounter.Setup{Sides: setup.Sides, Combatants: setup.Combatants}})
	must(t, err)
	if b, _ := json.Marshal(encounter.SessionSummary(p)); strings.Contains(string(b), `"tier"`) {
		t.Errorf("popcorn summary has a tier: %s", b)
	}
}

// TestRollTextSaysTheFourOutcomes: "The player needs to generate enough
// successes to be at least equal to the risk rating to have a complete
// success otherwise they had partial success/failure" (Creating Checks), and
// "Failing a check without successes and having a natural 1 makes the roll a
// critical failure" (Critical Die › Failure): `roll` names each of the four,
// a failure never "partial".
func TestRollTextSaysTheFourOutcomes(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed < 400 && len(seen) < 4; seed++ {
		out, ok, err := roll("d6,d6,d6 5v2", seed)
		if !ok {
			t.Fatalf("seed %d: %v %v (failed: %s)", seed, ok, err, `!ok`)
		}
		if err != nil {
			t.Fatalf("seed %d: %v %v (failed: %s)", seed, ok, err, `err != nil`)
		}
		j := out.JSON.(rollJSON)
		verdict := strings.SplitN(strings.SplitN(out.Text, ": ", 2)[1], "\n", 2)[0]
		want := map[string]string{OutcomeComplete: "complete success", OutcomePartial: "partial success",
			OutcomeFailure: "failure", OutcomeCriticalFailure: "critical failure"}[j.Outcome]
		if verdict != want {
			t.Fatalf("seed %d: %s (%d successes, dice %v) reads %q, want %q", seed, j.Outcome, j.Successes, j.Dice, verdict, want)
		}
		seen[j.Outcome] = true
	}
	if len(seen) != 4 {
		t.Fatalf("outcomes seen %v", seen)
	}
}

// TestCheckWithoutSkillReadsWhole: a check with no skill named logs "rolls
// on 4v1", not "checks  on 4v1".
func TestCheckWithoutSkillReadsWhole(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	must(t, apply(t, r, st, "check", `{"combatant":"me","pool":[{"die":6,"from":"script","name":"Reflex"}],"difficulty":4,"risk":1,"dice":[5]}`))
	if got := strings.Join(st.Messages, "\n"); !strings.Contains(got, "Me rolls on 4v1: complete") {
		t.Fatalf("log %q", got)
	}
}

// TestDuelScoreOnBothRowsAndPlayerView: "A duel has a global health score
// going from a negative number to its positive number … Players deal their
// damage to the health score" (Analogs › The duel): the score shows on both
// duellists, each from its own side, in the GM's and the players' view, and
// goes when the duel is won.
func TestDuelScoreOnBothRowsAndPlayerView(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	must(t, apply(t, r, st, "duel_start", `{"a":"me","b":"thug","size":3}`))
	must(t, apply(t, r, st, "duel_damage", `{"duel":"d1","by":"me","amount":2}`))
	for _, v := range []encounter.View{encounter.BuildView(r, st), encounter.PlayerView(encounter.BuildView(r, st))} {
		labels := map[string]string{}
		for _, row := range v.Rows {
			for _, cv := range row.Conditions {
				if cv.Name == "Duel" {
					labels[row.ID] = cv.Label
				}
			}
		}
		if labels["me"] != "Duel with Thug +2 of 3" {
			t.Errorf("player view %v: %v (failed: %s)", v.Player, labels, `labels["me"] != "Duel with Thug +2 of 3"`)
		}
		if labels["thug"] != "Duel with Me -2 of 3" {
			t.Errorf("player view %v: %v (failed: %s)", v.Player, labels, `labels["thug"] != "Duel with Me -2 of 3"`)
		}
		if labels["ally"] != "" {
			t.Errorf("player view %v: %v (failed: %s)", v.Player, labels, `labels["ally"] != ""`)
		}
	}
	must(t, apply(t, r, st, "duel_damage", `{"duel":"d1","by":"me","amount":2}`))
	for _, row := range encounter.BuildView(r, st).Rows {
		for _, cv := range row.Conditions {
			if cv.Name == "Duel" {
				t.Errorf("a won duel still shows on %s: %q", row.ID, cv.Label)
			}
		}
	}
}

// TestPointsEventsSayWhatHappened: spending, a quick breath, a rest and
// healing log the points as the book counts them ("Players can use either
// their health points or their focus points to push a roll", Spending
// Points; "unable to act until they are able to take a quick breath",
// Reaching 0 points), not the event's fields.
func TestPointsEventsSayWhatHappened(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	for _, tc := range []struct{ typ, payload, want string }{
		{"spend", `{"combatant":"me","focus":2,"health":1}`, "Me spends 2 Focus (9 of 11 left) and 1 Health (16 left)"},
		{"quick_breath", `{"combatant":"me","amount":1}`, "Me takes a quick breath: Focus 10 of 11"},
		{"damage", `{"target":"ally","amount":4}`, "Ally loses 4 Health (6 left)"},
		{"heal", `{"target":"ally","amount":3}`, "Ally heals 3 Health (9 of 10)"},
		{"rest", `{"combatant":"me"}`, "Me rests: Health 17 of 17, Focus 11 of 11"},
		{"rest", `{"combatant":"ally"}`, "Ally rests: Health 10 of 10"},
	} {
		st.Messages = nil
		must(t, apply(t, r, st, tc.typ, tc.payload))
		if got := strings.Join(st.Messages, "\n"); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.typ, got, tc.want)
		}
	}
}
