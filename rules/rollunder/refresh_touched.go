package rollunder

import "sessionzero/rules/encounter"

// An attack or a STR save changes what refresh reads of a few combatants
// only: the target, the gang (Acted; a counter's harm) and the saver. A
// combatant's Actions, health flags and shown resources depend on nothing
// but its own numbers and fighter and on the phase, the active side and
// whether the fight has started, which neither event changes; so once
// everyone was refreshed after the event before (combatExt.clean) and the
// combatants are the same (combatExt.refreshed), refreshing the ones the
// handler named is refreshing everyone. The pending list is still rebuilt
// whole (the saves due change). Likewise the group-morale check after the
// event visits only the groups of those named, once it has visited every
// group since the start (combatExt.groupsChecked): a group it passed over
// still has fewer than half its members lost. TestRefreshTouchedSameAsWhole
// compares the two with a refresh and check of everyone after every event
// of sampled fights.

// maxTouched is how many combatants a handler may name; one more and the
// refresh after it is whole.
const maxTouched = 8

// touchedSet are the combatants the event being applied changed, named by
// its handler (touch); an array, so that state copies never share it.
// Between events it is empty: reset clears the n entries named, not the
// whole arrays (clearing or copying all sixteen pointers costs a bulk write
// barrier on every event while the collector runs).
type touchedSet struct {
	cs   [maxTouched]*encounter.Combatant
	fs   [maxTouched]*fighter
	n    int
	over bool // more than maxTouched named
	ok   bool // the handler named everyone it changed
}

// touch names c (with its fighter f) as changed by the event being applied.
func (x *combatExt) touch(c *encounter.Combatant, f *fighter) {
	t := &x.touched
	if t.n == maxTouched {
		t.over = true
		return
	}
	t.cs[t.n], t.fs[t.n] = c, f
	t.n++
	t.ok = true
}

// onlyTouched reports that the event just applied changed what refresh
// and the group-morale check read of the combatants its handler named
// only, the rest being as the check and refresh after the event before
// left them (wasClean: that event was refreshed after; the same
// combatants in the same places).
func (x *combatExt) onlyTouched(st *encounter.State, wasClean bool) bool {
	t := &x.touched
	if !wasClean || !t.ok || t.over || !x.refreshed(st) {
		return false
	}
	for i := range t.n {
		if t.fs[i] == nil {
			return false
		}
	}
	return true
}

// touches reports that the event's handler named a member of group g.
func (t *touchedSet) touches(g *group) bool {
	for i := range t.n {
		if t.fs[i].Group == g.ID {
			return true
		}
	}
	return false
}

// refreshTouched refreshes after an event: the combatants its handler
// named when only is true (onlyTouched), else everyone.
func refreshTouched(st *encounter.State, x *combatExt, only bool) {
	t := &x.touched
	defer t.reset()
	if !only {
		refresh(st)
		return
	}
	for i := range t.n {
		refreshOne(st, x, t.cs[i], t.fs[i])
	}
	x.clean = true
	refreshPending(st, x)
}

// reset forgets the combatants named.
func (t *touchedSet) reset() {
	for i := range t.n {
		t.cs[i], t.fs[i] = nil, nil
	}
	t.n, t.over, t.ok = 0, false, false
}
