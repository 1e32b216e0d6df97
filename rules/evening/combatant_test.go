package evening

import (
	"testing"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// TestQuickCombatantsTakeTheirModesKind types combatants with a few numbers
// only, as the tracker's quick-add form does, in each mode.
func TestQuickCombatantsTakeTheirModesKind(t *testing.T) {
	tests := []struct {
		name    string
		r       encounter.Rules
		stats   map[string]int
		kind    string
		maxHP   int
		hitTN   int
		attacks int
	}{
		// 003_b350af455cb359c1.txt, the threat rating table: "3	140	16	3	22 (3d12 + 3)".
		{"rating only", NewCombatRules(), map[string]int{"rating": 3}, "threat", 140, 16, 3},
		// Typed numbers win over the table's.
		{"typed health", NewCombatRules(), map[string]int{"rating": 3, "max_hp": 60, "hit_tn": 12}, "threat", 60, 12, 3},
		// Without a rating the threat is as typed (TN 10 when none is given).
		{"no rating", NewCombatRules(), map[string]int{"max_hp": 20}, "threat", 20, 10, 0},
		{"challenge", NewChallengeRules(), map[string]int{"rating": 4, "complexity": 2}, "challenge", 0, 0, 0},
		{"danger", NewDangerRules(), map[string]int{"rating": 2, "complexity": 3}, "danger", 0, 0, 0},
		{"thread", NewThreadRules(), map[string]int{"length": 6}, "thread", 0, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := tc.r.Start(encounter.Setup{Sides: []encounter.SideSetup{{ID: "pcs", Players: true}, {ID: "gm"}},
				Combatants: []encounter.CombatantSetup{{ID: "x", Name: "X", Side: "gm", Stats: tc.stats}}})
			if err != nil {
				t.Fatal(err)
			}
			c, _ := st.Combatant("x")
			if c.Kind != tc.kind {
				t.Fatalf("c.Kind != tc.kind: kind %s max_hp %d hit_tn %d attacks %d, want %s %d %d %d", c.Kind, c.MaxHP, c.Resource("hit_tn"), c.Stat("attacks"), tc.kind, tc.maxHP, tc.hitTN, tc.attacks)
			}
			if c.MaxHP != tc.maxHP {
				t.Fatalf("c.MaxHP != tc.maxHP: kind %s max_hp %d hit_tn %d attacks %d, want %s %d %d %d", c.Kind, c.MaxHP, c.Resource("hit_tn"), c.Stat("attacks"), tc.kind, tc.maxHP, tc.hitTN, tc.attacks)
			}
			if c.Resource("hit_tn") != tc.hitTN {
				t.Fatalf(`c.Resource("hit_tn") != tc.hitTN: kind %s max_hp %d hit_tn %d attacks %d, want %s %d %d %d`, c.Kind, c.MaxHP, c.Resource("hit_tn"), c.Stat("attacks"), tc.kind, tc.maxHP, tc.hitTN, tc.attacks)
			}
			if c.Stat("attacks") != tc.attacks {
				t.Errorf(`c.Stat("attacks") != tc.attacks: kind %s max_hp %d hit_tn %d attacks %d, want %s %d %d %d`, c.Kind, c.MaxHP, c.Resource("hit_tn"), c.Stat("attacks"), tc.kind, tc.maxHP, tc.hitTN, tc.attacks)
			}
		})
	}
	if _, err := NewCombatRules().Start(encounter.Setup{Sides: []encounter.SideSetup{{ID: "gm"}},
		Combatants: []encounter.CombatantSetup{{ID: "x", Name: "X", Side: "gm", Stats: map[string]int{"rating": 11}}}}); err == nil {
		t.Error("a threat of rating 11 was accepted (the table runs 1-10)")
	}
}

// TestCharacterCombatantKeepsItsAttacks: a character's attacks join with
// their derived bonus: "roll your relevant attack aptitude against the
// target's defense TN" (003_b350af455cb359c1.txt L988).
func TestCharacterCombatantKeepsItsAttacks(t *testing.T) {
	c := wren()
	cs := CombatantFromCharacter("wren", "Wren", "pcs", c)
	d := DeriveCharacter(c)
	views, _ := rules.As[[]AttackView](d, "attacks")
	if len(views) == 0 {
		t.Fatalf("len(views) == 0: %d attacks joined, the sheet has %d", len(cs.Attacks), len(views))
	}
	if len(cs.Attacks) != len(views) {
		t.Fatalf("len(cs.Attacks) != len(views): %d attacks joined, the sheet has %d", len(cs.Attacks), len(views))
	}
	for i, a := range cs.Attacks {
		if a.Name != views[i].Name {
			t.Fatalf("a.Name != views[i].Name: attack %d: %+v, sheet %+v", i, a, views[i])
		}
		if a.Hit != views[i].Bonus {
			t.Fatalf("a.Hit != views[i].Bonus: attack %d: %+v, sheet %+v", i, a, views[i])
		}
		if a.Dice != views[i].Damage {
			t.Errorf("a.Dice != views[i].Damage: attack %d: %+v, sheet %+v", i, a, views[i])
		}
	}
	data, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := CombatantFromData("wren", "Wren", "pcs", data); err != nil {
		t.Fatal(err)
	}
	if _, err := CombatantFromData("bad", "Bad", "pcs", []byte(`{"abilities":`)); err == nil {
		t.Error("a broken document joined")
	}
}

// TestFightPenalty: injury and exhaustion marked in a fight change the
// attack and defense rolls as the book's tables say: injury "2	-3 to
// attack and defense rolls", "4	-6 …"; exhaustion "3	Disadvantage on
// attacks and defenses" (003_b350af455cb359c1.txt L1046–1051, L1076).
func TestFightPenalty(t *testing.T) {
	tests := []struct {
		joinInjury, ignored, injury, exhaustion int
		delta                                   int
		dis                                     bool
	}{
		{0, 0, 0, 0, 0, false},
		{0, 0, 1, 0, 0, false},
		{0, 0, 2, 0, -3, false},
		{2, 0, 4, 0, -3, false}, // the sheet already holds −3
		{0, 1, 2, 0, 0, false},  // one level ignored (L191)
		{0, 0, 6, 3, -9, true},
		{0, 0, 0, 2, 0, false},
	}
	for _, tc := range tests {
		c := wren()
		c.Injury = tc.joinInjury
		c.IgnoredLevels.Injury = tc.ignored
		cs := CombatantFromCharacter("wren", "Wren", "pcs", c)
		st, err := NewCombatRules().Start(encounter.Setup{Sides: []encounter.SideSetup{{ID: "pcs", Players: true}}, Combatants: []encounter.CombatantSetup{cs}})
		if err != nil {
			t.Fatal(err)
		}
		w, _ := st.Combatant("wren")
		w.SetResource("injury", tc.injury)
		w.SetResource("exhaustion", tc.exhaustion)
		delta, dis, why := FightPenalty(w)
		if delta != tc.delta {
			t.Fatalf("delta != tc.delta: %+v: delta %d disadvantage %v (%q)", tc, delta, dis, why)
		}
		if dis != tc.dis {
			t.Fatalf("dis != tc.dis: %+v: delta %d disadvantage %v (%q)", tc, delta, dis, why)
		}
		if (why == "") != (delta == 0 && !dis) {
			t.Errorf(`(why == "") != (delta == 0 && !dis): %+v: delta %d disadvantage %v (%q)`, tc, delta, dis, why)
		}
	}
}
