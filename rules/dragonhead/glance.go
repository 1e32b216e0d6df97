package dragonhead

import (
	"encoding/json"
	"fmt"

	"sessionzero/rules/glance"
)

// Glance is the character's row of the party table: Total HP, the damage
// circles marked (as the sheet and the tracker write them), Stun, AC
// and DC, the Armor and Shield numbers, Combat, each attack's Hit and the
// skills. Every number is Derive's; the columns are the numbers before the
// group's Dice Table turns them into dice, so the table reads the same
// whatever dice a group uses.
func (s System) Glance(data json.RawMessage) ([]glance.Cell, error) {
	d, err := s.Derive(data)
	if err != nil {
		return nil, err
	}
	c, err := DecodeCharacter(data)
	if err != nil {
		return nil, err
	}
	var marked []string
	if dm := c.Damage; dm != nil {
		for _, m := range []struct {
			name string
			n    int
		}{{"wear", dm.Wear}, {"tear", dm.Tear}, {"scar", dm.Scar}} {
			if m.n > 0 {
				marked = append(marked, fmt.Sprintf("%s %d", m.name, m.n))
			}
		}
	}
	cells := []glance.Cell{
		glance.From(d, "total_hp", "HP"),
		glance.List("Damage", marked, "Damage circles marked on the sheet: wear, tear and scar"),
		glance.From(d, "stun", "Stun"),
		glance.From(d, "ac_dc", "AC/DC"),
		glance.From(d, "armor_value", "Armor"),
		glance.From(d, "shield_value", "Shield"),
		glance.From(d, "combat", "Combat"),
	}
	type attack struct {
		Name string `json:"name"`
		Hit  int    `json:"hit"`
	}
	attacks, _ := glance.Decode[[]attack](d, "attacks")
	var parts []string
	for _, a := range attacks {
		parts = append(parts, fmt.Sprintf("%s %s", a.Name, glance.Signed(a.Hit)))
	}
	skills, _ := glance.Decode[[]string](d, "skills")
	cells = append(cells,
		glance.List("Attacks (Hit)", parts, glance.Explain(d, "attacks")),
		glance.List("Skills", skills, glance.Explain(d, "skills")))
	return cells, nil
}
