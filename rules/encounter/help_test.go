package encounter

import (
	"encoding/json"
	"strings"
	"testing"
)

type helpInner struct {
	Note string `json:"note,omitempty"`
}

type helpOverride struct {
	Override bool `json:"override,omitempty"`
}

type helpPayload struct {
	OnTarget
	Attack   string   `json:"attack"`
	Response string   `json:"response"`
	Evaded   bool     `json:"evaded"`
	Targets  []string `json:"targets,omitempty"`
	Untagged int
	Hidden   int `json:"-"`
	secret   int
	helpInner
	helpOverride
}

// Two embedded structs giving "Who" at the same depth: encoding/json
// writes neither; the outer "note" hides the embedded one.
type helpClash struct {
	helpWho
	helpAlsoWho
	Note string `json:"note"`
	helpInner
}

type helpWho struct{ Who string }

type helpAlsoWho struct{ Who string }

// helpTaunt is the payload of docs/adding-a-system.md's walk-through.
type helpTaunt struct {
	Combatant string `json:"combatant"`
	Target    string `json:"target"`
}

func TestFields(t *testing.T) {
	for _, tc := range []struct {
		name, got, want string
	}{
		{"bare", Fields[OnCombatant](), `{"combatant"}`},
		{"the walk-through's taunt (docs/adding-a-system.md)", "taunt: " + Fields[helpTaunt](), `taunt: {"combatant", "target"}`},
		{"embedded in place, omitempty marked, untagged by Go name, - and unexported left out",
			Fields[helpPayload](),
			`{"target", "attack", "response", "evaded", "targets"?, "Untagged", "note"?, "override"?}`},
		{"optional, words, other text, left out",
			Fields[helpPayload]("evaded?", "response"+Words([]string{"move", "block"}), `target or "targets"`, "-targets", "-Untagged"),
			`{"target" or "targets", "attack", "response": move|block, "evaded"?, "note"?, "override"?}`},
		{"optional with words, no double ?",
			Fields[helpPayload]("targets?: [names]", "note?", "-Untagged"),
			`{"target", "attack", "response", "evaded", "targets"?: [names], "note"?, "override"?}`},
		{"! keeps an omitempty field unmarked",
			Fields[helpPayload]("targets!: [names]", "note!", "-Untagged"),
			`{"target", "attack", "response", "evaded", "targets": [names], "note", "override"?}`},
		{"as encoding/json: a clash at one depth is dropped, the shallower name wins",
			Fields[helpClash](), `{"note"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("got  %s\nwant %s", tc.got, tc.want)
			}
		})
	}
}

// The fields Fields lists are the keys encoding/json writes for a payload
// with every field set, in the same order.
func TestFieldsAreTheJSONKeys(t *testing.T) {
	p := helpPayload{OnTarget: OnTarget{"t"}, Attack: "a", Response: "r", Evaded: true, Targets: []string{"x"},
		Untagged: 1, Hidden: 2, secret: 3, helpInner: helpInner{"n"}, helpOverride: helpOverride{true}}
	for _, tc := range []struct {
		name string
		v    any
		help string
	}{
		{"payload", p, Fields[helpPayload]()},
		{"clash", helpClash{helpWho{"a"}, helpAlsoWho{"b"}, "n", helpInner{"m"}}, Fields[helpClash]()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.v)
			if err != nil {
				t.Fatal(err)
			}
			dec := json.NewDecoder(strings.NewReader(string(b)))
			var keys []string
			if _, err := dec.Token(); err != nil {
				t.Fatal(err)
			}
			for dec.More() {
				k, _ := dec.Token()
				keys = append(keys, `"`+k.(string)+`"`)
				var skip json.RawMessage
				if err := dec.Decode(&skip); err != nil {
					t.Fatal(err)
				}
			}
			help := strings.ReplaceAll(strings.Trim(tc.help, "{}"), "?", "")
			if got := strings.Join(keys, ", "); got != help {
				t.Errorf("JSON keys %s, help lists %s", got, help)
			}
		})
	}
}

// A mark that names no field, or leaves a field out and adds to it, is a
// mistake in a handler table: it panics, naming the mark.
func TestFieldsRefusesABadMark(t *testing.T) {
	for _, tc := range []struct {
		name string
		call func() string
	}{
		{"unknown field", func() string { return Fields[OnCombatant]("nope?") }},
		{"misspelt field", func() string { return Fields[helpPayload]("respone: a|b") }},
		{"left out with text", func() string { return Fields[helpPayload]("-evaded?") }},
		{"not a struct", func() string { return Fields[int]() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			t.Errorf("wrote %s", tc.call())
		})
	}
}
