package dvr

import (
	"slices"

	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// autoArms is a combatant's pool and weapons as the autopilot reads them
// (autoPool, Weapons), read once and kept in its fighter until a counter
// that changes its weapons is written (fighter.gear): the pick reads them
// on every turn of every forecast fight.
type autoArms struct {
	gear    int
	base    []PoolEntry
	weapons []autoWeapon
}

// autoWeapon is a weapon with the pool the autopilot rolls with it (the
// base pool and the weapon's die) and that pool's odds key.
type autoWeapon struct {
	weapon Weapon
	pool   []PoolEntry
	key    oddsKey
	keyed  bool // the pool fits the key (at most len(oddsKey.dice) dice)
}

// armsOf is c's autoArms, read again when its gear changed.
func armsOf(c *encounter.Combatant) *autoArms {
	f := fighterOf(c)
	if f != nil && f.auto != nil && f.auto.gear == f.gear {
		return f.auto
	}
	arms := readArms(c)
	if f != nil {
		arms.gear = f.gear
		f.auto = arms
	}
	return arms
}

// readArms reads c's pool and weapons from its maps.
func readArms(c *encounter.Combatant) *autoArms {
	arms := &autoArms{base: autoPool(c)}
	if len(arms.base) == 0 {
		return arms
	}
	for _, w := range Weapons(c) {
		pool := slices.Clone(arms.base)
		if w.Die.Die > 0 {
			pool = append(pool, w.Die)
		}
		aw := autoWeapon{weapon: w.Weapon, pool: pool, keyed: len(pool) <= len(oddsKey{}.dice)}
		for i, e := range pool {
			if aw.keyed {
				aw.key.dice[i] = uint8(e.Die) // d4 to d12
			}
		}
		arms.weapons = append(arms.weapons, aw)
	}
	return arms
}

// oddsKey is an unpushed roll's dice, D and R: the key of its chance of a
// complete success.
type oddsKey struct {
	dice [8]uint8 // the pool's sizes, 0 after the last
	d, r int
}

// hitOdds remembers, under an oddsKey, the chance of a complete success
// unpushed (shared by the forecast's workers).
var hitOdds = forecast.Memo[oddsKey, float64]{Size: 4096}

// pHit is the chance that w's pool, unpushed, succeeds completely at D d
// and R r, remembered.
func (w *autoWeapon) pHit(d, r int) float64 {
	key := w.key
	key.d, key.r = d, r
	if w.keyed {
		if v, ok := hitOdds.Get(key); ok {
			return v
		}
	}
	in := OddsInput{CheckInput: CheckInput{Difficulty: d, Risk: r}}
	for _, e := range w.pool {
		in.Pool = append(in.Pool, e.Die)
	}
	o, err := CheckOdds(in)
	if err != nil {
		return 0
	}
	if w.keyed {
		hitOdds.Put(key, o.PComplete)
	}
	return o.PComplete
}
