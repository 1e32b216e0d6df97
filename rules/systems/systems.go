// Package systems is the registry of every game system the app supports.
// Adding a system is one line in All.
package systems

import (
	"sessionzero/rules"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/dvr"
	"sessionzero/rules/evening"
	"sessionzero/rules/rollunder"
)

var all = []rules.System{
	drgn.New(),
	dvr.New(),
	dragonhead.New(),
	evening.New(),
	rollunder.New(),
}

// All returns the systems in the order the app lists them.
func All() []rules.System {
	out := make([]rules.System, len(all))
	copy(out, all)
	return out
}

// IDs returns the identifiers of all systems, in order.
func IDs() []string {
	ids := make([]string, len(all))
	for i, s := range all {
		ids[i] = s.ID()
	}
	return ids
}

// ByID finds a system by its identifier.
func ByID(id string) (rules.System, bool) {
	for _, s := range all {
		if s.ID() == id {
			return s, true
		}
	}
	return nil, false
}
