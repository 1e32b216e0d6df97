package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds initiative: what the initiative form asks of the rules
// before the fight starts (each actor's score and which scores tie) and the
// events initiative, tie_roll and surprise ("roll a d20 and add your
// Finesse … ties roll again", the book's "Initiative", L478, L482).

// InitiativeScore is one combatant's initiative score.
type InitiativeScore struct {
	ID, Name string
	Score    int
}

// HasInitiative says whether c rolled its initiative already.
func HasInitiative(c *encounter.Combatant) bool { return res(c, rHasInit) == 1 }

// TakesInitiative says whether c is in the turn order: a character, threat
// or danger still alive.
func TakesInitiative(c *encounter.Combatant) bool {
	return (c.Kind == CombatantCharacter || c.Kind == CombatantThreat || c.Kind == CombatantDanger) && !c.Dead
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

// InitiativeBonus is what a combatant adds to its initiative d20: a
// character's derived initiative, a threat's or danger's initiative_bonus.
func InitiativeBonus(c *encounter.Combatant) int {
	if c.Kind == CombatantCharacter {
		return c.Stat("initiative")
	}
	return c.Stat("initiative_bonus") // EVE-28
}

func initiative(st *encounter.State, c *encounter.Combatant, p InitiativeEvent) error {
	if err := checkD20("roll", p.Roll); err != nil {
		return err
	}
	setR(c, rInitiative, p.Roll+fx(c).st.initiativeBonus)
	setR(c, rHasInit, 1)
	if !st.Quiet {
		st.Sayf("%s rolls %d for initiative: %d", c.Name, p.Roll, res(c, rInitiative))
	}
	return nil
}

func tieRoll(st *encounter.State, p TieRollEvent) error {
	if len(p.Combatants) != len(p.Rolls) || len(p.Combatants) < 2 {
		return fmt.Errorf("give one roll per combatant, at least two")
	}
	for i, id := range p.Combatants {
		c, err := st.Combatant(id)
		if err != nil {
			return err
		}
		setR(c, rTie, res(c, rTie)*100+p.Rolls[i])
	}
	return nil
}

func surprise(st *encounter.State, p SurpriseEvent) error {
	if st.Round > 0 {
		return fmt.Errorf("surprise comes before start")
	}
	if st.Side(p.Side) == nil {
		return fmt.Errorf("no side %q", p.Side)
	}
	st.Surprised = ""
	for _, c := range st.Combatants {
		if c.Side != p.Side {
			setCond(st, c, encounter.Condition{Name: "Surprised", Remaining: -1})
			setRes(c, "_was_surprised", 1)
		}
	}
	st.Phase = "surprise"
	st.Sayf("%s surprises the others", st.Side(p.Side).Name) // L482
	return nil
}
