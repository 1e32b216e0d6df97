package drgn

import (
	"math"
	"testing"
)

func TestStartingXP(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "Tier 1: 350 XP … Tier 9+: 6750+ XP"
	tests := []struct {
		tier   int
		xp     int
		wantOK bool
	}{
		{1, 350, true}, {2, 800, true}, {3, 1350, true}, {4, 2000, true}, {5, 2750, true},
		{6, 3600, true}, {7, 4550, true}, {8, 5600, true}, {9, 6750, true}, {10, 6750, true},
		{0, 0, false}, {11, 0, false},
	}
	for _, tt := range tests {
		xp, ok := StartingXP(tt.tier)
		if xp != tt.xp || ok != tt.wantOK {
			t.Errorf("StartingXP(%d) = %d, %v; want %d, %v", tt.tier, xp, ok, tt.xp, tt.wantOK)
		}
	}
}

func TestBodyShapes(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "Centaur | Helmet Main Armor Weapon Weapon Boots Boots Accessory Accessory"
	count := func(slots []string, kind string) int {
		n := 0
		for _, s := range slots {
			if s == kind {
				n++
			}
		}
		return n
	}
	tests := []struct {
		shape                   string
		weapons, boots, accessy int
	}{
		{"Humanoid", 2, 1, 3},
		{"Bipedal", 1, 1, 4},
		{"Mermaid", 2, 0, 4},
		{"Monster", 4, 1, 1},
		{"Centaur", 2, 2, 2},
		{"Animal", 1, 2, 3},
	}
	for _, tt := range tests {
		s, ok := BodyShapeByName(tt.shape)
		if !ok {
			t.Fatalf("no shape %s", tt.shape)
		}
		// "Every character will start a Head slot, a Main Armor slot, and a
		// Weapon slot, as well as 5 additional slots"
		if len(s.Slots) != 8 || count(s.Slots, SlotHelmet) != 1 || count(s.Slots, SlotMainArmor) != 1 {
			t.Errorf("%s: %v is not Helmet + Main Armor + 6 more", tt.shape, s.Slots)
		}
		if count(s.Slots, SlotWeapon) != tt.weapons || count(s.Slots, SlotBoots) != tt.boots || count(s.Slots, SlotAccessory) != tt.accessy {
			t.Errorf("%s: slots %v", tt.shape, s.Slots)
		}
	}
}

func TestSizes(t *testing.T) {
	// 000_83d7bea2fb475415.txt size table, e.g. "Large | 3-6 | 7 | -10 | 1.25"
	tests := []struct {
		name    string
		token   string
		speed   int
		evasion int
		hp      float64
	}{
		{"Minuscule", "1/6", 3, 30, 0.25},
		{"Tiny", "1/3", 4, 20, 0.5},
		{"Small", "1", 5, 10, 0.75},
		{"Medium", "1", 5, 0, 1},
		{"Large", "3-6", 7, -10, 1.25},
		{"Huge", "7-10", 9, -20, 1.5},
		{"Kaiju", "11+", 10, -30, 1.75},
		{"miniscule", "1/6", 3, 30, 0.25}, // the text's spelling
	}
	for _, tt := range tests {
		s, ok := SizeByName(tt.name)
		if !ok {
			t.Fatalf("no size %s", tt.name)
		}
		if s.TokenSize != tt.token || s.BaseSpeed != tt.speed || s.BonusEvasion != tt.evasion || s.HPModifier != tt.hp {
			t.Errorf("%s = %+v", tt.name, s)
		}
	}
}

func TestFeatures(t *testing.T) {
	// 000_83d7bea2fb475415.txt features table: "Flexible | 10", "Amorphous | 50" …
	want := map[string]int{"Flexible": 10, "Amorphous": 50, "Limb Regeneration": 10, "Additional Limb": 25, "Artificial": 25, "Battery Powered": 0}
	if len(Features) != len(want) {
		t.Errorf("%d features, want %d", len(Features), len(want))
	}
	for name, cost := range want {
		f, ok := FeatureByName(name)
		if !ok || f.Cost != cost {
			t.Errorf("%s = %+v, want cost %d", name, f, cost)
		}
	}
	if f, _ := FeatureByName("additional limb"); !f.AddsSlot || !f.Repeatable {
		t.Errorf("Additional Limb must add a slot and be repeatable: %+v", f)
	}
}

