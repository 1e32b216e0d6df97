// Package evening holds the rules of Evening, from the rule book
// shared/seeds/003_b350af455cb359c1.txt and its spec shared/specs/evening.md:
// the character document, derived values, catalog kinds, checks with every
// option, GM cards, play actions, encounter rules and the folding sheet.
// Everything is pure Go; dice results come in as numbers.
package evening

import (
	"encoding/json"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
	"sessionzero/rules/sheet"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "evening"

// System is the Evening rules.System; New sets its Book.
type System struct{ rules.Book }

// New returns the Evening system.
func New() rules.System {
	return System{rules.Book{SystemID: ID, SystemName: "Evening"}}
}

// NewCharacter implements rules.System.
func (System) NewCharacter() json.RawMessage { return rules.NewDocument(NewCharacter().Encode) }

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error { return rules.ValidateWith(DecodeCharacter, data) }

// Derive implements rules.System.
func (System) Derive(data json.RawMessage) (rules.Derived, error) {
	return rules.DeriveWith(DecodeCharacter, DeriveCharacter, data)
}

// OddsChecks are the `odds` checks Evening offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }

// Sheet fills an Evening character's folding sheet.
func (System) Sheet(c sheet.Character, _ sheet.Options) (sheet.Sheet, error) { return c.Fill(Sheet) }

// BlankSheet is Evening's empty sheet.
func (System) BlankSheet(sheet.Options) (sheet.Sheet, error) { return BlankSheet(), nil }

// EncounterKinds are Evening's encounters: combat, danger, challenge and
// the thread board.
func (System) EncounterKinds() []encounter.Kind {
	labels := map[string]string{EncounterCombat: "Evening combat", EncounterDanger: "Evening danger",
		EncounterChallenge: "Evening challenge", EncounterThreads: "Evening thread board"}
	var out []encounter.Kind
	for _, r := range EncounterRules() {
		mode := r.Mode()
		out = append(out, encounter.Kind{System: ID, Mode: mode, Label: labels[mode],
			Rules: func() encounter.Rules { return newRules(mode) }})
	}
	return out
}
