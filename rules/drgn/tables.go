package drgn

import (
	"fmt"
	"math"
)

// This file holds the book's tables as data, so that the builder can list
// them in pickers and the rules can look them up. Each table names the
// section of 000_83d7bea2fb475415.txt it comes from.

// Slot kinds a body gives ("Body Shape and Size").
const (
	SlotHelmet    = "Helmet"
	SlotMainArmor = "Main Armor"
	SlotWeapon    = "Weapon"
	SlotBoots     = "Boots"
	SlotAccessory = "Accessory"
	// SlotTrinket is not a body slot: trinkets are carried, not equipped.
	SlotTrinket = "Trinket"
)

// ChoosableSlots are the kinds a player may pick for the five additional
// slots of a custom shape: "The additional slots can be: Boots, Weapon,
// Accessory".
var ChoosableSlots = []string{SlotBoots, SlotWeapon, SlotAccessory}

// CustomShape is the body shape name for a player-chosen set of slots.
const CustomShape = "Custom"

// CustomChosenSlots is how many slots a custom shape picks: "Every
// character will start a Head slot, a Main Armor slot, and a Weapon slot,
// as well as 5 additional slots which the player can choose."
const CustomChosenSlots = 5

// FixedSlots are the slots every body has.
var FixedSlots = []string{SlotHelmet, SlotMainArmor, SlotWeapon}

// BodyShape is one of the book's example shapes and its equipment slots.
type BodyShape struct {
	Name  string
	Slots []string
}

// BodyShapes are the book's six example shapes, in its order.
var BodyShapes = []BodyShape{
	{"Humanoid", []string{SlotHelmet, SlotMainArmor, SlotWeapon, SlotWeapon, SlotBoots, SlotAccessory, SlotAccessory, SlotAccessory}},
	{"Bipedal", []string{SlotHelmet, SlotMainArmor, SlotWeapon, SlotBoots, SlotAccessory, SlotAccessory, SlotAccessory, SlotAccessory}},
	{"Mermaid", []string{SlotHelmet, SlotMainArmor, SlotWeapon, SlotWeapon, SlotAccessory, SlotAccessory, SlotAccessory, SlotAccessory}},
	{"Monster", []string{SlotHelmet, SlotMainArmor, SlotWeapon, SlotWeapon, SlotWeapon, SlotWeapon, SlotBoots, SlotAccessory}},
	{"Centaur", []string{SlotHelmet, SlotMainArmor, SlotWeapon, SlotWeapon, SlotBoots, SlotBoots, SlotAccessory, SlotAccessory}},
	{"Animal", []string{SlotHelmet, SlotMainArmor, SlotWeapon, SlotBoots, SlotBoots, SlotAccessory, SlotAccessory, SlotAccessory}},
}

// BodyShapeByName finds a preset shape (case-insensitive).
func BodyShapeByName(name string) (BodyShape, bool) {
	return byName(BodyShapes, name, func(s BodyShape) string { return s.Name })
}

// TierXP is one row of the "Experience" table: the recommended starting XP
// for a campaign tier.
type TierXP struct {
	Tier int
	XP   int
}

// TierStartingXP is the book's table: "Tier 1: 350 XP … Tier 9+: 6750+ XP".
var TierStartingXP = []TierXP{
	{1, 350}, {2, 800}, {3, 1350}, {4, 2000}, {5, 2750},
	{6, 3600}, {7, 4550}, {8, 5600}, {9, 6750},
}

// MinTier and MaxTier bound a campaign tier. Equipment runs "from Tier 0 to
// Tier 10"; campaigns start at Tier 1, and "Tier 9+" covers 9 and 10.
const (
	MinTier = 1
	MaxTier = 10
)

// StartingXP is the recommended XP for a campaign tier; tiers above 9 use
// the "Tier 9+" amount. ok is false outside MinTier..MaxTier.
func StartingXP(tier int) (xp int, ok bool) {
	if tier < MinTier || tier > MaxTier {
		return 0, false
	}
	if tier > 9 {
		tier = 9
	}
	return TierStartingXP[tier-1].XP, true
}

// Size is one row of the size table ("Body Shape and Size").
type Size struct {
	Name         string
	TokenSize    string  // spaces the token takes, as the book prints it
	BaseSpeed    int     // units
	BonusEvasion int     // added to the Evasion trait
	HPModifier   float64 // multiplies Constitution × 4
	// OpenEnded marks the Kaiju row, whose speed and HP modifier are
	// minimums ("10+", "1.75+").
	OpenEnded bool
}

