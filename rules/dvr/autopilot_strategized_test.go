package dvr_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// strategized makes an encounter of the duelists, party first, in
// strategized initiative.
func strategized(party, foes []duelist) encounter.Encounter {
	enc := encounter.Encounter{System: dvr.ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Foes"}},
		Extra: map[string]json.RawMessage{"initiative": json.RawMessage(`"strategized"`)}}}
	for i, d := range party {
		enc.Setup.Combatants = append(enc.Setup.Combatants, d.setup(string(rune('a'+i)), "party"))
	}
	for i, d := range foes {
		enc.Setup.Combatants = append(enc.Setup.Combatants, d.setup(string(rune('x'+i)), "foes"))
	}
	return enc
}

// exactStrategized walks a strategized fight of one or two party members
// against one foe, independent of the autopilot. "All actions are done at
// the same time meaning that if an enemy's damage is still dealt even if
// they are killed in that turn" (001_b486315a8cda90c7.txt, Strategized
// Combat): each round every standing combatant's blow (the blow
// distribution of autopilot_test.go) falls at once, the party's on the foe
// and the foe's on the party member it is likeliest to drop (the blow's
// damage reaches its Health), then the one it takes the most from, then
// the one with less Health, then the first. It returns the chance the
// party wins, the foe wins, and nobody is left standing, within limit
// rounds.
func exactStrategized(party []duelist, foe duelist, limit int) (pp, pf, nobody float64) {
	type dist = map[int]float64
	ours := make([]dist, len(party))
	for i, d := range party {
		ours[i] = blow(d, foe.resistance)
	}
	theirs := make([]dist, len(party))
	for i, d := range party {
		theirs[i] = blow(foe, d.resistance)
	}
	type key struct {
		hp    [2]int
		foe   int
		round int
	}
	memo := map[key][3]float64{}
	var walk func(hp [2]int, hf, round int) [3]float64
	walk = func(hp [2]int, hf, round int) [3]float64 {
		up := 0
		for i := range party {
			if hp[i] > 0 {
				up++
			}
		}
		switch {
		case up == 0 && hf <= 0:
			return [3]float64{0, 0, 1}
		case up == 0:
			return [3]float64{0, 1, 0}
		case hf <= 0:
			return [3]float64{1, 0, 0}
		case round > limit:
			return [3]float64{}
		}
		k := key{hp, hf, round}
		if v, ok := memo[k]; ok {
			return v
		}
		target := -1
		for i := range party {
			if hp[i] <= 0 {
				continue
			}
			if target < 0 {
				target = i
				continue
			}
			drops := func(j int) bool { return foe.damage >= hp[j] }
			takes := func(j int) int { return min(foe.damage, hp[j]) }
			switch {
			case drops(i) != drops(target):
				if drops(i) {
					target = i
				}
			case takes(i) != takes(target):
				if takes(i) > takes(target) {
					target = i
				}
			case hp[i] < hp[target]:
				target = i
			}
		}
		// The party's blows, then the foe's, all on the round's start.
		outcomes := map[int]float64{0: 1} // total party damage → chance
		for i := range party {
			if hp[i] <= 0 {
				continue
			}
			next := map[int]float64{}
			for sum, p := range outcomes {
				for dmg, q := range ours[i] {
					next[sum+dmg] += p * q
				}
			}
			outcomes = next
		}
		var v [3]float64
		for sum, p := range outcomes {
			for dmg, q := range theirs[target] {
				nhp := hp
				nhp[target] -= dmg
				w := walk(nhp, hf-sum, round+1)
				for j := range v {
					v[j] += p * q * w[j]
				}
			}
		}
		memo[k] = v
		return v
	}
	var hp [2]int
	for i, d := range party {
		hp[i] = d.hp
	}
	v := walk(hp, foe.hp, 1)
	return v[0], v[1], v[2]
}

