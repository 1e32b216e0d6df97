package drgn

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sessionzero/rules"
)

// SheetInputFor fills the DRGN folding sheet from a character: every number
// it prints is one Derive computed (or a value of the book's tables that
// Derive uses), never worked out again here. name and player come from the
// character file, which keeps them outside the data document.
func SheetInputFor(name, player string, c Character) SheetInput {
	d := c.Derive()
	in := SheetInput{
		Name:         name,
		Player:       player,
		BodyShape:    d.Text("body_shape"),
		Size:         d.Text("size"),
		TokenSize:    d.Text("token_size"),
		BaseSpeed:    d.Text("base_speed"),
		HPModifier:   "×" + d.Text("hp_modifier"),
		BonusEvasion: d.TextInt("bonus_evasion", signed),
		MaxHP:        d.Text("max_hp"),
		CurrentHP:    d.Text("current_hp"),
		TempHP:       d.Text("temporary_hp"),
		Toughness:    d.Text("toughness"),
		Evasion:      d.Text("evasion_reduction"),
		Speed:        d.Text("speed"),
		XPBudget:     d.Text("xp_budget"),
		XPSpent:      d.Text("xp_spent"),
		XPRemaining:  d.Text("xp_remaining"),
		Epicoins:     d.Text("epicoins"),
		RiskItAll:    max(c.RiskItAll, 0),
	}
	in.Resistances, _ = rules.As[[]string](d, "resistances")
	in.Features = sheetFeatures(c)
	in.Traits = sheetTraits(d)
	in.Attunement = sheetAttunement(d, in.Resistances)
	in.Slots, in.Trinkets = sheetSlots(c, d)
	in.Abilities = sheetAbilities(c, d)
	in.Weapons = sheetWeapons(d)
	return in
}

// signed prints an integer with its sign ("-10", "+5", "0").
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// sheetFeatures lists the features with the book's cost (or the Architect's
// for a custom one) and effect, as Derive prices them.
func sheetFeatures(c Character) []SheetFeature {
	out := make([]SheetFeature, 0, len(c.Features))
	for _, f := range c.Features {
		row := SheetFeature{Name: f.Name, Effect: f.Effect}
		if book, ok := FeatureByName(f.Name); ok {
			row.Name = book.Name
			row.Cost = strconv.Itoa(book.Cost)
			if row.Effect == "" {
				row.Effect = book.Effect
			}
		} else if f.Cost != nil {
			row.Cost = strconv.Itoa(*f.Cost)
		}
		if f.Slot != "" {
			row.Effect = strings.TrimSpace(fmt.Sprintf("(%s slot) %s", f.Slot, row.Effect))
		}
		out = append(out, row)
	}
	return out
}

// sheetTraits prints each trait's bought score, with the effective score
// after equipment boosts when it differs ("20 (30)"), negative scores as
// they are ("Traits can also go negative"). The functional traits come
// first and are boxed, then every other trait not at the starting 10
// ("All traits start with a score of 10"); traits left at 10 follow for
// the compact grid.
func sheetTraits(d rules.Derived) []SheetTrait {
	rows, ok := rules.As[[]TraitRow](d, "traits")
	if !ok {
		return nil
	}
	functional, changed, rest := []SheetTrait{}, []SheetTrait{}, []SheetTrait{}
	for _, r := range rows {
		score := strconv.Itoa(r.Score)
		if r.Effective != r.Score {
			score = fmt.Sprintf("%d (%d)", r.Score, r.Effective)
		}
		t := SheetTrait{Name: r.Name, Score: score, Boxed: true}
		switch {
		case slices.ContainsFunc(FunctionalTraits, func(f string) bool { return equalFold(f, r.Name) }):
			functional = append(functional, t)
		case r.Score != TraitStart || r.Effective != TraitStart:
			changed = append(changed, t)
		default:
			t.Boxed = false
			rest = append(rest, t)
		}
	}
	return slices.Concat(functional, changed, rest)
}

// sheetWeapons lists Derive's weapons with their damage and types.
func sheetWeapons(d rules.Derived) []SheetWeapon {
	rows, ok := rules.As[[]WeaponRow](d, "weapons")
	if !ok {
		return nil
	}
	out := make([]SheetWeapon, 0, len(rows))
	for _, r := range rows {
		out = append(out, SheetWeapon{Name: r.Name, Damage: strconv.Itoa(r.Damage), Type: strings.Join(r.DamageTypes, ", ")})
	}
	return out
}

// sheetAttunement is one row: the elements the character is attuned to
// together, and Derive's combined chart. Weaknesses and resistances of two
// elements cancel out ("a weakness + a resistance simply nullify each-other
// out"), so the sheet prints the combined result, not one row per element.
func sheetAttunement(d rules.Derived, resistances []string) []SheetAttunement {
	rows, ok := rules.As[[]AttunementRow](d, "attunement")
	if !ok || len(resistances) == 0 {
		return nil
	}
	var more, less []string
	for _, r := range rows {
		if r.Multiplier > AttunementNeutral {
			more = append(more, r.Attack)
		} else {
			less = append(less, r.Attack)
		}
	}
	return []SheetAttunement{{
		Element:   strings.Join(resistances, " + "),
		TakesMore: strings.Join(more, ", "),
		TakesLess: strings.Join(less, ", "),
	}}
}

