package dragonhead

import (
	"testing"

	"sessionzero/rules/encounter"
)

// asksFight is the skirmish after an even initiative (Carmin's turn), with
// body sizes: Carmin Large (size 10), the troglodyte Medium (size 8), and
// armour and shield rolls on Megan.
func asksFight(t *testing.T) *encounter.Session {
	t.Helper()
	setup := skirmish()
	setup.Combatants[1].Stats["size"] = 10
	setup.Combatants[2].Stats["size"] = 8
	setup.Combatants[0].Dice = map[string]string{"armor": "d4", "shield": "d6"}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	apply(t, s, EventInitiative, map[string]any{"roll": 4}, "")
	return s
}

func intp(n int) *int { return &n }

// TestHitSuccesses: the damage rolls an attack form asks for are the
// successes the attack event will win (002_81d21628bd61f597.txt,
// "winning the challenge grants you one success and another for every four
// points of difference between the two strengths").
func TestHitSuccesses(t *testing.T) {
	// Megan (AC 15, DC 9, no size) attacks the troglodyte (AC 13, DC 8).
	for _, tc := range []struct {
		name string
		p    AttackPayload
		want int
	}{
		{"a 17 vs AC 13: one for winning, one for 4 points", AttackPayload{Hit: intp(17)}, 2},
		{"a 12 vs AC 13 is a defeat", AttackPayload{Hit: intp(12)}, 0},
		// "To break a tie, roll any die. An odd roll wins it for the offense."
		{"a tie with an odd tie roll", AttackPayload{Hit: intp(13), TieRoll: 3}, 1},
		{"a tie with an even tie roll", AttackPayload{Hit: intp(13), TieRoll: 4}, 0},
		{"defense dc: 17 vs DC 8", AttackPayload{Hit: intp(17), Defense: DefenseDC}, 3},
		// "You may risk roll AC to make it better (or possibly worse)"
		{"a risk-rolled AC of 9", AttackPayload{Hit: intp(17), DefenseValue: intp(9)}, 3},
		// "but DC cannot be risk rolled"
		{"a value given for a DC is not used", AttackPayload{Hit: intp(17), Defense: DefenseDC, DefenseValue: intp(16)}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := asksFight(t)
			apply(t, s, EventEndTurn, nil, "") // Megan's turn
			tc.p.Attacker, tc.p.Target = "megan", "trog"
			lines := len(s.State().Messages)
			got, err := HitSuccesses(s.State(), tc.p)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("successes %d, want %d", got, tc.want)
			}
			if len(s.State().Messages) != lines {
				t.Errorf("asking wrote to the log: %v", s.State().Messages[lines:])
			}
		})
	}
	t.Run("the troglodyte against a larger body gets +4", func(t *testing.T) {
		// "When fighting anything with a body size larger than your own,
		// you get a +4 to add to your AC/DC": the troglodyte (size 8) hit
		// by Carmin (size 10) defends with AC 17, so 17 only ties.
		s := asksFight(t)
		got, err := HitSuccesses(s.State(), AttackPayload{Attacker: "carmin", Target: "trog", Hit: intp(17), TieRoll: 2})
		if err != nil {
			t.Errorf("err != nil: successes %d (%v), want 0", got, err)
		} else if got != 0 {
			t.Errorf("got != 0: successes %d (%v), want 0", got, err)
		}
	})
	t.Run("a tie without a tie roll is an error", func(t *testing.T) {
		s := asksFight(t)
		if _, err := HitSuccesses(s.State(), AttackPayload{Attacker: "carmin", Target: "trog", Hit: intp(17)}); err == nil {
			t.Error("no error for a tie without its roll")
		}
	})
	t.Run("no Hit is an error", func(t *testing.T) {
		s := asksFight(t)
		if _, err := HitSuccesses(s.State(), AttackPayload{Attacker: "carmin", Target: "trog"}); err == nil {
			t.Error("no error without a Hit")
		}
	})
}

