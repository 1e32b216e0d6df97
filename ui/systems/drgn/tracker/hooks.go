package tracker

import (
	"sessionzero/rules/drgn"
	"sessionzero/ui/encounters/hooks"
)

// DRGN's parts of the tracker besides its forms: the numbers a typed
// opponent is added with, the social chart's rating names, the write-back
// to characters and how a declared attack is listed (all rules/drgn's).
func init() {
	hooks.Add(drgn.ID, hooks.System{
		QuickStats: []hooks.StatField{
			{Key: "max_hp", Label: "Max HP"},
			{Key: "toughness", Label: "Toughness", Initial: "0"},
			{Key: "evasion_reduction", Label: "Evasion reduction", Initial: "0"},
		},
		RatingName:  drgn.RatingName,
		WriteBack:   drgn.WriteBack,
		PendingText: drgn.PendingText,
	})
}
