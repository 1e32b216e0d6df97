package encounter

// The payloads of the shared events the tracker's own forms send, typed so
// that a front end builds them from fields instead of spelling their JSON
// keys: each encodes as the object its handler in replay.go reads
// (TestSharedPayloadsDecodeAsTheHandlersRead checks it).

// NotePayload is a note event's payload: on the log, or on one combatant
// when Combatant is set.
type NotePayload struct {
	Combatant string `json:"combatant,omitempty"`
	Text      string `json:"text"`
}

// SetHiddenPayload hides a combatant from the player view or reveals it.
type SetHiddenPayload struct {
	Combatant string `json:"combatant"`
	Hidden    bool   `json:"hidden"`
}

// AddCombatantPayload is a combatant joining the encounter.
type AddCombatantPayload struct {
	Combatant CombatantSetup `json:"combatant"`
}
