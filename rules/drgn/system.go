// Package drgn holds the rules of Don't Ruin Game Night (DRGN), from the rule
// book shared/seeds/000_83d7bea2fb475415.txt: the character document, the
// book's tables as data, derived battle stats with explain lines and rule
// problems, the ability component calculator, and what changes after play.
package drgn

import (
	"encoding/json"

	"sessionzero/rules"
)

// ID is the system's identifier in files and the library.
const ID = "drgn"

// System is the DRGN rules.System; New sets its Book.
type System struct{ rules.Book }

// New returns the Don't Ruin Game Night (DRGN) system.
func New() rules.System {
	return System{rules.Book{SystemID: ID, SystemName: "Don't Ruin Game Night (DRGN)"}}
}

// NewCharacter implements rules.System.
func (System) NewCharacter() json.RawMessage { return rules.NewDocument(NewCharacter().Encode) }

// Validate implements rules.System: the data must decode into a Character;
// a wrong type is refused with the key it is under.
func (System) Validate(data json.RawMessage) error { return rules.ValidateWith(decodeObject, data) }

// Derive implements rules.System.
func (System) Derive(data json.RawMessage) (rules.Derived, error) {
	return rules.DeriveWith(decodeObject, Character.Derive, data)
}

// decodeObject decodes data after checking that it is a JSON object.
func decodeObject(data json.RawMessage) (Character, error) {
	if _, err := rules.DecodeObject(data); err != nil {
		return Character{}, err
	}
	return Decode(data)
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
