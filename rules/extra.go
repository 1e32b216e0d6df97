package rules

import "encoding/json"

// MarshalWithExtra writes v as a JSON object with the unknown keys extra
// added back (keys v writes itself win). Systems use it to keep the keys of
// a data document this version does not know.
func MarshalWithExtra(v any, extra map[string]json.RawMessage) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || len(extra) == 0 {
		return b, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for k, raw := range extra {
		if _, known := m[k]; !known {
			m[k] = raw
		}
	}
	return json.Marshal(m)
}

// UnknownKeys returns the keys of the JSON object b that are not in known
// (nil when there are none).
func UnknownKeys(b []byte, known map[string]bool) (map[string]json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for k := range m {
		if known[k] {
			delete(m, k)
		}
	}
	if len(m) == 0 {
		return nil, nil
	}
	return m, nil
}
