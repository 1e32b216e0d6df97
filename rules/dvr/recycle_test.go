package dvr

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// TestCloneExtIntoPlaysTheSame: a state whose Ext and combatants' Ext are
// copied into the memory of a fight already played (CloneExtInto; every
// other time into a copy itself recycled the seed before, as the
// forecast recycles a thrown-away fight) equals a fresh copy (CloneExt)
// field by field, and plays the same fight from there: the same events
// and the same state after every event, for both initiatives. The copy
// into old memory leaves the start as it was.
func TestCloneExtIntoPlaysTheSame(t *testing.T) {
	for _, file := range []string{"forecast-4v6", "forecast-4v6-strategized", "forecast-alley"} {
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
					if playDvR(t, r, used, nil, seed+100) == 0 {
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
					was := used.Combatants[i].Ext
					rec.Combatants[i].Ext = c.Ext.(encounter.ExtRecycler).CloneExtInto(was)
					if rec.Combatants[i].Ext != was {
						t.Fatalf("seed %d: %s's fighter was not built in the old one's memory", seed, c.ID)
					}
				}
				if !sameDvRFight(fresh, rec) {
					t.Fatalf("seed %d: the copy into old memory differs from a fresh copy", seed)
				}
				playDvR(t, r, fresh, rec, seed)
				prev = rec
			}
			if reused == 0 {
				t.Fatal("no Ext was built in an old one's memory")
			}
			if !sameDvRFight(start, before) {
				t.Fatal("copying changed the start")
			}
		})
	}
}

// playDvR plays a fight on a with the autopilot; with b, it plays b too
// with the same dice and fails when an event or a state differs.
// played counts the events applied to a.
func playDvR(t *testing.T, r encounter.Rules, a, b *encounter.State, seed uint64) (played int) {
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
			if !sameDvRFight(a, b) {
				t.Fatalf("seed %d: after %s the states differ", seed, ja)
			}
			if errA != nil {
				return played
			}
		}
	}
	return played
}

// sameDvRFight compares two states field by field, the autopilot's
// scratch (no part of the fight) left out.
func sameDvRFight(a, b *encounter.State) bool {
	sa, sb := *a, *b
	if xa, ok := a.Ext.(*Ext); ok {
		xb, ok := b.Ext.(*Ext)
		if !ok {
			return false
		}
		ca, cb := *xa, *xb
		ca.scratch, cb.scratch = autoScratch{}, autoScratch{}
		sa.Ext, sb.Ext = &ca, &cb
	}
	return reflect.DeepEqual(sa, sb)
}

// TestRecycledDuelsLeaveTheStartAlone: the one list of DvR's state a fight
// grows in place is Duels ("duel_start" appends, "duel_damage" writes a
// duel's score through its pointer). A start with a duel under way (the
// alley with a duel opened and scored) is copied into a state whose fight
// scored that duel and opened another, three times over as a forecast
// worker recycles: the start stays as it was and each copy holds the
// start's duels. Then the forecast of that start gives the same answer with
// one worker and two (run it with -race).
func TestRecycledDuelsLeaveTheStartAlone(t *testing.T) {
	r := NewCombatRules()
	event := func(typ string, payload any) encounter.Event {
		t.Helper()
		e, err := encounter.NewEvent(typ, payload)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	enc := forecasttest.Open(t, "testdata/forecast-alley.json")
	enc.Log = append(enc.Log, event(EventDuelStart, DuelStartPayload{A: "jessie", B: "thug1", Size: 3}),
		event(EventDuelDamage, DuelDamagePayload{Duel: "d1", By: "thug1", Amount: 1}))
	enc.Cursor = len(enc.Log)
	start, err := encounter.Replay(r, enc)
	if err != nil {
		t.Fatal(err)
	}
	if x := start.Ext.(*Ext); len(x.Duels) != 1 {
		t.Fatalf("the start has %d duels, want 1", len(x.Duels))
	}
	before, _ := start.Clone()
	var used *encounter.State
	for round := 1; round <= 3; round++ {
		rec, ok := start.CloneInto(used)
		if !ok {
			t.Fatal("the start cannot be copied")
		}
		if got, want := EncounterStatus(rec), EncounterStatus(start); !reflect.DeepEqual(got, want) {
			t.Fatalf("copy %d: %+v, the start %+v", round, got, want)
		}
		for _, ev := range []encounter.Event{
			event(EventDuelDamage, DuelDamagePayload{Duel: "d1", By: "jessie", Amount: 2}),
			event(EventDuelStart, DuelStartPayload{A: "ruben", B: "boss", Size: 5}),
			event(EventDuelDamage, DuelDamagePayload{Duel: "d2", By: "boss", Amount: 2}),
		} {
			if err := encounter.Apply(r, rec, ev); err != nil {
				t.Fatalf("copy %d: %s: %v", round, ev.Type, err)
			}
		}
		if !sameDvRFight(start, before) {
			t.Fatalf("the fight in copy %d changed the start", round)
		}
		used = rec
	}
	forecasttest.SameSeedSameAnswer(t, r, enc, forecast.Options{Runs: 200, Seed: 5})
}
