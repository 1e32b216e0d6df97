package drgn

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	"sessionzero/rules/drgn"
	"sessionzero/ui/widgets"
)

// This file is the DRGN builder's Equipment step: the items in every slot,
// and a form that adds or edits one item. The rules check slots, tiers,
// weights, ranges and trait requirements; the step shows their problems.

// drgnNone is the "nothing chosen" option of optional selects.
const drgnNone = "(none)"

// drgnItemForm edits one item before it is added to the character.
type drgnItemForm struct {
	name, tier, baseDamage, damage, quantity, hp, toughness  *widget.Entry
	resistances, addsResistances, addsSlots, requires, notes *widget.Entry
	weight, damageType                                       *widget.Select
	kind                                                     *widgets.KeyedSelect
	slot, ammo                                               *widget.SelectEntry
	twoHanded, approved                                      *widget.Check
	modName                                                  *widget.SelectEntry
	modLevel, modDetail                                      *widget.Entry
	addModifier                                              *widget.Button
	modifiers                                                []drgn.Modifier
	modList                                                  *fyne.Container
	modRemove                                                []*widget.Button // one per listed modifier
	save, clear                                              *widget.Button
	guide                                                    *widget.Label
	// editing is the index of the item being edited, or -1 for a new one.
	editing int
}

func (b *drgnBuilder) equipmentStep() fyne.CanvasObject {
	box := container.NewVBox(widgets.Heading("5. Equipment"),
		widgets.Caption("Fill every slot from the campaign's tier: \"Make sure your equipment is completely filled.\" "+
			"Items above the tier need the Architect's permission; trait requirements are checked."))
	slotsNow := widget.NewLabel("")
	slotsNow.Wrapping = fyne.TextWrapWord
	b.hooks = append(b.hooks, func(rules.Derived) { slotsNow.SetText(widgets.Shown(b.value("slots").Explain)) })
	box.Add(slotsNow)
	list := container.NewVBox()
	for i, it := range b.char.Equipment {
		i := i
		desc := fmt.Sprintf("%s · %s · Tier %d", drgnKindName(it.Kind), it.EquippedSlot(), it.Tier)
		if it.Weight != "" {
			desc += " · " + string(it.Weight)
		}
		if it.TwoHanded {
			desc += " · two-handed"
		}
		edit := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() { b.widgets.item.load(b.char.Equipment[i], i) })
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			b.edit("remove "+it.Name, true, func(c *drgn.Character) error {
				c.Equipment = append(c.Equipment[:i], c.Equipment[i+1:]...)
				return nil
			})
		})
		b.widgets.itemEdit = append(b.widgets.itemEdit, edit)
		b.widgets.itemRemove = append(b.widgets.itemRemove, remove)
		// The description wraps, so a long row stays inside the step's
		// column instead of pushing its buttons out of sight.
		descLabel := widget.NewLabel(desc)
		descLabel.Wrapping = fyne.TextWrapWord
		list.Add(container.NewBorder(nil, nil, widgets.Bold(it.Name), container.NewHBox(edit, remove), descLabel))
	}
	if len(b.char.Equipment) == 0 {
		list.Add(widgets.Caption("No equipment yet."))
	}
	box.Add(list)
	box.Add(widget.NewSeparator())
	f := b.newItemForm()
	b.widgets.item = f
	// The form's buttons head it, beside its title: at the bottom, under
	// nineteen fields and the modifiers, "Add item" was below the fold.
	box.Add(container.NewBorder(nil, nil, widgets.Bold("Add or edit an item"), container.NewHBox(f.save, f.clear)))
	box.Add(f.form())
	return box
}

// drgnKindNames are the item kinds as people say them; the file keeps the
// book's lower-case keys.
var drgnKindNames = map[string]string{
	drgn.KindMelee: "Melee weapon", drgn.KindRanged: "Ranged weapon", drgn.KindImprovised: "Improvised weapon",
}

// drgnKindName is an item kind's name: "Melee weapon" for "melee",
// "Armor" for "armor".
func drgnKindName(kind string) string {
	if n, ok := drgnKindNames[kind]; ok {
		return n
	}
	return widgets.Capitalized(kind)
}