// Sizes is the size table in the book's order.
var Sizes = []Size{
	{"Minuscule", "1/6", 3, 30, 0.25, false},
	{"Tiny", "1/3", 4, 20, 0.5, false},
	{"Small", "1", 5, 10, 0.75, false},
	{"Medium", "1", 5, 0, 1, false},
	{"Large", "3-6", 7, -10, 1.25, false},
	{"Huge", "7-10", 9, -20, 1.5, false},
	{"Kaiju", "11+", 10, -30, 1.75, true},
}

// SizeByName finds a size (case-insensitive). The book spells it both
// "Minuscule" (table) and "miniscule" (text); both are accepted.
func SizeByName(name string) (Size, bool) {
	if equalFold(name, "Miniscule") {
		name = "Minuscule"
	}
	return byName(Sizes, name, func(s Size) string { return s.Name })
}

// Feature is one row of the features table.
type Feature struct {
	Name   string
	Cost   int
	Effect string
	// Repeatable features may be taken more than once.
	Repeatable bool
	// AddsSlot features grant one equipment slot of the player's choice.
	AddsSlot bool
}

// AdditionalLimb is the feature that adds a slot.
const AdditionalLimb = "Additional Limb"

// Features is the book's features table.
var Features = []Feature{
	{"Flexible", 10, "Character can occupy another creature's space, and move their character's token spaces as they wish", false, false},
	{"Amorphous", 50, "Character's body has no set shape, and can move through spaces as small as 1 square centimeter. Besides the Head slot, all equipment slots transform as needed to match the current shape of an amorphous character.", false, false},
	{"Limb Regeneration", 10, "A character's non-vital limbs can regenerate on their own if they are ever lost, at a rate of 1 limb / week", false, false},
	{AdditionalLimb, 25, "An additional limb that grants one equipment slot of player's choice", true, true},
	{"Artificial", 25, "An artificial character does not need to eat, drink, or sleep. Additionally, they cannot be healed and must be repaired to regain hit points", false, false},
	{"Battery Powered", 0, "A character's \"life\" energy comes from some source that must be replenished.", false, false},
}

// FeatureByName finds a book feature (case-insensitive).
func FeatureByName(name string) (Feature, bool) {
	return byName(Features, name, func(f Feature) string { return f.Name })
}

// Trait scores ("Traits"): "All traits start with a score of 10. The max a
// trait can be leveled to is 100".
const (
	TraitStart = 10
	TraitMax   = 100
)

// Functional traits the rules compute with.
const (
	Constitution = "Constitution"
	Evasion      = "Evasion"
	Perception   = "Perception"
)

// FunctionalTraits are the book's recommended functional traits.
var FunctionalTraits = []string{Constitution, Evasion, Perception}

// CommonTraits is the book's list of common traits.
var CommonTraits = []string{
	"Melee Weapons", "Ranged Weapons", "Armor", "Stealth", "Deception", "Unarmed Combat",
	"Athletics", "Acrobatics", "Navigation", "Technology", "Intimidation", "Hacking",
	"Lock Picking", "Charm", "Piloting", "Piety", "Crafting", "Intellect", "Sleight of Hand",
	"Computers",
}

// UncommonTraits is the book's list of uncommon traits.
var UncommonTraits = []string{
	"Animals", "Performance", "Musical Instrument (Instrument)", "Beauty", "Luck", "Intuition",
	"Reputation (faction)", "Nature", "Cooking", "Persuasion", "Investigation", "Spellcasting",
	"Magic", "Research", "Tracking",
}

// TraitPointCost is the XP to raise a trait one point from score: "It costs
// 1 Experience Point for each boost from 10-19, 2 Experience Points from
// 20-29, 3 Experience from 30-39, and so on." Scores below 10 cost 1.
func TraitPointCost(score int) int {
	if score < 20 {
		return 1
	}
	return score / 10
}

