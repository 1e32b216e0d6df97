package rules

import (
	"cmp"
	"slices"
)

// SortedKeys lists a map's keys in order (one allocation: derive calls it
// on every change in the builder).
func SortedKeys[K cmp.Ordered, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
