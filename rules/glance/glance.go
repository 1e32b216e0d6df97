// Package glance is the party at a glance: for each character the few
// numbers a GM looks up during play, in its system's own terms. Each system
// implements Provider from its own derived values (it never recomputes a
// rule); rules/systems collects the rows into one table per system.
package glance

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules"
)

// Cell is one number of a character's row: its column's label, the value as
// the table prints it, and where it comes from.
type Cell struct {
	Label   string `json:"label"`
	Value   string `json:"value"`
	Explain string `json:"explain"`
}

// Row is one character's line of the table.
type Row struct {
	Name    string `json:"name"`
	Player  string `json:"player"`
	Columns []Cell `json:"columns"`
}

// Table is one system's part of the party: its column labels (the same for
// every row) and a row per character, in the order given.
type Table struct {
	System     string   `json:"system"`
	SystemName string   `json:"system_name"`
	Labels     []string `json:"labels"`
	Rows       []Row    `json:"rows"`
}

// Provider is a system with a glance row: Glance turns a character's data
// into the row's cells, always the same labels in the same order.
type Provider interface {
	Glance(data json.RawMessage) ([]Cell, error)
}

// Character is what the party table needs of one library character.
type Character struct {
	System string
	Name   string
	Player string
	Data   json.RawMessage
}

// Skipped is a character left out of the table, and why.
type Skipped struct {
	Character Character
	Err       error
}

// From is the derived value key as a cell under label, with the value's own
// text and explain line ("—" when the character has none).
func From(d rules.Derived, key, label string) Cell {
	v, ok := d.Get(key)
	if !ok || v.Text() == "" {
		return Cell{Label: label, Value: "—"}
	}
	return Cell{Label: label, Value: v.Text(), Explain: v.Explain}
}

// OutOf is "current/max" from two derived values, for health that is
// marked down during play; the explain line is the current value's.
func OutOf(d rules.Derived, current, max, label string) Cell {
	c, m := From(d, current, label), From(d, max, label)
	expl := c.Explain
	if expl == "" {
		expl = m.Explain
	} else if m.Explain != "" && m.Explain != c.Explain {
		expl = c.Explain + "; " + m.Explain
	}
	return Cell{Label: label, Value: c.Value + "/" + m.Value, Explain: expl}
}

// List joins short parts into one cell ("—" when there are none).
func List(label string, parts []string, explain string) Cell {
	if len(parts) == 0 {
		return Cell{Label: label, Value: "—", Explain: explain}
	}
	return Cell{Label: label, Value: strings.Join(parts, ", "), Explain: explain}
}

// Labels are the cells' labels, in order.
func Labels(cells []Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = c.Label
	}
	return out
}

// Signed writes a bonus with its sign: "+2", "-1", "+0".
func Signed(n int) string { return fmt.Sprintf("%+d", n) }

// Decode reads a structured derived value (a list or an object) into T
// through its JSON form; ok is false when there is none or it does not fit.
func Decode[T any](d rules.Derived, key string) (x T, ok bool) {
	v, found := d.Get(key)
	if !found {
		return x, false
	}
	b, err := json.Marshal(v.Value)
	if err != nil {
		return x, false
	}
	if err := json.Unmarshal(b, &x); err != nil {
		return x, false
	}
	return x, true
}

// Explain is the derived value's explain line ("" when there is none).
func Explain(d rules.Derived, key string) string {
	v, _ := d.Get(key)
	return v.Explain
}

// Wide reports whether column i of the table holds lists (a value longer
// than a dozen characters), so that a printed or shown table gives it more
// width than a number.
func (t Table) Wide(i int) bool {
	for _, r := range t.Rows {
		if i < len(r.Columns) && len([]rune(r.Columns[i].Value)) > 12 {
			return true
		}
	}
	return false
}
