package dragonhead

import (
	"errors"
	"fmt"
	"sort"
)

// Dice is the random source rolls use; *rand.Rand from math/rand/v2
// satisfies it. Tests inject a seeded one or a scripted one.
type Dice interface {
	IntN(n int) int
}

// rollDie rolls one die with the given number of sides.
func rollDie(r Dice, sides int) int { return r.IntN(sides) + 1 }

// Roll3d6 rolls three six-sided dice and returns each die and the total.
func Roll3d6(r Dice) ([]int, int) {
	dice := []int{rollDie(r, 6), rollDie(r, 6), rollDie(r, 6)}
	return dice, dice[0] + dice[1] + dice[2]
}

// RerollLimit is the highest score that may be re-rolled: "Any roll of 7 or
// less may be re-rolled".
const RerollLimit = 7

// ErrCreationDone is returned by creation steps once the character has left
// creation.
var ErrCreationDone = errors.New("character creation is finished")

// RollAbilities rolls 3d6 for each ability, straight down the line, and
// records every roll in the history.
func RollAbilities(c Character, r Dice) (Character, error) {
	if c.Creation.Done {
		return c, ErrCreationDone
	}
	return c.edit(func(out *Character) {
		out.Abilities = map[Ability]int{}
		out.Creation = Creation{Method: MethodRoll}
		for _, a := range AbilityNames() {
			dice, total := Roll3d6(r)
			out.Abilities[a] = total
			out.Creation.Rolled = append(out.Creation.Rolled, total)
			out.History = append(out.History, Event{Kind: HistoryRoll, Ability: string(a), Dice: dice, Total: total, Note: "3d6 down the line"})
		}
	})
}

// RerollChoices says which abilities may be re-rolled now. Before any
// re-roll, and only when some score is 7 or less, the choices are the best
// score(s): "only after first re-rolling the best score you have". After
// that they are the scores of 7 or less not yet re-rolled.
func RerollChoices(c Character) []Ability {
	if c.Creation.Method != MethodRoll || c.Creation.Done {
		return nil
	}
	rerolled := map[string]bool{c.Creation.RerolledBest: true}
	for _, a := range c.Creation.Rerolled {
		rerolled[a] = true
	}
	var low []Ability
	for _, a := range AbilityNames() {
		if c.Abilities[a] <= RerollLimit && !rerolled[string(a)] {
			low = append(low, a)
		}
	}
	if c.Creation.RerolledBest != "" {
		return low
	}
	if len(low) == 0 {
		return nil
	}
	best := 0
	for _, a := range AbilityNames() {
		if c.Abilities[a] > best {
			best = c.Abilities[a]
		}
	}
	var out []Ability
	for _, a := range AbilityNames() {
		if c.Abilities[a] == best {
			out = append(out, a)
		}
	}
	return out
}

// Reroll re-rolls one ability under the book's rule (see RerollChoices). The
// new roll stands even when it is worse, and each score is re-rolled at most
// once. The old and new rolls both stay in the history.
func Reroll(c Character, a Ability, r Dice) (Character, error) {
	allowed := false
	for _, x := range RerollChoices(c) {
		if x == a {
			allowed = true
		}
	}
	if !allowed {
		return c, fmt.Errorf("%s may not be re-rolled now: %s", a, rerollRule(c))
	}
	return c.edit(func(out *Character) {
		old := out.Abilities[a]
		dice, total := Roll3d6(r)
		out.Abilities[a] = total
		for i, name := range AbilityNames() {
			if name == a && i < len(out.Creation.Rolled) {
				out.Creation.Rolled[i] = total
			}
		}
		kind := HistoryReroll
		if out.Creation.RerolledBest == "" {
			out.Creation.RerolledBest = string(a)
			kind = HistoryRerollBest
		} else {
			out.Creation.Rerolled = append(out.Creation.Rerolled, string(a))
		}
		out.History = append(out.History, Event{Kind: kind, Ability: string(a), Dice: dice, Total: total, Old: old})
	})
}

