// Package dragonhead holds the rules of Dragonhead, from the rule book
// shared/seeds/002_81d21628bd61f597.txt: the nine 3d6 abilities and the
// re-roll rule, classes from a user catalog, hit points, attacks, defense,
// movement, body sizes, equipment, the Dice Table, and advancement with XP
// costs that double. Everything here is pure: randomness comes in as Dice.
package dragonhead

import (
	"encoding/json"
	"fmt"
	"time"

	"sessionzero/rules"
)

// ID is the system's identifier in files and the library.
const ID = "dragonhead"

// System is the Dragonhead rules.System; New sets its Book. Dice is the
// Dice Table numbers are turned into rolls with; the zero value uses the
// default table.
type System struct {
	rules.Book
	Dice DiceTable
}

// New returns the Dragonhead system with the default Dice Table.
func New() rules.System {
	return System{Book: rules.Book{SystemID: ID, SystemName: "Dragonhead"}}
}

// NewCharacter implements rules.System: nine average abilities, no class.
func (System) NewCharacter() json.RawMessage { return rules.NewDocument(NewCharacter().Encode) }

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error { return rules.ValidateWith(DecodeCharacter, data) }

// Derive implements rules.System.
func (s System) Derive(data json.RawMessage) (rules.Derived, error) {
	return rules.DeriveWith(DecodeCharacter, func(c Character) rules.Derived { return DeriveCharacter(c, s.Dice) }, data)
}

// StampCreated implements rules.CreationStamper: it sets date_created to
// date's day unless the character already has one, so a duplicate or an
// imported file keeps its own date.
func (System) StampCreated(data json.RawMessage, date time.Time) (json.RawMessage, error) {
	c, err := DecodeCharacter(data)
	if err != nil {
		return nil, fmt.Errorf("stamp the creation date: %w", err)
	}
	if c.DateCreated != "" {
		return data, nil
	}
	c.DateCreated = date.Format(time.DateOnly)
	out, err := c.Encode()
	if err != nil {
		return nil, fmt.Errorf("stamp the creation date: %w", err)
	}
	return out, nil
}
