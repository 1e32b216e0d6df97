package dvr

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules"
)

// Campaign settings (spec §2.0).
const (
	GameHeroic = "heroic"
	GameNormal = "normal"
	GameGritty = "gritty"
	XPNormal   = "normal"
	XPHard     = "hard"
)

// Attributes are the six script attributes in the book's order (L45–60).
var Attributes = []string{"Stamina", "Charm", "Reflex", "Ingenuity", "Power", "Toughness"}

// GenericSkills is the book's generic list of 15 skills (L84–98).
var GenericSkills = []string{"Academics", "Animal", "Brawl", "Deception", "Engineering", "First Aid", "Gymnastics",
	"Intimidation", "Investigation", "Lore", "Nature", "Persuasion", "Stealth", "Scoundrel", "Survival"}

// Limits on character data (spec §2.8).
const (
	maxXPAmount = 1_000_000_000
	maxSmall    = 1000
	maxList     = 500
	maxLog      = 5000
)

// Item is one misc entry (spec §2.5).
type Item struct {
	Name      string `json:"name"`
	Kind      string `json:"kind,omitempty"`
	Die       int    `json:"die,omitempty"`
	Damage    int    `json:"damage,omitempty"`
	Points    int    `json:"points,omitempty"`
	Rust      int    `json:"rust,omitempty"`
	Destroyed string `json:"destroyed,omitempty"`
	Notes     string `json:"notes,omitempty"`
}

// Perk is a perk or ancestry entry (spec §2.6).
type Perk struct {
	Name   string `json:"name"`
	Rank   int    `json:"rank,omitempty"`
	Effect string `json:"effect,omitempty"`
}

// XPEntry is XP the GM awarded.
type XPEntry struct {
	Amount int    `json:"amount"`
	Reason string `json:"reason,omitempty"`
}

// HistoryEntry is one after-play change (spec §2.8, §4).
type HistoryEntry struct {
	Kind     string `json:"kind"`
	Target   string `json:"target,omitempty"`
	What     string `json:"what,omitempty"`
	From     any    `json:"from,omitempty"`
	To       any    `json:"to,omitempty"`
	Price    int    `json:"price,omitempty"`
	Discount int    `json:"discount,omitempty"`
	Paid     int    `json:"paid,omitempty"`
	Route    string `json:"route,omitempty"`
	XP       int    `json:"xp,omitempty"`
	Amount   int    `json:"amount,omitempty"`
	D20      int    `json:"d20,omitempty"`
	Splinter int    `json:"splinter,omitempty"`
	Passed   *bool  `json:"passed,omitempty"`
}

// Character is the data document of a dvr character (spec §2.8). Keys the
// app does not know are kept in Extra and written back.
type Character struct {
	GameType          string         `json:"game_type,omitempty"`
	XPDifficulty      string         `json:"xp_difficulty,omitempty"`
	SkillList         []string       `json:"skill_list,omitempty"`
	UntrainedRolls    *bool          `json:"untrained_rolls,omitempty"`
	Script            map[string]int `json:"script,omitempty"`
	FocusDie          string         `json:"focus_die,omitempty"`
	Skills            map[string]int `json:"skills,omitempty"`
	Prepped           []string       `json:"prepped,omitempty"`
	CurrentHealth     *int           `json:"current_health,omitempty"`
	CurrentFocus      *int           `json:"current_focus,omitempty"`
	MaxHealthOverride *int           `json:"max_health_override,omitempty"`
	Items             []Item         `json:"items,omitempty"`
	Supplies          int            `json:"supplies,omitempty"`
	Perks             []Perk         `json:"perks,omitempty"`
	BaseSpeed         *int           `json:"base_speed,omitempty"`
	Burdens           int            `json:"burdens,omitempty"`
	Splinter          *int           `json:"splinter,omitempty"`
	Crisis            bool           `json:"crisis,omitempty"`
	XPEarned          []XPEntry      `json:"xp_earned,omitempty"`
	History           []HistoryEntry `json:"history,omitempty"`

	Extra map[string]json.RawMessage `json:"-"`
}

type characterFields Character

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (c *Character) UnmarshalJSON(b []byte) error {
	*c = Character{}
	return rules.KeepIn(b, (*characterFields)(c), &c.Extra)
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (c Character) MarshalJSON() ([]byte, error) {
	return rules.MarshalKeeping(characterFields(c), c.Extra)
}

// Decode reads and validates a character's data document.
func Decode(data json.RawMessage) (Character, error) {
	c, _, err := rules.DecodeInto(data, Character{}, "dvr character", wrongType)
	if err != nil {
		return Character{}, err
	}
	if err := c.validate(); err != nil {
		return Character{}, err
	}
	return c, nil
}

// Encode writes the data document, unknown keys included.
func (c Character) Encode() (json.RawMessage, error) {
	b, err := json.Marshal(c)
	if err != nil {
		return nil, fmt.Errorf("dvr character: %w", err)
	}
	return b, nil
}

// attribute returns the book's spelling of an attribute name, matched
// without regard to case.
func attribute(name string) (string, bool) {
	for _, a := range Attributes {
		if strings.EqualFold(a, strings.TrimSpace(name)) {
			return a, true
		}
	}
	return "", false
}

func (c Character) validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf("dvr character: "+format, args...)) }
	switch c.GameType {
	case "", GameHeroic, GameNormal, GameGritty:
	default:
		bad("game_type %q: use heroic, normal or gritty", c.GameType)
	}
	switch c.XPDifficulty {
	case "", XPNormal, XPHard:
	default:
		bad("xp_difficulty %q: use normal or hard", c.XPDifficulty)
	}
	for _, l := range []struct {
		key string
		n   int
	}{{"skill_list", len(c.SkillList)}, {"skills", len(c.Skills)}, {"prepped", len(c.Prepped)}, {"items", len(c.Items)},
		{"perks", len(c.Perks)}, {"xp_earned", len(c.XPEarned)}, {"history", len(c.History)}} {
		limit := maxList
		if l.key == "xp_earned" || l.key == "history" {
			limit = maxLog
		}
		if l.n > limit {
			bad("%s has %d entries, at most %d", l.key, l.n, limit)
		}
	}
	for name, die := range c.Script {
		if _, ok := attribute(name); !ok {
			bad("script has %q, not an attribute (use %s)", name, strings.Join(Attributes, ", "))
		} else if !isLadderDie(die) {
			bad("script %s is d%d; use d4, d6, d8, d10 or d12", name, die)
		}
	}
	if c.FocusDie != "" {
		if _, ok := attribute(c.FocusDie); !ok {
			bad("focus_die %q is not an attribute (use %s)", c.FocusDie, strings.Join(Attributes, ", "))
		}
	}
	for name, die := range c.Skills {
		if strings.TrimSpace(name) == "" {
			bad("skills has an entry without a name")
		}
		if die != 0 && !isLadderDie(die) {
			bad("skill %s is d%d; use 0 (untrained), d4, d6, d8, d10 or d12", name, die)
		}
	}
	for i, it := range c.Items {
		if it.Die != 0 && !isLadderDie(it.Die) {
			bad("item %d (%s) has die d%d; use 0, d4, d6, d8, d10 or d12", i+1, it.Name, it.Die)
		}
		switch it.Kind {
		case "", "weapon", "gear", "vehicle", "pet":
		default:
			bad("item %d (%s) kind %q: use weapon, gear, vehicle or pet", i+1, it.Name, it.Kind)
		}
		switch it.Destroyed {
		case "", "destroyed", "broken":
		default:
			bad("item %d (%s) destroyed %q: use \"\", destroyed or broken", i+1, it.Name, it.Destroyed)
		}
		errs = appendRange(errs, fmt.Sprintf("item %d damage", i+1), it.Damage, 0, maxSmall)
		errs = appendRange(errs, fmt.Sprintf("item %d rust", i+1), it.Rust, 0, maxSmall)
		errs = appendRange(errs, fmt.Sprintf("item %d points", i+1), it.Points, 0, maxSmall)
	}
	for i, p := range c.Perks {
		errs = appendRange(errs, fmt.Sprintf("perk %d rank", i+1), p.Rank, 0, maxSmall)
	}
	errs = appendRange(errs, "supplies", c.Supplies, 0, maxSmall)
	errs = appendRange(errs, "burdens", c.Burdens, 0, maxSmall)
	for _, p := range []struct {
		key string
		v   *int
	}{{"base_speed", c.BaseSpeed}, {"splinter", c.Splinter}, {"current_health", c.CurrentHealth}, {"current_focus", c.CurrentFocus}, {"max_health_override", c.MaxHealthOverride}} {
		if p.v != nil {
			errs = appendRange(errs, p.key, *p.v, 0, maxSmall)
		}
	}
	for i, x := range c.XPEarned {
		errs = appendRange(errs, fmt.Sprintf("xp_earned %d amount", i+1), x.Amount, -maxXPAmount, maxXPAmount)
	}
	for i, h := range c.History {
		errs = appendRange(errs, fmt.Sprintf("history %d paid", i+1), h.Paid, -maxXPAmount, maxXPAmount)
	}
	if len(errs) > 0 {
		return errs[0]
	}
	return nil
}

func appendRange(errs []error, key string, v, lo, hi int) []error {
	if err := rules.CheckRange(key, v, lo, hi); err != nil {
		return append(errs, fmt.Errorf("dvr character: %w", err))
	}
	return errs
}
