package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestJSONErrorInTheUsersWords: encoding/json's messages are worded with
// the field and the kinds, never Go's struct or type names (issue 28:
// "no Go decoder text (json: cannot unmarshal object into Go struct field
// AttackInput.condition)").
func TestJSONErrorInTheUsersWords(t *testing.T) {
	type Speed struct {
		Kind string `json:"kind"`
	}
	type AttackInput struct {
		Condition string  `json:"condition"`
		Bonus     int     `json:"bonus"`
		Speeds    []Speed `json:"speeds"`
		Open      bool    `json:"open"`
	}
	for _, c := range []struct{ in, want string }{
		{`{"condition": {"x": 1}}`, "condition must be text, not an object"},
		{`{"bonus": 1.5}`, "bonus must be a whole number, not the number 1.5"},
		{`{"speeds": [{"kind": "walk"}, {"kind": 3}]}`, "kind of speeds must be text, not a number"},
		{`{"open": "yes"}`, "open must be true or false, not text"},
		{`[1]`, "the data must be an object ({…}), not a list"},
		{`{"bonus": }`, "not valid JSON near character"},
	} {
		var v AttackInput
		err := JSONError(json.Unmarshal([]byte(c.in), &v))
		if err == nil {
			t.Errorf("%s: no error", c.in)
			continue
		}
		got := err.Error()
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.in, got, c.want)
		}
		for _, bad := range []string{"json:", "Go struct", "AttackInput", "unmarshal", "int", "string"} {
			if strings.Contains(got, bad) {
				t.Errorf("%s: %q carries %q", c.in, got, bad)
			}
		}
	}
	if got := FieldPath("speeds.1.kind"); got != "kind of speeds item 2" {
		t.Errorf("FieldPath(speeds.1.kind) = %q", got)
	}
	if JSONError(nil) != nil {
		t.Error("JSONError(nil) is not nil")
	}
}

// TestDecodeIntoWordsWrongTypes: a system that words no wrong type of its
// own still gets the user's words.
func TestDecodeIntoWordsWrongTypes(t *testing.T) {
	type C struct {
		Name string `json:"name"`
	}
	_, _, err := DecodeInto(json.RawMessage(`{"name": 5}`), C{}, "character", nil)
	if err == nil || err.Error() != "character: name must be text, not a number" {
		t.Errorf("DecodeInto says %v", err)
	}
}
