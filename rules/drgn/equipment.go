package drgn

import (
	"fmt"
	"sort"
	"strings"

	"sessionzero/rules"
)

func problemf(code, format string, a ...any) rules.Problem {
	return rules.Problem{Code: code, Message: fmt.Sprintf(format, a...)}
}

// slotOrder sorts slot kinds: the body's first, in the book's order, then
// slots items add, alphabetically.
func slotOrder(kinds map[string]int) []string {
	var out []string
	for _, k := range bodySlotKinds {
		if _, ok := kinds[k]; ok {
			out = append(out, k)
		}
	}
	var added []string
	for k := range kinds {
		if _, body := canonicalSlot(k, bodySlotKinds); !body {
			added = append(added, k)
		}
	}
	sort.Strings(added)
	return append(out, added...)
}

// slotsFor says which item kinds a body slot holds ("Helmet – Pieces of
// equipment designed for the head limb" …). A Weapon slot holds anything:
// "ANYTHING can be equipped into a weapon slot and used as a weapon."
var slotsFor = map[string][]string{
	SlotHelmet:    {KindHelmet},
	SlotMainArmor: {KindArmor},
	SlotBoots:     {KindBoots},
	SlotAccessory: {KindAccessory},
}

func (x *deriver) equipment(size sizeUsed, bodySlots []string) {
	c := x.c
	available := map[string]int{}
	for _, s := range bodySlots {
		available[s]++
	}
	for _, it := range c.Equipment {
		for _, s := range it.AddsSlots {
			if kind, ok := canonicalSlot(s, bodySlotKinds); ok {
				s = kind
			}
			available[s]++
		}
	}
	used := map[string]int{}
	twoHanded := false
	for _, it := range c.Equipment {
		x.checkItem(it)
		slot := it.EquippedSlot()
		if equalFold(slot, SlotTrinket) {
			continue
		}
		if kind, ok := canonicalSlot(slot, bodySlotKinds); ok {
			slot = kind
		} else {
			slot = matchAddedSlot(slot, available)
		}
		n := 1
		if it.TwoHanded {
			if slot == SlotWeapon {
				n = 2
				twoHanded = true
			}
		}
		used[slot] += n
	}
	all := map[string]int{}
	for k := range available {
		all[k] = 0
	}
	for k := range used {
		all[k] = 0
	}
	var summary []string
	for _, slot := range slotOrder(all) {
		have, fill := available[slot], used[slot]
		summary = append(summary, fmt.Sprintf("%s %d/%d", slot, fill, have))
		switch {
		case have == 0:
			x.problem(ProblemNoSuchSlot, "%d item(s) are equipped in a %s slot, but the character has no %s slot.", fill, slot, slot)
		case fill > have && slot == SlotWeapon && twoHanded:
			x.problem(ProblemTwoHandedNoSlot, "A two-handed weapon needs two free Weapon slots: %d Weapon slot(s) are needed and the character has %d.", fill, have)
		case fill > have:
			x.problem(ProblemSlotOverfilled, "%d items in %d %s slot(s).", fill, have, slot)
		case fill < have:
			x.problem(ProblemEmptySlot, "%d %s slot(s) empty: \"Make sure your equipment is completely filled.\"", have-fill, slot)
		}
	}
	slotList := make([]string, 0)
	for _, slot := range slotOrder(available) {
		for range available[slot] {
			slotList = append(slotList, slot)
		}
	}
	x.value("slots", "Equipment slots", slotList, "Slots filled/available: "+strings.Join(summary, ", "))
	x.toughness()
	x.speed(size)
	x.weapons()
	x.headAndShields()
	x.resistances()
}

// matchAddedSlot finds the spelling an item's added slot uses.
func matchAddedSlot(slot string, available map[string]int) string {
	for k := range available {
		if equalFold(k, slot) {
			return k
		}
	}
	return slot
}

// equipped lists the items worn or wielded (not trinkets).
func (c Character) equipped() []Item {
	var out []Item
	for _, it := range c.Equipment {
		if !equalFold(it.EquippedSlot(), SlotTrinket) {
			out = append(out, it)
		}
	}
	return out
}

