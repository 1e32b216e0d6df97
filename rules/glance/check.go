package glance

import (
	"encoding/json"
	"fmt"

	"sessionzero/rules"
)

// Patch sets top-level keys of a character's data (a JSON object) to new
// values, for tests and tools that show a character mid-play.
func Patch(data json.RawMessage, keys map[string]any) (json.RawMessage, error) {
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("patching a character: %w", err)
	}
	for k, v := range keys {
		m[k] = v
	}
	out, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("patching a character: %w", err)
	}
	return out, nil
}

// SameAsDerived checks cells against derived values: each label in keys
// names the derived key whose text the cell must show exactly. It returns
// one line per difference.
func SameAsDerived(cells []Cell, d rules.Derived, keys map[string]string) []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range cells {
		key, ok := keys[c.Label]
		if !ok {
			continue
		}
		seen[c.Label] = true
		if want := d.Text(key); c.Value != want {
			out = append(out, fmt.Sprintf("%s = %q, derive's %s is %q", c.Label, c.Value, key, want))
		}
		if want := Explain(d, key); c.Explain != want {
			out = append(out, fmt.Sprintf("%s explains %q, derive's %s %q", c.Label, c.Explain, key, want))
		}
	}
	for label := range keys {
		if !seen[label] {
			out = append(out, fmt.Sprintf("no %s column", label))
		}
	}
	return out
}
