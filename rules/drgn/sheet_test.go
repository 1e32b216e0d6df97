package drgn

import (
	"reflect"
	"slices"
	"testing"

	"sessionzero/rules/sheet"
)

func sheetAllTexts(p sheet.Panel) []string { return sheet.AllTexts(p.Blocks) }

func TestSheetPanels(t *testing.T) {
	s := Sheet(SheetInput{})
	var got []string
	for n := 1; n <= sheet.PanelCount; n++ {
		got = append(got, s.Panel(n).Title)
	}
	if want := []string{"Character", "Combat", "Equipment", "Abilities & XP"}; !reflect.DeepEqual(got, want) {
		t.Errorf("panels %v, want %v", got, want)
	}
}

func TestSheetBlankDefaults(t *testing.T) {
	s := Sheet(SheetInput{})
	// 000_83d7bea2fb475415.txt: "recommended ... functional traits:
	// Constitution ... Evasion ... Perception".
	char := sheetAllTexts(s.Panels[0])
	for _, want := range []string{"Constitution", "Evasion", "Perception", "Body shape", "Size", "Features"} {
		if !slices.Contains(char, want) {
			t.Errorf("blank Character panel lacks %q", want)
		}
	}
	// "Every character will start a Head slot, a Main Armor slot, and a Weapon
	// slot, as well as 5 additional slots": 8 rows, the head's named Helmet
	// as on the filled sheets.
	slots := s.Panels[2].Blocks[0].(sheet.Table)
	if slots.MinRows != 8 || len(slots.Rows) != 3 || slots.Rows[0][0] != SlotHelmet || slots.Rows[1][0] != "Main Armor" || slots.Rows[2][0] != "Weapon" {
		t.Errorf("blank slots: %+v", slots)
	}
	abilities := 0
	for _, b := range s.Panels[3].Blocks {
		if f, ok := b.(sheet.Fields); ok && f.Items[0].Label == "Ability" {
			abilities++
		}
	}
	if abilities != sheetBlankAbilities {
		t.Errorf("blank sheet prints %d abilities, want %d", abilities, sheetBlankAbilities)
	}
}

func TestSheetFilled(t *testing.T) {
	in := SheetInput{
		Name: "Ægir", Concept: "Lighthouse keeper", BodyShape: "Humanoid", Size: "Large", HPModifier: "1.25",
		Traits: []SheetTrait{{Name: "Constitution", Score: "50"}},
		MaxHP:  "250", CurrentHP: "250", TempHP: "0", Toughness: "4", Evasion: "2", Speed: "7",
		Resistances:   []string{"Slashing", "Water"},
		Attunement:    []SheetAttunement{{Element: "Water", TakesMore: "Electric, Poison", TakesLess: "Water, Fire, Radiation"}},
		StatusEffects: []SheetStatus{{Name: "Blinded", Degree: "1", Rounds: "4"}},
		Slots:         []SheetSlot{{Slot: "Weapon", Item: "Heavy broadsword", Tier: "1", Stat: "Dmg 12"}},
		Trinkets:      []string{"Spare dagger"},
		Abilities:     []SheetAbility{{Name: "Tide Slam", Components: "Power 10, Cone 2", CostPerUse: "14", Uses: 3, Used: 5, XP: "42"}},
		XPBudget:      "800", XPSpent: "764", XPRemaining: "36", Epicoins: "1", RiskItAll: 4,
	}
	s := Sheet(in)
	pages := map[int][]string{
		1: {"Ægir", "Lighthouse keeper", "Humanoid", "Large", "1.25", "Constitution", "50"},
		2: {"250", "Max HP", "Current HP", "Temp HP", "4", "2", "7", "Slashing, Water", "Electric, Poison", "Water, Fire, Radiation", "Blinded", "Rounds left"},
		3: {"Weapon", "Heavy broadsword", "Dmg 12", "Spare dagger"},
		4: {"Tide Slam", "14", "42", "Components: Power 10, Cone 2", "800", "764", "36", "1"},
	}
	for n, wants := range pages {
		texts := sheetAllTexts(*s.Panel(n))
		for _, want := range wants {
			if !slices.Contains(texts, want) {
				t.Errorf("panel %d lacks %q", n, want)
			}
		}
	}
	for _, b := range s.Panels[3].Blocks {
		if tr, ok := b.(sheet.Track); ok && tr.Label == "Uses" && (tr.Count != 3 || tr.Checked != 3) {
			t.Errorf("uses: %d boxes, %d checked; want 3 and 3 (used is capped)", tr.Count, tr.Checked)
		}
	}
}

func TestSheetRiskTrack(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "For every 3 times a player “risks it all,”
	// they gain 1 Epicoin to use."
	tr := SheetRiskTrack(4)
	for i, m := range tr.Marks {
		if want := (i+1)%3 == 0; (m == "E") != want {
			t.Errorf("box %d mark %q", i+1, m)
		}
	}
	for _, tt := range []struct{ risked, checked int }{{0, 0}, {1, 1}, {4, 4}, {15, 15}, {16, 1}, {30, 15}} {
		if got := SheetRiskTrack(tt.risked).Checked; got != tt.checked {
			t.Errorf("risked %d: %d boxes checked, want %d", tt.risked, got, tt.checked)
		}
	}
}
