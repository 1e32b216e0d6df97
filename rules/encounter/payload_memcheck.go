package encounter

import (
	"encoding/binary"
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
	// making holds the types being compiled, not those done: a type met
	// again beside itself (a second int field) gets its own check (none
	// for an int), not the recursion's call through *p.
	var self memCheck
	making[t] = &self
	defer delete(making, t)
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
			if strs := textOnly(t.Elem(), making); strs != nil {
				self = textRows(strs, size)
				break
			}
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

// textOnly is the offsets of the text of struct type t when text is all
// it has to check (a list of them is then walked in one loop, not by a
// call per element); nil otherwise.
func textOnly(t reflect.Type, making map[reflect.Type]*memCheck) []uintptr {
	if t.Kind() != reflect.Struct {
		return nil
	}
	var sc structCheck
	if !sc.add(t, 0, making) || len(sc.fields) > 0 {
		return nil
	}
	return sc.strs
}

// textRows checks a list of structs of size bytes whose text lies at strs
// (one or two texts a row, the usual case, without the inner loop).
func textRows(strs []uintptr, size uintptr) memCheck {
	rows := func(p unsafe.Pointer) (unsafe.Pointer, int) {
		return *(*unsafe.Pointer)(p), *(*int)(unsafe.Add(p, wordSize))
	}
	switch len(strs) {
	case 1:
		a := strs[0]
		return func(p unsafe.Pointer) bool {
			data, n := rows(p)
			for i := range n {
				if !validText(*(*string)(unsafe.Add(data, uintptr(i)*size+a))) {
					return false
				}
			}
			return true
		}
	case 2:
		a, b := strs[0], strs[1]
		return func(p unsafe.Pointer) bool {
			data, n := rows(p)
			for i := range n {
				row := unsafe.Add(data, uintptr(i)*size)
				if !validText(*(*string)(unsafe.Add(row, a))) || !validText(*(*string)(unsafe.Add(row, b))) {
					return false
				}
			}
			return true
		}
	}
	return func(p unsafe.Pointer) bool {
		data, n := rows(p)
		for i := range n {
			row := unsafe.Add(data, uintptr(i)*size)
			for _, off := range strs {
				if !validText(*(*string)(unsafe.Add(row, off))) {
					return false
				}
			}
		}
		return true
	}
}

// validText is utf8.ValidString with the usual payload text (IDs, names:
// short and ASCII) checked in place, eight bytes at a time: ASCII text is
// valid, and text with another byte is left to utf8.ValidString. A string
// shorter than a word is read as two overlapping halves (or its first,
// middle and last byte), so no read passes its end.
func validText(s string) bool {
	n := len(s)
	if n == 0 {
		return true
	}
	b := unsafe.Slice(unsafe.StringData(s), n)
	switch {
	case n >= 8:
		for i := 0; i+8 <= n; i += 8 {
			if binary.LittleEndian.Uint64(b[i:])&highBits64 != 0 {
				return utf8.ValidString(s[i:]) // s[:i] is ASCII: whole runes
			}
		}
		if binary.LittleEndian.Uint64(b[n-8:])&highBits64 == 0 {
			return true
		}
	case n >= 4:
		if (binary.LittleEndian.Uint32(b)|binary.LittleEndian.Uint32(b[n-4:]))&highBits32 == 0 {
			return true
		}
	default: // 1 to 3 bytes: b[n/2] is the middle one
		if b[0]|b[n/2]|b[n-1] < utf8.RuneSelf {
			return true
		}
	}
	return utf8.ValidString(s)
}

// highBits64 and highBits32 are the top bit of every byte of a word: a
// word of ASCII has none of them.
const (
	highBits64 = 0x8080808080808080
	highBits32 = 0x80808080
)
