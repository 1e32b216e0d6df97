package encounter

import "unsafe"

// typeTable finds a handler's position by its event type. Every event an
// encounter applies is looked up here (the common types first, then the
// rules' own), so the types are grouped by length: a look-up compares the
// few of the event type's length instead of hashing it.
type typeTable struct {
	byLen [][]typeEntry
}

type typeEntry struct {
	typ string
	i   int
}

// add records typ at position i; false when typ is there already.
func (t *typeTable) add(typ string, i int) bool {
	if _, dup := t.find(typ); dup {
		return false
	}
	for len(t.byLen) <= len(typ) {
		t.byLen = append(t.byLen, nil)
	}
	t.byLen[len(typ)] = append(t.byLen[len(typ)], typeEntry{typ, i})
	return true
}

// find is typ's position. An event's type is nearly always the very
// string its handler was declared with (the linker keeps one copy of each
// string constant, and the autopilots and readers name types by the
// rules' constants), so the types of typ's length are first compared by
// where their text lies, without a call; then, for a type read from a
// file, by their text, the first byte before the rest.
func (t *typeTable) find(typ string) (int, bool) {
	if len(typ) >= len(t.byLen) {
		return 0, false
	}
	es := t.byLen[len(typ)]
	at := unsafe.StringData(typ)
	for _, e := range es {
		if unsafe.StringData(e.typ) == at { // same length, same text
			return e.i, true
		}
	}
	for _, e := range es {
		if (len(typ) == 0 || e.typ[0] == typ[0]) && e.typ == typ {
			return e.i, true
		}
	}
	return 0, false
}
