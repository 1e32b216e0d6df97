package rules

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// The helpers below keep the keys of a data document this version does not
// know: a type decodes with DecodeKeeping (or UnknownKeys for a fixed key
// list), stores the result in its Extra field, and writes it back with
// MarshalKeeping.

// MarshalKeeping encodes v (which must encode as a JSON object) and adds
// the keys of extra it does not have: the unknown keys a file came with,
// written back unchanged (keys v writes itself win).
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

// Encode writes v as JSON; an error says what was being encoded
// ("encoding dice table: …").
func Encode(v any, what string) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encoding %s: %w", what, err)
	}
	return b, nil
}

// UnknownKeys returns the keys of the JSON object b that known does not
// list (nil when there are none).
func UnknownKeys(b []byte, known ...string) (map[string]json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for _, k := range known {
		delete(m, k)
	}
	if len(m) == 0 {
		return nil, nil
	}
	return m, nil
}

// DecodeKeeping reads b into v (a pointer to a struct) and returns the keys
// of b that v's fields do not name (nil when there are none).
func DecodeKeeping(b []byte, v any) (map[string]json.RawMessage, error) {
	if err := json.Unmarshal(b, v); err != nil {
		return nil, err
	}
	return UnknownKeys(b, JSONKeys(reflect.TypeOf(v).Elem())...)
}

// JSONKeys lists the JSON keys of a struct type's fields as encoding/json
// names them: the tag's name, else the field's; embedded untagged structs
// add their own fields; "-" and unexported fields are left out.
func JSONKeys(t reflect.Type) []string {
	var keys []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			keys = append(keys, JSONKeys(f.Type)...)
			continue
		}
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		keys = append(keys, name)
	}
	return keys
}

// KeepIn decodes b into v (a pointer to a struct) and stores the keys v's
// fields do not name in *extra.
func KeepIn(b []byte, v any, extra *map[string]json.RawMessage) error {
	x, err := DecodeKeeping(b, v)
	*extra = x
	return err
}
