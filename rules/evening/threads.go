package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds the thread board: advancing, forestalling and scenes
// (L385–427).

// markThread adds delta to the thread's marks, counting the scene's marks
// (at most two a scene, L415).
func markThread(st *encounter.State, t *encounter.Combatant, delta int) {
	st.Round = max(st.Round, 1)
	n := 0
	for _, c := range st.Combatants {
		n += c.Resource("_scene_marks")
	}
	if n >= 2 {
		st.Sayf("warning: a third thread mark this scene; stop until the next scene") // L415, EVE-42
	}
	addRes(t, "_scene_marks", 1)
	addRes(t, "marks", delta)
}

// openThread refuses a mark on a thread already resolved: its outcome
// happened and its XP was offered once.
func openThread(t *encounter.Combatant) error {
	if t.Dead {
		return fmt.Errorf("%s is resolved already", t.Name)
	}
	return nil
}

func advance(st *encounter.State, t *encounter.Combatant, _ ThreadEvent) error {
	if err := openThread(t); err != nil {
		return err
	}
	markThread(st, t, 1)
	recordThread(st, t, false)
	if t.Resource("marks") >= t.Resource("length") {
		st.Sayf("%s is resolved: its outcome happens; +1 XP offered to those who resolved it; assets return to base; up to 5 invested XP may be released", t.Name) // L176, L521, L193
		offerThreadXP(st, t)
		t.Dead = true // off the board
	}
	return nil
}

func forestall(st *encounter.State, t *encounter.Combatant, _ ThreadEvent) error {
	if err := openThread(t); err != nil {
		return err
	}
	markThread(st, t, -1)
	recordThread(st, t, t.Resource("marks") <= 0)
	if t.Resource("marks") <= 0 {
		st.Sayf("%s has no marks left and is removed", t.Name) // L413, L419
		// Its marks this scene still count toward the two a scene (L415):
		// another combatant on the board keeps them.
		for _, c := range st.Combatants {
			if c != t {
				addRes(c, "_scene_marks", t.Resource("_scene_marks"))
				break
			}
		}
		return st.RemoveCombatant(t.ID)
	}
	return nil
}

func newScene(st *encounter.State) error {
	st.Round++
	for _, c := range st.Combatants {
		setRes(c, "_scene_marks", 0)
	}
	return nil
}
