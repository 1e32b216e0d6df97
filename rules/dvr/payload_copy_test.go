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
		{Attacker: "a", Dice: []int{4}}, // lists nil and not
		{Attacker: "a", Pool: []PoolEntry{{Die: 4}, {Die: 6}, {Die: 8}}, Dice: []int{1, 2, 3}, Pushes: []Push{{Die: 0, Points: 1}, {Die: 1, Points: 1}}},
		// Longer than the one-block copy holds: copied list by list.
		{Attacker: "a", Pool: []PoolEntry{{Die: 4}, {Die: 6}, {Die: 8}, {Die: 10}, {Die: 12}},
			Dice: []int{1, 2, 3, 4, 5}, Pushes: []Push{{Die: 0, Points: 1}, {Die: 1, Points: 1}, {Die: 2, Points: 1}, {Die: 3, Points: 1}, {Die: 4, Points: 1}}},
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
		if len(in.Pool) > 0 && &registered.Pool[0] == &in.Pool[0] {
			t.Error("the copy shares the pool")
		}
		if len(in.Pushes) > 0 && &registered.Pushes[0] == &in.Pushes[0] {
			t.Error("the copy shares the pushes")
		}
		// Each list ends at its own length: appending to one cannot write
		// into another cut from the same block.
		short := len(in.Pool) <= 3 && len(in.Dice) <= 3
		if short && (cap(registered.Pool) != len(in.Pool) || cap(registered.Dice) != len(in.Dice)) {
			t.Errorf("copy of %#v: capacities %d %d, want the lengths", in, cap(registered.Pool), cap(registered.Dice))
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
