package content

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"sessionzero/rules"
)

// kinds is a small system with two kinds, the second with a book entry.
var kinds = []Kind{
	{Kind: "class", List: "classes", Label: "class", Check: func(data json.RawMessage) error {
		var c struct {
			Die int `json:"die"`
		}
		if err := json.Unmarshal(data, &c); err != nil {
			return rules.JSONError(err)
		}
		if c.Die < 0 || c.Die > 100 {
			return errors.New("die is out of range")
		}
		return nil
	}},
	{Kind: "skill", List: "skills", Label: "skill", Book: func(name string) bool { return strings.EqualFold(name, "Common") }},
}

func TestDecodeKeepsGoodEntriesAndNamesEachBadOne(t *testing.T) {
	raw := `{"format":"sessionzero/test-content","version":1,"name":"Homebrew","shared_by":"Ann",
	"classes":[{"name":"Knight","die":8,"lore":{"order":"Rose","x":[1,2]}},{"name":"Giant","die":9223372036854775807},
	  {"name":"  "},{"name":"knight","die":6},{"name":"Bell\u0007","die":4},{"name":"Scribe","die":"eight"}],
	"skills":[{"name":"Common"},{"name":"Riding","text":"line one\nline\ttwo"}]}`
	p, problems, err := Decode([]byte(raw), "test", kinds)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range p.Entries {
		names = append(names, e.Kind+":"+e.Name)
	}
	if got := strings.Join(names, ","); got != "class:Knight,skill:Riding" {
		t.Errorf("entries %s, want class:Knight,skill:Riding", got)
	}
	wants := []string{
		`classes entry 2 "Giant": die is out of range`,
		`classes entry 3: its name is empty`,
		`classes entry 4 "knight": the name is used twice in this pack`,
		`classes entry 5 "Bell\a": its name holds a control character (U+0007)`,
		`classes entry 6 "Scribe": die must be a whole number, not text`,
		`skills entry 1 "Common": Common is the book's own skill`,
	}
	if len(problems) != len(wants) {
		t.Fatalf("%d problems, want %d: %v", len(problems), len(wants), problems)
	}
	for i, w := range wants {
		if !strings.Contains(problems[i].String(), w) {
			t.Errorf("problem %d = %q, want it to contain %q", i, problems[i], w)
		}
	}
	// Unknown keys round-trip at every level: the pack, the entry, nested.
	out, err := Encode(p, kinds)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		SharedBy string `json:"shared_by"`
		Name     string `json:"name"`
		Classes  []struct {
			Lore struct {
				Order string `json:"order"`
				X     []int  `json:"x"`
			} `json:"lore"`
		} `json:"classes"`
	}
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatal(err)
	}
	if back.SharedBy != "Ann" || back.Name != "Homebrew" || len(back.Classes) != 1 || back.Classes[0].Lore.Order != "Rose" || len(back.Classes[0].Lore.X) != 2 {
		t.Errorf("export lost unknown keys:\n%s", out)
	}
	again, problems, err := Decode(out, "test", kinds)
	if err != nil || len(problems) != 0 || len(again.Entries) != 2 {
		t.Errorf("re-read: %v %v %d entries", err, problems, len(again.Entries))
	}
}

func TestDecodeRefusesAWholePackThatIsNotOne(t *testing.T) {
	cases := []struct{ name, raw, want string }{
		{"not json", `{"format":`, "not a JSON object"},
		{"invalid utf-8", "{\"format\":\"sessionzero/test-content\",\"version\":1,\"skills\":[{\"name\":\"\xff\"}]}", "not valid UTF-8"},
		{"other format", `{"format":"sessionzero/other-content","version":1}`, `a pack of this system says "sessionzero/test-content"`},
		{"version", `{"format":"sessionzero/test-content","version":2}`, "this app reads version 1"},
		{"list not a list", `{"format":"sessionzero/test-content","version":1,"skills":{"name":"x"}}`, `"skills" is not a list`},
		{"control in pack name", "{\"format\":\"sessionzero/test-content\",\"version\":1,\"name\":\"a\\u0000b\"}", "control character"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := Decode([]byte(tt.raw), "test", kinds)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestSystemOf(t *testing.T) {
	for raw, want := range map[string]string{
		`{"format":"sessionzero/dragonhead-content"}`: "dragonhead",
		`{"format":"sessionzero/character"}`:          "",
		`[]`:                                          "",
	} {
		got, err := SystemOf([]byte(raw))
		if got != want || (want == "") != (err != nil) {
			t.Errorf("SystemOf(%s) = %q, %v; want %q", raw, got, err, want)
		}
	}
}

func TestTextLimits(t *testing.T) {
	long := strings.Repeat("x", MaxTextLen+1)
	raw := `{"format":"sessionzero/test-content","version":1,"skills":[{"name":"` + strings.Repeat("n", 201) + `"},{"name":"Long","text":"` + long + `"}]}`
	_, problems, err := Decode([]byte(raw), "test", kinds)
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) != 2 || !strings.Contains(problems[0].Reason, "at most 200") || !strings.Contains(problems[1].Reason, "at most") {
		t.Errorf("problems %v", problems)
	}
}
