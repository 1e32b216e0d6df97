package hooks

import (
	"slices"
	"testing"
)

func TestAddGetIDs(t *testing.T) {
	Add("zz-test", System{QuickStats: []StatField{{Key: "hp", Label: "HP"}}})
	Add("aa-test", System{Kind: func(players bool) string {
		if players {
			return "character"
		}
		return "creature"
	}})
	tests := []struct {
		id        string
		stats     int
		kindOnPCs string
	}{
		{"zz-test", 1, ""},
		{"aa-test", 0, "character"},
		{"unknown", 0, ""},
	}
	for _, tc := range tests {
		s := Get(tc.id)
		if len(s.QuickStats) != tc.stats {
			t.Errorf("%s: %d quick stats, want %d", tc.id, len(s.QuickStats), tc.stats)
		}
		kind := ""
		if s.Kind != nil {
			kind = s.Kind(true)
		}
		if kind != tc.kindOnPCs {
			t.Errorf("%s: kind %q, want %q", tc.id, kind, tc.kindOnPCs)
		}
	}
	ids := IDs()
	if !slices.IsSorted(ids) || !slices.Contains(ids, "aa-test") || !slices.Contains(ids, "zz-test") {
		t.Errorf("IDs %v: want both test systems, sorted", ids)
	}
}
