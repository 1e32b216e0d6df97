package dragonhead

import (
	"reflect"
	"slices"
	"testing"
)

func meganSheetInput(t *testing.T) SheetInput {
	t.Helper()
	c, err := DecodeCharacter(meganData(t))
	if err != nil {
		t.Fatal(err)
	}
	return SheetInputFor("Megan Steelion", "Sample", "Dragonhead sample characters", c, DefaultDiceTable())
}

func TestSheetInputForMegan(t *testing.T) {
	in := meganSheetInput(t)
	tests := []struct {
		what, got, want string
	}{
		// 002_81d21628bd61f597.txt: "Megan is a 2nd level character".
		{"character level", in.CharacterLevel, "2"},
		// "Megan has two inclinations separated by a slash: LN / CG."
		{"inclination", in.Inclination, "LN / CG"},
		// "She also tends to be Brave, Relentless and something of an Instigator."
		{"personality", in.Personality, "Brave, Relentless, Instigator"},
		// Combat = (Muscle 10 + Dexterity 11 + Spirit 14) / 3 = 11, rounded down.
		{"combat", in.Combat, "11"},
		// AC 11, DC = Luck 14 − 4 = 10; "the first roll is AC and the second is DC".
		{"AC / DC", in.ACDC, "11/10"},
		{"shield (Dice Table 6)", in.Shield, "d6"},
		{"stun", in.Stun, "5"},
		// "Megan is currently dressed for a Temp or Temperate climate."
		{"climate", in.Climate, "Temperate"},
		{"adjusted climate", in.AdjustedClimate, "Temperate"},
		{"warmth", in.Warmth, "5"},
		{"body weight", in.BodyWeight, "140"},
		// Traditional start: 2,500 (Warlord) + 400 (Common) + 600 (Read & Write).
		{"spent XP", in.SpentXP, "3,500"},
		{"unspent XP", in.UnspentXP, "0"},
		{"total XP", in.TotalXP, "3,500"},
		{"move (Walk 8 → d8)", in.Move, "d8"},
		{"campaign", in.Campaign, "Dragonhead sample characters"},
		{"gold", in.Gold, "3"},
		{"iron", in.Iron, "25"},
		{"platinum (none)", in.Platinum, ""},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %q, want %q", tt.what, tt.got, tt.want)
		}
	}
	if in.HP != 10 {
		t.Errorf("HP %d, want Derive's total HP 10", in.HP)
	}
	if want := (SheetAbility{Score: "15", Modifier: "+2"}); in.Abilities[5] != want {
		t.Errorf("Charisma %+v, want %+v", in.Abilities[5], want)
	}
	if want := (SheetAbility{Score: "5", Modifier: "-3"}); in.Abilities[7] != want {
		t.Errorf("Magic %+v, want %+v", in.Abilities[7], want)
	}
	// "Megan has Common +0 and Read & Write +0."
	if want := []SheetSkill{{"Common", "+0"}, {"Read & Write", "+0"}}; !reflect.DeepEqual(in.Skills, want) {
		t.Errorf("skills %+v, want %+v", in.Skills, want)
	}
	// "Megan's sword does sharp damage. Her kick does impact damage." and
	// "Close means the attack can only be used against an opponent you are
	// right on top of."
	want := []SheetAttack{
		{Name: "Sword", Hit: "12", Damage: "d6", Type: "S"},
		{Name: "Kick", Hit: "11", Damage: "2", Type: "I", Aspects: "Close"},
	}
	if !reflect.DeepEqual(in.Attacks, want) {
		t.Errorf("attacks %+v, want %+v", in.Attacks, want)
	}
	if len(in.Classes) != 1 {
		t.Errorf("len(in.Classes) != 1: classes %+v, want Warlord 1", in.Classes)
	} else if in.Classes[0].Name != "Warlord" {
		t.Errorf("in.Classes[0].Name != \"Warlord\": classes %+v, want Warlord 1", in.Classes)
	} else if in.Classes[0].Level != "1" {
		t.Errorf("in.Classes[0].Level != \"1\": classes %+v, want Warlord 1", in.Classes)
	}
	wantSpent := []SheetSpent{{"Warlord 1", "2,500"}, {"Common +0", "400"}, {"Read & Write +0", "600"}}
	if !reflect.DeepEqual(in.Spent, wantSpent) {
		t.Errorf("spent %+v, want %+v", in.Spent, wantSpent)
	}
	if i := slices.IndexFunc(in.Items, func(it SheetItem) bool { return it.Name == "Medium Shield" }); i < 0 {
		t.Errorf("i < 0: items %+v: want the worn Medium Shield 6, 8 lbs", in.Items)
	} else if in.Items[i].Aspects != "worn, Shield 6" {
		t.Errorf("in.Items[i].Aspects != \"worn, Shield 6\": items %+v: want the worn Medium Shield 6, 8 lbs", in.Items)
	} else if in.Items[i].Weight != "8" {
		t.Errorf("in.Items[i].Weight != \"8\": items %+v: want the worn Medium Shield 6, 8 lbs", in.Items)
	}
	if len(in.Hinders) != 0 {
		t.Errorf("hinders %v, want none: Megan carries no Move penalty", in.Hinders)
	}
}

