package encounter

import (
	"reflect"
	"unsafe"
)

// An opt-in path for the forecast's autopilots, which build thousands of
// events per forecast and never change a payload once it is in an event:
// a Shared[K] makes events that keep a *K as it is (no boxing of a copy,
// no look-up of the type's check), and a handler declared with
// HandleShared reads such a payload in place instead of having it copied
// or converted into the rules' own type first (when K is the rules' own
// type, HandleReadOnly is enough: handler_readonly.go). Every other event
// (read from a file, built by NewEvent or NewEventOwned) is read as Handle
// reads it, and an event of a Shared[K] encodes, decodes and replays as
// NewEvent's event of the same payload does.

// Shared makes events from payloads of type K held by pointer. Make one
// per payload type with NewShared (once: it works out K's check).
type Shared[K any] struct {
	// check is NewEventOwned's check of a payload; nil when K is not a
	// plain struct (Event then builds as NewEvent does).
	check func(p *K) bool
}

// NewShared is the maker of events with payloads of type K.
func NewShared[K any]() Shared[K] {
	t := reflect.TypeFor[K]()
	if t.Kind() != reflect.Struct || !plainPayload(t) {
		return Shared[K]{}
	}
	if mc, ok := memCheckFor(t); ok {
		if mc == nil {
			return Shared[K]{check: func(*K) bool { return true }}
		}
		return Shared[K]{check: func(p *K) bool { return mc(unsafe.Pointer(p)) }}
	}
	v := validatorFor(t)
	return Shared[K]{check: func(p *K) bool { return v(reflect.ValueOf(p).Elem()) }}
}

// Event is an event of type typ keeping *p as it is: its maker hands p
// over and neither it nor anyone else writes into *p or its lists again.
// A payload NewEventOwned would not keep is built by NewEvent (a copy).
func (s Shared[K]) Event(typ string, p *K) (Event, error) {
	if typ != "" && p != nil && s.check != nil && s.check(p) {
		return Event{Type: typ, kept: p}, nil
	}
	return NewEvent(typ, p)
}

// HandleShared declares an event as Handle does, and in addition hands an
// event that keeps a *K (made by a Shared[K]) to shared as it is, without
// Decode's copy or conversion. shared must change the state exactly as
// apply changes it for the payload Decode reads from the same event (its
// tests should hold the two to each other), must not write into *k or its
// lists, and may keep those lists in the state only where nothing writes
// into them; it may decline a payload it does not follow (false, with the
// state untouched), which is then read as Handle reads it. Any other
// event is read as Handle reads it.
func HandleShared[P, K any](typ, summary string, apply func(st *State, p P) error, shared func(st *State, k *K) (bool, error)) Handler {
	h := Handle(typ, summary, apply)
	read := h.apply
	h.apply = func(st *State, ev Event) error {
		if k, ok := ev.kept.(*K); ok {
			if done, err := shared(st, k); done {
				return err
			}
		}
		return read(st, ev)
	}
	return h
}

// Take is a new *T cut from *block, a block the caller keeps for its
// autopilot's payloads (in the rules' part of a state): each is handed out
// once, and a new block of room is made when it is used up, instead of one
// allocation per payload.
func Take[T any](block *[]T, room int) *T {
	if len(*block) == 0 {
		*block = make([]T, room)
	}
	p := &(*block)[0]
	*block = (*block)[1:]
	return p
}

// TakeList is a new list of n, cut from *block as Take cuts one (a new
// block of at least room when too little is left), capped at n so that an
// append moves it out.
func TakeList[T any](block *[]T, n, room int) []T {
	if len(*block) < n {
		*block = make([]T, max(n, room))
	}
	out := (*block)[:n:n]
	*block = (*block)[n:]
	return out
}
