package evening

import "sessionzero/rules/encounter"

// A threat's and a danger's attack payloads are decoded once per attack of
// every forecast fight. Their handlers (threatAttack, dangerAttack and
// foeAttacks) only read the modifier and damage they point to, and a tie
// roll's (tieRoll) only its names and rolls: the three are declared
// read-only (encounter.HandleOnReadOnly, encounter.HandleReadOnly in
// encounter.go), so the engine hands them the event's own payload without
// a copy (TestAttackPayloadsReadOnly holds them to that). The copies
// written by hand stay for the rest (TestAttackCopySameAsDecode holds them
// to the engine's own).
func init() {
	encounter.RegisterCopy(func(dst *ThreatAttackEvent, src ThreatAttackEvent) {
		*dst = src
		dst.foeAttack = copyFoeAttack(src.foeAttack)
	})
	encounter.RegisterCopy(func(dst *DangerAttackEvent, src DangerAttackEvent) {
		*dst = src
		dst.foeAttack = copyFoeAttack(src.foeAttack)
	})
}

// copyFoeAttack is a with its own modifier and damage (nil ones nil).
func copyFoeAttack(a FoeAttack) FoeAttack {
	a.Modifier = copyInt(a.Modifier)
	a.Damage = copyInt(a.Damage)
	return a
}

// copyInt is a new pointer to *p's value (nil for nil).
func copyInt(p *int) *int {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
