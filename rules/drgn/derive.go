package drgn

import (
	"fmt"
	"math"
	"strings"

	"sessionzero/rules"
)

// Problem codes Derive reports. They are stable: the UI and scripts match on
// them.
const (
	ProblemTierOutOfRange      = "tier_out_of_range"
	ProblemBudgetNegative      = "xp_budget_negative"
	ProblemOverBudget          = "over_budget"
	ProblemUnknownSize         = "unknown_size"
	ProblemKaijuBelowBook      = "kaiju_below_book"
	ProblemUnknownBodyShape    = "unknown_body_shape"
	ProblemCustomSlots         = "custom_slots"
	ProblemFeatureCostMissing  = "feature_cost_missing"
	ProblemFeatureDuplicate    = "feature_duplicate"
	ProblemLimbSlotMissing     = "limb_slot_missing"
	ProblemTraitAbove100       = "trait_above_100"
	ProblemAbilityInvalid      = "ability_invalid"
	ProblemEmptySlot           = "empty_slot"
	ProblemSlotOverfilled      = "slot_overfilled"
	ProblemNoSuchSlot          = "no_such_slot"
	ProblemTwoHandedNoSlot     = "two_handed_no_slot"
	ProblemWrongSlot           = "wrong_slot"
	ProblemUnknownItemKind     = "unknown_item_kind"
	ProblemAboveTier           = "above_campaign_tier"
	ProblemItemTier            = "item_tier_out_of_range"
	ProblemWeightMissing       = "weight_missing"
	ProblemBaseDamage          = "base_damage_out_of_range"
	ProblemAmmoMissing         = "ammo_missing"
	ProblemHelmetHP            = "helmet_hp_out_of_range"
	ProblemShieldRange         = "shield_out_of_range"
	ProblemTraitRequirement    = "trait_requirement"
	ProblemModifierLevel       = "modifier_level"
	ProblemUnknownElement      = "unknown_element"
	ProblemSkinMissing         = "skin_missing"
	ProblemCurrentHPAboveMax   = "current_hp_above_max"
	ProblemNegativeCount       = "negative_count"
	ProblemMaxHPNotPositive    = "max_hp_not_positive"
	ProblemArmorResistancesNil = "armor_resistances_missing"
)

// TraitRow is one trait as the builder lists it.
type TraitRow struct {
	Name string `json:"name"`
	// Score is the bought score; Effective adds equipment boosts.
	Score     int `json:"score"`
	Effective int `json:"effective"`
	// Spent is the XP the score cost (from 10).
	Spent int `json:"spent"`
	// NextPointCost is the XP for one more point (0 at 100: no more buying).
	NextPointCost int    `json:"next_point_cost"`
	Explain       string `json:"explain"`
}

// AbilityRow is one bought ability as the builder lists it.
type AbilityRow struct {
	Name             string   `json:"name"`
	CostPerUse       int      `json:"cost_per_use"`
	Uses             int      `json:"uses"`
	TotalXP          int      `json:"total_xp"`
	EstimatedTargets int      `json:"estimated_targets"`
	DamageTypes      []string `json:"damage_types"`
	Explain          string   `json:"explain"`
	// Error says why the ability cannot be priced; it then costs nothing
	// until fixed, and Derive lists a problem.
	Error string `json:"error,omitempty"`
}

// WeaponRow is the damage of one equipped weapon.
type WeaponRow struct {
	Name        string   `json:"name"`
	Damage      int      `json:"damage"`
	DamageTypes []string `json:"damage_types"`
	Explain     string   `json:"explain"`
}

// ShieldRow is an equipped shield's own pool: "Shields have toughness, but
// do not give it to the player".
type ShieldRow struct {
	Name      string `json:"name"`
	Toughness int    `json:"toughness"`
	HP        int    `json:"hp"`
	Explain   string `json:"explain"`
}

// Notes are the rules decisions the derived numbers rely on, shown beside
// them (design.md "Rules decisions → DRGN", docs/rules-decisions.md).
var Notes = []string{
	"Raising a trait one point from v costs max(1, floor(v/10)) XP; traits are bought from 10 up to 100 and may go below 10, down to -100, without refund.",
	"Max HP = Constitution × 4 × size modifier, rounded up; Kaiju's \"1.75+\" is 1.75 unless set higher.",
	"Evasion reduction = (Evasion + size bonus evasion) / 5, rounded 0-4 down, 5-9 up.",
	"A functional trait missing from the campaign's list counts as its starting score, 10.",
	"Helmet and shield values left blank take the top of their tier's range.",
}

