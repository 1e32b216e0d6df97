package rollunder_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
	"sessionzero/rules/rollunder"
	_ "sessionzero/rules/systems" // encounter files name their system
)

// fighter is a combatant with one melee weapon of a die, a DEX score and
// no fear (so the exact walk below has no morale save).
func fighter(id, side string, hp, str, dex, die int) encounter.CombatantSetup {
	w, _ := json.Marshal([]map[string]any{{"name": "Blade", "die": die, "wielded": true}})
	return encounter.CombatantSetup{ID: id, Name: id, Side: side, Kind: "creature",
		Stats: map[string]int{"max_hp": hp, "str": str, "dex": dex, "wil": 10},
		Extra: map[string]json.RawMessage{"weapons": w, "morale": json.RawMessage(`"fearless"`)}}
}

func duel(hp, str, dex, die, foeHP, foeStr, foeDex, foeDie int) encounter.Encounter {
	return encounter.Encounter{System: rollunder.ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides:      []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Foes"}},
		Combatants: []encounter.CombatantSetup{fighter("a", "party", hp, str, dex, die), fighter("b", "foes", foeHP, foeStr, foeDex, foeDie)}}}
}

// pass is a save's chance: "Roll d20 equal or under the appropriate
// Ability Score to succeed. 1 is always a success and 20 is always a
// failure." (004_5b2569e2fc4c8c7e.txt, Saves)
func pass(score int) float64 {
	return float64(min(max(score, 1), 19)) / 20
}

type side struct{ hp, str, dex, die int }

// exactDuel walks every state of a duel by the book, independent of the
// autopilot: the players' side acts first, then the foes, each round; the
// attacker rolls its weapon's die ("the attack causes this much damage");
// the target dodges ("Make a DEX Save to avoid all damage") — the autopilot
// dodges when that passes at least half the time, as with every DEX here —
// and otherwise loses HP; "When you run out of HP, any remaining Damage is
// removed from your STR score. Now you must pass a STR Save to avoid
// Critical Damage"; "The character dies at STR 0" (Damage, Critical
// Damage, Ability Score Loss). It returns the chances each side wins
// within limit rounds.
func exactDuel(a, b side, limit int) (pa, pb float64) {
	type key struct {
		a, b        side
		round, turn int
	}
	memo := map[key][2]float64{}
	var walk func(a, b side, round, turn int) [2]float64
	walk = func(a, b side, round, turn int) [2]float64 {
		if round > limit {
			return [2]float64{}
		}
		k := key{a, b, round, turn}
		if v, ok := memo[k]; ok {
			return v
		}
		att, def := a, b
		if turn == 1 {
			att, def = b, a
		}
		next := func(d side) [2]float64 {
			if turn == 0 {
				return walk(a, d, round, 1)
			}
			return walk(d, b, round+1, 0)
		}
		win := [2]float64{1, 0}
		if turn == 1 {
			win = [2]float64{0, 1}
		}
		var v [2]float64
		add := func(p float64, r [2]float64) { v[0] += p * r[0]; v[1] += p * r[1] }
		pd := pass(def.dex)
		add(pd, next(def))
		for face := 1; face <= att.die; face++ {
			p := (1 - pd) / float64(att.die)
			d := def
			if face < d.hp {
				d.hp -= face
				add(p, next(d))
				continue
			}
			d.str = max(d.str-(face-d.hp), 0)
			d.hp = 0
			if d.str == 0 {
				add(p, win)
				continue
			}
			ps := pass(d.str)
			add(p*ps, next(d))
			add(p*(1-ps), win)
		}
		memo[k] = v
		return v
	}
	v := walk(a, b, 1, 0)
	return v[0], v[1]
}

