package evening_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/rules/forecast"
	_ "sessionzero/rules/systems" // encounter files name their system
)

// hero is a character with one attack (a bonus and d-sided damage die) and
// no reserves; foe a threat with one attack of flat damage.
type hero struct{ hp, init, reflex, hit, die int }
type foe struct{ hp, init, hitTN, attackTN, damage int }

func eveningDuel(h hero, f foe) encounter.Encounter {
	return encounter.Encounter{System: evening.ID, Mode: evening.EncounterCombat, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Foes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "hero", Name: "Hero", Side: "party", Kind: "character",
				Stats:   map[string]int{"max_hp": h.hp, "initiative": h.init, "reflex": h.reflex},
				Attacks: []encounter.Attack{{Name: "Blade", Kind: "melee", Hit: h.hit, Dice: fmt.Sprintf("1d%d", h.die)}}},
			{ID: "foe", Name: "Foe", Side: "foes", Kind: "threat",
				Stats: map[string]int{"max_hp": f.hp, "initiative_bonus": f.init, "hit_tn": f.hitTN, "attack_tn": f.attackTN,
					"attacks": 1, "damage_1": f.damage}}}}}
}

// exactEveningDuel walks the duel by the book, independent of the
// autopilot. Initiative: "a d20 + Finesse check … Ties roll off against
// each other until an order emerges" (003_b350af455cb359c1.txt, The
// initiative roll), so the hero goes first with P(its score
// is higher) plus half the chance of a tie. The hero's attack: "A natural
// 20 is a critical hit. Critical hits always hit. Double all damage dice"
// and "A natural 1 is a critical miss"; otherwise the total must beat the
// threat's TN (Combat actions › Attack; Threats, "attacks made against the
// threat are made against its TN"). The threat's attack: "Defending
// against threat attacks … are made against its TN": the hero's d20 +
// Reflex must beat it, else the damage per attack lands. At 0 health the
// hero drops; the threat is defeated. It returns each side's chance to win
// within limit rounds.
func exactEveningDuel(h hero, f foe, limit int) (ph, pf float64) {
	higher, tie := 0.0, 0.0
	for a := 1; a <= 20; a++ {
		for b := 1; b <= 20; b++ {
			switch {
			case a+h.init > b+f.init:
				higher++
			case a+h.init == b+f.init:
				tie++
			}
		}
	}
	heroFirst := (higher + tie/2) / 400
	// The hero's blow: the damage it deals, face by face.
	blow := map[int]float64{}
	for nat := 1; nat <= 20; nat++ {
		switch {
		case nat == 20:
			for x := 1; x <= h.die; x++ {
				for y := 1; y <= h.die; y++ {
					blow[x+y] += 1.0 / 20 / float64(h.die*h.die)
				}
			}
		case nat != 1 && nat+h.hit > f.hitTN:
			for x := 1; x <= h.die; x++ {
				blow[x] += 1.0 / 20 / float64(h.die)
			}
		default:
			blow[0] += 1.0 / 20
		}
	}
	land := 0.0
	for nat := 1; nat <= 20; nat++ {
		if nat+h.reflex <= f.attackTN {
			land += 1.0 / 20
		}
	}
	type key struct{ hh, fh, round, step int }
	memo := map[key][2]float64{}
	var walk func(hh, fh, round, step int, heroFirst bool) [2]float64
	walk = func(hh, fh, round, step int, first bool) [2]float64 {
		if hh <= 0 {
			return [2]float64{0, 1}
		}
		if fh <= 0 {
			return [2]float64{1, 0}
		}
		if round > limit {
			return [2]float64{}
		}
		s := step
		if !first {
			s = 1 - step
		}
		k := key{hh, fh, round, s*2 + step}
		if v, ok := memo[k]; ok {
			return v
		}
		nr, ns := round, step+1
		if ns == 2 {
			nr, ns = round+1, 0
		}
		var v [2]float64
		if s == 0 { // the hero acts
			for d, p := range blow {
				w := walk(hh, fh-d, nr, ns, first)
				v[0], v[1] = v[0]+p*w[0], v[1]+p*w[1]
			}
		} else {
			w := walk(hh-f.damage, fh, nr, ns, first)
			m := walk(hh, fh, nr, ns, first)
			v[0], v[1] = land*w[0]+(1-land)*m[0], land*w[1]+(1-land)*m[1]
		}
		memo[k] = v
		return v
	}
	a, b := walk(h.hp, f.hp, 1, 0, true), walk(h.hp, f.hp, 1, 0, false)
	return heroFirst*a[0] + (1-heroFirst)*b[0], heroFirst*a[1] + (1-heroFirst)*b[1]
}

