// Package evening holds the rules of Evening, from the rule book
// shared/seeds/003_b350af455cb359c1.txt.
package evening

import (
	"sessionzero/rules"
	"sessionzero/rules/tool"
)

// ID is the system's identifier in files and the library.
const ID = "evening"

// System is Evening.
type System struct{ rules.Generic }

// New returns the Evening system.
func New() rules.System {
	return System{rules.Generic{SystemID: ID, SystemName: "Evening", Seed: "003_b350af455cb359c1.txt"}}
}

// OddsChecks are the `odds` checks Evening offers.
func (System) OddsChecks() []tool.Command { return oddsChecks() }
