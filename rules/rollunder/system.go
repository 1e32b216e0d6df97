// Package rollunder holds the rules of Roll-under d20, from the rule book
// shared/seeds/004_5b2569e2fc4c8c7e.txt.
package rollunder

import "sessionzero/rules"

// ID is the system's identifier in files and the library.
const ID = "rollunder"

// New returns the Roll-under d20 system.
func New() rules.System {
	return rules.Generic{SystemID: ID, SystemName: "Roll-under d20", Seed: "004_5b2569e2fc4c8c7e.txt"}
}
