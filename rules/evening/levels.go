package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds the injury and exhaustion levels an encounter changes
// (L1036–1084).

func injuryEvent(st *encounter.State, c *encounter.Combatant, p LevelEvent) error {
	return changeLevel(st, c, p, "injury", 7)
}

func exhaustionEvent(st *encounter.State, c *encounter.Combatant, p LevelEvent) error {
	return changeLevel(st, c, p, "exhaustion", 6)
}

func changeLevel(st *encounter.State, c *encounter.Combatant, p LevelEvent, key string, death int) error {
	if p.Change != 1 && p.Change != -1 {
		return fmt.Errorf("change is %d, use 1 or -1", p.Change)
	}
	v := min(max(c.Resource(key)+p.Change, 0), death)
	setRes(c, key, v)
	c.Injured = c.Resource("injury") > 0
	if key == "exhaustion" {
		fitHealth(st, c)
	}
	if v == death {
		c.Dead = true
		st.Sayf("%s reaches %s %d: death", c.Name, key, death)
	}
	return nil
}
