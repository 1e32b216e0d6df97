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

// TestCloneExtIntoPlaysTheSame: a state whose Ext and combatants' Ext are
// copied into the memory of a fight already played (CloneExtInto; every
// other time into a copy itself recycled the seed before, as the
// forecast recycles a thrown-away fight) equals a fresh copy (CloneExt)
// field by field, and plays the same fight from there: the same events
// and the same state after every event, for the benchmark's fight and the crypt. The copy
// into old memory leaves the start as it was.
func TestCloneExtIntoPlaysTheSame(t *testing.T) {
	for _, file := range []string{"forecast-4v6", "forecast-crypt"} {
		t.Run(file, func(t *testing.T) {
			r := NewCombatRules()
			start, err := encounter.Replay(r, forecasttest.Open(t, "testdata/"+file+".json"))
			if err != nil {
				t.Fatal(err)
			}
			before, _ := start.Clone()
			reused := 0
			var prev *encounter.State
			for seed := uint64(1); seed <= 15; seed++ {
				// Odd seeds copy into a fight played from a fresh copy; even
				// ones into the recycled copy the seed before played, as a
				// forecast worker recycles one state fight after fight.
				used := prev
				if seed%2 == 1 {
					used, _ = start.Clone()
					if playDH(t, r, used, nil, seed+100) == 0 {
						t.Fatalf("seed %d: the first fight played no event", seed)
					}
				}
				fresh, _ := start.Clone()
				rec, _ := start.Clone()
				oldExt := used.Ext
				rec.Ext = start.Ext.(encounter.ExtRecycler).CloneExtInto(used.Ext)
				if rec.Ext == oldExt {
					reused++
				}
				for i, c := range start.Combatants {
					// The counters are built in the old fighter; the typed
					// stats are shared, never copied.
					oldFighter := used.Combatants[i].Ext
					rec.Combatants[i].Ext = c.Ext.(encounter.ExtRecycler).CloneExtInto(oldFighter)
					if rec.Combatants[i].Ext != oldFighter {
						t.Fatalf("seed %d: %s's counters were not built in the old ones", seed, c.ID)
					}
					if statsOf(rec.Combatants[i]) != statsOf(c) {
						t.Fatalf("seed %d: %s's typed stats were copied", seed, c.ID)
					}
				}
				if !sameDHFight(fresh, rec) {
					t.Fatalf("seed %d: the copy into old memory differs from a fresh copy", seed)
				}
				playDH(t, r, fresh, rec, seed)
				prev = rec
			}
			if reused == 0 {
				t.Fatal("no Ext was built in an old one's memory")
			}
			if !sameDHFight(start, before) {
				t.Fatal("copying changed the start")
			}
		})
	}
}

// playDH plays a fight on a with the autopilot; with b, it plays b too
// with the same dice and fails when an event or a state differs.
// played counts the events applied to a.
func playDH(t *testing.T, r encounter.Rules, a, b *encounter.State, seed uint64) (played int) {
	t.Helper()
	ra, rb := rand.New(rand.NewPCG(seed, 9)), rand.New(rand.NewPCG(seed, 9))
	for n := 0; a.Round <= 30 && !a.Ended && n < 2000; n++ {
		ea, err := Autopilot{}.Next(a, ra)
		if err != nil || len(ea) == 0 {
			return played
		}
		var eb []encounter.Event
		if b != nil {
			if eb, err = (Autopilot{}).Next(b, rb); err != nil || len(eb) != len(ea) {
				t.Fatalf("seed %d: %d events, the recycled copy %d (error %v)", seed, len(ea), len(eb), err)
			}
		}
		for i, ev := range ea {
			errA := encounter.Apply(r, a, ev)
			played++
			if b == nil {
				if errA != nil {
					return played
				}
				continue
			}
			ja, _ := ev.MarshalJSON()
			jb, _ := eb[i].MarshalJSON()
			if string(ja) != string(jb) {
				t.Fatalf("seed %d: event %s, the recycled copy %s", seed, ja, jb)
			}
			errB := encounter.Apply(r, b, eb[i])
			if (errA == nil) != (errB == nil) {
				t.Fatalf("seed %d: %s applied with error %v, to the recycled copy %v", seed, ja, errA, errB)
			}
			if !sameDHFight(a, b) {
				t.Fatalf("seed %d: after %s the states differ", seed, ja)
			}
			if errA != nil {
				return played
			}
		}
	}
	return played
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
