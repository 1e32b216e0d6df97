package dragonhead

import (
	"testing"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
)

// TestAutopilotRollsAsTheRulesRoll: the autopilot's face-free rolls use the
// same dice in the same order as RollCheck and Expr.Roll, so a forecast's
// dice stream (and its answer) is the one it always was.
func TestAutopilotRollsAsTheRulesRoll(t *testing.T) {
	t.Run("the Slacker Roll's Hit", func(t *testing.T) {
		for seed := range uint64(2000) {
			score, versus := 6+int(seed%12), 10+int(seed%7)
			a, b := dice.NewSource(seed), dice.NewSource(seed)
			want, err := RollCheck(a, CheckInput{Score: score, RiskDice: SlackerRiskDice, Difficulty: DifficultyNormal, Versus: &versus})
			if err != nil {
				t.Fatal(err)
			}
			strength, successes, tie := slackerHit(b, score, versus)
			if strength != want.Strength {
				t.Fatalf("strength != want.Strength: seed %d: slackerHit %d, %d, %d; RollCheck %d, %d, %d", seed, strength, successes, tie, want.Strength, want.Successes, want.TieBreak)
			} else if successes != want.Successes {
				t.Fatalf("successes != want.Successes: seed %d: slackerHit %d, %d, %d; RollCheck %d, %d, %d", seed, strength, successes, tie, want.Strength, want.Successes, want.TieBreak)
			} else if tie != want.TieBreak {
				t.Fatalf("tie != want.TieBreak: seed %d: slackerHit %d, %d, %d; RollCheck %d, %d, %d", seed, strength, successes, tie, want.Strength, want.Successes, want.TieBreak)
			}
			if a.IntN(1000) != b.IntN(1000) {
				t.Fatalf("seed %d: the two sources parted", seed)
			}
		}
	})
	for _, src := range []string{"d6", "2d4-1", "d8+d4", "3d6kh2+1", "-d4+5", "", "7"} {
		t.Run(src, func(t *testing.T) {
			e, err := rollExpr(src)
			if err != nil {
				t.Fatal(err)
			}
			for seed := range uint64(500) {
				a, b := dice.NewSource(seed), dice.NewSource(seed)
				if want, got := e.Roll(a).Total, rollTotal(e, b); got != want {
					t.Fatalf("seed %d: rollTotal %d, Roll %d", seed, got, want)
				}
				if a.IntN(1000) != b.IntN(1000) {
					t.Fatalf("seed %d: the two sources parted", seed)
				}
			}
		})
	}
}

// TestDamageRollsRoom: the lists the autopilot cuts from a fight's room
// for damage rolls are empty and not nil (a miss writes "damage_rolls":
// []), never overlap, cannot grow into one another, and a copy of the
// fight cuts from room of its own.
func TestDamageRollsRoom(t *testing.T) {
	st, err := encounter.Start(NewCombatRules(), duelForRolls())
	if err != nil {
		t.Fatal(err)
	}
	if got := damageRolls(st, 0); got == nil || len(got) != 0 {
		t.Fatalf("got == nil || len(got) != 0: a miss's list %#v", got)
	}
	var lists [][]int
	for i := range 3 * damageRollsRoom {
		n := 1 + i%4
		l := damageRolls(st, n)
		if len(l) != 0 || cap(l) != n {
			t.Fatalf("len(l) != 0 || cap(l) != n: list %d: len %d cap %d, want 0 and %d", i, len(l), cap(l), n)
		}
		for j := range n {
			l = append(l, 1000*i+j)
		}
		lists = append(lists, l)
	}
	for i, l := range lists {
		for j, v := range l {
			if v != 1000*i+j {
				t.Fatalf("v != 1000*i+j: list %d roll %d is %d: another list wrote over it", i, j, v)
			}
		}
	}
	cp, ok := st.Clone()
	if !ok {
		t.Fatal("the state does not copy")
	}
	a, b := damageRolls(st, 1), damageRolls(cp, 1)
	a, b = append(a, 1), append(b, 2)
	if a[0] != 1 || b[0] != 2 {
		t.Fatalf("a[0] != 1 || b[0] != 2: a copy shares the room: %v %v", a, b)
	}
	if big := damageRolls(st, damageRollsRoom+1); cap(big) != damageRollsRoom+1 {
		t.Fatalf("cap(big) != damageRollsRoom+1: %d", cap(big))
	}
}

// duelForRolls is one fighter a side, enough for a fight's state.
func duelForRolls() encounter.Setup {
	return encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "a", Name: "A", Players: true}, {ID: "b", Name: "B"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "x", Name: "X", Side: "a", Kind: "character", Seat: 1, Stats: map[string]int{"hp": 5, "ac": 10, "dc": 8}},
			{ID: "y", Name: "Y", Side: "b", Kind: "creature", Seat: 1, Stats: map[string]int{"hp": 5, "ac": 10, "dc": 8}},
		},
	}
}
