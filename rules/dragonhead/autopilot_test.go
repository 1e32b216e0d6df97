package dragonhead_test

import (
	"context"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
	_ "sessionzero/rules/systems" // encounter files name their system
)

// duelSetup is a character against a creature, one attack each with a
// Hit score and a d3 damage roll, no armour, no damage type (all wear:
// "Forget to mention it and the attack does all wear and no tear"), a stun
// point out of reach and no M.
func duelSetup(hp, hit, ac, foeHP, foeHit, foeAC int) encounter.Encounter {
	fighter := func(id, side, kind string, hp, hit, ac int) encounter.CombatantSetup {
		return encounter.CombatantSetup{ID: id, Name: id, Side: side, Kind: kind, Seat: 1,
			Stats:   map[string]int{"hp": hp, "stun": 99, "ac": ac, "dc": 1},
			Attacks: []encounter.Attack{{Name: "blade", Kind: "Melee", Hit: hit, Dice: "d3"}}}
	}
	return encounter.Encounter{System: dragonhead.ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Foes"}},
		Combatants: []encounter.CombatantSetup{fighter("hero", "party", "character", hp, hit, ac),
			fighter("foe", "foes", "creature", foeHP, foeHit, foeAC)}}}
}

// wearDist is the exact wear of one attack by the book, independent of
// the autopilot: "Roll your Hit vs the opponent's AC / DC" — the Hit score
// plus a Slacker Roll, a d4 risk die turned by a d20 sign die ("if the sign
// die rolls a 12 and the risk die a 3 you get a +3 … Had the sign die
// rolled an 11 you would take a -3 penalty instead. Rolling a 20 creates a
// +6. Rolling a 1 creates a -6") —, "winning the challenge grants you one
// success and another for every four points of difference", a tie broken
// by any die ("An odd roll wins it for the offense"), and "Roll damage once
// for each success" (a d3 each, no armour) (002_81d21628bd61f597.txt,
// Risk rolls; Combat).
func wearDist(hit, def int) map[int]float64 {
	out := map[int]float64{}
	sign := map[int]float64{2: 1.0 / 20, 1: 9.0 / 20, -1: 9.0 / 20, -2: 1.0 / 20}
	for face := 1; face <= 4; face++ {
		for m, pm := range sign {
			s := hit + face*m
			var succ map[int]float64
			switch {
			case s > def:
				succ = map[int]float64{1 + (s-def)/4: 1}
			case s == def:
				succ = map[int]float64{1: 0.5, 0: 0.5}
			default:
				succ = map[int]float64{0: 1}
			}
			for k, pk := range succ {
				sum := map[int]float64{0: 1}
				for range k {
					next := map[int]float64{}
					for v, p := range sum {
						for d := 1; d <= 3; d++ {
							next[v+d] += p / 3
						}
					}
					sum = next
				}
				for v, p := range sum {
					out[v] += p * pk * pm / 4
				}
			}
		}
	}
	return out
}

// exactDuel walks every state (wear of each, round) for the chance that
// each side wins within limit rounds: each round a die decides initiative
// ("Roll even and the characters win it"), then each standing combatant
// attacks once; wear past the HP circles passes out ("Take too much of it
// and you pass out").
func exactDuel(hp, hit, ac, foeHP, foeHit, foeAC, limit int) (party, foes float64) {
	toFoe, toHero := wearDist(hit, foeAC), wearDist(foeHit, ac)
	type key struct{ w, fw, round int }
	memo := map[key][2]float64{}
	var walk func(w, fw, round int) [2]float64
	walk = func(w, fw, round int) [2]float64 {
		if round > limit {
			return [2]float64{}
		}
		k := key{w, fw, round}
		if v, ok := memo[k]; ok {
			return v
		}
		var v [2]float64
		for _, heroFirst := range []bool{true, false} {
			first, second := toFoe, toHero
			if !heroFirst {
				first, second = toHero, toFoe
			}
			for x, px := range first {
				w1, fw1 := w, fw
				if heroFirst {
					fw1 += x
				} else {
					w1 += x
				}
				switch {
				case fw1 > foeHP:
					v[0] += 0.5 * px
					continue
				case w1 > hp:
					v[1] += 0.5 * px
					continue
				}
				for y, py := range second {
					w2, fw2 := w1, fw1
					if heroFirst {
						w2 += y
					} else {
						fw2 += y
					}
					p := 0.5 * px * py
					switch {
					case fw2 > foeHP:
						v[0] += p
					case w2 > hp:
						v[1] += p
					default:
						r := walk(w2, fw2, round+1)
						v[0] += p * r[0]
						v[1] += p * r[1]
					}
				}
			}
		}
		memo[k] = v
		return v
	}
	v := walk(0, 0, 1)
	return v[0], v[1]
}