func TestForecastExactEveningDuels(t *testing.T) {
	for _, tc := range []struct {
		name  string
		h     hero
		f     foe
		limit int
	}{
		{"even", hero{12, 2, 3, 4, 6}, foe{12, 2, 13, 13, 3}, 50},
		{"tough threat", hero{14, 0, 4, 5, 8}, foe{20, 3, 12, 15, 5}, 50},
		{"short limit", hero{20, 1, 5, 3, 4}, foe{20, 1, 14, 14, 2}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ph, pf := exactEveningDuel(tc.h, tc.f, tc.limit)
			res, err := forecast.Forecast(context.Background(), evening.NewCombatRules(), eveningDuel(tc.h, tc.f),
				forecast.Options{Runs: 4000, Seed: 6, RoundLimit: tc.limit})
			if err != nil {
				t.Fatal(err)
			}
			forecasttest.ContainsExact(t, res, ph, pf)
		})
	}
}

// TestForecastCryptSamplesReplay plays the crypt fight from before
// initiative: the same seed gives the same answer, each kept fight replays
// to the end counted for it, and the characters spend reserve dice.
func TestForecastCryptSamplesReplay(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-crypt.json")
	res := forecasttest.SameSeedSameAnswer(t, evening.NewCombatRules(), enc, forecast.Options{Runs: 300, Seed: 2, Samples: 6})
	if len(res.Samples) != 6 {
		t.Fatalf("%d samples kept, want 6", len(res.Samples))
	}
	reserves := false
	forecasttest.SamplesEndAsCounted(t, evening.NewCombatRules(), res, evening.Autopilot{}.Dropped)
	for _, sm := range res.Samples {
		for _, ev := range sm.Encounter.Log {
			var p struct {
				ReserveRoll int `json:"reserve_roll"`
			}
			if ev.Type == "threat_attack" && ev.Decode(&p) == nil && p.ReserveRoll > 0 {
				reserves = true
			}
		}
	}
	if !reserves {
		t.Error("no sampled defense spent a reserve die")
	}
}

func TestForecastEveningRefuses(t *testing.T) {
	enc := eveningDuel(hero{12, 2, 3, 4, 6}, foe{12, 2, 13, 13, 3})
	enc.Setup.Combatants[0].Attacks = nil
	if _, err := forecast.Forecast(context.Background(), evening.NewCombatRules(), enc, forecast.Options{Runs: 10}); err == nil {
		t.Error("a side without an attack was played")
	}
}

// BenchmarkForecast4v6 is 4 characters against 6 ghouls (fourVsSix);
// FORECAST_BENCH_RUNS sets the fights (default 10,000).
func BenchmarkForecast4v6(b *testing.B) {
	enc := fourVsSix()
	start := forecasttest.CPUTime()
	for b.Loop() {
		if _, err := forecast.Forecast(context.Background(), evening.NewCombatRules(), enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(forecasttest.CPUTime()-start)/float64(b.N), "cpu-ns/op")
}

// TestFourVsSixIsTheTestdataFight: testdata/forecast-4v6.json (which the
// typed copy's test and the identical-output check play) is the
// benchmark's fight.
func TestFourVsSixIsTheTestdataFight(t *testing.T) {
	file, err := json.Marshal(forecasttest.Open(t, "testdata/forecast-4v6.json").Setup)
	if err != nil {
		t.Fatal(err)
	}
	code, err := json.Marshal(fourVsSix().Setup)
	if err != nil {
		t.Fatal(err)
	}
	if string(file) != string(code) {
		t.Errorf("the file's setup\n%s\nthe benchmark's\n%s", file, code)
	}
}

// fourVsSix is 4 characters with reserves against 6 ghouls.
func fourVsSix() encounter.Encounter {
	enc := encounter.Encounter{System: evening.ID, Mode: evening.EncounterCombat, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "ghouls", Name: "Ghouls"}}}}
	for i := range 4 {
		enc.Setup.Combatants = append(enc.Setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprintf("pc%d", i), Name: fmt.Sprintf("PC %d", i+1),
			Side: "party", Kind: "character", Stats: map[string]int{"max_hp": 14, "initiative": 2, "reflex": 3, "reserves": 2},
			Dice:    map[string]string{"reserves": "d8,d8"},
			Attacks: []encounter.Attack{{Name: "Longsword", Kind: "melee", Hit: 5, Dice: "1d8+2"}}})
	}
	for i := range 6 {
		enc.Setup.Combatants = append(enc.Setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprintf("ghoul%d", i), Name: fmt.Sprintf("Ghoul %d", i+1),
			Side: "ghouls", Kind: "threat", Stats: map[string]int{"max_hp": 12, "hit_tn": 12, "attack_tn": 13, "attacks": 1, "damage_1": 4, "initiative_bonus": 1}})
	}
	return enc
}
