package rollunder

import (
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"sessionzero/rules/encounter"
)

// TestDiscardsPlaysTheSame: a fight whose state discards its events
// (encounter.State.Discards, where the autopilot reuses one attack block)
// plays, event by event, to the same states and the same events as the
// fight with the same dice whose state keeps them; and the events of the
// kept fight still read as they were built once the fight is over.
func TestDiscardsPlaysTheSame(t *testing.T) {
	raw, err := os.ReadFile("testdata/forecast-4v6.json")
	if err != nil {
		t.Fatal(err)
	}
	file, err := encounter.ParseFile(raw)
	if err != nil {
		t.Fatal(err)
	}
	r := NewCombatRules()
	start, err := encounter.Replay(r, file.Encounter)
	if err != nil {
		t.Fatal(err)
	}
	attacks := 0
	for seed := uint64(1); seed <= 40; seed++ {
		kept, ok := start.Clone()
		if !ok {
			t.Fatal("the state does not copy")
		}
		disc, _ := start.Clone()
		kept.Quiet, disc.Quiet, disc.Discards = true, true, true
		rk, rd := rand.New(rand.NewPCG(seed, 7)), rand.New(rand.NewPCG(seed, 7))
		var log []encounter.Event
		var built [][]byte
		for kept.Round <= 30 && !kept.Ended {
			ek, errK := Autopilot{}.Next(kept, rk)
			ed, errD := Autopilot{}.Next(disc, rd)
			if (errK == nil) != (errD == nil) || len(ek) != len(ed) {
				t.Fatalf("seed %d: the autopilot proposed %d events (error %v) and, discarding, %d (error %v)", seed, len(ek), errK, len(ed), errD)
			}
			if errK != nil {
				break
			}
			for i := range ek {
				jk, jd := mustJSON(t, ek[i]), mustJSON(t, ed[i])
				if string(jk) != string(jd) {
					t.Fatalf("seed %d: event %s, discarding %s", seed, jk, jd)
				}
				if ek[i].Type == EventAttack {
					attacks++
				}
				log, built = append(log, ek[i]), append(built, jk)
				errK, errD = encounter.Apply(r, kept, ek[i]), encounter.Apply(r, disc, ed[i])
				if (errK == nil) != (errD == nil) {
					t.Fatalf("seed %d: %s applied with error %v, discarding %v", seed, jk, errK, errD)
				}
				if !sameFight(kept, disc) {
					t.Fatalf("seed %d: after %s the states differ", seed, jk)
				}
			}
		}
		for i, ev := range log { // the kept events were not reused
			if got := mustJSON(t, ev); string(got) != string(built[i]) {
				t.Fatalf("seed %d: kept event %d reads %s, built as %s", seed, i+1, got, built[i])
			}
		}
	}
	if attacks == 0 {
		t.Fatal("no attack was played")
	}
}

// sameFight: a and b are the same but for Discards and the memory a state
// that discards its events writes its payloads into (the autopilot's
// attack block and list of events, the state's scratch, each fighter's
// declaration payload).
func sameFight(a, b *encounter.State) bool {
	sa, sb := *a, *b
	sb.Discards = sa.Discards
	sa.Ext, sb.Ext = withoutScratch(ext(a)), withoutScratch(ext(b))
	return reflect.DeepEqual(sa, sb)
}

// withoutScratch is a copy of x without the payload memory of a state that
// discards its events; its fighters are copies too, in the same places.
func withoutScratch(x *combatExt) *combatExt {
	c := *x
	c.block, c.scratch, c.evs = nil, nil, nil
	copies := map[*fighter]*fighter{}
	own := func(f *fighter) *fighter {
		if f == nil {
			return nil
		}
		if g, ok := copies[f]; ok {
			return g
		}
		g := *f
		g.declBuf = nil
		if f.Declared == &f.decl {
			g.Declared = &g.decl
		}
		copies[f] = &g
		return &g
	}
	c.sorted, c.byPos = make([]*fighter, len(x.sorted)), make([]*fighter, len(x.byPos))
	for i, f := range x.sorted {
		c.sorted[i] = own(f)
	}
	for i, f := range x.byPos {
		c.byPos[i] = own(f)
	}
	return &c
}

func mustJSON(t *testing.T, ev encounter.Event) []byte {
	t.Helper()
	raw, err := ev.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return raw
}
