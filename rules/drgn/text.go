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
