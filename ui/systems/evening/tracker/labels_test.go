package tracker

import "testing"

// Issue 28: a threat attack without dice read "14 damage ()".
func TestAttackLabel(t *testing.T) {
	for _, tt := range []struct {
		dice, want string
	}{
		{"2d8+5", "1: 14 damage (2d8+5)"},
		{"", "1: 14 damage"},
		{"  ", "1: 14 damage"},
	} {
		if got := attackLabel(1, 14, tt.dice); got != tt.want {
			t.Errorf("attackLabel(1, 14, %q) = %q, want %q", tt.dice, got, tt.want)
		}
	}
}
