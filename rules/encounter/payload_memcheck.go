package encounter

import (
	"math"
	"reflect"
	"unicode/utf8"
	"unsafe"
)

// NewEventOwned checks every payload an autopilot hands over (its text is
// UTF-8, its numbers finite). Walking a value with reflection costs a
// field look-up per field, which for a payload with lists of structs is
// most of the event's cost; for the usual shapes (structs, lists and
// pointers of text, numbers and bools) the check is compiled instead into
// offsets and walks the value's memory. Maps, arrays and RoundTrippers are
// left to the reflective validator (validatorFor), which
// TestMemCheckAsValidator holds this one to.

// A memCheck checks the value of one type at p.
type memCheck func(p unsafe.Pointer) bool

const wordSize = unsafe.Sizeof(uintptr(0))

// memCheckFor is the memory walk of a plain type: nil with ok when there
// is nothing to check; ok false for a type it does not follow.
func memCheckFor(t reflect.Type) (c memCheck, ok bool) {
	return compileMemCheck(t, map[reflect.Type]*memCheck{})
}

func compileMemCheck(t reflect.Type, making map[reflect.Type]*memCheck) (memCheck, bool) {
	if p, ok := making[t]; ok { // a recursive type
		return func(v unsafe.Pointer) bool { return *p == nil || (*p)(v) }, true
	}
	if roundTrips(t) {
		return nil, false
	}
	var self memCheck
	making[t] = &self
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
	case reflect.String:
		self = func(p unsafe.Pointer) bool { return utf8.ValidString(*(*string)(p)) }
	case reflect.Float32:
		self = func(p unsafe.Pointer) bool { f := float64(*(*float32)(p)); return !math.IsNaN(f) && !math.IsInf(f, 0) }
	case reflect.Float64:
		self = func(p unsafe.Pointer) bool { f := *(*float64)(p); return !math.IsNaN(f) && !math.IsInf(f, 0) }
	case reflect.Pointer:
		elem, ok := compileMemCheck(t.Elem(), making)
		if !ok {
			return nil, false
		}
		if elem != nil {
			self = func(p unsafe.Pointer) bool {
				q := *(*unsafe.Pointer)(p)
				return q == nil || elem(q)
			}
		}
	case reflect.Slice:
		elem, ok := compileMemCheck(t.Elem(), making)
		if !ok {
			return nil, false
		}
		if elem != nil {
			size := t.Elem().Size()
			self = func(p unsafe.Pointer) bool {
				// A slice is its array's address, then its length.
				data, n := *(*unsafe.Pointer)(p), *(*int)(unsafe.Add(p, wordSize))
				for i := range n {
					if !elem(unsafe.Add(data, uintptr(i)*size)) {
						return false
					}
				}
				return true
			}
		}
	case reflect.Struct:
		type fieldCheck struct {
			off   uintptr
			check memCheck
		}
		var fields []fieldCheck
		for i := range t.NumField() {
			f := t.Field(i)
			c, ok := compileMemCheck(f.Type, making)
			if !ok {
				return nil, false
			}
			if c != nil {
				fields = append(fields, fieldCheck{f.Offset, c})
			}
		}
		if len(fields) > 0 {
			self = func(p unsafe.Pointer) bool {
				for _, f := range fields {
					if !f.check(unsafe.Add(p, f.off)) {
						return false
					}
				}
				return true
			}
		}
	default: // maps, arrays (see flatChecks), anything else
		return nil, false
	}
	return self, true
}

// memValidator checks a payload of struct type t by its memory walk c.
// An interface holds a value of t by its address (its second word), unless
// t is the size of a pointer (a struct of one pointer is held as the
// pointer itself): such a value is copied where its address can be taken.
func memValidator(t reflect.Type, c memCheck) ownedValidator {
	switch {
	case c == nil:
		return func(any) bool { return true }
	case t.Size() == wordSize:
		return func(payload any) bool {
			cp := reflect.New(t)
			cp.Elem().Set(reflect.ValueOf(payload))
			return c(cp.UnsafePointer())
		}
	}
	return func(payload any) bool {
		return c((*[2]unsafe.Pointer)(unsafe.Pointer(&payload))[1])
	}
}
