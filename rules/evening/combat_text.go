package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// resourceWords are the tracker's counters in the book's words, in the
// order a row shows them; the value goes where %d stands.
var resourceWords = []struct{ key, words string }{
	{"hit_tn", "TN to hit %d"},
	{"attack_tn", "TN of its attacks %d"},
	{"phase", "phase %d"},
	{"legendary_actions", "legendary actions %d"},
	{"legendary_resistances", "legendary resistances %d"},
	{"swarm_count", "swarm of %d"},
	{"reserves_left", "reserve dice left %d"},
	{"injury", "injury %d"},
	{"exhaustion", "exhaustion %d"},
	{"death_successes", "death save successes %d"},
	{"death_failures", "death save failures %d"},
	{"tn", "TN %d"},
	{"successes", "successes %d"},
	{"successes_needed", "successes needed %d"},
	{"failures", "failures %d"},
	{"failure_threshold", "failure threshold %d"},
	{"length", "length %d"},
	{"marks", "marks %d"},
}

// ResourceText implements encounter.ResourceLabeler: a row's counters in
// words ("TN to hit 14 · TN of its attacks 14"); a threat shows a swarm
// count, its phase and its legendary actions and resistances only when it
// has them ("phase 2 of 3", "legendary actions 1 of 2"). Any other counter
// keeps the shared label.
func (Rules) ResourceText(c *encounter.Combatant, shown map[string]int) []string {
	has := func(stat string) int {
		if c == nil {
			return 0
		}
		return c.Stat(stat)
	}
	done := map[string]bool{}
	var out []string
	for _, w := range resourceWords {
		v, ok := shown[w.key]
		done[w.key] = true
		if !ok {
			continue
		}
		text := fmt.Sprintf(w.words, v)
		switch w.key {
		case "swarm_count":
			if v == 0 {
				continue
			}
		case "phase":
			if has("phases") <= 1 {
				continue
			}
			text += fmt.Sprintf(" of %d", has("phases"))
		case "legendary_actions", "legendary_resistances":
			if has(w.key) <= 0 {
				continue
			}
			text += fmt.Sprintf(" of %d", has(w.key))
		}
		out = append(out, text)
	}
	return append(out, encounter.ResourceWords(shown, done)...)
}
