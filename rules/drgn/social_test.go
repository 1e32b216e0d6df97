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
	if st.Round != 6 {
		t.Fatalf("st.Round != 6: round %d scores %d/%d ended %v", st.Round, st.Side("party").Score, st.Side("pirates").Score, st.Ended)
	}
	if st.Side("party").Score != 8 {
		t.Fatalf("st.Side(\"party\").Score != 8: round %d scores %d/%d ended %v", st.Round, st.Side("party").Score, st.Side("pirates").Score, st.Ended)
	}
	if st.Side("pirates").Score != 4 {
		t.Fatalf("st.Side(\"pirates\").Score != 4: round %d scores %d/%d ended %v", st.Round, st.Side("party").Score, st.Side("pirates").Score, st.Ended)
	}
	if st.Ended {
		t.Fatalf("st.Ended: round %d scores %d/%d ended %v", st.Round, st.Side("party").Score, st.Side("pirates").Score, st.Ended)
	}
	if err := s.Append(encounter.MustEvent(EventRateRound, map[string]any{"ratings": map[string]int{"party": -3, "pirates": 0}})); err != nil {
		t.Fatal(err)
	}
	st = s.State()
	// "The team with the highest score at the end of the round limit wins." 8-5 = 3 vs 4: pirates by 1
	if !st.Ended {
		t.Fatalf("!st.Ended: outcome %q", st.Outcome)
	}
	if !strings.Contains(st.Outcome, "Pirates wins by 1") {
		t.Fatalf("!strings.Contains(st.Outcome, \"Pirates wins by 1\"): outcome %q", st.Outcome)
	}
	pv := encounter.PlayerView(s.View())
	for _, sd := range pv.Sides {
		if sd.Trait != "" {
			t.Fatalf("sd.Trait != \"\": player view shows a team's trait: %+v", sd)
		}
		if sd.Speaker != "" {
			t.Fatalf("sd.Speaker != \"\": player view shows a team's trait: %+v", sd)
		}
	}
	if s.View().Sides[1].Trait != "Intimidation" {
		t.Fatal("the GM view keeps the traits")
	}
	// Undo the last round: not over, round 6 again.
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.State().Ended {
		t.Fatal("s.State().Ended"+": ", "undo did not reopen the last round")
	}
	if s.State().Round != 6 {
		t.Fatal("s.State().Round != 6"+": ", "undo did not reopen the last round")
	}
	// "If an agreement is ever reached, the Social Encounter ends immediately."
	if err := s.Append(encounter.MustEvent(EventAgreement, map[string]any{"text": "half the map"})); err != nil {
		t.Fatal(err)
	}
	if !s.State().Ended {
		t.Fatal("!s.State().Ended"+": ", "agreement ends it and drops the undone round")
	}
	if s.CanRedo() {
		t.Fatal("s.CanRedo()"+": ", "agreement ends it and drops the undone round")
	}
}

func TestDecideSocialTie(t *testing.T) {
	// "If there is a tie, no team gets what they want."
	out := DecideSocial([]*encounter.Side{{ID: "a", Name: "A", Score: 3}, {ID: "b", Name: "B", Score: 3}})
	if !out.Tie {
		t.Fatalf("!out.Tie: %+v", out)
	}
	if out.Winner != "" {
		t.Fatalf("out.Winner != \"\": %+v", out)
	}
	out = DecideSocial([]*encounter.Side{{ID: "a", Name: "A", Score: 1}, {ID: "b", Name: "B", Score: 3}})
	if out.Winner != "b" {
		t.Fatalf("out.Winner != \"b\": %+v", out)
	}
	if out.Margin != 2 {
		t.Fatalf("out.Margin != 2: %+v", out)
	}
}

// TestSocialScoreStartsAtTheSpeakersTrait follows 000_83d7bea2fb475415.txt, Social Encounters: "pick the trait
// they would like to use. DO NOT TELL THE OTHER TEAM WHAT YOUR SCORE IS" and "The goal of a social encounter is to
// get your team's score higher than the opponents by the end."
func TestSocialScoreStartsAtTheSpeakersTrait(t *testing.T) {
	setup := pirateTalk()
	setup.Sides[1].TraitScore = 40 // Garrix's Intimidation, typed by the GM
	setup.Combatants = []encounter.CombatantSetup{
		{ID: "robin", Name: "Robin IronShield", Side: "party", Stats: map[string]int{"constitution": 50, "charm": 10}},
		{ID: "vex", Name: "Vex", Side: "party", Stats: map[string]int{"charm": 45}},
	}
	s, err := encounter.NewSession(NewSocialRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	score := func(side string) int { return s.State().Side(side).Score }
	if score("party") != 50 {
		t.Fatalf("score(\"party\") != 50: start: party %d (want Robin's Constitution 50), pirates %d (want 40)", score("party"), score("pirates"))
	}
	if score("pirates") != 40 {
		t.Fatalf("score(\"pirates\") != 40: start: party %d (want Robin's Constitution 50), pirates %d (want 40)", score("party"), score("pirates"))
	}
	// "(+2) Beneficial argument – increase the team's score by 3"; "(-1) Poor argument" decreases it by 1.
	if err := s.Append(encounter.MustEvent(EventRateRound, map[string]any{"ratings": map[string]int{"party": 2, "pirates": -1}})); err != nil {
		t.Fatal(err)
	}
	if score("party") != 53 {
		t.Fatalf("score(\"party\") != 53: after round 1: %d, %d", score("party"), score("pirates"))
	}
	if score("pirates") != 39 {
		t.Fatalf("score(\"pirates\") != 39: after round 1: %d, %d", score("party"), score("pirates"))
	}
	// The party switches to Vex's Charm 45: the start is replaced, the round's +3 stays.
	if err := s.Append(encounter.MustEvent(EventChooseTrait, map[string]any{"side": "party", "trait": "Charm", "speaker": "Vex"})); err != nil {
		t.Fatal(err)
	}
	if score("party") != 48 {
		t.Fatalf("after Vex's Charm: %d, want 45+3", score("party"))
	}
	// The table sees no score; each team sees only its own.
	v := s.View()
	pv := encounter.PlayerView(v)
	for _, sd := range pv.Sides {
		if sd.Score != 0 || !sd.ScoreHidden {
			t.Errorf("player view shows %s's score %d", sd.Name, sd.Score)
		}
	}
	tv := encounter.TeamView(v, "party")
	if tv.Sides[0].Score != 48 || tv.Sides[0].ScoreHidden || tv.Sides[1].Score != 0 || !tv.Sides[1].ScoreHidden {
		t.Errorf("party's view: %+v", tv.Sides)
	}
}
