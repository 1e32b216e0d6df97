// Package wordscheck finds our working references in text a user reads: a
// line number of a book's text file (L240, "(L12"), a decision or spec id
// (EVE-7, RU-12, DVR-3), a spec section ("spec §5", "specs/", "§6") or a
// book file name (003_….txt). Players have the book, not our text file,
// and have never seen the spec (issue 28). Its test holds the repository
// to it: string literals of non-test code under ui/, rules/, export/,
// cmd/ and model/, and what `derive` and the printed sheets say for every
// system's sample characters and blank sheets. The patterns are those of
// shared/tools/words-check.
package wordscheck

import (
	"reflect"
	"regexp"
)

// reference matches one of our references; see the package comment.
var reference = regexp.MustCompile(`\(L\d{1,4}|\bL\d{2,4}(?:[–-]\d+)?\b|\b(?:EVE|RU|DVR|DH|DRGN)-\d+\b|spec(?:s/|\s*§)|§\s?\d|\b[0-9a-f]{16}\.txt\b|\b00[0-4]_`)

// Reference is the first of our references text carries ("" for none).
func Reference(text string) string {
	return reference.FindString(text)
}

// Strings lists every string held in v, walking structs, pointers,
// interfaces, slices, arrays and maps (keys and values): all the text of a
// derived result or a sheet.
func Strings(v any) []string {
	var out []string
	walk(reflect.ValueOf(v), &out, map[uintptr]bool{})
	return out
}

func walk(v reflect.Value, out *[]string, seen map[uintptr]bool) {
	switch v.Kind() {
	case reflect.String:
		*out = append(*out, v.String())
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return
		}
		seen[v.Pointer()] = true
		walk(v.Elem(), out, seen)
	case reflect.Interface:
		if !v.IsNil() {
			walk(v.Elem(), out, seen)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			walk(v.Field(i), out, seen)
		}
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.Uint8 {
			return // bytes: raw JSON, an image
		}
		for i := 0; i < v.Len(); i++ {
			walk(v.Index(i), out, seen)
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			walk(it.Key(), out, seen)
			walk(it.Value(), out, seen)
		}
	}
}
