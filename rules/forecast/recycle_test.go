package forecast

import (
	"context"
	"encoding/json"
	"testing"

	"sessionzero/rules/encounter"
)

// hitsExt counts hits; it copies itself into an old copy.
type hitsExt struct{ Hits []int }

func (x *hitsExt) CloneExt() any { return x.CloneExtInto(nil) }

func (x *hitsExt) CloneExtInto(old any) any {
	o, _ := old.(*hitsExt)
	if o == nil {
		o = new(hitsExt)
	}
	o.Hits = append(o.Hits[:0], x.Hits...)
	return o
}

// recyclingCoin is the coin duel with rules' state that a recycled fight
// state must start afresh: each hit is listed in the state's and the
// attacker's Ext and the target's "hp" stat follows its HP (SetStat), which
// the pilot reads as health.
type recyclingCoin struct{ coinRules }

func (r recyclingCoin) Start(s encounter.Setup) (*encounter.State, error) {
	st, err := r.coinRules.Start(s)
	if err != nil {
		return nil, err
	}
	st.Ext = &hitsExt{}
	for _, c := range st.Combatants {
		c.Ext = &hitsExt{}
	}
	return st, nil
}

func (r recyclingCoin) Apply(st *encounter.State, ev encounter.Event) error {
	before := 0
	var p hitEvent
	if ev.Type == "hit" {
		if err := ev.Decode(&p); err != nil {
			return err
		}
		if t, err := st.Combatant(p.Target); err == nil {
			before = t.HP
		}
	}
	if err := r.coinRules.Apply(st, ev); err != nil {
		return err
	}
	if ev.Type == "hit" {
		t, _ := st.Combatant(p.Target)
		if t.HP < before {
			a, _ := st.Combatant(p.Attacker)
			a.Ext.(*hitsExt).Hits = append(a.Ext.(*hitsExt).Hits, st.Round)
			st.Ext.(*hitsExt).Hits = append(st.Ext.(*hitsExt).Hits, st.Round)
			t.SetStat("hp", t.HP)
		}
	}
	return nil
}

// statPilot reads health from the "hp" stat and ends a fight at the
// fifth hit of the state's Ext.
type statPilot struct{ coinPilot }

func (statPilot) Health(c *encounter.Combatant) int { return c.Stat("hp") }
func (statPilot) Dropped(st *encounter.State, c *encounter.Combatant) bool {
	return c.Stat("hp") <= 0 || len(st.Ext.(*hitsExt).Hits) >= 5 && len(c.Ext.(*hitsExt).Hits) < 3
}

// TestForecastRecycledSameAsCloned: fights played in a recycled state
// (not sampled) count as fights played in a fresh clone (every fight
// sampled), with one worker and with two.
func TestForecastRecycledSameAsCloned(t *testing.T) {
	for _, workers := range []int{1, 2} {
		var res [2]Result
		for k, samples := range []int{0, 300} {
			got, err := Run(context.Background(), recyclingCoin{newCoinRules()}, statPilot{}, coinDuel(4, 3),
				Options{Runs: 300, Seed: 9, Samples: samples, Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			got.Samples = nil
			res[k] = got
		}
		a, _ := json.Marshal(res[0])
		b, _ := json.Marshal(res[1])
		if string(a) != string(b) {
			t.Errorf("%d workers: recycled %s\ncloned %s", workers, a, b)
		}
		if res[0].Combatants[0].MeanLost == 0 || res[0].Combatants[1].Drop.Count == 0 {
			t.Errorf("%d workers: the fights did nothing: %s", workers, a)
		}
	}
}
