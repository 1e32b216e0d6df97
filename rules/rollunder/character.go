package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules"
)

// Ranges of the record sheet (spec §2.1).
const (
	MaxScore    = 30  // scores 0–30 (RU-3)
	MaxHP       = 999 // HP 0–999
	MaxListSize = 100 // entries in any list
	// DefaultScore: "Any Ability Score not listed is treated as 10." (L42)
	DefaultScore = 10
)

// Abilities are the three ability scores, in sheet order.
var Abilities = []string{"str", "dex", "wil"}

// Against kinds a weapon can damage (L15, L22).
var AgainstKinds = []string{"hp", "str", "dex", "wil"}

// BookConditions are the book's conditions (L46–50).
var BookConditions = []string{"Blinded", "Hidden", "Invisible", "Stunned", "Unconscious"}

// ConditionEffects are the book's conditions' effects in short, for the
// sheet and the builder (L46–50; RU-24 for the cut-off Unconscious line).
var ConditionEffects = map[string]string{"Blinded": "attacks impaired, DEX saves vs threats at disadvantage", "Hidden": "attacks enhanced until you act",
	"Invisible": "attacks enhanced; attacks on you impaired", "Stunned": "no actions; DEX saves at disadvantage; attacks on you enhanced",
	"Unconscious": "reduced to 0 HP; no actions or reactions until it ends"}

// ArmorPiece is one piece of armour.
type ArmorPiece struct {
	Name  string                     `json:"name"`
	Armor int                        `json:"armor"`
	Notes string                     `json:"notes,omitempty"`
	Extra map[string]json.RawMessage `json:"-"`
}

// Weapon is one weapon with its damage die (L8).
type Weapon struct {
	Name         string                     `json:"name"`
	Die          int                        `json:"die"`
	Ranged       bool                       `json:"ranged"`
	Wielded      bool                       `json:"wielded"`
	Against      string                     `json:"against,omitempty"`
	Blast        bool                       `json:"blast"`
	IgnoresArmor bool                       `json:"ignores_armor"`
	Notes        string                     `json:"notes,omitempty"`
	Extra        map[string]json.RawMessage `json:"-"`
}

// AgainstKind is the weapon's `against`, "hp" when empty.
func (w Weapon) AgainstKind() string {
	if w.Against == "" {
		return "hp"
	}
	return w.Against
}

// Item is one inventory entry.
type Item struct {
	Name  string                     `json:"name"`
	Notes string                     `json:"notes,omitempty"`
	Extra map[string]json.RawMessage `json:"-"`
}

// Service is one Expert healing logged (L40).
type Service struct {
	Ability string                     `json:"ability,omitempty"`
	Text    string                     `json:"text"`
	Extra   map[string]json.RawMessage `json:"-"`
}

// Scores are full and current ability scores and HP. Nil means the
// default: 10 for a full score, the full score for a current one, max HP
// for current HP.
type Scores struct {
	STR        *int `json:"str,omitempty"`
	DEX        *int `json:"dex,omitempty"`
	WIL        *int `json:"wil,omitempty"`
	CurrentSTR *int `json:"current_str,omitempty"`
	CurrentDEX *int `json:"current_dex,omitempty"`
	CurrentWIL *int `json:"current_wil,omitempty"`
	MaxHP      int  `json:"max_hp"`
	CurrentHP  *int `json:"current_hp,omitempty"`
}

// Full is a full score with its default.
func (s Scores) Full(ability string) int {
	if p := s.ptr(ability, false); p != nil && *p != nil {
		return **p
	}
	return DefaultScore
}

// Current is a current score with its default (the full score).
func (s Scores) Current(ability string) int {
	if p := s.ptr(ability, true); p != nil && *p != nil {
		return **p
	}
	return s.Full(ability)
}

// HP is current HP with its default (max HP).
func (s Scores) HP() int {
	if s.CurrentHP != nil {
		return *s.CurrentHP
	}
	return s.MaxHP
}

// SetCurrent sets a current score.
func (s *Scores) SetCurrent(ability string, v int) {
	if p := s.ptr(ability, true); p != nil {
		*p = &v
	}
}

func (s *Scores) ptr(ability string, current bool) **int {
	switch strings.ToLower(ability) {
	case "str":
		return pick(current, &s.CurrentSTR, &s.STR)
	case "dex":
		return pick(current, &s.CurrentDEX, &s.DEX)
	case "wil":
		return pick(current, &s.CurrentWIL, &s.WIL)
	}
	return nil
}

func pick(current bool, cur, full **int) **int {
	if current {
		return cur
	}
	return full
}

// Hireling is a hireling or apprentice (L32) on the character's sheet.
type Hireling struct {
	Name string `json:"name"`
	Role string `json:"role"`
	Scores
	Armor     int                        `json:"armor"`
	Weapons   []Weapon                   `json:"weapons,omitempty"`
	BonusDice []int                      `json:"bonus_dice,omitempty"`
	Notes     string                     `json:"notes,omitempty"`
	Extra     map[string]json.RawMessage `json:"-"`
}

