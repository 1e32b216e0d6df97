package dragonhead

import (
	"sync"

	"sessionzero/rules/encounter"
)

// fighterStats is a typed copy of the combatant's stats and defence rolls
// that the combat rules and the autopilot read on every attack and turn, so
// that the hot paths read fields instead of looking the names up in the
// Stats and Dice maps (a forecast plays millions of events).
//
// NewCombatant makes it, after the last write into Stats, and keeps it in
// the combatant's Ext (a fighter, beside the typed counters). Dragonhead's
// rules never change a stat or a die after that (a handler that ever does
// must change them through SetStat or SetDie and then give c's fighter a
// new copy, readStats), so the copy is never written: every copy of a
// state shares it, as they share the Stats and Dice maps it copies.
// TestFighterStatsMatchMaps compares it with the maps after every event of
// sampled fights and the testdata logs.
type fighterStats struct {
	ac, dc, size, stun, morale, spirit, attacks int
	// armor and shield are Dice["armor"] and Dice["shield"].
	armor, shield string
	// armorID and shieldID are their rollIDs, and rolls the rollIDs of
	// the first attacks' damage rolls (the autopilot's odds key).
	armorID, shieldID rollNumber
	rolls             [keptRolls]keptRoll
}

// keptRolls is how many of a combatant's attacks have their damage roll's
// number kept in its fighterStats (most have one or two attacks).
const keptRolls = 4

// keptRoll is an attack's damage roll and its rollID.
type keptRoll struct {
	text string
	id   rollNumber
}

// readStats is c's typed copy read from its maps.
func readStats(c *encounter.Combatant) *fighterStats {
	f := &fighterStats{
		ac: c.Stat("ac"), dc: c.Stat("dc"), size: c.Stat("size"), stun: c.Stat("stun"),
		morale: c.Stat("morale"), spirit: c.Stat("spirit"), attacks: c.Stat("attacks"),
		armor: c.Dice["armor"], shield: c.Dice["shield"],
	}
	f.armorID, f.shieldID = rollID(f.armor), rollID(f.shield)
	for i := range min(len(c.Attacks), keptRolls) {
		f.rolls[i] = keptRoll{c.Attacks[i].Dice, rollID(c.Attacks[i].Dice)}
	}
	return f
}

// damageRollID is the rollID of c's attack i, whose damage roll is text:
// the one kept when it is still the same text, else looked up.
func (f *fighterStats) damageRollID(i int, text string) rollNumber {
	if i < keptRolls && f.rolls[i].text == text {
		return f.rolls[i].id
	}
	return rollID(text)
}

// rollNumber numbers a roll's text (rollID).
type rollNumber uint32

// rollIDs numbers each roll's text the rules have met, so that the
// autopilot's odds key holds numbers instead of texts (a key of numbers is
// hashed and compared in a few instructions). Written when a combatant is
// made, never emptied: a program meets few distinct rolls.
var rollIDs = struct {
	mu sync.Mutex
	m  map[string]rollNumber
}{m: map[string]rollNumber{}}

// rollID is text's number: the same text always has the same number, two
// texts never share one.
func rollID(text string) rollNumber {
	rollIDs.mu.Lock()
	defer rollIDs.mu.Unlock()
	id, ok := rollIDs.m[text]
	if !ok {
		id = rollNumber(len(rollIDs.m) + 1)
		rollIDs.m[text] = id
	}
	return id
}

// statsOf is c's typed copy: the one NewCombatant kept, or, for a
// combatant made some other way, one read now.
func statsOf(c *encounter.Combatant) *fighterStats {
	if f, ok := c.Ext.(*fighter); ok {
		return f.stats
	}
	return readStats(c)
}
