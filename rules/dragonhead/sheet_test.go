package dragonhead

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

// sheetAllTexts lists every text a panel prints.
func sheetAllTexts(p sheet.Panel) []string { return sheet.AllTexts(p.Blocks) }

func TestSheetPanelsAreTheBooksFourPages(t *testing.T) {
	// 002_81d21628bd61f597.txt: "four smaller pages known as Character,
	// Combat, Equipment and Experience".
	s := Sheet(SheetInput{}, SheetOptions{})
	var got []string
	for n := 1; n <= sheet.PanelCount; n++ {
		got = append(got, s.Panel(n).Title)
	}
	if want := []string{"Character", "Combat", "Equipment", "Experience"}; !reflect.DeepEqual(got, want) {
		t.Errorf("panels %v, want %v", got, want)
	}
	if s.System != "Dragonhead" {
		t.Errorf("s.System != \"Dragonhead\": blank sheet: %+v", s)
	} else if s.Character != "" {
		t.Errorf("s.Character != \"\": blank sheet: %+v", s)
	} else if len(s.Extras) != 0 {
		t.Errorf("len(s.Extras) != 0: blank sheet: %+v", s)
	}
}

func TestSheetDamageTrack(t *testing.T) {
	tests := []struct {
		name             string
		hp, morale, wear int
		count, checked   int
		marks            map[int]string
	}{
		// "count out your total hp in circles and put a D in the circle that follows it"
		{"14 hp", 14, 0, 0, 15, 0, map[int]string{14: "D"}},
		// "The Morale point is an M that appears in a creature's damage circles."
		{"morale at 7", 14, 7, 3, 15, 3, map[int]string{6: "M", 14: "D"}},
		{"morale beyond hp is ignored", 5, 9, 0, 6, 0, map[int]string{5: "D"}},
		{"wear past the D stops at the D", 5, 0, 20, 6, 6, map[int]string{5: "D"}},
		{"1 hp", 1, 0, 0, 2, 0, map[int]string{1: "D"}},
		{"blank sheet", 0, 0, 0, sheetBlankDamageCircles, 0, map[int]string{}},
	}
	for _, tt := range tests {
		tr := SheetDamageTrack(tt.hp, tt.morale, tt.wear)
		if tr.Count != tt.count {
			t.Errorf("tr.Count != tt.count: %s: count %d checked %d shape %v, want %d %d circle", tt.name, tr.Count, tr.Checked, tr.Shape, tt.count, tt.checked)
		} else if tr.Checked != tt.checked {
			t.Errorf("tr.Checked != tt.checked: %s: count %d checked %d shape %v, want %d %d circle", tt.name, tr.Count, tr.Checked, tr.Shape, tt.count, tt.checked)
		} else if tr.Shape != sheet.Circle {
			t.Errorf("tr.Shape != sheet.Circle: %s: count %d checked %d shape %v, want %d %d circle", tt.name, tr.Count, tr.Checked, tr.Shape, tt.count, tt.checked)
		}
		got := map[int]string{}
		for i, m := range tr.Marks {
			if m != "" {
				got[i] = m
			}
		}
		if !reflect.DeepEqual(got, tt.marks) {
			t.Errorf("%s: marks %v, want %v", tt.name, got, tt.marks)
		}
	}
}

func TestSheetRestTrack(t *testing.T) {
	// 002_81d21628bd61f597.txt: "you can only rest ten times per day ... The E
	// stands for Easy and your first three rests will be easy ones ... The H
	// stands for Hard and your last three rests will be hard".
	tr := SheetRestTrack(4)
	want := []string{"E", "E", "E", "", "", "", "", "H", "H", "H"}
	if tr.Count != 10 {
		t.Errorf("tr.Count != 10: rests: count %d marks %q checked %d", tr.Count, tr.Marks, tr.Checked)
	} else if !reflect.DeepEqual(tr.Marks, want) {
		t.Errorf("!reflect.DeepEqual(tr.Marks, want): rests: count %d marks %q checked %d", tr.Count, tr.Marks, tr.Checked)
	} else if tr.Checked != 4 {
		t.Errorf("tr.Checked != 4: rests: count %d marks %q checked %d", tr.Count, tr.Marks, tr.Checked)
	}
	if SheetRestTrack(15).Checked != 10 {
		t.Errorf("SheetRestTrack(15).Checked != 10: rests taken are not kept within 0..10")
	} else if SheetRestTrack(-2).Checked != 0 {
		t.Errorf("SheetRestTrack(-2).Checked != 0: rests taken are not kept within 0..10")
	}
}