// Character is a roll-under record sheet, the `data` of a rollunder file.
type Character struct {
	Scores
	ArmorPieces    []ArmorPiece               `json:"armor_pieces,omitempty"`
	Weapons        []Weapon                   `json:"weapons,omitempty"`
	BonusDice      []int                      `json:"bonus_dice,omitempty"`
	Inventory      []Item                     `json:"inventory,omitempty"`
	Conditions     []string                   `json:"conditions,omitempty"`
	Critical       bool                       `json:"critical,omitempty"`
	Tended         bool                       `json:"tended,omitempty"`
	Dead           bool                       `json:"dead,omitempty"`
	ExpertServices []Service                  `json:"expert_services,omitempty"`
	Hirelings      []Hireling                 `json:"hirelings,omitempty"`
	Extra          map[string]json.RawMessage `json:"-"`
}

// Keeping unknown keys in every entry: each type decodes through a plain
// copy of itself (no methods) and keeps what it does not know in Extra.
type (
	armorPlain     ArmorPiece
	weaponPlain    Weapon
	itemPlain      Item
	servicePlain   Service
	hirelingPlain  Hireling
	characterPlain Character
)

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (a *ArmorPiece) UnmarshalJSON(b []byte) error {
	return rules.KeepIn(b, (*armorPlain)(a), &a.Extra)
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (a ArmorPiece) MarshalJSON() ([]byte, error) {
	return rules.MarshalKeeping(armorPlain(a), a.Extra)
}

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (w *Weapon) UnmarshalJSON(b []byte) error { return rules.KeepIn(b, (*weaponPlain)(w), &w.Extra) }

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (w Weapon) MarshalJSON() ([]byte, error) { return rules.MarshalKeeping(weaponPlain(w), w.Extra) }

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (it *Item) UnmarshalJSON(b []byte) error { return rules.KeepIn(b, (*itemPlain)(it), &it.Extra) }

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (it Item) MarshalJSON() ([]byte, error) { return rules.MarshalKeeping(itemPlain(it), it.Extra) }

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (s *Service) UnmarshalJSON(b []byte) error { return rules.KeepIn(b, (*servicePlain)(s), &s.Extra) }

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (s Service) MarshalJSON() ([]byte, error) { return rules.MarshalKeeping(servicePlain(s), s.Extra) }

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (h *Hireling) UnmarshalJSON(b []byte) error {
	return rules.KeepIn(b, (*hirelingPlain)(h), &h.Extra)
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (h Hireling) MarshalJSON() ([]byte, error) {
	return rules.MarshalKeeping(hirelingPlain(h), h.Extra)
}

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (c *Character) UnmarshalJSON(b []byte) error {
	return rules.KeepIn(b, (*characterPlain)(c), &c.Extra)
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (c Character) MarshalJSON() ([]byte, error) {
	return rules.MarshalKeeping(characterPlain(c), c.Extra)
}

// Decode reads and validates a character's data.
func Decode(data json.RawMessage) (Character, error) {
	c, _, err := rules.DecodeInto(data, Character{}, "", func(te *json.UnmarshalTypeError) error {
		field := strings.TrimPrefix(strings.ReplaceAll(te.Field, ".Scores.", "."), "Scores.")
		return fmt.Errorf("%s must be %s, not %s", field, typeWords(te.Type.String()), jsonWords[te.Value])
	})
	if err != nil {
		return Character{}, err
	}
	if err := c.Check(); err != nil {
		return Character{}, err
	}
	return c, nil
}

// jsonWords say a JSON value's kind the way a player would.
var jsonWords = map[string]string{"string": "text", "number": "a number", "object": "an object", "array": "a list", "bool": "true or false"}

// typeWords says a Go type the way a player would.
func typeWords(t string) string {
	switch {
	case strings.Contains(t, "int"):
		return "a whole number"
	case t == "bool":
		return "true or false"
	case t == "string":
		return "text"
	case strings.HasPrefix(t, "[]"):
		return "a list"
	}
	return "an object"
}

// Encode writes the character's data, unknown keys included.
func Encode(c Character) (json.RawMessage, error) {
	b, err := json.Marshal(c)
	if err != nil {
		return nil, fmt.Errorf("rollunder: encoding the character: %w", err)
	}
	return b, nil
}

// scoreWords name the scores as the sheet does.
var scoreWords = map[string]string{"str": "STR", "dex": "DEX", "wil": "WIL"}

// entryName names a list entry in the player's words: `weapon 2 "Bow"`.
func entryName(what string, i int, name string) string {
	if strings.TrimSpace(name) == "" {
		return fmt.Sprintf("%s %d", what, i+1)
	}
	return fmt.Sprintf("%s %d %q", what, i+1, name)
}

// checkScores checks full and current scores and HP; who is "" for the
// character, or a hireling's name with a space.
func checkScores(who string, s Scores) error {
	for _, a := range Abilities {
		if p := *s.ptr(a, false); p != nil {
			if err := rules.CheckRange(who+scoreWords[a], *p, 0, MaxScore); err != nil {
				return err
			}
		}
		if p := *s.ptr(a, true); p != nil {
			if err := rules.CheckRange(who+"current "+scoreWords[a], *p, 0, MaxScore); err != nil {
				return err
			}
		}
	}
	if err := rules.CheckRange(who+"max HP", s.MaxHP, 0, MaxHP); err != nil {
		return err
	}
	if s.CurrentHP != nil {
		return rules.CheckRange(who+"current HP", *s.CurrentHP, 0, MaxHP)
	}
	return nil
}

func checkList(what string, n int) error {
	if n > MaxListSize {
		return fmt.Errorf("%d %s, at most %d", n, what, MaxListSize)
	}
	return nil
}

// checkWeapons checks weapons and bonus dice; who is "" for the character,
// or a hireling's name with a space.
func checkWeapons(who string, ws []Weapon, bonus []int) error {
	if err := rules.JoinErrors(checkList(who+"weapons", len(ws)), checkList(who+"bonus dice", len(bonus))); err != nil {
		return err
	}
	for i, w := range ws {
		key := who + entryName("weapon", i, w.Name)
		if strings.TrimSpace(w.Name) == "" {
			return fmt.Errorf("%s has no name: give the weapon a name", key)
		}
		if err := rules.CheckRange(key+": die", w.Die, 2, MaxDie); err != nil {
			return fmt.Errorf("%w (a damage die, d2 to d100)", err)
		}
		if !validAgainst(w.Against) {
			return fmt.Errorf("%s: against is %q: use hp, str, dex or wil", key, w.Against)
		}
	}
	for i, d := range bonus {
		if err := rules.CheckRange(fmt.Sprintf("%sbonus die %d", who, i+1), d, 2, MaxDie); err != nil {
			return fmt.Errorf("%w (a damage die, d2 to d100)", err)
		}
	}
	return nil
}

func validAgainst(s string) bool {
	if s == "" {
		return true
	}
	for _, k := range AgainstKinds {
		if s == k {
			return true
		}
	}
	return false
}

// Check refuses what the record sheet cannot hold (spec §2.1), one reason
// naming the field, in the sheet's words, and its range.
func (c Character) Check() error {
	if err := checkScores("", c.Scores); err != nil {
		return err
	}
	for _, l := range []struct {
		what string
		n    int
	}{{"armour pieces", len(c.ArmorPieces)}, {"inventory items", len(c.Inventory)}, {"conditions", len(c.Conditions)}, {"Expert services", len(c.ExpertServices)}, {"hirelings", len(c.Hirelings)}} {
		if err := checkList(l.what, l.n); err != nil {
			return err
		}
	}
	for i, a := range c.ArmorPieces {
		key := entryName("armour piece", i, a.Name)
		if strings.TrimSpace(a.Name) == "" {
			return fmt.Errorf("%s has no name: name the piece", key)
		}
		if err := rules.CheckRange(key+": armour", a.Armor, 0, MaxArmor); err != nil {
			return err
		}
	}
	if err := checkWeapons("", c.Weapons, c.BonusDice); err != nil {
		return err
	}
	for i, it := range c.Inventory {
		if strings.TrimSpace(it.Name) == "" {
			return fmt.Errorf("inventory item %d has no name: name the item", i+1)
		}
	}
	for i, cd := range c.Conditions {
		if strings.TrimSpace(cd) == "" {
			return fmt.Errorf("condition %d has no name: name the condition", i+1)
		}
	}
	for i, s := range c.ExpertServices {
		if s.Ability != "" && s.Ability != "str" && s.Ability != "dex" && s.Ability != "wil" {
			return fmt.Errorf("Expert service %d: ability is %q: use str, dex or wil", i+1, s.Ability)
		}
	}
	for i, h := range c.Hirelings {
		key := entryName("hireling", i, h.Name)
		if strings.TrimSpace(h.Name) == "" {
			return fmt.Errorf("%s has no name: name the hireling", key)
		}
		if h.Role != "hireling" && h.Role != "apprentice" {
			return fmt.Errorf("%s: role is %q: use hireling or apprentice", key, h.Role)
		}
		who := key + ": "
		if err := checkScores(who, h.Scores); err != nil {
			return err
		}
		if err := rules.CheckRange(who+"armour", h.Armor, 0, MaxArmor); err != nil {
			return err
		}
		if err := checkWeapons(who, h.Weapons, h.BonusDice); err != nil {
			return err
		}
	}
	return nil
}

// AttackDice are the wielded weapons' dice in list order, then the bonus
// dice: "Roll your weapon's Damage die, or for both weapons if wielding
// two, along with any bonus Damage dice you have" (L8).
func AttackDiceOf(ws []Weapon, bonus []int) []int {
	var out []int
	for _, w := range ws {
		if w.Wielded {
			out = append(out, w.Die)
		}
	}
	return append(out, bonus...)
}

// ArmorTotal is the sum of the pieces.
func (c Character) ArmorTotal() int {
	t := 0
	for _, a := range c.ArmorPieces {
		t += a.Armor
	}
	return t
}

// Has reports whether the character has a condition (case-insensitive).
func (c Character) Has(name string) bool {
	for _, cd := range c.Conditions {
		if strings.EqualFold(cd, name) {
			return true
		}
	}
	return false
}
