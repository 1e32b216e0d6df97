// Package rollunder holds the rules of Roll-under d20, from the rule book
// shared/seeds/004_5b2569e2fc4c8c7e.txt and its specification
// shared/specs/rollunder.md: the record-sheet character, saves and attacks
// with exact odds, after-play changes, the four-panel sheet, stat blocks
// and the encounter rules. It is pure Go.
package rollunder

import (
	"encoding/json"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
	"sessionzero/rules/sheet"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "rollunder"

// System is the Roll-under d20 system; New sets its rules.Book.
type System struct{ rules.Book }

// New returns the Roll-under d20 system.
func New() rules.System {
	return System{rules.Book{SystemID: ID, SystemName: "Roll-under d20"}}
}

// NewCharacter implements rules.System: `{}` (every default applies).
func (System) NewCharacter() json.RawMessage { return json.RawMessage(`{}`) }

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error { return rules.ValidateWith(Decode, data) }

// OddsChecks are the `odds` checks Roll-under offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }

// Sheet fills a roll-under character's folding sheet.
func (System) Sheet(c sheet.Character, _ sheet.Options) (sheet.Sheet, error) { return c.Fill(Sheet) }

// BlankSheet is roll-under's empty sheet.
func (System) BlankSheet(sheet.Options) (sheet.Sheet, error) { return BlankSheet(), nil }

// EncounterKinds are roll-under's encounters: combat.
func (System) EncounterKinds() []encounter.Kind {
	return []encounter.Kind{
		{System: ID, Mode: encounter.ModeCombat, Label: "Roll-under combat", Rules: NewCombatRules},
	}
}

// SummaryExtras are roll-under's keys in `encounter replay --json`:
// minutes, initial, groups and turn (spec §6).
func (CombatRules) SummaryExtras(st *encounter.State) map[string]any { return SummaryExtras(st) }
