package drgn

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"sessionzero/rules"
)

// Character is the `data` document of a DRGN character file. Keys are
// snake_case; keys the app does not know are kept in Extra and written back
// unchanged. docs/formats.md documents every field.
type Character struct {
	// Tier is the campaign's tier of play (1–10; "Tier 9+" covers 9 and 10).
	Tier int `json:"tier"`
	// XPBudget is all the XP the character has had: the starting amount
	// (by tier, or what the Architect set) plus XP earned in play.
	XPBudget int `json:"xp_budget"`
	// BodyShape is a preset name (Humanoid … Animal) or "Custom".
	BodyShape string `json:"body_shape"`
	// CustomSlots are the 5 chosen slots of a Custom shape (Boots, Weapon,
	// Accessory).
	CustomSlots []string `json:"custom_slots,omitempty"`
	// Size is the size's name (Minuscule … Kaiju).
	Size string `json:"size"`
	// KaijuHPModifier and KaijuBaseSpeed are the Kaiju row's open-ended
	// "1.75+" and "10+"; zero means the minimum.
	KaijuHPModifier float64         `json:"kaiju_hp_modifier,omitempty"`
	KaijuBaseSpeed  int             `json:"kaiju_base_speed,omitempty"`
	Features        []FeatureChoice `json:"features"`
	// Traits maps each of the campaign's traits to its bought score.
	Traits    map[string]int `json:"traits"`
	Abilities []Ability      `json:"abilities"`
	// Skin is the character's own attunement: a physical and an elemental type.
	Skin Skin `json:"skin"`
	// UseArmorResistances attunes the character to its Main Armor's
	// resistances instead of its skin's ("you can either use your own
	// resistances or the equipment's resistances").
	UseArmorResistances bool   `json:"use_armor_resistances,omitempty"`
	Equipment           []Item `json:"equipment"`
	// CurrentHP is the hit points now; absent means full (Max HP).
	CurrentHP   *int `json:"current_hp,omitempty"`
	TemporaryHP int  `json:"temporary_hp"`
	Epicoins    int  `json:"epicoins"`
	// RiskItAll counts every "Risk it All" roll so far; every third earned
	// an Epicoin.
	RiskItAll int `json:"risk_it_all"`

	Extra map[string]json.RawMessage `json:"-"`
}

// Skin is the physical and elemental type a character's "skin" resists.
type Skin struct {
	Physical  string `json:"physical"`
	Elemental string `json:"elemental"`
}

// FeatureChoice is a feature the character took: a book feature by name or
// a custom one with the Architect's cost.
type FeatureChoice struct {
	Name string `json:"name"`
	// Cost is required for custom features; book features use the book's.
	Cost *int `json:"cost,omitempty"`
	// Slot is the slot an Additional Limb grants (Weapon, Boots, Accessory …).
	Slot   string `json:"slot,omitempty"`
	Effect string `json:"effect,omitempty"`
}

// Ability is an ability the character bought.
type Ability struct {
	Name       string      `json:"name"`
	Components []Component `json:"components"`
	// Uses bought; 0 for intrinsic abilities.
	Uses int `json:"uses"`
	// UsesLeft is how many uses are left until the next rest refreshes them
	// (an encounter's write-back sets it); absent means all of Uses.
	UsesLeft *int   `json:"uses_left,omitempty"`
	Notes    string `json:"notes,omitempty"`

	Extra map[string]json.RawMessage `json:"-"`
}

// Cost prices the ability with the calculator.
func (a Ability) Cost() (AbilityCost, error) {
	return CalculateAbilityCost(a.Components, a.Uses)
}

// Item kinds.
const (
	KindArmor      = "armor"      // Main Armor: toughness by weight and tier
	KindMelee      = "melee"      // base damage by weight + tier bonus
	KindRanged     = "ranged"     // weapon bonus + the projectile's damage
	KindAmmo       = "ammo"       // projectiles a ranged weapon fires
	KindHelmet     = "helmet"     // head hit points by tier
	KindBoots      = "boots"      // speed by tier
	KindShield     = "shield"     // own toughness and hit points by tier
	KindAccessory  = "accessory"  // passive benefits, may add slots
	KindTrinket    = "trinket"    // carried, not equipped
	KindImprovised = "improvised" // anything else used as a weapon
)

