package evening

import (
	"fmt"
	"slices"

	"sessionzero/rules/encounter"
)

// This file holds the end of an encounter.

func finish(st *encounter.State, outcome string) {
	st.Ended = true
	st.Outcome = outcome
	for _, c := range st.Combatants {
		if res(c, rChooseDeath) == 1 {
			c.Dead = true // L1092
			st.Sayf("%s dies as chosen", c.Name)
		}
	}
}

func endEncounter(st *encounter.State, p EndEvent) error {
	out := p.Outcome
	if out == "" {
		out = "ended"
	}
	if !slices.Contains(Outcomes, out) {
		return fmt.Errorf("outcome is %q, use resolved, defeat, failed, abandoned, expired or ended", out)
	}
	finish(st, out)
	return nil
}
