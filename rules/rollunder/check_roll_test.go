package rollunder

import (
	"math"
	"testing"

	"sessionzero/rules/dice"
)

func TestRollsMatchOdds(t *testing.T) {
	src := dice.NewSource(21)
	const n = 100_000
	within := func(name string, got int, p float64) {
		se := math.Sqrt(p * (1 - p) / n)
		if f := float64(got) / n; math.Abs(f-p) > 5*se+1e-9 {
			t.Errorf("%s: rolled %v, exact %v", name, f, p)
		}
	}
	save := SaveInput{Score: 9, Advantage: true}
	saved := 0
	for range n {
		if RollSave(src, save).Success {
			saved++
		}
	}
	within("save", saved, Save(save).PSuccess)

	attack := AttackInput{Dice: []int{8, 6, 6}, Attackers: 3, Enhanced: true, Armor: 2}
	exact, _ := Attack(attack)
	counts := map[int]int{}
	for range n {
		r, err := RollAttack(src, attack)
		if err != nil {
			t.Fatal(err)
		}
		// RU-12: one d12 per enhanced attacker, three weapon dice + three d12.
		if len(r.Faces) != 6 {
			t.Fatalf("enhanced attack rolled %v", r.Dice)
		}
		counts[r.Damage]++
	}
	for _, x := range exact.Damage.Outcomes() {
		within("damage", counts[x], exact.Damage.Prob(x))
	}
	if _, err := RollAttack(src, AttackInput{Dice: []int{6}}); err == nil {
		t.Error("attack with no attackers rolled")
	}
}
