package rollunder

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/widgets"
)

// row is one list entry: its text (wrapping) and its buttons at the end.
// The Remove button is kept under kind for tests and keyboard users.
func (b *builder) row(kind, text string, remove func(c *ru.Character), extra ...fyne.CanvasObject) fyne.CanvasObject {
	bt := widget.NewButton("Remove", func() {
		b.apply(fmt.Sprintf("%s removed", text), true, func(c *ru.Character) error {
			remove(c)
			return nil
		})
	})
	b.w.remove[kind] = append(b.w.remove[kind], bt)
	// In a VBox the buttons keep their height when the text wraps.
	return container.NewBorder(nil, nil, nil, container.NewVBox(container.NewHBox(append(extra, bt)...)), widgets.Wrapped(text))
}

// bldWithout is the list without entry i.
func bldWithout[T any](list []T, i int) []T {
	return append(append([]T{}, list[:i]...), list[i+1:]...)
}

// armorCard lists the armour pieces; the summary shows their capped total.
func (b *builder) armorCard() fyne.CanvasObject {
	box := container.NewVBox()
	for i, p := range b.char.ArmorPieces {
		box.Add(b.row("armor", fmt.Sprintf("%s: armour %d", p.Name, p.Armor), func(c *ru.Character) { c.ArmorPieces = bldWithout(c.ArmorPieces, i) }))
	}
	b.w.armorName = widgets.Entry("piece, e.g. Shield")
	b.w.armorVal = widgets.Entry("0–3")
	b.w.addArmor = widget.NewButton("Add armour", func() {
		name := strings.TrimSpace(b.w.armorName.Text)
		v, err := bldParseInt("armour", b.w.armorVal.Text)
		if err != nil {
			b.fail("Add armour", err)
			return
		}
		b.apply("Armour "+name+" added", true, func(c *ru.Character) error {
			c.ArmorPieces = append(c.ArmorPieces, ru.ArmorPiece{Name: name, Armor: v})
			return nil
		})
	})
	box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(bldSized(b.w.armorVal, 70), b.w.addArmor), b.w.armorName))
	return widgets.Section("Armour", `Each piece 0–3; "Total Armour score for a creature cannot exceed 3" (Armour).`, box)
}

// bldWeaponText is a weapon's row: name, die and what it does.
func bldWeaponText(w ru.Weapon) string {
	parts := []string{fmt.Sprintf("%s d%d", w.Name, w.Die)}
	if w.Ranged {
		parts = append(parts, "ranged")
	} else {
		parts = append(parts, "melee")
	}
	if k := w.AgainstKind(); k != "hp" {
		parts = append(parts, "against "+strings.ToUpper(k))
	}
	if w.Blast {
		parts = append(parts, "blast")
	}
	if w.IgnoresArmor {
		parts = append(parts, "ignores armour")
	}
	if w.Wielded {
		parts = append(parts, "wielded")
	}
	return strings.Join(parts, ", ")
}

// weaponsCard lists the weapons (each with a Wielded switch) and the bonus
// dice, and the Add a weapon form.
func (b *builder) weaponsCard() fyne.CanvasObject {
	box := container.NewVBox()
	for i, w := range b.char.Weapons {
		wield := widget.NewCheck("Wielded", nil)
		wield.SetChecked(w.Wielded)
		wield.OnChanged = func(on bool) {
			b.apply(fmt.Sprintf("%s wielded: %v", w.Name, on), true, func(c *ru.Character) error {
				c.Weapons[i].Wielded = on
				return nil
			})
		}
		b.w.wieldedRow = append(b.w.wieldedRow, wield)
		box.Add(b.row("weapon", bldWeaponText(w), func(c *ru.Character) { c.Weapons = bldWithout(c.Weapons, i) }, wield))
	}
	f := &b.w.weapon
	f.name = widgets.Entry("weapon, e.g. Sword")
	f.die = widgets.Entry("d8")
	f.against = widget.NewSelect(ru.AgainstKinds, nil)
	f.against.SetSelected("hp")
	f.wielded = widget.NewCheck("Wielded", nil)
	f.ranged = widget.NewCheck("Ranged", nil)
	f.blast = widget.NewCheck("Blast", nil)
	f.ignoresAr = widget.NewCheck("Ignores armour", nil)
	f.add = widget.NewButton("Add weapon", b.addWeapon)
	box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(bldSized(f.die, 70), widget.NewLabel("against"), f.against), f.name))
	box.Add(container.NewBorder(nil, nil, nil, container.NewVBox(f.add), container.NewGridWithColumns(2, f.wielded, f.ranged, f.blast, f.ignoresAr)))
	b.w.bonus = widgets.Entry("none, e.g. d6, d4")
	b.w.bonus.SetText(bldDice(b.char.BonusDice))
	b.w.bonus.OnChanged = func(text string) {
		if b.filling {
			return
		}
		var sizes []int
		if strings.TrimSpace(text) != "" {
			var err error
			if sizes, err = dice.ParseDieList(text, ru.MaxListSize); err != nil {
				b.fail("Bonus dice", err)
				return
			}
		}
		b.apply("Bonus dice set", false, func(c *ru.Character) error {
			c.BonusDice = sizes
			return nil
		})
	}
	box.Add(container.NewBorder(nil, nil, widget.NewLabel("Bonus dice"), nil, b.w.bonus))
	return widgets.Section("Weapons", `"Roll your weapon's Damage die, or for both weapons if wielding two, along with any bonus Damage dice you have" (Attacking).`, box)
}

