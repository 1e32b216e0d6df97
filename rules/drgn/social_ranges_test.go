package drgn

import (
	"math"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// Issue 23: a social encounter's trait_score and round_limit had no range;
// MaxInt64 overflowed the team's score and the wrong side won.
func TestSocialSetupNumbersHaveRanges(t *testing.T) {
	cases := []struct {
		name string
		edit func(*encounter.Setup)
		want string
	}{
		{"round limit", func(s *encounter.Setup) { s.RoundLimit = math.MaxInt64 }, "round_limit is 9223372036854775807"},
		{"trait score", func(s *encounter.Setup) { s.Sides[0].TraitScore = math.MaxInt64 }, "trait_score of team party is 9223372036854775807, allowed -100 to 1000"},
		{"negative trait score", func(s *encounter.Setup) { s.Sides[1].TraitScore = math.MinInt64 }, "trait_score of team pirates"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			setup := pirateTalk()
			tt.edit(&setup)
			_, err := encounter.NewSession(NewSocialRules(), encounter.Encounter{Setup: setup})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
	s, err := encounter.NewSession(NewSocialRules(), encounter.Encounter{Setup: pirateTalk()})
	if err != nil {
		t.Fatal(err)
	}
	err = s.Append(encounter.MustEvent(EventChooseTrait, map[string]any{"side": "party", "trait": "Charm", "score": int64(math.MaxInt64)}))
	if err == nil || !strings.Contains(err.Error(), "score is 9223372036854775807") {
		t.Errorf("choose_trait with a huge score: %v", err)
	}
}