// TestForecastExactStrategized checks that the forecast's 95% intervals
// hold the exact chances of small strategized fights, where both sides'
// blows of a round fall together and both may drop at once.
func TestForecastExactStrategized(t *testing.T) {
	for _, tc := range []struct {
		name  string
		party []duelist
		foe   duelist
		limit int
	}{
		{"even knives", []duelist{{5, 6, 4, 2, 1}}, duelist{5, 6, 4, 2, 1}, 50},
		{"heavier blade against armour", []duelist{{6, 8, 6, 4, 1}}, duelist{8, 6, 6, 3, 2}, 50},
		{"short limit", []duelist{{9, 6, 6, 2, 2}}, duelist{9, 6, 6, 2, 2}, 3},
		{"two against a brute", []duelist{{5, 6, 4, 2, 1}, {4, 6, 6, 3, 1}}, duelist{11, 8, 6, 4, 2}, 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pp, pf, nobody := exactStrategized(tc.party, tc.foe, tc.limit)
			res, err := forecast.Forecast(context.Background(), dvr.NewCombatRules(), strategized(tc.party, []duelist{tc.foe}),
				forecast.Options{Runs: 4000, Seed: 3, RoundLimit: tc.limit})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				what string
				got  forecast.Chance
				want float64
			}{{"party wins", res.Sides[0].Win, pp}, {"foe wins", res.Sides[1].Win, pf}, {"nobody stands", res.Nobody, nobody},
				{"undecided", res.Undecided, max(1-pp-pf-nobody, 0)}} {
				if c.want < c.got.Low || c.want > c.got.High {
					t.Errorf("%s: exact %.4f outside the forecast's %.4f–%.4f", c.what, c.want, c.got.Low, c.got.High)
				}
				t.Logf("%s: exact %.4f, forecast %.4f (%.4f–%.4f)", c.what, c.want, c.got.Chance, c.got.Low, c.got.High)
			}
		})
	}
}

// TestForecastRooftopSamplesReplay plays the strategized rooftop standoff:
// the same seed gives the same answer, the GM reads the strategized
// sentence, each kept fight replays to the end counted, and its log is the
// tracker's: lock, reveal, the tier's attacks, end of the tier.
func TestForecastRooftopSamplesReplay(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-rooftop.json")
	res := forecasttest.SameSeedSameAnswer(t, dvr.NewCombatRules(), enc, forecast.Options{Runs: 300, Seed: 5, Samples: 5})
	if !strings.Contains(res.Policy, "at once") || strings.Contains(res.Policy, "aggressor") {
		t.Errorf("the GM reads %q", res.Policy)
	}
	forecasttest.SamplesEndAsCounted(t, dvr.NewCombatRules(), res, dvr.Autopilot{}.Dropped)
	struckWhenDown := false
	for _, sm := range res.Samples {
		var types []string
		for _, ev := range sm.Encounter.Log[:4] {
			types = append(types, ev.Type)
		}
		if got := strings.Join(types, " "); got != "lock reveal attack attack" {
			t.Errorf("the first round begins %s", got)
		}
		// A combatant dropped earlier in its tier still strikes.
		st, err := encounter.Replay(dvr.NewCombatRules(), encounter.Encounter{System: dvr.ID, Mode: encounter.ModeCombat, Setup: sm.Encounter.Setup})
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range sm.Encounter.Log {
			if ev.Type == "attack" {
				var in dvr.AttackInput
				if err := ev.Decode(&in); err != nil {
					t.Fatal(err)
				}
				if a, _ := st.Combatant(in.Attacker); a != nil && a.HP == 0 {
					struckWhenDown = true
				}
			}
			if err := encounter.Apply(dvr.NewCombatRules(), st, ev); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !struckWhenDown {
		t.Error("nobody dropped in its tier struck back in five fights")
	}
	forecasttest.StateCopyPlaysOn(t, dvr.NewCombatRules(), enc, forecast.Options{Seed: 5})
}

// TestForecastStrategizedMidTier forecasts from inside a tier: a
// combatant dropped earlier in it still strikes, so the fight is not over.
func TestForecastStrategizedMidTier(t *testing.T) {
	enc := strategized([]duelist{{2, 6, 4, 2, 1}}, []duelist{{2, 6, 4, 2, 1}})
	for _, e := range []struct {
		typ     string
		payload any
	}{{"lock", nil}, {"reveal", nil}, {"attack", dvr.AttackInput{Attacker: "x", Target: "a",
		Pool: []dvr.PoolEntry{{Die: 6, From: "script", Name: dvr.QuickPoolKey}, {Die: 4, From: "item", Name: "Blade"}},
		Dice: []int{5, 4}, Weapon: dvr.Weapon{Name: "Blade", Damage: 2}}}} {
		ev, err := encounter.NewEvent(e.typ, e.payload)
		if err != nil {
			t.Fatal(err)
		}
		enc.Log = append(enc.Log, ev)
	}
	enc.Cursor = len(enc.Log)
	res, err := forecast.Forecast(context.Background(), dvr.NewCombatRules(), enc, forecast.Options{Runs: 500, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Sides[1].Win.Count == 500 || res.Nobody.Count == 0 {
		t.Errorf("the dropped party member never struck back: %+v %+v", res.Sides, res.Nobody)
	}
}

// BenchmarkForecastStrategized4v6 is the popcorn benchmark's fight (4
// characters against 6 thugs) in strategized initiative
// (testdata/forecast-4v6-strategized.json).
func BenchmarkForecastStrategized4v6(b *testing.B) {
	enc := forecasttest.Open(b, "testdata/forecast-4v6-strategized.json")
	forecasttest.Bench(b, dvr.NewCombatRules, enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1})
}