func (x *deriver) checkItem(it Item) {
	c := x.c
	if !containsFold(ItemKinds, it.Kind) {
		x.problem(ProblemUnknownItemKind, "%s: kind %q is not one of %s.", it.Name, it.Kind, strings.Join(ItemKinds, ", "))
	}
	if kinds, ok := slotsFor[canonicalOr(it.EquippedSlot())]; ok && !containsFold(kinds, it.Kind) {
		x.problem(ProblemWrongSlot, "%s (%s) is in a %s slot, which holds %s equipment.", it.Name, it.Kind, canonicalOr(it.EquippedSlot()), strings.Join(kinds, "/"))
	}
	if it.Tier < 0 || it.Tier > EquipmentMaxTier {
		x.problem(ProblemItemTier, "%s: tier %d is outside 0–%d.", it.Name, it.Tier, EquipmentMaxTier)
	} else if it.Tier > c.Tier && !it.ArchitectApproved {
		x.problem(ProblemAboveTier, "%s is Tier %d, above the campaign's Tier %d: it needs the Architect's permission (architect_approved).", it.Name, it.Tier, c.Tier)
	}
	switch it.Kind {
	case KindArmor, KindMelee, KindRanged, KindAmmo:
		if !containsFold(weightNames(), string(it.Weight)) {
			x.problem(ProblemWeightMissing, "%s: a %s item needs a weight (light, medium or heavy); got %q.", it.Name, it.Kind, it.Weight)
		}
	}
	for _, trait := range rules.SortedKeys(it.Requires) {
		need := it.Requires[trait]
		have, _, onList := c.EffectiveTrait(trait)
		if have < need {
			missing := ""
			if !onList {
				missing = " (not on the trait list)"
			}
			x.problem(ProblemTraitRequirement, "%s requires %s %d; the character has %d%s.", it.Name, trait, need, have, missing)
		}
	}
	for _, m := range it.Modifiers {
		maxLevel := ModifierMaxLevel
		if book, ok := ModifierByName(m.Name); ok {
			maxLevel = book.MaxLevel
		} else if m.MaxLevel != 0 {
			maxLevel = min(m.MaxLevel, ModifierMaxLevel)
		}
		if m.Level < 1 || m.Level > maxLevel {
			x.problem(ProblemModifierLevel, "%s: modifier %s level %d is outside 1–%d.", it.Name, m.Name, m.Level, maxLevel)
		}
	}
}

func canonicalOr(slot string) string {
	if kind, ok := canonicalSlot(slot, bodySlotKinds); ok {
		return kind
	}
	return slot
}

func weightNames() []string {
	out := make([]string, len(Weights))
	for i, w := range Weights {
		out[i] = string(w)
	}
	return out
}

func normalWeight(w Weight) Weight {
	return Weight(strings.ToLower(strings.TrimSpace(string(w))))
}

// protection sums an item's Protection modifiers ("Adds +1 protection per level").
func protection(it Item) int {
	total := 0
	for _, m := range it.Modifiers {
		if equalFold(m.Name, ModifierProtection) {
			total += ProtectionPerLevel * m.Level
		}
	}
	return total
}

func (x *deriver) toughness() {
	total := 0
	var parts []string
	for _, it := range x.c.equipped() {
		if it.Kind == KindShield {
			continue
		}
		if it.Kind == KindArmor && canonicalOr(it.EquippedSlot()) == SlotMainArmor {
			t, err := ArmorToughness.lookup(normalWeight(it.Weight), it.Tier)
			if err == nil {
				total += t
				parts = append(parts, fmt.Sprintf("%s (%s armor, Tier %d) %d", it.Name, normalWeight(it.Weight), it.Tier, t))
			}
		}
		if p := protection(it); p != 0 {
			total += p
			parts = append(parts, fmt.Sprintf("%s Protection +%d", it.Name, p))
		}
	}
	explain := "Toughness 0: no Main Armor"
	if len(parts) > 0 {
		explain = fmt.Sprintf("Toughness %d = %s", total, strings.Join(parts, " + "))
	}
	x.value("toughness", "Toughness", total, explain+" (shields keep their own toughness)")
}

