package dvr

import (
	"slices"

	"sessionzero/rules/encounter"
)

// The attack payload is decoded once per attack of every forecast fight.
// Its handler (attack, and scoreAttack, score, attackDR it hands the lists
// and pointers to) only reads them: it is declared read-only (onReadOnly),
// so the engine hands it the event's own payload without a copy
// (TestAttackPayloadReadOnly holds it to that). The copy written by hand
// stays for the rest (TestAttackCopySameAsDecode holds it to the engine's
// own).
func init() {
	encounter.RegisterCopy(copyAttack)
	// A pass holds one name: copied by assignment, without the engine's
	// reflection (every other event of a popcorn fight is a pass).
	encounter.RegisterCopy(func(dst *PassPayload, src PassPayload) { *dst = src })
}

// attackLists holds an attack copy's pool and dice in one allocation when
// they are short (an attribute, a skill and a weapon die: most attacks):
// one allocation instead of two, of fewer bytes than the two took. The
// pushes, which most attacks have none of, are copied on their own.
type attackLists struct {
	pool [3]PoolEntry
	dice [3]int
}

// copyAttack copies an attack payload deeply: lists and pointers copied,
// nil ones left nil, each list ending at its own length (an append to
// one never writes into the next).
func copyAttack(dst *AttackInput, src AttackInput) {
	*dst = src
	if len(src.Pool) <= 3 && len(src.Dice) <= 3 {
		b := new(attackLists)
		if src.Pool != nil {
			dst.Pool = b.pool[:copy(b.pool[:], src.Pool):len(src.Pool)]
		}
		if src.Dice != nil {
			dst.Dice = b.dice[:copy(b.dice[:], src.Dice):len(src.Dice)]
		}
	} else {
		dst.Pool = slices.Clone(src.Pool)
		dst.Dice = slices.Clone(src.Dice)
	}
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

// onReadOnly is on for a handler that never writes into its payload's
// lists and pointers (encounter.HandleReadOnly): a kept payload is handed
// over as it is.
func onReadOnly[P any](typ, summary string, apply func(st *encounter.State, x *Ext, p P) error) encounter.Handler {
	return encounter.HandleReadOnly(typ, summary, func(st *encounter.State, p P) error { return apply(st, st.Ext.(*Ext), p) })
}
