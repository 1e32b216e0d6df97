package forecast

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		k, n      int
		low, high float64
	}{
		{5, 10, 0.2366, 0.7634},
		{0, 20, 0, 0.1611},
		{20, 20, 0.8389, 1},
		{1, 1, 0.2065, 1},
	} {
		lo, hi := Wilson(tc.k, tc.n)
		if math.Abs(lo-tc.low) > 5e-4 || math.Abs(hi-tc.high) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = %.4f–%.4f, want %.4f–%.4f", tc.k, tc.n, lo, hi, tc.low, tc.high)
		}
	}
}

// coinRules is a test system with dice: two duellists take turns; a "hit"
// event carries a d6 roll and takes 1 HP on 4 or more. A round is both
// turns.
type coinRules struct{ encounter.Events }

type hitEvent struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Roll     int    `json:"roll"`
}

func newCoinRules() coinRules {
	return coinRules{encounter.NewEvents("coin", encounter.ModeCombat, "coin combat",
		encounter.Handle("hit", "a d6 hit", func(st *encounter.State, p hitEvent) error {
			if p.Roll < 1 || p.Roll > 6 {
				return fmt.Errorf("roll %d", p.Roll)
			}
			if st.ActiveID() != p.Attacker {
				return fmt.Errorf("not %s's turn", p.Attacker)
			}
			t, err := st.Combatant(p.Target)
			if err != nil {
				return err
			}
			if p.Roll >= 4 {
				t.HP--
				t.Unconscious = t.HP <= 0
			}
			st.Turn++
			if st.Turn == len(st.Order) {
				st.Turn, st.Round = 0, st.Round+1
			}
			return nil
		}))}
}

func (coinRules) Start(s encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState("coin", encounter.ModeCombat)
	if err := st.AddSides(s.Sides, true); err != nil {
		return nil, err
	}
	if err := st.AddCombatants(s.Combatants, coinRules{}.NewCombatant); err != nil {
		return nil, err
	}
	for _, c := range st.Combatants {
		st.Order = append(st.Order, c.ID)
	}
	st.Round, st.Turn = 1, 0
	return st, nil
}

func (coinRules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	c := encounter.BaseCombatant(st, cs)
	c.MaxHP, c.HP = cs.Stats["hp"], cs.Stats["hp"]
	c.Unconscious = c.HP <= 0
	return c, nil
}

func (coinRules) Decorate(*encounter.State, *encounter.Combatant, *encounter.Row) {}

type coinPilot struct{}

func (coinPilot) Policy() string                                          { return "hit the other one" }
func (coinPilot) Check(*encounter.State) error                            { return nil }
func (coinPilot) Dropped(_ *encounter.State, c *encounter.Combatant) bool { return c.Unconscious }
func (coinPilot) Dead(*encounter.Combatant) bool                          { return false }
func (coinPilot) Health(c *encounter.Combatant) int                       { return c.HP }
func (coinPilot) HealthName() string                                      { return "HP" }
func (coinPilot) Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	a := st.ActiveID()
	target := st.Order[0]
	if target == a {
		target = st.Order[1]
	}
	ev, err := encounter.NewEvent("hit", hitEvent{a, target, 1 + rng.IntN(6)})
	return []encounter.Event{ev}, err
}

func coinDuel(hpA, hpB int) encounter.Encounter {
	return encounter.Encounter{Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "a", Name: "A"}, {ID: "b", Name: "B"}},
		Combatants: []encounter.CombatantSetup{{ID: "x", Side: "a", Stats: map[string]int{"hp": hpA}},
			{ID: "y", Side: "b", Stats: map[string]int{"hp": hpB}}}}}
}

// exactCoin walks every state (a's HP, b's HP, whose turn) of the duel for
// the chance that a wins within limit rounds.
func exactCoin(hpA, hpB, limit int) (winA, winB float64) {
	type key struct{ a, b, turns int }
	memo := map[key][2]float64{}
	var walk func(a, b, turns int) [2]float64
	walk = func(a, b, turns int) [2]float64 {
		switch {
		case b <= 0:
			return [2]float64{1, 0}
		case a <= 0:
			return [2]float64{0, 1}
		case turns >= 2*limit:
			return [2]float64{}
		}
		k := key{a, b, turns}
		if v, ok := memo[k]; ok {
			return v
		}
		var hit, miss [2]float64
		if turns%2 == 0 {
			hit, miss = walk(a, b-1, turns+1), walk(a, b, turns+1)
		} else {
			hit, miss = walk(a-1, b, turns+1), walk(a, b, turns+1)
		}
		v := [2]float64{(hit[0] + miss[0]) / 2, (hit[1] + miss[1]) / 2}
		memo[k] = v
		return v
	}
	v := walk(hpA, hpB, 0)
	return v[0], v[1]
}

