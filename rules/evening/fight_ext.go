package evening

import "sessionzero/rules/encounter"

// fightExt is an Evening state's own part (State.Ext), made by the first
// event or proposal that needs it: what saves the forecast's fights work
// every turn, never a rule's input.
type fightExt struct {
	// evs is room for the events of a turn the autopilot proposes
	// (propose).
	evs [2]encounter.Event
	// lairReset says that every combatant's "_in_lair" is in Resources and
	// 0, so that ending a turn need not visit them all (advanceTurn). A lair
	// action sets it false, and so does a combatant joining (NewCombatant).
	lairReset bool
}

// CloneExt implements encounter.ExtCloner.
func (x *fightExt) CloneExt() any {
	y := *x
	return &y
}

// fightOf is st's fightExt, made when st has none; nil when st holds
// other rules' state.
func fightOf(st *encounter.State) *fightExt {
	if st.Ext == nil {
		st.Ext = &fightExt{}
	}
	x, _ := st.Ext.(*fightExt)
	return x
}

// joined notes that a combatant joins st: its counters are not reset yet.
func joined(st *encounter.State) {
	if x, ok := st.Ext.(*fightExt); ok {
		x.lairReset = false
	}
}