// TraitCost is the XP to raise a trait from 10 to score (0 at or below 10),
// the sum of TraitPointCost over 10 … score−1 in closed form: the points
// below score make score/10 whole tens at max(1, ten) each plus score%10
// points at max(1, score/10). Scores past maxCostedTraitScore (far beyond
// any Validate allows) cost the largest int instead of overflowing.
func TraitCost(score int) int {
	if score <= TraitStart {
		return 0
	}
	if score > maxCostedTraitScore {
		return math.MaxInt
	}
	return pointsCostBelow(score) - pointsCostBelow(TraitStart)
}

// maxCostedTraitScore is the largest score TraitCost sums exactly.
const maxCostedTraitScore = 1_000_000_000

// pointsCostBelow is Σ max(1, floor(v/10)) for v = 0 … score−1.
func pointsCostBelow(score int) int {
	tens, rest := score/10, score%10
	total := 10 * (tens * (tens - 1) / 2) // tens 1 … tens−1 at their own number each
	if tens > 0 {
		total += 10 // tens 0 (0–9) at 1 each
	}
	return total + rest*max(1, tens)
}

// Weight is the Light / Medium / Heavy class of armor and weapons.
type Weight string

// The three weights.
const (
	Light  Weight = "light"
	Medium Weight = "medium"
	Heavy  Weight = "heavy"
)

// Weights lists the weights in order.
var Weights = []Weight{Light, Medium, Heavy}

// EquipmentMaxTier is the top equipment tier ("from Tier 0 to Tier 10").
const EquipmentMaxTier = 10

// TierTable is a value per weight for tiers 0–10.
type TierTable map[Weight][EquipmentMaxTier + 1]int

// lookup returns the table's value for a weight and tier.
func (t TierTable) lookup(w Weight, tier int) (int, error) {
	row, ok := t[w]
	if !ok {
		return 0, fmt.Errorf("unknown weight %q (want light, medium or heavy)", w)
	}
	if tier < 0 || tier > EquipmentMaxTier {
		return 0, fmt.Errorf("tier %d is outside 0–%d", tier, EquipmentMaxTier)
	}
	return row[tier], nil
}

// ArmorToughness is "Armor Toughness is based on the following chart".
var ArmorToughness = TierTable{
	Light:  {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3},
	Medium: {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5},
	Heavy:  {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10},
}

// MeleeTierBonus is the melee weapons chart: "As Melee weapons increase in
// tier, they gain ADDITIONAL damage".
var MeleeTierBonus = TierTable{
	Light:  {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3},
	Medium: {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5},
	Heavy:  {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10},
}

// RangedTierBonus is the "Ranged Weapons:" chart.
var RangedTierBonus = TierTable{
	Light:  {0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2},
	Medium: {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3},
	Heavy:  {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5},
}

// AmmoTierBonus is the "Ammo:" chart.
var AmmoTierBonus = TierTable{
	Light:  {0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2},
	Medium: {0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3},
	Heavy:  {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5},
}

// Range is an inclusive range of numbers; Max < 0 means open-ended ("12+").
type Range struct {
	Min, Max int
}

// Contains reports whether n is in the range.
func (r Range) Contains(n int) bool {
	return n >= r.Min && (r.Max < 0 || n <= r.Max)
}

// Top is the range's largest value (its minimum when open-ended).
func (r Range) Top() int {
	if r.Max < 0 {
		return r.Min
	}
	return r.Max
}

// String prints the range the way the book does: "6-15" or "12+".
func (r Range) String() string {
	if r.Max < 0 {
		return fmt.Sprintf("%d+", r.Min)
	}
	return fmt.Sprintf("%d-%d", r.Min, r.Max)
}

// MeleeBaseDamage is the Tier 0 damage range by weight: "Light melee
// weapons deal from 1-3, Medium melee weapons deal from 4-7, and Heavy melee
// weapons deal 8-10."
var MeleeBaseDamage = map[Weight]Range{Light: {1, 3}, Medium: {4, 7}, Heavy: {8, 10}}

// RangedBaseMax is the most a Tier 0 ranged weapon or projectile adds: "this
// is split into 5 from a Heavy projectile, and +5 from a Heavy weapon".
const RangedBaseMax = 5

// HelmetHP is the helmets chart: head hit points by tier.
var HelmetHP = [EquipmentMaxTier + 1]Range{
	{0, 5}, {6, 15}, {16, 25}, {26, 35}, {36, 45}, {46, 55},
	{56, 65}, {66, 75}, {76, 85}, {86, 95}, {96, 105},
}

