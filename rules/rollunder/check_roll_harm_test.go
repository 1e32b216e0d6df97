package rollunder

import (
	"testing"
)

// script is a dice source that answers with set faces, checking that the
// dice are asked for in the order given (sides, face).
type script struct {
	t     *testing.T
	rolls [][2]int
}

func (s *script) IntN(n int) int {
	s.t.Helper()
	if len(s.rolls) == 0 {
		s.t.Fatalf("a d%d rolled after the script ended", n)
	}
	r := s.rolls[0]
	s.rolls = s.rolls[1:]
	if r[0] != n {
		s.t.Fatalf("a d%d rolled where the script has a d%d", n, r[0])
	}
	return r[1] - 1
}

// TestRollHarm: one attack on a defender, the dice in order: the attack,
// the dodge ("Make a DEX Save to avoid all damage"), the STR save ("When
// you run out of HP, any remaining Damage is removed from your STR score.
// Now you must pass a STR Save to avoid Critical Damage"); "The character
// dies at STR 0".
func TestRollHarm(t *testing.T) {
	d8 := GangInput{Attackers: []Attacker{{Dice: []int{8}}}, Armor: 1}
	dodge := &SaveInput{Score: 10, Disadvantage: true}
	for _, tc := range []struct {
		name    string
		hp, str int
		dodge   *SaveInput
		rolls   [][2]int
		outcome string
		damage  int
		left    int
	}{
		{"a graze: HP only", 3, 6, nil, [][2]int{{8, 2}}, HarmHPOnly, 1, 0},
		{"out of HP, a STR save against what is left", 3, 6, nil, [][2]int{{8, 8}, {20, 2}}, HarmStrSave, 7, 2},
		{"past HP and all STR: dead, no save", 1, 3, nil, [][2]int{{8, 8}}, HarmDead, 7, 0},
		{"the dodge passes on the worse of two", 3, 6, dodge, [][2]int{{8, 8}, {20, 4}, {20, 9}}, HarmNone, 0, 0},
		{"the dodge fails on the worse of two", 3, 6, dodge, [][2]int{{8, 8}, {20, 4}, {20, 15}, {20, 3}}, HarmStrSave, 7, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := &script{t: t, rolls: tc.rolls}
			h, err := RollHarm(src, d8, tc.hp, tc.str, tc.dodge)
			if err != nil {
				t.Fatal(err)
			}
			if len(src.rolls) != 0 {
				t.Errorf("%d scripted dice never rolled", len(src.rolls))
			}
			if h.Outcome != tc.outcome {
				t.Errorf("outcome %s, want %s", h.Outcome, tc.outcome)
			}
			if h.Damage != tc.damage {
				t.Errorf("damage %d, want %d", h.Damage, tc.damage)
			}
			if h.STRLeft != tc.left {
				t.Errorf("STR left %d, want %d", h.STRLeft, tc.left)
			}
			if (h.Dodge != nil) != (tc.dodge != nil) {
				t.Errorf("dodge rolled %v, asked %v", h.Dodge != nil, tc.dodge != nil)
			}
		})
	}
}
