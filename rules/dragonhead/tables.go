package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules"
)

// Ability is one of the nine abilities, by its full name as the book and the
// character file spell it ("Muscle", "Constitution", …).
type Ability string

// The nine abilities, in the book's order down the sheet.
const (
	Muscle       Ability = "Muscle"
	Constitution Ability = "Constitution"
	Dexterity    Ability = "Dexterity"
	Intellect    Ability = "Intellect"
	Wisdom       Ability = "Wisdom"
	Charisma     Ability = "Charisma"
	Spirit       Ability = "Spirit"
	Magic        Ability = "Magic"
	Luck         Ability = "Luck"
)

// AbilityInfo is a row of the book's ability list.
type AbilityInfo struct {
	Name        Ability
	Short       string // "Mus"
	Group       string // physical, mental or metaphysical
	Description string
}

// Abilities lists the nine abilities in sheet order.
var Abilities = []AbilityInfo{
	{Muscle, "Mus", "physical", "the meat that makes your body go"},
	{Constitution, "Con", "physical", "your health and natural good looks"},
	{Dexterity, "Dex", "physical", "the ability to move with speed and precision"},
	{Intellect, "Int", "mental", "the sharpness of your mind"},
	{Wisdom, "Wis", "mental", "your intuition and perception"},
	{Charisma, "Cha", "mental", "the force of your personality"},
	{Spirit, "Spi", "metaphysical", "the source of will"},
	{Magic, "Mag", "metaphysical", "your natural talent with the force of magic"},
	{Luck, "Luc", "metaphysical", "the grace of the universe shining upon you"},
}

// AbilityNames returns the nine abilities in sheet order.
func AbilityNames() []Ability {
	out := make([]Ability, len(Abilities))
	for i, a := range Abilities {
		out[i] = a.Name
	}
	return out
}

// ParseAbility finds an ability by its full name or three-letter short name,
// ignoring case.
func ParseAbility(s string) (Ability, bool) {
	for _, a := range Abilities {
		if strings.EqualFold(s, string(a.Name)) || strings.EqualFold(s, a.Short) {
			return a.Name, true
		}
	}
	return "", false
}

// floorDiv divides rounding toward negative infinity, the book's "Always
// Round Down" for negative numbers too.
func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// Modifier turns an ability score into its modifier: floor((score − 10) / 2),
// the book's table (10 to 11 is +0, 12 to 13 is +1 …) continued both ways.
func Modifier(score int) int {
	return floorDiv(score-10, 2)
}

// CombatScore is the "unofficial 10th ability": (Muscle + Dexterity + Spirit)
// / 3, rounded down.
func CombatScore(muscle, dexterity, spirit int) int {
	return floorDiv(muscle+dexterity+spirit, 3)
}

// Band is a named range of a threshold table ("Awesome 15 to 18").
type Band struct {
	Name string
	From int
	To   int // 0 means "and up"
}

// AbilityRatings is the book's description of scores.
var AbilityRatings = []Band{
	{"Awesome", 15, 18},
	{"Excellent", 12, 14},
	{"Average", 9, 11},
	{"Pathetic", 6, 8},
	{"Sad", 3, 5},
}

// AdventureTiers names character and class levels; the same table serves both.
var AdventureTiers = []Band{
	{"Beginner", 1, 3},
	{"Intermediate", 4, 6},
	{"Expert", 7, 9},
	{"Hero", 10, 12},
	{"Master", 13, 15},
	{"Demigod", 16, 0},
}

// Tier names the band a level falls in ("Beginner" for 1 to 3).
func Tier(level int) string {
	for _, b := range AdventureTiers {
		if level >= b.From && (b.To == 0 || level <= b.To) {
			return b.Name
		}
	}
	return ""
}

// InclinationInfo is one of the nine inclinations.
type InclinationInfo struct {
	Code string // "LG"
	Name string // "Lawful Good"
}

