package evening

import (
	"testing"

	"sessionzero/rules/encounter"
)

// who is a bare combatant of a kind with stats and counters.
func who(kind string, stats, resources map[string]int, conditions ...string) *encounter.Combatant {
	c := &encounter.Combatant{Name: "Wren", Kind: kind, Stats: stats, Resources: resources}
	if c.Stats == nil {
		c.Stats = map[string]int{}
	}
	if c.Resources == nil {
		c.Resources = map[string]int{}
	}
	for _, n := range conditions {
		c.SetCondition(encounter.Condition{Name: n, Remaining: -1})
	}
	return c
}

// TestAttemptTN: "Figure out the base target number for the check (the
// challenge rating x 3), and then modify it based on how suitable the
// aptitude used is": Poor +6, Risky +3, Fine -, Good -3, Perfect -6
// (003_b350af455cb359c1.txt, Challenges › Meeting a Challenge).
func TestAttemptTN(t *testing.T) {
	ch := who(CombatantChallenge, nil, map[string]int{"tn": ChallengeTN(4)})
	for _, c := range []struct {
		suitability string
		want        int
	}{{"poor", 18}, {"risky", 15}, {"fine", 12}, {"good", 9}, {"perfect", 6}, {"", 12}} {
		t.Run(c.suitability, func(t *testing.T) {
			if got := AttemptTN(ch, c.suitability); got != c.want {
				t.Errorf("rating 4, %q: TN %d, want %d", c.suitability, got, c.want)
			}
		})
	}
}

// TestFoeAttackTN: "Defending against threat attacks, and attacks made
// against the threat are made against its TN" (003_b350af455cb359c1.txt,
// Threats › Threat Rating): a threat's attack TN; a danger attacks with
// its challenge TN.
func TestFoeAttackTN(t *testing.T) {
	threat := who(CombatantThreat, nil, map[string]int{"attack_tn": 14, "tn": 3})
	danger := who(CombatantDanger, nil, map[string]int{"attack_tn": 3, "tn": 12})
	if got := FoeAttackTN(threat); got != 14 {
		t.Errorf("threat: %d, want its attack TN 14", got)
	}
	if got := FoeAttackTN(danger); got != 12 {
		t.Errorf("danger: %d, want its TN 12", got)
	}
}

// TestFoeAttacks: "Attacks. How many attacks the threat can make every
// round" and "Damage per attack" (003_b350af455cb359c1.txt, Threats ›
// Threat Rating); a card with no count still has one attack to pick.
func TestFoeAttacks(t *testing.T) {
	t.Run("no count", func(t *testing.T) {
		got := FoeAttacks(who(CombatantThreat, map[string]int{"damage_1": 9}, nil))
		if len(got) != 1 {
			t.Fatalf("len(got) != 1: got %+v, want one attack of 9", got)
		}
		if got[0] != (FoeAttackOption{N: 1, Damage: 9}) {
			t.Errorf("got[0] != (FoeAttackOption{N: 1, Damage: 9}): got %+v, want one attack of 9", got)
		}
	})
	t.Run("two, the second certain for several", func(t *testing.T) {
		f := who(CombatantThreat, map[string]int{"attacks": 2, "damage_1": 9, "damage_2": 4, "certain_2": 1, "multiple_targets_2": 1}, nil)
		f.Dice = map[string]string{"damage_1": "2d6+2"}
		got := FoeAttacks(f)
		want := []FoeAttackOption{{N: 1, Damage: 9, Dice: "2d6+2"}, {N: 2, Damage: 4, MultipleTargets: true, Certain: true}}
		if len(got) != 2 {
			t.Fatalf("len(got) != 2: got %+v, want %+v", got, want)
		}
		if got[0] != want[0] {
			t.Fatalf("got[0] != want[0]: got %+v, want %+v", got, want)
		}
		if got[1] != want[1] {
			t.Errorf("got[1] != want[1]: got %+v, want %+v", got, want)
		}
	})
}

