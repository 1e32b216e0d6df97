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

// RoundTripper is a type with its own JSON reader (and perhaps writer)
// that reads back, for the values RoundTrips accepts, both its own JSON of
// a value and the ordinary JSON of the value's underlying type (a list, a
// number) to an equal value: such a type counts as plain, and a payload
// holding a value RoundTrips refuses is read from its JSON.
type RoundTripper interface {
	RoundTrips() bool
}

var roundTripper = reflect.TypeFor[RoundTripper]()

// roundTrips reports a RoundTripper of a list, array, map, pointer or
// basic type.
func roundTrips(t reflect.Type) bool {
	return t.Implements(roundTripper) && underlying(t) != nil
}

// underlying is a named type's unnamed underlying type: a list, array,
// map or pointer of its element type, or a basic type; nil for a struct
// and anything else.
func underlying(t reflect.Type) reflect.Type {
	switch t.Kind() {
	case reflect.Slice:
		return reflect.SliceOf(t.Elem())
	case reflect.Array:
		return reflect.ArrayOf(t.Len(), t.Elem())
	case reflect.Map:
		return reflect.MapOf(t.Key(), t.Elem())
	case reflect.Pointer:
		return reflect.PointerTo(t.Elem())
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64, reflect.String:
		return basicTypes[t.Kind()]
	}
	return nil
}

var basicTypes = map[reflect.Kind]reflect.Type{
	reflect.Bool: reflect.TypeFor[bool](), reflect.Int: reflect.TypeFor[int](), reflect.Int8: reflect.TypeFor[int8](),
	reflect.Int16: reflect.TypeFor[int16](), reflect.Int32: reflect.TypeFor[int32](), reflect.Int64: reflect.TypeFor[int64](),
	reflect.Uint16: reflect.TypeFor[uint16](), reflect.Uint32: reflect.TypeFor[uint32](), reflect.Uint64: reflect.TypeFor[uint64](),
	reflect.Float32: reflect.TypeFor[float32](), reflect.Float64: reflect.TypeFor[float64](), reflect.String: reflect.TypeFor[string](),
}

