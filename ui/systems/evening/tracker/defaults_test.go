package tracker_test

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/odds"
)

// An attack starts aimed at an opponent of the attacker, never at a ticked
// ally (issue 22, "Sensible defaults"); a threat's attack starts on a
// character.
func TestEveningAttackStartsOnAnOpponent(t *testing.T) {
	_, w, _ := startParty(t, "Evening combat", []string{"Wren", "Brin"}, ogre)
	initiative(t, w, map[string]string{"Wren": "18", "Brin": "11", "Ogre": "3"})
	trackertest.Tick(t, w, "Brin") // an ally ticked, as after healing her
	trackertest.Tap(t, w, "Attack")
	{
		a, tg := trackertest.Selected(t, w, "Attacker"), trackertest.Selected(t, w, "Target")
		if a != "Wren" {
			t.Fatalf(`a != "Wren": Wren's attack starts %s → %s, want Wren → Ogre`, a, tg)
		}
		if tg != "Ogre" {
			t.Fatalf(`tg != "Ogre": Wren's attack starts %s → %s, want Wren → Ogre`, a, tg)
		}
	}
	// Another attacker of the party still aims at the ogre.
	trackertest.Choose(t, w, "Attacker", "Brin")
	if tg := trackertest.Selected(t, w, "Target"); tg != "Ogre" {
		t.Fatalf("Brin's attack starts on %s", tg)
	}
	trackertest.Tap(t, w, "Threat attack")
	{
		f, tg := trackertest.Selected(t, w, "Threat or danger"), trackertest.Selected(t, w, "Target")
		if f != "Ogre" {
			t.Fatalf(`f != "Ogre": the ogre's attack starts %s → %s, want on the ticked Brin`, f, tg)
		}
		if tg != "Brin" {
			t.Fatalf(`tg != "Brin": the ogre's attack starts %s → %s, want on the ticked Brin`, f, tg)
		}
	}
}

// An attempt fills its modifier from the aptitude and the ability and
// attribute chosen, and says so: the book's "one ability, one attribute,
// one aptitude (the highest) per check" (specs/evening.md §5, L63–64 of
// 003_b350af455cb359c1.txt: "add one ability, one attribute and one
// aptitude").
func TestEveningAttemptFillsTheModifierFromTheAptitude(t *testing.T) {
	_, w, _ := start(t, "Evening challenge", opponent{"Glowing cube", map[string]string{"Rating (1–10)": "3", "Complexity (challenge, danger)": "3"}})
	c, err := evening.DecodeCharacter(wren(t))
	if err != nil {
		t.Fatal(err)
	}
	d := evening.DeriveCharacter(c)
	apts, _ := rules.As[[]evening.AptitudeView](d, "aptitudes")
	grid, _ := rules.As[map[string]int](d, "check_grid")
	var athletics int
	for _, a := range apts {
		if a.Name == "Athletics" {
			athletics = a.Bonus
		}
	}
	trackertest.Tap(t, w, "Attempt")
	apt, ok := trackertest.Field(t, w, "Aptitude").(*widget.SelectEntry)
	if !ok {
		t.Fatal("the aptitude is not a choice")
	}
	apt.SetText("Athletics")
	if got, want := trackertest.Entry(t, w, "Modifier").Text, fmt.Sprint(athletics); got != want {
		t.Fatalf("modifier %q after Athletics, want %s", got, want)
	}
	trackertest.WantShown(t, w, "athletics", fmt.Sprintf("%+d from Athletics %+d", athletics, athletics))
	pb := grid["prowess_body"]
	trackertest.Choose(t, w, "Ability + attribute", fmt.Sprintf("Prowess + Body %+d", pb))
	total := athletics + pb
	if got := trackertest.Entry(t, w, "Modifier").Text; got != fmt.Sprint(total) {
		t.Fatalf("modifier %q after Prowess + Body, want %d", got, total)
	}
	trackertest.WantShown(t, w, "athletics and prowess", fmt.Sprintf("%+d from Athletics %+d and Prowess + Body %+d", total, athletics, pb))
	// The odds follow the filled modifier.
	want, err := evening.Check(evening.CheckInput{Modifier: total, TN: 9, StartEffect: evening.EffectStandard})
	if err != nil {
		t.Fatal(err)
	}
	{
		got := trackertest.Field(t, w, "Odds").(*widget.Label).Text
		if !strings.Contains(got, "against TN 9") {
			t.Fatalf(`!strings.Contains(got, "against TN 9"): odds %q`, got)
		}
		if !strings.Contains(got, odds.FormatPercent(want.PSuccess)) {
			t.Fatalf("!strings.Contains(got, odds.FormatPercent(want.PSuccess)): odds %q", got)
		}
	}
}
