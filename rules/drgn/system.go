// Package drgn holds the rules of Don't Ruin Game Night (DRGN), from the rule
// book shared/seeds/000_83d7bea2fb475415.txt: the character document, the
// book's tables as data, derived battle stats with explain lines and rule
// problems, the ability component calculator, and what changes after play.
package drgn

import (
	"encoding/json"
	"fmt"

	"sessionzero/rules"
)

// ID is the system's identifier in files and the library.
const ID = "drgn"

// System is the DRGN rules.System.
type System struct{}

// New returns the Don't Ruin Game Night (DRGN) system.
func New() rules.System { return System{} }

// ID implements rules.System.
func (System) ID() string { return ID }

// Name implements rules.System.
func (System) Name() string { return "Don't Ruin Game Night (DRGN)" }

// SeedFile implements rules.System.
func (System) SeedFile() string { return SeedFile }

// BuilderReady implements rules.System: DRGN has its builder rules.
func (System) BuilderReady() bool { return true }

// NewCharacter implements rules.System.
func (System) NewCharacter() json.RawMessage {
	b, err := NewCharacter().Encode()
	if err != nil {
		// A fresh character always encodes; fall back to an empty document.
		return json.RawMessage(`{}`)
	}
	return b
}

// Validate implements rules.System: the data must decode into a Character;
// a wrong type is refused with the key it is under.
func (System) Validate(data json.RawMessage) error {
	if _, err := rules.DecodeObject(data); err != nil {
		return err
	}
	_, err := Decode(data)
	return err
}

// Derive implements rules.System.
func (s System) Derive(data json.RawMessage) (rules.Derived, error) {
	if err := s.Validate(data); err != nil {
		return rules.Derived{}, err
	}
	c, err := Decode(data)
	if err != nil {
		return rules.Derived{}, fmt.Errorf("deriving DRGN character: %w", err)
	}
	return c.Derive(), nil
}

// NewCharacter is a fresh character the way the book starts one: Tier 1 and
// its 350 XP, a Medium Humanoid, the functional and common traits at 10,
// no features, abilities or equipment yet.
func NewCharacter() Character {
	xp, _ := StartingXP(1)
	traits := map[string]int{}
	for _, t := range FunctionalTraits {
		traits[t] = TraitStart
	}
	for _, t := range CommonTraits {
		traits[t] = TraitStart
	}
	return Character{
		Tier:      1,
		XPBudget:  xp,
		BodyShape: "Humanoid",
		Size:      "Medium",
		Features:  []FeatureChoice{},
		Traits:    traits,
		Abilities: []Ability{},
		Equipment: []Item{},
	}
}
