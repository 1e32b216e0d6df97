package dragonhead

import "sessionzero/rules/encounter"

// fighterStats is a typed copy of the combatant's stats and defence rolls
// that the combat rules and the autopilot read on every attack and turn, so
// that the hot paths read fields instead of looking the names up in the
// Stats and Dice maps (a forecast plays millions of events).
//
// NewCombatant makes it, after the last write into Stats, and keeps it in
// the combatant's Ext. Dragonhead's rules never change a stat or a die
// after that (a handler that ever does must change them through SetStat or
// SetDie and then give c a new copy, readStats), so the copy is never written: forecast clones of a state share
// it, as they share the Stats and Dice maps it copies.
// TestFighterStatsMatchMaps compares it with the maps after every event of
// sampled fights and the testdata logs.
type fighterStats struct {
	ac, dc, size, stun, morale, spirit, attacks int
	// armor and shield are Dice["armor"] and Dice["shield"].
	armor, shield string
}

// readStats is c's typed copy read from its maps.
func readStats(c *encounter.Combatant) *fighterStats {
	return &fighterStats{
		ac: c.Stat("ac"), dc: c.Stat("dc"), size: c.Stat("size"), stun: c.Stat("stun"),
		morale: c.Stat("morale"), spirit: c.Stat("spirit"), attacks: c.Stat("attacks"),
		armor: c.Dice["armor"], shield: c.Dice["shield"],
	}
}

// statsOf is c's typed copy: the one NewCombatant kept, or, for a
// combatant made some other way, one read now.
func statsOf(c *encounter.Combatant) *fighterStats {
	if f, ok := c.Ext.(*fighterStats); ok {
		return f
	}
	return readStats(c)
}

// CloneExt implements encounter.ExtCloner: the copy is never changed (a
// new stat makes a new copy), so a cloned state shares it.
func (f *fighterStats) CloneExt() any { return f }
