package rollunder

import "slices"

// What a fighter attacks with, worked out once when its weapons are set
// (NewCombatant, swap) instead of from its weapon list for every attack:
// the forecast declares and rolls thousands of attacks per second, and
// usedWeapons copies whole Weapon values into a new list each time.

// arms is a fighter's wielded weapons and bonus dice, as usedWeapons and
// pool give them when it uses every wielded weapon. Its lists are never
// written into (they are shared by forecast copies and events).
type arms struct {
	// names are the wielded weapons' names, in the weapon list's order;
	// melee those of the melee ones (what the autopilot declares while
	// engaged).
	names, melee []string
	// pool is the wielded weapons' dice, then the bonus dice.
	pool []int
	// against is the first wielded weapon's kind of attack ("" when none
	// is wielded), meleeAgainst the first wielded melee weapon's.
	against, meleeAgainst string
	// ignores: every wielded weapon ignores armour (and one is wielded);
	// ranged: one is ranged.
	ignores, ranged bool
}

// setArms sets f's weapons and bonus dice and what they give, in a new
// fixed part (the old one may be shared by copies of the state).
func (f *fighter) setArms(weapons []Weapon, bonus []int) {
	fx := new(fighterFixed)
	if f.fighterFixed != nil {
		*fx = *f.fighterFixed
	}
	fx.Weapons, fx.Bonus = weapons, bonus
	var a arms
	var ws []Weapon
	for _, w := range weapons {
		if !w.Wielded {
			continue
		}
		ws = append(ws, w)
		a.names = append(a.names, w.Name)
		if !w.Ranged {
			a.melee = append(a.melee, w.Name)
			if a.meleeAgainst == "" {
				a.meleeAgainst = w.AgainstKind()
			}
		}
		if a.against == "" {
			a.against = w.AgainstKind()
		}
	}
	pa, ignores, ranged := pool(ws, bonus, false, false)
	a.pool, a.ignores, a.ranged = slices.Clip(pa.Dice), ignores, ranged
	fx.arms = a
	f.fighterFixed = fx
}

// usesAll reports that names (a declaration's or reaction's weapons)
// select every wielded weapon as usedWeapons reads them: none named, or
// exactly the wielded ones in their order.
func (f *fighter) usesAll(names []string) bool {
	return len(names) == 0 || equalNames(names, f.arms.names)
}

// equalNames is slices.Equal(a, b), at once when a and b are the same list
// (the autopilot declares with the fighter's own list of weapon names).
func equalNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] {
		return true
	}
	return slices.Equal(a, b)
}

// d4Pool is an impaired attacker's pool: "roll d4 Damage regardless of
// weapon" (Attacker.Pool). Never written into.
var d4Pool = []int{4}

// poolOf is Attacker{Dice: dice, Impaired: imp, Enhanced: enh}.Pool()
// without a copy for a plain or impaired attacker: the list returned may
// be dice itself, so it must not be written into.
func poolOf(dice []int, imp, enh bool) []int {
	switch {
	case imp && !enh:
		return d4Pool
	case enh && !imp:
		return append(slices.Clip(dice), 12)
	}
	return dice
}

// lockSet are the kinds of attack (AgainstKinds) a fighter may not be
// attacked with again until its next turn ("Ganging Up").
type lockSet [4]bool

// lockIndex is a kind's place in a lockSet, -1 for none of AgainstKinds.
func lockIndex(against string) int {
	switch against {
	case "hp":
		return 0
	case "str":
		return 1
	case "dex":
		return 2
	case "wil":
		return 3
	}
	return -1
}

// has reports a kind locked (false for an unknown kind).
func (l *lockSet) has(against string) bool {
	i := lockIndex(against)
	return i >= 0 && l[i]
}

// set locks a kind (an unknown kind is never locked).
func (l *lockSet) set(against string) {
	if i := lockIndex(against); i >= 0 {
		l[i] = true
	}
}