type deriver struct {
	c   Character
	out rules.Derived
}

func (x *deriver) value(key, label string, v any, explain string) {
	x.out.Add(key, label, v, explain)
}

func (x *deriver) problem(code, format string, a ...any) {
	x.out.Problemf(code, format, a...)
}

// Derive computes every battle stat with its explain line, the XP spent,
// and every rule problem. Problems never stop the derivation: each number is
// computed from what is there.
func (c Character) Derive() rules.Derived {
	x := &deriver{c: c, out: rules.Derived{Implemented: true, Notes: append([]string(nil), Notes...)}}
	size := x.size()
	slots := x.bodySlots()
	featureXP, limbSlots := x.features()
	slots = append(slots, limbSlots...)
	traitXP := x.traits()
	abilityXP := x.abilities()
	x.budget(featureXP, traitXP, abilityXP)
	x.hitPoints(size)
	x.evasion(size)
	x.equipment(size, slots)
	x.tallies()
	return x.out
}

func (x *deriver) size() sizeUsed {
	c := x.c
	s, ok := SizeByName(c.Size)
	if !ok {
		x.problem(ProblemUnknownSize, "Size %q is not in the size table (Minuscule, Tiny, Small, Medium, Large, Huge, Kaiju); using Medium until it is chosen.", c.Size)
		s, _ = SizeByName("Medium")
	}
	u := sizeUsed{Size: s, hpModifier: s.HPModifier, baseSpeed: s.BaseSpeed}
	if s.OpenEnded {
		if c.KaijuHPModifier != 0 {
			if c.KaijuHPModifier < s.HPModifier {
				x.problem(ProblemKaijuBelowBook, "Kaiju HP modifier %g is below the book's \"1.75+\".", c.KaijuHPModifier)
			}
			u.hpModifier = c.KaijuHPModifier
		}
		if c.KaijuBaseSpeed != 0 {
			if c.KaijuBaseSpeed < s.BaseSpeed {
				x.problem(ProblemKaijuBelowBook, "Kaiju base speed %d is below the book's \"10+\".", c.KaijuBaseSpeed)
			}
			u.baseSpeed = c.KaijuBaseSpeed
		}
	}
	x.value("size", "Size", s.Name, fmt.Sprintf("Size %s: token %s, base speed %d, bonus evasion %+d, HP modifier %g", s.Name, s.TokenSize, u.baseSpeed, s.BonusEvasion, u.hpModifier))
	x.value("token_size", "Token size", s.TokenSize, fmt.Sprintf("Token size %s spaces (%s)", s.TokenSize, s.Name))
	x.value("base_speed", "Base speed", u.baseSpeed, fmt.Sprintf("Base speed %d units (%s)", u.baseSpeed, s.Name))
	x.value("bonus_evasion", "Bonus evasion", s.BonusEvasion, fmt.Sprintf("Bonus evasion %+d (%s)", s.BonusEvasion, s.Name))
	x.value("hp_modifier", "Hit point modifier", u.hpModifier, fmt.Sprintf("Hit point modifier %g (%s)", u.hpModifier, s.Name))
	return u
}

type sizeUsed struct {
	Size
	hpModifier float64
	baseSpeed  int
}

func (x *deriver) bodySlots() []string {
	c := x.c
	var slots []string
	name := c.BodyShape
	if equalFold(c.BodyShape, CustomShape) {
		name = CustomShape
		slots = append(slots, FixedSlots...)
		for _, s := range c.CustomSlots {
			kind, ok := canonicalSlot(s, ChoosableSlots)
			if !ok {
				x.problem(ProblemCustomSlots, "Custom slot %q is not one of Boots, Weapon, Accessory.", s)
				continue
			}
			slots = append(slots, kind)
		}
		if len(c.CustomSlots) != CustomChosenSlots {
			x.problem(ProblemCustomSlots, "A custom shape chooses %d additional slots (Boots, Weapon or Accessory); %d are chosen.", CustomChosenSlots, len(c.CustomSlots))
		}
	} else if shape, ok := BodyShapeByName(c.BodyShape); ok {
		name = shape.Name
		slots = append(slots, shape.Slots...)
	} else {
		x.problem(ProblemUnknownBodyShape, "Body shape %q is not a preset (Humanoid, Bipedal, Mermaid, Monster, Centaur, Animal) or Custom; the character gets only Helmet, Main Armor and Weapon until it is chosen.", c.BodyShape)
		slots = append(slots, FixedSlots...)
	}
	x.value("body_shape", "Body shape", name, fmt.Sprintf("%s: %s", name, strings.Join(slots, ", ")))
	return slots
}