func TestTraitCosts(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "It costs 1 Experience Point for each boost
	// from 10-19, 2 Experience Points from 20-29, 3 Experience from 30-39, and
	// so on."
	next := []struct{ score, cost int }{
		{10, 1}, {19, 1}, {20, 2}, {29, 2}, {30, 3}, {55, 5}, {99, 9}, {5, 1},
	}
	for _, tt := range next {
		if got := TraitPointCost(tt.score); got != tt.cost {
			t.Errorf("TraitPointCost(%d) = %d, want %d", tt.score, got, tt.cost)
		}
	}
	total := []struct{ score, cost int }{
		{10, 0}, {11, 1}, {20, 10}, {21, 12}, {30, 30}, {50, 100}, {100, 450}, {5, 0},
	}
	for _, tt := range total {
		if got := TraitCost(tt.score); got != tt.cost {
			t.Errorf("TraitCost(%d) = %d, want %d", tt.score, got, tt.cost)
		}
	}
}

func TestTraitLists(t *testing.T) {
	// "Some common traits …" (20 listed) and "Some uncommon traits …" (15 listed)
	if len(CommonTraits) != 20 || len(UncommonTraits) != 15 {
		t.Errorf("common %d, uncommon %d; want 20 and 15", len(CommonTraits), len(UncommonTraits))
	}
	if !containsFold(CommonTraits, "Lock Picking") || !containsFold(UncommonTraits, "Spellcasting") {
		t.Error("lists miss book traits")
	}
}

func TestEquipmentTierTables(t *testing.T) {
	tests := []struct {
		name  string
		table TierTable
		w     Weight
		tier  int
		want  int
		quote string
	}{
		{"armor", ArmorToughness, Heavy, 1, 1, `armor chart "Heavy | 0 | 1 | 2"`},
		{"armor", ArmorToughness, Medium, 10, 5, `armor chart "Medium … | 5"`},
		{"armor", ArmorToughness, Light, 3, 1, `armor chart "Light | 0 | 0 | 0 | 1"`},
		{"melee", MeleeTierBonus, Heavy, 10, 10, `"a Tier 10 Heavy Broadsword would have 20 damage"`},
		{"melee", MeleeTierBonus, Medium, 2, 1, `melee chart "Medium | 0 | 0 | 1"`},
		{"ranged", RangedTierBonus, Heavy, 1, 1, `ranged chart "Heavy | 0 | 1 | 1 | 2"`},
		{"ranged", RangedTierBonus, Light, 9, 2, `ranged chart "Light … | 2 | 2"`},
		{"ammo", AmmoTierBonus, Medium, 3, 1, `ammo chart "Medium | 0 | 0 | 0 | 1"`},
		{"ammo", AmmoTierBonus, Heavy, 10, 5, `ammo chart "Heavy … | 5 | 5"`},
	}
	for _, tt := range tests {
		got, err := tt.table.lookup(tt.w, tt.tier)
		if err != nil || got != tt.want {
			t.Errorf("%s %s tier %d = %d, %v; want %d (%s)", tt.name, tt.w, tt.tier, got, err, tt.want, tt.quote)
		}
	}
	if _, err := ArmorToughness.lookup(Heavy, 11); err == nil {
		t.Error("tier 11 accepted")
	}
	if _, err := ArmorToughness.lookup("enormous", 1); err == nil {
		t.Error("unknown weight accepted")
	}
	// "Light melee weapons deal from 1-3, Medium melee weapons deal from 4-7,
	// and Heavy melee weapons deal 8-10"
	if MeleeBaseDamage[Light] != (Range{1, 3}) || MeleeBaseDamage[Medium] != (Range{4, 7}) || MeleeBaseDamage[Heavy] != (Range{8, 10}) {
		t.Errorf("melee base damage %v", MeleeBaseDamage)
	}
	// Helmets "Hitpoints | 0-5 | 6-15 | 16-25"; Boots "Speed | 0 | 1 | 2";
	// Shields "Toughness | 1-2 | 2-3" … "12+", "Hitpoints | 25-50" … "276+".
	if HelmetHP[1].String() != "6-15" || HelmetHP[10].String() != "96-105" || BootsSpeed[7] != 7 {
		t.Errorf("helmets %v, boots %v", HelmetHP, BootsSpeed)
	}
	if ShieldToughness[10].String() != "12+" || ShieldHP[10].String() != "276+" || ShieldHP[1].String() != "51-75" {
		t.Errorf("shields %v %v", ShieldToughness, ShieldHP)
	}
	if !ShieldHP[10].Contains(400) || ShieldHP[1].Contains(50) {
		t.Error("Range.Contains wrong")
	}
}

