package forecasttest

import (
	"math/rand/v2"
	"testing"

	"sessionzero/rules/encounter"
)

// Recycling is what RecycledPlaysTheSame needs of one system.
type Recycling struct {
	Rules encounter.Rules
	// Next is the autopilot's Next.
	Next func(*encounter.State, *rand.Rand) ([]encounter.Event, error)
	// Same compares two states field by field, the autopilot's scratch
	// (no part of the fight) left out.
	Same func(a, b *encounter.State) bool
	// Combatant, when set, checks one combatant's Ext after it was copied
	// into was, the old copy's; by default it must be built in was.
	Combatant func(t *testing.T, start, copied *encounter.Combatant, was any)
}

// RecycledPlaysTheSame: a state whose Ext and combatants' Ext are copied
// into the memory of a fight already played (CloneExtInto; every other
// time into a copy itself recycled the seed before, as a forecast worker
// recycles its state fight after fight) equals a fresh copy (CloneExt) by
// rc.Same, and plays the same fight from there: the same events and the
// same state after every event. The copies leave the start as it was.
func RecycledPlaysTheSame(t *testing.T, rc Recycling, start *encounter.State) {
	t.Helper()
	before, _ := start.Clone()
	reused := 0
	var prev *encounter.State
	for seed := uint64(1); seed <= 15; seed++ {
		used := prev
		if seed%2 == 1 {
			used, _ = start.Clone()
			if PlayAlongside(t, rc, used, nil, seed+100) == 0 {
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
			if rc.Combatant != nil {
				rc.Combatant(t, c, rec.Combatants[i], was)
			} else if rec.Combatants[i].Ext != was {
				t.Fatalf("seed %d: %s's part was not built in the old one's memory", seed, c.ID)
			}
		}
		if !rc.Same(fresh, rec) {
			t.Fatalf("seed %d: the copy into old memory differs from a fresh copy", seed)
		}
		PlayAlongside(t, rc, fresh, rec, seed)
		prev = rec
	}
	if reused == 0 {
		t.Fatal("no Ext was built in an old one's memory")
	}
	if !rc.Same(start, before) {
		t.Fatal("copying changed the start")
	}
}

// PlayAlongside plays a fight on a with rc's autopilot; with b, it plays b
// too with the same dice and fails when an event or a state (by rc.Same)
// differs. played counts the events applied to a.
func PlayAlongside(t *testing.T, rc Recycling, a, b *encounter.State, seed uint64) (played int) {
	t.Helper()
	ra, rb := rand.New(rand.NewPCG(seed, 9)), rand.New(rand.NewPCG(seed, 9))
	for n := 0; a.Round <= 30 && !a.Ended && n < 2000; n++ {
		ea, err := rc.Next(a, ra)
		if err != nil || len(ea) == 0 {
			return played
		}
		var eb []encounter.Event
		if b != nil {
			if eb, err = rc.Next(b, rb); err != nil || len(eb) != len(ea) {
				t.Fatalf("seed %d: %d events, the recycled copy %d (error %v)", seed, len(ea), len(eb), err)
			}
		}
		for i, ev := range ea {
			errA := encounter.Apply(rc.Rules, a, ev)
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
			errB := encounter.Apply(rc.Rules, b, eb[i])
			if (errA == nil) != (errB == nil) {
				t.Fatalf("seed %d: %s applied with error %v, to the recycled copy %v", seed, ja, errA, errB)
			}
			if !rc.Same(a, b) {
				t.Fatalf("seed %d: after %s the states differ", seed, ja)
			}
			if errA != nil {
				return played
			}
		}
	}
	return played
}
