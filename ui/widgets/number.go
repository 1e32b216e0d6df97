package widgets

import (
	"fmt"
	"strconv"
	"strings"
)

// WholeNumber reads a whole number typed in the entry named field; an
// empty entry is 0, anything else that is not a whole number is a
// one-line error naming the field.
func WholeNumber(field, text string) (int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a whole number", field, text)
	}
	return n, nil
}
