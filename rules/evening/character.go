package evening

import (
	"encoding/json"
	"fmt"
	"slices"

	"sessionzero/rules"
)

// Character is the data document of an Evening character (specs/evening.md
// §3.2). Keys the app does not know are kept in Extra and written back.
type Character struct {
	Abilities     Abilities    `json:"abilities"`
	Attributes    Attributes   `json:"attributes"`
	StartLevel    int          `json:"start_level"`
	ReachedLevel1 bool         `json:"reached_level_1,omitempty"`
	XPTotal       int          `json:"xp_total"`
	XPInvested    []Investment `json:"xp_invested,omitempty"`
	Origins       []Feature    `json:"origins,omitempty"`
	Classes       []Feature    `json:"classes,omitempty"`
	Disciplines   []Feature    `json:"disciplines,omitempty"`
	Focuses       []Feature    `json:"focuses,omitempty"`
	BaseFeatures  []TextEntry  `json:"base_features,omitempty"`
	CharacterKit  string       `json:"character_kit,omitempty"`
	Aptitudes     []Aptitude   `json:"aptitudes,omitempty"`
	Size          string       `json:"size,omitempty"`
	Speeds        []Speed      `json:"speeds,omitempty"`
	// CurrentHP nil means full health.
	CurrentHP      *int              `json:"current_hp,omitempty"`
	TemporaryHP    int               `json:"temporary_hp,omitempty"`
	ReservesSpent  int               `json:"reserves_spent,omitempty"`
	Assets         map[string]Asset  `json:"assets,omitempty"`
	WealthAptitude []string          `json:"wealth_aptitudes,omitempty"`
	Resources      map[string]int    `json:"resources,omitempty"`
	Inventory      []Item            `json:"inventory,omitempty"`
	Attacks        []Attack          `json:"attacks,omitempty"`
	PlotArmor      []string          `json:"plot_armor,omitempty"`
	Injury         int               `json:"injury,omitempty"`
	InjuryRests    int               `json:"injury_rests,omitempty"`
	Exhaustion     int               `json:"exhaustion,omitempty"`
	IgnoredLevels  IgnoredLevels     `json:"ignored_levels"`
	DeathSaves     DeathSaveMarks    `json:"death_saves"`
	Conditions     []string          `json:"conditions,omitempty"`
	Threads        []Thread          `json:"threads,omitempty"`
	History        []json.RawMessage `json:"history,omitempty"`
	// Dead marks a character killed outright (L1099).
	Dead bool `json:"dead,omitempty"`

	Extra map[string]json.RawMessage `json:"-"`
}

// Abilities are Finesse, Prowess and Resolve (L157).
type Abilities struct {
	Finesse int `json:"finesse"`
	Prowess int `json:"prowess"`
	Resolve int `json:"resolve"`
}

// Attributes are Body and Mind (L158).
type Attributes struct {
	Body int `json:"body"`
	Mind int `json:"mind"`
}

// Investment is XP put into something (L184–191).
type Investment struct {
	Kind   string `json:"kind"`
	Points int    `json:"points"`
	Asset  string `json:"asset,omitempty"`
}

// Investment kinds (specs/evening.md §3.2, EVE-6).
const (
	InvestReserveDie       = "reserve_die"
	InvestAssetBase        = "asset_base"
	InvestPlotArmor        = "plot_armor"
	InvestEffectStep       = "effect_step"
	InvestReroll           = "reroll"
	InvestIgnoreInjury     = "ignore_injury"
	InvestIgnoreExhaustion = "ignore_exhaustion"
)

var investmentKinds = []string{InvestReserveDie, InvestAssetBase, InvestPlotArmor, InvestEffectStep, InvestReroll, InvestIgnoreInjury, InvestIgnoreExhaustion}

