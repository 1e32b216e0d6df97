package dragonhead

import (
	"encoding/json"
	"reflect"
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

// TestAttackConvertSameAsJSON: the attack handler decodes into a pointer,
// which a kept attack payload fills itself (ConvertTo); that must give what
// reading the event's JSON into the same pointer gives, nil and empty lists
// and pointers included, and share nothing with the kept payload.
func TestAttackConvertSameAsJSON(t *testing.T) {
	hit, dv, burst := 3, 12, 2
	for _, in := range []AttackPayload{
		{},
		{Attacker: "a", Target: "b", Hit: &hit, Defense: "Dodge", DefenseValue: &dv, TieRoll: 4, DamageRolls: []int{3, 5},
			DamageType: "cut", ArmorRoll: 2, Scar: true, Attack: "Sword", Back: true, Area: true, Burst: &burst},
		{Attacker: "a", Hit: &hit, DamageRolls: []int{}},
		{Attacker: "a", Target: "b", Hit: &hit, DamageRolls: []int{1, 2, 3, 4}},
		{Attacker: "a", Target: "b", Hit: &hit, DamageRolls: []int{1, 2, 3, 4, 5, 6}},
	} {
		ev, err := encounter.NewEventOwned(EventAttack, in)
		if err != nil {
			t.Fatal(err)
		}
		var kept *AttackPayload
		if err := ev.Decode(&kept); err != nil {
			t.Fatal(err)
		}
		var back encounter.Event
		if err := json.Unmarshal(ev.JSON(), &back); err != nil {
			t.Fatal(err)
		}
		var read *AttackPayload
		if err := back.Decode(&read); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(kept, read) {
			t.Errorf("%s: converted %#v, read %#v", ev.JSON(), *kept, *read)
		}
		if in.Hit != nil && kept.Hit == in.Hit || in.Burst != nil && kept.Burst == in.Burst ||
			in.DefenseValue != nil && kept.DefenseValue == in.DefenseValue ||
			len(in.DamageRolls) > 0 && &kept.DamageRolls[0] == &in.DamageRolls[0] {
			t.Errorf("%s: the converted payload shares a pointer or list with the kept one", ev.JSON())
		}
		if cap(kept.DamageRolls) != len(kept.DamageRolls) {
			t.Errorf("%s: damage rolls have room to grow into the next ones", ev.JSON())
		}
	}
	// Anything but a **AttackPayload holding nil is left to the engine.
	var full = &AttackPayload{Attacker: "x"}
	for _, dst := range []any{new(AttackPayload), &full, new(DamagePayload)} {
		if (AttackPayload{Attacker: "a"}).ConvertTo(dst) {
			t.Errorf("ConvertTo(%T) took it", dst)
		}
	}
	if full.Attacker != "x" {
		t.Error("ConvertTo wrote into a filled payload")
	}
}
