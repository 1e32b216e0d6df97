package dragonhead

import (
	"testing"

	"sessionzero/rules/encounter"
)

// TestAttackCopySameAsDecode: the attack payload's hand-written copy gives
// what the engine's own copy gives, nil and empty lists and pointers
// included, and shares nothing with the original.
func TestAttackCopySameAsDecode(t *testing.T) {
	hit, dv, burst := 3, 12, 2
	for _, in := range []AttackPayload{
		{},
		{Attacker: "a", Target: "b", Hit: &hit, Defense: "Dodge", DefenseValue: &dv, TieRoll: 4, DamageRolls: []int{3, 5},
			DamageType: "cut", ArmorRoll: 2, Scar: true, Attack: "Sword", Back: true, Area: true, Burst: &burst},
		{Attacker: "a", Hit: &hit, DamageRolls: []int{}},
	} {
		same, registered, own, ok := encounter.SameAsCopy(in)
		if !ok {
			t.Fatal("no copy registered for the attack payload")
		}
		if !same {
			t.Errorf("copy of %#v: by hand %#v, the engine's %#v", in, registered, own)
		}
		if in.Hit != nil && registered.Hit == in.Hit || in.Burst != nil && registered.Burst == in.Burst ||
			in.DefenseValue != nil && registered.DefenseValue == in.DefenseValue {
			t.Error("the copy shares a pointer")
		}
		if len(in.DamageRolls) > 0 && &registered.DamageRolls[0] == &in.DamageRolls[0] {
			t.Error("the copy shares the damage rolls")
		}
	}
}
