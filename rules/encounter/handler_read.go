package encounter

import (
	"reflect"
	"sync"
	"sync/atomic"
)

// Handle and HandleOn read an event's payload through a payloadReader: the
// handler's payload type P is known when it is declared, so a kept payload
// of exactly that type (NewEventOwned's P, NewEvent's *P) is copied with
// a type assertion instead of Decode's reflection, and a kept payload that
// converts itself (Converter) is asked directly. Either way the handler
// gets what Decode would give it: Decode reads into a zero value, and so
// does the reader; a P without pointers, lists or maps is copied by
// assignment (as Decode's copy does), a P of a handler declared read-only
// (HandleReadOnly, HandleOnReadOnly) is handed over as it is, any other P
// by the copy RegisterCopy registered for it or else Decode's own copy;
// anything else is Decode itself. handler_read_test.go holds the two to
// each other.

// payloadReader reads events' payloads into a P.
type payloadReader[P any] struct {
	typ reflect.Type
	// direct: P is a struct, so that a kept P or *P is a payload of P's
	// own type.
	direct bool
	// flat: P holds no pointer, list or map; assignment is a deep copy.
	flat bool
	// validates: P has a Validate method; dynamic: P is an interface
	// type, whose values are asked one by one.
	validates, dynamic bool
	// registered is the copy RegisterCopy was given for P, once found
	// (rules register theirs in init, after their handlers are declared).
	registered *atomic.Pointer[func(dst *P, src P)]
	// readOnly: the handler reads a kept payload in place (it promised
	// not to write into its lists, maps and pointers).
	readOnly bool
}

var validatorType = reflect.TypeFor[Validator]()

// newPayloadReader is the reader of a handler of P; readOnly when the
// handler was declared read-only (HandleReadOnly, HandleOnReadOnly).
func newPayloadReader[P any](readOnly bool) payloadReader[P] {
	t := reflect.TypeFor[P]()
	r := payloadReader[P]{typ: t, direct: t.Kind() == reflect.Struct, dynamic: t.Kind() == reflect.Interface,
		registered: new(atomic.Pointer[func(dst *P, src P)]), readOnly: readOnly}
	if r.direct {
		r.flat, _ = flatChecks(t)
	}
	r.validates = !r.dynamic && t.Implements(validatorType)
	return r
}

// read is ev's payload as a P, as ev.Decode into a zero P gives it.
func (r payloadReader[P]) read(ev Event) (P, error) {
	if r.direct && ev.kept != nil {
		switch k := ev.kept.(type) {
		case P:
			return r.copied(k), nil
		case *P:
			return r.copied(*k), nil
		case Converter:
			if p, ok := convertKept[P](k); ok {
				return p, nil
			}
			return decodeAs[P](ev, false)
		}
	}
	return decodeAs[P](ev, true)
}

// copied is a deep copy of a kept payload, as Decode's copy makes it (the
// payload itself for a read-only handler).
func (r payloadReader[P]) copied(k P) P {
	if r.flat || r.readOnly {
		return k
	}
	f := r.registered.Load()
	if f == nil {
		if g, ok := typedCopyFuncs.Load(r.typ); ok {
			h := g.(func(dst *P, src P))
			r.registered.Store(&h)
			f = &h
		}
	}
	if f != nil {
		return copyWith(*f, k)
	}
	return copyReflect(r.typ, k)
}

// copyWith and copyReflect copy a P that holds pointers, lists or maps:
// by the copy registered for P, or by Decode's own. (Functions of their
// own: the copy's destination escapes, and would make the handler's own
// P escape with it.)
func copyWith[P any](f func(dst *P, src P), k P) P {
	var p P
	f(&p, k)
	return p
}

func copyReflect[P any](t reflect.Type, k P) P {
	var p P
	copierFor(t)(reflect.ValueOf(&p).Elem(), reflect.ValueOf(k), false) // unchecked, it cannot fail
	return p
}

// typedCopyFuncs are the functions RegisterCopy was given, by type, for
// payloadReader.copied to call without the wrapper's type switches.
var typedCopyFuncs sync.Map // reflect.Type → func(dst *T, src T)

// convertKept asks a kept payload to convert itself into a zero P.
func convertKept[P any](cv Converter) (P, bool) {
	var p P
	ok := cv.ConvertTo(&p)
	return p, ok
}

// decodeAs is ev.Decode into a zero P; withConverter false skips asking
// the kept payload to convert itself (it was asked and declined).
func decodeAs[P any](ev Event, withConverter bool) (P, error) {
	var p P
	err := ev.decode(&p, withConverter)
	return p, err
}

// validate runs P's Validate, if it has one.
func (r payloadReader[P]) validate(p P) error {
	switch {
	case r.validates:
		return any(p).(Validator).Validate()
	case r.dynamic:
		return validate(p)
	}
	return nil
}
