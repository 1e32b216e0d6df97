package drgn

import (
	"reflect"
	"strconv"
	"strings"
)

// payloadHelp writes a payload type's fields as an event's one-line help
// shows them, from the type's JSON names in its order (an embedded
// Override last): `{"combatant", "attack", "response": move|block,
// "evaded"?, "with"?}`. marks are pairs of a field's JSON name and what
// follows it: "?" for a field that may be left out, ": a|b" for the words
// it takes.
func payloadHelp(p any, marks ...string) string {
	mark := map[string]string{}
	for i := 0; i+1 < len(marks); i += 2 {
		mark[marks[i]] = marks[i+1]
	}
	var names, last []string
	for _, f := range reflect.VisibleFields(reflect.TypeOf(p)) {
		if f.Type == reflect.TypeFor[Override]() {
			// Its one field has its name, so it is not promoted.
			f = f.Type.Field(0)
			name := jsonName(f)
			last = append(last, strconv.Quote(name)+mark[name])
			continue
		}
		if name := jsonName(f); !f.Anonymous && name != "" && name != "-" {
			names = append(names, strconv.Quote(name)+mark[name])
		}
	}
	return "{" + strings.Join(append(names, last...), ", ") + "}"
}

// words is a field's mark for the words it takes: ": move|block".
func words(list []string) string { return ": " + strings.Join(list, "|") }

// jsonName is a field's name in JSON.
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	return name
}
