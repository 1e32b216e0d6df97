// Package dvr holds the rules of DvR Dice Pool, from the rule book
// shared/seeds/001_b486315a8cda90c7.txt.
package dvr

import "sessionzero/rules"

// ID is the system's identifier in files and the library.
const ID = "dvr"

// New returns the DvR Dice Pool system.
func New() rules.System {
	return rules.Generic{SystemID: ID, SystemName: "DvR Dice Pool", Seed: "001_b486315a8cda90c7.txt"}
}
