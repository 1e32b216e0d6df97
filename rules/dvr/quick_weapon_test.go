package dvr

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// A quick opponent's weapon is typed as the book writes one: "The weapon
// has a number associated to it. For example (Gun D6. damage: 4)"
// (001_b486315a8cda90c7.txt, Combat with versatile weapons) and the items
// table's "Simple Weapon | d6, 2 damage".
func TestParseQuickWeapons(t *testing.T) {
	tests := []struct {
		text string
		want []encounter.Attack // Name, Dice, Damage read
		err  string
	}{
		{text: "", want: nil},
		{text: "Knife d6 2", want: []encounter.Attack{{Name: "Knife", Dice: "d6", Damage: 2}}},
		{text: "Gun D6. damage: 4", want: []encounter.Attack{{Name: "Gun", Dice: "d6", Damage: 4}}},
		{text: "Simple Weapon d6, 2 damage", want: []encounter.Attack{{Name: "Simple Weapon", Dice: "d6", Damage: 2}}},
		{text: "God Ender d10 8; Fists d4 0", want: []encounter.Attack{{Name: "God Ender", Dice: "d10", Damage: 8}, {Name: "Fists", Dice: "d4", Damage: 0}}},
		{text: "Knife d6", err: `"Knife d6": write a name, its die and its damage`},
		{text: "Knife d7 2", err: "e.g. Knife d6 2"},
		{text: "Knife d6 -1", err: "(0–1000)"},
		{text: "Knife d6 two", err: `"Knife d6 two": write`},
	}
	for _, tc := range tests {
		got, err := ParseQuickWeapons(tc.text)
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
			t.Fatalf("%q: %d weapons %+v, want %d", tc.text, len(got), got, len(tc.want))
		}
		for i, w := range tc.want {
			g := got[i]
			if g.Name != w.Name || g.Dice != w.Dice || g.Damage != w.Damage || g.Kind != KindWeapon {
				t.Errorf("%q weapon %d: %+v, want %s %s %v of kind weapon", tc.text, i, g, w.Name, w.Dice, w.Damage)
			}
		}
	}
}

// A typed weapon is one the tracker and the autopilot offer: its die joins
// the pool ("I roll Reflex, Gunplay and my Gun").
func TestQuickWeaponIsOffered(t *testing.T) {
	atks, err := ParseQuickWeapons("Gun d6 4")
	if err != nil {
		t.Fatal(err)
	}
	st := encounter.NewState(ID, encounter.ModeCombat)
	st.AddSide(encounter.SideSetup{ID: "a"})
	c, err := (CombatRules{}).NewCombatant(st, encounter.CombatantSetup{ID: "thug", Name: "Thug", Side: "a",
		Stats: map[string]int{"max_health": 5}, Dice: map[string]string{QuickPoolKey: "d8 d6"}, Attacks: atks})
	if err != nil {
		t.Fatal(err)
	}
	ws := Weapons(c)
	if len(ws) != 1 || ws[0].Weapon.Damage != 4 || ws[0].Die.Die != 6 {
		t.Fatalf("weapons offered: %+v, want the Gun, d6, 4 damage", ws)
	}
	if len(autoPool(c)) != 2 {
		t.Errorf("the typed pool: %+v", autoPool(c))
	}
}
