package rules

import "encoding/json"

// MarshalKeeping encodes v (which must encode as a JSON object) and adds
// the keys of extra it does not have: the unknown keys a file came with,
// written back unchanged.
func MarshalKeeping(v any, extra map[string]json.RawMessage) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || len(extra) == 0 {
		return b, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for k, raw := range extra {
		if _, taken := m[k]; !taken {
			m[k] = raw
		}
	}
	return json.Marshal(m)
}
