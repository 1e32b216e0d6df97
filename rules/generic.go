package rules

import "encoding/json"

// Generic is a System whose builder is not written yet: it keeps any JSON
// object as the character's data and derives nothing. Systems embed or
// return it until their own builder lands.
type Generic struct {
	Book
}

// BuilderReady implements System: a generic system has no builder.
func (g Generic) BuilderReady() bool { return false }

// NewCharacter implements System: an empty object.
func (g Generic) NewCharacter() json.RawMessage { return json.RawMessage(`{}`) }

// Validate implements System: any JSON object is accepted and kept.
func (g Generic) Validate(data json.RawMessage) error {
	_, err := DecodeObject(data)
	return err
}

// Derive implements System: nothing is derived yet, and the result says so.
func (g Generic) Derive(data json.RawMessage) (Derived, error) {
	if err := g.Validate(data); err != nil {
		return Derived{}, err
	}
	return Derived{
		Implemented: false,
		Notes:       []string{"The " + g.SystemName + " builder is coming: only the generic fields (name, player, campaign, notes) are kept for now."},
	}, nil
}