func plainType(t reflect.Type, seen map[reflect.Type]bool) bool {
	if seen[t] {
		return true // a recursive type: judged where it began
	}
	seen[t] = true
	if hasCodec(t) && !roundTrips(t) {
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

// decodeKept copies the kept payload into v when v points to a value of
// its type; ok is false when the JSON must be read instead. Without
// withConverter a kept Converter is not asked (it was, and declined).
func (e Event) decodeKept(v any, withConverter bool) bool {
	if e.kept == nil {
		return false
	}
	dst := reflect.ValueOf(v)
	src := reflect.ValueOf(e.kept)
	if src.Kind() == reflect.Pointer {
		src = src.Elem() // keep holds a pointer to its copy, NewEventOwned the payload itself
	}
	// Only into a zero value: JSON decoded into a filled one keeps the
	// fields it does not name (omitted empty ones) and merges maps.
	if dst.Kind() != reflect.Pointer || dst.IsNil() || !dst.Elem().IsZero() {
		return false
	}
	if dst.Type().Elem() != src.Type() {
		if cv, ok := e.kept.(Converter); ok && withConverter && cv.ConvertTo(v) {
			return true
		}
		// The rules' own type: converted as its JSON would be read.
		conv := converterFor(src.Type(), dst.Type().Elem())
		if conv == nil {
			return false
		}
		if !conv(dst.Elem(), src) {
			dst.Elem().SetZero() // the JSON is read into a zero value
			return false
		}
		return true
	}
	if cp, ok := typedCopiers.Load(src.Type()); ok {
		return cp.(func(dst, src any) bool)(v, e.kept)
	}
	return copierFor(src.Type())(dst.Elem(), src, false)
}

// typedCopiers are the copies registered with RegisterCopy, by type.
var typedCopiers sync.Map // reflect.Type → func(dst, src any) bool

// RegisterCopy gives Decode a copy of payload type T written by hand, for
// the payloads a forecast decodes thousands of times: f must fill *dst,
// a zero value, exactly as Decode's own copy would (every list, map and
// pointer copied, a nil one left nil, an empty one empty). Call it from an
// init function; the rules' tests should compare it with that copy
// (SameAsCopy).
func RegisterCopy[T any](f func(dst *T, src T)) {
	typedCopyFuncs.Store(reflect.TypeFor[T](), f)
	typedCopiers.Store(reflect.TypeFor[T](), func(dst, src any) bool {
		d, ok := dst.(*T)
		if !ok {
			return false
		}
		switch s := src.(type) {
		case T:
			f(d, s)
		case *T:
			f(d, *s)
		default:
			return false
		}
		return true
	})
}

// SameAsCopy reports whether the copy registered for v's type (by
// RegisterCopy) gives what Decode's own copy gives for v, and both the
// registered copy's and the own copy's results; ok is false when none is
// registered.
func SameAsCopy[T any](v T) (same bool, registered, own T, ok bool) {
	cp, found := typedCopiers.Load(reflect.TypeFor[T]())
	if !found {
		return false, registered, own, false
	}
	if !cp.(func(dst, src any) bool)(&registered, v) {
		return false, registered, own, false
	}
	if !copierFor(reflect.TypeFor[T]())(reflect.ValueOf(&own).Elem(), reflect.ValueOf(v), false) {
		return false, registered, own, false
	}
	return reflect.DeepEqual(registered, own), registered, own, true
}

// isFlat is flat worked out (flatChecks remembers it).
func isFlat(t reflect.Type) bool {
	if roundTrips(t) {
		return false // its values are checked one by one
	}
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

// keep is a pointer to a deep copy of a plain struct payload (or of the
// struct a pointer payload points to), nil for anything else.
func keep(payload any) any {
	v := reflect.ValueOf(payload)
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if !v.IsValid() || !plainPayload(v.Type()) {
		return nil
	}
	c := reflect.New(v.Type()) // held by its pointer: no second copy into the interface
	if !copierFor(v.Type())(c.Elem(), v, true) {
		return nil
	}
	return c.Interface()
}

// A copier deep-copies src into dst, two values of one plain type. With
// check it reports false for text that is not valid UTF-8 (which JSON would
// have changed) and for numbers JSON cannot write (NaN, infinities).
type copier func(dst, src reflect.Value, check bool) bool

var copiers sync.Map // reflect.Type → copier

// copierFor is the copier of a plain type, made once.
func copierFor(t reflect.Type) copier {
	if c, ok := copiers.Load(t); ok {
		return c.(copier)
	}
	c := compileCopier(t, map[reflect.Type]*copier{})
	copiers.Store(t, c)
	return c
}

func compileCopier(t reflect.Type, making map[reflect.Type]*copier) copier {
	if p, ok := making[t]; ok { // a recursive type
		return func(dst, src reflect.Value, check bool) bool { return (*p)(dst, src, check) }
	}
	var self copier
	making[t] = &self
	defer delete(making, t) // a type met again beside itself gets its own copier
	if roundTrips(t) {
		// Checked as a whole, then copied as its underlying type.
		inner := compileCopier(underlying(t), map[reflect.Type]*copier{})
		self = func(dst, src reflect.Value, check bool) bool {
			if check && (!src.CanInterface() || !src.Interface().(RoundTripper).RoundTrips()) {
				return false
			}
			v := reflect.New(underlying(t)).Elem()
			if !inner(v, src.Convert(underlying(t)), check) {
				return false
			}
			dst.Set(v.Convert(t))
			return true
		}
		return self
	}
	flatOK, checks := flatChecks(t)
	switch t.Kind() {
	case reflect.String:
		self = func(dst, src reflect.Value, check bool) bool {
			if check && !utf8.ValidString(src.String()) {
				return false
			}
			dst.Set(src)
			return true
		}
	case reflect.Float32, reflect.Float64:
		self = func(dst, src reflect.Value, check bool) bool {
			if f := src.Float(); check && (math.IsNaN(f) || math.IsInf(f, 0)) {
				return false
			}
			dst.Set(src)
			return true
		}
	case reflect.Pointer:
		elem := compileCopier(t.Elem(), making)
		self = func(dst, src reflect.Value, check bool) bool {
			if src.IsNil() {
				dst.SetZero()
				return true
			}
			p := reflect.New(t.Elem())
			if !elem(p.Elem(), src.Elem(), check) {
				return false
			}
			dst.Set(p)
			return true
		}
	case reflect.Slice:
		elem := compileCopier(t.Elem(), making)
		elemFlat, elemChecks := flatChecks(t.Elem())
		self = func(dst, src reflect.Value, check bool) bool {
			if src.IsNil() {
				dst.SetZero()
				return true
			}
			n := src.Len()
			s := reflect.MakeSlice(t, n, n)
			if elemFlat {
				for i := 0; check && i < n; i++ {
					if !elemChecks.valid(src.Index(i)) {
						return false
					}
				}
				reflect.Copy(s, src)
			} else {
				for i := range n {
					if !elem(s.Index(i), src.Index(i), check) {
						return false
					}
				}
			}
			dst.Set(s)
			return true
		}
	case reflect.Array:
		elem := compileCopier(t.Elem(), making)
		self = func(dst, src reflect.Value, check bool) bool {
			for i := range src.Len() {
				if !elem(dst.Index(i), src.Index(i), check) {
					return false
				}
			}
			return true
		}
	case reflect.Map:
		elem := compileCopier(t.Elem(), making)
		self = func(dst, src reflect.Value, check bool) bool {
			if src.IsNil() {
				dst.SetZero()
				return true
			}
			m := reflect.MakeMapWithSize(t, src.Len())
			it := src.MapRange()
			for it.Next() {
				if check && !utf8.ValidString(it.Key().String()) {
					return false
				}
				v := reflect.New(t.Elem()).Elem()
				if !elem(v, it.Value(), check) {
					return false
				}
				m.SetMapIndex(it.Key(), v)
			}
			dst.Set(m)
			return true
		}
	case reflect.Struct:
		fields := make([]copier, t.NumField())
		// deep are the fields assignment does not copy (pointers, slices,
		// maps inside), flatChecked the others that hold text or numbers
		// to check.
		var deep []int
		type flatField struct {
			i      int
			checks fieldChecks
		}
		var flatChecked []flatField
		for i := range fields {
			fields[i] = compileCopier(t.Field(i).Type, making)
			if ok, c := flatChecks(t.Field(i).Type); !ok {
				deep = append(deep, i)
			} else if len(c.strs)+len(c.floats) > 0 {
				flatChecked = append(flatChecked, flatField{i, c})
			}
		}
		self = func(dst, src reflect.Value, check bool) bool {
			// An embedded struct of an unexported type cannot be set whole
			// (its exported fields can): it is copied field by field.
			if flatOK && dst.CanSet() {
				if check && !checks.valid(src) {
					return false
				}
				dst.Set(src) // no pointers, slices or maps: assignment copies all
				return true
			}
			if dst.CanSet() {
				// Assignment copies the flat fields; the deep ones are
				// copied again on their own.
				for _, f := range flatChecked {
					if check && !f.checks.valid(src.Field(f.i)) {
						return false
					}
				}
				dst.Set(src)
				for _, i := range deep {
					if !fields[i](dst.Field(i), src.Field(i), check) {
						return false
					}
				}
				return true
			}
			for i, f := range fields {
				if !f(dst.Field(i), src.Field(i), check) {
					return false
				}
			}
			return true
		}
	default: // bools and integers
		self = func(dst, src reflect.Value, _ bool) bool {
			dst.Set(src)
			return true
		}
	}
	return self
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
