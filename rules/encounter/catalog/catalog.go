// Package catalog finds the encounter rules of a system and mode, and opens
// encounter files with them. It sits apart from rules/encounter because the
// systems' rules import the engine.
package catalog

import (
	"fmt"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
)

// Kind is one system and mode with encounter rules.
type Kind struct {
	System string
	Mode   string
	Label  string
}

// Kinds lists every system and mode with encounter rules, for menus.
var Kinds = []Kind{
	{System: drgn.ID, Mode: encounter.ModeCombat, Label: "DRGN combat"},
	{System: drgn.ID, Mode: encounter.ModeSocial, Label: "DRGN social encounter"},
	{System: dragonhead.ID, Mode: encounter.ModeCombat, Label: "Dragonhead combat"},
}

// Rules returns the rules for a system and mode.
func Rules(system, mode string) (encounter.Rules, error) {
	switch {
	case system == drgn.ID && mode == encounter.ModeCombat:
		return drgn.NewCombatRules(), nil
	case system == drgn.ID && mode == encounter.ModeSocial:
		return drgn.NewSocialRules(), nil
	case system == dragonhead.ID && mode == encounter.ModeCombat:
		return dragonhead.NewCombatRules(), nil
	}
	return nil, fmt.Errorf("no encounter rules for %s %s (DRGN combat or social, Dragonhead combat)", system, mode)
}

// Open parses an encounter file and replays its log. The file is returned
// too, so that its unknown keys survive a save.
func Open(raw []byte) (*encounter.Session, encounter.File, error) {
	f, err := encounter.ParseFile(raw)
	if err != nil {
		return nil, encounter.File{}, err
	}
	r, err := Rules(f.Encounter.System, f.Encounter.Mode)
	if err != nil {
		return nil, encounter.File{}, err
	}
	s, err := encounter.NewSession(r, f.Encounter)
	if err != nil {
		return nil, encounter.File{}, err
	}
	return s, f, nil
}
