package dvr

import (
	"slices"

	"sessionzero/rules/encounter"
)

// The attack payload is decoded once per attack of every forecast fight:
// its copy is written by hand (TestAttackCopySameAsDecode holds it to the
// engine's own).
func init() {
	encounter.RegisterCopy(copyAttack)
	// A pass holds one name: copied by assignment, without the engine's
	// reflection (every other event of a popcorn fight is a pass).
	encounter.RegisterCopy(func(dst *PassPayload, src PassPayload) { *dst = src })
}

// copyAttack copies an attack payload deeply: lists and pointers copied,
// nil ones left nil.
func copyAttack(dst *AttackInput, src AttackInput) {
	*dst = src
	dst.Pool = slices.Clone(src.Pool)
	dst.Dice = slices.Clone(src.Dice)
	dst.Pushes = slices.Clone(src.Pushes)
	if src.Difficulty != nil {
		d := *src.Difficulty
		dst.Difficulty = &d
	}
	if src.Risk != nil {
		r := *src.Risk
		dst.Risk = &r
	}
}
