package dragonhead

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"sessionzero/rules"
)

// Character is the `data` document of a Dragonhead character file. Keys are
// snake_case; top-level keys the app does not know are kept on a round trip.
type Character struct {
	// Abilities are the actual scores by full name ("Muscle": 12), including
	// bought increases but not the size Mass adjustment.
	Abilities map[Ability]int `json:"abilities"`
	// Size is the body size name; empty means Medium.
	Size    string       `json:"size,omitempty"`
	Classes []ClassLevel `json:"classes"`
	Skills  []Skill      `json:"skills"`
	// AbilityIncreases are the bonuses bought with XP (Intellect +3).
	AbilityIncreases map[Ability]int `json:"ability_increases,omitempty"`
	XP               XP              `json:"xp"`
	Equipment        []Item          `json:"equipment,omitempty"`
	// Coins are counts by abbreviation ("GP": 12).
	Coins       map[string]int `json:"coins,omitempty"`
	Attacks     []Attack       `json:"attacks,omitempty"`
	Inclination Inclination    `json:"inclination"`
	// Traits are three personality traits: positive, neutral, negative.
	Traits []string `json:"traits,omitempty"`
	// Climate is the character's natural climate ("Temperate").
	Climate      string  `json:"climate,omitempty"`
	BodyWeightLb float64 `json:"body_weight,omitempty"`
	// Creation is how the abilities were made; History keeps every roll and
	// every spending, oldest first.
	Creation Creation `json:"creation"`
	History  []Event  `json:"history,omitempty"`
	// DateCreated is the day the character was made (YYYY-MM-DD), printed
	// on the sheet's Experience page. rules/ has no clock: the app stamps
	// it with StampCreated when it creates or imports a character.
	DateCreated string `json:"date_created,omitempty"`
	// Damage is the damage carried between encounters: wear, tear and scar
	// in the damage circles and the rests taken today (absent: none).
	Damage *Damage `json:"damage,omitempty"`

	// Extra holds top-level keys this version does not know.
	Extra map[string]json.RawMessage `json:"-"`
}

// Inclination is a character's social and true inclination (codes such as
// "LN" and "CG"). True may be empty when both are the same.
type Inclination struct {
	Social string `json:"social,omitempty"`
	True   string `json:"true,omitempty"`
}

// String writes "LN / CG", or one code when both are the same.
func (in Inclination) String() string {
	t := in.True
	if t == "" {
		t = in.Social
	}
	if in.Social == "" || in.Social == t {
		return t
	}
	return in.Social + " / " + t
}

// ClassLevel is a class the character has: a copy of its catalog entry (so
// the file stands on its own) with the character's level and HP rolls.
type ClassLevel struct {
	ClassDef
	Level int `json:"level"`
	// HPRolls are the class hit die rolls: one per level after the first for
	// the first class, one per level for any other class.
	HPRolls []int `json:"hp_rolls,omitempty"`
}

// Skill is a skill the character has at a bonus (+0 …).
type Skill struct {
	Name     string   `json:"name"`
	Bonus    int      `json:"bonus"`
	BaseCost int      `json:"base_cost"`
	Language bool     `json:"language,omitempty"`
	Uses     []string `json:"uses,omitempty"`
	// AtCreation marks skills taken by the brand new character (Read &
	// Write needs Intellect 12 then).
	AtCreation   bool `json:"at_creation,omitempty"`
	MinIntellect int  `json:"min_intellect,omitempty"`
}

// XP is the experience block of the sheet's back page.
type XP struct {
	// Unspent is effort points not yet spent; negative after a loss.
	Unspent int `json:"unspent"`
	// ClassPoints are unspent class points by class name, only spendable on
	// that class.
	ClassPoints map[string]int `json:"class_points,omitempty"`
	// Spent is the "Spent XP" list: amounts per class, skill and ability.
	Spent Spent `json:"spent"`
}

// Spent is the XP spent on each class, skill and ability, by name.
type Spent struct {
	Classes   map[string]int `json:"classes,omitempty"`
	Skills    map[string]int `json:"skills,omitempty"`
	Abilities map[string]int `json:"abilities,omitempty"`
}

// Total adds every amount spent.
func (s Spent) Total() int {
	t := 0
	for _, m := range []map[string]int{s.Classes, s.Skills, s.Abilities} {
		for _, v := range m {
			t += v
		}
	}
	return t
}

// Kinds of equipment the rules tell apart (Item.Kind).
const (
	ItemWeapon     = "weapon"
	ItemArmor      = "armor"
	ItemHelmet     = "helmet"
	ItemShield     = "shield"
	ItemProtection = "protection" // a protective magic item
	ItemClothing   = "clothing"
	ItemGear       = "gear"
)

// ItemKinds are the kinds of equipment in the order the gear editor offers
// them.
var ItemKinds = []string{ItemWeapon, ItemArmor, ItemHelmet, ItemShield, ItemProtection, ItemClothing, ItemGear}

// ProtectiveKind reports an item kind that counts for Armor or Shield when
// worn (armour, also spelled so, a helmet, a shield, a protective magic
// item), in any case.
func ProtectiveKind(kind string) bool {
	switch strings.ToLower(kind) {
	case ItemArmor, "armour", ItemHelmet, ItemShield, ItemProtection:
		return true
	}
	return false
}

// Item is a piece of equipment.
type Item struct {
	Name string `json:"name"`
	// Kind is armor, helmet, shield, protection (a protective magic item),
	// weapon, clothing or gear.
	Kind  string `json:"kind,omitempty"`
	Count int    `json:"count,omitempty"` // 0 means 1
	// WeightLb and PriceIP are for one item.
	WeightLb    float64  `json:"weight,omitempty"`
	PriceIP     int      `json:"price,omitempty"`
	Quality     int      `json:"quality,omitempty"`
	Armor       int      `json:"armor,omitempty"`
	Shield      int      `json:"shield,omitempty"`
	MovePenalty int      `json:"move_penalty,omitempty"`
	Warmth      int      `json:"warmth,omitempty"`
	Aspects     []string `json:"aspects,omitempty"`
	// Equipped marks armour, helmet, shield and protective items worn.
	Equipped bool `json:"equipped,omitempty"`
}

func (it Item) count() int {
	if it.Count <= 0 {
		return 1
	}
	return it.Count
}

// Attack is a line of the Attacks list: a weapon, a natural attack or a spell.
type Attack struct {
	Name string `json:"name"`
	// Kind is the combat use it falls under: Melee, Ranged, Unarmed, or Spell.
	Kind  string `json:"kind"`
	Count int    `json:"count,omitempty"`
	// Hit and Quality are the weapon's own modifiers.
	Hit     int `json:"hit,omitempty"`
	Quality int `json:"quality,omitempty"`
	// Damage is the damage number before the Dice Table; 0 means none.
	Damage        int      `json:"damage,omitempty"`
	MusclePowered bool     `json:"muscle_powered,omitempty"`
	DamageType    string   `json:"damage_type,omitempty"`
	Aspects       []string `json:"aspects,omitempty"`
	// Skill is the skill whose bonus applies (its Uses must cover this
	// attack); HalfSkill when it only somewhat helps.
	Skill     string `json:"skill,omitempty"`
	HalfSkill bool   `json:"half_skill,omitempty"`
	// SpellLevel (X) and MagicKind are for spells.
	SpellLevel int    `json:"spell_level,omitempty"`
	MagicKind  string `json:"magic_kind,omitempty"`
	Divine     bool   `json:"divine,omitempty"`
}

// Creation methods (Creation.Method).
const (
	MethodRoll       = "roll"        // 3d6 down the line
	MethodClassFirst = "class_first" // the rolls assigned where a class needs them
	MethodTyped      = "typed"       // scores typed in
)

// Creation records how the abilities came to be.
type Creation struct {
	// Method is "roll" (3d6 down the line), "class_first" or "typed".
	Method string `json:"method,omitempty"`
	// Rolled are the nine 3d6 totals in sheet order, after re-rolls.
	Rolled []int `json:"rolled,omitempty"`
	// RerolledBest names the best score re-rolled first; Rerolled the low
	// scores re-rolled after it.
	RerolledBest string   `json:"rerolled_best,omitempty"`
	Rerolled     []string `json:"rerolled,omitempty"`
	// Done is set once the character leaves creation.
	Done bool `json:"done,omitempty"`
}

// Kinds of history entry (Event.Kind).
const (
	HistoryRoll         = "roll"
	HistoryRerollBest   = "reroll_best"
	HistoryReroll       = "reroll"
	HistoryAssign       = "assign"
	HistoryTyped        = "typed"
	HistoryCreationDone = "creation_done"
	HistoryHPRoll       = "hp_roll"
	HistoryAddClass     = "add_class"
	HistoryRaiseClass   = "raise_class"
	HistoryUpdateClass  = "update_class"
	HistoryDropClass    = "drop_class"
	HistoryAddSkill     = "add_skill"
	HistoryRaiseSkill   = "raise_skill"
	HistoryDropSkill    = "drop_skill"
	HistoryRaiseAbility = "raise_ability"
	HistoryEffort       = "effort"
	HistoryGainXP       = "gain_xp"
	HistoryLoseXP       = "lose_xp"
	HistoryClassPoints  = "class_points"
)

// Event is one entry of the character's history: a roll or an XP change.
type Event struct {
	Kind    string `json:"kind"`
	Ability string `json:"ability,omitempty"`
	Target  string `json:"target,omitempty"`
	Dice    []int  `json:"dice,omitempty"`
	Total   int    `json:"total,omitempty"`
	Old     int    `json:"old,omitempty"`
	XP      int    `json:"xp,omitempty"`
	Note    string `json:"note,omitempty"`
}

// Damage is what the damage circles and the rest circles hold.
type Damage struct {
	Wear  int `json:"wear,omitempty"`
	Tear  int `json:"tear,omitempty"`
	Scar  int `json:"scar,omitempty"`
	Rests int `json:"rests,omitempty"`
}

type characterFields Character

// UnmarshalJSON decodes the data document and keeps unknown top-level keys.
func (c *Character) UnmarshalJSON(b []byte) error {
	*c = Character{}
	return rules.KeepIn(b, (*characterFields)(c), &c.Extra)
}

// MarshalJSON encodes the data document with the unknown keys it was read with.
func (c Character) MarshalJSON() ([]byte, error) {
	f := characterFields(c)
	if f.Abilities == nil {
		f.Abilities = map[Ability]int{}
	}
	if f.Classes == nil {
		f.Classes = []ClassLevel{}
	}
	if f.Skills == nil {
		f.Skills = []Skill{}
	}
	return rules.MarshalKeeping(f, c.Extra)
}