// TestForecastCoinDuelExact checks each exact chance against the
// forecast's 95% interval. The seed is fixed, so the test is repeatable;
// a 95% interval misses the true value in one check of twenty by chance,
// so a new seed or stream may need another fixed seed (with 40,000 runs
// and four seeds the 1-3 duel's share came to 0.0735–0.0750, exact 0.0741).
func TestForecastCoinDuelExact(t *testing.T) {
	for _, tc := range []struct{ hpA, hpB, limit int }{{2, 2, 50}, {1, 3, 50}, {3, 3, 3}} {
		t.Run(fmt.Sprintf("%d-%d-%d", tc.hpA, tc.hpB, tc.limit), func(t *testing.T) {
			winA, winB := exactCoin(tc.hpA, tc.hpB, tc.limit)
			res, err := Run(context.Background(), newCoinRules(), coinPilot{}, coinDuel(tc.hpA, tc.hpB),
				Options{Runs: 4000, Seed: 1, RoundLimit: tc.limit})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				name string
				got  Chance
				want float64
			}{{"A wins", res.Sides[0].Win, winA}, {"B wins", res.Sides[1].Win, winB}, {"undecided", res.Undecided, 1 - winA - winB}} {
				if c.want < c.got.Low || c.want > c.got.High {
					t.Errorf("%s: exact %.4f outside %.4f–%.4f", c.name, c.want, c.got.Low, c.got.High)
				}
			}
			if res.DiceFree {
				t.Error("a fight with dice counted as dice-free")
			}
			again, _ := Run(context.Background(), newCoinRules(), coinPilot{}, coinDuel(tc.hpA, tc.hpB),
				Options{Runs: 4000, Seed: 1, RoundLimit: tc.limit})
			if again.Sides[0].Win != res.Sides[0].Win || again.Rounds.Mean != res.Rounds.Mean {
				t.Error("the same seed gave another answer")
			}
		})
	}
}

func TestForecastRefuses(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts Options
		enc  encounter.Encounter
		want string
	}{
		{"runs", Options{Runs: MaxRuns + 1}, coinDuel(1, 1), "runs 1000001: use 1 to 1000000"},
		{"round limit", Options{RoundLimit: -1}, coinDuel(1, 1), "round limit -1"},
		{"decided", Options{}, coinDuel(1, 0), "already decided"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Run(context.Background(), newCoinRules(), coinPilot{}, tc.enc, tc.opts)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := Forecast(context.Background(), newCoinRules(), coinDuel(1, 1), Options{}); err == nil {
		t.Error("a system without an autopilot was forecast")
	}
}

// replayOnlyRules are coinRules whose own state cannot copy itself, so
// every fight starts from the log replayed.
type replayOnlyRules struct{ coinRules }

type noClone struct{}

func (r replayOnlyRules) Start(s encounter.Setup) (*encounter.State, error) {
	st, err := r.coinRules.Start(s)
	if err == nil {
		st.Ext = &noClone{}
	}
	return st, err
}

// TestForecastCloneMatchesReplay: fights started from a copy of the
// state count as fights started from the log replayed, from the first
// event and from the middle of a fight.
func TestForecastCloneMatchesReplay(t *testing.T) {
	mid := coinDuel(3, 3)
	mid.Log = []encounter.Event{encounter.MustEvent("hit", hitEvent{"x", "y", 5}), encounter.MustEvent("hit", hitEvent{"y", "x", 2})}
	mid.Cursor = 2
	for _, enc := range []encounter.Encounter{coinDuel(2, 3), mid} {
		opts := Options{Runs: 500, Seed: 9, Samples: 3}
		cloned, err := Run(context.Background(), newCoinRules(), coinPilot{}, enc, opts)
		if err != nil {
			t.Fatal(err)
		}
		replayed, err := Run(context.Background(), replayOnlyRules{newCoinRules()}, coinPilot{}, enc, opts)
		if err != nil {
			t.Fatal(err)
		}
		if cloned.Sides[0].Win != replayed.Sides[0].Win || !reflect.DeepEqual(cloned.Rounds, replayed.Rounds) ||
			!reflect.DeepEqual(cloned.Combatants, replayed.Combatants) || len(cloned.Samples) != len(replayed.Samples) {
			t.Errorf("copied start %+v, replayed start %+v", cloned, replayed)
		}
		for i := range cloned.Samples {
			a, _ := json.Marshal(cloned.Samples[i].Encounter.Log)
			b, _ := json.Marshal(replayed.Samples[i].Encounter.Log)
			if string(a) != string(b) {
				t.Errorf("sample %d: %s, replayed %s", i, a, b)
			}
		}
	}
}

// A fight decided before its first round ended (round 0 of a system that
// counts rounds from its first turn) panicked the tally with index -1.
func TestRoundStatsCountsAnEarlyEndAsOneRound(t *testing.T) {
	got := roundStats([]int{0, 1, 3})
	if got.Median != 1 || len(got.Counts) != 3 || got.Counts[0] != 2 || got.Counts[2] != 1 {
		t.Errorf("roundStats = %+v", got)
	}
	if got := roundStats([]int{0}); len(got.Counts) != 1 || got.Counts[0] != 1 || got.Median != 1 {
		t.Errorf("roundStats(0) = %+v", got)
	}
}
