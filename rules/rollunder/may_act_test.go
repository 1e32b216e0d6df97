package rollunder

import (
	"testing"

	"sessionzero/rules/encounter"
)

// TestMayActNowAsTheBookLists: mayActNow (one call, one walk over the
// conditions) answers as able, not Stunned, on the active side and, in
// the first round's order, passed, for every combination of the
// flags and scores it reads and of the conditions that stop a combatant
// ("Unconscious creatures are reduced to 0hp", seeds/004 L46–50; Stunned, any
// case, as Combatant.Has finds them), so a combatant who may not act
// never declares nor joins a gang.
func TestMayActNowAsTheBookLists(t *testing.T) {
	conds := [][]string{nil, {"Hidden"}, {"Unconscious"}, {"stunned"}, {"Blinded", "UNCONSCIOUS"}, {"Stunned", "Hidden"}, {"Invisible", "Blinded"}}
	st := &encounter.State{ActiveSide: "a"}
	n, acts := 0, 0
	for bits := 0; bits < 1<<9; bits++ {
		for _, cs := range conds {
			c := &encounter.Combatant{ID: "c", Side: "a", Dead: bits&1 != 0}
			if bits&2 != 0 {
				c.Side = "b"
			}
			for _, name := range cs {
				c.SetCondition(encounter.Condition{Name: name, Remaining: -1})
			}
			f := &fighter{Critical: bits&4 != 0, Fled: bits&8 != 0, Routed: bits&16 != 0, Passed: bits&32 != 0, cur: [3]int{5, 5, 5}}
			if bits&64 != 0 {
				f.cur[1] = 0
			}
			if bits&128 != 0 {
				f.cur[2] = 0
			}
			x := &combatExt{Initial: bits&256 != 0}
			// able as the book's list reads (not dead, critical,
			// paralyzed, catatonic, Unconscious, fled or routed) against
			// the split the hot callers inline.
			wantAble := !c.Dead && !f.Critical && !f.Fled && !f.Routed && f.cur[1] > 0 && f.cur[2] > 0 && !c.Has("Unconscious")
			if able(c, f) != wantAble || (outByNumbers(c, f) || has(c, "Unconscious")) != !wantAble || lost(c, f) != !wantAble {
				t.Fatalf("bits %09b, conditions %v: able %v, outByNumbers %v, want able %v", bits, cs, able(c, f), outByNumbers(c, f), wantAble)
			}
			want := able(c, f) && !has(c, "Stunned") && c.Side == st.ActiveSide && (!x.Initial || f.Passed)
			if got := mayActNow(st, x, c, f); got != want {
				t.Fatalf("bits %09b, conditions %v: mayActNow %v, want %v", bits, cs, got, want)
			}
			n++
			if want {
				acts++
			}
		}
	}
	if acts == 0 || acts == n {
		t.Fatalf("%d of %d cases may act: the table does not cover both answers", acts, n)
	}
}