func (x *deriver) speed(size sizeUsed) {
	total := size.baseSpeed
	parts := []string{fmt.Sprintf("base %d (%s)", size.baseSpeed, size.Name)}
	for _, it := range x.c.equipped() {
		if it.Kind != KindBoots || canonicalOr(it.EquippedSlot()) != SlotBoots || it.Tier < 0 || it.Tier > EquipmentMaxTier {
			continue
		}
		b := BootsSpeed[it.Tier]
		total += b
		parts = append(parts, fmt.Sprintf("%s (Tier %d boots) %d", it.Name, it.Tier, b))
	}
	x.value("speed", "Movement speed", total, fmt.Sprintf("Movement speed %d units = %s", total, strings.Join(parts, " + ")))
}

// findAmmo finds the ammo item a ranged weapon names.
func (c Character) findAmmo(name string) (Item, bool) {
	for _, it := range c.Equipment {
		if it.Kind == KindAmmo && equalFold(it.Name, name) {
			return it, true
		}
	}
	return Item{}, false
}

// WeaponDamage computes an item's damage as a weapon, with its explain
// line, and any problem with the numbers entered.
func (c Character) WeaponDamage(it Item) (row WeaponRow, problems []rules.Problem) {
	row.Name = it.Name
	w := normalWeight(it.Weight)
	var dmg int
	var explain string
	switch it.Kind {
	case KindMelee:
		bonus, err := MeleeTierBonus.lookup(w, it.Tier)
		if err != nil {
			return row, []rules.Problem{{Code: ProblemWeightMissing, Message: fmt.Sprintf("%s: %v", it.Name, err)}}
		}
		if r := MeleeBaseDamage[w]; !r.Contains(it.BaseDamage) {
			problems = append(problems, problemf(ProblemBaseDamage, "%s: a %s melee weapon deals %s at Tier 0; base_damage is %d.", it.Name, w, r, it.BaseDamage))
		}
		dmg = it.BaseDamage + bonus
		explain = fmt.Sprintf("%s %d = %s base %d + Tier %d bonus %d", it.Name, dmg, w, it.BaseDamage, it.Tier, bonus)
	case KindRanged:
		bonus, err := RangedTierBonus.lookup(w, it.Tier)
		if err != nil {
			return row, []rules.Problem{{Code: ProblemWeightMissing, Message: fmt.Sprintf("%s: %v", it.Name, err)}}
		}
		if it.BaseDamage < 0 || it.BaseDamage > RangedBaseMax {
			problems = append(problems, problemf(ProblemBaseDamage, "%s: a ranged weapon adds 0–%d at Tier 0; base_damage is %d.", it.Name, RangedBaseMax, it.BaseDamage))
		}
		weapon := it.BaseDamage + bonus
		explain = fmt.Sprintf("weapon %d (%s base %d + Tier %d bonus %d)", weapon, w, it.BaseDamage, it.Tier, bonus)
		dmg = weapon
		if it.Ammo == "" {
			problems = append(problems, problemf(ProblemAmmoMissing, "%s: a ranged weapon names the ammo it fires (\"ammo\"); without it only the weapon's bonus counts.", it.Name))
		} else if ammo, ok := c.findAmmo(it.Ammo); !ok {
			problems = append(problems, problemf(ProblemAmmoMissing, "%s fires %q, which is not in the equipment.", it.Name, it.Ammo))
		} else {
			aw := normalWeight(ammo.Weight)
			abonus, err := AmmoTierBonus.lookup(aw, ammo.Tier)
			if err != nil {
				problems = append(problems, problemf(ProblemWeightMissing, "%s: %v", ammo.Name, err))
			} else {
				if ammo.BaseDamage < 0 || ammo.BaseDamage > RangedBaseMax {
					problems = append(problems, problemf(ProblemBaseDamage, "%s: a projectile deals 0–%d at Tier 0; base_damage is %d.", ammo.Name, RangedBaseMax, ammo.BaseDamage))
				}
				projectile := ammo.BaseDamage + abonus
				dmg += projectile
				explain += fmt.Sprintf(" + %s %d (%s base %d + Tier %d bonus %d)", ammo.Name, projectile, aw, ammo.BaseDamage, ammo.Tier, abonus)
				if it.DamageType == "" && ammo.DamageType != "" {
					row.DamageTypes = append(row.DamageTypes, ammo.DamageType)
				}
			}
		}
		explain = fmt.Sprintf("%s %d = %s", it.Name, dmg, explain)
	default:
		dmg = it.Damage
		explain = fmt.Sprintf("%s %d (improvised: the damage the Architect rules)", it.Name, dmg)
	}
	if it.DamageType != "" {
		row.DamageTypes = append([]string{it.DamageType}, row.DamageTypes...)
	}
	for _, m := range it.Modifiers {
		if equalFold(m.Name, ModifierElemental) {
			add := ElementalPerLevel * m.Level
			dmg += add
			el := m.Element
			if el == "" {
				el = "elemental"
			} else if !containsFold(row.DamageTypes, el) {
				row.DamageTypes = append(row.DamageTypes, el)
			}
			explain += fmt.Sprintf(" + %d %s (Elemental %d)", add, el, m.Level)
		}
	}
	if it.TwoHanded {
		doubled := min(dmg*2, TwoHandedMaxDamage)
		explain += fmt.Sprintf(", two-handed ×2 = %d", doubled)
		if dmg*2 > TwoHandedMaxDamage {
			explain += fmt.Sprintf(" (capped at %d)", TwoHandedMaxDamage)
		}
		dmg = doubled
	}
	row.Damage = dmg
	row.Explain = explain
	return row, problems
}

