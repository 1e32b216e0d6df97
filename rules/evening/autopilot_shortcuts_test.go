package evening

import "testing"

// TestD20SumsAsTheLoops: the picks' table look-ups (d20Sums) give, bit for
// bit, the sums the picks' loops made face by face ("a natural 20 … always
// hit", a natural 1 always misses: L988–990), for every modifier and TN in
// a wide range, with and without disadvantage; another rounding could
// change a pick and so the dice that follow.
func TestD20SumsAsTheLoops(t *testing.T) {
	for d, p := range &d20Table {
		r := &d20Sums[d]
		for mod := -40; mod <= 40; mod++ {
			for tn := -20; tn <= 60; tn++ {
				hit := 0.0
				for f := 2; f <= 19; f++ {
					if f+mod > tn {
						hit += p[f]
					}
				}
				land := 0.0
				for face, pf := range &p {
					if face > 0 && face+mod <= tn {
						land += pf
					}
				}
				if got := r.hitBetween(mod, tn); got != hit {
					t.Fatalf("disadvantage %d, mod %d, tn %d: hitBetween %v, the loop %v", d, mod, tn, got, hit)
				}
				if got := r.atMost(mod, tn); got != land {
					t.Fatalf("disadvantage %d, mod %d, tn %d: atMost %v, the loop %v", d, mod, tn, got, land)
				}
			}
		}
	}
}

// TestHotFightPenaltyShortcut: at the injury a character joined with,
// hotFightPenalty's shortcut gives what penaltyOf gives, for every level
// of injury, exhaustion and ignored levels the book has (injury 0–6,
// exhaustion 0–5: "Exhaustion" and "Injury" tables).
func TestHotFightPenaltyShortcut(t *testing.T) {
	for injury := range 7 {
		for exhaustion := range 6 {
			for ignoredI := range 3 {
				for ignoredE := range 3 {
					d, dis := penaltyOf(injury, injury, exhaustion, ignoredI, ignoredE)
					if d != 0 || dis != (max(exhaustion-ignoredE, 0) >= 3) {
						t.Fatalf("injury %d exhaustion %d ignored %d/%d: penaltyOf %d %v", injury, exhaustion, ignoredI, ignoredE, d, dis)
					}
				}
			}
		}
	}
}
