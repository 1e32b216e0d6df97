package dvr_test

import (
	"context"
	"fmt"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
	_ "sessionzero/rules/systems" // encounter files name their system
)

// duelist is one side of an exact duel: a typed pool of one die, a weapon
// with a die and damage, Health and resistance (no Focus pool, no cover).
type duelist struct{ hp, die, weaponDie, damage, resistance int }

func (d duelist) setup(id, side string) encounter.CombatantSetup {
	return encounter.CombatantSetup{ID: id, Name: id, Side: side,
		Stats: map[string]int{"max_health": d.hp, "resistance": d.resistance},
		Dice:  map[string]string{dvr.QuickPoolKey: fmt.Sprintf("d%d", d.die)},
		Attacks: []encounter.Attack{{Name: "Blade", Kind: dvr.KindWeapon, Damage: float64(d.damage),
			Dice: fmt.Sprintf("d%d", d.weaponDie)}}}
}

func dvrDuel(a, b duelist) encounter.Encounter {
	return encounter.Encounter{System: dvr.ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides:      []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Foes"}},
		Combatants: []encounter.CombatantSetup{a.setup("a", "party"), b.setup("b", "foes")}}}
}

// blow is one attack's damage distribution, walked face by face by the
// book, independent of the autopilot: D is 4 with no cover, R the target's
// resistance ("I roll to hit someone wearing light armor … 5v2",
// 001_b486315a8cda90c7.txt, the gun shot example); a die at D or more is a success, each
// matching group of k faces other than 1 adds k − 1 and is a crit, each
// natural 1 cancels a success; a complete success needs R. A roll short of
// it is pushed with the weapon's points (keeping 1 damage: "I can spend one
// of my damage gun's points to get my 4 up to a 5 … lowering my gun's
// damage") when some dice lifted to D complete it, the cheapest such set.
// A hit deals the damage left plus half the weapon's damage (rounded up)
// on a crit.
func blow(att duelist, risk int) map[int]float64 {
	pool := []int{att.die, att.weaponDie}
	out := map[int]float64{}
	const d = 4
	need := max(risk, 1)
	p := 1 / float64(pool[0]*pool[1])
	for f0 := 1; f0 <= pool[0]; f0++ {
		for f1 := 1; f1 <= pool[1]; f1++ {
			faces := []int{f0, f1}
			a, ones := 0, 0
			for _, f := range faces {
				if f >= d {
					a++
				}
				if f == 1 {
					ones++
				}
			}
			g := 0
			if f0 == f1 && f0 > 1 {
				g = 1
			}
			spent, hit := 0, a+g-ones >= need
			if !hit {
				best := -1
				for set := 1; set < 4; set++ {
					gain, cost, ok := 0, 0, true
					for i := range 2 {
						if set&(1<<i) == 0 {
							continue
						}
						if faces[i] >= d || pool[i] < d {
							ok = false
						}
						gain++
						cost += d - faces[i]
					}
					if ok && a+gain+g-ones >= need && (best < 0 || cost < best) {
						best = cost
					}
				}
				if best >= 0 && best <= att.damage-1 {
					hit, spent = true, best
				}
			}
			dmg := 0
			if hit {
				dmg = att.damage - spent
				if g > 0 {
					dmg += (att.damage + 1) / 2
				}
			}
			out[dmg] += p
		}
	}
	return out
}

// exactDvRDuel walks the popcorn duel: a is the aggressor ("initiative in
// this system is started by the aggressor"), b goes next, and "whoever
// goes last can choose to go first in the next round", so the rounds go
// a b, b a, a b, …; at 0 Health a combatant is "physically unable to act"
// (001_b486315a8cda90c7.txt, Initiative; Health and Focus). It returns each side's chance
// to win within limit rounds.
func exactDvRDuel(a, b duelist, limit int) (pa, pb float64) {
	blowA, blowB := blow(a, b.resistance), blow(b, a.resistance)
	type key struct{ ha, hb, round, step int }
	memo := map[key][2]float64{}
	var walk func(ha, hb, round, step int) [2]float64
	walk = func(ha, hb, round, step int) [2]float64 {
		if ha <= 0 {
			return [2]float64{0, 1}
		}
		if hb <= 0 {
			return [2]float64{1, 0}
		}
		if round > limit {
			return [2]float64{}
		}
		k := key{ha, hb, round, step}
		if v, ok := memo[k]; ok {
			return v
		}
		aActs := (round%2 == 1) == (step == 0)
		nr, ns := round, step+1
		if ns == 2 {
			nr, ns = round+1, 0
		}
		var v [2]float64
		dist := blowA
		if !aActs {
			dist = blowB
		}
		for dmg, p := range dist {
			var w [2]float64
			if aActs {
				w = walk(ha, hb-dmg, nr, ns)
			} else {
				w = walk(ha-dmg, hb, nr, ns)
			}
			v[0] += p * w[0]
			v[1] += p * w[1]
		}
		memo[k] = v
		return v
	}
	v := walk(a.hp, b.hp, 1, 0)
	return v[0], v[1]
}

