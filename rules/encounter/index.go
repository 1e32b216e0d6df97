package encounter

// combatantIndex finds a combatant's position in State.Combatants by its
// ID: an open-addressed table (linear probing, at most half full), which a
// clone copies in one piece and which looks an ID up faster than a map
// (the rules look combatants up several times per event). The zero value
// is empty.
type combatantIndex struct {
	slots []indexSlot
	n     int
}

type indexSlot struct {
	id  string
	pos int32 // position + 1; 0 marks an empty slot
}

// idHash is FNV-1a of id, its high half folded in. IDs are short, and
// this loop costs less than maphash's call for them; the table stays
// correct whatever the hash (it probes until an empty slot), and IDs
// come from the encounter's own file, not from a stranger.
func idHash(id string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(id); i++ {
		h ^= uint64(id[i])
		h *= 1099511628211
	}
	return h ^ h>>32
}

// get is id's position.
func (x *combatantIndex) get(id string) (int, bool) {
	if len(x.slots) == 0 {
		return 0, false
	}
	mask := uint64(len(x.slots) - 1)
	for i := idHash(id) & mask; ; i = (i + 1) & mask {
		sl := &x.slots[i]
		if sl.pos == 0 {
			return 0, false
		}
		if sl.id == id {
			return int(sl.pos - 1), true
		}
	}
}

// put records id at position pos; id must not be in the index.
func (x *combatantIndex) put(id string, pos int) {
	if 2*(x.n+1) > len(x.slots) {
		x.grow()
	}
	x.insert(id, pos)
	x.n++
}

func (x *combatantIndex) insert(id string, pos int) {
	mask := uint64(len(x.slots) - 1)
	i := idHash(id) & mask
	for x.slots[i].pos != 0 {
		i = (i + 1) & mask
	}
	x.slots[i] = indexSlot{id, int32(pos + 1)}
}

func (x *combatantIndex) grow() {
	old := x.slots
	x.slots = make([]indexSlot, max(16, 2*len(old)))
	for _, sl := range old {
		if sl.pos != 0 {
			x.insert(sl.id, int(sl.pos-1))
		}
	}
}

// rebuild indexes the combatants afresh (after one left).
func (x *combatantIndex) rebuild(cs []*Combatant) {
	*x = combatantIndex{}
	for i, c := range cs {
		x.put(c.ID, i)
	}
}