func TestForecastExactDuels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		a, b  side
		limit int
	}{
		{"even", side{3, 6, 10, 6}, side{3, 6, 10, 6}, 50},
		{"bigger blade", side{4, 8, 12, 8}, side{4, 8, 11, 4}, 50},
		{"short limit", side{6, 12, 15, 4}, side{6, 12, 15, 4}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pa, pb := exactDuel(tc.a, tc.b, tc.limit)
			res, err := forecast.Forecast(context.Background(), rollunder.NewCombatRules(),
				duel(tc.a.hp, tc.a.str, tc.a.dex, tc.a.die, tc.b.hp, tc.b.str, tc.b.dex, tc.b.die),
				forecast.Options{Runs: 4000, Seed: 8, RoundLimit: tc.limit})
			if err != nil {
				t.Fatal(err)
			}
			forecasttest.ContainsExact(t, res, pa, pb)
		})
	}
}

// TestForecastFordSamplesReplay plays the goblin ambush from its first
// turn: the same seed gives the same answer, each kept fight replays to
// the end counted for it.
func TestForecastFordSamplesReplay(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-ford.json")
	res := forecasttest.SameSeedSameAnswer(t, rollunder.NewCombatRules(), enc, forecast.Options{Runs: 300, Seed: 4, Samples: 5})
	forecasttest.SamplesEndAsCounted(t, rollunder.NewCombatRules(), res, rollunder.Autopilot{}.Dropped)
}

// fourVsSix is 4 characters against 6 goblins in a group with a leader,
// the fight of BenchmarkForecast4v6 (also in testdata/forecast-4v6.json).
func fourVsSix() encounter.Encounter {
	enc := encounter.Encounter{System: rollunder.ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "gobs", Name: "Goblins"}}}}
	sword, _ := json.Marshal([]map[string]any{{"name": "Sword", "die": 8, "wielded": true}})
	spear, _ := json.Marshal([]map[string]any{{"name": "Spear", "die": 6, "wielded": true}})
	for i := range 4 {
		enc.Setup.Combatants = append(enc.Setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprintf("pc%d", i), Name: fmt.Sprintf("PC %d", i+1),
			Side: "party", Kind: "character", Stats: map[string]int{"max_hp": 6, "str": 12, "dex": 12, "wil": 10, "armor": 1},
			Extra: map[string]json.RawMessage{"weapons": sword}})
	}
	for i := range 6 {
		extra := map[string]json.RawMessage{"weapons": spear, "group": json.RawMessage(`"gobs"`)}
		if i == 0 {
			extra["leader"] = json.RawMessage(`true`)
		}
		enc.Setup.Combatants = append(enc.Setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprintf("gob%d", i), Name: fmt.Sprintf("Goblin %d", i+1),
			Side: "gobs", Stats: map[string]int{"max_hp": 4, "str": 8, "dex": 12, "wil": 8}, Extra: extra})
	}
	return enc
}

// TestForecast4v6File: testdata/forecast-4v6.json is the benchmark's fight,
// so that the command line's forecast of it can be compared between builds
// (FORECAST_4V6_WRITE=1 writes it).
func TestForecast4v6File(t *testing.T) {
	want, err := encounter.EncodeFile(encounter.File{Encounter: fourVsSix()})
	if err != nil {
		t.Fatal(err)
	}
	const path = "testdata/forecast-4v6.json"
	if os.Getenv("FORECAST_4V6_WRITE") != "" {
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not the benchmark's fight: write it again with FORECAST_4V6_WRITE=1", path)
	}
}

// BenchmarkForecast4v6 is 4 characters against 6 goblins in a group with a
// leader; FORECAST_BENCH_RUNS sets the fights (default 10,000).
func BenchmarkForecast4v6(b *testing.B) {
	enc := fourVsSix()
	start := forecasttest.CPUTime()
	for b.Loop() {
		if _, err := forecast.Forecast(context.Background(), rollunder.NewCombatRules(), enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(forecasttest.CPUTime()-start)/float64(b.N), "cpu-ns/op")
}

// TestForecastStateCopy: a copy of a fight's state, taken halfway through
// a sampled fight, plays the rest of the log to the same end as the log
// replayed, and leaves the state it was copied from as it was.
func TestForecastStateCopy(t *testing.T) {
	forecasttest.StateCopyPlaysOn(t, rollunder.NewCombatRules(), forecasttest.Open(t, "testdata/forecast-ford.json"), forecast.Options{Seed: 5, PlayEvery: true})
}
