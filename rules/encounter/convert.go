package encounter

import (
	"reflect"
	"strings"
	"sync"
)

// An autopilot may build an event from a payload type of its own (with
// omitempty tags, so that a sampled fight's file stays short) while the
// rules decode it into theirs. Decode then converts the kept payload
// instead of writing its JSON and reading it back, when a converter can do
// exactly what that would do: the source's fields are matched to the
// destination's by their JSON names (embedded structs flattened, as JSON
// does), a source field omitted as empty leaves the destination's zero,
// and each value is copied, or converted field by field, when the types
// are the same plain type, structs, pointers or lists of convertible
// types, basic types of one kind, or a RoundTripper read from its
// underlying plain type. Anything else (a key matched only without regard
// to case, a map of another type, a reader of its own) makes no converter,
// and the JSON is read as before.

// Converter is a kept payload (an autopilot's own type) that converts
// itself into the rules' type without reflection: dst is a pointer to a
// zero value of the type the handler decodes into. It must fill dst exactly
// as reading the payload's JSON into it would (fresh lists, omitted empty
// fields left zero), or return false without writing, and Decode then
// reads the JSON.
type Converter interface {
	ConvertTo(dst any) bool
}

// converter converts src (a kept payload, or part of one) into dst, a zero
// value; false means the JSON must be read instead.
type converter func(dst, src reflect.Value) bool

type convKey struct{ src, dst reflect.Type }

var converters sync.Map // convKey → converter (nil when there is none)

// converterFor is the converter from a kept payload of type src to a
// payload of type dst, made once; nil when there is none.
func converterFor(src, dst reflect.Type) converter {
	k := convKey{src, dst}
	if c, ok := converters.Load(k); ok {
		return c.(converter)
	}
	var c converter
	if src.Kind() == reflect.Struct && dst.Kind() == reflect.Struct {
		c = structConverter(src, dst, true, map[convKey]bool{})
	}
	converters.Store(k, c)
	return c
}

// jsonField is a field as JSON sees it: its name and where it is.
type jsonField struct {
	name      string
	index     []int
	typ       reflect.Type
	omitEmpty bool
}

// jsonFields lists a struct's fields by their JSON names, embedded structs
// flattened; ok is false for what this file does not follow (names that
// collide without regard to case, embedded pointers, ",string",
// "omitzero", a name "-" or an unusual tag).
func jsonFields(t reflect.Type, path []int, out []jsonField, seen map[string]bool) ([]jsonField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag, hasTag := f.Tag.Lookup("json")
		name, opts, _ := strings.Cut(tag, ",")
		if tag == "-" {
			continue // never read nor written
		}
		if name == "-" || strings.Contains(","+opts+",", ",string,") || strings.Contains(","+opts+",", ",omitzero,") {
			return nil, false
		}
		if hasTag && strings.ContainsAny(name, "\\\"' ") {
			return nil, false
		}
		idx := append(append([]int(nil), path...), i)
		if f.Anonymous && name == "" {
			if f.Type.Kind() != reflect.Struct {
				return nil, false
			}
			var ok bool
			if out, ok = jsonFields(f.Type, idx, out, seen); !ok {
				return nil, false
			}
			continue
		}
		if !f.IsExported() {
			continue // JSON leaves it alone
		}
		if name == "" {
			name = f.Name
		}
		key := strings.ToLower(name)
		if seen[key] {
			return nil, false
		}
		seen[key] = true
		out = append(out, jsonField{name: name, index: idx, typ: f.Type, omitEmpty: strings.Contains(","+opts+",", ",omitempty,")})
	}
	return out, true
}

// structConverter converts between two structs; top is the event's own
// payload, whose JSON also carries the event's "type".
func structConverter(src, dst reflect.Type, top bool, making map[convKey]bool) converter {
	if hasCodec(src) || hasCodec(dst) {
		return nil
	}
	from, ok := jsonFields(src, nil, nil, map[string]bool{})
	if !ok {
		return nil
	}
	to, ok := jsonFields(dst, nil, nil, map[string]bool{})
	if !ok {
		return nil
	}
	byName := map[string]jsonField{}
	for _, f := range to {
		if top && strings.EqualFold(f.name, "type") {
			return nil // the event's type would be read into it
		}
		byName[strings.ToLower(f.name)] = f
	}
	type step struct {
		from, to  []int
		omitEmpty bool
		conv      converter
	}
	var steps []step
	for _, f := range from {
		d, ok := byName[strings.ToLower(f.name)]
		if !ok {
			continue // JSON drops a key the destination does not have
		}
		if d.name != f.name {
			return nil // matched only without regard to case
		}
		c := valueConverter(f.typ, d.typ, making)
		if c == nil {
			return nil
		}
		steps = append(steps, step{f.index, d.index, f.omitEmpty, c})
	}
	return func(dst, src reflect.Value) bool {
		for _, s := range steps {
			v := src.FieldByIndex(s.from)
			if s.omitEmpty && emptyValue(v) {
				continue
			}
			if !s.conv(dst.FieldByIndex(s.to), v) {
				return false
			}
		}
		return true
	}
}

// valueConverter converts a value of type src into one of type dst.
func valueConverter(src, dst reflect.Type, making map[convKey]bool) converter {
	if !plainType(src, map[reflect.Type]bool{}) {
		return nil
	}
	if src == dst {
		cp := copierFor(src)
		return func(dst, src reflect.Value) bool { return cp(dst, src, false) } // checked when kept
	}
	k := convKey{src, dst}
	if making[k] {
		return nil // a recursive pair: not followed
	}
	making[k] = true
	defer delete(making, k)
	if roundTrips(dst) {
		u := underlying(dst)
		if u == nil || !src.ConvertibleTo(u) || underlying(src) != u && src != u {
			return nil
		}
		cp := copierFor(u)
		return func(d, s reflect.Value) bool {
			v := reflect.New(u).Elem()
			if !cp(v, s.Convert(u), false) {
				return false
			}
			out := v.Convert(dst)
			if !out.Interface().(RoundTripper).RoundTrips() {
				return false
			}
			d.Set(out)
			return true
		}
	}
	if hasCodec(dst) || src.Kind() != dst.Kind() {
		return nil
	}
	switch src.Kind() {
	case reflect.Struct:
		return structConverter(src, dst, false, making)
	case reflect.Pointer:
		elem := valueConverter(src.Elem(), dst.Elem(), making)
		if elem == nil {
			return nil
		}
		return func(d, s reflect.Value) bool {
			if s.IsNil() {
				return true // null leaves the zero value
			}
			p := reflect.New(dst.Elem())
			if !elem(p.Elem(), s.Elem()) {
				return false
			}
			d.Set(p)
			return true
		}
	case reflect.Slice:
		elem := valueConverter(src.Elem(), dst.Elem(), making)
		if elem == nil {
			return nil
		}
		return func(d, s reflect.Value) bool {
			if s.IsNil() {
				return true // null leaves the zero value
			}
			n := s.Len()
			out := reflect.MakeSlice(dst, n, n)
			for i := range n {
				if !elem(out.Index(i), s.Index(i)) {
					return false
				}
			}
			d.Set(out)
			return true
		}
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64, reflect.String:
		return func(d, s reflect.Value) bool {
			d.Set(s.Convert(dst))
			return true
		}
	}
	return nil
}

// emptyValue is JSON's "empty" for omitempty.
func emptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}
