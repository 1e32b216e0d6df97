package hooks

import (
	"testing"

	"sessionzero/ui/plugin"
)

// statsOnly registers quick-add numbers and nothing else.
type statsOnly struct{}

func (statsOnly) ID() string              { return "zz-test" }
func (statsOnly) QuickStats() []StatField { return []StatField{{Key: "hp", Label: "HP"}} }

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
	tests := []struct {
		id        string
		stats     int
		kindOnPCs string
		forms     bool
	}{
		{"zz-test", 1, "", false},
		{"aa-test", 0, "character", true},
		{"unknown", 0, "", false},
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
			if _, ok := FormsOf(tc.id); ok != tc.forms {
				t.Errorf("FormsOf ok = %v, want %v", ok, tc.forms)
			}
		})
	}
}
