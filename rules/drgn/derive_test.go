package drgn

import (
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules"
)

func intPtr(n int) *int { return &n }

func TestMaxHP(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "Constitution – … 1 point in constitution is
	// 4 HP"; "When multiplying a character's health pool by the hit point
	// modifier, round up"; "A large character with 50 constitution
	// ($50 * 4 * 1.25$) will have 250 hit points."
	tests := []struct {
		con  int
		mod  float64
		want int
	}{
		{50, 1.25, 250},
		{10, 1, 40},
		{33, 0.75, 99},
		{13, 0.25, 13},
		{15, 1.5, 90},
		{10, 1.75, 70},
		{11, 1.8, 80}, // 79.2 rounds up
		{21, 1.1, 93}, // 92.4 rounds up
	}
	for _, tt := range tests {
		if got := MaxHP(tt.con, tt.mod); got != tt.want {
			t.Errorf("MaxHP(%d, %g) = %d, want %d", tt.con, tt.mod, got, tt.want)
		}
	}
}

func TestEvasionReduction(t *testing.T) {
	// "Evasion – Reduces damage of all incoming attacks and abilities by 1/5
	// of evasion rating"; "The rule for rounding is: 0-4 goes down, 5-9 goes
	// up."; size table "Bonus Evasion".
	tests := []struct {
		evasion, bonus, want int
	}{
		{10, 0, 2},
		{12, 0, 2},    // 2.4
		{13, 0, 3},    // 2.6
		{20, -10, 2},  // Large
		{15, 10, 5},   // Small
		{10, 30, 8},   // Minuscule
		{10, -30, -4}, // Kaiju: the book's formula, not clamped
	}
	for _, tt := range tests {
		if got := EvasionReduction(tt.evasion, tt.bonus); got != tt.want {
			t.Errorf("EvasionReduction(%d, %d) = %d, want %d", tt.evasion, tt.bonus, got, tt.want)
		}
	}
}

func TestDeriveBySize(t *testing.T) {
	// The size table drives speed, HP and evasion ("A character's size will
	// determine that character's base movement speed, hit point modifier,
	// bonus evasion, and token size").
	tests := []struct {
		size                    string
		kaijuHP                 float64
		kaijuSpeed              int
		maxHP, speed, reduction int
	}{
		{"Minuscule", 0, 0, 10, 3, 8},
		{"Tiny", 0, 0, 20, 4, 6},
		{"Small", 0, 0, 30, 5, 4},
		{"Medium", 0, 0, 40, 5, 2},
		{"Large", 0, 0, 50, 7, 0},
		{"Huge", 0, 0, 60, 9, -2},
		{"Kaiju", 0, 0, 70, 10, -4},
		{"Kaiju", 2, 12, 80, 12, -4}, // "1.75+" and "10+" set higher
	}
	for _, tt := range tests {
		c := NewCharacter()
		c.Size = tt.size
		c.KaijuHPModifier = tt.kaijuHP
		c.KaijuBaseSpeed = tt.kaijuSpeed
		d := c.Derive()
		got := []any{valueOf(t, d, "max_hp"), valueOf(t, d, "speed"), valueOf(t, d, "evasion_reduction")}
		want := []any{tt.maxHP, tt.speed, tt.reduction}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: max_hp, speed, evasion_reduction = %v, want %v", tt.size, got, want)
				break
			}
		}
	}
}

// fullyEquippedHumanoid is a Medium Humanoid with every slot filled with
// Tier 1 gear and a skin, so it has no problems.
func fullyEquippedHumanoid() Character {
	c := NewCharacter()
	c.Skin = Skin{Physical: "Bludgeoning", Elemental: "Water"}
	c.Equipment = []Item{
		{Name: "Cap", Kind: KindHelmet, Tier: 1},
		{Name: "Leather", Kind: KindArmor, Tier: 1, Weight: Medium},
		{Name: "Sword", Kind: KindMelee, Tier: 1, Weight: Medium, BaseDamage: 5},
		{Name: "Dagger", Kind: KindMelee, Tier: 0, Weight: Light, BaseDamage: 2},
		{Name: "Boots", Kind: KindBoots, Tier: 1},
		{Name: "Ring", Kind: KindAccessory, Tier: 1},
		{Name: "Cloak", Kind: KindAccessory, Tier: 1},
		{Name: "Belt", Kind: KindAccessory, Tier: 0},
	}
	return c
}

