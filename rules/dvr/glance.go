package dvr

import (
	"encoding/json"
	"fmt"
	"sort"

	"sessionzero/rules/glance"
)

// glanceSkills is how many of the best skills the party table shows.
const glanceSkills = 4

// Glance is the character's row of the party table: Health and Focus as
// marked, the focus die, the six script dice, the best skills (prepped ones
// marked), supplies and burdens. Every number is Derive's.
func (s System) Glance(data json.RawMessage) ([]glance.Cell, error) {
	d, err := s.Derive(data)
	if err != nil {
		return nil, err
	}
	type die struct {
		Name    string `json:"name"`
		Die     int    `json:"die"`
		Prepped bool   `json:"prepped"`
	}
	focus := glance.From(d, "focus_die", "Focus die")
	if size := d.Text("focus_die_size"); size != "" && focus.Value != "—" {
		focus.Value = fmt.Sprintf("%s d%s", focus.Value, size)
	}
	cells := []glance.Cell{
		glance.OutOf(d, "current_health", "max_health", "Health"),
		glance.OutOf(d, "current_focus", "max_focus", "Focus"),
		focus,
	}
	script, _ := glance.Decode[[]die](d, "script")
	var parts []string
	for _, x := range script {
		parts = append(parts, fmt.Sprintf("%s d%d", x.Name, x.Die))
	}
	cells = append(cells, glance.List("Script", parts, "The six script dice"))

	skills, _ := glance.Decode[[]die](d, "skills")
	var trained []die
	for _, x := range skills {
		if x.Die > 0 {
			trained = append(trained, x)
		}
	}
	sort.SliceStable(trained, func(i, j int) bool { return trained[i].Die > trained[j].Die })
	parts = nil
	for _, x := range trained[:min(glanceSkills, len(trained))] {
		p := fmt.Sprintf("%s d%d", x.Name, x.Die)
		if x.Prepped {
			p += " (prepped)"
		}
		parts = append(parts, p)
	}
	cells = append(cells, glance.List("Best skills", parts, "The skills with the largest dice"),
		glance.From(d, "supplies", "Supplies"),
		glance.From(d, "burdens", "Burdens"))
	return cells, nil
}
