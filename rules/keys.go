package rules

import (
	"cmp"
	"slices"
	"strings"
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

// IndexFold is the index of the first entry of list whose key is name,
// ignoring case (-1 when there is none): the lookup by name of a book's
// tables and of a character's or combatant's lists.
func IndexFold[T any](list []T, name string, key func(T) string) int {
	return slices.IndexFunc(list, func(x T) bool { return strings.EqualFold(key(x), name) })
}

// FindFold is the first entry of list whose key is name, ignoring case; ok
// is false when there is none.
func FindFold[T any](list []T, name string, key func(T) string) (x T, ok bool) {
	if i := IndexFold(list, name, key); i >= 0 {
		return list[i], true
	}
	return x, false
}
