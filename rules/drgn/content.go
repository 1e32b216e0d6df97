package drgn

import (
	"encoding/json"
	"fmt"

	"sessionzero/rules"
	"sessionzero/rules/content"
)

// ContentKinds are DRGN's catalog kinds as they travel in content packs:
// abilities as the ability calculator saves them (docs/formats.md, "DRGN
// abilities in the homebrew catalog").
func (System) ContentKinds() []content.Kind {
	return []content.Kind{{Kind: "ability", List: "abilities", Label: "ability", Check: checkAbilityEntry}}
}

// checkAbilityEntry refuses an ability the calculator cannot price.
func checkAbilityEntry(data json.RawMessage) error {
	var a Ability
	if err := json.Unmarshal(data, &a); err != nil {
		return fmt.Errorf("it does not read as an ability: %v", rules.JSONError(err))
	}
	if _, err := a.Cost(); err != nil {
		return fmt.Errorf("it cannot be priced: %v", err)
	}
	return nil
}