// sheetSlots lists every slot Derive found on the body (and added by items),
// each with the item that fills it, then slots left empty; trinkets are the
// items carried in no slot.
func sheetSlots(c Character, d rules.Derived) (slots []SheetSlot, trinkets []string) {
	free := map[string]int{}
	var order []string
	if list, ok := rules.As[[]string](d, "slots"); ok {
		for _, s := range list {
			if free[s] == 0 {
				order = append(order, s)
			}
			free[s]++
		}
	}
	weapons := map[string]WeaponRow{}
	if rows, ok := rules.As[[]WeaponRow](d, "weapons"); ok {
		for _, r := range rows {
			weapons[r.Name] = r
		}
	}
	shields := map[string]ShieldRow{}
	if rows, ok := rules.As[[]ShieldRow](d, "shields"); ok {
		for _, r := range rows {
			shields[r.Name] = r
		}
	}
	for _, it := range c.Equipment {
		slot := canonicalOr(it.EquippedSlot())
		if equalFold(slot, SlotTrinket) {
			trinkets = append(trinkets, itemLabel(it))
			continue
		}
		for _, s := range order {
			if equalFold(s, slot) {
				slot = s
			}
		}
		taken := 1
		label := itemLabel(it)
		if it.TwoHanded && slot == SlotWeapon {
			taken = 2
			label += " (two-handed)"
		}
		free[slot] = max(free[slot]-taken, 0)
		slots = append(slots, SheetSlot{
			Slot: slot, Item: label, Tier: strconv.Itoa(it.Tier),
			Stat: itemStat(it, slot, d, weapons, shields), Modifiers: modifierText(it.Modifiers),
		})
	}
	for _, s := range order {
		for range free[s] {
			slots = append(slots, SheetSlot{Slot: s})
		}
	}
	return slots, trinkets
}

func itemLabel(it Item) string {
	if it.Quantity > 0 {
		return fmt.Sprintf("%s ×%d", it.Name, it.Quantity)
	}
	return it.Name
}

// itemStat is the number an item brings, as the book's charts give it: a
// weapon's damage (Derive's), a shield's toughness and HP (Derive's), a
// helmet's head HP (Derive's), armour's toughness and boots' speed from the
// charts Derive uses.
func itemStat(it Item, slot string, d rules.Derived, weapons map[string]WeaponRow, shields map[string]ShieldRow) string {
	if s, ok := shields[it.Name]; ok && it.Kind == KindShield {
		return fmt.Sprintf("Tough %d, HP %d", s.Toughness, s.HP)
	}
	if w, ok := weapons[it.Name]; ok && slot == SlotWeapon {
		return fmt.Sprintf("Dmg %d", w.Damage)
	}
	switch {
	case it.Kind == KindHelmet && slot == SlotHelmet:
		return "HP " + d.Text("head_hp")
	case it.Kind == KindArmor && slot == SlotMainArmor:
		if t, err := ArmorToughness.lookup(normalWeight(it.Weight), it.Tier); err == nil {
			return fmt.Sprintf("Tough %d", t)
		}
	case it.Kind == KindBoots && slot == SlotBoots && it.Tier >= 0 && it.Tier <= EquipmentMaxTier:
		return fmt.Sprintf("Speed +%d", BootsSpeed[it.Tier])
	}
	return ""
}

func modifierText(mods []Modifier) string {
	parts := make([]string, 0, len(mods))
	for _, m := range mods {
		s := fmt.Sprintf("%s %d", m.Name, m.Level)
		if extra := strings.TrimSpace(m.Trait + m.Element); extra != "" {
			s += " (" + extra + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// sheetAbilities prints each ability with Derive's price and its components.
func sheetAbilities(c Character, d rules.Derived) []SheetAbility {
	rows, ok := rules.As[[]AbilityRow](d, "abilities")
	if !ok {
		return nil
	}
	out := make([]SheetAbility, 0, len(rows))
	for i, r := range rows {
		a := SheetAbility{Name: r.Name, Uses: r.Uses, Types: strings.Join(r.DamageTypes, ", ")}
		// The uses spent since the last rest are ticked off; the boxes left
		// empty are the uses remaining (uses_left, written back by the
		// encounter tracker).
		if i < len(c.Abilities) && c.Abilities[i].UsesLeft != nil && r.Uses > 0 {
			a.Used = r.Uses - min(max(*c.Abilities[i].UsesLeft, 0), r.Uses)
		}
		if r.Error == "" {
			a.CostPerUse = strconv.Itoa(r.CostPerUse)
			a.XP = strconv.Itoa(r.TotalXP)
		} else {
			a.CostPerUse = "?"
			a.XP = "?"
		}
		if i < len(c.Abilities) {
			parts := make([]string, 0, len(c.Abilities[i].Components))
			for _, comp := range c.Abilities[i].Components {
				parts = append(parts, strings.ReplaceAll(comp.String(), "=", " "))
				if equalFold(comp.Name, CompPower) {
					a.Power = strconv.FormatFloat(comp.Value, 'f', -1, 64)
				}
			}
			a.Components = strings.Join(parts, ", ")
		}
		out = append(out, a)
	}
	return out
}
