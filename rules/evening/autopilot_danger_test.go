package evening_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/rules/forecast"
)

// racer is a character facing a danger: health, initiative, Reflex and
// the aptitude bonus its attempts add; hazard a danger of one attack.
type racer struct{ hp, init, reflex, aptitude int }
type hazard struct{ rating, complexity, init, damage int }

func dangerRace(r racer, h hazard) encounter.Encounter {
	return encounter.Encounter{System: evening.ID, Mode: evening.EncounterDanger, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "hazard", Name: "Hazard"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "hero", Name: "Hero", Side: "party", Kind: "character",
				Stats: map[string]int{"max_hp": r.hp, "initiative": r.init, "reflex": r.reflex, "aptitude:Athletics": r.aptitude}},
			{ID: "slide", Name: "Slide", Side: "hazard", Kind: "danger",
				Stats: map[string]int{"rating": h.rating, "complexity": h.complexity, "initiative_bonus": h.init,
					"attacks": 1, "damage_1": h.damage}}}}}
}

// exactDangerRace walks a character's race against a danger by the book,
// independent of the autopilot (003_b350af455cb359c1.txt). Initiative as
// exactEveningDuel's. On its turn the character attempts: "Figure out the
// base target number for the check (the challenge rating x 3)", a fine
// approach adding nothing; the check succeeds when the total beats it; the
// effect starts standard and goes "one level" up "If the result is 10 or
// more higher than the target number" and for "a natural 20", down for "a
// natural 1" (Effect › Making checks); "Mark successes in a tally: the
// amount is determined by the effect level" (1 for limited or standard, 2
// strong, 3 great) "If the check fails. Mark a failure". Complexity sets
// "Successes Required" and "Failure Threshold" (1: 3 and 2; 2: 4 and 2; 3:
// 5 and 3). On the danger's turn its attack lands unless d20 + Reflex
// beats its TN ("Defense checks to avoid attacks from a danger are made
// against its TN"). It returns the chance the danger is resolved, and the
// chance it wins (its threat occurs, or the character drops).
func exactDangerRace(r racer, h hazard) (party, danger float64) {
	higher, tie := 0.0, 0.0
	for a := 1; a <= 20; a++ {
		for b := 1; b <= 20; b++ {
			switch {
			case a+r.init > b+h.init:
				higher++
			case a+r.init == b+h.init:
				tie++
			}
		}
	}
	first := (higher + tie/2) / 400
	need, threshold := [...]int{0, 3, 4, 5}[h.complexity], [...]int{0, 2, 2, 3}[h.complexity]
	tn := 3 * h.rating
	// The attempt: successes marked (0 is a failure), face by face.
	marks := map[int]float64{}
	for nat := 1; nat <= 20; nat++ {
		total := nat + r.aptitude
		if total <= tn {
			marks[0] += 1.0 / 20
			continue
		}
		effect := 2 // standard
		if total >= tn+10 {
			effect++
		}
		if nat == 20 {
			effect++
		}
		if nat == 1 {
			effect--
		}
		marks[[...]int{0, 1, 1, 2, 3}[min(max(effect, 0), 4)]] += 1.0 / 20
	}
	land := 0.0
	for nat := 1; nat <= 20; nat++ {
		if nat+r.reflex <= tn {
			land += 1.0 / 20
		}
	}
	type key struct{ hp, s, f int }
	memo := map[key][2]float64{}
	// hero is the chances from the character's turn, dangerTurn from the
	// danger's.
	var hero, dangerTurn func(hp, s, f int) [2]float64
	hero = func(hp, s, f int) [2]float64 {
		k := key{hp, s, f}
		if v, ok := memo[k]; ok {
			return v
		}
		var v [2]float64
		for n, p := range marks {
			var w [2]float64
			switch {
			case n == 0 && f+1 >= threshold:
				w = [2]float64{0, 1}
			case n == 0:
				w = dangerTurn(hp, s, f+1)
			case s+n >= need:
				w = [2]float64{1, 0}
			default:
				w = dangerTurn(hp, s+n, f)
			}
			v[0] += p * w[0]
			v[1] += p * w[1]
		}
		memo[k] = v
		return v
	}
	dangerTurn = func(hp, s, f int) [2]float64 {
		if hp-h.damage <= 0 {
			w := hero(hp, s, f)
			return [2]float64{(1 - land) * w[0], land + (1-land)*w[1]}
		}
		a, b := hero(hp-h.damage, s, f), hero(hp, s, f)
		return [2]float64{land*a[0] + (1-land)*b[0], land*a[1] + (1-land)*b[1]}
	}
	a, b := hero(r.hp, 0, 0), dangerTurn(r.hp, 0, 0)
	return first*a[0] + (1-first)*b[0], first*a[1] + (1-first)*b[1]
}