// canonicalSlot matches a slot name against allowed kinds.
func canonicalSlot(s string, allowed []string) (string, bool) {
	for _, a := range allowed {
		if equalFold(a, s) {
			return a, true
		}
	}
	return "", false
}

// bodySlotKinds are the slot kinds a body part can hold.
var bodySlotKinds = []string{SlotHelmet, SlotMainArmor, SlotWeapon, SlotBoots, SlotAccessory}

func (x *deriver) features() (xp int, limbSlots []string) {
	var parts []string
	taken := map[string]bool{}
	for _, f := range x.c.Features {
		book, isBook := FeatureByName(f.Name)
		cost := 0
		switch {
		case isBook:
			cost = book.Cost
			if taken[book.Name] && !book.Repeatable {
				x.problem(ProblemFeatureDuplicate, "Feature %s is taken twice; it gives nothing more the second time.", book.Name)
			}
			taken[book.Name] = true
			if book.AddsSlot {
				slot, ok := canonicalSlot(f.Slot, bodySlotKinds)
				if !ok {
					x.problem(ProblemLimbSlotMissing, "Additional Limb needs the slot it grants (Weapon, Boots, Accessory, Helmet or Main Armor); got %q.", f.Slot)
				} else {
					limbSlots = append(limbSlots, slot)
				}
			}
		case f.Cost == nil:
			x.problem(ProblemFeatureCostMissing, "Custom feature %q needs the cost agreed with the Architect.", f.Name)
		default:
			cost = *f.Cost
			if cost < 0 {
				x.problem(ProblemNegativeCount, "Custom feature %q has a negative cost (%d).", f.Name, cost)
			}
		}
		xp += cost
		parts = append(parts, fmt.Sprintf("%s %d", f.Name, cost))
	}
	explain := "No features"
	if len(parts) > 0 {
		explain = fmt.Sprintf("Features %d XP = %s", xp, strings.Join(parts, " + "))
	}
	x.value("xp_features", "XP on features", xp, explain)
	return xp, limbSlots
}

// traitNames lists the character's traits in a stable order.
func (c Character) traitNames() []string {
	return rules.SortedKeys(c.Traits)
}

// traitName finds the character's spelling of a trait (case-insensitive).
func (c Character) traitName(name string) (string, bool) {
	for n := range c.Traits {
		if equalFold(n, name) {
			return n, true
		}
	}
	return "", false
}

// EffectiveTrait is a trait's bought score plus the Boosting modifiers of
// equipped items ("Adds +5 in a skill per level"). A trait the character
// does not have counts as the starting 10; onList reports which.
func (c Character) EffectiveTrait(name string) (score int, explain string, onList bool) {
	key, onList := c.traitName(name)
	base := TraitStart
	if onList {
		base = c.Traits[key]
		explain = fmt.Sprintf("%s %d", key, base)
	} else {
		explain = fmt.Sprintf("%s %d (not on the trait list: the starting score)", name, base)
	}
	score = base
	for _, it := range c.Equipment {
		if it.EquippedSlot() == SlotTrinket {
			continue
		}
		for _, m := range it.Modifiers {
			if equalFold(m.Name, ModifierBoosting) && equalFold(m.Trait, name) {
				score += BoostingPerLevel * m.Level
				explain += fmt.Sprintf(" + %d (%s, Boosting %d)", BoostingPerLevel*m.Level, it.Name, m.Level)
			}
		}
	}
	return score, explain, onList
}

