// Package rules holds what every game system shares: the System interface the
// app talks to, derived values that explain themselves, rule problems, and the
// rounding rule the books use. It is pure Go: no Fyne, no SQL, no files, no
// clock and no global random source.
package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
)

// System is one game system the app supports. Each rules/<system> package
// provides one; rules/systems lists them all.
type System interface {
	// ID is the short, stable identifier stored in files and the library
	// ("drgn", "dvr", "dragonhead", "evening", "rollunder").
	ID() string
	// Name is the name shown to people.
	Name() string
	// BuilderReady reports whether the system has its own character builder
	// and derived values. When false the app shows the generic fields and
	// says that the builder is coming.
	BuilderReady() bool
	// NewCharacter returns the system's data document for a fresh character.
	NewCharacter() json.RawMessage
	// Validate decodes data and reports structural errors (not JSON, wrong
	// types, values the system cannot represent). Rule problems such as an
	// overspent budget are not errors: Derive lists them.
	Validate(data json.RawMessage) error
	// Derive computes every derived value of a character and its rule
	// problems. It returns an error only when Validate would.
	Derive(data json.RawMessage) (Derived, error)
}

// Value is one derived number (or text) together with where it comes from.
type Value struct {
	Key     string `json:"key"`     // machine key, used in `derive --json`
	Label   string `json:"label"`   // what people read, e.g. "Max HP"
	Value   any    `json:"value"`   // int, float64, string, or a JSON-encodable structure
	Explain string `json:"explain"` // e.g. "Max HP 250 = Constitution 50 × 4 × 1.25 (Large), rounded up"
}

// Text is the value as a short text when it is a single number or word,
// and "" for a structured value (a list or an object), which its Explain
// line describes instead.
func (v Value) Text() string {
	switch x := v.Value.(type) {
	case string:
		return x
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, bool:
		return fmt.Sprint(x)
	case float32:
		return strconv.FormatFloat(float64(x), 'f', -1, 32)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	default:
		return ""
	}
}

// Problem is a rule the character breaks. Characters with problems still save.
type Problem struct {
	Code    string `json:"code"`    // stable identifier, e.g. "over_budget"
	Message string `json:"message"` // says what is wrong and what to do
}

// Derived is everything a system computes from a character.
type Derived struct {
	// Implemented is false for systems whose builder is not written yet.
	Implemented bool
	Values      []Value
	Problems    []Problem
	// Notes are the design's rules decisions that affect this character,
	// shown next to the numbers they touch.
	Notes []string
}

// Add appends a derived value with its explain line.
func (d *Derived) Add(key, label string, v any, explain string) {
	d.Values = append(d.Values, Value{Key: key, Label: label, Value: v, Explain: explain})
}

// Problemf appends a rule problem; the message is formatted like fmt.Sprintf.
func (d *Derived) Problemf(code, format string, a ...any) {
	d.Problems = append(d.Problems, Problem{Code: code, Message: fmt.Sprintf(format, a...)})
}

// Get returns the value with the given key.
func (d Derived) Get(key string) (Value, bool) {
	for _, v := range d.Values {
		if v.Key == key {
			return v, true
		}
	}
	return Value{}, false
}

// As is the value with the given key as a T; ok is false when there is
// none or it is not a T.
func As[T any](d Derived, key string) (x T, ok bool) {
	v, found := d.Get(key)
	if !found {
		return x, false
	}
	x, ok = v.Value.(T)
	return x, ok
}

// Text is the value with the given key as a sheet prints it ("" when there
// is none).
func (d Derived) Text(key string) string { return d.TextInt(key, nil) }

// TextInt is Text with an int value written by ofInt (signed, with
// thousands separators, …); other values print as Text.
func (d Derived) TextInt(key string, ofInt func(int) string) string {
	v, ok := d.Get(key)
	if !ok {
		return ""
	}
	if n, isInt := v.Value.(int); isInt && ofInt != nil {
		return ofInt(n)
	}
	return v.Text()
}

// Map gives the flat JSON object `derive --json` prints: each value's key to
// its value, plus "problems" (always a list) and "implemented".
func (d Derived) Map() map[string]any {
	m := make(map[string]any, len(d.Values)+3)
	for _, v := range d.Values {
		m[v.Key] = v.Value
	}
	problems := d.Problems
	if problems == nil {
		problems = []Problem{}
	}
	m["problems"] = problems
	m["implemented"] = d.Implemented
	if len(d.Notes) > 0 {
		m["notes"] = d.Notes
	}
	return m
}

// ErrNotObject is returned by DecodeObject for data that is not a JSON object.
var ErrNotObject = errors.New("character data must be a JSON object")

// DecodeObject checks that data is one JSON object and returns its fields.
func DecodeObject(data json.RawMessage) (map[string]json.RawMessage, error) {
	if len(data) == 0 {
		return map[string]json.RawMessage{}, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return nil, ErrNotObject
		}
		return nil, fmt.Errorf("character data: %w", JSONError(err))
	}
	if m == nil {
		return nil, ErrNotObject
	}
	return m, nil
}

// UnmarshalTyped decodes data into v when there is any; a field of the
// wrong type is described by wrongType (the message a system words for it;
// nil: JSONError's words), and any other decoder error by JSONError.
func UnmarshalTyped(data json.RawMessage, v any, wrongType func(*json.UnmarshalTypeError) error) error {
	if len(data) == 0 {
		return nil
	}
	err := json.Unmarshal(data, v)
	var typeErr *json.UnmarshalTypeError
	if wrongType != nil && errors.As(err, &typeErr) {
		return wrongType(typeErr)
	}
	return JSONError(err)
}

// DecodeInto is the start every system's character Decode shares: data
// must be one JSON object (DecodeObject's error as it is), then it is
// decoded over c (the defaults) by UnmarshalTyped, that error wrapped as
// "<what>: …" (as it is when what is ""). fields are the object's keys, for
// a system that keeps the unknown ones; the system checks the result.
func DecodeInto[T any](data json.RawMessage, c T, what string, wrongType func(*json.UnmarshalTypeError) error) (T, map[string]json.RawMessage, error) {
	var zero T
	fields, err := DecodeObject(data)
	if err != nil {
		return zero, nil, err
	}
	if err := UnmarshalTyped(data, &c, wrongType); err != nil {
		if what != "" {
			err = fmt.Errorf("%s: %w", what, err)
		}
		return zero, nil, err
	}
	return c, fields, nil
}

// BookRound rounds the way the DRGN book asks: "0-4 round down, 5-9 round
// up", that is, halves round away from zero. It is the rounding every
// system uses unless its book says otherwise.
func BookRound(x float64) int {
	return int(math.Round(x))
}

// Setting is one library-wide setting a system keeps in the library (for
// example Dragonhead's Dice Table). The value is the system's own text,
// usually JSON; the library stores it under Key without reading it.
type Setting struct {
	Key   string // "dragonhead.dice_table"
	Label string // "Dragonhead Dice Table"
	// Check says why a stored value cannot be used, or nil.
	Check func(value string) error
}

// SettingsProvider is a system with library-wide settings.
type SettingsProvider interface {
	Settings() []Setting
}
