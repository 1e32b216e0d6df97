package dragonhead

import "sessionzero/rules/encounter"

// autoAttack is the autopilot's attack event: the fields of AttackPayload
// an autopilot attack fills, with the same JSON (the same keys in the same
// order, empty ones left out the same way), so that a sampled fight's file
// reads as any other. The event keeps it as it is (autoAttacks, an
// encounter.Shared), and the attack handler reads it in place
// (autoAttackShared); anything else that reads it gets the rules' own
// *AttackPayload from ConvertTo.
//
// Why not AttackPayload itself: the engine checks a kept payload field by
// field with reflection (text valid UTF-8, numbers finite) on every event.
// Here the Hit is a number, not a pointer, and the fields around the one
// list sit in two embedded structs without lists or pointers, which the
// engine checks as two blocks: three fields to look at instead of
// fourteen, and no allocation for the Hit. TestAutoAttackJSON holds the
// JSON to AttackPayload's.
type autoAttack struct {
	autoAttackHead
	DamageRolls []int `json:"damage_rolls"`
	autoAttackTail
}

// autoAttackHead is autoAttack's fields before the damage rolls.
type autoAttackHead struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Hit      int    `json:"hit"`
	TieRoll  int    `json:"tie_roll,omitempty"`
}

// autoAttackTail is autoAttack's fields after the damage rolls.
type autoAttackTail struct {
	DamageType string `json:"damage_type"`
	ArmorRoll  int    `json:"armor_roll"`
	Scar       bool   `json:"scar"`
	Attack     string `json:"attack"`
}

// payload is a as the rules' own type (the same JSON).
func (a autoAttack) payload() AttackPayload {
	hit := a.Hit
	return a.with(&hit, a.DamageRolls)
}

// with is a as the rules' own type, its Hit and damage rolls hit and
// rolls.
func (a *autoAttack) with(hit *int, rolls []int) AttackPayload {
	return AttackPayload{Attacker: a.Attacker, Target: a.Target, Hit: hit, TieRoll: a.TieRoll,
		DamageRolls: rolls, DamageType: a.DamageType, ArmorRoll: a.ArmorRoll, Scar: a.Scar, Attack: a.Attack}
}

// ConvertTo implements encounter.Converter: into a **AttackPayload holding
// nil (the attack handler's), a new payload as reading the JSON gives
// (AttackPayload.ConvertTo); anything else is left to the engine.
func (a autoAttack) ConvertTo(dst any) bool {
	d, ok := dst.(**AttackPayload)
	if !ok || *d != nil {
		return false
	}
	x := &attackCopy{hit: a.Hit}
	x.p = a.with(&x.hit, x.rollsFrom(a.DamageRolls))
	*d = &x.p
	return true
}

// autoAttacks makes the autopilot's attack events: each keeps its
// *autoAttack as it is, and the attack handler reads it in place
// (autoAttackShared) instead of converting it into a new AttackPayload.
var autoAttacks = encounter.NewShared[autoAttack]()

// attackOn is the attack handler for a payload read as HandleOn reads it:
// the attacker is the payload's subject.
func attackOn(st *encounter.State, p *AttackPayload) error {
	a, err := st.Combatant(p.Subject())
	if err != nil {
		return err
	}
	return attack(st, a, p)
}

// autoAttackShared is the attack handler for an autopilot's payload,
// read in place: the attack is given the AttackPayload ConvertTo would
// make, on the stack, its Hit and damage rolls pointing into k. attack
// writes only the payload's own fields (the damage type, armour roll and
// scar it works out), never what its pointers and lists hold, so k stays
// as the autopilot built it (TestAutoAttackUnchanged).
func autoAttackShared(st *encounter.State, k *autoAttack) (bool, error) {
	a, err := st.Combatant(k.Attacker)
	if err != nil {
		return true, err
	}
	p := k.with(&k.Hit, k.DamageRolls)
	return true, attack(st, a, &p)
}
