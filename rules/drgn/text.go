package drgn

import "strings"

// equalFold compares names the way people type them: case and surrounding
// spaces do not matter.
func equalFold(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

// containsFold reports whether list holds name (see equalFold).
func containsFold(list []string, name string) bool {
	for _, s := range list {
		if equalFold(s, name) {
			return true
		}
	}
	return false
}

// byName finds the entry of list whose name (nameOf) is name (see
// equalFold).
func byName[T any](list []T, name string, nameOf func(T) string) (T, bool) {
	for _, x := range list {
		if equalFold(nameOf(x), name) {
			return x, true
		}
	}
	var zero T
	return zero, false
}