func rerollRule(c Character) string {
	switch {
	case c.Creation.Method != MethodRoll:
		return "only rolled abilities can be re-rolled"
	case c.Creation.Done:
		return ErrCreationDone.Error()
	case c.Creation.RerolledBest == "":
		return "a score of 7 or less may be re-rolled only after first re-rolling the best score"
	default:
		return "only scores of 7 or less not yet re-rolled may be re-rolled"
	}
}

// AssignClassFirst is Class-First Creation: the rolled numbers are put where
// the class needs them. assignment maps each ability to the index (0–8, in
// sheet order) of the rolled number it takes; every number is used once.
func AssignClassFirst(c Character, assignment map[Ability]int) (Character, error) {
	if c.Creation.Done {
		return c, ErrCreationDone
	}
	if c.Creation.Method != MethodRoll && c.Creation.Method != MethodClassFirst || len(c.Creation.Rolled) != len(Abilities) {
		return c, errors.New("class-first creation needs the nine rolled numbers: roll 3d6 down the line first")
	}
	used := map[int]Ability{}
	for _, a := range AbilityNames() {
		i, ok := assignment[a]
		if !ok {
			return c, fmt.Errorf("class-first creation: %s has no rolled number", a)
		}
		if i < 0 || i >= len(c.Creation.Rolled) {
			return c, fmt.Errorf("class-first creation: %s takes roll %d, there are 9", a, i+1)
		}
		if other, dup := used[i]; dup {
			return c, fmt.Errorf("class-first creation: %s and %s both take roll %d", other, a, i+1)
		}
		used[i] = a
	}
	if len(assignment) != len(Abilities) {
		return c, errors.New("class-first creation: assign exactly the nine abilities")
	}
	return c.edit(func(out *Character) {
		out.Creation.Method = MethodClassFirst
		for _, a := range AbilityNames() {
			v := c.Creation.Rolled[assignment[a]]
			out.Abilities[a] = v
			out.History = append(out.History, Event{Kind: HistoryAssign, Ability: string(a), Total: v,
				Note: fmt.Sprintf("class-first: roll %d", assignment[a]+1)})
		}
	})
}

// BestFirstAssignment suggests a class-first assignment: the highest rolls
// to the class's best abilities in their order, the rest in sheet order.
func BestFirstAssignment(rolled []int, best []Ability) (map[Ability]int, error) {
	if len(rolled) != len(Abilities) {
		return nil, fmt.Errorf("need 9 rolled numbers, have %d", len(rolled))
	}
	order := make([]int, len(rolled))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(x, y int) bool { return rolled[order[x]] > rolled[order[y]] })
	out := map[Ability]int{}
	next := 0
	for _, a := range best {
		if _, dup := out[a]; dup {
			continue
		}
		if _, ok := ParseAbility(string(a)); !ok {
			return nil, fmt.Errorf("unknown ability %q", a)
		}
		out[a] = order[next]
		next++
	}
	for _, a := range AbilityNames() {
		if _, done := out[a]; !done {
			out[a] = order[next]
			next++
		}
	}
	return out, nil
}

// TypeScores sets the scores directly ("type scores in") and records it.
func TypeScores(c Character, scores map[Ability]int) (Character, error) {
	if c.Creation.Done {
		return c, ErrCreationDone
	}
	for _, a := range AbilityNames() {
		v, ok := scores[a]
		if !ok {
			return c, fmt.Errorf("typed scores: %s is missing", a)
		}
		if v < 1 {
			return c, fmt.Errorf("typed scores: %s %d is below 1, the lowest a score can go", a, v)
		}
	}
	if len(scores) != len(Abilities) {
		return c, errors.New("typed scores: give exactly the nine abilities")
	}
	return c.edit(func(out *Character) {
		out.Creation = Creation{Method: MethodTyped}
		out.Abilities = map[Ability]int{}
		for _, a := range AbilityNames() {
			out.Abilities[a] = scores[a]
			out.History = append(out.History, Event{Kind: HistoryTyped, Ability: string(a), Total: scores[a]})
		}
	})
}

// FinishCreation ends creation: re-rolls and free starting purchases stop,
// and Muscle is shown adjusted by size Mass from now on.
func FinishCreation(c Character) (Character, error) {
	return c.edit(func(out *Character) {
		out.Creation.Done = true
		out.History = append(out.History, Event{Kind: HistoryCreationDone})
	})
}