// investmentWords name each kind of investment as the book says it
// (L186–191): the short name, and the phrase after "invested 5 XP in".
var investmentWords = map[string][2]string{
	InvestReserveDie:       {"reserve die", "a reserve die"},
	InvestAssetBase:        {"asset base", "an asset base"},
	InvestPlotArmor:        {"plot armor", "plot armor"},
	InvestEffectStep:       {"effect step", "an effect step"},
	InvestReroll:           {"re-roll", "a re-roll"},
	InvestIgnoreInjury:     {"ignore an injury level", "ignoring an injury level"},
	InvestIgnoreExhaustion: {"ignore an exhaustion level", "ignoring an exhaustion level"},
}

// InvestmentKindName is a kind of investment in the book's words
// ("reserve die" for "reserve_die"); an unknown kind is returned as given.
func InvestmentKindName(kind string) string {
	if w, ok := investmentWords[kind]; ok {
		return w[0]
	}
	return kind
}

// investedInWords is the phrase after "invested 5 XP in": "a reserve die",
// "the supplies asset base".
func investedInWords(inv Investment) string {
	if inv.Kind == InvestAssetBase && inv.Asset != "" {
		return "the " + inv.Asset + " asset base"
	}
	if w, ok := investmentWords[inv.Kind]; ok {
		return w[1]
	}
	return inv.Kind
}

// Feature is an origin, class, discipline or focus the character has, with
// its level and a copy of the catalog entry (so catalog edits never change a
// character silently).
type Feature struct {
	Name  string `json:"name"`
	Level int    `json:"level"`
	Entry *Entry `json:"entry,omitempty"`
	// Qualifies is the narrator's tick that the character meets the
	// entry's prerequisites (L250, L275); false is a rule problem.
	Qualifies *bool `json:"qualifies,omitempty"`
}

// TextEntry is a base feature: free text (EVE-10).
type TextEntry struct {
	Name string `json:"name"`
	Text string `json:"text,omitempty"`
}

// Aptitude is one aptitude held and where it came from.
type Aptitude struct {
	Name   string `json:"name"`
	Source string `json:"source,omitempty"`
	// DefenseWhen, copied from the catalog, says when its bonus adds to a
	// defense (L341); empty: never automatically.
	DefenseWhen string `json:"defense_when,omitempty"`
}

// Aptitude sources.
var aptitudeSources = []string{"chosen", "origin_kit", "class_kit", "discipline_kit", "focus_kit", "feature"}

// Speed is one kind of movement in squares (L593–597).
type Speed struct {
	Kind    string `json:"kind"`
	Squares int    `json:"squares"`
}

// Movement kinds (L597).
var SpeedKinds = []string{"base", "flight", "climbing", "swimming", "burrowing"}

// Asset is one asset kind's value and base (L511–533).
type Asset struct {
	Value          int  `json:"value"`
	Base           int  `json:"base"`
	LeveragedToday bool `json:"leveraged_today,omitempty"`
}

// AssetKinds are the five asset kinds (L511).
var AssetKinds = []string{"equipment", "lore", "rarities", "supplies", "tooling"}

// Item is a carried thing with its load 0–3 (L554–559).
type Item struct {
	Name string `json:"name"`
	Load int    `json:"load"`
}

// Attack is a weapon or other attack the character makes (L977–990).
type Attack struct {
	Name       string `json:"name"`
	Aptitude   string `json:"aptitude,omitempty"`
	Ability    string `json:"ability,omitempty"`
	Attribute  string `json:"attribute,omitempty"`
	Damage     string `json:"damage,omitempty"`
	DamageType string `json:"damage_type,omitempty"`
	Reach      int    `json:"reach,omitempty"`
	Range      string `json:"range,omitempty"`
}

// IgnoredLevels are injury and exhaustion levels ignored by investing XP
// (L191).
type IgnoredLevels struct {
	Injury     int `json:"injury"`
	Exhaustion int `json:"exhaustion"`
}

// DeathSaveMarks are the marked death saves (L1101–1108).
type DeathSaveMarks struct {
	Failures  int `json:"failures"`
	Successes int `json:"successes"`
}

// Thread is a player thread kept on the character (L385–427).
type Thread struct {
	Name    string `json:"name"`
	Length  int    `json:"length"`
	Marks   int    `json:"marks,omitempty"`
	Outcome string `json:"outcome,omitempty"`
}

