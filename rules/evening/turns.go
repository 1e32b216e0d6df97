package evening

import (
	"fmt"
	"sort"

	"sessionzero/rules/encounter"
)

// This file holds the turn order of a fight: the start, each turn and its
// budget of actions and movement (L463–501).

func actors(st *encounter.State) []*encounter.Combatant {
	var out []*encounter.Combatant
	for _, c := range st.Combatants {
		if c.Kind == CombatantCharacter || c.Kind == CombatantThreat || c.Kind == CombatantDanger {
			out = append(out, c)
		}
	}
	return out
}

func start(st *encounter.State) error {
	if st.Round > 0 {
		return fmt.Errorf("the encounter has started")
	}
	list := actors(st)
	for _, c := range list {
		if c.Resource("_has_init") == 0 {
			return fmt.Errorf("%s has no initiative roll", c.Name)
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.Resource("initiative") != b.Resource("initiative") {
			return a.Resource("initiative") > b.Resource("initiative")
		}
		return a.Resource("_tie") > b.Resource("_tie")
	})
	for i := 1; i < len(list); i++ {
		a, b := list[i-1], list[i]
		if a.Resource("initiative") == b.Resource("initiative") && a.Resource("_tie") == b.Resource("_tie") {
			return fmt.Errorf("%s and %s tie at %d: both roll again", a.Name, b.Name, a.Resource("initiative")) // L478
		}
	}
	st.Order = withLairSlots(list)
	st.Round, st.Turn = 1, -1
	for _, c := range list {
		c.SetResource("speed_left", c.Stat("speed"))
	}
	return advanceTurn(st)
}

// advanceTurn moves to the next combatant who has a turn, starting a new
// round after the last; a Surprised combatant skips its round-1 turn.
func advanceTurn(st *encounter.State) error {
	if len(st.Order) == 0 {
		return fmt.Errorf("nobody is in the turn order: add combatants first")
	}
	for _, c := range st.Combatants {
		setResource(c, "_in_lair", 0)
	}
	for range len(st.Order) + 1 {
		st.Turn++
		if st.Turn >= len(st.Order) {
			st.Round++
			st.Turn = 0
			st.Phase = ""
			for _, c := range st.Combatants {
				c.RemoveCondition("Surprised")
				setResource(c, "speed_left", c.Stat("speed")) // L593
			}
		}
		c, err := st.Combatant(st.Order[st.Turn])
		if err != nil || c.Dead {
			continue
		}
		if lairSlot(st, c, st.Turn) {
			if !canUseLair(c) {
				continue
			}
			setResource(c, "_in_lair", 1)
			st.Sayf("round %d: %s's lair action (initiative count 20)", st.Round, c.Name)
			return nil
		}
		if st.Round == 1 && c.Has("Surprised") {
			st.Sayf("%s is surprised and skips its turn", c.Name) // L482
			continue
		}
		startTurn(st, c)
		return nil
	}
	return fmt.Errorf("nobody can act")
}

func startTurn(st *encounter.State, c *encounter.Combatant) {
	setResource(c, "_had_turn", 1)
	c.Actions = 1
	setResource(c, "bonus_actions_left", 1)
	setResource(c, "reactions_left", 1) // EVE-29
	c.RemoveCondition("Defending")
	c.RemoveCondition("Disengaged")
	if c.Kind == CombatantThreat {
		setResource(c, "attacks_left", c.Stat("attacks"))
		if c.Stat("legendary_actions") > 0 {
			setResource(c, "legendary_actions", c.Stat("legendary_actions"))
		}
	}
	if c.HP == 0 && c.Kind == CombatantCharacter {
		c.Actions = 0
		if c.Has("Dying") {
			st.Sayf("%s is dying: make a death save", c.Name) // L1101
		}
	}
	st.Sayf("round %d: %s's turn", st.Round, c.Name)
}

// setResource sets a counter, writing the map only when the value changes
// (every turn sets the same counters again).
func setResource(c *encounter.Combatant, name string, v int) {
	if old, ok := c.Resources[name]; !ok || old != v {
		c.SetResource(name, v)
	}
}

func endTurn(st *encounter.State) error {
	if st.Round == 0 {
		return fmt.Errorf("start the encounter first")
	}
	return advanceTurn(st)
}

var spendKinds = map[string]string{"action": "_actions", "bonus": "bonus_actions_left", "reaction": "reactions_left"}

func spend(st *encounter.State, c *encounter.Combatant, p SpendEvent) error {
	switch p.Action {
	case "action":
		if c.Actions < 1 {
			return fmt.Errorf("%s has no action left this turn", c.Name)
		}
		c.Actions--
	case "bonus", "reaction":
		key := spendKinds[p.Action]
		if c.Resource(key) < 1 {
			return fmt.Errorf("%s has no %s left", c.Name, p.Action)
		}
		c.AddResource(key, -1)
	case "move":
		cost := p.Squares
		if p.Difficult {
			cost *= 2 // L599
		}
		if cost < 0 || cost > c.Resource("speed_left") {
			return fmt.Errorf("%s has %d speed left, the move costs %d", c.Name, c.Resource("speed_left"), cost)
		}
		c.AddResource("speed_left", -cost)
	case "free":
	default:
		return fmt.Errorf("action is %q, use action, bonus, reaction, move or free", p.Action)
	}
	switch p.What {
	case "defend":
		c.SetCondition(encounter.Condition{Name: "Defending", Remaining: -1}) // +3 to defenses (L992)
	case "disengage":
		c.SetCondition(encounter.Condition{Name: "Disengaged", Remaining: -1})
	case "dash":
		c.AddResource("speed_left", c.Stat("speed")) // L613
	case "get_up":
		c.RemoveCondition("Prone")
	}
	return nil
}
