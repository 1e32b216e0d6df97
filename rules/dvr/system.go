// Package dvr holds the rules of DvR Dice Pool, from the rule book
// shared/seeds/001_b486315a8cda90c7.txt.
package dvr

import (
	"sessionzero/rules"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "dvr"

// System is DvR Dice Pool.
type System struct{ rules.Generic }

// New returns the DvR Dice Pool system.
func New() rules.System {
	return System{rules.Generic{SystemID: ID, SystemName: "DvR Dice Pool", Seed: "001_b486315a8cda90c7.txt"}}
}

// OddsChecks are the `odds` checks DvR offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }

// Roll rolls DvR's pool notation for `roll`.
func (System) Roll(src string, seed uint64) (tool.Output, bool, error) { return roll(src, seed) }
