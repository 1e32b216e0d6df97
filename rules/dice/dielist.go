package dice

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseDieList reads a comma-separated list of dice such as "d8,d6,d6" or
// "2d6, d10" into die sizes (8, 6, 6). It allows at most maxDice dice;
// the systems check which sizes they accept.
func ParseDieList(s string, maxDice int) ([]int, error) {
	var sizes []int
	for part := range strings.SplitSeq(s, ",") {
		die := strings.ToLower(strings.TrimSpace(part))
		count := 1
		if i := strings.IndexByte(die, 'd'); i > 0 {
			n, err := strconv.Atoi(die[:i])
			if err != nil || n < 1 || n > maxDice {
				return nil, fmt.Errorf("bad die count in %q", strings.TrimSpace(part))
			}
			count, die = n, die[i:]
		}
		size, err := strconv.Atoi(strings.TrimPrefix(die, "d"))
		if !strings.HasPrefix(die, "d") || err != nil || size < 1 || size > MaxSides {
			return nil, fmt.Errorf("%q is not a die (write d4, d6, d8 …)", strings.TrimSpace(part))
		}
		if len(sizes)+count > maxDice {
			return nil, fmt.Errorf("more than %d dice", maxDice)
		}
		for range count {
			sizes = append(sizes, size)
		}
	}
	return sizes, nil
}
