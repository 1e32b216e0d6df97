package rules

import (
	"encoding/json"
	"time"
)

// CreationStamper is a System whose characters record the day they were
// created (Dragonhead's sheet has a "Date created" line). rules/ has no
// clock, so the app passes the date in.
type CreationStamper interface {
	// StampCreated returns data with its creation date set to date's day
	// when it has none yet; a date already there is kept.
	StampCreated(data json.RawMessage, date time.Time) (json.RawMessage, error)
}

// StampCreated fills in the creation date of a character of sys when the
// system records one and the character has none, and returns data
// unchanged otherwise. The app calls it with today's date when it creates
// a character and when it imports one; duplicating copies the data, date
// included, so the date made first is kept.
func StampCreated(sys System, data json.RawMessage, date time.Time) (json.RawMessage, error) {
	s, ok := sys.(CreationStamper)
	if !ok {
		return data, nil
	}
	return s.StampCreated(data, date)
}
