package rules

import (
	"fmt"
	"strings"
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