// ItemKinds lists the kinds for a picker.
var ItemKinds = []string{KindArmor, KindMelee, KindRanged, KindAmmo, KindHelmet, KindBoots, KindShield, KindAccessory, KindTrinket, KindImprovised}

// DefaultSlot is where an item of a kind goes unless the file says otherwise.
func DefaultSlot(kind string) string {
	switch kind {
	case KindArmor:
		return SlotMainArmor
	case KindHelmet:
		return SlotHelmet
	case KindBoots:
		return SlotBoots
	case KindAccessory:
		return SlotAccessory
	case KindMelee, KindRanged, KindShield, KindImprovised:
		return SlotWeapon
	default:
		return SlotTrinket
	}
}

// Item is one piece of equipment.
type Item struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	// Slot is where the item is equipped: a body slot, a slot another item
	// adds (e.g. "Quiver"), or "Trinket". Empty means DefaultSlot(Kind).
	Slot   string `json:"slot,omitempty"`
	Tier   int    `json:"tier"`
	Weight Weight `json:"weight,omitempty"`
	// BaseDamage is a melee weapon's Tier 0 damage (light 1–3, medium 4–7,
	// heavy 8–10), or what a ranged weapon or projectile adds at Tier 0
	// (0–5).
	BaseDamage int `json:"base_damage,omitempty"`
	// Damage is an improvised weapon's damage, as the Architect rules.
	Damage     int    `json:"damage,omitempty"`
	DamageType string `json:"damage_type,omitempty"`
	// TwoHanded weapons take two weapon slots and deal double (max 50).
	TwoHanded bool `json:"two_handed,omitempty"`
	// Ammo names the ammo item a ranged weapon fires.
	Ammo string `json:"ammo,omitempty"`
	// Quantity counts projectiles ("A quiver can hold up to 50 arrows").
	Quantity int `json:"quantity,omitempty"`
	// HP is a helmet's head hit points or a shield's hit points; absent
	// means the top of the tier's range.
	HP *int `json:"hp,omitempty"`
	// CurrentHP is a shield's hit points left after blocks (an encounter's
	// write-back sets it); absent means all of HP. 0 is a broken shield.
	CurrentHP *int `json:"current_hp,omitempty"`
	// Toughness is a shield's toughness; absent means the top of the range.
	Toughness *int `json:"toughness,omitempty"`
	// Resistances are a Main Armor's own physical and elemental types.
	Resistances []string `json:"resistances,omitempty"`
	// AddsResistances are elements the item adds to the character's.
	AddsResistances []string `json:"adds_resistances,omitempty"`
	// AddsSlots are slots the item itself has (a quiver: "Quiver").
	AddsSlots []string `json:"adds_slots,omitempty"`
	// Requires maps a trait to the score needed to equip the item.
	Requires  map[string]int `json:"requires,omitempty"`
	Modifiers []Modifier     `json:"modifiers,omitempty"`
	// ArchitectApproved allows an item above the campaign's tier.
	ArchitectApproved bool   `json:"architect_approved,omitempty"`
	Notes             string `json:"notes,omitempty"`

	Extra map[string]json.RawMessage `json:"-"`
}

// EquippedSlot is the slot the item uses.
func (it Item) EquippedSlot() string {
	if strings.TrimSpace(it.Slot) != "" {
		return it.Slot
	}
	return DefaultSlot(it.Kind)
}

// Modifier is a modifier on an item: from the book's list or custom.
type Modifier struct {
	Name  string `json:"name"`
	Level int    `json:"level"`
	// MaxLevel is for custom modifiers (1–5); book modifiers use the book's.
	MaxLevel int    `json:"max_level,omitempty"`
	Effect   string `json:"effect,omitempty"`
	// Trait is the trait a Boosting modifier raises.
	Trait string `json:"trait,omitempty"`
	// Element is the type an Elemental modifier adds.
	Element string `json:"element,omitempty"`
}

// Decode reads a character's data document. Empty data gives a zero
// Character. Type errors name the key ("data.traits.Constitution").
func Decode(data json.RawMessage) (Character, error) {
	var c Character
	if len(bytes.TrimSpace(data)) == 0 {
		return c, nil
	}
	if err := json.Unmarshal(data, &c); err != nil {
		if traitErr := checkTraitScores(data); traitErr != nil {
			return Character{}, traitErr
		}
		return Character{}, describeDecodeError(err)
	}
	if err := characterBounds(c); err != nil {
		return Character{}, err
	}
	return c, nil
}

