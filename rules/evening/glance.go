package evening

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules/glance"
)

// Glance is the character's row of the party table: health as tracked and
// temporary health, the three defenses, initiative, the reserve dice left,
// the aptitudes with their bonus, and injury and exhaustion in effect.
// Every number is Derive's.
func (s System) Glance(data json.RawMessage) ([]glance.Cell, error) {
	d, err := s.Derive(data)
	if err != nil {
		return nil, err
	}
	cells := []glance.Cell{
		glance.OutOf(d, "current_hp", "max_hp", "Health"),
		glance.From(d, "temporary_hp", "Temp"),
		glance.From(d, "fortitude", "Fortitude"),
		glance.From(d, "reflex", "Reflex"),
		glance.From(d, "will", "Will"),
		glance.From(d, "initiative", "Initiative"),
	}
	dice, _ := glance.Decode[[]string](d, "reserve_dice")
	reserves := glance.From(d, "reserves_left", "Reserves left")
	if len(dice) > 0 && reserves.Value != "—" {
		reserves.Value = fmt.Sprintf("%s (%s)", reserves.Value, strings.Join(dice, " "))
	}
	type aptitude struct {
		Name  string `json:"name"`
		Bonus int    `json:"bonus"`
	}
	apts, _ := glance.Decode[[]aptitude](d, "aptitudes")
	var parts []string
	for _, a := range apts {
		parts = append(parts, fmt.Sprintf("%s %s", a.Name, glance.Signed(a.Bonus)))
	}
	cells = append(cells, reserves,
		glance.List("Aptitudes", parts, glance.Explain(d, "aptitudes")),
		glance.From(d, "injury_effective", "Injury"),
		glance.From(d, "exhaustion_effective", "Exhaustion"))
	return cells, nil
}