func TestProblems(t *testing.T) {
	base := fullyEquippedHumanoid()
	if d := base.Derive(); len(d.Problems) != 0 {
		t.Fatalf("baseline has problems: %+v", d.Problems)
	}
	tests := []struct {
		name   string
		change func(c *Character)
		code   string
		quote  string
	}{
		{"over budget", func(c *Character) { c.Traits[Constitution] = 100 }, ProblemOverBudget, `"Tier 1: 350 XP": Constitution 10→100 costs 450`},
		{"empty slot", func(c *Character) { c.Equipment = c.Equipment[:7] }, ProblemEmptySlot, `"Make sure your equipment is completely filled."`},
		{"two-handed with one free weapon slot", func(c *Character) { c.Equipment[2].TwoHanded = true }, ProblemTwoHandedNoSlot, `"If a single piece of equipment is wielded with 2 weapon slots"`},
		{"slot overfilled", func(c *Character) {
			c.Equipment = append(c.Equipment, Item{Name: "Amulet", Kind: KindAccessory, Tier: 0})
		}, ProblemSlotOverfilled, `"The only limit to what equipment your character can equip is the equipment slots they have"`},
		{"trait above 100", func(c *Character) { c.XPBudget = 1000; c.Traits["Stealth"] = 101 }, ProblemTraitAbove100, `"The max a trait can be leveled to is 100"`},
		{"constitution at 0", func(c *Character) { c.Traits[Constitution] = 0 }, ProblemMaxHPNotPositive, `"1 point in constitution is 4 HP": 0 × 4 = 0 HP`},
		{"above tier", func(c *Character) { c.Equipment[2].Tier = 3 }, ProblemAboveTier, `"Special equipment can be taken in higher tiers of play with the Architect's permission."`},
		{"trait requirement", func(c *Character) { c.Equipment[2].Requires = map[string]int{"Melee Weapons": 30} }, ProblemTraitRequirement, `"Character's must have the required trait score to equip these items."`},
		{"requirement on a missing trait", func(c *Character) { c.Equipment[2].Requires = map[string]int{"Spellcasting": 20} }, ProblemTraitRequirement, `"Some equipment will require a trait at a certain level"`},
		{"unknown size", func(c *Character) { c.Size = "Gigantic" }, ProblemUnknownSize, `size table`},
		{"unknown shape", func(c *Character) { c.BodyShape = "Blob" }, ProblemUnknownBodyShape, `example body shapes`},
		{"custom shape with 4 slots", func(c *Character) {
			c.BodyShape = CustomShape
			c.CustomSlots = []string{"Weapon", "Boots", "Accessory", "Accessory"}
		}, ProblemCustomSlots, `"as well as 5 additional slots which the player can choose"`},
		{"custom shape with a helmet slot", func(c *Character) {
			c.BodyShape = CustomShape
			c.CustomSlots = []string{"Weapon", "Boots", "Accessory", "Accessory", "Helmet"}
		}, ProblemCustomSlots, `"The additional slots can be: Boots, Weapon, Accessory"`},
		{"limb without slot", func(c *Character) { c.Features = []FeatureChoice{{Name: "Additional Limb"}} }, ProblemLimbSlotMissing, `"grants one equipment slot of player's choice"`},
		{"custom feature without cost", func(c *Character) { c.Features = []FeatureChoice{{Name: "Spines"}} }, ProblemFeatureCostMissing, `"work together with the Architect to create the feature and determine its cost"`},
		{"feature twice", func(c *Character) { c.Features = []FeatureChoice{{Name: "Flexible"}, {Name: "flexible"}} }, ProblemFeatureDuplicate, `features table`},
		{"bad ability", func(c *Character) {
			c.Abilities = []Ability{{Name: "Oops", Components: []Component{{Name: "single-target"}, {Name: "multi-target", Value: 2}}, Uses: 1}}
		}, ProblemAbilityInvalid, `Single Target: "This component cannot be added multiple times. To affect multiple targets … see … Multi-Target"`},
		{"melee base out of range", func(c *Character) { c.Equipment[2].BaseDamage = 9 }, ProblemBaseDamage, `"Medium melee weapons deal from 4-7"`},
		{"helmet hp out of range", func(c *Character) { c.Equipment[0].HP = intPtr(20) }, ProblemHelmetHP, `Helmets "Tier 1 | 6-15"`},
		{"armor without weight", func(c *Character) { c.Equipment[1].Weight = "" }, ProblemWeightMissing, `"Weapons and Armor are sorted into additional categories: Light, Medium, and Heavy."`},
		{"modifier level", func(c *Character) {
			c.Equipment[2].Modifiers = []Modifier{{Name: "Leeching", Level: 2}}
		}, ProblemModifierLevel, `"Leeching | 1"`},
		{"unknown element", func(c *Character) { c.Skin.Elemental = "Plasma" }, ProblemUnknownElement, `attunement chart`},
		{"skin elemental is physical", func(c *Character) { c.Skin.Elemental = "Slashing" }, ProblemUnknownElement, `"Pick an elemental type (cryo, radiation, earth, electric, etc.)"`},
		{"no skin", func(c *Character) { c.Skin = Skin{} }, ProblemSkinMissing, `"Pick a physical element to resist"`},
		{"two items in one boots slot", func(c *Character) { c.Equipment[5].Slot = SlotBoots }, ProblemSlotOverfilled, `Humanoid has one Boots slot`},
		{"wrong kind in boots slot", func(c *Character) { c.Equipment[4].Kind = KindAccessory; c.Equipment[4].Slot = SlotBoots }, ProblemWrongSlot, `"Boots – Boots improve movement speed"`},
		{"ranged without ammo", func(c *Character) {
			c.Equipment[3] = Item{Name: "Sling", Kind: KindRanged, Tier: 0, Weight: Light, BaseDamage: 1, Ammo: "Stones"}
		}, ProblemAmmoMissing, `"A Shortbow will use Arrows as its ammo."`},
		{"current hp above max", func(c *Character) { c.CurrentHP = intPtr(41) }, ProblemCurrentHPAboveMax, `"Current HP | - Is the same as Max HP, until damage is taken"`},
		{"kaiju below the book", func(c *Character) { c.Size = "Kaiju"; c.KaijuHPModifier = 1.5 }, ProblemKaijuBelowBook, `"Kaiju | 11+ | 10+ | -30 | 1.75+"`},
		{"custom feature with negative cost", func(c *Character) { c.Features = []FeatureChoice{{Name: "Frail", Cost: intPtr(-5)}} }, ProblemNegativeCount, `features cost XP`},
		{"negative budget", func(c *Character) { c.XPBudget = -1 }, ProblemBudgetNegative, `XP budget`},
		{"unknown item kind", func(c *Character) { c.Equipment[7].Kind = "gizmo" }, ProblemUnknownItemKind, `"there are a couple different types equipment can be"`},
		{"item tier 11", func(c *Character) { c.Equipment[7].Tier = 11 }, ProblemItemTier, `"All equipment is sorted in tier from Tier 0 to Tier 10."`},
		{"shield out of range", func(c *Character) {
			c.Equipment[3] = Item{Name: "Buckler", Kind: KindShield, Tier: 1, Toughness: intPtr(5)}
		}, ProblemShieldRange, `Shields "Toughness | 1-2 | 2-3"`},
		{"armor resistances missing", func(c *Character) { c.UseArmorResistances = true }, ProblemArmorResistancesNil, `"you can either use your own resistances or the equipment's resistances"`},
		{"tier out of range", func(c *Character) { c.Tier = 0 }, ProblemTierOutOfRange, `"Tier 1: 350 XP"`},
		{"no such slot", func(c *Character) { c.Equipment[7].Slot = "Backpack" }, ProblemNoSuchSlot, `"Some equipment will itself have additional equipment slots"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := base.Clone()
			tt.change(&c)
			d := c.Derive()
			codes := problemCodes(d)
			if !containsFold(codes, tt.code) {
				t.Errorf("%s: problems %v lack %s", tt.quote, codes, tt.code)
			}
			for _, p := range d.Problems {
				if p.Message == "" {
					t.Errorf("problem %s has no message", p.Code)
				}
			}
		})
	}
}

func TestOverBudgetArithmetic(t *testing.T) {
	// Tier 1's 350 XP: Constitution 10→60 costs 10+20+30+40+50 = 150, and
	// Amorphous (50) + 4 uses of a Power 40 ability (160) make 360.
	c := fullyEquippedHumanoid()
	c.Traits[Constitution] = 60
	c.Features = []FeatureChoice{{Name: "Amorphous"}}
	c.Abilities = []Ability{{Name: "Punch", Components: []Component{{Name: "power", Value: 40}}, Uses: 4}}
	d := c.Derive()
	if got := valueOf(t, d, "xp_spent"); got != 360 {
		t.Errorf("xp_spent = %v, want 360", got)
	}
	if got := valueOf(t, d, "xp_remaining"); got != -10 {
		t.Errorf("xp_remaining = %v, want -10", got)
	}
	if !containsFold(problemCodes(d), ProblemOverBudget) {
		t.Errorf("no over_budget problem: %v", d.Problems)
	}
}

func TestAboveTierWithPermission(t *testing.T) {
	c := fullyEquippedHumanoid()
	c.Equipment[2].Tier = 3
	c.Equipment[2].ArchitectApproved = true
	if d := c.Derive(); len(d.Problems) != 0 {
		t.Errorf("approved Tier 3 sword still a problem: %+v", d.Problems)
	}
}

func TestEquipmentNumbers(t *testing.T) {
	c := fullyEquippedHumanoid()
	c.Tier = 10
	c.Equipment[1] = Item{Name: "Plate", Kind: KindArmor, Tier: 10, Weight: Heavy, Modifiers: []Modifier{{Name: "Protection", Level: 2}}}
	c.Equipment[2] = Item{Name: "Broadsword", Kind: KindMelee, Tier: 10, Weight: Heavy, BaseDamage: 10}
	c.Equipment[3] = Item{Name: "Tower Shield", Kind: KindShield, Tier: 2}
	c.Equipment[4] = Item{Name: "Jet Boots", Kind: KindBoots, Tier: 6}
	c.Equipment[5].Modifiers = []Modifier{{Name: "Boosting", Level: 3, Trait: Evasion}}
	c.Equipment[0].HP = intPtr(100)
	c.Equipment[0].Tier = 10
	d := c.Derive()
	if len(d.Problems) != 0 {
		t.Fatalf("problems: %+v", d.Problems)
	}
	// Armor chart "Heavy … | 10" + "Protection | 5 | Adds +1 protection per level".
	if got := valueOf(t, d, "toughness"); got != 12 {
		t.Errorf("toughness = %v, want 12", got)
	}
	// "a Tier 10 Heavy Broadsword would have 20 damage"
	weapons := valueOf(t, d, "weapons").([]WeaponRow)
	if len(weapons) != 1 || weapons[0].Damage != 20 {
		t.Errorf("weapons = %+v", weapons)
	}
	// Shields "Toughness | 1-2 | 2-3 | 3-4", "Hitpoints | 25-50 | 51-75 | 76-100":
	// blank values take the top of Tier 2's range; not the player's toughness.
	shields := valueOf(t, d, "shields").([]ShieldRow)
	if len(shields) != 1 || shields[0].Toughness != 4 || shields[0].HP != 100 {
		t.Errorf("shields = %+v", shields)
	}
	// Boots "Speed | … Tier 6 | 6": Medium 5 + 6.
	if got := valueOf(t, d, "speed"); got != 11 {
		t.Errorf("speed = %v, want 11", got)
	}
	// "Boosting | 5 | Adds +5 in a skill per level": Evasion 10 + 15 = 25 → 5.
	if got := valueOf(t, d, "evasion_reduction"); got != 5 {
		t.Errorf("evasion_reduction = %v, want 5", got)
	}
	if got := valueOf(t, d, "head_hp"); got != 100 {
		t.Errorf("head_hp = %v, want 100", got)
	}
}

func TestWeaponDamage(t *testing.T) {
	c := Character{Equipment: []Item{
		{Name: "Heavy Slug", Kind: KindAmmo, Tier: 10, Weight: Heavy, BaseDamage: 5},
	}}
	tests := []struct {
		item  Item
		want  int
		quote string
	}{
		{Item{Name: "Greatsword", Kind: KindMelee, Tier: 10, Weight: Heavy, BaseDamage: 10, TwoHanded: true}, 40, `"that weapon does double damage"`},
		{Item{Name: "Greatsword+", Kind: KindMelee, Tier: 10, Weight: Heavy, BaseDamage: 10, TwoHanded: true,
			Modifiers: []Modifier{{Name: "Elemental", Level: 5, Element: "Fire"}}}, 50, `"As normal, this damage cannot go above 50."`},
		{Item{Name: "Barrett", Kind: KindRanged, Tier: 10, Weight: Heavy, BaseDamage: 5, Ammo: "Heavy Slug"}, 20, `"a Barrett .50 cal is a Heavy Weapon that shoots Heavy ammo"`},
		{Item{Name: "Desert Eagle", Kind: KindRanged, Tier: 10, Weight: Light, BaseDamage: 1, Ammo: "heavy slug"}, 13, `"The Desert Eagle is a Light Weapon that shoots Heavy Ammo"`},
		{Item{Name: "Chair", Kind: KindImprovised, Damage: 3}, 3, `"A folding chair can be equipped as a weapon"`},
		{Item{Name: "Fire Axe", Kind: KindMelee, Tier: 2, Weight: Medium, BaseDamage: 6, Modifiers: []Modifier{{Name: "Elemental", Level: 2, Element: "Fire"}}}, 9, `"Elemental | 5 | Adds +1 damage of any element per level"`},
	}
	for _, tt := range tests {
		row, problems := c.WeaponDamage(tt.item)
		if row.Damage != tt.want || len(problems) != 0 {
			t.Errorf("%s: damage %d (%s), problems %v; want %d (%s)", tt.item.Name, row.Damage, row.Explain, problems, tt.want, tt.quote)
		}
		if !strings.Contains(row.Explain, tt.item.Name) {
			t.Errorf("explain %q", row.Explain)
		}
	}
}

func TestAttunedFromArmorAndEquipment(t *testing.T) {
	// "When you equip a piece of equipment with resistances different than
	// your own, you can either use your own resistances or the equipment's";
	// "Any equipment that "adds X element to your resistances" will allow you
	// to be resistant to an additional element."
	c := fullyEquippedHumanoid()
	c.Equipment[1].Resistances = []string{"Piercing", "Cryo"}
	c.Equipment[6].AddsResistances = []string{"Light"}
	if got := c.Attuned(); strings.Join(got, ",") != "Bludgeoning,Water,Light" {
		t.Errorf("skin attunement = %v", got)
	}
	c.UseArmorResistances = true
	if got := c.Attuned(); strings.Join(got, ",") != "Piercing,Cryo,Light" {
		t.Errorf("armor attunement = %v", got)
	}
}

// The derive text prints a list value's explain line in place of the list
// (issue 26: "The DRGN derive text prints an empty Weapons line while
// --json has the weapon"): each weapon, ability and shield of the JSON rows
// is named there with its number.
func TestDeriveTextNamesEachListRow(t *testing.T) {
	c, _ := loadCentaur(t)
	hp, tough := 40, 2
	c.Equipment = append(c.Equipment, Item{Name: "Kite Shield", Kind: KindShield, Tier: 0, HP: &hp, Toughness: &tough})
	d := c.Derive()
	weapons, _ := rules.As[[]WeaponRow](d, "weapons")
	abilities, _ := rules.As[[]AbilityRow](d, "abilities")
	shields, _ := rules.As[[]ShieldRow](d, "shields")
	if len(weapons) == 0 {
		t.Fatalf("len(weapons) == 0: the centaur carries weapons, abilities and a shield: %d %d %d", len(weapons), len(abilities), len(shields))
	}
	if len(abilities) == 0 {
		t.Fatalf("len(abilities) == 0: the centaur carries weapons, abilities and a shield: %d %d %d", len(weapons), len(abilities), len(shields))
	}
	if len(shields) == 0 {
		t.Fatalf("len(shields) == 0: the centaur carries weapons, abilities and a shield: %d %d %d", len(weapons), len(abilities), len(shields))
	}
	explain := func(key string) string {
		v, _ := d.Get(key)
		return v.Explain
	}
	for _, w := range weapons {
		if want := fmt.Sprintf("%s %d", w.Name, w.Damage); !strings.Contains(explain("weapons"), want) {
			t.Errorf("weapons explain %q lacks %q", explain("weapons"), want)
		}
	}
	for _, a := range abilities {
		if want := fmt.Sprintf("%s %d XP", a.Name, a.TotalXP); !strings.Contains(explain("abilities"), want) {
			t.Errorf("abilities explain %q lacks %q", explain("abilities"), want)
		}
	}
	for _, s := range shields {
		if want := fmt.Sprintf("%s HP %d", s.Name, s.HP); !strings.Contains(explain("shields"), want) {
			t.Errorf("shields explain %q lacks %q", explain("shields"), want)
		}
	}
	bare := Character{}.Derive()
	if v, _ := bare.Get("weapons"); !strings.HasPrefix(v.Explain, "No weapon equipped") {
		t.Errorf("no weapons: %q", v.Explain)
	}
}