// BootsSpeed is the boots chart: speed added by tier (Tier n gives n).
var BootsSpeed = [EquipmentMaxTier + 1]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}

// ShieldToughness and ShieldHP are the shields chart.
var (
	ShieldToughness = [EquipmentMaxTier + 1]Range{
		{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 10}, {10, 11}, {12, -1},
	}
	ShieldHP = [EquipmentMaxTier + 1]Range{
		{25, 50}, {51, 75}, {76, 100}, {101, 125}, {126, 150}, {151, 175},
		{176, 200}, {201, 225}, {226, 250}, {251, 275}, {276, -1},
	}
)

// TwoHandedMaxDamage caps a weapon wielded with two weapon slots: "that
// weapon does double damage … this damage cannot go above 50."
const TwoHandedMaxDamage = 50

// ModifierInfo is one of the book's modifier ideas.
type ModifierInfo struct {
	Name     string
	MaxLevel int
	Effect   string
}

// ModifierMaxLevel is the top level of any modifier: "modifiers are ranked
// from 1 to 5, with 5 being the max level".
const ModifierMaxLevel = 5

// Modifiers is the book's modifier table.
var Modifiers = []ModifierInfo{
	{"Elemental", 5, "Adds +1 damage of any element per level"},
	{"Purifying", 5, "Adds +2 damage to weapon attacks against undead per level"},
	{"Leeching", 1, "Damage dealt with this weapon heals the user"},
	{"Auto-Loading", 1, "This weapon does not have to reload"},
	{"Repairing", 5, "Repairs 1 durability every day per level"},
	{"Water Breathing", 1, "Allows the user to breathe in water"},
	{"Shocking", 1, "This weapon deals double damage to shields"},
	{"Piercing", 1, "The user has access to the \"Line\" component"},
	{"Infinity", 1, "This weapon does not consume the ammo it fires."},
	{"Boosting", 5, "Adds +5 in a skill per level"},
	{"Protection", 5, "Adds +1 protection per level"},
	{"Sentient", 1, "This equipment is sentient, and has its own personality and goals"},
	{"Coinspllosion", 1, "Enemies killed with this weapon explode into currency"},
	{"Silencing", 1, "Enemies hit by this weapon are silenced for 1 round"},
	{"Doubling", 1, "Every time this weapon shoots a projectile, it shoots two instead"},
}

// ModifierByName finds a book modifier (case-insensitive).
func ModifierByName(name string) (ModifierInfo, bool) {
	return byName(Modifiers, name, func(m ModifierInfo) string { return m.Name })
}

// Book modifiers the rules compute with.
const (
	ModifierBoosting   = "Boosting"   // +5 per level to one trait
	ModifierProtection = "Protection" // +1 toughness per level
	ModifierElemental  = "Elemental"  // +1 damage of an element per level
)

// BoostingPerLevel and ProtectionPerLevel are those modifiers' steps.
const (
	BoostingPerLevel   = 5
	ProtectionPerLevel = 1
	ElementalPerLevel  = 1
)

// ElementKind separates physical from special (elemental) types.
type ElementKind string

// The kinds of damage type.
const (
	Neutral   ElementKind = "neutral"
	Physical  ElementKind = "physical"
	Elemental ElementKind = "elemental"
)

// Element is one row of the attunement chart: an attack of this type is
// "good against" (1.5×) and "poor against" (½) targets attuned to the listed
// elements.
type Element struct {
	Name        string
	Kind        ElementKind
	GoodAgainst []string
	PoorAgainst []string
}

// Force is the type of abilities without the Elemental component: "All
// abilities initially deal force damage, which is simply neutral to
// everything."
const Force = "Force"

