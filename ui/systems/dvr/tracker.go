package dvr

import (
	"sessionzero/model"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/plugin"
	_ "sessionzero/ui/systems/dvr/tracker" // the tracker's forms
)

// DvR in the encounter tracker: a library character joins with its own
// Health, Focus, dice and weapons (dvr.CombatantFromCharacter); an opponent
// is typed with its key numbers and a dice pool, or taken from a stat block
// saved on the quick-add form or in the calculators' NPC stat block. When
// the fight ends, "Write back…" carries Health, Focus, burdens, rust and
// sacrificed items to the library characters (dvr.WriteBack).

func init() {
	plugin.AddCombatant(dvr.ID, combatant)
	hooks.Add(dvr.ID, hooks.System{
		QuickStats: []hooks.StatField{
			{Key: "max_health", Label: "Health"},
			// Left empty, the opponent has no focus pool (never Exhausted).
			// The label is also the typed list's ("Focus 5"), so it holds
			// no hint.
			{Key: "max_focus", Label: "Focus"},
			{Key: "resistance", Label: "Resistance R", Initial: "1"},
			{Key: "cover", Label: "Cover (+D)", Initial: "0"},
		},
		Roll: &hooks.RollField{Key: dvr.QuickPoolKey, Label: "Dice pool", Placeholder: "d8 d6 d6", Check: func(roll string) error {
			_, err := dvr.ParseQuickPool(roll)
			return err
		}},
		WriteBack:   dvr.WriteBack,
		WrittenBack: dvr.EventWrittenBack,
	})
}

// combatant is a DvR library character in an encounter, from its sheet.
func combatant(_ plugin.Host, ch model.Character, id, side string, _ int) (encounter.CombatantSetup, error) {
	return dvr.CombatantFromCharacter(id, ch.Name, side, ch.ID, ch.Data)
}