func TestSheetInputForSizeAndPenalty(t *testing.T) {
	c, err := DecodeCharacter(meganData(t))
	if err != nil {
		t.Fatal(err)
	}
	c.Equipment = append(c.Equipment, Item{Name: "Plate", Kind: "gear", MovePenalty: 2, Count: 2, WeightLb: 1.5})
	c.Coins = map[string]int{"PP": 1200}
	in := SheetInputFor("", "", "", c, DefaultDiceTable())
	// 002_81d21628bd61f597.txt: "Write your total Move penalty on the front
	// of your sheet under Hinders." 2 × 2 from the plates + 1200 coins / 250.
	if len(in.Hinders) != 1 {
		t.Errorf("len(in.Hinders) != 1: hinders %v", in.Hinders)
	} else if in.Hinders[0] != "Move penalty −8" {
		t.Errorf("in.Hinders[0] != \"Move penalty −8\": hinders %v", in.Hinders)
	}
	if in.Name != "The Warlord" {
		t.Errorf("name %q, want the book's default: tack \"The\" onto the class", in.Name)
	}
	if in.Platinum != "1,200" {
		t.Errorf("platinum %q", in.Platinum)
	}
	i := slices.IndexFunc(in.Items, func(it SheetItem) bool { return it.Name == "2× Plate" })
	if i < 0 {
		t.Errorf("i < 0: items %+v: want 2× Plate, 3 lbs, Move −2", in.Items)
	} else if in.Items[i].Weight != "3" {
		t.Errorf("in.Items[i].Weight != \"3\": items %+v: want 2× Plate, 3 lbs, Move −2", in.Items)
	} else if in.Items[i].Aspects != "Move −2" {
		t.Errorf("in.Items[i].Aspects != \"Move −2\": items %+v: want 2× Plate, 3 lbs, Move −2", in.Items)
	}
}

func TestSheetInputForPrintsOnTheSheet(t *testing.T) {
	s := Sheet(meganSheetInput(t), SheetOptions{Placemat: true, DiceTable: SheetDiceTable(DefaultDiceTable())})
	cover := sheetAllTexts(*s.Panel(1))
	for _, want := range []string{"Megan Steelion", "2", "LN / CG", "Warlord 1"} {
		if !slices.Contains(cover, want) {
			t.Errorf("Character panel %v lacks %q", cover, want)
		}
	}
	if len(s.Extras) != 1 {
		t.Fatalf("placemat missing: %d extras", len(s.Extras))
	}
	rows := SheetDiceTable(DefaultDiceTable())
	if len(rows) != SheetDiceRows {
		t.Errorf("len(rows) != SheetDiceRows: dice rows %+v", rows)
	} else if rows[5] != (SheetDiceRow{"6", "d6"}) {
		t.Errorf("rows[5] != (SheetDiceRow{\"6\", \"d6\"}): dice rows %+v", rows)
	}
}
