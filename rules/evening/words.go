package evening

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// This file holds the small helpers of messages in a user's words: the
// JSON decoder's errors with the field as the file spells it and what it
// must be ("xp_total is text, it must be a whole number", never the
// decoder's Go types), choices as a sentence, counts with their plural.

// decodeJSON decodes data into v, its errors in a user's words.
func decodeJSON(data []byte, v any) error {
	return jsonWords(json.Unmarshal(data, v))
}

// jsonWords rewrites a decoder error; any other error is returned as is.
func jsonWords(err error) error {
	var typeErr *json.UnmarshalTypeError
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		return wrongType(typeErr)
	case errors.As(err, &syntaxErr) && strings.Contains(syntaxErr.Error(), "unexpected end"):
		return errors.New("the JSON text ends too early")
	case errors.As(err, &syntaxErr):
		return fmt.Errorf("not valid JSON near character %d", syntaxErr.Offset)
	}
	return err
}

// oneOf lists choices as a sentence does: "a, b or c".
func oneOf(list []string) string {
	switch len(list) {
	case 0:
		return ""
	case 1:
		return list[0]
	}
	return strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
}

// named is how a message names the n-th (from 0) thing of a list: by its
// name when it has one ("Rope"), else by its place ("item 2").
func named(what string, i int, name string) string {
	if strings.TrimSpace(name) != "" {
		return fmt.Sprintf("%s %q", what, name)
	}
	return fmt.Sprintf("%s %d", what, i+1)
}

// count is n with the singular or plural word: "1 die", "2 dice".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// featureLevels is "1 origin level", "2 class levels", "1 base feature".
func featureLevels(n int, kind string) string {
	if kind == "base" {
		return count(n, "base feature", "base features")
	}
	return count(n, kind+" level", kind+" levels")
}

// wrongType says which field has a value of the wrong kind.
func wrongType(e *json.UnmarshalTypeError) error {
	field := e.Field
	if field == "" {
		return fmt.Errorf("the data is %s, it must be %s", jsonKind(e.Value), goKind(e.Type))
	}
	return fmt.Errorf("%s is %s, it must be %s", field, jsonKind(e.Value), goKind(e.Type))
}

// jsonKind names a JSON value's kind as the decoder reports it.
func jsonKind(v string) string {
	switch {
	case v == "string":
		return "text"
	case v == "number" || strings.HasPrefix(v, "number "):
		return "a number"
	case v == "bool":
		return "true or false"
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	}
	return v
}

// goKind names what a Go type holds in a user's words.
func goKind(t reflect.Type) string {
	if t == nil {
		return "something else"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Pointer:
		return goKind(t.Elem())
	}
	return "something else"
}