func TestSheetCharacterPage(t *testing.T) {
	in := SheetInput{
		Name: "Megan Steelion", CharacterLevel: "2", Inclination: "LN / CG", Personality: "Brave, Relentless",
		Classes: []SheetClass{{Name: "Warlord", Level: "1", Features: []SheetFeature{{Name: "Eye of the Tiger", StartsAt: "3"}}}},
		Skills:  []SheetSkill{{Name: "Common", Bonus: "+0"}, {Name: "Read & Write", Bonus: "+0"}},
	}
	in.Abilities[0].Score = "12"
	in.Abilities[8].Score = "15"
	texts := sheetAllTexts(Sheet(in, SheetOptions{}).Panels[0])
	// Existence lines, the class with its level, features with SA, skills.
	for _, want := range []string{"Megan Steelion", "2", "Warlord 1", "LN / CG", "Brave, Relentless", "Eye of the Tiger", "3", "Common", "Read & Write", "+0"} {
		if !slices.Contains(texts, want) {
			t.Errorf("Character page lacks %q", want)
		}
	}
	// "Streaming down the left side of the sheet are your nine abilities",
	// as diamonds, in the book's order.
	cols := Sheet(in, SheetOptions{}).Panels[0].Blocks[3].(sheet.Columns)
	diamonds := cols.Columns[0].Blocks[0].(sheet.Scores)
	if diamonds.Shape != sheet.Diamond {
		t.Fatalf("diamonds.Shape != sheet.Diamond: abilities: %+v", diamonds)
	} else if diamonds.Across != 1 {
		t.Fatalf("diamonds.Across != 1: abilities: %+v", diamonds)
	} else if len(diamonds.Items) != 9 {
		t.Fatalf("len(diamonds.Items) != 9: abilities: %+v", diamonds)
	}
	if diamonds.Items[0].Label != "Mus" {
		t.Errorf("diamonds.Items[0].Label != \"Mus\": ability order or values: %+v", diamonds.Items)
	} else if diamonds.Items[0].Value != "12" {
		t.Errorf("diamonds.Items[0].Value != \"12\": ability order or values: %+v", diamonds.Items)
	} else if diamonds.Items[8].Label != "Luc" {
		t.Errorf("diamonds.Items[8].Label != \"Luc\": ability order or values: %+v", diamonds.Items)
	} else if diamonds.Items[8].Value != "15" {
		t.Errorf("diamonds.Items[8].Value != \"15\": ability order or values: %+v", diamonds.Items)
	}
}

func TestSheetOtherPages(t *testing.T) {
	in := SheetInput{
		HP: 14, ACDC: "13/9", Stun: "4", Move: "d8", Hinders: []string{"Drunkenness"},
		Attacks: []SheetAttack{{Name: "Sword", Hit: "12", Damage: "d8", Type: "S", Aspects: "Close"}},
		Items:   []SheetItem{{Name: "Chain shirt", Weight: "20"}}, Climate: "Temp", Warmth: "5", AdjustedClimate: "Temp", BodyWeight: "140",
		UnspentXP: "300", TotalXP: "5,000", Spent: []SheetSpent{{What: "Common +0", XP: "400"}}, Campaign: "The Ashen Crown", DateCreated: "2026-11-21",
	}
	in.Abilities[1].Modifier = "+2"
	s := Sheet(in, SheetOptions{})
	pages := map[int][]string{
		2: {"14", "13/9", "4", "d8", "Drunkenness", "Sword", "12", "S", "Close", "Hit", "Damage", "Aspects", "X", "Rests", "E", "H"},
		3: {"Chain shirt", "20", "Temp", "5", "140", "Climate", "Wm", "Adj", "Body Wt", "PP", "GP", "SP", "CP", "IP"},
		4: {"300", "5,000", "Common +0", "400", "Portrait", "+2", "Con", "The Ashen Crown", "2026-11-21", "Campaign", "Date created"},
	}
	for n, wants := range pages {
		texts := sheetAllTexts(*s.Panel(n))
		for _, want := range wants {
			if !slices.Contains(texts, want) {
				t.Errorf("panel %d lacks %q", n, want)
			}
		}
	}
}

