package drgn

import (
	"fmt"

	"sessionzero/rules/drgn"
)

// ratingName is the social chart's name of a rating, −3 Abhorrent … +3
// Phenomenal.
func ratingName(rating int) string {
	if rating < drgn.MinRating || rating > drgn.MaxRating {
		return fmt.Sprintf("%+d", rating)
	}
	return drgn.ArgumentNames[rating-drgn.MinRating]
}
