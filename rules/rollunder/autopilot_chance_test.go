package rollunder

import "testing"

// TestPassChanceTable: the autopilot's kept save chances are the chances
// counted face by face ("Roll d20 equal or under the appropriate Ability
// Score … 1 is always a success and 20 is always a failure", 004 book), for
// every score, with and without disadvantage, and for scores outside the
// table.
func TestPassChanceTable(t *testing.T) {
	for score := -2; score <= MaxScore+2; score++ {
		for _, dis := range []bool{false, true} {
			if got, want := passChance(score, dis), countedPassChance(score, dis); got != want {
				t.Errorf("passChance(%d, %v) = %v, counted %v", score, dis, got, want)
			}
		}
	}
	if got := passChance(12, false); got != 0.6 {
		t.Errorf("passChance(12) = %v, want 0.6 (faces 1 to 12 of 20)", got)
	}
}