func (x *deriver) traits() int {
	c := x.c
	total := 0
	rows := make([]TraitRow, 0, len(c.Traits))
	for _, name := range c.traitNames() {
		score := c.Traits[name]
		spent := TraitCost(score)
		total += spent
		next := TraitPointCost(score)
		if score >= TraitMax {
			next = 0
		}
		if score > TraitMax {
			x.problem(ProblemTraitAbove100, "%s is %d: bought traits stop at %d (only Special equipment or abilities go higher).", name, score, TraitMax)
		}
		eff, effExplain, _ := c.EffectiveTrait(name)
		explain := fmt.Sprintf("%s: %d XP from 10 to %d; next point costs %d; effective %s", name, spent, score, next, effExplain)
		if score < TraitStart {
			explain = fmt.Sprintf("%s: %d, below the starting %d (\"Traits can also go negative\"), refunds no XP; next point costs %d; effective %s", name, score, TraitStart, next, effExplain)
		}
		rows = append(rows, TraitRow{Name: name, Score: score, Effective: eff, Spent: spent, NextPointCost: next, Explain: explain})
	}
	x.value("traits", "Traits", rows, "Trait costs: 1 XP per point from 10-19, 2 from 20-29, 3 from 30-39, and so on")
	x.value("xp_traits", "XP on traits", total, fmt.Sprintf("Traits %d XP (each point costs its tens digit, at least 1)", total))
	return total
}

func (x *deriver) abilities() int {
	total := 0
	rows := make([]AbilityRow, 0, len(x.c.Abilities))
	var parts []string
	for i, a := range x.c.Abilities {
		name := a.Name
		if strings.TrimSpace(name) == "" {
			name = fmt.Sprintf("Ability %d", i+1)
		}
		cost, err := a.Cost()
		if err != nil {
			x.problem(ProblemAbilityInvalid, "Ability %q cannot be priced: %v.", name, err)
			rows = append(rows, AbilityRow{Name: name, Uses: a.Uses, Error: err.Error(), Explain: "not priced: " + err.Error()})
			continue
		}
		total += cost.TotalXP
		parts = append(parts, fmt.Sprintf("%s %d", name, cost.TotalXP))
		rows = append(rows, AbilityRow{
			Name: name, CostPerUse: cost.CostPerUse, Uses: cost.Uses, TotalXP: cost.TotalXP,
			EstimatedTargets: cost.EstimatedTargets, DamageTypes: cost.DamageTypes, Explain: cost.Explain,
		})
	}
	names := make([]string, len(rows))
	for i, r := range rows {
		names[i] = fmt.Sprintf("%s %d XP (%d per use × %d)", r.Name, r.TotalXP, r.CostPerUse, r.Uses)
	}
	x.value("abilities", "Abilities", rows, listExplain(names, "no abilities", "each ability costs its cost per use × uses bought"))
	explain := "No abilities"
	if len(parts) > 0 {
		explain = fmt.Sprintf("Abilities %d XP = %s", total, strings.Join(parts, " + "))
	}
	x.value("xp_abilities", "XP on abilities", total, explain)
	return total
}

func (x *deriver) budget(featureXP, traitXP, abilityXP int) {
	c := x.c
	recommended, ok := StartingXP(c.Tier)
	if ok {
		x.value("tier", "Campaign tier", c.Tier, fmt.Sprintf("Tier %d: the book recommends %d starting XP", c.Tier, recommended))
	} else {
		x.problem(ProblemTierOutOfRange, "Campaign tier %d is outside %d–%d.", c.Tier, MinTier, MaxTier)
		x.value("tier", "Campaign tier", c.Tier, fmt.Sprintf("Tier %d is not in the book's table", c.Tier))
	}
	budgetExplain := fmt.Sprintf("XP budget %d", c.XPBudget)
	if ok && c.XPBudget != recommended {
		budgetExplain += fmt.Sprintf(" (Tier %d recommends %d; the Architect may set any amount, and XP earned in play adds to it)", c.Tier, recommended)
	} else if ok {
		budgetExplain += fmt.Sprintf(" = Tier %d's starting XP", c.Tier)
	}
	if c.XPBudget < 0 {
		x.problem(ProblemBudgetNegative, "The XP budget is negative (%d).", c.XPBudget)
	}
	x.value("xp_budget", "XP budget", c.XPBudget, budgetExplain)
	spent := featureXP + traitXP + abilityXP
	x.value("xp_spent", "XP spent", spent, fmt.Sprintf("XP spent %d = features %d + traits %d + abilities %d", spent, featureXP, traitXP, abilityXP))
	remaining := c.XPBudget - spent
	x.value("xp_remaining", "XP remaining", remaining, fmt.Sprintf("XP remaining %d = budget %d − spent %d", remaining, c.XPBudget, spent))
	if remaining < 0 {
		x.problem(ProblemOverBudget, "Over budget: %d XP spent of %d (%d too many).", spent, c.XPBudget, -remaining)
	}
}

