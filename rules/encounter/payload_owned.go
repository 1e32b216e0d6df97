package encounter

import (
	"math"
	"reflect"
	"sync"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"
)

// NewEventOwned is NewEvent for a payload its maker hands over and never
// changes again (the forecast's autopilots build one per event): a plain
// struct payload is checked as NewEvent checks it and kept as it is, not
// copied. Anything else is built by NewEvent.
func NewEventOwned(typ string, payload any) (Event, error) {
	if typ != "" && payload != nil && ownedCheckOf(payload)(payload) {
		return Event{Type: typ, kept: payload}, nil
	}
	return NewEvent(typ, payload)
}

// A validator reports a plain value whose JSON round trip is a copy: text
// that is valid UTF-8, finite numbers, RoundTrippers that read back (the
// checks keep's copy makes, without the copy).
type validator func(v reflect.Value) bool

func always(reflect.Value) bool { return true }

// An ownedValidator is a validator of a payload as NewEventOwned gets it.
type ownedValidator func(payload any) bool

var ownedChecks sync.Map // reflect.Type → ownedValidator

// ownedRecent remembers the checks of the payload types seen last, by the
// type's address in the payload's interface (its first word): an autopilot
// hands over a few types thousands of times, and this look-up is a load and
// a compare where the sync.Map's hashes the type.
var ownedRecent [64]atomic.Pointer[ownedEntry]

type ownedEntry struct {
	typ   unsafe.Pointer
	check ownedValidator
}

// ownedCheckOf is ownedCheck of payload's type.
func ownedCheckOf(payload any) ownedValidator {
	typ := (*[2]unsafe.Pointer)(unsafe.Pointer(&payload))[0]
	slot := &ownedRecent[uintptr(typ)>>5%uintptr(len(ownedRecent))]
	if e := slot.Load(); e != nil && e.typ == typ {
		return e.check
	}
	c := ownedCheck(reflect.TypeOf(payload))
	slot.Store(&ownedEntry{typ, c})
	return c
}

// ownedCheck is what NewEventOwned asks of a payload of type t, made once:
// a plain struct's check (by its memory where payload_memcheck.go follows
// the type, else by reflection), false for any other type.
func ownedCheck(t reflect.Type) ownedValidator {
	if c, ok := ownedChecks.Load(t); ok {
		return c.(ownedValidator)
	}
	c := ownedValidator(func(any) bool { return false })
	if t.Kind() == reflect.Struct && plainPayload(t) {
		if mc, ok := memCheckFor(t); ok {
			c = memValidator(t, mc)
		} else {
			v := validatorFor(t)
			c = func(payload any) bool { return v(reflect.ValueOf(payload)) }
		}
	}
	ownedChecks.Store(t, c)
	return c
}

var validators sync.Map // reflect.Type → validator

// validatorFor is the validator of a plain type, made once.
func validatorFor(t reflect.Type) validator {
	if c, ok := validators.Load(t); ok {
		return c.(validator)
	}
	c := compileValidator(t, map[reflect.Type]*validator{})
	if c == nil {
		c = always
	}
	validators.Store(t, c)
	return c
}

// compileValidator makes a plain type's validator; nil when the type holds
// nothing to check (numbers that are not floats, bools, lists of them),
// so that a struct or list skips it instead of calling it.
func compileValidator(t reflect.Type, making map[reflect.Type]*validator) validator {
	if p, ok := making[t]; ok { // a recursive type
		return func(v reflect.Value) bool { return *p == nil || (*p)(v) }
	}
	var self validator
	making[t] = &self
	defer delete(making, t) // a type met again beside itself gets its own validator
	if roundTrips(t) {
		whole := func(v reflect.Value) bool {
			return v.CanInterface() && v.Interface().(RoundTripper).RoundTrips()
		}
		if parts := compileParts(t, making); parts != nil {
			self = func(v reflect.Value) bool { return whole(v) && parts(v) }
		} else {
			self = whole
		}
		return self
	}
	if flat, checks := flatChecks(t); flat {
		switch {
		case len(checks.strs)+len(checks.floats) == 0:
			self = nil
		case t.Kind() == reflect.String:
			self = validString
		case t.Kind() == reflect.Float32 || t.Kind() == reflect.Float64:
			self = finite
		default:
			self = checks.valid
		}
		return self
	}
	self = compileParts(t, making)
	return self
}

func validString(v reflect.Value) bool { return utf8.ValidString(v.String()) }

func finite(v reflect.Value) bool {
	f := v.Float()
	return !math.IsNaN(f) && !math.IsInf(f, 0)
}

// compileParts checks what a value of type t holds (its text, its
// number, its elements, its fields); nil when nothing needs checking.
func compileParts(t reflect.Type, making map[reflect.Type]*validator) validator {
	switch t.Kind() {
	case reflect.String: // a RoundTripper's text
		return validString
	case reflect.Float32, reflect.Float64:
		return finite
	case reflect.Pointer:
		elem := compileValidator(t.Elem(), making)
		if elem == nil {
			return nil
		}
		return func(v reflect.Value) bool { return v.IsNil() || elem(v.Elem()) }
	case reflect.Slice, reflect.Array:
		elem := compileValidator(t.Elem(), making)
		if elem == nil {
			return nil
		}
		return func(v reflect.Value) bool {
			for i := range v.Len() {
				if !elem(v.Index(i)) {
					return false
				}
			}
			return true
		}
	case reflect.Map:
		elem := compileValidator(t.Elem(), making)
		return func(v reflect.Value) bool {
			it := v.MapRange()
			for it.Next() {
				if !utf8.ValidString(it.Key().String()) || elem != nil && !elem(it.Value()) {
					return false
				}
			}
			return true
		}
	case reflect.Struct:
		return structValidator(t, making)
	}
	return nil
}

// structValidator checks a struct's fields that hold something to check:
// its own text fields directly, the others by their validators.
func structValidator(t reflect.Type, making map[reflect.Type]*validator) validator {
	type fieldCheck struct {
		i int
		f validator
	}
	var strs []int
	var fields []fieldCheck
	for i := range t.NumField() {
		ft := t.Field(i).Type
		if ft.Kind() == reflect.String && !roundTrips(ft) {
			strs = append(strs, i)
			continue
		}
		if f := compileValidator(ft, making); f != nil {
			fields = append(fields, fieldCheck{i, f})
		}
	}
	if len(strs)+len(fields) == 0 {
		return nil
	}
	return func(v reflect.Value) bool {
		for _, i := range strs {
			if !utf8.ValidString(v.Field(i).String()) {
				return false
			}
		}
		for _, f := range fields {
			if !f.f(v.Field(f.i)) {
				return false
			}
		}
		return true
	}
}
