package encounters

import (
	"slices"
	"testing"

	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	uidrgn "sessionzero/ui/systems/drgn"
)

// startDRGNSocial is the toll bridge with Brannoch, from the library, for
// the party against a typed troll, two rounds.
func startDRGNSocial(t *testing.T) *encounterTracker {
	t.Helper()
	l, _, store := libtest.New(t)
	addBrannoch(t, store)
	l.Reload()
	return startSocial(t, l, func(s *encounterSetup) {
		s.campaign.SetSelected("The Sunken Crown")
		s.name.SetText("The toll bridge")
		s.rounds.SetText("2")
		typeOpponent(t, s, "Troll", "1", false, nil)
	})
}

// startSocial opens a new encounter from l as a DRGN social encounter, lets
// fill set its fields and sides, and starts it; both windows close when the
// test ends.
func startSocial(t *testing.T, l plugin.Host, fill func(s *encounterSetup)) *encounterTracker {
	t.Helper()
	s := showNewEncounter(l)
	t.Cleanup(func() { closeWindow(s.win) })
	chooseKind(s, "DRGN social encounter")
	fill(s)
	tr, err := s.start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { closeWindow(tr.win) })
	return tr
}

// setSocial types a social encounter's name, the two sides' goals, its
// rounds and its tone.
func setSocial(s *encounterSetup, name, goalParty, goalOpp, rounds, tone string) {
	s.name.SetText(name)
	s.goalParty.SetText(goalParty)
	s.goalOpp.SetText(goalOpp)
	s.rounds.SetText(rounds)
	s.tone.SetText(tone)
}

func TestEncounterDRGNSocialTraitIsAPickFromTheCharacter(t *testing.T) {
	tr := startDRGNSocial(t)
	p := tr.social.(*uidrgn.SocialPanel)
	// 000_83d7bea2fb475415.txt, Social Encounters: "pick the trait they would like to use": the party's picks
	// are Brannoch's traits, and the speaker a pick of its members.
	if got := p.TraitPicks[0]; !slices.Contains(got, "Constitution") || !slices.Contains(got, "Melee Weapons") {
		t.Fatalf("trait picks %v", got)
	}
	if got := p.SpeakerPicks[0]; !slices.Equal(got, []string{"Brannoch"}) {
		t.Fatalf("speaker picks %v", got)
	}
	p.Traits[0].SetText("Constitution")
	p.Speakers[0].SetText("Brannoch")
	if err := p.ChooseTrait(0); err != nil {
		t.Fatal(err)
	}
	// "each team's score starts at the score of the trait its speaker uses": no number typed.
	want := drgntest.Centaur(t).Traits["Constitution"]
	if got := tr.view.Sides[0].Score; got < want {
		t.Fatalf("the party's score starts at %d, want Brannoch's Constitution (%d or more)", got, want)
	}
}
