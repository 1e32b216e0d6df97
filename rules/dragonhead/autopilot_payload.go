package dragonhead

// autoAttack is the autopilot's attack event: the fields of AttackPayload
// an autopilot attack fills, with the same JSON (the same keys in the same
// order, empty ones left out the same way), so that a sampled fight's file
// reads as any other. It is kept as the event's payload
// (encounter.NewEventOwned) and fills the handler's *AttackPayload itself
// (ConvertTo).
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
	return AttackPayload{Attacker: a.Attacker, Target: a.Target, Hit: &hit, TieRoll: a.TieRoll,
		DamageRolls: a.DamageRolls, DamageType: a.DamageType, ArmorRoll: a.ArmorRoll, Scar: a.Scar, Attack: a.Attack}
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
	x.p = AttackPayload{Attacker: a.Attacker, Target: a.Target, Hit: &x.hit, TieRoll: a.TieRoll,
		DamageRolls: x.rollsFrom(a.DamageRolls), DamageType: a.DamageType, ArmorRoll: a.ArmorRoll, Scar: a.Scar, Attack: a.Attack}
	*d = &x.p
	return true
}
