// Package drgntest holds the test helpers that DRGN's tests outside its own
// packages share (the builder's and the encounter window's): the rules'
// centaur as a character.
package drgntest

import (
	"testing"

	"sessionzero/rules/drgn"
	"sessionzero/ui/uitest"
)

// Centaur is the rules' centaur (rules/drgn/testdata/centaur.json).
func Centaur(t testing.TB) drgn.Character {
	t.Helper()
	c, err := drgn.Decode(uitest.CharacterData(t, "rules/drgn/testdata/centaur.json"))
	if err != nil {
		t.Fatal(err)
	}
	return c
}
