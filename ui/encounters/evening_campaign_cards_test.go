package encounters

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"sessionzero/model"
	"sessionzero/rules/evening"
	"sessionzero/ui/libtest"
)

// TestSavedCardsOfTheEncountersCampaign: GM cards are saved per campaign
// (the GM cards window's "campaign" key); New encounter and Join offer only
// the encounter's campaign's cards, and an encounter of no campaign offers
// every campaign's, each labelled with its campaign, and says so.
func TestSavedCardsOfTheEncountersCampaign(t *testing.T) {
	l, _, store := libtest.New(t)
	ctx := context.Background()
	for name, campaign := range map[string]string{"Glowing cube": "The Maze", "Burning bridge": "Ashfall"} {
		if _, err := store.EnsureCampaign(ctx, campaign); err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(map[string]any{"name": name, "campaign": campaign, "scenario": "a trap", "threat": "fall",
			"resolution": "crossed", "rating": 2, "complexity": 1})
		if err != nil {
			t.Fatal(err)
		}
		if err := store.PutHomebrew(ctx, &model.Homebrew{System: evening.ID, Kind: evening.KindChallenge, Name: name, Data: data}); err != nil {
			t.Fatal(err)
		}
	}
	l.Reload()
	tests := []struct {
		campaign      string
		offered       []string
		everyCampaign bool // the list says it offers every campaign's
	}{
		{"The Maze", []string{"Glowing cube"}, false},
		{"Ashfall", []string{"Burning bridge"}, false},
		{"No campaign", []string{"Burning bridge · Ashfall", "Glowing cube · The Maze"}, true},
	}
	for _, tc := range tests {
		t.Run(tc.campaign, func(t *testing.T) {
			s := showNewEncounter(l)
			t.Cleanup(func() { closeWindow(s.win) })
			chooseKind(s, "Evening challenge")
			s.campaign.SetSelected(tc.campaign)
			s.name.SetText("At the bridge")
			got := slices.Clone(s.blocks.Options)
			slices.Sort(got)
			if !slices.Equal(got, tc.offered) || (s.blocks.PlaceHolder == everyCampaignsRows) != tc.everyCampaign {
				t.Errorf("New encounter offers %v (%q), want %v", got, s.blocks.PlaceHolder, tc.offered)
			}
			addSaved(t, s, tc.offered[0])
			tr := startTracker(t, s)
			join := tr.joinForm().selects["Stat block"]
			got = slices.Clone(join.Options)
			slices.Sort(got)
			if !slices.Equal(got, tc.offered) || (join.PlaceHolder == everyCampaignsRows) != tc.everyCampaign {
				t.Errorf("Join offers %v (%q), want %v", got, join.PlaceHolder, tc.offered)
			}
		})
	}
}
