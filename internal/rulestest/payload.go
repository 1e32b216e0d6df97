package rulestest

import (
	"encoding/json"
	"reflect"
	"testing"
)

// SameJSONObject fails unless typed marshals to the JSON object old does:
// the same keys with the same values, in any order. The systems' tests use
// it to check that a payload type a form builds writes the keys the form's
// old map literal wrote, no more.
func SameJSONObject(t testing.TB, typed any, old map[string]any) {
	t.Helper()
	got, want, same, err := sameJSONObject(typed, old)
	if err != nil {
		t.Fatal(err)
	}
	if !same {
		t.Errorf("the payload writes\n %s\nwant\n %s", got, want)
	}
}

func sameJSONObject(typed any, old map[string]any) (got, want []byte, same bool, err error) {
	if got, err = json.Marshal(typed); err != nil {
		return nil, nil, false, err
	}
	if want, err = json.Marshal(old); err != nil {
		return nil, nil, false, err
	}
	var g, w map[string]any
	if err := json.Unmarshal(got, &g); err != nil {
		return nil, nil, false, err
	}
	if err := json.Unmarshal(want, &w); err != nil {
		return nil, nil, false, err
	}
	return got, want, reflect.DeepEqual(g, w), nil
}
