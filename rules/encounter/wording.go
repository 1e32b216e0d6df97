package encounter

// A system may word parts of the tracker itself; the engine asks its rules
// for these optional interfaces and keeps its shared text when a system
// does not implement them or answers "" (or nil). They name no system.

// HeadingProvider is a system's rules that say where the encounter stands
// in their own words (DvR's strategized phase "Advantage tier", a
// challenge's step): View.Turn takes the answer when it is not empty. The
// shared text ("End of round 2", "Ada's turn", "Over") stays otherwise.
type HeadingProvider interface {
	Heading(st *State) string
}

// ResourceLabeler is a system's rules that read a row's counters as people
// say them ("DEX 8 of 8", "Focus 3 of 4") instead of the shared
// ResourceLabel of each key. ResourceText gets the counters the row shows
// (internal "_" keys left out) and returns them in the order to show; nil
// keeps the shared labels.
type ResourceLabeler interface {
	ResourceText(c *Combatant, shown map[string]int) []string
}
