// Package dragonhead holds the rules of Dragonhead, from the rule book
// shared/seeds/002_81d21628bd61f597.txt.
package dragonhead

import "sessionzero/rules"

// ID is the system's identifier in files and the library.
const ID = "dragonhead"

// New returns the Dragonhead system.
func New() rules.System {
	return rules.Generic{SystemID: ID, SystemName: "Dragonhead", Seed: "002_81d21628bd61f597.txt"}
}
