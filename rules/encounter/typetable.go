package encounter

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

// find is typ's position.
func (t *typeTable) find(typ string) (int, bool) {
	if len(typ) < len(t.byLen) {
		for _, e := range t.byLen[len(typ)] {
			if e.typ == typ {
				return e.i, true
			}
		}
	}
	return 0, false
}
