package evening

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestAttackDiceAsLookedUp: the attack dice a combatant's typed stats
// hold are the distributions, means and rolls the autopilot looks up by
// the attack's text (the same values, bit for bit, and the same dice
// drawn), and are not used once the attack's text changes.
func TestAttackDiceAsLookedUp(t *testing.T) {
	st, err := encounter.Replay(NewCombatRules(), forecasttest.Open(t, "testdata/forecast-4v6.json"))
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, c := range st.Combatants {
		for i := range c.Attacks {
			at := &c.Attacks[i]
			kd := keptDice(c, i, at)
			if kd == nil {
				continue
			}
			checked++
			plain, _ := damageDist(at.Dice, false)
			crit, _ := damageDist(at.Dice, true)
			if !reflect.DeepEqual(kd.plain, plain) || !reflect.DeepEqual(kd.crit, crit) ||
				kd.plainMean != plain.Mean() || kd.critMean != crit.Mean() {
				t.Errorf("%s's %s: the kept distributions differ from the looked-up ones", c.ID, at.Name)
			}
			for _, doubled := range []bool{false, true} {
				e := kd.roll
				if doubled {
					e = kd.critRoll
				}
				r1, r2 := rand.New(rand.NewPCG(3, 4)), rand.New(rand.NewPCG(3, 4))
				for range 50 {
					want, err := rollExpr(r1, at.Dice, doubled)
					if got := rollParsed(r2, e); err != nil || got != want {
						t.Fatalf("%s's %s (doubled %v): rolled %d, looked up %d (%v)", c.ID, at.Name, doubled, got, want, err)
					}
				}
			}
			was := at.Dice
			at.Dice = "1d4"
			if keptDice(c, i, at) != nil {
				t.Errorf("%s's %s: kept dice used after the attack changed to 1d4", c.ID, at.Name)
			}
			at.Dice = was
		}
	}
	if checked == 0 {
		t.Fatal("no combatant kept its attack dice")
	}
}
