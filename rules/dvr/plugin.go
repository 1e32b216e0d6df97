package dvr

import (
	"sessionzero/rules/encounter"
	"sessionzero/rules/sheet"
)

// Sheet fills a DvR character's folding sheet.
func (System) Sheet(c sheet.Character, _ sheet.Options) (sheet.Sheet, error) {
	return Sheet(c.Name, c.Player, c.Campaign, c.Data)
}

// BlankSheet is DvR's empty sheet.
func (System) BlankSheet(sheet.Options) (sheet.Sheet, error) { return BlankSheet(), nil }

// EncounterKinds are DvR's encounters: popcorn combat (strategized and
// duels are options of its setup).
func (System) EncounterKinds() []encounter.Kind {
	return []encounter.Kind{
		{System: ID, Mode: encounter.ModeCombat, Label: "DvR combat", Rules: NewCombatRules},
	}
}

// SummaryExtras are DvR's keys in `encounter replay --json`: initiative,
// gm_points, duels (and tiers and plans in strategized combat).
func (CombatRules) SummaryExtras(st *encounter.State) map[string]any {
	s := EncounterStatus(st)
	out := map[string]any{"initiative": s.Initiative, "gm_points": s.GMPoints, "duels": s.Duels}
	if s.Tiers != nil {
		out["tiers"] = s.Tiers
	}
	if s.Plans != nil {
		out["plans"] = s.Plans
	}
	return out
}
