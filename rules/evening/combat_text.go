package evening

import (
	"fmt"
	"sort"

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
	{"reserves_left", "reserve dice %d"},
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
// words ("TN to hit 14 · TN of its attacks 14"); a threat that is no swarm
// shows no swarm count. Any other counter keeps the shared label.
func (Rules) ResourceText(_ *encounter.Combatant, shown map[string]int) []string {
	done := map[string]bool{}
	var out []string
	for _, w := range resourceWords {
		v, ok := shown[w.key]
		done[w.key] = true
		if !ok || (w.key == "swarm_count" && v == 0) {
			continue
		}
		out = append(out, fmt.Sprintf(w.words, v))
	}
	var rest []string
	for k := range shown {
		if !done[k] {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	for _, k := range rest {
		out = append(out, fmt.Sprintf("%s %d", encounter.ResourceLabel(k), shown[k]))
	}
	return out
}