// Inclinations lists the nine inclinations in the book's order.
var Inclinations = []InclinationInfo{
	{"LG", "Lawful Good"}, {"NG", "Neutral Good"}, {"CG", "Chaotic Good"},
	{"LN", "Lawful Neutral"}, {"TN", "True Neutral"}, {"CN", "Chaotic Neutral"},
	{"LE", "Lawful Evil"}, {"NE", "Neutral Evil"}, {"CE", "Chaotic Evil"},
}

// ValidInclination reports whether code is one of the nine codes.
func ValidInclination(code string) bool {
	for _, in := range Inclinations {
		if in.Code == code {
			return true
		}
	}
	return false
}

// BodySize is a row of the body size table.
type BodySize struct {
	Name    string
	Mass    float64 // multiplies weight, food, price (above Medium) and Muscle after creation
	Dmg     float64 // multiplies Actual HP, stun, damage done, armour and shields
	Dis     float64 // multiplies distances: move scores, ranges, areas
	Hide    int     // modifier to hiding
	Example string
}

// Ex is the wear damage trying hard costs per level: Dmg rounded down, at
// least 1.
func (s BodySize) Ex() int {
	ex := int(s.Dmg)
	if ex < 1 {
		ex = 1
	}
	return ex
}

// BodySizes are the sixteen sizes, smallest first.
var BodySizes = []BodySize{
	{"Tiny", 0.1, 0.2, 0.4, 8, "Field Mouse"},
	{"Little", 0.3, 0.4, 0.6, 6, "House Cat"},
	{"Compact", 0.5, 0.6, 0.8, 4, "Farm Dog"},
	{"Small", 0.8, 0.8, 1, 2, "Young Human"},
	{"Medium", 1, 1, 1, 0, "Adult Human"},
	{"Large", 1.5, 1.2, 1, -2, "Hobgoblin"},
	{"Extra", 2, 1.5, 1.2, -4, "Bugbear"},
	{"Big", 4, 2, 1.5, -6, "Ogre"},
	{"Huge", 6, 3, 2, -8, "Hill Giant"},
	{"Massive", 10, 4, 3, -10, "Fire Giant"},
	{"Enormous", 15, 5, 4, -12, "Storm Giant"},
	{"Humongous", 30, 7, 5, -14, "Mammoth"},
	{"Colossal", 60, 10, 7, -16, "Kraken"},
	{"Gigantic", 100, 15, 10, -18, "Epic Dragon"},
	{"Titanic", 300, 20, 15, -20, "Leviathan"},
	{"Gargantuan", 500, 30, 20, -22, "Ancient Dragon"},
}

// DefaultSize is the size of a character whose data names none.
const DefaultSize = "Medium"

// SizeByName finds a body size, ignoring case.
func SizeByName(name string) (BodySize, bool) {
	return rules.FindFold(BodySizes, name, func(s BodySize) string { return s.Name })
}

// scale multiplies n by a size factor and rounds down (the book's "Always
// Round Down"). Factors have at most one decimal, so tenths are exact.
func scale(n int, factor float64) int {
	tenths := int(factor*10 + 0.5)
	return floorDiv(n*tenths, 10)
}

// DamageType is one of the five damage types.
type DamageType struct {
	Letter string // "s"
	Name   string // "Sharp"
	Ratio  int    // wear per tear: Sharp 2 means 2 : 1
}

// DamageTypes are the five types, most lethal first.
var DamageTypes = []DamageType{
	{"p", "Piercing", 1},
	{"s", "Sharp", 2},
	{"m", "Mixed", 3},
	{"b", "Blunt", 4},
	{"i", "Impact", 5},
}

