// Package dvr holds the rules of DvR Dice Pool, from the rule book
// shared/seeds/001_b486315a8cda90c7.txt and its specification
// shared/specs/dvr.md: the character document, derived values,
// advancement, the check resolver and its exact odds, the folding sheet and
// the encounter rules.
package dvr

import (
	"encoding/json"
	"slices"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
	"sessionzero/rules/sheet"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "dvr"

type rulesData = json.RawMessage

// System is DvR Dice Pool as a rules.System; New sets its Book.
type System struct{ rules.Book }

// New returns the DvR Dice Pool system.
func New() rules.System {
	return System{rules.Book{SystemID: ID, SystemName: "DvR Dice Pool"}}
}

// NewCharacter implements rules.System: a Normal campaign, every script die
// d4, the generic skill list.
func (System) NewCharacter() json.RawMessage {
	return json.RawMessage(`{"game_type":"normal","xp_difficulty":"normal"}`)
}

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error { return rules.ValidateWith(Decode, data) }

// Derive implements rules.System.
func (System) Derive(data json.RawMessage) (rules.Derived, error) { return Derive(data) }

func sortStrings(xs []string) { slices.Sort(xs) }

// OddsChecks are the `odds` checks DvR offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }

// Roll rolls DvR's pool notation for `roll`.
func (System) Roll(src string, seed uint64) (tool.Output, bool, error) { return roll(src, seed) }

// Sheet fills a DvR character's folding sheet.
func (System) Sheet(c sheet.Character, _ sheet.Options) (sheet.Sheet, error) { return c.Fill(Sheet) }

// BlankSheet is DvR's empty sheet.
func (System) BlankSheet(sheet.Options) (sheet.Sheet, error) { return BlankSheet(), nil }

// EncounterKinds are DvR's encounters: popcorn combat (strategized and
// duels are options of its setup).
func (System) EncounterKinds() []encounter.Kind {
	return []encounter.Kind{
		{System: ID, Mode: encounter.ModeCombat, Label: "DvR combat", Rules: NewCombatRules},
	}
}

// SummaryExtras are DvR's keys in `encounter replay --json`: initiative,
// gm_points, duels (and tiers and plans in strategized combat).
func (CombatRules) SummaryExtras(st *encounter.State) map[string]any {
	s := EncounterStatus(st)
	out := map[string]any{"initiative": s.Initiative, "gm_points": s.GMPoints, "duels": s.Duels}
	if s.Tiers != nil {
		out["tiers"] = s.Tiers
	}
	if s.Plans != nil {
		out["plans"] = s.Plans
	}
	return out
}

// CombatantExtras are a combatant's DvR keys in `encounter replay --json`:
// in strategized combat its tier, planned action and movement (empty
// until planned), as each combatant's own keys.
func (CombatRules) CombatantExtras(st *encounter.State, id string) map[string]any {
	x, ok := st.Ext.(*Ext)
	if !ok || x.Initiative != InitiativeStrategized {
		return nil
	}
	p := x.Plans[id]
	return map[string]any{"tier": x.Tier[id], "plan": p.Action, "movement": p.Movement}
}
