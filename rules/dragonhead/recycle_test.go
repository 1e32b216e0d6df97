package dragonhead

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestCloneExtIntoPlaysTheSame: copies of the start built in the memory of
// fights already played play the same fights as fresh copies, for the
// benchmark's fight and the crypt (forecasttest.RecycledPlaysTheSame). A
// combatant's counters are built in the old fighter; its typed stats are
// shared, never copied.
func TestCloneExtIntoPlaysTheSame(t *testing.T) {
	for _, file := range []string{"forecast-4v6", "forecast-crypt"} {
		t.Run(file, func(t *testing.T) {
			r := NewCombatRules()
			start, err := encounter.Replay(r, forecasttest.Open(t, "testdata/"+file+".json"))
			if err != nil {
				t.Fatal(err)
			}
			rc := dhRecycling(r)
			rc.Combatant = func(t *testing.T, c, copied *encounter.Combatant, was any) {
				if copied.Ext != was {
					t.Fatalf("%s's counters were not built in the old ones", c.ID)
				}
				if statsOf(copied) != statsOf(c) {
					t.Fatalf("%s's typed stats were copied", c.ID)
				}
			}
			forecasttest.RecycledPlaysTheSame(t, rc, start)
		})
	}
}

// dhRecycling is Dragonhead's autopilot and comparison for the recycling
// tests.
func dhRecycling(r encounter.Rules) forecasttest.Recycling {
	return forecasttest.Recycling{Rules: r, Next: Autopilot{}.Next, Same: sameDHFight}
}

// sameDHFight compares two states field by field, the autopilot's rooms
// for damage rolls and attack payloads and its short list of odds (no part
// of the fight) left out.
func sameDHFight(a, b *encounter.State) bool {
	sa, sb := *a, *b
	if xa, ok := a.Ext.(*combatExt); ok {
		xb, ok := b.Ext.(*combatExt)
		if !ok {
			return false
		}
		ca, cb := *xa, *xb
		ca.rolls, cb.rolls = nil, nil
		ca.attacks, cb.attacks = nil, nil
		ca.odds, cb.odds = recentOdds{}, recentOdds{}
		sa.Ext, sb.Ext = &ca, &cb
	}
	return reflect.DeepEqual(sa, sb)
}

// TestRecycledFightsHandOutRoomOnce: the autopilot's rooms for damage
// rolls and attack payloads (combatExt.rolls, .attacks) are the fields
// CloneExtInto keeps from the old copy, and the autopilot reassigns them
// as it hands parts out. A start that has
// itself been played by the autopilot (as the tracker's proposals do) has
// handed out part of its own room to its events; fights recycled through
// State.CloneInto one after the other, as a forecast worker plays them,
// must neither write into the start's room nor its events, nor hand out
// again a part an earlier fight's event holds: each event keeps its JSON
// while the fights after it play, and the start stays as it was.
func TestRecycledFightsHandOutRoomOnce(t *testing.T) {
	r := NewCombatRules()
	start, err := encounter.Replay(r, forecasttest.Open(t, "testdata/forecast-4v6.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The start plays a round of its own first: its room is in use.
	startEvents := playKept(t, r, start, 40, 77)
	if x := start.Ext.(*combatExt); x.rolls == nil || x.attacks == nil {
		t.Fatal("the start's own fight made no room for damage rolls or attacks")
	}
	x := start.Ext.(*combatExt)
	x.next = [1]encounter.Event{} // the slot's last proposal is no part of the fight (a clone's is empty)
	before, _ := start.Clone()
	startRolls := slices.Clone(x.rolls[:cap(x.rolls)])
	startAttacks := slices.Clone(x.attacks[:cap(x.attacks)])

	var earlier []keptEvent
	var rec *encounter.State
	for seed := uint64(1); seed <= 12; seed++ {
		var ok bool
		if rec, ok = start.CloneInto(rec); !ok {
			t.Fatal("the start cannot be copied")
		}
		for _, ev := range playKept(t, r, rec, 2000, seed) {
			earlier = append(earlier, ev)
		}
		for _, k := range earlier {
			if j, _ := k.ev.MarshalJSON(); string(j) != k.json {
				t.Fatalf("seed %d: an earlier fight's event %s now reads %s", seed, k.json, j)
			}
		}
		for _, k := range startEvents {
			if j, _ := k.ev.MarshalJSON(); string(j) != k.json {
				t.Fatalf("seed %d: the start's event %s now reads %s", seed, k.json, j)
			}
		}
	}
	if !sameDHFight(start, before) {
		t.Fatal("the recycled fights changed the start")
	}
	if got := x.rolls[:cap(x.rolls)]; !reflect.DeepEqual(got, startRolls) {
		t.Fatalf("the start's room for damage rolls changed: %v, was %v", got, startRolls)
	}
	if got := x.attacks[:cap(x.attacks)]; !reflect.DeepEqual(got, startAttacks) {
		t.Fatalf("the start's room for attack payloads changed: %v, was %v", got, startAttacks)
	}
}

// keptEvent is an event applied and its JSON then.
type keptEvent struct {
	ev   encounter.Event
	json string
}

// playKept plays up to n events of a fight on st with the autopilot and
// returns the attacks applied with damage rolls, each with its JSON.
func playKept(t *testing.T, r encounter.Rules, st *encounter.State, n int, seed uint64) []keptEvent {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	var out []keptEvent
	for i := 0; i < n && st.Round <= 30 && !st.Ended; i++ {
		evs, err := Autopilot{}.Next(st, rng)
		if err != nil || len(evs) == 0 {
			break
		}
		ev := evs[0]
		if err := encounter.Apply(r, st, ev); err != nil {
			break
		}
		if j, _ := ev.MarshalJSON(); ev.Type == EventAttack && !strings.Contains(string(j), `"damage_rolls":[]`) {
			out = append(out, keptEvent{ev, string(j)})
		}
	}
	return out
}
