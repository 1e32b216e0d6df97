package rollunder

// SetScore sets a full or current score of ability ("str", "dex", "wil");
// nil is the default. Another ability changes nothing.
func (s *Scores) SetScore(ability string, current bool, v *int) {
	if p := s.ptr(ability, current); p != nil {
		*p = v
	}
}
