package evening

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestCloneExtIntoPlaysTheSame: a state whose Ext and combatants' Ext are
// copied into the memory of a fight already played (CloneExtInto; every
// other time into a copy itself recycled the seed before, as the
// forecast recycles a thrown-away fight) equals a fresh copy (CloneExt)
// field by field, and plays the same fight from there: the same events
// and the same state after every event, for threat fights and a danger. The copy
// into old memory leaves the start as it was.
func TestCloneExtIntoPlaysTheSame(t *testing.T) {
	for _, tc := range []struct {
		file  string
		rules encounter.Rules
		auto  nextFunc
	}{
		{"forecast-4v6", NewCombatRules(), Autopilot{}.Next},
		{"forecast-crypt", NewCombatRules(), Autopilot{}.Next},
		{"forecast-rockslide", NewDangerRules(), DangerAutopilot{}.Next},
	} {
		file, r, next := tc.file, tc.rules, tc.auto
		t.Run(file, func(t *testing.T) {
			start, err := encounter.Replay(r, forecasttest.Open(t, "testdata/"+file+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := start.Ext.(*fightExt); !ok {
				t.Fatal("the start has no fightExt: Start makes it, for the forecast to recycle")
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
					if playEvening(t, r, next, used, nil, seed+100) == 0 {
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
				if !sameEveningFight(fresh, rec) {
					t.Fatalf("seed %d: the copy into old memory differs from a fresh copy", seed)
				}
				playEvening(t, r, next, fresh, rec, seed)
				prev = rec
			}
			if reused == 0 {
				t.Fatal("no Ext was built in an old one's memory")
			}
			if !sameEveningFight(start, before) {
				t.Fatal("copying changed the start")
			}
		})
	}
}

// nextFunc is an autopilot's Next.
type nextFunc func(*encounter.State, *rand.Rand) ([]encounter.Event, error)

// playEvening plays a fight on a with the autopilot next; with b, it
// plays b too with the same dice and fails when an event or a state
// differs.
// played counts the events applied to a.
func playEvening(t *testing.T, r encounter.Rules, next nextFunc, a, b *encounter.State, seed uint64) (played int) {
	t.Helper()
	ra, rb := rand.New(rand.NewPCG(seed, 9)), rand.New(rand.NewPCG(seed, 9))
	for n := 0; a.Round <= 30 && !a.Ended && n < 2000; n++ {
		ea, err := next(a, ra)
		if err != nil || len(ea) == 0 {
			return played
		}
		var eb []encounter.Event
		if b != nil {
			if eb, err = next(b, rb); err != nil || len(eb) != len(ea) {
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
			if !sameEveningFight(a, b) {
				t.Fatalf("seed %d: after %s the states differ", seed, ja)
			}
			if errA != nil {
				return played
			}
		}
	}
	return played
}

// sameEveningFight compares two states field by field, the autopilot's
// payload blocks (no part of the fight) left out.
func sameEveningFight(a, b *encounter.State) bool {
	sa, sb := *a, *b
	if xa, ok := a.Ext.(*fightExt); ok {
		xb, ok := b.Ext.(*fightExt)
		if !ok {
			return false
		}
		ca, cb := *xa, *xb
		ca.attacks, cb.attacks, ca.threats, cb.threats = nil, nil, nil, nil
		ca.rolls, cb.rolls, ca.choices, cb.choices, ca.inits, cb.inits = nil, nil, nil, nil, nil, nil
		sa.Ext, sb.Ext = &ca, &cb
	}
	return reflect.DeepEqual(sa, sb)
}

// TestForecastRecyclesTheFightExt: a forecast's start (Start, then the
// log) holds the state's own part, so a copy of it into a fight played
// before (State.CloneInto, as a forecast worker recycles its state) is
// built in that fight's fightExt and keeps its payload blocks, instead of
// each fight making a new one at its first proposal.
func TestForecastRecyclesTheFightExt(t *testing.T) {
	r := NewCombatRules()
	start, err := encounter.Replay(r, forecasttest.Open(t, "testdata/forecast-4v6.json"))
	if err != nil {
		t.Fatal(err)
	}
	first, ok := start.CloneInto(nil)
	if !ok {
		t.Fatal("the start cannot be copied")
	}
	if playEvening(t, r, Autopilot{}.Next, first, nil, 7) == 0 {
		t.Fatal("the fight played no event")
	}
	x, ok := first.Ext.(*fightExt)
	if !ok || len(x.attacks)+len(x.rolls) == 0 {
		t.Fatal("the fight made no payload block in its fightExt")
	}
	second, _ := start.CloneInto(first)
	if second.Ext != x {
		t.Fatal("the next fight's fightExt is not the last one's")
	}
	if len(x.rolls) == 0 && len(x.attacks) == 0 {
		t.Fatal("the recycled fightExt lost its blocks")
	}
}
