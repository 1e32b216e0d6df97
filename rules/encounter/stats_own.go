package encounter

import "maps"

// Copy-on-write of a combatant's Stats and Dice. State.Clone shares the
// maps with the clone; a combatant's first SetStat (SetDie) copies the map
// and marks the copy its own (ownStats points to its own Stats field), so
// later changes in the same fight write in place. The mark is a pointer to
// the field rather than a flag, so that a copied Combatant (a clone's, made
// by assignment) owns nothing without anyone resetting it, the original is
// never written by the copy (forecast workers clone one start at once), and
// reflect.DeepEqual sees the same map through the mark of a clone, of its
// original and of a replayed state. Clone copies a map its original owns,
// since the original will keep writing into it, and leaves the copy
// unowned. The other way round is not safe: a Combatant copied by
// assignment shares its original's own map and sees the original's later
// changes, so copy a combatant only by cloning its state.

// ownCopy is a copy of m for a combatant to own: *spare's memory when it
// has one (a recycled combatant's map from an earlier fight), else a new
// map with room for one more entry.
func ownCopy[V comparable](m map[string]V, spare *map[string]V) map[string]V {
	out := *spare
	*spare = nil
	if out == nil {
		out = make(map[string]V, len(m)+1)
	} else {
		clear(out)
	}
	maps.Copy(out, m)
	return out
}
