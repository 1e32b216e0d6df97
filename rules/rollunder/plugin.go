package rollunder

import (
	"sessionzero/rules/encounter"
	"sessionzero/rules/sheet"
)

// Sheet fills a roll-under character's folding sheet.
func (System) Sheet(c sheet.Character, _ sheet.Options) (sheet.Sheet, error) {
	return Sheet(c.Name, c.Player, c.Campaign, c.Data)
}

// BlankSheet is roll-under's empty sheet.
func (System) BlankSheet(sheet.Options) (sheet.Sheet, error) { return BlankSheet(), nil }

// EncounterKinds are roll-under's encounters: combat.
func (System) EncounterKinds() []encounter.Kind {
	return []encounter.Kind{
		{System: ID, Mode: encounter.ModeCombat, Label: "Roll-under combat", Rules: NewCombatRules},
	}
}

// SummaryExtras are roll-under's keys in `encounter replay --json`:
// minutes, initial, groups and turn (spec §6).
func (CombatRules) SummaryExtras(st *encounter.State) map[string]any { return SummaryExtras(st) }