func TestModifiers(t *testing.T) {
	// "Elemental | 5 | Adds +1 damage of any element per level", "Leeching | 1"
	if m, ok := ModifierByName("elemental"); !ok || m.MaxLevel != 5 {
		t.Errorf("Elemental = %+v", m)
	}
	if m, ok := ModifierByName("Leeching"); !ok || m.MaxLevel != 1 {
		t.Errorf("Leeching = %+v", m)
	}
	if len(Modifiers) != 15 {
		t.Errorf("%d modifiers, want the book's 15", len(Modifiers))
	}
}

func TestAttunement(t *testing.T) {
	// Chart rows: "Fire | Cryo | Poison | | Fire | Water | Psychic",
	// "Bludgeoning | Piercing | | | Bludgeoning"; "Attacks that are less
	// effective … ½ damage. Attacks that are more effective will deal 1.5x"
	tests := []struct {
		attack  string
		attuned []string
		want    float64
	}{
		{"Fire", []string{"Cryo"}, 1.5},
		{"Fire", []string{"Water"}, 0.5},
		{"fire", []string{"fire"}, 0.5},
		{"Bludgeoning", []string{"Piercing"}, 1.5},
		{"Slashing", []string{"Piercing"}, 1},
		{"Force", []string{"Fire", "Slashing"}, 1},
		{"Light", []string{"Dark"}, 1.5},
		// "a weakness + a resistance simply nullify each-other out"
		{"Fire", []string{"Cryo", "Water"}, 1},
		{"Plasma", []string{"Fire"}, 1},
	}
	for _, tt := range tests {
		if got := Attunement(tt.attack, tt.attuned); got != tt.want {
			t.Errorf("Attunement(%s, %v) = %v, want %v", tt.attack, tt.attuned, got, tt.want)
		}
	}
	rows := AttunementFor([]string{"Slashing", "Fire"})
	want := map[string]float64{"Abrasion": 1.5, "Slashing": 0.5, "Water": 1.5, "Psychic": 1.5, "Fire": 0.5, "Poison": 0.5, "Cryo": 0.5}
	if len(rows) != len(want) {
		t.Errorf("AttunementFor = %v, want %v", rows, want)
	}
	for _, r := range rows {
		if want[r.Attack] != r.Multiplier {
			t.Errorf("row %v, want %v", r, want[r.Attack])
		}
	}
	if len(Elements) != 16 {
		t.Errorf("%d chart rows, want 16", len(Elements))
	}
}

func TestTraitCostClosedFormMatchesThePointSum(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "It costs 1 Experience Point for each boost
	// from 10-19, 2 Experience Points from 20-29 …": the closed form must
	// equal adding TraitPointCost one point at a time.
	sum := 0
	for score := TraitStart; score <= 5000; score++ {
		if got := TraitCost(score); got != sum {
			t.Fatalf("TraitCost(%d) = %d, point by point %d", score, got, sum)
		}
		sum += TraitPointCost(score)
	}
}

func TestTraitCostHugeScoresReturnAtOnce(t *testing.T) {
	// Review finding: a trait of 1e12 made Derive loop 1e12 times, and
	// typing 5000000000 froze the builder for 4.7 s.
	cases := []struct{ score, cost int }{
		{5_000_000_000, math.MaxInt},
		{math.MaxInt, math.MaxInt},
		// Σ over the tens: 10 + 10 × (n(n−1)/2) for n = 100,000,000 tens, minus the 10 below 10.
		{1_000_000_000, 10 * (100_000_000 * (100_000_000 - 1) / 2)},
	}
	for _, tt := range cases {
		if got := TraitCost(tt.score); got != tt.cost {
			t.Errorf("TraitCost(%d) = %d, want %d", tt.score, got, tt.cost)
		}
	}
}
