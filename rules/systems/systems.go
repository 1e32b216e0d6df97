// Package systems is the registry of every game system the app supports.
// Adding a system is one line in All.
package systems

import (
	"sessionzero/rules"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/rules/rollunder"
	"sessionzero/rules/tool"
)

var all = []rules.System{
	drgn.New(),
	dvr.New(),
	dragonhead.New(),
	evening.New(),
	rollunder.New(),
}

func init() { encounter.SetKinds(EncounterKinds()) }

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

// OddsChecks lists every system's `odds` checks, in the systems' order.
func OddsChecks() []tool.Command { return collect(tool.OddsProvider.OddsChecks) }

// Commands lists the top-level commands the systems add to the CLI.
func Commands() []tool.Command { return collect(tool.CommandProvider.Commands) }

// Rollers lists the systems with a roll notation of their own.
func Rollers() []tool.Roller {
	return collect(func(r tool.Roller) []tool.Roller { return []tool.Roller{r} })
}

// EncounterKinds lists every system's kinds of encounter, in the systems'
// order.
func EncounterKinds() []encounter.Kind { return collect(encounter.Provider.EncounterKinds) }

// collect joins what each system that implements P lists, in the systems'
// order.
func collect[P, T any](list func(P) []T) []T {
	var out []T
	for _, s := range all {
		if p, ok := s.(P); ok {
			out = append(out, list(p)...)
		}
	}
	return out
}
