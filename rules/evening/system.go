// Package evening holds the rules of Evening, from the rule book
// shared/seeds/003_b350af455cb359c1.txt.
package evening

import "sessionzero/rules"

// ID is the system's identifier in files and the library.
const ID = "evening"

// New returns the Evening system.
func New() rules.System {
	return rules.Generic{SystemID: ID, SystemName: "Evening", Seed: "003_b350af455cb359c1.txt"}
}
