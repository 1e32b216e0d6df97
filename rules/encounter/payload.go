package encounter

import (
	"encoding"
	"encoding/json"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// An event built by NewEvent keeps the payload it was built from, so that
// Decode into the payload's own type can copy it instead of reading the
// JSON again (the forecast builds and applies millions of events). The
// copy is taken only for plain types, whose JSON round trip is a deep
// copy: structs of exported, uniquely named fields of plain types (bools,
// numbers, strings, and slices, arrays, pointers and string-keyed maps of
// them), with no JSON or text (un)marshaler, no "-" or ",string" tag and
// no field named "type". Anything else is read from the JSON as before.

var plainTypes sync.Map // reflect.Type → bool

var (
	jsonMarshaler   = reflect.TypeFor[json.Marshaler]()
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textMarshaler   = reflect.TypeFor[encoding.TextMarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// plainPayload reports whether a payload of type t may be kept for the
// copy: a plain struct.
func plainPayload(t reflect.Type) bool {
	if v, ok := plainTypes.Load(t); ok {
		return v.(bool)
	}
	ok := t.Kind() == reflect.Struct && plainType(t, map[reflect.Type]bool{})
	if ok {
		names := map[string]bool{}
		ok = fieldNames(t, names) && !names["type"]
	}
	plainTypes.Store(t, ok)
	return ok
}

func hasCodec(t reflect.Type) bool {
	for _, x := range []reflect.Type{t, reflect.PointerTo(t)} {
		if x.Implements(jsonMarshaler) || x.Implements(jsonUnmarshaler) || x.Implements(textMarshaler) || x.Implements(textUnmarshaler) {
			return true
		}
	}
	return false
}

func plainType(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return true // a recursive type: judged where it began
	}
	seen[t] = true
	if hasCodec(t) {
		return false
	}
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64, reflect.String:
		return true
	case reflect.Slice, reflect.Array, reflect.Pointer:
		return plainType(t.Elem(), seen)
	case reflect.Map:
		return t.Key().Kind() == reflect.String && !hasCodec(t.Key()) && plainType(t.Elem(), seen)
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" || strings.Contains(","+opts+",", ",string,") {
				return false
			}
			if f.Anonymous {
				if f.Type.Kind() != reflect.Struct || name != "" || !plainType(f.Type, seen) {
					return false
				}
				continue
			}
			if !f.IsExported() || !plainType(f.Type, seen) {
				return false
			}
		}
		return true
	}
	return false // uint8 (a []byte is base64), interfaces, channels, functions
}

// fieldNames collects the JSON names of a struct's fields, embedded ones
// included; a name seen twice (which JSON would resolve by depth or drop)
// makes the type not plain.
func fieldNames(t reflect.Type, names map[string]bool) bool {
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			if !fieldNames(f.Type, names) {
				return false
			}
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		key := strings.ToLower(name) // JSON matches keys without regard to case
		if names[key] {
			return false
		}
		names[key] = true
	}
	return true
}

// copyPlain deep-copies src into dst (both of one plain type). It reports
// false for a string that is not valid UTF-8, which the JSON would have
// changed, and for a number JSON cannot write (NaN, infinities).
func copyPlain(dst, src reflect.Value) bool {
	if ok, checks := flatChecks(src.Type()); ok {
		if !checks.valid(src) {
			return false
		}
		if dst.CanSet() {
			dst.Set(src) // no pointers, slices or maps: assignment is a deep copy
			return true
		}
	}
	switch src.Kind() {
	case reflect.String:
		if !utf8.ValidString(src.String()) {
			return false
		}
		dst.Set(src)
	case reflect.Float32, reflect.Float64:
		if f := src.Float(); math.IsNaN(f) || math.IsInf(f, 0) {
			return false // JSON refuses it: NewEvent says so
		}
		dst.Set(src)
	case reflect.Pointer:
		if src.IsNil() {
			dst.SetZero()
			return true
		}
		p := reflect.New(src.Type().Elem())
		if !copyPlain(p.Elem(), src.Elem()) {
			return false
		}
		dst.Set(p)
	case reflect.Slice:
		if src.IsNil() {
			dst.SetZero()
			return true
		}
		s := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		if ok, checks := flatChecks(src.Type().Elem()); ok {
			for i := range src.Len() {
				if !checks.valid(src.Index(i)) {
					return false
				}
			}
			reflect.Copy(s, src)
			dst.Set(s)
			return true
		}
		for i := range src.Len() {
			if !copyPlain(s.Index(i), src.Index(i)) {
				return false
			}
		}
		dst.Set(s)
	case reflect.Array:
		for i := range src.Len() {
			if !copyPlain(dst.Index(i), src.Index(i)) {
				return false
			}
		}
	case reflect.Map:
		if src.IsNil() {
			dst.SetZero()
			return true
		}
		m := reflect.MakeMapWithSize(src.Type(), src.Len())
		it := src.MapRange()
		for it.Next() {
			if !utf8.ValidString(it.Key().String()) {
				return false
			}
			v := reflect.New(src.Type().Elem()).Elem()
			if !copyPlain(v, it.Value()) {
				return false
			}
			m.SetMapIndex(it.Key(), v)
		}
		dst.Set(m)
	case reflect.Struct:
		for i := range src.NumField() {
			if !copyPlain(dst.Field(i), src.Field(i)) {
				return false
			}
		}
	default:
		dst.Set(src)
	}
	return true
}