// TestForecastExactDangers checks that the forecast's 95% intervals hold
// the exact chances of small danger races.
func TestForecastExactDangers(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    racer
		h    hazard
	}{
		{"falling stones", racer{10, 2, 3, 4}, hazard{2, 1, 1, 4}},
		{"a long climb", racer{12, 0, 4, 6}, hazard{3, 3, 2, 5}},
		{"a deadly drop", racer{6, 1, 2, 2}, hazard{3, 2, 0, 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			party, danger := exactDangerRace(tc.r, tc.h)
			res, err := forecast.Forecast(context.Background(), evening.NewDangerRules(), dangerRace(tc.r, tc.h),
				forecast.Options{Runs: 4000, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			forecasttest.ContainsExact(t, res, party, danger)
			t.Logf("party %.4f in %.4f–%.4f, danger %.4f in %.4f–%.4f", party, res.Sides[0].Win.Low, res.Sides[0].Win.High,
				danger, res.Sides[1].Win.Low, res.Sides[1].Win.High)
		})
	}
}

// TestForecastRockslideSamplesReplay plays the rockslide: the same seed
// gives the same answer, the GM reads the danger's sentence, each kept
// fight replays to the end counted, the characters attempt and the danger
// makes its three attacks a round, the second on every character.
func TestForecastRockslideSamplesReplay(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-rockslide.json")
	r := evening.NewDangerRules()
	res := forecasttest.SameSeedSameAnswer(t, r, enc, forecast.Options{Runs: 300, Seed: 5, Samples: 5})
	if !strings.Contains(res.Policy, "attempt to resolve the danger") {
		t.Errorf("the GM reads %q", res.Policy)
	}
	if res.Sides[0].Win.Count == 0 || res.Sides[1].Win.Count == 0 {
		t.Errorf("one side never wins: %+v", res.Sides)
	}
	forecasttest.SamplesEndAsCounted(t, r, res, evening.DangerAutopilot{}.Dropped)
	for i, sm := range res.Samples {
		attempts, attacks := 0, map[string]int{}
		for _, ev := range sm.Encounter.Log {
			switch ev.Type {
			case "attempt":
				attempts++
			case "danger_attack":
				var p struct {
					Target string `json:"target"`
					Attack int    `json:"attack"`
				}
				if err := ev.Decode(&p); err != nil {
					t.Fatal(err)
				}
				attacks[fmt.Sprint(p.Attack)]++
			}
		}
		if attempts == 0 || attacks["1"] == 0 || attacks["2"] < attacks["1"] {
			t.Errorf("sample %d: %d attempts, attacks %v", i, attempts, attacks)
		}
	}
	forecasttest.StateCopyPlaysOn(t, r, enc, forecast.Options{Seed: 5})
}

// TestForecastDangerAttempt: the attempt adds the best aptitude and the
// best pair of the check grid.
func TestForecastDangerAttempt(t *testing.T) {
	res, err := forecast.Forecast(context.Background(), evening.NewDangerRules(),
		forecasttest.Open(t, "testdata/forecast-rockslide.json"), forecast.Options{Runs: 3, Seed: 2, Samples: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, sm := range res.Samples {
		for _, ev := range sm.Encounter.Log {
			var p struct {
				Combatant string `json:"combatant"`
				Aptitude  string `json:"aptitude"`
				Modifier  int    `json:"modifier"`
			}
			if ev.Type != "attempt" || ev.Decode(&p) != nil {
				continue
			}
			want := map[string]string{"mira": "Athletics +5", "tobin": "Survival +5"}[p.Combatant]
			if got := fmt.Sprintf("%s %+d", p.Aptitude, p.Modifier); got != want {
				t.Errorf("%s attempts with %s, want %s", p.Combatant, got, want)
			}
		}
	}
}

// TestForecastDangerRefuses: a danger encounter without a danger, or
// without a character to face it, is refused in the GM's words.
func TestForecastDangerRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		change     func(*encounter.Encounter)
	}{
		{"no danger", "no danger", func(e *encounter.Encounter) { e.Setup.Combatants = e.Setup.Combatants[:1] }},
		{"no character", "no character", func(e *encounter.Encounter) { e.Setup.Combatants = e.Setup.Combatants[1:] }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			enc := dangerRace(racer{10, 2, 3, 4}, hazard{2, 1, 1, 4})
			tc.change(&enc)
			st, err := encounter.Replay(evening.NewDangerRules(), enc)
			if err != nil {
				t.Fatal(err)
			}
			if err = (evening.DangerAutopilot{}).Check(st); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// BenchmarkForecastDanger4 is 4 characters racing a rating-3 danger of
// complexity 6 and its 3 attacks.
func BenchmarkForecastDanger4(b *testing.B) {
	enc := dangerRace(racer{14, 2, 4, 3}, hazard{3, 6, 1, 6})
	enc.Setup.Combatants[1].Stats["attacks"] = 3
	enc.Setup.Combatants[1].Stats["damage_2"] = 6
	enc.Setup.Combatants[1].Stats["damage_3"] = 6
	for i := 1; i < 4; i++ {
		c := enc.Setup.Combatants[0]
		c.ID, c.Name = fmt.Sprintf("hero%d", i), fmt.Sprintf("Hero %d", i+1)
		enc.Setup.Combatants = append(enc.Setup.Combatants, c)
	}
	forecasttest.Bench(b, evening.NewDangerRules, enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1})
}
