package dvr

import (
	"testing"

	"sessionzero/rules/encounter"
)

// TestAttackCopySameAsDecode: the attack payload's hand-written copy gives
// what the engine's own copy gives, nil and empty lists and pointers
// included.
func TestAttackCopySameAsDecode(t *testing.T) {
	two, three := 2, 3
	for _, in := range []AttackInput{
		{},
		{Attacker: "a", Target: "b", Pool: []PoolEntry{{Die: 8, From: "reflex"}, {Die: 6, From: "gunplay", Name: "Gunplay", Points: 1, AllOrNothing: true}},
			Dice: []int{3, 5}, Pushes: []Push{{Die: 1, Points: 1, From: "gunplay"}}, BoughtOnes: 1, Weapon: Weapon{Name: "Gun", Damage: 3, Rust: 1},
			Difficulty: &two, Risk: &three, Condition: "blinded"},
		{Attacker: "a", Pool: []PoolEntry{}, Dice: []int{}, Pushes: []Push{}},
	} {
		same, registered, own, ok := encounter.SameAsCopy(in)
		if !ok {
			t.Fatal("no copy registered for the attack payload")
		}
		if !same {
			t.Errorf("copy of %#v: by hand %#v, the engine's %#v", in, registered, own)
		}
		if in.Difficulty != nil && registered.Difficulty == in.Difficulty {
			t.Error("the copy shares the difficulty")
		}
		if len(in.Dice) > 0 && &registered.Dice[0] == &in.Dice[0] {
			t.Error("the copy shares the dice")
		}
	}
}

// TestPassCopySameAsDecode: the pass payload's copy gives what the
// engine's own copy gives.
func TestPassCopySameAsDecode(t *testing.T) {
	for _, in := range []PassPayload{{}, {To: "thug1"}} {
		same, registered, own, ok := encounter.SameAsCopy(in)
		if !ok {
			t.Fatal("no copy registered for the pass payload")
		}
		if !same {
			t.Errorf("copy of %#v: by hand %#v, the engine's %#v", in, registered, own)
		}
	}
}
