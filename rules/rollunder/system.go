// Package rollunder holds the rules of Roll-under d20, from the rule book
// shared/seeds/004_5b2569e2fc4c8c7e.txt.
package rollunder

import (
	"sessionzero/rules"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "rollunder"

// System is Roll-under d20.
type System struct{ rules.Generic }

// New returns the Roll-under d20 system.
func New() rules.System {
	return System{rules.Generic{SystemID: ID, SystemName: "Roll-under d20", Seed: "004_5b2569e2fc4c8c7e.txt"}}
}

// OddsChecks are the `odds` checks Roll-under offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }
