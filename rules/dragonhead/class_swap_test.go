package dragonhead

import (
	"strings"
	"testing"
)

func sampleClass(t *testing.T, name string) ClassDef {
	t.Helper()
	for _, def := range SampleClasses() {
		if def.Name == name {
			return def
		}
	}
	t.Fatalf("no sample %s", name)
	return ClassDef{}
}

// TestUpdateClassReachesTheCharacter: a character who took the book's
// incomplete Fighter gets the completed copy, and with it Actual HP: "Start
// with the best possible roll of your class hit die" (002_81d21628bd61f597.txt).
func TestUpdateClassReachesTheCharacter(t *testing.T) {
	c, _, err := AddClass(NewCharacter(), sampleClass(t, "Fighter"), scriptedDice(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := DeriveCharacter(c, DefaultDiceTable()).Get("actual_hp"); ok {
		t.Fatal("the sample Fighter has no hit die, so no Actual HP")
	}
	done := sampleClass(t, "Fighter")
	done.Sample, done.Incomplete, done.HitDie, done.LevelXP = false, nil, 10, []int{2500, 5000}
	c, err = UpdateClass(c, done, scriptedDice(t))
	if err != nil {
		t.Fatal(err)
	}
	d := DeriveCharacter(c, DefaultDiceTable())
	if v, ok := d.Get("actual_hp"); !ok {
		t.Fatalf("!ok: Actual HP %v, want the d10's best roll 10 (+0 modifiers)", v.Value)
	} else if v.Value != 10 {
		t.Fatalf("v.Value != 10: Actual HP %v, want the d10's best roll 10 (+0 modifiers)", v.Value)
	}
	// "Every character starts with a class at 1st level": level 1 granted, 2,500 recorded.
	if c.XP.Spent.Classes["Fighter"] != 2500 {
		t.Fatalf("c.XP.Spent.Classes[\"Fighter\"] != 2500: after the update: spent %v unspent %d sample %v", c.XP.Spent.Classes, c.XP.Unspent, c.Classes[0].Sample)
	} else if c.XP.Unspent != 0 {
		t.Fatalf("c.XP.Unspent != 0: after the update: spent %v unspent %d sample %v", c.XP.Spent.Classes, c.XP.Unspent, c.Classes[0].Sample)
	} else if c.Classes[0].Sample {
		t.Fatalf("c.Classes[0].Sample: after the update: spent %v unspent %d sample %v", c.XP.Spent.Classes, c.XP.Unspent, c.Classes[0].Sample)
	}
	if _, err := UpdateClass(c, sampleClass(t, "Elf"), scriptedDice(t)); err == nil {
		t.Fatal("the Elf is not one of the character's classes")
	}
}

// TestSwapTheOnlyCalling: "a human character always holds at least one"
// calling, so it cannot be dropped, but it can be swapped.
func TestSwapTheOnlyCalling(t *testing.T) {
	c, _, err := AddClass(NewCharacter(), sampleClass(t, "Fighter"), scriptedDice(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := DropClass(c, "Fighter"); err == nil {
		t.Fatalf("err == nil: dropping the only calling: %v", err)
	} else if !strings.Contains(err.Error(), "only calling") {
		t.Fatalf("!strings.Contains(err.Error(), \"only calling\"): dropping the only calling: %v", err)
	}
	warlord := sampleClass(t, "Warlord")
	warlord.Sample, warlord.Incomplete, warlord.HitDie, warlord.LevelXP = false, nil, 8, []int{2500, 5000}
	next, _, err := SwapCalling(c, "Fighter", warlord, scriptedDice(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(next.Classes) != 1 {
		t.Fatalf("len(next.Classes) != 1: swapped: %+v spent %v unspent %d", next.Classes, next.XP.Spent.Classes, next.XP.Unspent)
	} else if next.Classes[0].Name != "Warlord" {
		t.Fatalf("next.Classes[0].Name != \"Warlord\": swapped: %+v spent %v unspent %d", next.Classes, next.XP.Spent.Classes, next.XP.Unspent)
	} else if next.XP.Spent.Classes["Warlord"] != 2500 {
		t.Fatalf("next.XP.Spent.Classes[\"Warlord\"] != 2500: swapped: %+v spent %v unspent %d", next.Classes, next.XP.Spent.Classes, next.XP.Unspent)
	} else if next.XP.Unspent != 0 {
		t.Fatalf("next.XP.Unspent != 0: swapped: %+v spent %v unspent %d", next.Classes, next.XP.Spent.Classes, next.XP.Unspent)
	}
	if v, ok := DeriveCharacter(next, DefaultDiceTable()).Get("actual_hp"); !ok {
		t.Fatalf("!ok: Actual HP after the swap %v", v.Value)
	} else if v.Value != 8 {
		t.Fatalf("v.Value != 8: Actual HP after the swap %v", v.Value)
	}
	if _, _, err := SwapCalling(c, "Fighter", sampleClass(t, "Elf"), scriptedDice(t)); err == nil {
		t.Fatal("a calling swapped for a race")
	}
}
