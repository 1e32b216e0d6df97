package rollunder

import (
	"encoding/json"
	"reflect"
	"strings"

	"sessionzero/rules"
)

// jsonKeys lists the JSON names of a struct type's tagged fields.
func jsonKeys(t reflect.Type) []string {
	var keys []string
	for i := range t.NumField() {
		if t.Field(i).Anonymous && t.Field(i).Type.Kind() == reflect.Struct {
			keys = append(keys, jsonKeys(t.Field(i).Type)...)
			continue
		}
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			keys = append(keys, name)
		}
	}
	return keys
}

// decodeKeeping reads b into v (a pointer to a struct) and returns the keys
// v does not know, so a save writes them back unchanged.
func decodeKeeping(b []byte, v any) (map[string]json.RawMessage, error) {
	if err := json.Unmarshal(b, v); err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	for _, k := range jsonKeys(reflect.TypeOf(v).Elem()) {
		delete(m, k)
	}
	if len(m) == 0 {
		return nil, nil
	}
	return m, nil
}

// keepIn decodes b into v and stores the unknown keys in *extra.
func keepIn(b []byte, v any, extra *map[string]json.RawMessage) error {
	x, err := decodeKeeping(b, v)
	*extra = x
	return err
}

// encodeKeeping writes v with the unknown keys of extra added back.
func encodeKeeping(v any, extra map[string]json.RawMessage) ([]byte, error) {
	return rules.MarshalKeeping(v, extra)
}
