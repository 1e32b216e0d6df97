package drgn_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// duel is a one-against-one fight: a hero (the players' side, first) and
// a foe, each with one melee weapon.
func duel(heroHP, heroDmg, heroTough, foeHP, foeDmg, foeTough int) encounter.Encounter {
	fighter := func(id, side string, hp, dmg, tough int) encounter.CombatantSetup {
		return encounter.CombatantSetup{ID: id, Name: id, Side: side,
			Stats:   map[string]int{"max_hp": hp, "toughness": tough},
			Attacks: []encounter.Attack{{Name: "Blade", Kind: "melee", Damage: float64(dmg)}}}
	}
	return encounter.Encounter{System: drgn.ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides:      []encounter.SideSetup{{ID: "heroes", Name: "Heroes", Players: true}, {ID: "foes", Name: "Foes"}},
		Combatants: []encounter.CombatantSetup{fighter("hero", "heroes", heroHP, heroDmg, heroTough), fighter("foe", "foes", foeHP, foeDmg, foeTough)}}}
}

// exactDuel walks the duel by the book, independent of the autopilot:
// "Each character gets 3 actions at the start of the round", an attack
// costs one and is "guaranteed to hit", and a hit takes "((Damage *
// Attunement) * Crit) - (Toughness + Evasion)" (000_83d7bea2fb475415.txt,
// Actions; Damage and Death); at 0 HP a creature is unconscious. The heroes
// act first. It returns the winner ("" undecided) and the rounds played.
func exactDuel(heroHP, heroDmg, heroTough, foeHP, foeDmg, foeTough, limit int) (string, int) {
	heroHit, foeHit := max(heroDmg-foeTough, 0), max(foeDmg-heroTough, 0)
	for round := 1; round <= limit; round++ {
		foeHP -= 3 * heroHit
		if foeHP <= 0 {
			return "heroes", round
		}
		heroHP -= 3 * foeHit
		if heroHP <= 0 {
			return "foes", round
		}
	}
	return "", limit
}

func TestForecastExactDuels(t *testing.T) {
	for _, tc := range []struct {
		name                                                string
		heroHP, heroDmg, heroTough, foeHP, foeDmg, foeTough int
	}{
		{"hero outlasts", 40, 6, 1, 30, 5, 0},
		{"foe hits harder", 30, 4, 0, 60, 9, 2},
		{"first blow decides an even fight", 20, 5, 0, 20, 5, 0},
		{"armour turns every blow", 20, 3, 5, 20, 3, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const limit = 12
			winner, rounds := exactDuel(tc.heroHP, tc.heroDmg, tc.heroTough, tc.foeHP, tc.foeDmg, tc.foeTough, limit)
			res, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(),
				duel(tc.heroHP, tc.heroDmg, tc.heroTough, tc.foeHP, tc.foeDmg, tc.foeTough),
				forecast.Options{Runs: 200, Seed: 3, RoundLimit: limit})
			if err != nil {
				t.Fatal(err)
			}
			exact := map[string]float64{"heroes": 0, "foes": 0, "": 0}
			exact[winner] = 1
			check := func(what string, c forecast.Chance, p float64) {
				if p < c.Low || p > c.High {
					t.Errorf("%s: exact chance %.3f outside the forecast's interval %.3f–%.3f", what, p, c.Low, c.High)
				}
			}
			check("heroes win", res.Sides[0].Win, exact["heroes"])
			check("foes win", res.Sides[1].Win, exact["foes"])
			check("undecided", res.Undecided, exact[""])
			if winner != "" && (res.Rounds.Median != rounds || res.Rounds.P90 != rounds) {
				t.Errorf("rounds: median %d p90 %d, the walk takes %d", res.Rounds.Median, res.Rounds.P90, rounds)
			}
		})
	}
}

// TestForecastPierBlocksAndSpends plays the pier from its file's middle
// (Robin's spear already declared in round 1's Dec).
func TestForecastPierBlocksAndSpends(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-pier.json")
	res, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: 5, Samples: 1})
	if err != nil {
		t.Fatal(err)
	}
	st, err := encounter.Replay(drgn.NewCombatRules(), res.Samples[0].Encounter)
	if err != nil {
		t.Fatalf("the sampled fight does not replay: %v", err)
	}
	robin, _ := st.Combatant("robin")
	vex, _ := st.Combatant("vex")
	// "block ALL attacks coming from that character with a single action":
	// Robin keeps an action and his tower shield takes the pirates' blows.
	if got := robin.Resource(drgn.ShieldKey("Tower shield")); got >= 60 {
		t.Errorf("the tower shield has %d of 60 HP: Robin never blocked", got)
	}
	// Vex spends Arc bolt's 3 uses (it beats her dagger) and no more.
	if got := vex.Resource(encounter.UsesKey("Arc bolt")); got != 0 {
		t.Errorf("Arc bolt uses left %d, want 0", got)
	}
	if robin.Resource("epicoins") >= 2 {
		t.Errorf("Robin kept both Epicoins: a critical hit that drops Garrix was not bought")
	}
	if res.Sides[0].Win.Count != 5 {
		t.Errorf("party wins %d of 5, want 5", res.Sides[0].Win.Count)
	}
}

