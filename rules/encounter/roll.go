package encounter

import "fmt"

// Roller is the random source the app rolls with; *rand.Rand from
// math/rand/v2 satisfies it. Rolls only fill in event fields: the event
// records the result, so a replay never rolls.
type Roller interface {
	IntN(n int) int
}

// RollDie rolls one die with the given number of sides (1…sides).
func RollDie(r Roller, sides int) (int, error) {
	if sides < 1 {
		return 0, fmt.Errorf("a die needs at least one side (got %d)", sides)
	}
	return r.IntN(sides) + 1, nil
}

// RollDice rolls count dice of the given sides and returns each result.
func RollDice(r Roller, count, sides int) ([]int, error) {
	if count < 0 {
		return nil, fmt.Errorf("cannot roll %d dice", count)
	}
	out := make([]int, count)
	for i := range out {
		v, err := RollDie(r, sides)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}
