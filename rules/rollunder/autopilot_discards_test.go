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

// sameFight: a and b are the same but for Discards and the autopilot's
// attack block.
func sameFight(a, b *encounter.State) bool {
	sa, sb := *a, *b
	sb.Discards = sa.Discards
	xa, xb := *ext(a), *ext(b)
	xa.block, xb.block = nil, nil
	sa.Ext, sb.Ext = &xa, &xb
	return reflect.DeepEqual(sa, sb)
}

func mustJSON(t *testing.T, ev encounter.Event) []byte {
	t.Helper()
	raw, err := ev.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return raw
}
