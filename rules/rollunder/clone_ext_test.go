package rollunder

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestCloneExtIntoPlaysTheSame: a copy of a fight's roll-under state made
// in the memory of an earlier copy (CloneExtInto, the forecast's recycled
// states) is CloneExt's copy: the same right after the copy and after every
// event of the same fight played from both with the same dice, whatever the
// old copy went through (a whole fight, half a fight, a declaration
// pending); the state copied from is left as it was, and the old copy's
// fighters are written over rather than new ones made.
func TestCloneExtIntoPlaysTheSame(t *testing.T) {
	for _, path := range []string{"testdata/forecast-4v6.json", "testdata/forecast-ford.json", "testdata/goblin-ambush.encounter.json"} {
		start, err := encounter.Replay(NewCombatRules(), forecasttest.Open(t, path))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		before := withoutScratch(ext(start))
		var old *encounter.State // the last fight's state, recycled by the next
		for seed := range uint64(12) {
			a := cloneOf(t, start)
			b := cloneOf(t, start)
			if old != nil {
				oldX, oldFirst := ext(old), ext(old).sorted[0]
				b.Ext = ext(start).CloneExtInto(old.Ext)
				if b.Ext != any(oldX) || ext(b).sorted[0] != oldFirst {
					t.Fatalf("%s seed %d: the copy was not made in the old copy's memory", path, seed)
				}
			}
			a.Discards, b.Discards = true, true
			what := path + " copy"
			sameExt(t, what, a, b)
			ra, rb := rand.New(rand.NewPCG(seed, 9)), rand.New(rand.NewPCG(seed, 9))
			// Every third fight stops halfway, with declarations made.
			limit := 400
			if seed%3 == 1 {
				limit = 5 + int(seed)
			}
			for n := 0; n < limit && !a.Ended; n++ {
				ea, errA := Autopilot{}.Next(a, ra)
				eb, errB := Autopilot{}.Next(b, rb)
				if (errA == nil) != (errB == nil) || len(ea) != len(eb) {
					t.Fatalf("%s seed %d: %d events (%v) from CloneExt's copy, %d (%v) from CloneExtInto's", path, seed, len(ea), errA, len(eb), errB)
				}
				if errA != nil {
					break
				}
				for i := range ea {
					ja, jb := mustJSON(t, ea[i]), mustJSON(t, eb[i])
					if string(ja) != string(jb) {
						t.Fatalf("%s seed %d: event %s, recycled %s", path, seed, ja, jb)
					}
					errA, errB = encounter.Apply(NewCombatRules(), a, ea[i]), encounter.Apply(NewCombatRules(), b, eb[i])
					if (errA == nil) != (errB == nil) {
						t.Fatalf("%s seed %d: %s applied with error %v, recycled %v", path, seed, ja, errA, errB)
					}
					sameExt(t, path+" "+string(ja), a, b)
				}
				if over(a) {
					break
				}
			}
			old = b
		}
		if after := withoutScratch(ext(start)); !reflect.DeepEqual(before, after) {
			t.Fatalf("%s: copying changed the state copied from", path)
		}
	}
}

// cloneOf is st's copy (State.Clone).
func cloneOf(t *testing.T, st *encounter.State) *encounter.State {
	t.Helper()
	c, ok := st.Clone()
	if !ok {
		t.Fatal("the state does not copy")
	}
	return c
}

// sameExt: a and b's roll-under states are the same but for scratch memory,
// and so are their combatants.
func sameExt(t *testing.T, what string, a, b *encounter.State) {
	t.Helper()
	if !reflect.DeepEqual(withoutScratch(ext(a)), withoutScratch(ext(b))) {
		t.Fatalf("%s: the recycled copy's roll-under state differs:\n%+v\n%+v", what, *ext(a), *ext(b))
	}
	if !reflect.DeepEqual(a.Combatants, b.Combatants) {
		t.Fatalf("%s: the combatants differ", what)
	}
}

// over: at most one side has someone able (the forecast's end of a fight).
func over(st *encounter.State) bool {
	standing := map[string]bool{}
	for _, c := range st.Combatants {
		if !(Autopilot{}).Dropped(st, c) {
			standing[c.Side] = true
		}
	}
	return len(standing) < 2
}