func TestForecastSameSeedSameAnswer(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-pier.json")
	run := func() forecast.Result {
		res, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: 30, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	if a, b := run(), run(); !reflect.DeepEqual(a, b) {
		t.Errorf("two forecasts with one seed differ:\n%+v\n%+v", a, b)
	}
}

// TestForecastDiceFreeCountsTheFirstFight: DRGN draws no dice, so the
// forecast plays the first fight and counts it for all; playing every
// fight gives the same answer.
func TestForecastDiceFreeCountsTheFirstFight(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-pier.json")
	once, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: 25, Samples: 2})
	if err != nil {
		t.Fatal(err)
	}
	every, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: 25, Samples: 2, PlayEvery: true})
	if err != nil {
		t.Fatal(err)
	}
	if !once.DiceFree || every.DiceFree {
		t.Errorf("DiceFree %v and %v, want true and false", once.DiceFree, every.DiceFree)
	}
	once.DiceFree = false
	if !reflect.DeepEqual(once, every) {
		t.Errorf("counting the first fight differs from playing every fight:\n%+v\n%+v", once, every)
	}
}

func TestForecastSamplesReplayToTheirEnd(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-pier.json")
	res, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: 8, Samples: 3})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Samples) != 3 {
		t.Fatalf("%d samples, want 3", len(res.Samples))
	}
	forecasttest.SamplesEndAsCounted(t, drgn.NewCombatRules(), res, drgn.Autopilot{}.Dropped)
}

func TestForecastCancelAndProgress(t *testing.T) {
	enc := forecasttest.Open(t, "testdata/forecast-pier.json")
	var last [2]int
	_, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: 300,
		Progress: func(done, total int) { last = [2]int{done, total} }})
	if err != nil || last != [2]int{300, 300} {
		t.Errorf("progress ended at %v (%v), want [300 300]", last, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := forecast.Forecast(ctx, drgn.NewCombatRules(), enc, forecast.Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled forecast returned %v", err)
	}
}

// party4v6 is 4 characters against 6 opponents for the benchmark.
func party4v6() encounter.Encounter {
	enc := encounter.Encounter{System: drgn.ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "orcs", Name: "Orcs"}}}}
	for i := range 4 {
		cs := encounter.CombatantSetup{ID: fmt.Sprintf("pc%d", i), Name: fmt.Sprintf("PC %d", i+1), Side: "party",
			Stats: map[string]int{"max_hp": 120 + 10*i, "toughness": 2, "epicoins": 1},
			Attacks: []encounter.Attack{{Name: "Sword", Kind: "melee", Damage: 14, Element: "Slashing"},
				{Name: "Flare", Kind: "ability", Damage: 22, Element: "Fire", Uses: 2}}}
		if err := drgn.SetSetup(&cs, drgn.CombatantPart{Shields: []drgn.Shield{{Name: "Buckler", HP: 30, MaxHP: 30, Toughness: 2}}}); err != nil {
			panic(err) // a fixed, valid setup
		}
		enc.Setup.Combatants = append(enc.Setup.Combatants, cs)
	}
	for i := range 6 {
		enc.Setup.Combatants = append(enc.Setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprintf("orc%d", i), Name: fmt.Sprintf("Orc %d", i+1), Side: "orcs",
			Stats:   map[string]int{"max_hp": 60, "toughness": 1},
			Attacks: []encounter.Attack{{Name: "Axe", Kind: "melee", Damage: 11, Element: "Slashing"}}})
	}
	return enc
}

// BenchmarkForecast4v6EveryFight plays each of the fights (what a system
// with dice pays); FORECAST_BENCH_RUNS sets how many.
func BenchmarkForecast4v6EveryFight(b *testing.B) {
	enc := party4v6()
	start := forecasttest.CPUTime()
	for b.Loop() {
		if _, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1, PlayEvery: true}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(forecasttest.CPUTime()-start)/float64(b.N), "cpu-ns/op")
}

func BenchmarkForecast4v6(b *testing.B) {
	enc := party4v6()
	start := forecasttest.CPUTime()
	for b.Loop() {
		if _, err := forecast.Forecast(context.Background(), drgn.NewCombatRules(), enc, forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(forecasttest.CPUTime()-start)/float64(b.N), "cpu-ns/op")
}

// TestForecastStateCopy: a copy of a fight's state, taken halfway through
// a sampled fight, plays the rest of the log to the same end as the log
// replayed, and leaves the state it was copied from as it was.
func TestForecastStateCopy(t *testing.T) {
	forecasttest.StateCopyPlaysOn(t, drgn.NewCombatRules(), forecasttest.Open(t, "testdata/forecast-pier.json"), forecast.Options{Seed: 5, PlayEvery: true})
}