func TestForecastExactDvRDuels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		a, b  duelist
		limit int
	}{
		{"even knives", duelist{5, 6, 4, 2, 1}, duelist{5, 6, 4, 2, 1}, 50},
		{"heavier blade against armour", duelist{6, 8, 6, 4, 1}, duelist{8, 6, 6, 3, 2}, 50},
		{"short limit", duelist{9, 6, 6, 2, 2}, duelist{9, 6, 6, 2, 2}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pa, pb := exactDvRDuel(tc.a, tc.b, tc.limit)
			res, err := forecast.Forecast(context.Background(), dvr.NewCombatRules(), dvrDuel(tc.a, tc.b),
				forecast.Options{Runs: 4000, Seed: 3, RoundLimit: tc.limit})
			if err != nil {
				t.Fatal(err)
			}
			forecasttest.ContainsExact(t, res, pa, pb)
		})
	}
}

// TestForecastAlleySamplesReplay plays the alley ambush: the same seed
// gives the same answer, and each kept fight replays to the end counted.
func TestForecastAlleySamplesReplay(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-alley.json")
	res := forecasttest.SameSeedSameAnswer(t, dvr.NewCombatRules(), enc, forecast.Options{Runs: 300, Seed: 5, Samples: 5})
	if len(res.Samples) != 5 {
		t.Fatalf("%d samples kept, want 5", len(res.Samples))
	}
	pushed := false
	forecasttest.SamplesEndAsCounted(t, dvr.NewCombatRules(), res, dvr.Autopilot{}.Dropped)
	for _, sm := range res.Samples {
		for _, ev := range sm.Encounter.Log {
			var in dvr.AttackInput
			if ev.Type != "attack" || ev.Decode(&in) != nil {
				continue
			}
			pushed = pushed || len(in.Pushes) > 0
			// Jessie rolls her largest attribute die (Reflex d8 over
			// Toughness d6), her skill and her gun; a thug its typed pool
			// and its knife.
			var names []string
			for _, e := range in.Pool {
				names = append(names, fmt.Sprintf("%s:%s d%d", e.From, e.Name, e.Die))
			}
			want := map[string]string{"jessie": "[script:Reflex d8 skill:Gunplay d6 item:Gun d6]",
				"thug1": "[script:pool d6 script:pool d6 item:Knife d4]"}[in.Attacker]
			if got := fmt.Sprint(names); want != "" && got != want {
				t.Errorf("%s rolls %s, want %s", in.Attacker, got, want)
			}
		}
	}
	if !pushed {
		t.Error("no sampled attack was pushed")
	}
}

func TestForecastDvRRefuses(t *testing.T) {
	enc := dvrDuel(duelist{5, 6, 4, 2, 1}, duelist{5, 6, 4, 2, 1})
	enc.Setup.Combatants[1].Attacks = nil
	if _, err := forecast.Forecast(context.Background(), dvr.NewCombatRules(), enc, forecast.Options{Runs: 10}); err == nil {
		t.Error("a side without a weapon was played")
	}
}

// BenchmarkForecast4v6 is 4 characters against 6 thugs
// (testdata/forecast-4v6.json); FORECAST_BENCH_RUNS sets the fights
// (default 10,000).
func BenchmarkForecast4v6(b *testing.B) {
	enc := forecasttest.Open(b, "testdata/forecast-4v6.json")
	start := forecasttest.CPUTime()
	for b.Loop() {
		if _, err := forecast.Forecast(context.Background(), dvr.NewCombatRules(), enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(forecasttest.CPUTime()-start)/float64(b.N), "cpu-ns/op")
}

// TestForecastStateCopy: a copy of a fight's state, taken halfway through
// a sampled fight, plays the rest of the log to the same end as the log
// replayed, and leaves the state it was copied from as it was.
func TestForecastStateCopy(t *testing.T) {
	forecasttest.StateCopyPlaysOn(t, dvr.NewCombatRules(), forecasttest.Open(t, "testdata/forecast-alley.json"), forecast.Options{Seed: 5})
}
