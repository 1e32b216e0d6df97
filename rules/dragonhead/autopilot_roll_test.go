package dragonhead

import (
	"testing"

	"sessionzero/rules/dice"
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
