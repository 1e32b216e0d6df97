package drgn

import (
	"fmt"

	"sessionzero/rules/drgn"
	"sessionzero/ui/encounters/hooks"
)

func init() {
	hooks.Add(drgn.ID, hooks.System{
		QuickStats: []hooks.StatField{
			{Key: "max_hp", Label: "Max HP"},
			{Key: "toughness", Label: "Toughness", Initial: "0"},
			{Key: "evasion_reduction", Label: "Evasion reduction", Initial: "0"},
		},
		RatingName:  ratingName,
		WriteBack:   drgn.WriteBack,
		PendingText: drgn.PendingText,
	})
}

// ratingName is the social chart's name of a rating, −3 Abhorrent … +3
// Phenomenal.
func ratingName(rating int) string {
	if rating < drgn.MinRating || rating > drgn.MaxRating {
		return fmt.Sprintf("%+d", rating)
	}
	return drgn.ArgumentNames[rating-drgn.MinRating]
}
