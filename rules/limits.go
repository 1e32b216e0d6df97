package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// CheckRange refuses a number outside lo..hi with a message that names the
// key and the allowed range, e.g. "abilities.Muscle is 1000000000, allowed 1
// to 100". Every number a file or a form feeds into a computation whose
// work grows with it is checked this way before it is used.
func CheckRange(key string, value, lo, hi int) error {
	if value < lo || value > hi {
		return fmt.Errorf("%s is %d, allowed %d to %d", key, value, lo, hi)
	}
	return nil
}

// Range is the allowed range of one keyed number.
type Range struct {
	Key    string
	Lo, Hi int
}

// CheckRanges checks the numbers of values that ranges name (a missing key
// is not checked) and joins the errors; prefix goes before each key
// ("stats.").
func CheckRanges(prefix string, values map[string]int, ranges []Range) error {
	var errs []error
	for _, r := range ranges {
		if v, ok := values[r.Key]; ok {
			errs = append(errs, CheckRange(prefix+r.Key, v, r.Lo, r.Hi))
		}
	}
	return JoinErrors(errs...)
}

// JoinErrors joins the non-nil errors into one error whose message is a
// single line ("a; b"), so a CLI can print it on one line; nil when all
// are nil. errors.Is and errors.As see every joined error.
func JoinErrors(errs ...error) error {
	var kept []error
	for _, err := range errs {
		if err != nil {
			kept = append(kept, err)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return joinedErrors(kept)
}

type joinedErrors []error

func (j joinedErrors) Error() string {
	msgs := make([]string, len(j))
	for i, err := range j {
		msgs[i] = err.Error()
	}
	return strings.Join(msgs, "; ")
}

func (j joinedErrors) Unwrap() []error { return j }

// Limits on the shape of a character's data, checked where a file is
// decoded and before the library stores a character, so that every
// accepted character derives and prints in well under a second. No real
// character comes near them (docs/formats.md, "Limits").
const (
	MaxJSONDepth     = 32    // nesting of objects and lists
	MaxListLen       = 200   // items in one list (traits, classes, items …)
	MaxObjectKeys    = 500   // keys in one object
	MaxStringLen     = 1_000 // characters in one string value
	MaxNumberDigits  = 24    // characters in one number
	maxShapeKeyShown = 40
)

// CheckJSONShape walks raw (a JSON value) and refuses one that is nested
// deeper than MaxJSONDepth, has a list longer than MaxListLen, an object
// with more than MaxObjectKeys keys, or a string longer than MaxStringLen
// characters. The error names where, e.g. `data.traits has 50000 items;
// at most 200 are allowed` (root names the value, e.g. "data"). Its work
// is linear in len(raw).
func CheckJSONShape(root string, raw []byte) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	type level struct {
		list  bool
		count int
		where string
	}
	var stack []level
	where := root
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		d, isDelim := tok.(json.Delim)
		closing := isDelim && (d == '}' || d == ']')
		if n := len(stack); n > 0 && !closing {
			top := &stack[n-1]
			switch {
			case top.list:
				if top.count >= MaxListLen {
					return fmt.Errorf("%s has more than %d items; at most %d are allowed", top.where, MaxListLen, MaxListLen)
				}
				where = fmt.Sprintf("%s[%d]", top.where, top.count)
				top.count++
			case top.count%2 == 0: // a key; values alternate with keys
				if top.count/2 >= MaxObjectKeys {
					return fmt.Errorf("%s has more than %d keys; at most %d are allowed", top.where, MaxObjectKeys, MaxObjectKeys)
				}
				key, _ := tok.(string)
				if len(key) > maxShapeKeyShown {
					key = key[:maxShapeKeyShown] + "…"
				}
				where = key
				if top.where != "" {
					where = top.where + "." + key
				}
				top.count++
				continue
			default:
				top.count++
			}
		}
		switch t := tok.(type) {
		case json.Delim:
			if closing {
				stack = stack[:len(stack)-1]
				continue
			}
			if len(stack) >= MaxJSONDepth {
				return fmt.Errorf("%s is nested more than %d levels deep; at most %d are allowed", where, MaxJSONDepth, MaxJSONDepth)
			}
			stack = append(stack, level{list: t == '[', where: where})
		case string:
			if n := utf8.RuneCountInString(t); n > MaxStringLen {
				return fmt.Errorf("%s is a text of %d characters; at most %d are allowed", where, n, MaxStringLen)
			}
		case json.Number:
			if len(t) > MaxNumberDigits {
				return fmt.Errorf("%s is a number of %d digits; at most %d are allowed", where, len(t), MaxNumberDigits)
			}
		}
	}
}

// Limits on a character's text fields, in characters.
const (
	MaxNameLen  = 200    // a name, a player's name, a campaign's name
	MaxNotesLen = 20_000 // notes
)

// CheckCharacterText refuses a name, player, campaign or notes longer
// than the limits, naming the field.
func CheckCharacterText(name, player, campaign, notes string) error {
	for _, f := range []struct {
		key, value string
		max        int
	}{{"name", name, MaxNameLen}, {"player", player, MaxNameLen}, {"campaign", campaign, MaxNameLen}, {"notes", notes, MaxNotesLen}} {
		if n := utf8.RuneCountInString(f.value); n > f.max {
			return fmt.Errorf("%q is %d characters long; at most %d are allowed", f.key, n, f.max)
		}
	}
	return nil
}
