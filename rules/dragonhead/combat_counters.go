package dragonhead

import "sessionzero/rules/encounter"

// This file keeps typed copies of the two counters every turn reads and
// writes: Resources["attacks"] (attacks left this round) and
// Resources["_acting"] (the action is being used this turn). The map stays
// the record (the log's state, the tracker, `encounter replay`); the copy
// spares the hot paths a map look-up per read and the round's start the
// writes that would not change the map. Only these helpers write the two
// counters; TestFighterStatsMatchMaps compares the copies with the map
// after every event.

// fighter is a combatant's Ext: its typed stats, shared by every copy of
// the state and never changed, and the typed counters, its own per state.
type fighter struct {
	stats *fighterStats
	// attacks and acting are Resources["attacks"] and
	// Resources["_acting"].
	attacks, acting counter
}

// counter is a typed copy of one Resources entry: its number and whether
// the map holds it.
type counter struct {
	n    int
	held bool
}

// counterOf is c's map entry key as a counter.
func counterOf(c *encounter.Combatant, key string) counter {
	n, held := c.Resources[key]
	return counter{n, held}
}

// Resource keys of the two counters.
const (
	attacksKey = "attacks"
	actingKey  = "_acting"
)

// newFighter is c's Ext: its typed stats read now (Stats and Dice are
// final) and its counters as its map holds them.
func newFighter(c *encounter.Combatant) *fighter {
	f := &fighter{stats: readStats(c)}
	f.attacks, f.acting = counterOf(c, attacksKey), counterOf(c, actingKey)
	return f
}

// CloneExt implements encounter.ExtCloner: a copy of the counters sharing
// the typed stats (never changed).
func (f *fighter) CloneExt() any { return encounter.CopyInto(f, nil) }

// CloneExtInto implements encounter.ExtRecycler: CloneExt built in old,
// a fighter CloneExt or CloneExtInto made (the rules never assign a
// combatant's Ext after NewCombatant, nor anything into a fighter but its
// counters).
func (f *fighter) CloneExtInto(old any) any { return encounter.CopyInto(f, old) }

// attacksLeft is c.Resource("attacks").
func attacksLeft(c *encounter.Combatant) int {
	if f, ok := c.Ext.(*fighter); ok {
		return f.attacks.n
	}
	return c.Resource(attacksKey)
}

// acting is c.Resource("_acting").
func acting(c *encounter.Combatant) int {
	if f, ok := c.Ext.(*fighter); ok {
		return f.acting.n
	}
	return c.Resource(actingKey)
}

// setAttacks is c.SetResource("attacks", v); when the map holds v already
// it is left as it is.
func setAttacks(c *encounter.Combatant, v int) {
	if f, ok := c.Ext.(*fighter); ok {
		f.attacks.set(c, attacksKey, v)
		return
	}
	c.SetResource(attacksKey, v)
}

// setActing is c.SetResource("_acting", v), as setAttacks.
func setActing(c *encounter.Combatant, v int) {
	if f, ok := c.Ext.(*fighter); ok {
		f.acting.set(c, actingKey, v)
		return
	}
	c.SetResource(actingKey, v)
}

// set writes v into c's map entry key, of which k is the copy, unless the
// copy says the map holds v already.
func (k *counter) set(c *encounter.Combatant, key string, v int) {
	if k.held && k.n == v {
		return
	}
	c.SetResource(key, v)
	*k = counter{v, true}
}