func (x *deriver) weapons() {
	rows := []WeaponRow{}
	for _, it := range x.c.equipped() {
		if canonicalOr(it.EquippedSlot()) != SlotWeapon || it.Kind == KindShield {
			continue
		}
		row, problems := x.c.WeaponDamage(it)
		for _, p := range problems {
			// checkItem has already reported a missing weight.
			if p.Code != ProblemWeightMissing {
				x.out.Problems = append(x.out.Problems, p)
			}
		}
		rows = append(rows, row)
	}
	parts := make([]string, len(rows))
	for i, r := range rows {
		parts[i] = fmt.Sprintf("%s %d %s", r.Name, r.Damage, strings.Join(r.DamageTypes, "/"))
	}
	x.value("weapons", "Weapons", rows, listExplain(parts, "no weapon equipped",
		"damage of each equipped weapon; attacking with several weapons deals damage with all of them"))
}

func (x *deriver) headAndShields() {
	headHP := 0
	headExplain := "Head HP 0: no helmet"
	var shields []ShieldRow
	for _, it := range x.c.equipped() {
		if it.Tier < 0 || it.Tier > EquipmentMaxTier {
			continue
		}
		switch {
		case it.Kind == KindHelmet && canonicalOr(it.EquippedSlot()) == SlotHelmet:
			r := HelmetHP[it.Tier]
			hp, how := r.Top(), fmt.Sprintf("top of Tier %d's %s", it.Tier, r)
			if it.HP != nil {
				hp, how = *it.HP, fmt.Sprintf("Tier %d allows %s", it.Tier, r)
				if !r.Contains(hp) {
					x.problem(ProblemHelmetHP, "%s: head HP %d is outside Tier %d's %s.", it.Name, hp, it.Tier, r)
				}
			}
			headHP += hp
			headExplain = fmt.Sprintf("Head HP %d from %s (%s)", headHP, it.Name, how)
		case it.Kind == KindShield:
			tr, hr := ShieldToughness[it.Tier], ShieldHP[it.Tier]
			t, h := tr.Top(), hr.Top()
			if it.Toughness != nil {
				t = *it.Toughness
				if !tr.Contains(t) {
					x.problem(ProblemShieldRange, "%s: toughness %d is outside Tier %d's %s.", it.Name, t, it.Tier, tr)
				}
			}
			if it.HP != nil {
				h = *it.HP
				if !hr.Contains(h) {
					x.problem(ProblemShieldRange, "%s: hit points %d are outside Tier %d's %s.", it.Name, h, it.Tier, hr)
				}
			}
			p := protection(it)
			explain := fmt.Sprintf("%s: toughness %d (Tier %d: %s), HP %d (Tier %d: %s)", it.Name, t, it.Tier, tr, h, it.Tier, hr)
			if p != 0 {
				explain += fmt.Sprintf(", Protection +%d", p)
			}
			shields = append(shields, ShieldRow{Name: it.Name, Toughness: t + p, HP: h, Explain: explain})
		}
	}
	x.value("head_hp", "Head HP", headHP, headExplain)
	if shields == nil {
		shields = []ShieldRow{}
	}
	parts := make([]string, len(shields))
	for i, r := range shields {
		parts[i] = fmt.Sprintf("%s HP %d, toughness %d", r.Name, r.HP, r.Toughness)
	}
	x.value("shields", "Shields", shields, listExplain(parts, "no shield equipped",
		"shields have their own toughness and hit points and upgrade the Block action"))
}

