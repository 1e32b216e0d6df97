package encounters

import (
	"context"
	"testing"

	"sessionzero/model"
	"sessionzero/rules/evening"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
)

// shownHost is a library window showing a campaign, with a character
// open or not.
type shownHost struct {
	plugin.Host
	open  *model.Character
	shown int64
}

func (h shownHost) OpenCharacter() (model.Character, bool) {
	if h.open == nil {
		return model.Character{}, false
	}
	return *h.open, true
}

func (h shownHost) ShownCampaign() int64 { return h.shown }

// Issue 22, "Sensible defaults": New encounter preselects the open
// character's system and campaign.
func TestNewEncounterStartsOnTheOpenCharactersSystemAndCampaign(t *testing.T) {
	l, _, store := libtest.New(t)
	ctx := context.Background()
	maze, err := store.EnsureCampaign(ctx, "The Maze")
	if err != nil {
		t.Fatal(err)
	}
	barrow, err := store.EnsureCampaign(ctx, "Barrow")
	if err != nil {
		t.Fatal(err)
	}
	wren := &model.Character{System: evening.ID, Name: "Wren", CampaignID: maze, Data: eveningWren(t)}
	if err := store.CreateCharacter(ctx, wren); err != nil {
		t.Fatal(err)
	}
	loner := model.Character{System: "rollunder", Name: "Loner"}
	tests := []struct {
		name           string
		host           shownHost
		kind, campaign string
	}{
		{"nothing open, all shown", shownHost{Host: l}, "DRGN combat", "No campaign"},
		{"nothing open, Barrow shown", shownHost{Host: l, shown: barrow}, "DRGN combat", "Barrow"},
		{"nothing open, no campaign shown", shownHost{Host: l, shown: model.NoCampaign}, "DRGN combat", "No campaign"},
		{"Wren of The Maze open, Barrow shown", shownHost{Host: l, open: wren, shown: barrow}, "Evening combat", "The Maze"},
		{"a roll-under character of no campaign", shownHost{Host: l, open: &loner, shown: barrow}, "Roll-under combat", "No campaign"},
	}
	for _, tc := range tests {
		s := showNewEncounter(tc.host)
		if s.kind.Selected != tc.kind || s.campaign.Selected != tc.campaign {
			t.Errorf("%s: New encounter starts on %q of %q, want %q of %q", tc.name, s.kind.Selected, s.campaign.Selected, tc.kind, tc.campaign)
		}
		closeWindow(s.win)
	}

	// Through the library: the character opened in the editor.
	l.Reload()
	l.OpenID(wren.ID)
	s := showNewEncounter(l)
	t.Cleanup(func() { closeWindow(s.win) })
	if s.kind.Selected != "Evening combat" || s.campaign.Selected != "The Maze" {
		t.Errorf("with Wren open New encounter starts on %q of %q", s.kind.Selected, s.campaign.Selected)
	}
	if got := s.characters.Selected; len(got) != 1 || got[0] != "Wren" {
		t.Errorf("characters who join: %v, want Wren", got)
	}
}
