package encounter_test

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// TestDecodeErrorsInTheUsersWords: an event or file field of the wrong
// kind says which field and what it must be, not Go's decoder text
// (issue 28: "json: cannot unmarshal object into Go struct field
// AttackInput.condition").
func TestDecodeErrorsInTheUsersWords(t *testing.T) {
	ev := encounter.MustEvent("attack", map[string]any{"condition": map[string]int{"x": 1}})
	var p struct {
		Condition string `json:"condition"`
	}
	err := ev.Decode(&p)
	if err == nil || err.Error() != "attack event: condition must be text, not an object" {
		t.Errorf("Decode says %v", err)
	}
	for _, body := range []string{
		`{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"combat","setup":{"sides":"x"}}`,
		`{"format":"sessionzero/encounter","version":1,`,
		`{"format":"sessionzero/encounter","version":"one"}`,
	} {
		_, err := encounter.ParseFile([]byte(body))
		if err == nil {
			t.Errorf("ParseFile(%s) took it", body)
			continue
		}
		for _, bad := range []string{"json:", "Go struct", "unmarshal", "of type"} {
			if strings.Contains(err.Error(), bad) {
				t.Errorf("ParseFile(%s) says %q, with %q", body, err, bad)
			}
		}
	}
}
