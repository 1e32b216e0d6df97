package evening

import (
	"sessionzero/rules/encounter"
	"sessionzero/rules/sheet"
)

// Sheet fills an Evening character's folding sheet.
func (System) Sheet(c sheet.Character, _ sheet.Options) (sheet.Sheet, error) {
	return Sheet(c.Name, c.Player, c.Campaign, c.Data)
}

// BlankSheet is Evening's empty sheet.
func (System) BlankSheet(sheet.Options) (sheet.Sheet, error) { return BlankSheet(), nil }

// EncounterKinds are Evening's encounters: combat, danger, challenge and
// the thread board.
func (System) EncounterKinds() []encounter.Kind {
	labels := map[string]string{EncounterCombat: "Evening combat", EncounterDanger: "Evening danger",
		EncounterChallenge: "Evening challenge", EncounterThreads: "Evening thread board"}
	var out []encounter.Kind
	for _, r := range EncounterRules() {
		mode := r.Mode()
		out = append(out, encounter.Kind{System: ID, Mode: mode, Label: labels[mode],
			Rules: func() encounter.Rules { return Rules{mode: mode} }})
	}
	return out
}