// Elements is the attunement chart in the book's order.
var Elements = []Element{
	{Name: Force, Kind: Neutral},
	{Name: "Piercing", Kind: Physical, GoodAgainst: []string{"Abrasion"}, PoorAgainst: []string{"Piercing"}},
	{Name: "Bludgeoning", Kind: Physical, GoodAgainst: []string{"Piercing"}, PoorAgainst: []string{"Bludgeoning"}},
	{Name: "Slashing", Kind: Physical, GoodAgainst: []string{"Bludgeoning"}, PoorAgainst: []string{"Slashing"}},
	{Name: "Abrasion", Kind: Physical, GoodAgainst: []string{"Slashing"}, PoorAgainst: []string{"Abrasion"}},
	{Name: "Cryo", Kind: Elemental, GoodAgainst: []string{"Poison", "Acid"}, PoorAgainst: []string{"Cryo", "Fire", "Earth"}},
	{Name: "Fire", Kind: Elemental, GoodAgainst: []string{"Cryo", "Poison"}, PoorAgainst: []string{"Fire", "Water", "Psychic"}},
	{Name: "Water", Kind: Elemental, GoodAgainst: []string{"Radiation", "Fire"}, PoorAgainst: []string{"Water", "Electric", "Poison"}},
	{Name: "Electric", Kind: Elemental, GoodAgainst: []string{"Psychic", "Water"}, PoorAgainst: []string{"Electric", "Radiation", "Acid"}},
	{Name: "Acid", Kind: Elemental, GoodAgainst: []string{"Earth", "Electric"}, PoorAgainst: []string{"Acid", "Cryo", "Psychic"}},
	{Name: "Radiation", Kind: Elemental, GoodAgainst: []string{"Psychic", "Electric"}, PoorAgainst: []string{"Radiation", "Earth", "Water"}},
	{Name: "Poison", Kind: Elemental, GoodAgainst: []string{"Water", "Earth"}, PoorAgainst: []string{"Poison", "Cryo", "Fire"}},
	{Name: "Earth", Kind: Elemental, GoodAgainst: []string{"Radiation", "Cryo"}, PoorAgainst: []string{"Earth", "Poison", "Acid"}},
	{Name: "Psychic", Kind: Elemental, GoodAgainst: []string{"Fire", "Acid"}, PoorAgainst: []string{"Psychic", "Radiation", "Electric"}},
	{Name: "Light", Kind: Elemental, GoodAgainst: []string{"Dark"}, PoorAgainst: []string{"Light"}},
	{Name: "Dark", Kind: Elemental, GoodAgainst: []string{"Light"}, PoorAgainst: []string{"Dark"}},
}

// ElementByName finds a chart row (case-insensitive). The book also says
// "abrasive" for Abrasion; that spelling is accepted.
func ElementByName(name string) (Element, bool) {
	if equalFold(name, "Abrasive") {
		name = "Abrasion"
	}
	return byName(Elements, name, func(e Element) string { return e.Name })
}

// Attunement multipliers ("Taking Damage and Dying").
const (
	AttunementGood    = 1.5
	AttunementPoor    = 0.5
	AttunementNeutral = 1.0
)

// Attunement is the damage multiplier of an attack of type attack against a
// target attuned to the given elements: 1.5 when the attack is good against
// one of them, 0.5 when poor against one, and 1 when neither or both
// ("Weaknesses and resistances do not stack, and a weakness + a resistance
// simply nullify each-other out."). Unknown names count as neutral.
func Attunement(attack string, attuned []string) float64 {
	row, ok := ElementByName(attack)
	if !ok {
		return AttunementNeutral
	}
	good, poor := false, false
	for _, a := range attuned {
		good = good || containsFold(row.GoodAgainst, a)
		poor = poor || containsFold(row.PoorAgainst, a)
	}
	switch {
	case good && !poor:
		return AttunementGood
	case poor && !good:
		return AttunementPoor
	default:
		return AttunementNeutral
	}
}

// AttunementRow is what the chart means for one character: the attack
// types that hurt it more and less.
type AttunementRow struct {
	Attack     string  `json:"attack"`
	Multiplier float64 `json:"multiplier"`
}

// AttunementFor lists, for a character attuned to the given elements, every
// attack type whose multiplier is not 1, in chart order.
func AttunementFor(attuned []string) []AttunementRow {
	var rows []AttunementRow
	for _, e := range Elements {
		if m := Attunement(e.Name, attuned); m != AttunementNeutral {
			rows = append(rows, AttunementRow{Attack: e.Name, Multiplier: m})
		}
	}
	return rows
}

// AttunementSides splits attunement rows into the attack types the
// character takes more damage from (multiplier above 1) and those it takes
// less from, in the rows' order.
func AttunementSides(rows []AttunementRow) (more, less []string) {
	for _, r := range rows {
		if r.Multiplier > 1 {
			more = append(more, r.Attack)
		} else {
			less = append(less, r.Attack)
		}
	}
	return more, less
}
