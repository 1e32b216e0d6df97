package dragonhead

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// A quick creature's attack is typed as the sheet's Attacks list reads:
// "Hit is what you roll to make the attack. The letter indicates its damage
// type (it is always the first letter of one of the five damage types)"
// (002_81d21628bd61f597.txt, Attacks), and "Every success you score does
// one roll of damage … The letter beside the damage roll tells us its
// damage type" (Hit Vs AC). Without the letter: "Forget to mention it and
// the attack does all wear and no tear."
func TestParseQuickAttacks(t *testing.T) {
	tests := []struct {
		text string
		want []encounter.Attack // Name, Hit, Dice, Type read
		err  string
	}{
		{text: "  ", want: nil},
		{text: "Claw 5 1d6 s", want: []encounter.Attack{{Name: "Claw", Hit: 5, Dice: "1d6", Type: "s"}}},
		{text: "Claw 5 1d6s", want: []encounter.Attack{{Name: "Claw", Hit: 5, Dice: "1d6", Type: "s"}}},
		{text: "Sword +3 2d6+1 Sharp", want: []encounter.Attack{{Name: "Sword", Hit: 3, Dice: "2d6+1", Type: "s"}}},
		{text: "Two Swords 7 1d8 s; Kick 4 1d4 i", want: []encounter.Attack{
			{Name: "Two Swords", Hit: 7, Dice: "1d8", Type: "s"}, {Name: "Kick", Hit: 4, Dice: "1d4", Type: "i"}}},
		{text: "Slam 2 1d6", want: []encounter.Attack{{Name: "Slam", Hit: 2, Dice: "1d6"}}},
		{text: "Claw 1d6 s", err: `"Claw 1d6 s": something is missing`},
		{text: "Claw five 1d6 s", err: `Hit "five" is not a whole number`},
		{text: "Claw 5 1x6 s", err: `"1x6" is not a damage roll`},
		{text: "Claw 500 1d6 s", err: "e.g. Claw 12 1d6 s"},
	}
	for _, tc := range tests {
		got, err := ParseQuickAttacks(tc.text)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want one saying %q", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		if len(got) != len(tc.want) {
			t.Fatalf("%q: %d attacks %+v, want %d", tc.text, len(got), got, len(tc.want))
		}
		for i, w := range tc.want {
			g := got[i]
			if g.Name != w.Name || g.Hit != w.Hit || g.Dice != w.Dice || g.Type != w.Type {
				t.Errorf("%q attack %d: %+v, want %+v", tc.text, i, g, w)
			}
		}
	}
}
