package dvr

import "sessionzero/rules/encounter"

// fighter is DvR's own part of a combatant (Combatant.Ext): typed copies
// of the numbers every event reads, so that the rules and the autopilot do
// not look them up in the combatant's maps by name (a forecast plays tens
// of events per fight, each reading every combatant's Focus). NewCombatant
// makes it; the copies are written wherever their maps are written:
//
//   - hasFocus and focus mirror the "max_focus" and "focus" resources:
//     write Focus with setFocus only;
//   - cover and resistance mirror those stats, which DvR's handlers never
//     change after NewCombatant (Stats change only through SetStat);
//   - side is 1 + the index of the combatant's side in State.Sides (0:
//     not found), which never changes: sides are compared as numbers;
//   - gear counts the writes of the counters that change a combatant's
//     weapons (a sacrificed item, rust gained): write them with setGear,
//     so that a list of weapons kept under the count is known stale.
//
// TestFighterMirrorsMaps plays fights event by event and compares the
// copies with the maps after every event. A combatant without a fighter
// (built by hand, not by NewCombatant) is read from its maps.
type fighter struct {
	hasFocus          bool
	focus             int
	cover, resistance int
	side              int
	gear              int
	turn              turnFlags // turn_flags.go
	// auto is the autopilot's reading of the combatant's pool and
	// weapons, kept while gear is unchanged (autopilot.go); nil until
	// first read. It is never changed once made, so clones share it.
	auto *autoArms
	// passHere is the event "pass to this combatant", made once with the
	// combatant: events never change, so every copy of the fight proposes
	// the same one (nil when it could not be made; Next makes it then).
	passHere []encounter.Event
}

// CloneExt implements encounter.ExtCloner.
func (f *fighter) CloneExt() any { return encounter.CopyInto(f, nil) }

// fighterOf is c's fighter, nil for a combatant built by hand.
func fighterOf(c *encounter.Combatant) *fighter {
	f, _ := c.Ext.(*fighter)
	return f
}

// newFighter reads a combatant's typed copies from its maps.
func newFighter(c *encounter.Combatant) *fighter {
	_, has := c.Resources[resMaxFocus]
	return &fighter{hasFocus: has, focus: c.Resource(resFocus), cover: c.Stat("cover"), resistance: c.Stat("resistance")}
}

// hasFocus reports a Focus pool ("max_focus" among the resources).
func hasFocus(c *encounter.Combatant) bool {
	if f := fighterOf(c); f != nil {
		return f.hasFocus
	}
	_, ok := c.Resources[resMaxFocus]
	return ok
}

// focusOf is c's current Focus.
func focusOf(c *encounter.Combatant) int {
	if f := fighterOf(c); f != nil {
		return f.focus
	}
	return c.Resource(resFocus)
}

// setFocus sets c's current Focus, its resource and its copy.
func setFocus(c *encounter.Combatant, v int) {
	c.SetResource(resFocus, v)
	if f := fighterOf(c); f != nil {
		f.focus = v
	}
}

// sideIndex is 1 + the index of side in st.Sides, 0 when there is none.
func sideIndex(st *encounter.State, side string) int {
	for i, sd := range st.Sides {
		if sd.ID == side {
			return i + 1
		}
	}
	return 0
}

// sameSide reports a and b on one side.
func sameSide(a, b *encounter.Combatant) bool {
	if fa, fb := fighterOf(a), fighterOf(b); fa != nil && fb != nil && fa.side != 0 && fb.side != 0 {
		return fa.side == fb.side
	}
	return a.Side == b.Side
}

// coverOf and resistanceOf are c's "cover" and "resistance" stats.
func coverOf(c *encounter.Combatant) int {
	if f := fighterOf(c); f != nil {
		return f.cover
	}
	return c.Stat("cover")
}

func resistanceOf(c *encounter.Combatant) int {
	if f := fighterOf(c); f != nil {
		return f.resistance
	}
	return c.Stat("resistance")
}

// setGear sets a counter that changes c's weapons (a sacrificed item, rust
// gained in the fight) and marks the weapons read from it stale.
func setGear(c *encounter.Combatant, key string, v int) {
	c.SetResource(key, v)
	if f := fighterOf(c); f != nil {
		f.gear++
	}
}