// DecodeCharacter reads a data document and checks its structure: a JSON
// object, the nine ability names only, known sizes, classes with names.
// Rule problems (an overspent budget, too many callings) are not errors;
// Derive lists them.
func DecodeCharacter(data json.RawMessage) (Character, error) {
	c, _, err := rules.DecodeInto(data, Character{}, "dragonhead character", nil)
	if err != nil {
		return Character{}, err
	}
	var unknown []string
	for a := range c.Abilities {
		if full, ok := ParseAbility(string(a)); !ok || full != a {
			unknown = append(unknown, string(a))
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return Character{}, fmt.Errorf("dragonhead character: unknown abilities %s (use the nine full names, e.g. \"Muscle\")", strings.Join(unknown, ", "))
	}
	if c.Size != "" {
		if _, ok := SizeByName(c.Size); !ok {
			return Character{}, fmt.Errorf("dragonhead character: unknown body size %q", c.Size)
		}
	}
	for i, cl := range c.Classes {
		if strings.TrimSpace(cl.Name) == "" {
			return Character{}, fmt.Errorf("dragonhead character: class %d has no name", i+1)
		}
		if cl.HitDie < 0 {
			return Character{}, fmt.Errorf("dragonhead character: class %s has hit die %d", cl.Name, cl.HitDie)
		}
	}
	for i, s := range c.Skills {
		if strings.TrimSpace(s.Name) == "" {
			return Character{}, fmt.Errorf("dragonhead character: skill %d has no name", i+1)
		}
	}
	for abbr := range c.Coins {
		if _, ok := CoinByAbbr(abbr); !ok {
			return Character{}, fmt.Errorf("dragonhead character: unknown coin %q (use PP, GP, SP, CP or IP)", abbr)
		}
	}
	if err := characterBounds(c); err != nil {
		return Character{}, fmt.Errorf("dragonhead character: %w", err)
	}
	if c.DateCreated != "" {
		if _, err := time.Parse(time.DateOnly, c.DateCreated); err != nil {
			return Character{}, fmt.Errorf("dragonhead character: date_created %q is not a date; write it as YYYY-MM-DD", c.DateCreated)
		}
	}
	return c, nil
}

// Encode writes the character as its data document.
func (c Character) Encode() (json.RawMessage, error) {
	return rules.Encode(c, "dragonhead character")
}

// NewCharacter is a fresh character: all nine abilities at 10 (average, until
// rolled), no class, no skills, nothing spent.
func NewCharacter() Character {
	c := Character{Abilities: map[Ability]int{}}
	for _, a := range AbilityNames() {
		c.Abilities[a] = 10
	}
	c.Size = DefaultSize
	return c
}

// edit returns a copy of c changed by change (an operation's result; c
// itself is left as it was, and returned with the error when it cannot be
// copied).
func (c Character) edit(change func(out *Character)) (Character, error) {
	out, err := c.Clone()
	if err != nil {
		return c, err
	}
	change(&out)
	return out, nil
}

// Clone makes a deep copy, so operations can return a changed character
// without touching the one passed in.
func (c Character) Clone() (Character, error) {
	b, err := json.Marshal(c)
	if err != nil {
		return Character{}, fmt.Errorf("cloning a character: %w", err)
	}
	var out Character
	if err := json.Unmarshal(b, &out); err != nil {
		return Character{}, fmt.Errorf("cloning a character: %w", err)
	}
	return out, nil
}

// DisplayName is the name on the sheet: the given name, or "The <Class>"
// after the first class when none is given ("Your barbarian becomes The
// Barbarian").
func DisplayName(name string, c Character) string {
	if strings.TrimSpace(name) != "" {
		return name
	}
	if len(c.Classes) > 0 {
		return "The " + c.Classes[0].Name
	}
	return "The Nameless"
}

// FromCatalog makes the character's copy of a catalog class at level 1.
func FromCatalog(def ClassDef) ClassLevel {
	cp := def
	cp.BestAbilities = append([]Ability(nil), def.BestAbilities...)
	cp.Moves = append([]Move(nil), def.Moves...)
	cp.Combat = append([]Line(nil), def.Combat...)
	if def.Magic != nil {
		m := *def.Magic
		m.Kinds = append([]Line(nil), def.Magic.Kinds...)
		cp.Magic = &m
	}
	cp.Inclinations = append([]string(nil), def.Inclinations...)
	cp.Restrictions = append([]string(nil), def.Restrictions...)
	cp.LevelXP = append([]int(nil), def.LevelXP...)
	cp.Features = append([]Feature(nil), def.Features...)
	cp.Equipment = append([]StarterItem(nil), def.Equipment...)
	cp.Incomplete = append([]string(nil), def.Incomplete...)
	return ClassLevel{ClassDef: cp, Level: 1}
}

func (c Character) size() BodySize {
	if s, ok := SizeByName(c.Size); ok {
		return s
	}
	s, _ := SizeByName(DefaultSize)
	return s
}

func (c Character) score(a Ability) int { return c.Abilities[a] }

func (c Character) mod(a Ability) int { return Modifier(c.Abilities[a]) }
