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
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "dvr"

type rulesData = json.RawMessage

// System is DvR Dice Pool as a rules.System.
type System struct{}

// New returns the DvR Dice Pool system.
func New() rules.System { return System{} }

// ID implements rules.System.
func (System) ID() string { return ID }

// Name implements rules.System.
func (System) Name() string { return "DvR Dice Pool" }

// SeedFile implements rules.System.
func (System) SeedFile() string { return "001_b486315a8cda90c7.txt" }

// BuilderReady implements rules.System: Derive is complete.
func (System) BuilderReady() bool { return true }

// NewCharacter implements rules.System: a Normal campaign, every script die
// d4, the generic skill list.
func (System) NewCharacter() json.RawMessage {
	return json.RawMessage(`{"game_type":"normal","xp_difficulty":"normal"}`)
}

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error {
	_, err := Decode(data)
	return err
}

// Derive implements rules.System.
func (System) Derive(data json.RawMessage) (rules.Derived, error) { return Derive(data) }

func sortStrings(xs []string) { slices.Sort(xs) }

// OddsChecks are the `odds` checks DvR offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }

// Roll rolls DvR's pool notation for `roll`.
func (System) Roll(src string, seed uint64) (tool.Output, bool, error) { return roll(src, seed) }
