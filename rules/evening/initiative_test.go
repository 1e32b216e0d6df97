package evening

import (
	"fmt"
	"testing"

	"sessionzero/rules/encounter"
)

// TestTieGroups: "roll a d20 and add your Finesse" and tied scores roll
// again (003_b350af455cb359c1.txt, Initiative): the groups the form asks
// tie rolls for.
func TestTieGroups(t *testing.T) {
	s := func(id string, n int) InitiativeScore { return InitiativeScore{ID: id, Name: id, Score: n} }
	cases := []struct {
		in   []InitiativeScore
		want string
	}{
		{nil, "[]"},
		{[]InitiativeScore{s("a", 12), s("b", 13)}, "[]"},
		{[]InitiativeScore{s("a", 12), s("b", 13), s("c", 12)}, "[[a c]]"},
		{[]InitiativeScore{s("a", 5), s("b", 9), s("c", 5), s("d", 9), s("e", 5)}, "[[a c e] [b d]]"},
	}
	for _, c := range cases {
		var got [][]string
		for _, g := range TieGroups(c.in) {
			var ids []string
			for _, x := range g {
				ids = append(ids, x.ID)
			}
			got = append(got, ids)
		}
		if fmt.Sprint(got) != c.want {
			t.Errorf("%v: %v, want %s", c.in, got, c.want)
		}
	}
}

func TestInitiativeScores(t *testing.T) {
	st := session(t, NewCombatRules(), ogreSetup(t))
	must(t, st, "initiative", ev{"combatant": "ogre", "roll": 13})
	bonus := CombatantFromCharacter("wren", "Wren", "pcs", wren()).Stats["initiative"]
	got := InitiativeScores(st.State(), map[string]int{"wren": 13 - bonus})
	if fmt.Sprint(got) != "[{wren Wren 13} {ogre Ogre 13}]" {
		t.Fatalf(`fmt.Sprint(got) != "[{wren Wren 13} {ogre Ogre 13}]": scores %v`, got)
	}
	if len(TieGroups(got)) != 1 {
		t.Errorf("len(TieGroups(got)) != 1: scores %v", got)
	}
	{
		got := InitiativeScores(st.State(), nil)
		if len(got) != 1 {
			t.Fatalf("len(got) != 1: without Wren's roll: %v", got)
		}
		if got[0].ID != "ogre" {
			t.Errorf(`got[0].ID != "ogre": without Wren's roll: %v`, got)
		}
	}
}

// TestDefenseSkipped: a Petrified creature "automatically fails Prowess and
// Finesse" checks; Paralyzed, Stunned and Unconscious ones fail Prowess and
// Finesse defenses (003_b350af455cb359c1.txt, Conditions; EVE-27: every
// defense while Petrified, Reflex otherwise).
func TestDefenseSkipped(t *testing.T) {
	cases := []struct {
		condition, defense string
		skipped            bool
	}{
		{"", "reflex", false},
		{"Petrified", "will", true},
		{"Paralyzed", "reflex", true},
		{"Paralyzed", "", true},
		{"Stunned", "fortitude", false},
		{"Unconscious", "reflex", true},
		{"Frightened", "reflex", false},
	}
	for _, c := range cases {
		w := &encounter.Combatant{Name: "Wren"}
		if c.condition != "" {
			w.SetCondition(encounter.Condition{Name: c.condition, Remaining: -1})
		}
		got, why := DefenseSkipped(w, c.defense)
		if got != c.skipped {
			t.Fatalf("got != c.skipped: %s, %q: %v %q", c.condition, c.defense, got, why)
		}
		if got && why == "" {
			t.Errorf(`(got && why == ""): %s, %q: %v %q`, c.condition, c.defense, got, why)
		}
	}
}

func TestLeverageState(t *testing.T) {
	st := session(t, NewCombatRules(), wealthy(t))
	w, _ := st.State().Combatant("wren")
	if ok, why := Leverage(w).CanLeverage("supplies"); !ok {
		t.Errorf("supplies 2: %s", why)
	}
	if ok, _ := Leverage(w).CanLeverage("lore"); ok {
		t.Error("lore 0 offered")
	}
	must(t, st, "leverage", ev{"combatant": "wren", "asset": "supplies", "tn": 1, "roll": 5, "item": "Lantern", "load": 1})
	w, _ = st.State().Combatant("wren")
	{
		ok, why := Leverage(w).CanLeverage("supplies")
		if ok {
			t.Fatalf("ok: after leverage: %v %q", ok, why)
		}
		if why != "supplies was leveraged today already" {
			t.Errorf(`why != "supplies was leveraged today already": after leverage: %v %q`, ok, why)
		}
	}
}
