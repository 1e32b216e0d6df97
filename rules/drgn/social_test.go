package drgn

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func TestSocialScore(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "(-3) Abhorrent argument – decrease the team's score by 5" …
	// "(+2) Beneficial argument – increase the team's score by 3", "(+3) Phenomenal argument – increase the team's score by 5"
	want := map[int]int{-3: -5, -2: -3, -1: -1, 0: 0, 1: 1, 2: 3, 3: 5}
	for rating, change := range want {
		got, err := SocialScore(rating)
		if err != nil || got != change {
			t.Errorf("SocialScore(%d) = %d, %v; want %d", rating, got, err, change)
		}
	}
	for _, bad := range []int{-4, 4} {
		if _, err := SocialScore(bad); err == nil {
			t.Errorf("SocialScore(%d) accepted", bad)
		}
	}
}

func pirateTalk() encounter.Setup {
	// "The pirates have 6 rounds to convince the players to spill the information"
	return encounter.Setup{RoundLimit: 6, Tone: "hostile",
		Sides: []encounter.SideSetup{
			{ID: "party", Name: "Party", Players: true, Goal: "keep the disk's location", Trait: "Constitution", Speaker: "Robin IronShield"},
			{ID: "pirates", Name: "Pirates", Goal: "learn where the disk is", Trait: "Intimidation", Speaker: "Garrix"},
		}}
}

func TestSocialEncounter(t *testing.T) {
	s, err := encounter.NewSession(NewSocialRules(), encounter.Encounter{Setup: pirateTalk()})
	if err != nil {
		t.Fatal(err)
	}
	ratings := []map[string]any{
		{"party": 2, "pirates": 1}, {"party": -1, "pirates": 3}, {"party": 3, "pirates": 0},
		{"party": 0, "pirates": -2}, {"party": 1, "pirates": 1},
	}
	for _, r := range ratings {
		if err := s.Append(encounter.MustEvent(EventRateRound, map[string]any{"ratings": r})); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Append(encounter.MustEvent(EventRateRound, map[string]any{"ratings": map[string]int{"party": 1}})); err == nil {
		t.Fatal("a round with a team unrated was accepted")
	}
	if err := s.Append(encounter.MustEvent(EventRateRound, map[string]any{"ratings": map[string]int{"party": 0, "pirates": 4}})); err == nil {
		t.Fatal("a rating of 4 was accepted")
	}
	st := s.State()
	// party 3-1+5+0+1 = 8; pirates 1+5+0-3+1 = 4
	if st.Round != 6 || st.Side("party").Score != 8 || st.Side("pirates").Score != 4 || st.Ended {
		t.Fatalf("round %d scores %d/%d ended %v", st.Round, st.Side("party").Score, st.Side("pirates").Score, st.Ended)
	}
	if err := s.Append(encounter.MustEvent(EventRateRound, map[string]any{"ratings": map[string]int{"party": -3, "pirates": 0}})); err != nil {
		t.Fatal(err)
	}
	st = s.State()
	// "The team with the highest score at the end of the round limit wins." 8-5 = 3 vs 4: pirates by 1
	if !st.Ended || !strings.Contains(st.Outcome, "Pirates wins by 1") {
		t.Fatalf("outcome %q", st.Outcome)
	}
	pv := encounter.PlayerView(s.View())
	for _, sd := range pv.Sides {
		if sd.Trait != "" || sd.Speaker != "" {
			t.Fatalf("player view shows a team's trait: %+v", sd)
		}
	}
	if s.View().Sides[1].Trait != "Intimidation" {
		t.Fatal("the GM view keeps the traits")
	}
	// Undo the last round: not over, round 6 again.
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.State().Ended || s.State().Round != 6 {
		t.Fatal("undo did not reopen the last round")
	}
	// "If an agreement is ever reached, the Social Encounter ends immediately."
	if err := s.Append(encounter.MustEvent(EventAgreement, map[string]any{"text": "half the map"})); err != nil {
		t.Fatal(err)
	}
	if !s.State().Ended || s.CanRedo() {
		t.Fatal("agreement ends it and drops the undone round")
	}
}

func TestDecideSocialTie(t *testing.T) {
	// "If there is a tie, no team gets what they want."
	out := DecideSocial([]*encounter.Side{{ID: "a", Name: "A", Score: 3}, {ID: "b", Name: "B", Score: 3}})
	if !out.Tie || out.Winner != "" {
		t.Fatalf("%+v", out)
	}
	out = DecideSocial([]*encounter.Side{{ID: "a", Name: "A", Score: 1}, {ID: "b", Name: "B", Score: 3}})
	if out.Winner != "b" || out.Margin != 2 {
		t.Fatalf("%+v", out)
	}
}