// ParseDamageType accepts a letter or a name, ignoring case.
func ParseDamageType(s string) (DamageType, bool) {
	// The letters as written first (what the forecast's attacks carry): the
	// letters differ and no name is one letter long, so the answer is the
	// one the loop below gives.
	if len(s) == 1 {
		for i := range DamageTypes {
			if l := DamageTypes[i].Letter; len(l) == 1 && l[0] == s[0] {
				return DamageTypes[i], true
			}
		}
	}
	for _, d := range DamageTypes {
		if strings.EqualFold(s, d.Letter) || strings.EqualFold(s, d.Name) {
			return d, true
		}
	}
	return DamageType{}, false
}

// Tear is the tear damage an amount of wear does: one tear every Ratio wear
// ("An attack doing 8 Sharp would do 8 wear and 4 tear").
func (d DamageType) Tear(wear int) int {
	if wear <= 0 {
		return 0
	}
	return wear / d.Ratio
}

// Aspect is one entry of the book's aspect list.
type Aspect struct {
	Name string
	Text string
}

// Aspects is the book's list of attack and equipment aspects.
var Aspects = []Aspect{
	{"1shot", "This item can be used once and never again."},
	{"2hds", "It requires two hands to work."},
	{"Activate", "The score you check to activate a magic item."},
	{"Ammo", "The number of shots a weapon can take before needing a reload."},
	{"Bastard", "One-handed melee weapon with an elongated grip: Damage +2 when used with two hands."},
	{"Bal", "Balanced: can be thrown at Point-Blank range without hardening the hit."},
	{"Burst", "Fires a burst; the die roll is the number of shots that hit."},
	{"Close", "Made for fighting in close quarters: attacks only a non-diagonal adjacent step."},
	{"Cold", "Flash freezes an opponent; beat the attack's strength with Muscle to break free."},
	{"Def", "The ability an opponent defends themselves with against the attack."},
	{"Dur", "Duration in rounds; PS means per success."},
	{"Dur Enc", "Lasts for an encounter or 10 minutes, whichever comes first."},
	{"Dur Conc", "Lasts as long as its caster concentrates."},
	{"Elec", "Electrical: opponents in metal armour defend with DC."},
	{"Fire", "Stands a chance of setting a creature on fire."},
	{"Fragile", "Easily broken: a Hard Luck Save when its carrier falls."},
	{"Grapple", "Does damage and grapples with the strength of the hit."},
	{"Great", "Larger and two-handed: Damage +4, Hit -1."},
	{"HD", "Half Defense: armour and shield rolls against it are halved."},
	{"Light", "Number of 10' squares a light source illuminates beyond its own."},
	{"NAN", "No Activation Needed: magical and always on."},
	{"ND", "No Defense: armour and shield do not protect."},
	{"Poison", "Strength of the poison."},
	{"Reach", "Strikes over 1 step, or over the number of steps given."},
	{"Rng", "Ranged attack; the number is its effective range in steps, double it for the maximum."},
	{"Rld", "Rounds it takes to reload."},
	{"Save", "The ability used for a saving throw against this attack."},
	{"Scar", "Does scar damage: tears are blackened in and do not heal naturally."},
	{"SEP", "Single Effect Power: affects a character only once."},
	{"SL", "Size-Locked: always medium-sized."},
	{"SUP", "Single Use Power: a new cast dismisses the earlier one."},
	{"Time", "Rounds it takes to cast or act."},
	{"Touch", "Needs skin-to-skin contact."},
}

// AspectByName finds an aspect by the first word(s) of a tag such as
// "Rng 20" or "Dur Enc", ignoring case.
func AspectByName(tag string) (Aspect, bool) {
	tag = strings.TrimSpace(tag)
	best := Aspect{}
	found := false
	for _, a := range Aspects {
		if strings.EqualFold(tag, a.Name) || (len(tag) > len(a.Name) &&
			strings.EqualFold(tag[:len(a.Name)], a.Name) && tag[len(a.Name)] == ' ') {
			if !found || len(a.Name) > len(best.Name) {
				best, found = a, true
			}
		}
	}
	return best, found
}

// Coin is a row of the coin table.
type Coin struct {
	Name  string
	Abbr  string
	Value int // in iron pieces
}

