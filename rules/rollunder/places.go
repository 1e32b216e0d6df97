package rollunder

import (
	"unsafe"

	"sessionzero/rules/encounter"
)

// The handlers and the autopilot look combatants up by ID several times
// per event (the declarer, the target, each attacker), and the IDs they
// are given are, most of the time, the combatants' own ID strings (the
// autopilot's payloads copy them): idPlaces remembers, for each such
// string, the place where it last stood, so that a look-up checks one
// place instead of walking the list.

// idPlaces maps an ID string's memory to its place in st.Combatants plus
// one (0: none), in a small table indexed by a hash of the string's data
// pointer. It is a hint only: every place it gives is checked against the
// combatants (the same string memory and length), so a stale or
// colliding entry costs a walk, never a wrong answer, and a copy of the
// state may copy it as it is.
type idPlaces [32]uint8

// slot is id's entry in the table.
func (*idPlaces) slot(id string) int {
	p := uintptr(unsafe.Pointer(unsafe.StringData(id)))
	return int((p>>4 ^ p>>9) & 31)
}

// note records the places of ids (posIDs: st.Combatants' IDs in order),
// the first of two on one entry kept.
func (t *idPlaces) note(ids []string) {
	*t = idPlaces{}
	for i := len(ids) - 1; i >= 0; i-- {
		if ids[i] != "" && i < 255 {
			t[t.slot(ids[i])] = uint8(i + 1)
		}
	}
}

// of is the place noted for id's memory (-1 or beyond the list: none); the
// caller checks it.
func (t *idPlaces) of(id string) int {
	if id == "" {
		return -1
	}
	return int(t[t.slot(id)]) - 1
}

// at is the place in st.Combatants of the combatant whose ID is the string
// id itself (the same memory), when the table knows it; else -1.
func (t *idPlaces) at(st *encounter.State, id string) int {
	i := t.of(id)
	if i < 0 || i >= len(st.Combatants) {
		return -1
	}
	if cid := st.Combatants[i].ID; len(cid) != len(id) || unsafe.StringData(cid) != unsafe.StringData(id) {
		return -1
	}
	return i
}
