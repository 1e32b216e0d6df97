package dragonhead

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// scripted is a Dice that returns the given die faces in order.
type scripted struct {
	faces []int
	t     *testing.T
}

func (s *scripted) IntN(n int) int {
	if len(s.faces) == 0 {
		s.t.Fatal("scripted dice ran out")
	}
	f := s.faces[0]
	s.faces = s.faces[1:]
	if f < 1 || f > n {
		s.t.Fatalf("scripted face %d on a d%d", f, n)
	}
	return f - 1
}

func scriptedDice(t *testing.T, faces ...int) *scripted { return &scripted{faces: faces, t: t} }

// rollScores scripts 3d6 so that each ability totals the given score.
func rollScores(t *testing.T, scores ...int) []int {
	var faces []int
	for _, s := range scores {
		a := min(6, s-2)
		b := min(6, s-a-1)
		faces = append(faces, a, b, s-a-b)
	}
	return faces
}

func TestRollAbilitiesDownTheLineKeepsEveryRoll(t *testing.T) {
	c, err := RollAbilities(NewCharacter(), rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.History) != 9 {
		t.Fatalf("len(c.History) != 9: history %d, creation %+v", len(c.History), c.Creation)
	} else if c.Creation.Method != "roll" {
		t.Fatalf("c.Creation.Method != \"roll\": history %d, creation %+v", len(c.History), c.Creation)
	} else if len(c.Creation.Rolled) != 9 {
		t.Fatalf("len(c.Creation.Rolled) != 9: history %d, creation %+v", len(c.History), c.Creation)
	}
	for i, a := range AbilityNames() {
		e := c.History[i]
		sum := e.Dice[0] + e.Dice[1] + e.Dice[2]
		if e.Ability != string(a) {
			t.Errorf("e.Ability != string(a): roll %d %+v, score %d", i, e, c.Abilities[a])
		} else if len(e.Dice) != 3 {
			t.Errorf("len(e.Dice) != 3: roll %d %+v, score %d", i, e, c.Abilities[a])
		} else if e.Total != sum {
			t.Errorf("e.Total != sum: roll %d %+v, score %d", i, e, c.Abilities[a])
		} else if c.Abilities[a] != sum {
			t.Errorf("c.Abilities[a] != sum: roll %d %+v, score %d", i, e, c.Abilities[a])
		} else if sum < 3 {
			t.Errorf("sum < 3: roll %d %+v, score %d", i, e, c.Abilities[a])
		} else if sum > 18 {
			t.Errorf("sum > 18: roll %d %+v, score %d", i, e, c.Abilities[a])
		}
	}
}

func TestRerollRule(t *testing.T) {
	// 002_81d21628bd61f597.txt: "Any roll of 7 or less may be re-rolled but
	// only after first re-rolling the best score you have."
	c, err := RollAbilities(NewCharacter(), scriptedDice(t, rollScores(t, 12, 6, 10, 15, 9, 5, 11, 8, 13)...))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Reroll(c, Constitution, scriptedDice(t, 1, 1, 1)); err == nil {
		t.Fatal("a low score was re-rolled before the best")
	}
	choices := RerollChoices(c)
	if len(choices) != 1 {
		t.Fatalf("len(choices) != 1: first choices %v, want the best score (Intellect 15)", choices)
	} else if choices[0] != Intellect {
		t.Fatalf("choices[0] != Intellect: first choices %v, want the best score (Intellect 15)", choices)
	}
	c, err = Reroll(c, Intellect, scriptedDice(t, 2, 2, 2))
	if err != nil {
		t.Fatal(err)
	}
	if c.Abilities[Intellect] != 6 {
		t.Fatalf("c.Abilities[Intellect] != 6: best re-rolled to %d, creation %+v", c.Abilities[Intellect], c.Creation)
	} else if c.Creation.RerolledBest != "Intellect" {
		t.Fatalf("c.Creation.RerolledBest != \"Intellect\": best re-rolled to %d, creation %+v", c.Abilities[Intellect], c.Creation)
	}
	// The best is re-rolled once; its new 6 stands. Constitution 6 and
	// Charisma 5 may now be re-rolled.
	choices = RerollChoices(c)
	if len(choices) != 2 {
		t.Fatalf("len(choices) != 2: low choices %v", choices)
	} else if choices[0] != Constitution {
		t.Fatalf("choices[0] != Constitution: low choices %v", choices)
	} else if choices[1] != Charisma {
		t.Fatalf("choices[1] != Charisma: low choices %v", choices)
	}
	c, err = Reroll(c, Constitution, scriptedDice(t, 6, 5, 4))
	if err != nil {
		t.Fatalf("err != nil: Constitution re-roll: %v, %d", err, c.Abilities[Constitution])
	} else if c.Abilities[Constitution] != 15 {
		t.Fatalf("c.Abilities[Constitution] != 15: Constitution re-roll: %v, %d", err, c.Abilities[Constitution])
	}
	if _, err := Reroll(c, Constitution, scriptedDice(t, 1, 1, 1)); err == nil {
		t.Error("a score was re-rolled twice")
	}
	if _, err := Reroll(c, Muscle, scriptedDice(t, 1, 1, 1)); err == nil {
		t.Error("a score above 7 was re-rolled")
	}
	last := c.History[len(c.History)-1]
	if last.Kind != "reroll" {
		t.Errorf("last.Kind != \"reroll\": history %+v", c.History[9:])
	} else if last.Old != 6 {
		t.Errorf("last.Old != 6: history %+v", c.History[9:])
	} else if last.Total != 15 {
		t.Errorf("last.Total != 15: history %+v", c.History[9:])
	} else if c.History[9].Kind != "reroll_best" {
		t.Errorf("c.History[9].Kind != \"reroll_best\": history %+v", c.History[9:])
	}
	if c.Creation.Rolled[1] != 15 {
		t.Errorf("rolled list not updated: %v", c.Creation.Rolled)
	}
	// Without any score of 7 or less there is nothing to re-roll.
	high, _ := RollAbilities(NewCharacter(), scriptedDice(t, rollScores(t, 12, 9, 10, 15, 9, 8, 11, 8, 13)...))
	if got := RerollChoices(high); len(got) != 0 {
		t.Errorf("choices without a low score: %v", got)
	}
	done, _ := FinishCreation(c)
	if _, err := Reroll(done, Charisma, scriptedDice(t, 1, 1, 1)); err == nil {
		t.Error("re-rolled after creation")
	}
}

