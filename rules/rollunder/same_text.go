package rollunder

import "unsafe"

// same is a == b, answered without a call when both are the same memory:
// the hot predicates compare a combatant's side with the active side, a
// declaration's target and kind of attack with the autopilot's, and those
// are nearly always one string (the side's own ID, a combatant's own ID,
// one constant), which Go's == still hands to a compare of the bytes
// whenever the lengths match.
func same(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}
