package drgn

import (
	"errors"
	"fmt"
	"slices"

	"sessionzero/rules/encounter"
)

// This file holds what the tracker's forms offer and check before an
// event is built: the elements and the statuses a GM may pick, the
// abilities a combatant may spend a use of, the traits a social team may
// argue with, and the afflict event a Condition form makes.

// ElementNames are the attunement chart's element names, in its order.
func ElementNames() []string {
	out := make([]string, len(Elements))
	for i, e := range Elements {
		out[i] = e.Name
	}
	return out
}

// InflictableStatuses are the statuses a GM may inflict, in the book's
// order: every one but those the rules give from hit points (Injured: "A
// character automatically gains this condition when they drop below 50%
// of the max HP"; Dying: "automatically gains this condition when they drop
// below 0 Hit points"), which afflict refuses.
func InflictableStatuses() []string {
	var out []string
	for _, s := range Statuses {
		if !s.Automatic {
			out = append(out, s.Name)
		}
	}
	return out
}

// Affliction is the afflict event of a Condition form (without its target
// and override): a status that counts down needs its duration in rounds,
// one that does not (Crippled "does NOT decrease over time", Prone until a
// move) may leave it 0; supported ("Unless an unconscious character is
// supported by something, they will also have the prone condition") is
// kept only for Unconscious.
func Affliction(status string, degree, duration int, detail string, supported bool) (AfflictPayload, error) {
	info, _ := StatusByName(status)
	if duration == 0 && !info.NoCountdown {
		return AfflictPayload{}, errors.New("type the duration in rounds")
	}
	return AfflictPayload{Status: status, Degree: degree, Duration: duration, Detail: detail,
		Supported: supported && info.Name == StatusUnconscious}, nil
}

// Abilities are the combatant's attacks of kind ability, in its order: what
// use_ability counts a use of (a weapon "has no uses").
func Abilities(c *encounter.Combatant) []encounter.Attack {
	var out []encounter.Attack
	for _, a := range c.Attacks {
		if a.Kind == AttackAbility {
			out = append(out, a)
		}
	}
	return out
}

// UsesLeft is how many uses of a the combatant has left (0 for an attack
// without a count of uses).
func UsesLeft(c *encounter.Combatant, a encounter.Attack) int {
	if a.Uses == 0 {
		return 0
	}
	return c.Resource(encounter.UsesKey(a.Name))
}

// TeamTraits are the traits a social team's members carry from their
// characters, each once, sorted: the picks of "pick the trait they would
// like to use".
func TeamTraits(st *encounter.State, side string) []string {
	seen := map[string]bool{}
	var out []string
	for _, c := range st.Combatants {
		if c.Side != side {
			continue
		}
		for _, tr := range CarriedTraits(c) {
			if !seen[tr.Name] {
				seen[tr.Name] = true
				out = append(out, tr.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}

// RatingName is the social chart's name of a rating, −3 Abhorrent … +3
// Phenomenal; a rating off the chart is its number ("+4").
func RatingName(rating int) string {
	if rating < MinRating || rating > MaxRating {
		return fmt.Sprintf("%+d", rating)
	}
	return ArgumentNames[rating-MinRating]
}