// Attuned lists the elements the character resists: its skin's (or its Main
// Armor's) plus those equipment adds.
func (c Character) Attuned() []string {
	var out []string
	add := func(name string) {
		if e, ok := ElementByName(name); ok && !containsFold(out, e.Name) {
			out = append(out, e.Name)
		}
	}
	base := []string{c.Skin.Physical, c.Skin.Elemental}
	if c.UseArmorResistances {
		if armor, ok := c.mainArmor(); ok && len(armor.Resistances) > 0 {
			base = armor.Resistances
		}
	}
	for _, b := range base {
		add(b)
	}
	for _, it := range c.equipped() {
		for _, r := range it.AddsResistances {
			add(r)
		}
	}
	return out
}

func (c Character) mainArmor() (Item, bool) {
	for _, it := range c.equipped() {
		if it.Kind == KindArmor && canonicalOr(it.EquippedSlot()) == SlotMainArmor {
			return it, true
		}
	}
	return Item{}, false
}

func (x *deriver) resistances() {
	c := x.c
	source := "skin"
	if c.UseArmorResistances {
		armor, ok := c.mainArmor()
		if !ok || len(armor.Resistances) == 0 {
			x.problem(ProblemArmorResistancesNil, "use_armor_resistances is set, but the Main Armor lists no resistances; the skin's are used.")
		} else {
			source = armor.Name
		}
	}
	if source == "skin" {
		if c.Skin.Physical == "" || c.Skin.Elemental == "" {
			x.problem(ProblemSkinMissing, "Choose the physical and the elemental type the character's \"skin\" resists.")
		}
		if c.Skin.Physical != "" {
			if e, ok := ElementByName(c.Skin.Physical); !ok || e.Kind != Physical {
				x.problem(ProblemUnknownElement, "Skin physical resistance %q is not Piercing, Bludgeoning, Slashing or Abrasion.", c.Skin.Physical)
			}
		}
		if c.Skin.Elemental != "" {
			if e, ok := ElementByName(c.Skin.Elemental); !ok || e.Kind != Elemental {
				x.problem(ProblemUnknownElement, "Skin elemental resistance %q is not an elemental type from the attunement chart.", c.Skin.Elemental)
			}
		}
	}
	for _, it := range c.Equipment {
		for _, r := range append(append([]string(nil), it.Resistances...), it.AddsResistances...) {
			if _, ok := ElementByName(r); !ok {
				x.problem(ProblemUnknownElement, "%s: resistance %q is not on the attunement chart.", it.Name, r)
			}
		}
	}
	attuned := c.Attuned()
	if attuned == nil {
		attuned = []string{}
	}
	x.value("resistances", "Resistances", attuned, fmt.Sprintf("Resistances %s from the %s and equipment that adds elements", strings.Join(attuned, ", "), source))
	rows := AttunementFor(attuned)
	if rows == nil {
		rows = []AttunementRow{}
	}
	more, less := AttunementSides(rows)
	x.value("attunement", "Attunement", rows, fmt.Sprintf("Takes 1.5× from %s; ½ from %s", ListOrNone(more), ListOrNone(less)))
}

// ListOrNone joins names with commas, or says "none".
func ListOrNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// listExplain is a list value's explain line, which the derive text prints
// in place of the list: its rows by name, then what they are ("Lance 20
// Piercing; Shortbow 12 Piercing: damage of each equipped weapon").
func listExplain(rows []string, none, what string) string {
	if len(rows) == 0 {
		return strings.ToUpper(none[:1]) + none[1:] + ": " + what
	}
	return strings.Join(rows, "; ") + ": " + what
}