// Sizes with their space in squares and load modifier (L620–632, EVE-37).
var sizes = []struct {
	Name       string
	Space, Mod int
}{
	{"Tiny", 1, 0}, {"Small", 1, 0}, {"Medium", 1, 1}, {"Large", 2, 2}, {"Huge", 3, 3}, {"Gargantuan", 4, 4},
}

// SizeNames lists the sizes, smallest first.
func SizeNames() []string {
	out := make([]string, len(sizes))
	for i, s := range sizes {
		out[i] = s.Name
	}
	return out
}

func sizeInfo(name string) (space, mod int, ok bool) {
	for _, s := range sizes {
		if s.Name == name {
			return s.Space, s.Mod, true
		}
	}
	return 0, 0, false
}

var characterKeys = []string{"abilities", "attributes", "start_level", "reached_level_1", "xp_total", "xp_invested",
	"origins", "classes", "disciplines", "focuses", "base_features", "character_kit", "aptitudes", "size", "speeds",
	"current_hp", "temporary_hp", "reserves_spent", "assets", "wealth_aptitudes", "resources", "inventory", "attacks",
	"plot_armor", "injury", "injury_rests", "exhaustion", "ignored_levels", "death_saves", "conditions", "threads",
	"history", "dead"}

// NewCharacter is a fresh level-1 character: every ability and attribute at
// −1 with all points to distribute (L157–158).
func NewCharacter() Character {
	return Character{Abilities: Abilities{-1, -1, -1}, Attributes: Attributes{-1, -1}, StartLevel: 1}
}

// DecodeCharacter reads and validates a character document. A missing
// start_level is 1 (EVE-2).
func DecodeCharacter(data json.RawMessage) (Character, error) {
	c, fields, err := rules.DecodeInto(data, Character{StartLevel: 1}, "", wrongType)
	if err != nil {
		return Character{}, err
	}
	for _, k := range characterKeys {
		delete(fields, k)
	}
	if len(fields) > 0 {
		c.Extra = fields
	}
	if err := c.Validate(); err != nil {
		return Character{}, err
	}
	return c, nil
}

// Encode writes the document back with its unknown keys.
func (c Character) Encode() (json.RawMessage, error) {
	type plain Character
	return rules.MarshalKeeping(plain(c), c.Extra)
}

