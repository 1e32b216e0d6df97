package encounter

import (
	"slices"
	"testing"
)

func TestResourceWords(t *testing.T) {
	shown := map[string]int{"speed_left": 6, "uses:Fireball": 2, "shield:Kite Shield": 9, "hit_tn": 14}
	for _, tc := range []struct {
		name   string
		worded map[string]bool
		want   []string
	}{
		{"every counter in the shared labels, by key", nil,
			[]string{"hit tn 14", "Kite Shield HP 9", "speed left 6", "Fireball uses 2"}},
		{"the counters the system worded are left out", map[string]bool{"hit_tn": true, "uses:Fireball": true, "absent": true},
			[]string{"Kite Shield HP 9", "speed left 6"}},
		{"all worded", map[string]bool{"hit_tn": true, "uses:Fireball": true, "shield:Kite Shield": true, "speed_left": true},
			[]string{}},
	} {
		if got := ResourceWords(shown, tc.worded); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestAddResource(t *testing.T) {
	var c Combatant // no counters yet
	c.AddResource("marks", 2)
	c.AddResource("marks", -1)
	c.AddResource("reactions_left", -1)
	if c.Resource("marks") != 1 || c.Resource("reactions_left") != -1 {
		t.Errorf("counters %v, want marks 1, reactions_left -1", c.Resources)
	}
}
