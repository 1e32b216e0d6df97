package rollunder

import (
	"math/rand/v2"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestRefreshTouchedSameAsWhole: refreshing after an attack or a STR save
// only the combatants its handler named (refreshTouched), and checking
// the morale of their groups only, leaves every combatant's actions,
// health flags, shown resources, the pending list and the saves due as a
// check and refresh of everyone does, after every event of autopilot
// fights (checkRefresh); the fights include failed STR saves (Critical
// Damage takes the saver's action), attacks by gangs and a goblin group
// that loses half its members (a morale save falls due).
func TestRefreshTouchedSameAsWhole(t *testing.T) {
	seen := map[string]int{}
	for _, path := range []string{"testdata/forecast-4v6.json", "testdata/forecast-ford.json", "testdata/goblin-ambush.encounter.json"} {
		r := NewCombatRules()
		start, err := encounter.Replay(r, forecasttest.Open(t, path))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for seed := range uint64(60) {
			st, ok := start.Clone()
			if !ok {
				t.Fatalf("%s: the state does not copy", path)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			for n := 0; n < 400 && !st.Ended; n++ {
				evs, err := Autopilot{}.Next(st, rng)
				if err != nil || len(evs) == 0 {
					break
				}
				for _, ev := range evs {
					critical := criticals(st)
					if err := encounter.Apply(r, st, ev); err != nil {
						t.Fatalf("%s seed %d: %s: %v", path, seed, ev.Type, err)
					}
					if ev.Type == EventStrSave && criticals(st) > critical {
						seen["failed str_save"]++
					}
					seen[ev.Type]++
					checkRefresh(t, path+" "+ev.Type, st)
				}
			}
		}
	}
	for _, typ := range []string{EventAttack, "failed str_save"} {
		if seen[typ] == 0 {
			t.Errorf("no %s played: the test does not reach the refresh it checks (%v)", typ, seen)
		}
	}
}

// criticals counts the fighters with Critical Damage.
func criticals(st *encounter.State) int {
	n := 0
	for _, f := range ext(st).sorted {
		if f.Critical {
			n++
		}
	}
	return n
}
