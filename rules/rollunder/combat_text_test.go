package rollunder

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// "When you run out of HP, any remaining Damage is removed from STR" and
// "Armour subtracts its score from the result of any Damage rolls"
// (004_5b2569e2fc4c8c7e.txt, Damage, Armour): a tracker row reads each
// score current of full, as a sheet does, then the armour — not the keys
// "current str 8 · str 10".
func TestRowReadsScoresCurrentOfFull(t *testing.T) {
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Players: true}, {ID: "o"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "ada", Name: "Ada", Side: "p", Stats: map[string]int{"max_hp": 4, "str": 14, "current_str": 12, "dex": 8, "armor": 1}},
			{ID: "ogre", Name: "Ogre", Side: "o", Stats: map[string]int{"max_hp": 6}},
		}}
	r := NewCombatRules()
	st, err := r.Start(setup)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Apply(st, encounter.MustEvent("set_score", map[string]any{"target": "ogre", "ability": "dex", "value": 7})); err != nil {
		t.Fatal(err)
	}
	v := encounter.BuildView(r, st)
	for _, tc := range []struct{ id, want string }{
		{"ada", "STR 12 of 14 · DEX 8 of 8 · WIL 10 of 10 · Armour 1"},
		{"ogre", "STR 10 of 10 · DEX 7 of 10 · WIL 10 of 10 · Armour 0"},
	} {
		if got := strings.Join(row(t, v, tc.id).ResourceText, " · "); got != tc.want {
			t.Errorf("%s reads %q, want %q", tc.id, got, tc.want)
		}
	}
	// A counter the system does not know keeps the shared label.
	if got := (CombatRules{}).ResourceText(nil, map[string]int{"str": 9, "uses:Torch": 2}); strings.Join(got, " · ") != "STR 9 of 9 · Torch uses 2" {
		t.Errorf("other counters read %q", got)
	}
}
