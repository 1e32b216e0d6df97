package encounter

// Reading a payload in place. Handle and HandleOn give a handler a payload
// of its own: one read from JSON is decoded, and one kept in the event
// (NewEventOwned's, a Shared[K]'s or NewEvent's own copy) is copied deeply
// first, so that nothing the handler does can change the event. A handler
// that only reads its payload does not need that copy, and the forecast
// applies one per event of thousands of fights. It is declared to read in
// place, the one opt-in for this, in one of two forms:
//   - HandleReadOnly or HandleOnReadOnly: the handler takes the rules'
//     own payload type P and is handed a kept P (or *P) as it is;
//   - HandleShared: the autopilot builds events of a type K of its own
//     (Shared[K]) and a second function reads a *K in place.
// Either way the handler promises never to write into what the payload's
// lists, maps and pointers hold (nor to keep them where anything writes
// into them); the event's payload, and so its JSON in a log, stays as it
// was only if the promise holds, so the rules' tests play fights and
// compare each event's JSON before and after it is applied
// (forecasttest.PayloadsUnchanged). Payloads read from JSON are decoded as
// before.

// HandleReadOnly is Handle for a handler that never writes into its
// payload's lists, maps and pointers: a payload kept in the event is
// handed to apply as it is, sharing its lists, instead of a deep copy. It
// sees the same values, and P's Validate runs first as with Handle.
func HandleReadOnly[P any](typ, summary string, apply func(st *State, p P) error) Handler {
	return handleWith(newPayloadReader[P](true), typ, summary, apply)
}

// HandleOnReadOnly is HandleOn for a handler that never writes into its
// payload's lists, maps and pointers, as HandleReadOnly is for Handle.
func HandleOnReadOnly[P Subject](typ, summary string, apply func(st *State, c *Combatant, p P) error) Handler {
	return handleOnWith(newPayloadReader[P](true), typ, summary, apply)
}
