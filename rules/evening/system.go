// Package evening holds the rules of Evening, from the rule book
// shared/seeds/003_b350af455cb359c1.txt and its spec shared/specs/evening.md:
// the character document, derived values, catalog kinds, checks with every
// option, GM cards, play actions, encounter rules and the folding sheet.
// Everything is pure Go; dice results come in as numbers.
package evening

import (
	"encoding/json"

	"sessionzero/rules"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "evening"

// SeedFile is the rule book's file name.
const SeedFile = "003_b350af455cb359c1.txt"

// System is the Evening rules.System.
type System struct{}

// New returns the Evening system.
func New() rules.System { return System{} }

// ID implements rules.System.
func (System) ID() string { return ID }

// Name implements rules.System.
func (System) Name() string { return "Evening" }

// SeedFile implements rules.System.
func (System) SeedFile() string { return SeedFile }

// BuilderReady implements rules.System.
func (System) BuilderReady() bool { return true }

// NewCharacter implements rules.System.
func (System) NewCharacter() json.RawMessage {
	b, err := NewCharacter().Encode()
	if err != nil {
		return json.RawMessage(`{}`)
	}
	return b
}

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error {
	_, err := DecodeCharacter(data)
	return err
}

// Derive implements rules.System.
func (System) Derive(data json.RawMessage) (rules.Derived, error) {
	c, err := DecodeCharacter(data)
	if err != nil {
		return rules.Derived{}, err
	}
	return DeriveCharacter(c), nil
}

// OddsChecks are the `odds` checks Evening offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }
