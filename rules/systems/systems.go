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
func OddsChecks() []tool.Command {
	var out []tool.Command
	for _, s := range all {
		if p, ok := s.(tool.OddsProvider); ok {
			out = append(out, p.OddsChecks()...)
		}
	}
	return out
}

// Commands lists the top-level commands the systems add to the CLI.
func Commands() []tool.Command {
	var out []tool.Command
	for _, s := range all {
		if p, ok := s.(tool.CommandProvider); ok {
			out = append(out, p.Commands()...)
		}
	}
	return out
}

// Rollers lists the systems with a roll notation of their own.
func Rollers() []tool.Roller {
	var out []tool.Roller
	for _, s := range all {
		if r, ok := s.(tool.Roller); ok {
			out = append(out, r)
		}
	}
	return out
}

// EncounterKinds lists every system's kinds of encounter, in the systems'
// order.
func EncounterKinds() []encounter.Kind {
	var out []encounter.Kind
	for _, s := range all {
		if p, ok := s.(encounter.Provider); ok {
			out = append(out, p.EncounterKinds()...)
		}
	}
	return out
}
