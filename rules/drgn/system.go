// Package drgn holds the rules of Don't Ruin Game Night (DRGN), from the rule book
// shared/seeds/000_83d7bea2fb475415.txt.
package drgn

import "sessionzero/rules"

// ID is the system's identifier in files and the library.
const ID = "drgn"

// New returns the Don't Ruin Game Night (DRGN) system.
func New() rules.System {
	return rules.Generic{SystemID: ID, SystemName: "Don't Ruin Game Night (DRGN)", Seed: "000_83d7bea2fb475415.txt"}
}
