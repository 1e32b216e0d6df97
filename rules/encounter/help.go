package encounter

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode"
)

// Fields writes a payload type's JSON fields as an event's one-line help
// shows them, so that the help is spelled from the type the handler
// decodes: `{"combatant", "attack", "response": move|block, "evaded"?}`.
//
// The fields come in the order encoding/json writes them: a struct's own
// fields in order, those of an embedded struct without a JSON name in its
// place (OnCombatant gives "combatant"). A field tagged omitempty is
// optional and gets a "?".
//
// Each mark is a field's JSON name followed by what the help writes after
// the quoted name: "evaded?" marks an optional field, "response: move|block"
// gives the words a field takes (Words), "movement?: dash|regular" both,
// `target or "targets"` any other text. "damage!" writes no "?" for an
// omitempty field that an event needs all the same (DRGN's damage, left
// out only when an attack pick gives it). A mark "-name" leaves the field
// out of the help. A mark naming no field of P panics: handler tables are
// fixed when the program is built, and each system's tests build them.
func Fields[P any](marks ...string) string {
	t := reflect.TypeFor[P]()
	if t.Kind() != reflect.Struct {
		panic(fmt.Sprintf("encounter.Fields: %s is not a struct", t))
	}
	fields := helpFields(t)
	after, skip := map[string]string{}, map[string]bool{}
	for _, m := range marks {
		name, rest, left := parseMark(m)
		if !hasField(fields, name) {
			panic(fmt.Sprintf("encounter.Fields: %s has no JSON field %q (mark %q)", t, name, m))
		}
		if left {
			if rest != "" {
				panic(fmt.Sprintf("encounter.Fields: mark %q leaves %q out and adds to it", m, name))
			}
			skip[name] = true
			continue
		}
		after[name] = rest
	}
	var parts []string
	for _, f := range fields {
		if skip[f.name] {
			continue
		}
		rest := after[f.name]
		part := strconv.Quote(f.name)
		switch {
		case strings.HasPrefix(rest, "!"):
			rest = rest[1:]
		case f.omitempty || strings.HasPrefix(rest, "?"):
			part += "?"
			rest = strings.TrimPrefix(rest, "?")
		}
		parts = append(parts, part+rest)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// Words is a field's mark for the words it takes: ": move|block".
func Words(list []string) string { return ": " + strings.Join(list, "|") }

// parseMark splits a mark of Fields into the field's JSON name and what
// follows it; left reports a "-name" mark.
func parseMark(m string) (name, rest string, left bool) {
	if strings.HasPrefix(m, "-") {
		m, left = m[1:], true
	}
	end := strings.IndexFunc(m, func(r rune) bool {
		return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	if end < 0 {
		end = len(m)
	}
	return m[:end], m[end:], left
}

// helpField is one field of a payload's JSON.
type helpField struct {
	name      string
	omitempty bool
	depth     int
}

func hasField(fields []helpField, name string) bool {
	for _, f := range fields {
		if f.name == name {
			return true
		}
	}
	return false
}

// helpFields are the fields encoding/json writes for a struct type, in its
// order: a name that several embedded structs give at the same depth is
// left out, and a shallower one hides deeper ones, as encoding/json does
// (it also prefers a tagged name at the same depth, which payloads never
// need).
func helpFields(t reflect.Type) []helpField {
	all := collectFields(t, 0, map[reflect.Type]bool{})
	shallowest, count := map[string]int{}, map[string]int{}
	for _, f := range all {
		if d, ok := shallowest[f.name]; !ok || f.depth < d {
			shallowest[f.name], count[f.name] = f.depth, 1
		} else if f.depth == d {
			count[f.name]++
		}
	}
	var out []helpField
	for _, f := range all {
		if f.depth == shallowest[f.name] && count[f.name] == 1 {
			out = append(out, f)
		}
	}
	return out
}

func collectFields(t reflect.Type, depth int, seen map[reflect.Type]bool) []helpField {
	if seen[t] {
		return nil
	}
	seen[t] = true
	defer delete(seen, t)
	var out []helpField
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if f.Anonymous && name == "" && ft.Kind() == reflect.Struct {
			out = append(out, collectFields(ft, depth+1, seen)...)
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, helpField{name: name, omitempty: strings.Contains(","+opts+",", ",omitempty,"), depth: depth})
	}
	return out
}
