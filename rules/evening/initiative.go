package evening

import "sessionzero/rules/encounter"

// This file holds what the initiative form asks of the rules before the
// fight starts: each actor's score and which scores tie ("roll a d20 and
// add your Finesse … ties roll again", the book's "Initiative", L478).

// InitiativeScore is one combatant's initiative score.
type InitiativeScore struct {
	ID, Name string
	Score    int
}

// HasInitiative says whether c rolled its initiative already.
func HasInitiative(c *encounter.Combatant) bool { return c.Resource("_has_init") == 1 }

// TakesInitiative says whether c is in the turn order: a character, threat
// or danger still alive.
func TakesInitiative(c *encounter.Combatant) bool {
	return (c.Kind == "character" || c.Kind == "threat" || c.Kind == "danger") && !c.Dead
}

// InitiativeScores are the scores of every combatant in the turn order, in
// the encounter's order: the score already rolled, or rolls[id] + its
// initiative bonus for one rolled now. A combatant with neither is left out.
func InitiativeScores(st *encounter.State, rolls map[string]int) []InitiativeScore {
	var out []InitiativeScore
	for _, c := range st.Combatants {
		if !TakesInitiative(c) {
			continue
		}
		if HasInitiative(c) {
			out = append(out, InitiativeScore{c.ID, c.Name, c.Resource("initiative")})
		} else if r, ok := rolls[c.ID]; ok {
			out = append(out, InitiativeScore{c.ID, c.Name, r + InitiativeBonus(c)})
		}
	}
	return out
}

// TieGroups are the groups of two or more equal scores, each in the order
// given, the groups in the order their first member comes: each group rolls
// again (the event tie_roll, one roll per member in that order).
func TieGroups(scores []InitiativeScore) [][]InitiativeScore {
	var groups [][]InitiativeScore
	seen := map[int]bool{}
	for _, s := range scores {
		if seen[s.Score] {
			continue
		}
		seen[s.Score] = true
		var g []InitiativeScore
		for _, o := range scores {
			if o.Score == s.Score {
				g = append(g, o)
			}
		}
		if len(g) > 1 {
			groups = append(groups, g)
		}
	}
	return groups
}