// Validate refuses numbers outside the ranges of specs/evening.md §3.3 and
// unknown names, one line naming the key.
func (c Character) Validate() error {
	r := rules.CheckRange
	errs := []error{
		r("abilities.finesse", c.Abilities.Finesse, -10, 10),
		r("abilities.prowess", c.Abilities.Prowess, -10, 10),
		r("abilities.resolve", c.Abilities.Resolve, -10, 10),
		r("attributes.body", c.Attributes.Body, -10, 10),
		r("attributes.mind", c.Attributes.Mind, -10, 10),
		r("start_level", c.StartLevel, 0, 20),
		r("xp_total", c.XPTotal, 0, 10000),
		r("temporary_hp", c.TemporaryHP, 0, 100000),
		r("reserves_spent", c.ReservesSpent, 0, 1000),
		r("injury", c.Injury, 0, 7),
		r("injury_rests", c.InjuryRests, 0, 100),
		r("exhaustion", c.Exhaustion, 0, 6),
		r("ignored_levels.injury", c.IgnoredLevels.Injury, 0, 7),
		r("ignored_levels.exhaustion", c.IgnoredLevels.Exhaustion, 0, 6),
		r("death_saves.failures", c.DeathSaves.Failures, 0, 3),
		r("death_saves.successes", c.DeathSaves.Successes, 0, 3),
	}
	if c.CurrentHP != nil {
		errs = append(errs, r("current_hp", *c.CurrentHP, 0, 100000))
	}
	for i, inv := range c.XPInvested {
		key := fmt.Sprintf("XP investment %d", i+1)
		errs = append(errs, r("points of "+key, inv.Points, 0, 10000))
		if !slices.Contains(investmentKinds, inv.Kind) {
			errs = append(errs, fmt.Errorf("%s is %q, use %s", key, inv.Kind, oneOf(investmentKinds)))
		}
		if inv.Kind == InvestAssetBase && !slices.Contains(AssetKinds, inv.Asset) {
			errs = append(errs, fmt.Errorf("%s is in the asset %q, use %s", key, inv.Asset, oneOf(AssetKinds)))
		}
	}
	for _, k := range []struct {
		key  string
		list []Feature
		max  int
	}{{"origin", c.Origins, 5}, {"class", c.Classes, 6}, {"discipline", c.Disciplines, 5}, {"focus", c.Focuses, 5}} {
		for i, f := range k.list {
			key := named(k.key, i, f.Name)
			errs = append(errs, r("level of "+key, f.Level, 1, k.max))
			if f.Name == "" {
				errs = append(errs, fmt.Errorf("%s has no name: give the %s a name", key, k.key))
			}
			if f.Entry != nil {
				if err := f.Entry.validateNumbers(); err != nil {
					errs = append(errs, fmt.Errorf("%s: %w", key, err))
				}
			}
		}
	}
	for i, a := range c.Aptitudes {
		if a.Source != "" && !slices.Contains(aptitudeSources, a.Source) {
			errs = append(errs, fmt.Errorf("%s comes from %q, use %s", named("aptitude", i, a.Name), a.Source, oneOf(aptitudeSources)))
		}
	}
	if c.Size != "" {
		if _, _, ok := sizeInfo(c.Size); !ok {
			errs = append(errs, fmt.Errorf("size is %q, use %s", c.Size, oneOf(SizeNames())))
		}
	}
	for i, s := range c.Speeds {
		errs = append(errs, r(fmt.Sprintf("%s speed in squares", orDefault(s.Kind, "speed "+fmt.Sprint(i+1))), s.Squares, 0, 1000))
		if !slices.Contains(SpeedKinds, s.Kind) {
			errs = append(errs, fmt.Errorf("speed %d is %q, use %s", i+1, s.Kind, oneOf(SpeedKinds)))
		}
	}
	for _, k := range rules.SortedKeys(c.Assets) {
		a := c.Assets[k]
		if !slices.Contains(AssetKinds, k) {
			errs = append(errs, fmt.Errorf("asset %q is not an asset kind, use %s", k, oneOf(AssetKinds)))
		}
		errs = append(errs, r(k+" value", a.Value, 0, 20), r(k+" base", a.Base, 0, 20))
	}
	for _, k := range rules.SortedKeys(c.Resources) {
		errs = append(errs, r("resource "+k, c.Resources[k], 0, 20))
	}
	for i, it := range c.Inventory {
		errs = append(errs, r("load of "+named("item", i, it.Name), it.Load, 0, 3))
	}
	for i, a := range c.Attacks {
		key := named("attack", i, a.Name)
		errs = append(errs, r("reach of "+key, a.Reach, 0, 1000))
		if a.Ability != "" && !slices.Contains(abilityNames, a.Ability) {
			errs = append(errs, fmt.Errorf("%s uses the ability %q, use %s", key, a.Ability, oneOf(abilityNames)))
		}
		if a.Attribute != "" && !slices.Contains(attributeNames, a.Attribute) {
			errs = append(errs, fmt.Errorf("%s uses the attribute %q, use %s", key, a.Attribute, oneOf(attributeNames)))
		}
	}
	for i, t := range c.Threads {
		errs = append(errs, r("length of "+named("thread", i, t.Name), t.Length, 0, 100), r("marks of "+named("thread", i, t.Name), t.Marks, 0, 100))
	}
	return rules.JoinErrors(errs...)
}

var (
	abilityNames   = []string{"finesse", "prowess", "resolve"}
	attributeNames = []string{"body", "mind"}
)

func (a Abilities) get(name string) int {
	switch name {
	case "finesse":
		return a.Finesse
	case "prowess":
		return a.Prowess
	case "resolve":
		return a.Resolve
	}
	return 0
}

func (a Attributes) get(name string) int {
	switch name {
	case "body":
		return a.Body
	case "mind":
		return a.Mind
	}
	return 0
}