// drgnSlotOptions are the slots an item may go in: the body's kinds, the
// slots the character's items add, and Trinket (carried).
func (b *drgnBuilder) drgnSlotOptions() []string {
	out := []string{drgn.SlotHelmet, drgn.SlotMainArmor, drgn.SlotWeapon, drgn.SlotBoots, drgn.SlotAccessory, drgn.SlotTrinket}
	for _, it := range b.char.Equipment {
		for _, s := range it.AddsSlots {
			if !containsString(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (b *drgnBuilder) newItemForm() *drgnItemForm {
	f := &drgnItemForm{editing: -1}
	f.name = widgets.Entry("e.g. Chain Barding")
	f.tier = widgets.Entry(fmt.Sprintf("0–%d", drgn.EquipmentMaxTier))
	f.tier.SetText(strconv.Itoa(b.char.Tier))
	f.baseDamage = widgets.Entry("melee 1-10, ranged/ammo 0-5")
	f.damage = widgets.Entry("the Architect's ruling")
	f.quantity = widgets.Entry("projectiles, e.g. 20")
	f.hp = widgets.Entry("blank: top of the range")
	f.toughness = widgets.Entry("blank: top of the range")
	f.resistances = widgets.Entry("armor's own: Slashing, Fire")
	f.addsResistances = widgets.Entry("e.g. Cryo")
	f.addsSlots = widgets.Entry("e.g. Quiver")
	f.requires = widgets.Entry("Melee Weapons=25, …")
	f.notes = widgets.Entry("anything else")
	f.kind = widgets.NewKeyedSelect(drgn.ItemKinds, drgnKindName, func(string) { f.updateGuide(b) })
	f.kind.PlaceHolder = "Kind"
	weights := []string{drgnNone}
	for _, w := range drgn.Weights {
		weights = append(weights, string(w))
	}
	f.weight = widget.NewSelect(weights, func(string) { f.updateGuide(b) })
	f.weight.SetSelected(drgnNone)
	types := []string{drgnNone}
	for _, e := range drgn.Elements {
		if e.Name != drgn.Force {
			types = append(types, e.Name)
		}
	}
	f.damageType = widget.NewSelect(types, nil)
	f.damageType.SetSelected(drgnNone)
	f.slot = widget.NewSelectEntry(b.drgnSlotOptions())
	f.slot.SetPlaceHolder("blank: the usual slot")
	var ammo []string
	for _, it := range b.char.Equipment {
		if it.Kind == drgn.KindAmmo {
			ammo = append(ammo, it.Name)
		}
	}
	f.ammo = widget.NewSelectEntry(ammo)
	f.ammo.SetPlaceHolder("ammo item's name")
	f.twoHanded = widget.NewCheck("Two-handed", nil)
	f.approved = widget.NewCheck("Architect approved above tier", nil)
	var mods []string
	for _, m := range drgn.Modifiers {
		mods = append(mods, m.Name)
	}
	f.modName = widget.NewSelectEntry(mods)
	f.modName.SetPlaceHolder("modifier")
	f.modLevel = widgets.Entry("level")
	f.modDetail = widgets.Entry("trait / element / effect")
	f.modList = container.NewVBox()
	f.addModifier = widget.NewButtonWithIcon("Add modifier", theme.ContentAddIcon(), func() {
		m, err := f.readModifier()
		if err != nil {
			b.refuse("add modifier", err)
			return
		}
		f.modifiers = append(f.modifiers, m)
		f.modName.SetText("")
		f.modLevel.SetText("")
		f.modDetail.SetText("")
		f.showModifiers()
	})
	f.save = widget.NewButtonWithIcon("Add item", theme.ContentAddIcon(), func() {
		it, err := f.item(b)
		if err != nil {
			b.refuse("item", err)
			return
		}
		b.edit("equipment", true, func(c *drgn.Character) error {
			if f.editing >= 0 && f.editing < len(c.Equipment) {
				c.Equipment[f.editing] = it
			} else {
				c.Equipment = append(c.Equipment, it)
			}
			return nil
		})
	})
	f.save.Importance = widget.HighImportance
	f.clear = widget.NewButton("Clear the form", func() { f.load(drgn.Item{Tier: b.char.Tier}, -1) })
	f.guide = widgets.Caption("")
	f.tier.OnChanged = func(string) { f.updateGuide(b) }
	f.updateGuide(b)
	return f
}

func (f *drgnItemForm) form() fyne.CanvasObject {
	return container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Name", f.name),
			widget.NewFormItem("Kind", f.kind),
			widget.NewFormItem("Slot", f.slot),
			widget.NewFormItem("Tier", f.tier),
			widget.NewFormItem("Weight", f.weight),
			widget.NewFormItem("Base damage", f.baseDamage),
			widget.NewFormItem("Improvised damage", f.damage),
			widget.NewFormItem("Damage type", f.damageType),
			&widget.FormItem{Widget: f.twoHanded, HintText: "×2 damage, max 50"},
			widget.NewFormItem("Ammo", f.ammo),
			widget.NewFormItem("Quantity", f.quantity),
			widget.NewFormItem("HP", f.hp),
			widget.NewFormItem("Toughness", f.toughness),
			widget.NewFormItem("Resistances", f.resistances),
			widget.NewFormItem("Adds resistances", f.addsResistances),
			widget.NewFormItem("Adds slots", f.addsSlots),
			widget.NewFormItem("Requires", f.requires),
			widget.NewFormItem("Notes", f.notes),
			widget.NewFormItem("", f.approved),
		),
		f.guide,
		widgets.Bold("Modifiers"),
		f.modList,
		container.NewBorder(nil, nil, nil, f.addModifier, container.NewGridWithColumns(3, f.modName, f.modLevel, f.modDetail)),
		widgets.Caption(drgnModifierGuide()),
	)
}

func drgnModifierGuide() string {
	var parts []string
	for _, m := range drgn.Modifiers {
		parts = append(parts, fmt.Sprintf("%s (max %d): %s", m.Name, m.MaxLevel, m.Effect))
	}
	return "The book's modifiers — " + strings.Join(parts, "; ") + "."
}

// updateGuide shows the book's table for the chosen kind at the chosen tier.
func (f *drgnItemForm) updateGuide(b *drgnBuilder) {
	if f.guide == nil {
		return
	}
	tier, err := strconv.Atoi(strings.TrimSpace(f.tier.Text))
	if err != nil || tier < 0 || tier > drgn.EquipmentMaxTier {
		tier = b.char.Tier
	}
	if tier < 0 || tier > drgn.EquipmentMaxTier {
		f.guide.SetText("")
		return
	}
	byWeight := func(what string, t drgn.TierTable) string {
		var parts []string
		for _, w := range drgn.Weights {
			parts = append(parts, fmt.Sprintf("%s %d", w, t[w][tier]))
		}
		return fmt.Sprintf("Tier %d %s: %s", tier, what, strings.Join(parts, ", "))
	}
	var text string
	switch f.kind.Key() {
	case drgn.KindArmor:
		text = byWeight("armor toughness", drgn.ArmorToughness)
	case drgn.KindMelee:
		var parts []string
		for _, w := range drgn.Weights {
			parts = append(parts, fmt.Sprintf("%s %s", w, drgn.MeleeBaseDamage[w]))
		}
		text = "Base damage at Tier 0: " + strings.Join(parts, ", ") + ". " + byWeight("melee bonus", drgn.MeleeTierBonus)
	case drgn.KindRanged:
		text = fmt.Sprintf("A ranged weapon adds 0–%d at Tier 0, plus its projectile. ", drgn.RangedBaseMax) + byWeight("ranged bonus", drgn.RangedTierBonus)
	case drgn.KindAmmo:
		text = fmt.Sprintf("A projectile deals 0–%d at Tier 0. ", drgn.RangedBaseMax) + byWeight("ammo bonus", drgn.AmmoTierBonus)
	case drgn.KindHelmet:
		text = fmt.Sprintf("Tier %d helmets give %s head hit points.", tier, drgn.HelmetHP[tier])
	case drgn.KindBoots:
		text = fmt.Sprintf("Tier %d boots add %d speed.", tier, drgn.BootsSpeed[tier])
	case drgn.KindShield:
		text = fmt.Sprintf("Tier %d shields: toughness %s, hit points %s (their own, not the wearer's).", tier, drgn.ShieldToughness[tier], drgn.ShieldHP[tier])
	case drgn.KindAccessory:
		text = "Accessories give passive benefits and may add slots (a quiver adds \"Quiver\")."
	case drgn.KindTrinket:
		text = "Trinkets are carried, not equipped."
	case drgn.KindImprovised:
		text = "Improvised weapons deal what the Architect rules."
	default:
		text = "Choose a kind to see the book's table for it."
	}
	f.guide.SetText(text)
}

// drgnSplitList reads a comma-separated list.
func drgnSplitList(text string) []string {
	var out []string
	for _, part := range strings.Split(text, ",") {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// drgnOptionalInt reads a blank (nil) or a whole number.
func drgnOptionalInt(what, text string) (*int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %q is not a whole number", what, text)
	}
	return &n, nil
}

func (f *drgnItemForm) readModifier() (drgn.Modifier, error) {
	name := strings.TrimSpace(f.modName.Text)
	if name == "" {
		return drgn.Modifier{}, errors.New("a modifier needs a name")
	}
	level, err := strconv.Atoi(strings.TrimSpace(f.modLevel.Text))
	if err != nil {
		return drgn.Modifier{}, fmt.Errorf("modifier %s: the level %q is not a whole number", name, f.modLevel.Text)
	}
	m := drgn.Modifier{Name: name, Level: level}
	detail := strings.TrimSpace(f.modDetail.Text)
	book, isBook := drgn.ModifierByName(name)
	switch {
	case isBook && book.Name == drgn.ModifierBoosting:
		if detail == "" {
			return m, errors.New("Boosting needs the trait it raises")
		}
		m.Name, m.Trait = book.Name, detail
	case isBook && book.Name == drgn.ModifierElemental:
		e, ok := drgn.ElementByName(detail)
		if !ok {
			return m, fmt.Errorf("Elemental needs an element from the attunement chart, not %q", detail)
		}
		m.Name, m.Element = book.Name, e.Name
	case isBook:
		m.Name = book.Name
	default:
		m.Effect = detail
		m.MaxLevel = drgn.ModifierMaxLevel
	}
	return m, nil
}

func (f *drgnItemForm) showModifiers() {
	f.modList.RemoveAll()
	f.modRemove = nil
	for i, m := range f.modifiers {
		i := i
		text := fmt.Sprintf("%s %d", m.Name, m.Level)
		for _, extra := range []string{m.Trait, m.Element, m.Effect} {
			if extra != "" {
				text += " · " + extra
			}
		}
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			f.modifiers = append(f.modifiers[:i], f.modifiers[i+1:]...)
			f.showModifiers()
		})
		f.modRemove = append(f.modRemove, remove)
		f.modList.Add(container.NewBorder(nil, nil, nil, remove, widget.NewLabel(text)))
	}
}

// item reads the form, refusing what is not a number or has no name.
func (f *drgnItemForm) item(b *drgnBuilder) (drgn.Item, error) {
	it := drgn.Item{Name: strings.TrimSpace(f.name.Text), Kind: f.kind.Key()}
	if f.editing >= 0 && f.editing < len(b.char.Equipment) {
		it.Extra = b.char.Equipment[f.editing].Extra // keep keys this version does not know
	}
	if it.Name == "" {
		return it, errors.New("the item needs a name")
	}
	if it.Kind == "" {
		return it, errors.New("choose the item's kind")
	}
	tier, err := strconv.Atoi(strings.TrimSpace(f.tier.Text))
	if err != nil {
		return it, fmt.Errorf("tier %q is not a whole number", f.tier.Text)
	}
	it.Tier = tier
	it.Slot = strings.TrimSpace(f.slot.Text)
	if f.weight.Selected != drgnNone {
		it.Weight = drgn.Weight(f.weight.Selected)
	}
	for _, n := range []struct {
		what string
		text string
		dst  *int
	}{{"base damage", f.baseDamage.Text, &it.BaseDamage}, {"improvised damage", f.damage.Text, &it.Damage}, {"quantity", f.quantity.Text, &it.Quantity}} {
		v, err := drgnOptionalInt(n.what, n.text)
		if err != nil {
			return it, err
		}
		if v != nil {
			*n.dst = *v
		}
	}
	if it.HP, err = drgnOptionalInt("HP", f.hp.Text); err != nil {
		return it, err
	}
	if it.Toughness, err = drgnOptionalInt("toughness", f.toughness.Text); err != nil {
		return it, err
	}
	if f.damageType.Selected != drgnNone {
		it.DamageType = f.damageType.Selected
	}
	it.TwoHanded = f.twoHanded.Checked
	it.ArchitectApproved = f.approved.Checked
	it.Ammo = strings.TrimSpace(f.ammo.Text)
	it.Resistances = drgnSplitList(f.resistances.Text)
	it.AddsResistances = drgnSplitList(f.addsResistances.Text)
	it.AddsSlots = drgnSplitList(f.addsSlots.Text)
	for _, req := range drgnSplitList(f.requires.Text) {
		trait, score, ok := strings.Cut(req, "=")
		n, err := strconv.Atoi(strings.TrimSpace(score))
		if !ok || err != nil || strings.TrimSpace(trait) == "" {
			return it, fmt.Errorf("requirement %q: write it as Trait=score, e.g. Melee Weapons=25", req)
		}
		if it.Requires == nil {
			it.Requires = map[string]int{}
		}
		it.Requires[strings.TrimSpace(trait)] = n
	}
	it.Modifiers = append([]drgn.Modifier(nil), f.modifiers...)
	it.Notes = strings.TrimSpace(f.notes.Text)
	return it, nil
}

// load shows an item in the form; index is the item being edited (-1: new).
func (f *drgnItemForm) load(it drgn.Item, index int) {
	f.editing = index
	f.name.SetText(it.Name)
	f.kind.SetKey(it.Kind)
	if it.Kind == "" {
		f.kind.ClearSelected()
	}
	f.slot.SetText(it.Slot)
	f.tier.SetText(strconv.Itoa(it.Tier))
	if it.Weight == "" {
		f.weight.SetSelected(drgnNone)
	} else {
		f.weight.SetSelected(string(it.Weight))
	}
	intText := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	ptrText := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	f.baseDamage.SetText(intText(it.BaseDamage))
	f.damage.SetText(intText(it.Damage))
	f.quantity.SetText(intText(it.Quantity))
	f.hp.SetText(ptrText(it.HP))
	f.toughness.SetText(ptrText(it.Toughness))
	if it.DamageType == "" {
		f.damageType.SetSelected(drgnNone)
	} else {
		f.damageType.SetSelected(it.DamageType)
	}
	f.twoHanded.SetChecked(it.TwoHanded)
	f.approved.SetChecked(it.ArchitectApproved)
	f.ammo.SetText(it.Ammo)
	f.resistances.SetText(strings.Join(it.Resistances, ", "))
	f.addsResistances.SetText(strings.Join(it.AddsResistances, ", "))
	f.addsSlots.SetText(strings.Join(it.AddsSlots, ", "))
	var reqs []string
	for trait, n := range it.Requires {
		reqs = append(reqs, fmt.Sprintf("%s=%d", trait, n))
	}
	sort.Strings(reqs)
	f.requires.SetText(strings.Join(reqs, ", "))
	f.notes.SetText(it.Notes)
	f.modifiers = append([]drgn.Modifier(nil), it.Modifiers...)
	f.showModifiers()
	if index >= 0 {
		f.save.SetText("Save item")
		f.save.SetIcon(theme.DocumentSaveIcon())
	} else {
		f.save.SetText("Add item")
		f.save.SetIcon(theme.ContentAddIcon())
	}
}
