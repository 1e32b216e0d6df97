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

// System is the Dragonhead rules.System. Dice is the Dice Table numbers are
// turned into rolls with; the zero value uses the default table.
type System struct {
	Dice DiceTable
}

// New returns the Dragonhead system with the default Dice Table.
func New() rules.System { return System{} }

// ID implements rules.System.
func (System) ID() string { return ID }

// Name implements rules.System.
func (System) Name() string { return "Dragonhead" }

// SeedFile implements rules.System.
func (System) SeedFile() string { return SeedFile }

// BuilderReady implements rules.System.
func (System) BuilderReady() bool { return true }

// NewCharacter implements rules.System: nine average abilities, no class.
func (System) NewCharacter() json.RawMessage {
	b, err := NewCharacter().Encode()
	if err != nil {
		return json.RawMessage(`{}`)
	}
	return b
}

// Validate implements rules.System.
func (System) Validate(data json.RawMessage) error {
	_, err := DecodeCharacter(data)
	return err
}

// Derive implements rules.System.
func (s System) Derive(data json.RawMessage) (rules.Derived, error) {
	c, err := DecodeCharacter(data)
	if err != nil {
		return rules.Derived{}, err
	}
	return DeriveCharacter(c, s.Dice), nil
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
