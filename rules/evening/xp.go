package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds the XP an encounter offers (L173–177, EVE-12).

// offerXP lists, per character, whether resolving t gives XP: its rating
// must be at least the character's MAR (L175, EVE-12). The narrator
// confirms.
func offerXP(st *encounter.State, t *encounter.Combatant) {
	for _, c := range st.Combatants {
		if c.Kind != CombatantCharacter || c.Dead {
			continue
		}
		mar := c.Stat("min_advancement_rating")
		if mar == 0 {
			mar = 1
		}
		if GivesXP(t.Stat("rating"), mar) {
			offer(st, t, c, fmt.Sprintf("+1 XP to %s for resolving %s (rating %d ≥ MAR %d)", c.Name, t.Name, t.Stat("rating"), mar)) // L175
		}
	}
}

// offerThreadXP offers +1 XP to every character present for a resolved
// thread: "You resolve a thread." earns one (L176) whatever its length;
// threads have no rating, so the rating-versus-MAR test does not apply.
// With no character on the board the offer names the thread alone.
func offerThreadXP(st *encounter.State, t *encounter.Combatant) {
	n := 0
	for _, c := range st.Combatants {
		if c.Kind == CombatantCharacter && !c.Dead {
			offer(st, t, c, fmt.Sprintf("+1 XP to %s for resolving the thread %s", c.Name, t.Name))
			n++
		}
	}
	if n == 0 {
		st.Pending = append(st.Pending, encounter.Pending{ID: "xp-" + t.ID, By: t.ID,
			Text: fmt.Sprintf("+1 XP to each character who resolved the thread %s", t.Name)})
	}
}

// offer lists +1 XP for c for resolving t and counts it on c, so that the
// write-back gives it (once: see EventWrittenBack).
func offer(st *encounter.State, t, c *encounter.Combatant, text string) {
	st.Pending = append(st.Pending, encounter.Pending{ID: "xp-" + t.ID + "-" + c.ID, By: t.ID, Targets: []string{c.ID}, Text: text})
	addRes(c, xpOfferedKey, 1)
}
