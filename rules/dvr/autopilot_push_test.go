package dvr

import (
	"math/rand/v2"
	"testing"

	"sessionzero/rules/dice"
)

// TestAutoPushesCostsWhatPushCostSays: the autopilot's pushes, which work
// the cost out from their own counts, push exactly when PushCost says a
// push completes the roll within the points, and spend its cost, for
// random pools, faces, D, R and budgets.
func TestAutoPushesCostsWhatPushCostSays(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	sizes := []int{4, 6, 8, 10, 12}
	pushed := 0
	for n := 0; n < 20000; n++ {
		in := AttackInput{}
		for range 1 + rng.IntN(4) {
			size := sizes[rng.IntN(len(sizes))]
			in.Pool = append(in.Pool, PoolEntry{Die: size, From: PoolScript})
			in.Dice = append(in.Dice, dice.RollDie(rng, size))
		}
		d, r := 2+rng.IntN(10), rng.IntN(4)
		weapon, focus := rng.IntN(5), rng.IntN(6)
		var pool []int
		for _, e := range in.Pool {
			pool = append(pool, e.Die)
		}
		cost, ok := PushCost(CheckInput{Pool: pool, Difficulty: d, Risk: r}, in.Dice, 0, false)
		want := ok && cost > 0 && cost <= weapon+focus
		var s autoScratch
		got := autoPushes(&s, in, d, r, weapon, focus)
		if (got != nil) != want {
			t.Fatalf("%v on %dv%d with %d+%d points: pushes %v, PushCost %d %v", in.Dice, d, r, weapon, focus, got, cost, ok)
		}
		spent := 0
		for _, p := range got {
			spent += p.Points
		}
		if got != nil && spent != cost {
			t.Fatalf("%v on %dv%d: pushes %v spend %d, PushCost %d", in.Dice, d, r, got, spent, cost)
		}
		if got != nil {
			pushed++
		}
	}
	if pushed < 100 {
		t.Fatalf("only %d of the rolls were pushed", pushed)
	}
}
