package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// JSONError words an encoding/json error for the user: which field, what
// it must be and what it is, with no Go type or struct name ("json: cannot
// unmarshal object into Go struct field AttackInput.condition of type
// string" becomes "condition must be text, not an object"). Any other
// error is returned as it is; nil stays nil.
func JSONError(err error) error {
	if err == nil {
		return nil
	}
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		want := KindWords(typeErr.Type)
		got := valueWords(typeErr.Value)
		if typeErr.Field == "" {
			return fmt.Errorf("the data must be %s, not %s", want, got)
		}
		return fmt.Errorf("%s must be %s, not %s", FieldPath(typeErr.Field), want, got)
	}
	var syntaxErr *json.SyntaxError
	if errors.As(err, &syntaxErr) {
		return fmt.Errorf("not valid JSON near character %d (%s)", syntaxErr.Offset, strings.TrimPrefix(syntaxErr.Error(), "json: "))
	}
	if msg := err.Error(); strings.HasPrefix(msg, "json: unknown field ") {
		return fmt.Errorf("unknown field %s", strings.TrimPrefix(msg, "json: unknown field "))
	}
	if msg := err.Error(); msg == "unexpected end of JSON input" {
		return errors.New("the JSON ends too early (a closing bracket or quote is missing)")
	} else if strings.HasPrefix(msg, "json: ") {
		return errors.New(strings.TrimPrefix(msg, "json: "))
	}
	return err
}

// KindWords names what a Go type holds in a user's words: "text", "a
// whole number", "a number", "true or false", "a list", "an object".
func KindWords(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "text"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object ({…})"
	}
	return "a value"
}

// valueWords names the JSON value encoding/json found ("object",
// "number 1.5", "string").
func valueWords(v string) string {
	switch {
	case v == "object":
		return "an object"
	case v == "array":
		return "a list"
	case v == "string":
		return "text"
	case v == "bool":
		return "true or false"
	case strings.HasPrefix(v, "number"):
		if n := strings.TrimSpace(strings.TrimPrefix(v, "number")); n != "" {
			return "the number " + n
		}
		return "a number"
	}
	return v
}

// FieldPath says where a field is in the user's words from encoding/json's
// dotted path: "condition" stays, "speeds.1.kind" becomes "the kind of
// speed 2" ("speeds" item 2's "kind").
func FieldPath(path string) string {
	parts := strings.Split(path, ".")
	var out []string
	for i := 0; i < len(parts); i++ {
		p := parts[i]
		if i+1 < len(parts) {
			if n, err := strconv.Atoi(parts[i+1]); err == nil {
				out = append(out, fmt.Sprintf("%s item %d", p, n+1))
				i++
				continue
			}
		}
		out = append(out, p)
	}
	if len(out) == 1 {
		return out[0]
	}
	last := out[len(out)-1]
	rest := out[:len(out)-1]
	for i, j := 0, len(rest)-1; i < j; i, j = i+1, j-1 {
		rest[i], rest[j] = rest[j], rest[i]
	}
	return last + " of " + strings.Join(rest, " of ")
}
