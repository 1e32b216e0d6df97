package forecast

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"sessionzero/rules/encounter"
)

// TestStandingMemoAsDecided: the per-fight memo decides a fight exactly
// when decided does, as combatants drop, get up, change sides, leave and
// join.
func TestStandingMemoAsDecided(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	overs, steps := 0, 0
	for fight := range 50 {
		st := encounter.NewState("coin", encounter.ModeCombat)
		sides := []string{"a", "b", "c"}[:2+fight%2]
		for _, id := range sides {
			if err := st.AddSide(encounter.SideSetup{ID: id}); err != nil {
				t.Fatal(err)
			}
		}
		n := 0
		join := func() {
			n++
			c := &encounter.Combatant{ID: fmt.Sprintf("c%d", n), Side: sides[rng.IntN(len(sides))]}
			if err := st.AddCombatant(c); err != nil {
				t.Fatal(err)
			}
		}
		for range 2 + rng.IntN(6) {
			join()
		}
		var memo standingMemo
		for step := range 200 {
			wantWinner, wantOver := decided(st, coinPilot{})
			gotWinner, gotOver := memo.decided(st, coinPilot{})
			if gotWinner != wantWinner || gotOver != wantOver {
				t.Fatalf("fight %d step %d: memo %q %v, decided %q %v", fight, step, gotWinner, gotOver, wantWinner, wantOver)
			}
			steps++
			if wantOver {
				overs++
			}
			switch k := rng.IntN(10); {
			case k < 6 && len(st.Combatants) > 0:
				c := st.Combatants[rng.IntN(len(st.Combatants))]
				c.Unconscious = rng.IntN(3) > 0
			case k == 6 && len(st.Combatants) > 0:
				st.Combatants[rng.IntN(len(st.Combatants))].Side = sides[rng.IntN(len(sides))]
			case k == 7 && len(st.Combatants) > 0:
				if err := st.RemoveCombatant(st.Combatants[rng.IntN(len(st.Combatants))].ID); err != nil {
					t.Fatal(err)
				}
			default:
				join()
			}
		}
	}
	if overs < steps/10 || overs > steps*9/10 {
		t.Errorf("decided %d times of %d: the steps test little", overs, steps)
	}
}