func TestForecastExactDuels(t *testing.T) {
	for _, tc := range []struct {
		name                              string
		hp, hit, ac, foeHP, foeHit, foeAC int
		limit                             int
	}{
		{"even", 4, 12, 14, 4, 12, 14, 50},
		{"hero hits harder", 5, 15, 13, 6, 11, 14, 50},
		{"ties and a short limit", 6, 11, 13, 6, 11, 13, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			party, foes := exactDuel(tc.hp, tc.hit, tc.ac, tc.foeHP, tc.foeHit, tc.foeAC, tc.limit)
			res, err := forecast.Forecast(context.Background(), dragonhead.NewCombatRules(),
				duelSetup(tc.hp, tc.hit, tc.ac, tc.foeHP, tc.foeHit, tc.foeAC),
				forecast.Options{Runs: 4000, Seed: 5, RoundLimit: tc.limit})
			if err != nil {
				t.Fatal(err)
			}
			forecasttest.ContainsExact(t, res, party, foes)
		})
	}
}

// TestForecastCryptSamplesReplay plays the crypt from its file's middle:
// the same seed gives the same answer, and each kept fight replays to the
// end the forecast counted for it.
func TestForecastCryptSamplesReplay(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-crypt.json")
	res := forecasttest.SameSeedSameAnswer(t, dragonhead.NewCombatRules(), enc, forecast.Options{Runs: 300, Seed: 9, Samples: 5})
	if res.DiceFree {
		t.Error("a Dragonhead fight counted as dice-free")
	}
	forecasttest.SamplesEndAsCounted(t, dragonhead.NewCombatRules(), res, dragonhead.Autopilot{}.Dropped)
	// Creatures whose tear passes the M check morale: some fights end with
	// a troglodyte out of the fight but neither passed out nor dead.
	fled := false
	for _, sm := range res.Samples {
		st, _ := encounter.Replay(dragonhead.NewCombatRules(), sm.Encounter)
		for _, c := range st.Combatants {
			fled = fled || c.Has(dragonhead.CondBackingAway) || c.Has(dragonhead.CondFleeing) || c.Has(dragonhead.CondRouted) || c.Resource("_morale_checked") > 0
		}
	}
	if !fled {
		t.Error("no morale check in 5 sampled fights")
	}
}

// BenchmarkForecast4v6 is 4 characters against 6 creatures
// (testdata/forecast-4v6.json: each character 14 HP, AC 14, DC 9, a d4
// armour and a d8 sword at Hit 14; each goblin 8 HP, AC 12, DC 8, M 3,
// Spirit 9 and a d6 spear at Hit 12); FORECAST_BENCH_RUNS sets the fights
// (default 10,000).
func BenchmarkForecast4v6(b *testing.B) {
	enc := forecasttest.Open(b, "testdata/forecast-4v6.json")
	start := forecasttest.CPUTime()
	for b.Loop() {
		if _, err := forecast.Forecast(context.Background(), dragonhead.NewCombatRules(), enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(forecasttest.CPUTime()-start)/float64(b.N), "cpu-ns/op")
}

// TestForecastKeptMatchesJSON: sampled fights of the benchmark's and the
// crypt's give the same state after every event whether the events are
// applied as the autopilot built them (the attack payload converted by
// ConvertTo) or read back from their JSON, as `encounter replay` reads them.
func TestForecastKeptMatchesJSON(t *testing.T) {
	for _, path := range []string{"testdata/forecast-4v6.json", "testdata/forecast-crypt.json"} {
		forecasttest.KeptMatchesJSON(t, dragonhead.NewCombatRules(), forecasttest.Open(t, path), forecast.Options{Runs: 8, Seed: 3})
	}
}

// TestForecastStateCopy: a copy of a fight's state, taken halfway through
// a sampled fight, plays the rest of the log to the same end as the log
// replayed, and leaves the state it was copied from as it was.
func TestForecastStateCopy(t *testing.T) {
	forecasttest.StateCopyPlaysOn(t, dragonhead.NewCombatRules(), forecasttest.Open(t, "testdata/forecast-crypt.json"), forecast.Options{Seed: 5, PlayEvery: true})
}
