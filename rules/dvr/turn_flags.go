package dvr

import (
	"slices"

	"sessionzero/rules/encounter"
)

// The turn flags of Ext (Acted, Attacked, Due, Tier, AbleTier) are maps by
// combatant ID, the truth the tracker and the status read; every event
// reads them for every combatant (refresh), so each combatant's fighter
// keeps a typed copy of its own entries. The methods below are the only
// writers of those maps after Start: each writes the map and the copy.
// A new combatant's copy is read from the maps (NewCombatant), so an ID
// that left and came back sees what the maps kept for it.

// turnFlags are a combatant's copies of its Ext entries.
type turnFlags struct {
	acted, attacked bool
	stunnedDue      bool // Due holds Stunned
	tier            string
	ableTier        bool
}

// readTurnFlags reads id's entries from x's maps.
func readTurnFlags(x *Ext, id string) turnFlags {
	return turnFlags{acted: x.Acted[id], attacked: x.Attacked[id], stunnedDue: slices.Contains(x.Due[id], CondStunned),
		tier: x.Tier[id], ableTier: x.AbleTier[id]}
}

// acted reports c has ended its turn this round (popcorn).
func (x *Ext) acted(c *encounter.Combatant) bool {
	if f := fighterOf(c); f != nil {
		return f.turn.acted
	}
	return x.Acted[c.ID]
}

// attacked reports c has attacked this turn (popcorn) or round.
func (x *Ext) attacked(c *encounter.Combatant) bool {
	if f := fighterOf(c); f != nil {
		return f.turn.attacked
	}
	return x.Attacked[c.ID]
}

// stunnedDue reports c Stunned when its turn or tier began.
func (x *Ext) stunnedDue(c *encounter.Combatant) bool {
	if f := fighterOf(c); f != nil {
		return f.turn.stunnedDue
	}
	return slices.Contains(x.Due[c.ID], CondStunned)
}

// tier is c's tier this round (strategized).
func (x *Ext) tier(c *encounter.Combatant) string {
	if f := fighterOf(c); f != nil {
		return f.turn.tier
	}
	return x.Tier[c.ID]
}

// ableTier reports c able and not Stunned when its tier began.
func (x *Ext) ableTier(c *encounter.Combatant) bool {
	if f := fighterOf(c); f != nil {
		return f.turn.ableTier
	}
	return x.AbleTier[c.ID]
}

func (x *Ext) setActed(c *encounter.Combatant) {
	x.Acted[c.ID] = true
	if f := fighterOf(c); f != nil {
		f.turn.acted = true
	}
}

func (x *Ext) setAttacked(c *encounter.Combatant) {
	x.Attacked[c.ID] = true
	if f := fighterOf(c); f != nil {
		f.turn.attacked = true
	}
}

// unsetAttacked clears c's attack of this turn as its turn begins. Attacked
// holds only true entries (setAttacked writes true, nothing writes false),
// so a fighter whose copy says false has no entry to delete: most turns
// begin so, and the delete is skipped.
func (x *Ext) unsetAttacked(c *encounter.Combatant) {
	f := fighterOf(c)
	if f != nil && !f.turn.attacked {
		return
	}
	delete(x.Attacked, c.ID)
	if f != nil {
		f.turn.attacked = false
	}
}

// setDue records the Stunned and Pinned on c as its turn or tier begins.
//
// A turn without a condition due writes no entry (a nil one reads the
// same), so that most turns leave the map empty.
func (x *Ext) setDue(c *encounter.Combatant, due []string) {
	if due == nil {
		if len(x.Due) > 0 {
			delete(x.Due, c.ID)
		}
	} else {
		x.Due[c.ID] = due
	}
	if f := fighterOf(c); f != nil {
		f.turn.stunnedDue = slices.Contains(due, CondStunned)
	}
}

func (x *Ext) dropDue(c *encounter.Combatant) {
	if len(x.Due) > 0 {
		delete(x.Due, c.ID)
	}
	if f := fighterOf(c); f != nil {
		f.turn.stunnedDue = false
	}
}

func (x *Ext) setTier(c *encounter.Combatant, tier string) {
	if tier != TierNormal {
		x.allNormal = false
	}
	x.Tier[c.ID] = tier
	if f := fighterOf(c); f != nil {
		f.turn.tier = tier
	}
}

func (x *Ext) setAbleTier(c *encounter.Combatant, v bool) {
	x.AbleTier[c.ID] = v
	if f := fighterOf(c); f != nil {
		f.turn.ableTier = v
	}
}

// clearActed is a new round's clear(x.Acted).
func (x *Ext) clearActed(st *encounter.State) {
	clear(x.Acted)
	for _, c := range st.Combatants {
		if f := fighterOf(c); f != nil {
			f.turn.acted = false
		}
	}
}

// newRoundTiers starts a strategized round's flags: every tier normal
// (every ID the map holds), no attacks, nobody able in a tier.
func (x *Ext) newRoundTiers(st *encounter.State) {
	x.normalTiers(st)
	clear(x.Attacked)
	clear(x.AbleTier)
	for _, c := range st.Combatants {
		if f := fighterOf(c); f != nil {
			f.turn.attacked, f.turn.ableTier = false, false
		}
	}
}

// normalTiers sets every tier the map holds to normal. Every strategized
// round begins with it, and the forecast's fights never set a tier: when
// x.allNormal says no tier was set since the last time (so the map, and
// every fighter's copy of it, is all normal), there is nothing to write.
func (x *Ext) normalTiers(st *encounter.State) {
	if x.allNormal {
		return
	}
	for id := range x.Tier {
		x.Tier[id] = TierNormal
	}
	for _, c := range st.Combatants {
		if f := fighterOf(c); f != nil {
			f.turn.tier = x.Tier[c.ID]
		}
	}
	x.allNormal = true
}