func (b *builder) addWeapon() {
	f := b.w.weapon
	name := strings.TrimSpace(f.name.Text)
	sizes, err := dice.ParseDieList(strings.TrimSpace(f.die.Text), 1)
	if err != nil || len(sizes) != 1 {
		if err == nil {
			err = fmt.Errorf("type one die such as d8")
		}
		b.fail("Add weapon", fmt.Errorf("damage die: %w", err))
		return
	}
	w := ru.Weapon{Name: name, Die: sizes[0], Wielded: f.wielded.Checked, Ranged: f.ranged.Checked, Blast: f.blast.Checked, IgnoresArmor: f.ignoresAr.Checked}
	if f.against.Selected != "hp" {
		w.Against = f.against.Selected
	}
	b.apply("Weapon "+name+" added", true, func(c *ru.Character) error {
		c.Weapons = append(c.Weapons, w)
		return nil
	})
}

// itemsCard lists the inventory.
func (b *builder) itemsCard() fyne.CanvasObject {
	box := container.NewVBox()
	for i, it := range b.char.Inventory {
		text := it.Name
		if it.Notes != "" {
			text += " — " + it.Notes
		}
		box.Add(b.row("item", text, func(c *ru.Character) { c.Inventory = bldWithout(c.Inventory, i) }))
	}
	b.w.itemName = widgets.Entry("item, e.g. Rope")
	b.w.itemNotes = widgets.Entry("notes")
	b.w.addItem = widget.NewButton("Add item", func() {
		it := ru.Item{Name: strings.TrimSpace(b.w.itemName.Text), Notes: strings.TrimSpace(b.w.itemNotes.Text)}
		b.apply("Item "+it.Name+" added", true, func(c *ru.Character) error {
			c.Inventory = append(c.Inventory, it)
			return nil
		})
	})
	box.Add(container.NewGridWithColumns(2, b.w.itemName, container.NewBorder(nil, nil, nil, b.w.addItem, b.w.itemNotes)))
	return widgets.Section("Items", "", box)
}

// bldConditionText is a condition with the book's effect, when it is one of
// the book's five.
func bldConditionText(name string) string {
	for _, n := range ru.BookConditions {
		if strings.EqualFold(n, name) {
			return n + ": " + ru.ConditionEffects[n]
		}
	}
	return name
}

// conditionsCard lists the conditions and offers the book's five with their
// effects, or another name.
func (b *builder) conditionsCard() fyne.CanvasObject {
	box := container.NewVBox()
	for i, cd := range b.char.Conditions {
		box.Add(b.row("condition", bldConditionText(cd), func(c *ru.Character) { c.Conditions = bldWithout(c.Conditions, i) }))
	}
	b.w.condEffect = widgets.Explain("Pick one of the book's conditions to see its effect, or type another name.")
	b.w.condPick = widget.NewSelect(ru.BookConditions, func(s string) { b.w.condEffect.SetText(bldConditionText(s)) })
	b.w.condPick.PlaceHolder = "The book's conditions"
	b.w.condOther = widgets.Entry("or another condition")
	b.w.addCond = widget.NewButton("Add condition", func() {
		name := strings.TrimSpace(b.w.condOther.Text)
		if name == "" {
			name = b.w.condPick.Selected
		}
		if name == "" {
			b.fail("Add condition", fmt.Errorf("pick a condition or type its name"))
			return
		}
		b.apply("Condition "+name+" added", true, func(c *ru.Character) error {
			if c.Has(name) {
				return fmt.Errorf("%s is already marked", name)
			}
			c.Conditions = append(c.Conditions, name)
			return nil
		})
	})
	box.Add(container.NewGridWithColumns(2, b.w.condPick, container.NewBorder(nil, nil, nil, b.w.addCond, b.w.condOther)))
	box.Add(b.w.condEffect)
	return widgets.Section("Conditions", "The book's conditions have no durations: they last until removed (Conditions).", box)
}

