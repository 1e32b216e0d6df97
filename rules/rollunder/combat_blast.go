package rollunder

import (
	"fmt"
	"slices"

	"sessionzero/rules/encounter"
)

// blastWeapon is the one wielded blast weapon (named, or the first).
func blastWeapon(f *fighter, names []string) (Weapon, error) {
	ws, err := usedWeapons(f, names)
	if err != nil {
		return Weapon{}, err
	}
	for _, w := range ws {
		if w.Blast {
			return w, nil
		}
	}
	return Weapon{}, fmt.Errorf("a blast needs a wielded blast weapon")
}

// applyBlast: "Blast attacks affect all targets in the appropriate area,
// rolling once for each target." (L26) Each hit is a single-entry attack
// with its own armour and reaction; locks are neither checked nor set.
func applyBlast(st *encounter.State, a *encounter.Combatant, af *fighter, p BlastPayload) error {
	w, err := blastWeapon(af, af.Declared.Weapons)
	if err != nil {
		return fmt.Errorf("blast: %w", err)
	}
	if w.Ranged && af.Engaged {
		return fmt.Errorf(`blast: %s is engaged: "Ranged weapons cannot be used while engaged in melee combat" (Attacking)`, a.Name)
	}
	var got []string
	for _, h := range p.Hits {
		got = append(got, h.Target)
	}
	want := slices.Clone(af.Declared.Targets)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) {
		return fmt.Errorf("blast: hits on %v, declared %v: one roll per declared target", got, want)
	}
	type landed struct {
		t       *encounter.Combatant
		tf      *fighter
		dmg     int
		counter *counterHit
	}
	var all []landed
	for _, h := range p.Hits {
		t, tf, err := combatant(st, h.Target)
		if err != nil {
			return fmt.Errorf("blast: %w", err)
		}
		e := Attacker{Dice: append([]int{w.Die}, af.Bonus...)}
		e.Impaired, e.Enhanced = netState(a, t, h.Impaired, h.Enhanced)
		hi, err := rolled(a.Name+" on "+t.Name, e, h.Dice, h.Faces)
		if err != nil {
			return fmt.Errorf("blast: %w", err)
		}
		dmg := max(hi-EffectiveArmor(t.Stat("armor"), w.IgnoresArmor), 0)
		st.Sayf("Blast on %s: %d − armour = %d (Blast Damage)", t.Name, hi, dmg)
		c, err := react(st, t, tf, h.Reaction, []AttackEntry{{ID: a.ID}}, &dmg)
		if err != nil {
			return fmt.Errorf("blast: %w", err)
		}
		all = append(all, landed{t, tf, dmg, c})
	}
	for _, l := range all {
		harm(st, l.t, l.tf, l.dmg, w.AgainstKind())
		if l.counter != nil {
			harm(st, l.counter.who, l.counter.f, l.counter.dmg, l.counter.against)
		}
	}
	af.Acted = true
	a.RemoveCondition("Hidden")
	return nil
}
