package dvr

import "sessionzero/rules/encounter"

// refresh works out every combatant's Actions and health flags after every
// event; most events of a fight (an attack, a pass within a round) change
// what it reads of two combatants only. A combatant's Actions depend on
// nothing but its own Health, Focus, death and turn flags and the round
// and phase, so refreshing those two is refreshing everyone, provided
// everyone was refreshed after the event before and nothing else changed
// since: the handler names the two in x.touched (attack, popcornPass), and
// x.whole (set by a refresh of everyone, cleared by NewCombatant, so a
// combatant who joined between two events is refreshed) says the rest is
// up to date. TestRefreshAfterSameAsWhole compares the two after every
// event of sampled fights and logs.

// refreshAfter refreshes after an event: the combatants it touched, else
// everyone.
func refreshAfter(st *encounter.State, x *Ext) {
	a, b := x.touched[0], x.touched[1]
	x.touched = [2]*encounter.Combatant{}
	if a == nil || b == nil || !x.whole || x.wholeN != len(st.Combatants) {
		refresh(st, x)
		return
	}
	pi, popcorn := tierIndex(st.Phase), x.Initiative == InitiativePopcorn
	refreshOne(st, x, a, pi, popcorn)
	if b != a {
		refreshOne(st, x, b, pi, popcorn)
	}
}