// stateCard holds Critical, Tended and Dead. Tended and Dead go through
// the after-play rules (tending needs Critical Damage).
func (b *builder) stateCard() fyne.CanvasObject {
	b.w.critical = b.stateCheck("Critical Damage", b.char.Critical, nil, func(c *ru.Character, on bool) { c.Critical = on })
	b.w.tended = b.stateCheck("Tended by an ally", b.char.Tended, b.tend, func(c *ru.Character, on bool) { c.Tended = on })
	b.w.dead = b.stateCheck("Dead", b.char.Dead, b.markDead, func(c *ru.Character, on bool) { c.Dead = on })
	return widgets.Section("State", `Critical Damage leaves a character "unable to take further action until they are tended to by an ally and have a Rest" (Critical Damage).`,
		container.NewHBox(b.w.critical, b.w.tended, b.w.dead))
}

// stateCheck is a box of the State section: ticking it runs rule when
// there is one (Tend, Mark dead), otherwise set records it as marked;
// clearing it records false.
func (b *builder) stateCheck(label string, checked bool, rule func(), set func(c *ru.Character, on bool)) *widget.Check {
	ch := widget.NewCheck(label, nil)
	ch.SetChecked(checked)
	ch.OnChanged = func(on bool) {
		if on && rule != nil {
			rule()
			return
		}
		b.apply(fmt.Sprintf("%s: %v", label, on), true, func(c *ru.Character) error {
			set(c, on)
			return nil
		})
	}
	return ch
}

// hirelingsCard lists hirelings and apprentices (L32) and the Add form.
func (b *builder) hirelingsCard() fyne.CanvasObject {
	box := container.NewVBox()
	for i, h := range b.char.Hirelings {
		text := fmt.Sprintf("%s (%s): STR %d, DEX %d, WIL %d, HP %d, armour %d, %s", h.Name, h.Role, h.Full("str"), h.Full("dex"), h.Full("wil"),
			h.MaxHP, h.Armor, bldWeaponless(bldDice(ru.AttackDiceOf(h.Weapons, h.BonusDice))))
		box.Add(b.row("hireling", text, func(c *ru.Character) { c.Hirelings = bldWithout(c.Hirelings, i) }))
	}
	f := &b.w.hireling
	f.name = widgets.Entry("name")
	f.role = widget.NewSelect([]string{"hireling", "apprentice"}, nil)
	f.role.SetSelected("hireling")
	f.str, f.dex, f.wil = widgets.Entry("STR 10"), widgets.Entry("DEX 10"), widgets.Entry("WIL 10")
	f.hp, f.armor, f.die = widgets.Entry("HP"), widgets.Entry("armour"), widgets.Entry("weapon d6")
	f.add = widget.NewButton("Add hireling", b.addHireling)
	box.Add(container.NewGridWithColumns(2, f.name, f.role))
	box.Add(container.NewGridWithColumns(6, f.str, f.dex, f.wil, f.hp, f.armor, f.die))
	box.Add(container.NewHBox(f.add))
	return widgets.Section("Hirelings and apprentices", `"When a character dies, the player may take control of a Hireling or Apprentice" (Death).`, box)
}

func (b *builder) addHireling() {
	f := b.w.hireling
	h := ru.Hireling{Name: strings.TrimSpace(f.name.Text), Role: f.role.Selected}
	scores := []struct {
		field string
		e     *widget.Entry
		set   func(v *int)
	}{
		{"STR", f.str, func(v *int) { h.STR = v }}, {"DEX", f.dex, func(v *int) { h.DEX = v }}, {"WIL", f.wil, func(v *int) { h.WIL = v }},
		{"HP", f.hp, func(v *int) {
			if v != nil {
				h.MaxHP = *v
			}
		}},
		{"armour", f.armor, func(v *int) {
			if v != nil {
				h.Armor = *v
			}
		}},
	}
	for _, s := range scores {
		v, err := bldParseOptionalInt(s.field, s.e.Text)
		if err != nil {
			b.fail("Add hireling", bldWrap(s.field, err))
			return
		}
		s.set(v)
	}
	if t := strings.TrimSpace(f.die.Text); t != "" {
		sizes, err := dice.ParseDieList(t, 1)
		if err != nil {
			b.fail("Add hireling", fmt.Errorf("weapon die: %w", err))
			return
		}
		h.Weapons = []ru.Weapon{{Name: "Weapon", Die: sizes[0], Wielded: true}}
	}
	b.apply("Hireling "+h.Name+" added", true, func(c *ru.Character) error {
		c.Hirelings = append(c.Hirelings, h)
		return nil
	})
}

// bldSized gives a narrow entry a fixed width inside a row.
func bldSized(o fyne.CanvasObject, width float32) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(width, o.MinSize().Height), o)
}

// bldWeaponless is a hireling's attack dice, or "no weapon".
func bldWeaponless(dice string) string {
	if dice == "" {
		return "no weapon"
	}
	return dice
}
