package encounter

import (
	"fmt"
	"slices"
)

// ResourceWords reads the counters in shown with the shared ResourceLabel
// ("speed left 6", "Fireball uses 2"), sorted by key, leaving out the
// keys in worded: the tail of a ResourceLabeler's answer after the
// counters the system words itself, and a row's text when its rules word
// none (worded nil).
func ResourceWords(shown map[string]int, worded map[string]bool) []string {
	var keys []string
	for k := range shown {
		if !worded[k] {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = fmt.Sprintf("%s %d", ResourceLabel(k), shown[k])
	}
	return out
}

// AddResource adds delta to the counter name (spending one is
// AddResource(name, -1)).
func (c *Combatant) AddResource(name string, delta int) {
	c.SetResource(name, c.Resource(name)+delta)
}
