package hooks

import (
	"testing"

	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
)

// statsOnly registers quick-add numbers and nothing else.
type statsOnly struct{}

func (statsOnly) ID() string              { return "zz-test" }
func (statsOnly) QuickStats() []StatField { return []StatField{{Key: "hp", Label: "HP"}} }

// armed registers typed attacks only.
type armed struct{}

func (armed) ID() string { return "ab-test" }
func (armed) QuickAttack() AttackField {
	return AttackField{Label: "Attack", Attacks: func(string) ([]encounter.Attack, error) { return []encounter.Attack{{Name: "Bite"}}, nil }}
}

// seating seats its player characters and has forms.
type seating struct{}

func (seating) ID() string { return "aa-test" }
func (seating) CombatantKind(players bool) string {
	if players {
		return "character"
	}
	return "creature"
}
func (seating) Forms() Forms { return Forms{Steps: []string{"lock"}} }

func TestGetFindsTheRegisteredParts(t *testing.T) {
	plugin.Register(statsOnly{})
	plugin.Register(seating{})
	plugin.Register(armed{})
	tests := []struct {
		id        string
		stats     int
		kindOnPCs string
		forms     bool
		attack    bool
	}{
		{"zz-test", 1, "", false, false},
		{"aa-test", 0, "character", true, false},
		{"ab-test", 0, "", false, true},
		{"unknown", 0, "", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			s := Get(tc.id)
			if len(s.QuickStats) != tc.stats {
				t.Errorf("%d quick stats, want %d", len(s.QuickStats), tc.stats)
			}
			kind := ""
			if s.Kind != nil {
				kind = s.Kind(true)
			}
			if kind != tc.kindOnPCs {
				t.Errorf("kind %q, want %q", kind, tc.kindOnPCs)
			}
			if (s.Attack != nil) != tc.attack {
				t.Errorf("typed attack offered %v, want %v", s.Attack != nil, tc.attack)
			}
			if _, ok := FormsOf(tc.id); ok != tc.forms {
				t.Errorf("FormsOf ok = %v, want %v", ok, tc.forms)
			}
		})
	}
}
