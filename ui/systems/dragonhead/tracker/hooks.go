// Package tracker is Dragonhead's part of the encounter tracker: its
// forms (initiative, attack picks with their odds, damage, healing, moving,
// trying hard, morale, grappling, sacrifice, spells, rests and sleep) and
// its hooks (quick-add numbers, the armour roll, combatant kinds, the
// write-back), registered with ui/encounters/hooks from init. The
// Dragonhead ui package blank-imports it, so it registers with the system.
package tracker

import (
	"sessionzero/rules/dragonhead"
	"sessionzero/ui/encounters/hooks"
)

func init() {
	hooks.Add(dragonhead.ID, hooks.System{
		QuickStats: []hooks.StatField{
			{Key: "hp", Label: "HP"}, {Key: "ac", Label: "AC"}, {Key: "dc", Label: "DC"},
			{Key: "stun", Label: "Stun point"}, {Key: "morale", Label: "Morale (M)", Initial: "0"},
			{Key: "attacks", Label: "Attacks", Initial: "1"},
		},
		Roll: &hooks.RollField{Key: "armor", Label: "Armour roll", Placeholder: "d6", Check: func(roll string) error {
			_, err := dragonhead.ParseRoll(roll)
			return err
		}},
		Kind:        combatantKind,
		WriteBack:   dragonhead.WriteBack,
		WrittenBack: dragonhead.EventWrittenBack,
	})
}

// combatantKind is a typed Dragonhead combatant's kind: a character on the
// players' side (it takes a seat), else a creature.
func combatantKind(players bool) string {
	if players {
		return dragonhead.KindCharacter
	}
	return dragonhead.KindCreature
}
