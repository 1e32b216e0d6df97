package rollunder

import "testing"

func TestSetScore(t *testing.T) {
	n := func(v int) *int { return &v }
	tests := []struct {
		name              string
		ability           string
		current           bool
		v                 *int
		wantFull, wantCur int
	}{
		{"full STR; current follows", "str", false, n(12), 12, 12},
		{"current DEX below full", "dex", true, n(7), DefaultScore, 7},
		// "Any Ability Score not listed is treated as 10." (L42)
		{"nil full WIL is the default", "wil", false, nil, DefaultScore, DefaultScore},
		{"unknown ability changes nothing", "hp", false, n(3), DefaultScore, DefaultScore},
	}
	for _, tc := range tests {
		var s Scores
		s.SetScore(tc.ability, tc.current, tc.v)
		a := tc.ability
		if a == "hp" {
			a = "str"
		}
		if got, cur := s.Full(a), s.Current(a); got != tc.wantFull || cur != tc.wantCur {
			t.Errorf("%s: full %d current %d, want %d %d", tc.name, got, cur, tc.wantFull, tc.wantCur)
		}
	}
}
