// Package docs ships the user-facing documents the app shows in its Help
// menu (the rules decisions), embedded in the binary.
package docs

import (
	_ "embed"
	"strings"
)

//go:embed rules-decisions.md
var rulesDecisions string

// RulesDecisions is docs/rules-decisions.md as shipped.
func RulesDecisions() string { return rulesDecisions }

// RulesDecisionsFor is the part of docs/rules-decisions.md about one
// system: every section whose heading names its id in backquotes, e.g.
// "## Dragonhead (`dragonhead`)", with its subsections. It is "" when no
// section names the system.
func RulesDecisionsFor(systemID string) string {
	var out []string
	in := false
	for _, line := range strings.Split(rulesDecisions, "\n") {
		if strings.HasPrefix(line, "## ") {
			in = strings.Contains(line, "(`"+systemID+"`)")
		}
		if in {
			out = append(out, line)
		}
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}
