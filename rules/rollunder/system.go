// Package rollunder holds the rules of Roll-under d20, from the rule book
// shared/seeds/004_5b2569e2fc4c8c7e.txt and its specification
// shared/specs/rollunder.md: the record-sheet character, saves and attacks
// with exact odds, after-play changes, the four-panel sheet, stat blocks
// and the encounter rules. It is pure Go.
package rollunder

import (
	"encoding/json"

	"sessionzero/rules"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "rollunder"

// System is the Roll-under d20 system.
type System struct{}

// New returns the Roll-under d20 system.
func New() rules.System { return System{} }

// ID implements rules.System.
func (System) ID() string { return ID }

// Name implements rules.System.
func (System) Name() string { return "Roll-under d20" }

// SeedFile implements rules.System.
func (System) SeedFile() string { return Book }

// BuilderReady implements rules.System: the record sheet, Derive, after
// play, the sheet and the encounter rules are complete.
func (System) BuilderReady() bool { return true }

// NewCharacter implements rules.System: `{}` (every default applies).
func (System) NewCharacter() json.RawMessage { return json.RawMessage(`{}`) }

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error {
	_, err := Decode(data)
	return err
}

// OddsChecks are the `odds` checks Roll-under offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }
