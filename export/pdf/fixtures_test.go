package pdf

import (
	"fmt"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/sheet"
)

// megan is a made-up filled Dragonhead character after the book's sample,
// Megan Steelion (002_81d21628bd61f597.txt: "Megan is a 2nd level character",
// "LN / CG", "Brave, Relentless and something of an Instigator", "Common +0
// and Read & Write +0", "Megan is currently dressed for a Temp or Temperate
// climate"). Numbers the book does not give are invented for layout only.
func megan() dragonhead.SheetInput {
	in := dragonhead.SheetInput{
		Name: "Megan Steelion", Player: "Zoë", CharacterLevel: "2",
		Inclination: "LN / CG", Personality: "Brave, Relentless, Instigator",
		Combat: "11",
		Classes: []dragonhead.SheetClass{{Name: "Warlord", Level: "1", Features: []dragonhead.SheetFeature{
			{Name: "Leadership", StartsAt: "1"}, {Name: "Battle Cry", StartsAt: "1"}, {Name: "Eye of the Tiger", StartsAt: "3"},
		}}},
		Skills: []dragonhead.SheetSkill{{Name: "Common", Bonus: "+0"}, {Name: "Read & Write", Bonus: "+0"}},
		HP:     14, MoralePoint: 7, WearMarked: 3, ACDC: "13/9", Armor: "d6", Shield: "d4", Stun: "4",
		Hinders: []string{"Move −1 (chain shirt)"}, Move: "d8",
		Attacks: []dragonhead.SheetAttack{
			{Name: "Sword", Hit: "12", Damage: "d8", Type: "S", Aspects: "Close"},
			{Name: "Kick", Hit: "10", Damage: "d4", Type: "I", Aspects: "Close"},
		},
		RestsTaken: 2,
		Items: []dragonhead.SheetItem{
			{Name: "Sword", Aspects: "Close", Weight: "3"}, {Name: "Chain shirt", Aspects: "Armor 3, Wm 5", Weight: "20"},
			{Name: "Backpack", Weight: "2"}, {Name: "Rations (3 days)", Weight: "3"},
		},
		Gold: "2", Silver: "5", Iron: "37", Climate: "Temp", Warmth: "5", AdjustedClimate: "Temp", BodyWeight: "140",
		UnspentXP: "300", SpentXP: "4,700", TotalXP: "5,000",
		Spent:    []dragonhead.SheetSpent{{What: "Common +0", XP: "400"}, {What: "Read & Write +0", XP: "600"}, {What: "Warlord 1", XP: "3,700"}},
		Notes:    []string{"Owes the Łukasz brothers a favour.", "Sister Ægir runs the inn at Stonebridge."},
		Campaign: "The Ashen Crown", DateCreated: "2026-11-21",
	}
	scores := []string{"11", "10", "10", "9", "10", "14", "13", "6", "15"}
	mods := []string{"+0", "+0", "+0", "−1", "+0", "+2", "+1", "−2", "+2"}
	for i := range in.Abilities {
		in.Abilities[i] = dragonhead.SheetAbility{Score: scores[i], Modifier: mods[i]}
	}
	return in
}

// ragnar is a made-up filled DRGN character built with the book's numbers
// (000_83d7bea2fb475415.txt: "A large character with 50 constitution (50 * 4
// * 1.25) will have 250 hit points"; Large: base speed 7, bonus evasion -10).
func ragnar() drgn.SheetInput {
	return drgn.SheetInput{
		Name: "Ægir Stormborn", Player: "Łukasz", Concept: "A storm giant's exiled son who guards a lighthouse.",
		BodyShape: "Humanoid", Size: "Large", TokenSize: "3-6", BaseSpeed: "7", HPModifier: "1.25", BonusEvasion: "−10",
		Features: []drgn.SheetFeature{{Name: "Additional Limb", Cost: "25", Effect: "An extra Weapon slot"}},
		Traits: []drgn.SheetTrait{
			{Name: "Constitution", Score: "50"}, {Name: "Evasion", Score: "20"}, {Name: "Perception", Score: "25"},
			{Name: "Athletics", Score: "40"}, {Name: "Melee Weapons", Score: "35"}, {Name: "Navigation", Score: "20"},
			{Name: "Intimidation", Score: "15"}, {Name: "Nature", Score: "10"},
		},
		MaxHP: "250", CurrentHP: "250", TempHP: "0", Toughness: "4", Evasion: "2", Speed: "7",
		Resistances: []string{"Slashing", "Water"},
		Attunement: []drgn.SheetAttunement{
			{Element: "Slashing", TakesMore: "Abrasion", TakesLess: "Slashing"},
			{Element: "Water", TakesMore: "Electric, Poison", TakesLess: "Water, Fire, Radiation"},
		},
		StatusEffects: []drgn.SheetStatus{{Name: "Inhibited (Stealth)", Degree: "1", Rounds: "2"}},
		Slots: []drgn.SheetSlot{
			{Slot: "Head", Item: "Iron helm", Tier: "1"}, {Slot: "Main Armor", Item: "Scale mail", Tier: "1", Stat: "Tough 4", Modifiers: "Slashing / Water"},
			{Slot: "Weapon", Item: "Heavy broadsword", Tier: "1", Stat: "Dmg 12", Modifiers: "2 hands: ×2"}, {Slot: "Weapon", Item: "(broadsword)"},
			{Slot: "Boots", Item: "Sea boots", Tier: "1", Stat: "Speed +1"}, {Slot: "Accessory", Item: "Lantern"},
			{Slot: "Accessory", Item: "Rope, 50 ft"}, {Slot: "Accessory"}, {Slot: "Weapon", Item: "Harpoon", Tier: "0", Stat: "Dmg 6"},
		},
		Trinkets: []string{"Spare dagger", "Whale-bone whistle"},
		Abilities: []drgn.SheetAbility{
			{Name: "Tide Slam", Components: "Power 10, Elemental (Water), Cone 2", CostPerUse: "14", Uses: 3, Used: 1, XP: "42"},
			{Name: "Storm Sense", Components: "Sensing (sight, hearing), Ranged 1 mile, Reliable", CostPerUse: "6", Uses: 2, XP: "12"},
		},
		XPBudget: "800", XPSpent: "764", XPRemaining: "36", Epicoins: "1", RiskItAll: 4,
	}
}

// longDragonhead overflows: many attacks, items and notes.
func longDragonhead() dragonhead.SheetInput {
	in := megan()
	in.Name = "Łukasz the Long-Winded"
	for i := range 30 {
		in.Attacks = append(in.Attacks, dragonhead.SheetAttack{Name: fmt.Sprintf("Spell %d", i+1), Hit: "9", Damage: "d6", Type: "M", Aspects: "Ranged", X: "1"})
		in.Items = append(in.Items, dragonhead.SheetItem{Name: fmt.Sprintf("Trinket %d", i+1), Weight: "1"})
	}
	return in
}

func sheetsForTest() []sheet.Sheet {
	return []sheet.Sheet{dragonhead.Sheet(megan(), dragonhead.SheetOptions{})}
}