// TestDefenseCheck: the defense roll against a foe's TN; injury 2 is "-3
// to attack and defense rolls" (003_b350af455cb359c1.txt, Injury); Defend
// "may add 3 to any defense checks" (Combat › Actions); exhaustion 3 is
// disadvantage (Exhaustion).
func TestDefenseCheck(t *testing.T) {
	foe := who(CombatantThreat, nil, map[string]int{"attack_tn": 15})
	stats := map[string]int{"reflex": 4, "will": 2}
	cases := []struct {
		name      string
		c         *encounter.Combatant
		defense   string
		modifier  int
		defend    bool
		disadvant bool
	}{
		{"fresh, reflex by default", who(CombatantCharacter, stats, nil), "", 4, false, false},
		{"will", who(CombatantCharacter, stats, nil), "will", 2, false, false},
		{"injury 2 in the fight", who(CombatantCharacter, stats, map[string]int{"injury": 2}), "reflex", 1, false, false},
		{"defending", who(CombatantCharacter, stats, nil, "Defending"), "reflex", 4, true, false},
		{"exhaustion 3", who(CombatantCharacter, stats, map[string]int{"exhaustion": 3}), "reflex", 4, false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := DefenseCheck(foe, c.c, c.defense, "half")
			if in.Mode != ModeDefense {
				t.Fatalf("in.Mode != ModeDefense: mode %v, TN %d, cover %q: want a defense against TN 15 with half cover", in.Mode, in.TN, in.Cover)
			}
			if in.TN != 15 {
				t.Fatalf("in.TN != 15: mode %v, TN %d, cover %q: want a defense against TN 15 with half cover", in.Mode, in.TN, in.Cover)
			}
			if in.Cover != "half" {
				t.Errorf(`in.Cover != "half": mode %v, TN %d, cover %q: want a defense against TN 15 with half cover`, in.Mode, in.TN, in.Cover)
			}
			if in.Modifier != c.modifier {
				t.Errorf("modifier %d, want %d", in.Modifier, c.modifier)
			}
			if in.Defend != c.defend {
				t.Errorf("defend %v, want %v", in.Defend, c.defend)
			}
			if in.Disadvantage != c.disadvant {
				t.Errorf("disadvantage %v, want %v", in.Disadvantage, c.disadvant)
			}
		})
	}
}

// TestInjuryInTheFight: "1 -3 to aptitude checks", "2 -3 to attack and
// defense rolls", "3 -6 to aptitude checks", "5 -9 to aptitude checks"
// (003_b350af455cb359c1.txt, Injury), counted from the injury the sheet
// carried when the character joined, less the levels it ignores.
func TestInjuryInTheFight(t *testing.T) {
	cases := []struct {
		name                string
		stats, resources    map[string]int
		aptitude, attackMod int
	}{
		{"none", nil, nil, 0, 5},
		{"injury 1", nil, map[string]int{"injury": 1}, -3, 5},
		{"injury 2", nil, map[string]int{"injury": 2}, -3, 2},
		{"injury 3", nil, map[string]int{"injury": 3}, -6, 2},
		{"injury 5", nil, map[string]int{"injury": 5}, -9, -1},
		{"joined at injury 1", map[string]int{"injury": 1}, map[string]int{"injury": 1}, 0, 5},
		{"one level ignored", map[string]int{"injury_ignored": 1}, map[string]int{"injury": 1}, 0, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := who(CombatantCharacter, c.stats, c.resources)
			if got := AptitudePenalty(w); got != c.aptitude {
				t.Errorf("aptitude checks %+d, want %+d", got, c.aptitude)
			}
			if got := AttackModifier(w, encounter.Attack{Hit: 5}); got != c.attackMod {
				t.Errorf("attack +5 is %+d, want %+d", got, c.attackMod)
			}
		})
	}
}

// TestAtZero: "When reduced to 0 health, your character is struck
// unconscious" and chooses to struggle (death saves) or to die
// (003_b350af455cb359c1.txt, Death): the dying form starts on them.
func TestAtZero(t *testing.T) {
	for _, c := range []struct {
		condition string
		want      bool
	}{{"Choosing", true}, {"Dying", true}, {"Prone", false}} {
		t.Run(c.condition, func(t *testing.T) {
			if got := AtZero(who(CombatantCharacter, nil, nil, c.condition)); got != c.want {
				t.Errorf("%s: at zero %v, want %v", c.condition, got, c.want)
			}
		})
	}
}

// TestDeathSaveChances: "If you roll 3 failures before you roll a 20, or 3
// successes ... your character dies. If, however, you roll 3 successes or
// a 20, you recover" (003_b350af455cb359c1.txt, Death): the odds from the
// marks so far.
func TestDeathSaveChances(t *testing.T) {
	w := who(CombatantCharacter, nil, map[string]int{"death_failures": 2, "death_successes": 1}, "Dying")
	got, want := DeathSaveChances(w), DeathSavesFrom(2, 1)
	if got.PRecover != want.PRecover {
		t.Fatalf("got.PRecover != want.PRecover: 2 failures, 1 success: %+v, want %+v", got, want)
	}
	if got.PDie != want.PDie {
		t.Errorf("got.PDie != want.PDie: 2 failures, 1 success: %+v, want %+v", got, want)
	}
	{
		fresh := DeathSaveChances(who(CombatantCharacter, nil, nil, "Dying"))
		if fresh.PDie <= 0 {
			t.Fatalf("fresh.PDie <= 0: no marks: dies %v, want more than 0 and less than with 2 failures (%v)", fresh.PDie, got.PDie)
		}
		if fresh.PDie >= got.PDie {
			t.Errorf("fresh.PDie >= got.PDie: no marks: dies %v, want more than 0 and less than with 2 failures (%v)", fresh.PDie, got.PDie)
		}
	}
}
