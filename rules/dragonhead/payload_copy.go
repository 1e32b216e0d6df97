package dragonhead

import (
	"slices"

	"sessionzero/rules/encounter"
)

// The attack payload is decoded once per attack of every forecast fight:
// its copy is written by hand (TestAttackCopySameAsDecode holds it to the
// engine's own).
func init() { encounter.RegisterCopy(copyAttack) }

// copyAttack copies an attack payload deeply: lists and pointers copied,
// nil ones left nil.
func copyAttack(dst *AttackPayload, src AttackPayload) {
	*dst = src
	dst.Hit = copyInt(src.Hit)
	dst.DefenseValue = copyInt(src.DefenseValue)
	dst.Burst = copyInt(src.Burst)
	dst.DamageRolls = slices.Clone(src.DamageRolls)
}

// copyInt is a new pointer to *p's value (nil for nil).
func copyInt(p *int) *int {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// ConvertTo implements encounter.Converter: the attack handler decodes into
// a *AttackPayload (a pointer, so that the engine neither compares a whole
// payload with zero by reflection nor boxes one to validate it), and a kept
// AttackPayload fills it itself. dst must be a **AttackPayload holding nil;
// it gets a new payload, as reading the JSON into it would give: lists and
// pointers copied (nil left nil, an empty list empty). The payload, its Hit,
// DefenseValue and Burst and up to attackRollsKept damage rolls are one
// allocation.
func (p AttackPayload) ConvertTo(dst any) bool {
	d, ok := dst.(**AttackPayload)
	if !ok || *d != nil {
		return false
	}
	x := &attackCopy{p: p}
	if p.Hit != nil {
		x.hit = *p.Hit
		x.p.Hit = &x.hit
	}
	if p.DefenseValue != nil {
		x.defenseValue = *p.DefenseValue
		x.p.DefenseValue = &x.defenseValue
	}
	if p.Burst != nil {
		x.burst = *p.Burst
		x.p.Burst = &x.burst
	}
	x.p.DamageRolls = x.rollsFrom(p.DamageRolls)
	*d = &x.p
	return true
}

// attackRollsKept is how many damage rolls an attackCopy holds itself
// (one per success: most hits have one or two).
const attackRollsKept = 4

// attackCopy is a decoded attack payload with room for what its pointers
// and list point to.
type attackCopy struct {
	p                        AttackPayload
	hit, defenseValue, burst int
	rolls                    [attackRollsKept]int
}

// rollsFrom is a copy of rolls, in x's own room when they fit: nil stays
// nil, empty stays empty, and the copy has no room to grow into x's next
// fields.
func (x *attackCopy) rollsFrom(rolls []int) []int {
	switch n := len(rolls); {
	case rolls == nil:
		return nil
	case n <= attackRollsKept:
		out := x.rolls[:n:n]
		copy(out, rolls)
		return out
	default:
		return slices.Clone(rolls)
	}
}
