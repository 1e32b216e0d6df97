package hooks

import (
	"slices"

	"sessionzero/rules/encounter"
)

// Opponent is the combatant an attack by actor starts on as its target:
// an opponent of the actor (a combatant of another side), never an ally.
// It is the first of prefer (the ticked combatants) on another side, else
// the first combatant in turn order on another side still standing (not
// dead, not unconscious), else the first on another side at all; "" when
// actor is not in the encounter or has no opponent.
func Opponent(st *encounter.State, actor string, prefer []string) string {
	if st == nil {
		return ""
	}
	a, err := st.Combatant(actor)
	if err != nil {
		return ""
	}
	other := func(id string) *encounter.Combatant {
		c, err := st.Combatant(id)
		if err != nil || c.Side == a.Side {
			return nil
		}
		return c
	}
	for _, id := range prefer {
		if other(id) != nil {
			return id
		}
	}
	order := slices.Clone(st.Order)
	for _, c := range st.Combatants {
		if !slices.Contains(order, c.ID) {
			order = append(order, c.ID)
		}
	}
	fallback := ""
	for _, id := range order {
		c := other(id)
		if c == nil {
			continue
		}
		if !c.Dead && !c.Unconscious {
			return id
		}
		if fallback == "" {
			fallback = id
		}
	}
	return fallback
}

// OpponentOf is Opponent on the tracker: an opponent of actor, a ticked
// one first.
func OpponentOf(t Tracker, actor string) string {
	return Opponent(t.State(), actor, t.Ticked())
}