func TestSheetPlacemat(t *testing.T) {
	s := Sheet(SheetInput{}, SheetOptions{Placemat: true, DiceTable: []SheetDiceRow{{Number: "8", Roll: "d8"}}})
	if len(s.Extras) != 1 {
		t.Fatalf("len(s.Extras) != 1: extras: %+v", s.Extras)
	} else if s.Extras[0].Title != "Placemat" {
		t.Fatalf("s.Extras[0].Title != \"Placemat\": extras: %+v", s.Extras)
	}
	var texts []string
	for _, c := range s.Extras[0].Columns {
		texts = append(texts, sheet.AllTexts(c.Blocks)...)
	}
	// 002_81d21628bd61f597.txt: "| Easy | = +4 |", "| Herculean | = -16 |",
	// "| Try Hardest | 2 wear | d20 d20 d20 |", "| 13 to 16 | Single |".
	for _, want := range []string{"Easy", "+4", "Herculean", "−16", "Try Hardest", "2 wear", "d20 d20 d20", "13 to 16", "Single", "1 to 4", "Crash Fail", "Double Bonus", "8", "d8", "Notes"} {
		if !slices.Contains(texts, want) {
			t.Errorf("placemat lacks %q", want)
		}
	}
	blank := SheetPlacemat(nil)
	rows := blank.Columns[1].Blocks[0].(sheet.Table).Rows
	if len(rows) != 24 {
		t.Errorf("len(rows) != 24: blank dice table rows: %v", rows)
	} else if rows[0][0] != "1" {
		t.Errorf("rows[0][0] != \"1\": blank dice table rows: %v", rows)
	} else if rows[23][0] != "24" {
		t.Errorf("rows[23][0] != \"24\": blank dice table rows: %v", rows)
	} else if rows[5][1] != "" {
		t.Errorf("rows[5][1] != \"\": blank dice table rows: %v", rows)
	}
}

func TestSheetDamageTrackHugeHP(t *testing.T) {
	// Review finding: hp 1e15 panicked in make and 1e9 ran out of memory.
	// At most MaxDamageCircles circles; the label says what is not drawn.
	for _, hp := range []int{MaxDamageCircles, 1_000_000_000, 1_000_000_000_000_000, math.MaxInt} {
		tr := SheetDamageTrack(hp, 7, 1_000_000_000)
		if tr.Count != MaxDamageCircles {
			t.Errorf("tr.Count != MaxDamageCircles: hp %d: count %d, marks %d, checked %d; want %d each", hp, tr.Count, len(tr.Marks), tr.Checked, MaxDamageCircles)
		} else if len(tr.Marks) != MaxDamageCircles {
			t.Errorf("len(tr.Marks) != MaxDamageCircles: hp %d: count %d, marks %d, checked %d; want %d each", hp, tr.Count, len(tr.Marks), tr.Checked, MaxDamageCircles)
		} else if tr.Checked != MaxDamageCircles {
			t.Errorf("tr.Checked != MaxDamageCircles: hp %d: count %d, marks %d, checked %d; want %d each", hp, tr.Count, len(tr.Marks), tr.Checked, MaxDamageCircles)
		}
		if !strings.Contains(tr.Label, "not drawn") {
			t.Errorf("!strings.Contains(tr.Label, \"not drawn\"): hp %d: label %q, marks %v", hp, tr.Label, tr.Marks)
		} else if slices.Contains(tr.Marks, "D") {
			t.Errorf("slices.Contains(tr.Marks, \"D\"): hp %d: label %q, marks %v", hp, tr.Label, tr.Marks)
		} else if tr.Marks[6] != "M" {
			t.Errorf("tr.Marks[6] != \"M\": hp %d: label %q, marks %v", hp, tr.Label, tr.Marks)
		}
	}
	// One HP below the cap still fits with its D.
	if tr := SheetDamageTrack(MaxDamageCircles-1, 0, 0); tr.Count != MaxDamageCircles {
		t.Errorf("tr.Count != MaxDamageCircles: hp %d: count %d, last mark %q", MaxDamageCircles-1, tr.Count, tr.Marks[tr.Count-1])
	} else if tr.Marks[MaxDamageCircles-1] != "D" {
		t.Errorf("tr.Marks[MaxDamageCircles-1] != \"D\": hp %d: count %d, last mark %q", MaxDamageCircles-1, tr.Count, tr.Marks[tr.Count-1])
	}
	if got := len(DamageCircles(1_000_000_000_000_000, 0, 5, 3, 1)); got != MaxDamageCircles {
		t.Errorf("DamageCircles for hp 1e15: %d circles, want %d", got, MaxDamageCircles)
	}
}
