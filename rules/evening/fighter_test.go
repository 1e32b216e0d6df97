package evening

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// mirrorDisagrees lists where a combatant's typed copy (fighter.go) and
// its maps differ: a copy made afresh from the maps must be the one the
// handlers kept up to date.
func mirrorDisagrees(st *encounter.State) []string {
	var out []string
	reset, noneChoosing := false, false
	if x, ok := st.Ext.(*fightExt); ok {
		reset, noneChoosing = x.lairReset, x.noneChoosing
	}
	for _, c := range st.Combatants {
		if noneChoosing && c.Kind == CombatantCharacter && c.Has("Choosing") {
			out = append(out, c.ID+" is Choosing, but the state says nobody is")
		}
		f, ok := c.Ext.(*fighter)
		if !ok {
			out = append(out, c.ID+": no typed copy")
			continue
		}
		if v := f.res[rInLair]; reset && (f.has&(1<<rInLair) == 0 || v != 0) {
			out = append(out, fmt.Sprintf("%s: _in_lair is %d (set %v), but the state says every one is 0", c.ID, v, f.has&(1<<rInLair) != 0))
		}
		want := newFighter(c)
		for k := range numR {
			if private[k] {
				// The rules' own counters live in the copy only.
				if v, ok := c.Resources[rNames[k]]; ok {
					out = append(out, fmt.Sprintf("%s: the private %s is in Resources (%d)", c.ID, rNames[k], v))
				}
				continue
			}
			if f.res[k] != want.res[k] || f.has&(1<<k) != want.has&(1<<k) {
				out = append(out, fmt.Sprintf("%s: %s is %d (kept %v), the map says %d (kept %v)", c.ID, rNames[k],
					f.res[k], f.has&(1<<k) != 0, want.res[k], want.has&(1<<k) != 0))
			}
		}
		if !reflect.DeepEqual(*f.st, *want.st) {
			out = append(out, fmt.Sprintf("%s: stats %+v, the map says %+v", c.ID, *f.st, *want.st))
		}
	}
	return out
}

// playMirrored replays enc's log event by event and fails at the first
// event after which a typed copy disagrees with its map.
func playMirrored(t *testing.T, r encounter.Rules, enc encounter.Encounter) {
	t.Helper()
	log := enc.Log
	enc.Log, enc.Cursor = nil, 0
	st, err := encounter.Replay(r, enc)
	if err != nil {
		t.Fatal(err)
	}
	if bad := mirrorDisagrees(st); len(bad) > 0 {
		t.Fatalf("after the setup: %v", bad)
	}
	for i, ev := range log {
		if err := encounter.Apply(r, st, ev); err != nil {
			t.Fatalf("event %d (%s): %v", i+1, ev.Type, err)
		}
		if bad := mirrorDisagrees(st); len(bad) > 0 {
			t.Fatalf("after event %d (%s): %v", i+1, ev.Type, bad)
		}
	}
}

// TestFighterMirrorsResources: the typed copy of every combatant agrees
// with its Resources and Stats after every event of sampled forecast
// fights (threat fights and dangers, from the testdata files and the
// benchmarks' fights) and of the testdata files' own logs.
func TestFighterMirrorsResources(t *testing.T) {
	fights := []struct {
		name string
		r    encounter.Rules
		enc  encounter.Encounter
	}{
		{"crypt", NewCombatRules(), openEncounter(t, "testdata/forecast-crypt.json")},
		{"4v6", NewCombatRules(), openEncounter(t, "testdata/forecast-4v6.json")},
		{"rockslide", NewDangerRules(), openEncounter(t, "testdata/forecast-rockslide.json")},
		{"danger4", NewDangerRules(), danger4()},
	}
	for _, f := range fights {
		t.Run(f.name, func(t *testing.T) {
			playMirrored(t, f.r, f.enc)
			for seed := range uint64(4) {
				res, err := forecast.Forecast(context.Background(), f.r, f.enc, forecast.Options{Runs: 6, Seed: seed, Samples: 6})
				if err != nil {
					t.Fatal(err)
				}
				for _, sm := range res.Samples {
					playMirrored(t, f.r, sm.Encounter)
				}
			}
		})
	}
}

