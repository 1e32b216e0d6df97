package tracker

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
)

// Initiative (the book's "Initiative"): everyone's d20, the ties rolled again.

func initiativeForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Initiative", "Start round 1", "Everyone rolls d20 + initiative; the highest goes first (Initiative). Tied scores roll again: type their tie rolls when asked.")
	st := t.State()
	type roll struct {
		c *encounter.Combatant
		d hooks.Dice
	}
	var rolls []roll
	for _, c := range st.Combatants {
		if !evening.TakesInitiative(c) {
			continue
		}
		if evening.HasInitiative(c) {
			f.Item(c.Name, widget.NewLabel(fmt.Sprintf("initiative %d", c.Resource("initiative"))))
			continue
		}
		rolls = append(rolls, roll{c, f.Dice(fmt.Sprintf("%s (%+d)", c.Name, evening.InitiativeBonus(c)), "d20", nil)})
	}
	// tied are the combatants whose scores tie, in groups (the rules'
	// tie groups of the scores with the rolls typed).
	tied := func() ([][]evening.InitiativeScore, error) {
		typed := map[string]int{}
		for _, r := range rolls {
			n, err := natural(r.d, r.c.Name+"'s roll")
			if err != nil {
				return nil, err
			}
			typed[r.c.ID] = n
		}
		return evening.TieGroups(evening.InitiativeScores(st, typed)), nil
	}
	ties := f.Dice("Tie rolls", "d20", func() (int, error) {
		g, err := tied()
		n := 0
		for _, x := range g {
			n += len(x)
		}
		return n, err
	})
	sides := []string{"No surprise"}
	for _, s := range st.Sides {
		sides = append(sides, s.Name+" surprises the others")
	}
	surprise := f.Choice("Surprise", sides, "No surprise")
	f.Build(func() ([]encounter.Event, error) {
		var out []encounter.Event
		for _, r := range rolls {
			n, err := natural(r.d, r.c.Name+"'s roll")
			if err != nil {
				return nil, err
			}
			ev, err := encounter.NewEvent(evening.EventInitiative, evening.InitiativeEvent{OnCombatant: encounter.OnCombatant{Combatant: r.c.ID}, Roll: n})
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
		groups, err := tied()
		if err != nil {
			return nil, err
		}
		if len(groups) > 0 {
			var names []string
			for _, g := range groups {
				for _, c := range g {
					names = append(names, c.Name)
				}
			}
			list, err := ties.List("Tie roll")
			if err != nil || len(list) != len(names) {
				return nil, fmt.Errorf("tied scores roll again (Initiative): type %d tie rolls, for %s in that order", len(names), strings.Join(names, ", "))
			}
			for _, g := range groups {
				ids := make([]string, len(g))
				for i, c := range g {
					ids[i] = c.ID
				}
				ev, err := encounter.NewEvent(evening.EventTieRoll, evening.TieRollEvent{Combatants: ids, Rolls: list[:len(g)]})
				if err != nil {
					return nil, err
				}
				list = list[len(g):]
				out = append(out, ev)
			}
		}
		if i := surprise.SelectedIndex(); i > 0 {
			ev, err := encounter.NewEvent(evening.EventSurprise, evening.SurpriseEvent{Side: st.Sides[i-1].ID})
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
		return append(out, encounter.MustEvent(evening.EventStart, nil)), nil
	})
	return f
}
