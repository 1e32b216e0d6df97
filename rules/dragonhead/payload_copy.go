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