// TestFightStateHoldsInAutopilotFights: the state's own part
// (fight_ext.go) and the typed copies stay true after every event while
// the autopilots play fights themselves, as the forecast does.
func TestFightStateHoldsInAutopilotFights(t *testing.T) {
	for _, f := range []struct {
		name string
		r    encounter.Rules
		ap   forecast.Autopilot
		enc  encounter.Encounter
	}{
		{"crypt", NewCombatRules(), Autopilot{}, openEncounter(t, "testdata/forecast-crypt.json")},
		{"4v6", NewCombatRules(), Autopilot{}, openEncounter(t, "testdata/forecast-4v6.json")},
		{"rockslide", NewDangerRules(), DangerAutopilot{}, openEncounter(t, "testdata/forecast-rockslide.json")},
		{"danger4", NewDangerRules(), DangerAutopilot{}, danger4()},
	} {
		t.Run(f.name, func(t *testing.T) {
			choosing := 0
			for seed := range uint64(20) {
				choosing += playAutopilot(t, f.r, f.ap, f.enc, seed)
			}
			if choosing == 0 {
				t.Error("no character ever had to choose at 0 health")
			}
		})
	}
}

// playAutopilot plays one fight of enc with ap from the seed, checking the
// state after every event, and counts the dying choices proposed.
func playAutopilot(t *testing.T, r encounter.Rules, ap forecast.Autopilot, enc encounter.Encounter, seed uint64) (choices int) {
	t.Helper()
	st, err := encounter.Replay(r, enc)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for n := 0; n < 5000 && !st.Ended && standingSides(st, ap) > 1; n++ {
		evs, err := ap.Next(st, rng)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range evs {
			if ev.Type == EventDyingChoice {
				choices++
			}
			if err := encounter.Apply(r, st, ev); err != nil {
				t.Fatalf("seed %d, %s: %v", seed, ev.Type, err)
			}
			if bad := mirrorDisagrees(st); len(bad) > 0 {
				t.Fatalf("seed %d, after %s: %v", seed, ev.Type, bad)
			}
		}
	}
	return choices
}

// standingSides counts the sides with someone standing.
func standingSides(st *encounter.State, ap forecast.Autopilot) int {
	n := 0
	for _, sd := range st.Sides {
		for _, c := range st.Combatants {
			if c.Side == sd.ID && !ap.Dropped(st, c) {
				n++
				break
			}
		}
	}
	return n
}

