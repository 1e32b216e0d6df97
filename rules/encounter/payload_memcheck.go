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
		var sc structCheck
		if !sc.add(t, 0, making) {
			return nil, false
		}
		self = sc.check()
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

// A structCheck is a struct's memory walk flattened: the offsets of its
// text, its nested structs' text included, checked in one loop, and the
// checks of its other fields (lists, pointers, floats) at their offsets.
type structCheck struct {
	strs   []uintptr
	fields []fieldCheck
}

type fieldCheck struct {
	off   uintptr
	check memCheck
}

// add adds the fields of struct type t found at offset base; false for a
// field compileMemCheck does not follow.
func (sc *structCheck) add(t reflect.Type, base uintptr, making map[reflect.Type]*memCheck) bool {
	for i := range t.NumField() {
		f := t.Field(i)
		off := base + f.Offset
		switch {
		case roundTrips(f.Type):
			return false
		case f.Type.Kind() == reflect.String:
			sc.strs = append(sc.strs, off)
			continue
		case f.Type.Kind() == reflect.Struct: // held in place: a struct cannot hold itself
			if !sc.add(f.Type, off, making) {
				return false
			}
			continue
		}
		c, ok := compileMemCheck(f.Type, making)
		if !ok {
			return false
		}
		if c != nil {
			sc.fields = append(sc.fields, fieldCheck{off, c})
		}
	}
	return true
}

// check is the struct's walk; nil when it has nothing to check.
func (sc structCheck) check() memCheck {
	strs, fields := sc.strs, sc.fields
	if len(strs)+len(fields) == 0 {
		return nil
	}
	return func(p unsafe.Pointer) bool {
		for _, off := range strs {
			if !validText(*(*string)(unsafe.Add(p, off))) {
				return false
			}
		}
		for _, f := range fields {
			if !f.check(unsafe.Add(p, f.off)) {
				return false
			}
		}
		return true
	}
}

// validText is utf8.ValidString with the usual payload text (IDs, names:
// short and ASCII) checked in place: an ASCII prefix is whole runes, so
// the text is valid exactly when the rest from the first other byte is.
func validText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return utf8.ValidString(s[i:])
		}
	}
	return true
}