// TestGrappleAndEscapeTies: the form rolls a tie die exactly when the
// handler will need one (002_81d21628bd61f597.txt "Tied strengths need to
// be broken. To break a tie, roll any die"), the smaller body's +4 ("your
// defense against being grappled") counted.
func TestGrappleAndEscapeTies(t *testing.T) {
	for _, tc := range []struct {
		name             string
		grappler, target string
		strength, escape int
		want             bool
	}{
		{"equal strengths tie", "megan", "trog", 12, 12, true},
		{"a higher grapple does not", "megan", "trog", 13, 12, false},
		{"the smaller troglodyte's escape 8 + 4 ties Carmin's 12", "carmin", "trog", 12, 8, true},
		{"and its 12 + 4 no longer ties Carmin's 12", "carmin", "trog", 12, 12, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := asksFight(t)
			p := GrapplePayload{Grappler: tc.grappler, Target: tc.target, Strength: intp(tc.strength), Escape: intp(tc.escape)}
			if got := GrappleTied(s.State(), p); got != tc.want {
				t.Errorf("tied %v, want %v", got, tc.want)
			}
		})
	}
	t.Run("no escape given: no contest", func(t *testing.T) {
		s := asksFight(t)
		if GrappleTied(s.State(), GrapplePayload{Grappler: "megan", Target: "trog", Strength: intp(12)}) {
			t.Error("tied without an escape")
		}
	})
	t.Run("escapes", func(t *testing.T) {
		s := asksFight(t)
		apply(t, s, EventGrapple, map[string]any{"grappler": "carmin", "target": "trog", "strength": 15, "escape": 2}, "")
		for _, tc := range []struct {
			who      string
			strength int
			want     bool
		}{
			// the troglodyte is smaller than Carmin: 11 + 4 ties the 15
			{"trog", 11, true},
			{"trog", 15, false},
			{"megan", 15, false}, // not grappled
		} {
			if got := EscapeTied(s.State(), EscapePayload{OnCombatant: encounter.OnCombatant{Combatant: tc.who}, Strength: intp(tc.strength)}); got != tc.want {
				t.Errorf("%s escaping with %d: tied %v, want %v", tc.who, tc.strength, got, tc.want)
			}
		}
		if GrappleTied(s.State(), GrapplePayload{Grappler: "carmin", Target: "trog", Strength: intp(6), Escape: intp(2)}) {
			t.Error("a reset of one's own grapple has no contest to tie")
		}
	})
}

// TestArmourRoll: "roll your Armor and subtract it from the incoming
// damage" (002_81d21628bd61f597.txt), the shield's roll with it.
func TestArmourRoll(t *testing.T) {
	s := asksFight(t)
	for id, want := range map[string]string{"megan": "d4+d6", "trog": ""} {
		c, err := s.State().Combatant(id)
		if err != nil {
			t.Fatal(err)
		}
		if got := ArmourRoll(c); got != want {
			t.Errorf("%s: %q, want %q", id, got, want)
		}
	}
}

// TestNextRest: "The E stands for Easy and your first three rests will be
// easy ones to make. The H stands for Hard and your last three rests will
// be hard to make" and "A character can only rest ten times a day"
// (002_81d21628bd61f597.txt).
func TestNextRest(t *testing.T) {
	for _, tc := range []struct {
		taken, n int
		d        Difficulty
		ok       bool
	}{
		{0, 1, DifficultyEasy, true}, {2, 3, DifficultyEasy, true}, {3, 4, DifficultyNormal, true},
		{6, 7, DifficultyNormal, true}, {7, 8, DifficultyHard, true}, {9, 10, DifficultyHard, true},
		{10, 0, DifficultyNormal, false}, {-1, 1, DifficultyEasy, true},
	} {
		n, d, ok := NextRest(tc.taken)
		if n != tc.n {
			t.Errorf("n != tc.n: NextRest(%d) = %d, %s, %v; want %d, %s, %v", tc.taken, n, d, ok, tc.n, tc.d, tc.ok)
		} else if d != tc.d {
			t.Errorf("d != tc.d: NextRest(%d) = %d, %s, %v; want %d, %s, %v", tc.taken, n, d, ok, tc.n, tc.d, tc.ok)
		} else if ok != tc.ok {
			t.Errorf("ok != tc.ok: NextRest(%d) = %d, %s, %v; want %d, %s, %v", tc.taken, n, d, ok, tc.n, tc.d, tc.ok)
		}
	}
}
