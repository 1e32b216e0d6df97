package evening

import "sessionzero/rules/encounter"

// fitHealth keeps a character's health maximum in step with its
// exhaustion during an encounter: from exhaustion 4, "Health maximum is
// halved" (the book's "Levels of exhaustion", L1077), and current health
// above the halved maximum comes down to it (EVE-35); below 4 the maximum
// is whole again (current health does not rise). Levels the character
// ignores (L191) do not count.
func fitHealth(st *encounter.State, c *encounter.Combatant) {
	ignored := c.Stat("exhaustion_ignored")
	full := c.Stat("class_hp")
	if full == 0 {
		// A combatant typed without its class health: its joining maximum,
		// doubled back when it joined already halved.
		full = c.BaseMaxHP
		if c.Stat("exhaustion")-ignored >= 4 {
			full *= 2
		}
	}
	most := full
	if c.Resource("exhaustion")-ignored >= 4 {
		most = full / 2
	}
	if most == c.MaxHP {
		return
	}
	c.MaxHP = most
	if c.HP > most {
		c.HP = most
	}
	if most < full {
		st.Sayf("%s's health maximum is halved by exhaustion: %d, health %d", c.Name, most, c.HP)
	} else {
		st.Sayf("%s's health maximum is whole again: %d", c.Name, most)
	}
}