func TestClassFirstCreation(t *testing.T) {
	// 002_81d21628bd61f597.txt: "The best abilities of the Elf are Magic,
	// Dexterity and Constitution so you would put your top three dice rolls
	// into these abilities"
	c, err := RollAbilities(NewCharacter(), scriptedDice(t, rollScores(t, 12, 9, 10, 15, 9, 8, 11, 14, 13)...))
	if err != nil {
		t.Fatal(err)
	}
	elf := SampleClasses()[1]
	assign, err := BestFirstAssignment(c.Creation.Rolled, elf.BestAbilities)
	if err != nil {
		t.Fatal(err)
	}
	c, err = AssignClassFirst(c, assign)
	if err != nil {
		t.Fatal(err)
	}
	if c.Abilities[Magic] != 15 {
		t.Errorf("c.Abilities[Magic] != 15: class-first scores %v", c.Abilities)
	} else if c.Abilities[Dexterity] != 14 {
		t.Errorf("c.Abilities[Dexterity] != 14: class-first scores %v", c.Abilities)
	} else if c.Abilities[Constitution] != 13 {
		t.Errorf("c.Abilities[Constitution] != 13: class-first scores %v", c.Abilities)
	} else if c.Creation.Method != "class_first" {
		t.Errorf("c.Creation.Method != \"class_first\": class-first scores %v", c.Abilities)
	}
	total := 0
	for _, v := range c.Abilities {
		total += v
	}
	if total != 12+9+10+15+9+8+11+14+13 {
		t.Errorf("assignment changed the rolled numbers: total %d", total)
	}
	bad := map[Ability]int{}
	for k, v := range assign {
		bad[k] = v
	}
	bad[Luck] = bad[Muscle]
	if _, err := AssignClassFirst(c, bad); err == nil {
		t.Error("one roll assigned twice")
	}
	delete(bad, Luck)
	if _, err := AssignClassFirst(c, bad); err == nil {
		t.Error("an ability left without a roll")
	}
	if _, err := AssignClassFirst(NewCharacter(), assign); err == nil {
		t.Error("class-first without rolls")
	}
}

func TestTypeScores(t *testing.T) {
	scores := map[Ability]int{}
	for _, a := range AbilityNames() {
		scores[a] = 11
	}
	c, err := TypeScores(NewCharacter(), scores)
	if err != nil {
		t.Fatalf("err != nil: typed: %v %+v", err, c.Creation)
	} else if c.Creation.Method != "typed" {
		t.Fatalf("c.Creation.Method != \"typed\": typed: %v %+v", err, c.Creation)
	} else if c.Abilities[Luck] != 11 {
		t.Fatalf("c.Abilities[Luck] != 11: typed: %v %+v", err, c.Creation)
	} else if len(c.History) != 9 {
		t.Fatalf("len(c.History) != 9: typed: %v %+v", err, c.Creation)
	}
	scores[Luck] = 0
	if _, err := TypeScores(NewCharacter(), scores); err == nil {
		t.Error("a score of 0 accepted: \"a score can go as low as 1\"")
	}
	delete(scores, Luck)
	if _, err := TypeScores(NewCharacter(), scores); err == nil {
		t.Error("eight scores accepted")
	}
	done, _ := FinishCreation(c)
	if _, err := RollAbilities(done, scriptedDice(t)); !errors.Is(err, ErrCreationDone) {
		t.Errorf("rolling after creation: %v", err)
	}
}