// Coins are the coins of the realm, most valuable first.
var Coins = []Coin{
	{"Platinum", "PP", 1000},
	{"Gold", "GP", 100},
	{"Silver", "SP", 50},
	{"Copper", "CP", 10},
	{"Iron", "IP", 1},
}

// CoinWeightLbs is the weight of any one coin: "a uniform one tenth of a pound".
const CoinWeightLbs = 0.1

// CoinsPerMovePenalty: "Every 250 coins that you carry will add a Move -1".
const CoinsPerMovePenalty = 250

// CoinByAbbr finds a coin by its abbreviation, ignoring case.
func CoinByAbbr(abbr string) (Coin, bool) {
	return rules.FindFold(Coins, abbr, func(c Coin) string { return c.Abbr })
}

// FormatIP writes an amount of iron pieces with the book's "$" sign.
func FormatIP(ip int) string {
	return "$" + thousands(ip)
}

// thousands writes n with comma separators, as the book writes XP (2,500).
func thousands(n int) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return sign + s
}

// Climates is the app's climate ladder from hottest to coldest. The book
// names only "Temp or Temperate" and says "Every 10 points of warmth allows
// you to endure one climate less than your natural one"; the other rungs are
// a rules decision (docs/rules-decisions.md).
var Climates = []string{"Tropical", "Warm", "Temperate", "Cool", "Cold", "Arctic"}

// WarmthPerClimate is the warmth that lets a character endure one climate
// colder than their natural one.
const WarmthPerClimate = 10

// ClimateIndex finds a climate by name or its first four letters ("Temp").
func ClimateIndex(name string) (int, bool) {
	for i, c := range Climates {
		if strings.EqualFold(c, name) || (len(name) >= 4 && len(name) < len(c) &&
			strings.EqualFold(c[:len(name)], name)) {
			return i, true
		}
	}
	return 0, false
}

// AdjustedClimate is the climate a character dressed with warmth points can
// endure: one step colder than natural per 10 warmth, stopping at the coldest.
func AdjustedClimate(natural string, warmth int) (string, error) {
	i, ok := ClimateIndex(natural)
	if !ok {
		return "", fmt.Errorf("unknown climate %q", natural)
	}
	if warmth > 0 {
		i += warmth / WarmthPerClimate
	}
	if i >= len(Climates) {
		i = len(Climates) - 1
	}
	return Climates[i], nil
}

// MojoRollFor is the mojo roll for the number of people at the table (DM
// included): the number of d6 to roll.
func MojoRollFor(people int) (int, error) {
	switch {
	case people < 1:
		return 0, fmt.Errorf("mojo roll: %d people at the table, need at least 1", people)
	case people == 1:
		return 5, nil
	case people <= 3:
		return 4, nil
	case people <= 5:
		return 3, nil
	case people <= 7:
		return 2, nil
	default:
		return 1, nil
	}
}

// MojoSpend is one thing mojo can buy during a session.
type MojoSpend struct {
	Name string
	Cost int
	Text string
}

// MojoSpends is the book's spending list, cheapest first.
var MojoSpends = []MojoSpend{
	{"Fudge The Dice", 1, "Re-roll the dice, up to three times per roll; you may not return to a better roll. Not during character creation, not on the mojo roll, and it cannot stop a crash."},
	{"Rise Above", 1, "Each mojo spent adds +2 to the score being checked."},
	{"Divine Wind", 2, "Blows away 1d20 wear damage; 1 more mojo per additional character."},
	{"Premonition", 3, "The character saw the mess coming and did something about it beforehand."},
	{"Gift of the Gods", 5, "The party gets something it desperately needs (not a game changer)."},
	{"Resurrection", 7, "A character comes back from the dead."},
	{"Dream Sequence", 9, "Everything since the characters last slept was a bad dream."},
	{"Act of God", 12, "An earthquake, forest fire or comet strike happens right when needed."},
}