// MaxHP is ceil(Constitution × 4 × modifier): "A large character with 50
// constitution (50 * 4 * 1.25) will have 250 hit points."
func MaxHP(constitution int, modifier float64) int {
	return int(math.Ceil(float64(constitution)*4*modifier - 1e-9))
}

// HPPerConstitution is "1 point in constitution is 4 HP".
const HPPerConstitution = 4

func (x *deriver) hitPoints(size sizeUsed) {
	c := x.c
	con, conExplain, _ := c.EffectiveTrait(Constitution)
	maxHP := MaxHP(con, size.hpModifier)
	x.value("constitution", "Constitution", con, conExplain)
	if maxHP < 1 {
		x.problem(ProblemMaxHPNotPositive, "Constitution %d gives Max HP %d: a character needs at least 1 HP to take part in combat; raise Constitution.", con, maxHP)
	}
	x.value("max_hp", "Max HP", maxHP, fmt.Sprintf("Max HP %d = Constitution %d × %d × %g (%s), rounded up", maxHP, con, HPPerConstitution, size.hpModifier, size.Name))
	current, explain := maxHP, fmt.Sprintf("Current HP %d = Max HP until damage is taken", maxHP)
	if c.CurrentHP != nil {
		current = *c.CurrentHP
		explain = fmt.Sprintf("Current HP %d of %d", current, maxHP)
		if current > maxHP {
			x.problem(ProblemCurrentHPAboveMax, "Current HP %d is above Max HP %d.", current, maxHP)
		}
	}
	x.value("current_hp", "Current HP", current, explain)
	if c.TemporaryHP < 0 {
		x.problem(ProblemNegativeCount, "Temporary HP is negative (%d).", c.TemporaryHP)
	}
	x.value("temporary_hp", "Temporary HP", c.TemporaryHP, fmt.Sprintf("Temporary HP %d: starts the game at 0, is increased by shielding abilities", c.TemporaryHP))
}

// EvasionReduction is the damage every incoming attack loses: (Evasion +
// size bonus evasion) / 5 with the book's rounding.
func EvasionReduction(evasion, bonusEvasion int) int {
	return rules.BookRound(float64(evasion+bonusEvasion) / 5)
}

func (x *deriver) evasion(size sizeUsed) {
	c := x.c
	ev, evExplain, _ := c.EffectiveTrait(Evasion)
	red := EvasionReduction(ev, size.BonusEvasion)
	x.value("evasion", "Evasion", ev, evExplain)
	x.value("evasion_reduction", "Evasion damage reduction", red, fmt.Sprintf("Evasion reduction %d = (Evasion %d %+d %s) / 5, rounded 0-4 down, 5-9 up", red, ev, size.BonusEvasion, size.Name))
	per, perExplain, _ := c.EffectiveTrait(Perception)
	x.value("perception", "Perception", per, perExplain+": an enemy trying to stealth must beat it")
}

func (x *deriver) tallies() {
	c := x.c
	if c.Epicoins < 0 {
		x.problem(ProblemNegativeCount, "Epicoins are negative (%d).", c.Epicoins)
	}
	if c.RiskItAll < 0 {
		x.problem(ProblemNegativeCount, "The Risk it All tally is negative (%d).", c.RiskItAll)
	}
	x.value("epicoins", "Epicoins", c.Epicoins, fmt.Sprintf("Epicoins %d: start the game with 0, earned ones are kept", c.Epicoins))
	toNext := RisksPerEpicoin - ((c.RiskItAll%RisksPerEpicoin)+RisksPerEpicoin)%RisksPerEpicoin
	x.value("risk_it_all", "Risk it All rolls", c.RiskItAll, fmt.Sprintf("%d Risk it All rolls: every %d earns 1 Epicoin; %d more for the next", c.RiskItAll, RisksPerEpicoin, toNext))
}