// checkTraitScores names the trait whose score is not a whole number, which
// encoding/json's error leaves out (it says only "traits").
func checkTraitScores(data json.RawMessage) error {
	var doc struct {
		Traits map[string]json.RawMessage `json:"traits"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil
	}
	for _, name := range rules.SortedKeys(doc.Traits) {
		var score int
		if err := json.Unmarshal(doc.Traits[name], &score); err != nil {
			return fmt.Errorf("data.traits.%s: want a whole number, got JSON %s", name, doc.Traits[name])
		}
	}
	return nil
}

// Encode writes the data document, unknown keys included.
func (c Character) Encode() (json.RawMessage, error) {
	return rules.Encode(c, "DRGN character")
}

func describeDecodeError(err error) error {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		key := "data"
		if typeErr.Field != "" {
			key += "." + typeErr.Field
		}
		return fmt.Errorf("%s: want %s, got JSON %s", key, describeType(typeErr.Type), typeErr.Value)
	}
	var syntaxErr *json.SyntaxError
	if errors.As(err, &syntaxErr) {
		return fmt.Errorf("data: not valid JSON at byte %d: %w", syntaxErr.Offset, err)
	}
	return fmt.Errorf("data: %w", err)
}

func describeType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "a whole number"
	case reflect.Float64, reflect.Float32:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Pointer:
		return describeType(t.Elem())
	}
	return t.String()
}

// The *Fields types have no methods, so encoding/json handles them plainly;
// the methods below add the unknown keys.
type (
	characterFields Character
	abilityFields   Ability
	itemFields      Item
)

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (c *Character) UnmarshalJSON(b []byte) error {
	*c = Character{}
	return rules.KeepIn(b, (*characterFields)(c), &c.Extra)
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (c Character) MarshalJSON() ([]byte, error) {
	return rules.MarshalKeeping(characterFields(c), c.Extra)
}

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (a *Ability) UnmarshalJSON(b []byte) error {
	*a = Ability{}
	return rules.KeepIn(b, (*abilityFields)(a), &a.Extra)
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (a Ability) MarshalJSON() ([]byte, error) {
	return rules.MarshalKeeping(abilityFields(a), a.Extra)
}

// UnmarshalJSON implements json.Unmarshaler, keeping unknown keys.
func (it *Item) UnmarshalJSON(b []byte) error {
	*it = Item{}
	return rules.KeepIn(b, (*itemFields)(it), &it.Extra)
}

// MarshalJSON implements json.Marshaler, writing unknown keys back.
func (it Item) MarshalJSON() ([]byte, error) {
	return rules.MarshalKeeping(itemFields(it), it.Extra)
}

// Clone returns a deep copy, so that operations can return a changed
// character without touching the original.
func (c Character) Clone() Character {
	out := c
	out.CustomSlots = cloneSlice(c.CustomSlots)
	out.Features = cloneSlice(c.Features)
	for i, f := range out.Features {
		f.Cost = clonePtr(f.Cost)
		out.Features[i] = f
	}
	out.Traits = cloneMap(c.Traits)
	out.Abilities = cloneSlice(c.Abilities)
	for i, a := range out.Abilities {
		a.Components = cloneSlice(a.Components)
		a.UsesLeft = clonePtr(a.UsesLeft)
		a.Extra = cloneMap(a.Extra)
		out.Abilities[i] = a
	}
	out.Equipment = cloneSlice(c.Equipment)
	for i, it := range out.Equipment {
		it.HP = clonePtr(it.HP)
		it.CurrentHP = clonePtr(it.CurrentHP)
		it.Toughness = clonePtr(it.Toughness)
		it.Resistances = cloneSlice(it.Resistances)
		it.AddsResistances = cloneSlice(it.AddsResistances)
		it.AddsSlots = cloneSlice(it.AddsSlots)
		it.Requires = cloneMap(it.Requires)
		it.Modifiers = cloneSlice(it.Modifiers)
		it.Extra = cloneMap(it.Extra)
		out.Equipment[i] = it
	}
	out.CurrentHP = clonePtr(c.CurrentHP)
	out.Extra = cloneMap(c.Extra)
	return out
}

func cloneSlice[T any](s []T) []T {
	if s == nil {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
