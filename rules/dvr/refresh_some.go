package dvr

import "sessionzero/rules/encounter"

// refresh works out every combatant's Actions and health flags after every
// event; most events of a fight (an attack, a pass within a round) change
// what it reads of two combatants only. A combatant's Actions depend on
// nothing but its own Health, Focus, death and turn flags and the round
// and phase, so refreshing those two is refreshing everyone, provided the
// others were refreshed before and nothing else changed since: the
// handler names the two in x.touched (attack, popcornPass), and any
// combatant not refreshed since it was made (one that joined between
// events) or without a fighter makes it a whole refresh.
// TestRefreshAfterSameAsWhole compares the two after every event of
// sampled fights and logs.

// refreshAfter refreshes after an event: the combatants it touched, else
// everyone.
func refreshAfter(st *encounter.State, x *Ext) {
	a, b := x.touched[0], x.touched[1]
	x.touched = [2]*encounter.Combatant{}
	if a == nil || b == nil || !allRefreshed(st) {
		refresh(st, x)
		return
	}
	pi, popcorn := tierIndex(st.Phase), x.Initiative == InitiativePopcorn
	refreshOne(st, x, a, pi, popcorn)
	if b != a {
		refreshOne(st, x, b, pi, popcorn)
	}
}

// allRefreshed reports that every combatant has a fighter refresh has
// seen.
func allRefreshed(st *encounter.State) bool {
	for _, c := range st.Combatants {
		if f := fighterOf(c); f == nil || !f.refreshed {
			return false
		}
	}
	return true
}
