package dvr

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
)

// This file words decoding errors in the user's terms: the key they typed,
// what it holds and what it should hold, never Go's decoder text
// ("json: cannot unmarshal object into Go struct field AttackInput.condition
// of type string").

// wrongType says a JSON type error as the key typed, what it should be and
// what it is: `"condition" should be a text, not an object`.
func wrongType(te *json.UnmarshalTypeError) error {
	field := te.Field
	if field == "" {
		return fmt.Errorf("should be %s, not %s", kindWords(te.Type), valueWords(te.Value))
	}
	return fmt.Errorf("%q should be %s, not %s", field, kindWords(te.Type), valueWords(te.Value))
}

// kindWords names what a Go type holds as JSON.
func kindWords(t reflect.Type) string {
	if t == nil {
		return "something else"
	}
	switch t.Kind() {
	case reflect.Pointer:
		return kindWords(t.Elem())
	case reflect.String:
		return "a text"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list [ … ]"
	}
	return "an object { … }"
}

// valueWords names a JSON value kind as the decoder reports it ("object",
// "array", "string", "number", "number 1.5", "bool").
func valueWords(v string) string {
	switch v {
	case "object":
		return "an object"
	case "array":
		return "a list"
	case "string":
		return "a text"
	case "bool":
		return "true or false"
	case "number":
		return "a number"
	}
	return v
}

// userWords rewrites a decoding error in the user's terms (others are
// returned as they are).
func userWords(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return wrongType(te)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("not readable as JSON near character %d", se.Offset)
	}
	return err
}