// decodeKept copies the kept payload into v when v points to a value of
// its type; ok is false when the JSON must be read instead.
func (e Event) decodeKept(v any) bool {
	if e.kept == nil {
		return false
	}
	dst := reflect.ValueOf(v)
	src := reflect.ValueOf(e.kept)
	// Only into a zero value: JSON decoded into a filled one keeps the
	// fields it does not name (omitted empty ones) and merges maps.
	if dst.Kind() != reflect.Pointer || dst.IsNil() || dst.Type().Elem() != src.Type() || !dst.Elem().IsZero() {
		return false
	}
	clonePlain(dst.Elem(), src)
	return true
}

// flat reports a type without pointers, slices or maps: a value of it is
// copied whole by assignment.
func flat(t reflect.Type) bool {
	ok, _ := flatChecks(t)
	return ok
}

// isFlat is flat worked out (flatChecks remembers it).
func isFlat(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
		return false
	case reflect.Array:
		return isFlat(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !isFlat(t.Field(i).Type) {
				return false
			}
		}
	}
	return true
}

// clonePlain deep-copies src into dst, a kept payload already checked by
// copyPlain.
func clonePlain(dst, src reflect.Value) {
	t := src.Type()
	// An embedded struct of an unexported type cannot be set whole (its
	// exported fields can): it is copied field by field below.
	if flat(t) && dst.CanSet() {
		dst.Set(src)
		return
	}
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		p := reflect.New(t.Elem())
		clonePlain(p.Elem(), src.Elem())
		dst.Set(p)
	case reflect.Slice:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		s := reflect.MakeSlice(t, src.Len(), src.Len())
		if flat(t.Elem()) {
			reflect.Copy(s, src)
		} else {
			for i := range src.Len() {
				clonePlain(s.Index(i), src.Index(i))
			}
		}
		dst.Set(s)
	case reflect.Array:
		for i := range src.Len() {
			clonePlain(dst.Index(i), src.Index(i))
		}
	case reflect.Map:
		if src.IsNil() {
			dst.SetZero()
			return
		}
		m := reflect.MakeMapWithSize(t, src.Len())
		it := src.MapRange()
		for it.Next() {
			v := reflect.New(t.Elem()).Elem()
			clonePlain(v, it.Value())
			m.SetMapIndex(it.Key(), v)
		}
		dst.Set(m)
	case reflect.Struct:
		for i := range src.NumField() {
			clonePlain(dst.Field(i), src.Field(i))
		}
	default:
		dst.Set(src)
	}
}

// keep is a deep copy of a plain struct payload (or of the struct a
// pointer payload points to), nil for anything else.
func keep(payload any) any {
	v := reflect.ValueOf(payload)
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if !v.IsValid() || !plainPayload(v.Type()) {
		return nil
	}
	c := reflect.New(v.Type()).Elem()
	if !copyPlain(c, v) {
		return nil
	}
	return c.Interface()
}

// fieldChecks are where a flat type holds text and numbers JSON could
// change or refuse: the index paths of its strings and floats (a path of
// length 0 is the value itself).
type fieldChecks struct{ strs, floats [][]int }

var flatPlans sync.Map // reflect.Type → flatPlan

// flatPlan is what flatChecks remembers of a type.
type flatPlan struct {
	flat   bool
	checks fieldChecks
}

// flatChecks reports a flat type (see flat) and its checks.
func flatChecks(t reflect.Type) (bool, fieldChecks) {
	if v, ok := flatPlans.Load(t); ok {
		p := v.(flatPlan)
		return p.flat, p.checks
	}
	if !isFlat(t) {
		flatPlans.Store(t, flatPlan{})
		return false, fieldChecks{}
	}
	var c fieldChecks
	var walk func(t reflect.Type, path []int)
	walk = func(t reflect.Type, path []int) {
		switch t.Kind() {
		case reflect.String:
			c.strs = append(c.strs, slices.Clone(path))
		case reflect.Float32, reflect.Float64:
			c.floats = append(c.floats, slices.Clone(path))
		case reflect.Struct:
			for i := range t.NumField() {
				walk(t.Field(i).Type, append(path, i))
			}
		case reflect.Array:
			// An array of text or floats is checked the slow way: the nil
			// path marks it, and valid refuses it (the payload is then
			// read from its JSON).
			n := len(c.strs) + len(c.floats)
			walk(t.Elem(), nil)
			if len(c.strs)+len(c.floats) > n {
				c.strs = append(c.strs, nil)
			}
		}
	}
	walk(t, nil)
	flatPlans.Store(t, flatPlan{true, c})
	return true, c
}

// valid checks a flat value's strings and floats.
func (c fieldChecks) valid(v reflect.Value) bool {
	for _, p := range c.strs {
		f := v
		if p == nil && v.Kind() != reflect.String {
			return false // an array needing checks (see flatChecks)
		}
		if len(p) > 0 {
			f = v.FieldByIndex(p)
		}
		if !utf8.ValidString(f.String()) {
			return false
		}
	}
	for _, p := range c.floats {
		f := v
		if len(p) > 0 {
			f = v.FieldByIndex(p)
		}
		if x := f.Float(); math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
