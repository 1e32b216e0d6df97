// Package catalog finds the encounter rules of a system and mode, and opens
// encounter files with them. It sits apart from rules/encounter because the
// systems' rules import the engine; it asks the registry (rules/systems)
// which systems run encounters, so it names none of them.
package catalog

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/rules/systems"
)

// Kind is one system and mode with encounter rules.
type Kind struct {
	System string
	Mode   string
	Label  string
}

// Kinds lists every system and mode with encounter rules, for menus.
var Kinds = kinds()

func kinds() []Kind {
	var out []Kind
	for _, k := range systems.EncounterKinds() {
		out = append(out, Kind{System: k.System, Mode: k.Mode, Label: k.Label})
	}
	return out
}

// Rules returns the rules for a system and mode.
func Rules(system, mode string) (encounter.Rules, error) {
	var labels []string
	for _, k := range systems.EncounterKinds() {
		if k.System == system && k.Mode == mode {
			return k.Rules(), nil
		}
		labels = append(labels, k.Label)
	}
	return nil, fmt.Errorf("no encounter rules for %s %s (%s)", system, mode, strings.Join(labels, ", "))
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
