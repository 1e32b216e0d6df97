package systems

import (
	"fmt"

	"sessionzero/rules/glance"
)

// Party is the party at a glance: one table per system, in the systems'
// order, each character's row in the order given. A character whose system
// has no glance row, or whose data does not read, is skipped with the
// reason.
func Party(chars []glance.Character) ([]glance.Table, []glance.Skipped) {
	var skipped []glance.Skipped
	var tables []glance.Table
	for _, s := range all {
		p, ok := s.(glance.Provider)
		t := glance.Table{System: s.ID(), SystemName: s.Name()}
		for _, c := range chars {
			if c.System != s.ID() {
				continue
			}
			if !ok {
				skipped = append(skipped, glance.Skipped{Character: c, Err: fmt.Errorf("%s has no party table yet", s.Name())})
				continue
			}
			cells, err := p.Glance(c.Data)
			if err != nil {
				skipped = append(skipped, glance.Skipped{Character: c, Err: err})
				continue
			}
			if t.Labels == nil {
				t.Labels = glance.Labels(cells)
			}
			t.Rows = append(t.Rows, glance.Row{Name: c.Name, Player: c.Player, Columns: cells})
		}
		if len(t.Rows) > 0 {
			tables = append(tables, t)
		}
	}
	for _, c := range chars {
		if _, ok := ByID(c.System); !ok {
			skipped = append(skipped, glance.Skipped{Character: c, Err: fmt.Errorf("unknown system %q", c.System)})
		}
	}
	return tables, skipped
}
