package evening

import (
	"cmp"
	"fmt"
	"slices"
	"unsafe"

	"sessionzero/rules/encounter"
)

// This file holds the turn order of a fight: the start, each turn and its
// budget of actions and movement (L463–501).

func actors(st *encounter.State) []*encounter.Combatant {
	out := make([]*encounter.Combatant, 0, len(st.Combatants))
	for _, c := range st.Combatants {
		if isActor(c) {
			out = append(out, c)
		}
	}
	return out
}

// isActor says whether c takes turns: a character, threat or danger.
func isActor(c *encounter.Combatant) bool {
	return c.Kind == CombatantCharacter || c.Kind == CombatantThreat || c.Kind == CombatantDanger
}

func start(st *encounter.State) error {
	if st.Round > 0 {
		return fmt.Errorf("the encounter has started")
	}
	list := actors(st)
	for _, c := range list {
		if res(c, rHasInit) == 0 {
			return fmt.Errorf("%s has no initiative roll", c.Name)
		}
	}
	// Highest initiative first, then highest tie roll; a stable sort (the
	// order sort.SliceStable gave: a stable sort's order is the
	// comparison's), without its reflective swapper.
	slices.SortStableFunc(list, func(a, b *encounter.Combatant) int {
		if ia, ib := res(a, rInitiative), res(b, rInitiative); ia != ib {
			return cmp.Compare(ib, ia)
		}
		return cmp.Compare(res(b, rTie), res(a, rTie))
	})
	for i := 1; i < len(list); i++ {
		a, b := list[i-1], list[i]
		if res(a, rInitiative) == res(b, rInitiative) && res(a, rTie) == res(b, rTie) {
			return fmt.Errorf("%s and %s tie at %d: both roll again", a.Name, b.Name, a.Resource("initiative")) // L478
		}
	}
	st.Order = withLairSlots(list)
	st.Round, st.Turn = 1, -1
	for _, c := range list {
		setR(c, rSpeedLeft, fx(c).st.speed)
	}
	return advanceTurn(st)
}

// advanceTurn moves to the next combatant who has a turn, starting a new
// round after the last; a Surprised combatant skips its round-1 turn.
func advanceTurn(st *encounter.State) error {
	if len(st.Order) == 0 {
		return fmt.Errorf("nobody is in the turn order: add combatants first")
	}
	if x := fightOf(st); x == nil || !x.lairReset {
		for _, c := range st.Combatants {
			setRIfChanged(c, rInLair, 0)
		}
		if x != nil {
			x.lairReset = true
		}
	}
	for range len(st.Order) + 1 {
		st.Turn++
		if st.Turn >= len(st.Order) {
			st.Round++
			st.Turn = 0
			st.Phase = ""
			for _, c := range st.Combatants {
				removeCond(c, "Surprised")
				setRIfChanged(c, rSpeedLeft, fx(c).st.speed) // L593
			}
		}
		c, err := turnCombatant(st, st.Order[st.Turn])
		if err != nil || c.Dead {
			continue
		}
		if lairSlot(st, c, st.Turn) {
			if !canUseLair(c) {
				continue
			}
			setRIfChanged(c, rInLair, 1)
			if x := fightOf(st); x != nil {
				x.lairReset = false
			}
			if !st.Quiet {
				st.Sayf("round %d: %s's lair action (initiative count 20)", st.Round, c.Name)
			}
			return nil
		}
		if st.Round == 1 && hasCond(c, "Surprised") {
			if !st.Quiet {
				st.Sayf("%s is surprised and skips its turn", c.Name) // L482
			}
			continue
		}
		startTurn(st, c)
		return nil
	}
	return fmt.Errorf("nobody can act")
}

func startTurn(st *encounter.State, c *encounter.Combatant) {
	setRIfChanged(c, rHadTurn, 1)
	c.Actions = 1
	setRIfChanged(c, rBonusActions, 1)
	setRIfChanged(c, rReactions, 1) // EVE-29
	removeCond(c, "Defending")
	removeCond(c, "Disengaged")
	if c.Kind == CombatantThreat {
		s := fx(c).st
		setRIfChanged(c, rAttacksLeft, s.attacks)
		if s.legendaryActions > 0 {
			setRIfChanged(c, rLegendaryActions, s.legendaryActions)
		}
	}
	if c.HP == 0 && c.Kind == CombatantCharacter {
		c.Actions = 0
		if !st.Quiet && c.Has("Dying") {
			st.Sayf("%s is dying: make a death save", c.Name) // L1101
		}
	}
	if !st.Quiet { // Sayf's boxed arguments would be made even for a quiet state
		st.Sayf("round %d: %s's turn", st.Round, c.Name)
	}
}

func endTurn(st *encounter.State) error {
	if st.Round == 0 {
		return fmt.Errorf("start the encounter first")
	}
	return advanceTurn(st)
}

func spend(st *encounter.State, c *encounter.Combatant, p SpendEvent) error {
	switch p.Action {
	case "action":
		if c.Actions < 1 {
			return fmt.Errorf("%s has no action left this turn", c.Name)
		}
		c.Actions--
	case "bonus", "reaction":
		key := rBonusActions
		if p.Action == "reaction" {
			key = rReactions
		}
		if res(c, key) < 1 {
			return fmt.Errorf("%s has no %s left", c.Name, p.Action)
		}
		addR(c, key, -1)
	case "move":
		cost := p.Squares
		if p.Difficult {
			cost *= 2 // L599
		}
		if cost < 0 || cost > res(c, rSpeedLeft) {
			return fmt.Errorf("%s has %d speed left, the move costs %d", c.Name, res(c, rSpeedLeft), cost)
		}
		addR(c, rSpeedLeft, -cost)
	case "free":
	default:
		return fmt.Errorf("action is %q, use action, bonus, reaction, move or free", p.Action)
	}
	switch p.What {
	case "defend":
		setCond(st, c, encounter.Condition{Name: "Defending", Remaining: -1}) // +3 to defenses (L992)
	case "disengage":
		setCond(st, c, encounter.Condition{Name: "Disengaged", Remaining: -1})
	case "dash":
		addR(c, rSpeedLeft, fx(c).st.speed) // L613
	case "get_up":
		c.RemoveCondition("Prone")
	}
	return nil
}

// turnCombatant is st.Combatant(id) for the ID of a turn's holder (a
// name in st.Order): the combatant whose ID is id's own string (the
// text at the same place, which a clone's order and combatants share, as
// st.Combatant's own scan finds it), looked for first where the last
// look found it (fightExt.turnAt), then along the list; st.Combatant
// answers when that finds none (another string of the same text, or no
// such combatant).
func turnCombatant(st *encounter.State, id string) (*encounter.Combatant, error) {
	x, ok := st.Ext.(*fightExt)
	if !ok || id == "" {
		return st.Combatant(id)
	}
	all := st.Combatants
	if i := x.turnAt; uint(i) < uint(len(all)) && sameString(all[i].ID, id) {
		return all[i], nil
	}
	for i, c := range all {
		if sameString(c.ID, id) {
			x.turnAt = i
			return c, nil
		}
	}
	return st.Combatant(id)
}

// sameString says a and b are one string: the same bytes at the same
// place (so the same text).
func sameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}