// TestFighterMirrorsEveryHandler: the typed copy agrees with the maps
// after the events the forecast never proposes (strength and weakness,
// legendary actions, levels, healing, moves, surprise, lair turns, a
// combatant joining mid-fight, challenges).
func TestFighterMirrorsEveryHandler(t *testing.T) {
	setup := wrenAgainst(t, StatBlock{Type: CombatantThreat, Name: "Wyrm", Rating: 3, Traits: []string{TraitLair, TraitLegendary, TraitPhased},
		Phases: 2, InitiativeBonus: 4, Strength: &Edge{Text: "scales", TN: "hit"}, Weakness: &Edge{Text: "eyes", TN: "both"}})
	setup.Combatants = append(setup.Combatants, encounter.CombatantSetup{ID: "cube", Name: "Cube", Side: "foes", Kind: CombatantChallenge,
		Stats: map[string]int{"rating": 2, "complexity": 2}})
	log := `[
	{"type": "surprise", "side": "pcs"},
	{"type": "initiative", "combatant": "wren", "roll": 12},
	{"type": "initiative", "combatant": "wyrm", "roll": 12},
	{"type": "tie_roll", "combatants": ["wren", "wyrm"], "rolls": [5, 9]},
	{"type": "start"},
	{"type": "end_turn"},
	{"type": "spend", "combatant": "wren", "action": "move", "squares": 2},
	{"type": "spend", "combatant": "wren", "action": "bonus", "what": "dash"},
	{"type": "spend", "combatant": "wren", "action": "reaction"},
	{"type": "injury", "combatant": "wren", "change": 1},
	{"type": "exhaustion", "combatant": "wren", "change": 1},
	{"type": "damage", "target": "wren", "amount": 3},
	{"type": "heal", "target": "wren", "amount": 2},
	{"type": "toggle", "threat": "wyrm", "what": "weakness", "on": true},
	{"type": "toggle", "threat": "wyrm", "what": "strength", "on": true},
	{"type": "legendary_resistance", "threat": "wyrm"},
	{"type": "legendary_action", "threat": "wyrm", "cost": 1},
	{"type": "damage", "target": "wyrm", "amount": 500},
	{"type": "threat_attack", "threat": "wyrm", "target": "wren", "attack": 1, "natural": 3},
	{"type": "toggle", "threat": "wyrm", "what": "weakness", "on": false},
	{"type": "end_turn"},
	{"type": "end_turn"},
	{"type": "add_combatant", "combatant": {"id": "imp", "name": "Imp", "side": "foes", "kind": "threat", "stats": {"max_hp": 5}}},
	{"type": "end_turn"},
	{"type": "resolve", "combatant": "wyrm"}
]`
	raw, err := json.Marshal(setup)
	if err != nil {
		t.Fatal(err)
	}
	enc := encounter.Encounter{System: ID, Mode: EncounterCombat}
	if err := json.Unmarshal(raw, &enc.Setup); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(log), &enc.Log); err != nil {
		t.Fatal(err)
	}
	playMirrored(t, NewCombatRules(), enc)

	ch := encounter.Encounter{System: ID, Mode: EncounterChallenge, Setup: cubeSetup()}
	if err := json.Unmarshal([]byte(`[{"type": "attempt", "combatant": "wren", "natural": 15, "modifier": 3},
		{"type": "attempt", "combatant": "wren", "natural": 2, "modifier": 0},
		{"type": "attempt", "combatant": "wren", "natural": 19, "modifier": 5}]`), &ch.Log); err != nil {
		t.Fatal(err)
	}
	playMirrored(t, NewChallengeRules(), ch)
}

// TestFighterCopiesApart: a clone's typed copy changes apart from the
// original's, and both keep agreeing with their own maps.
func TestFighterCopiesApart(t *testing.T) {
	enc := openEncounter(t, "testdata/forecast-crypt.json")
	st, err := encounter.Replay(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	cl, ok := st.Clone()
	if !ok {
		t.Fatal("the state does not clone")
	}
	c := cl.Combatants[0]
	setR(c, rReactions, res(c, rReactions)+5)
	if res(st.Combatants[0], rReactions) == res(c, rReactions) {
		t.Error("the clone's counter changed the original's")
	}
	for _, s := range []*encounter.State{st, cl} {
		if bad := mirrorDisagrees(s); len(bad) > 0 {
			t.Error(bad)
		}
	}
}

func openEncounter(t *testing.T, path string) encounter.Encounter {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var enc encounter.Encounter
	if err := json.Unmarshal(raw, &enc); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return enc
}

// danger4 is BenchmarkForecastDanger4's danger: 4 characters racing a
// rating-3 danger of complexity 6 and its 3 attacks.
func danger4() encounter.Encounter {
	enc := encounter.Encounter{System: ID, Mode: EncounterDanger, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "hazard", Name: "Hazard"}},
		Combatants: []encounter.CombatantSetup{{ID: "slide", Name: "Slide", Side: "hazard", Kind: CombatantDanger,
			Stats: map[string]int{"rating": 3, "complexity": 6, "initiative_bonus": 1, "attacks": 3, "damage_1": 6, "damage_2": 6, "damage_3": 6}}}}}
	for i := range 4 {
		enc.Setup.Combatants = append(enc.Setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprintf("hero%d", i), Name: fmt.Sprintf("Hero %d", i+1),
			Side: "party", Kind: CombatantCharacter, Stats: map[string]int{"max_hp": 14, "initiative": 2, "reflex": 4, "aptitude:Athletics": 3}})
	}
	return enc
}
