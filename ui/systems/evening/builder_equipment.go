package evening

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eve "sessionzero/rules/evening"
	"sessionzero/ui/widgets"
)

// The builder's Equipment, Resources and Size & speed steps: assets and
// wealth, inventory, attacks, resources, size and speeds.

// fillEquipment is assets, wealth, inventory and attacks (L503–565, L977).
func (b *builder) fillEquipment(box *fyne.Container) {
	c := b.char
	assets := container.NewVBox()
	for _, k := range eve.AssetKinds {
		k := k
		a := c.Assets[k]
		set := func(field string, apply func(a *eve.Asset, n int)) *widget.Entry {
			return b.intEntry("asset."+k+"."+field, k+" "+field, map[string]int{"value": a.Value, "base": a.Base}[field], func(c *eve.Character, n int) {
				if c.Assets == nil {
					c.Assets = map[string]eve.Asset{}
				}
				v := c.Assets[k]
				apply(&v, n)
				c.Assets[k] = v
			})
		}
		assets.Add(container.NewGridWithColumns(3, widget.NewLabel(k),
			container.NewBorder(nil, nil, widget.NewLabel("value"), nil, set("value", func(a *eve.Asset, n int) { a.Value = n })),
			container.NewBorder(nil, nil, widget.NewLabel("base"), nil, set("base", func(a *eve.Asset, n int) { a.Base = n }))))
	}
	wealth := b.entry("wealth_aptitudes", "aptitudes, comma separated")
	wealth.SetText(strings.Join(c.WealthAptitude, ", "))
	wealth.OnChanged = func(s string) {
		b.edit("wealth aptitudes", true, func(c *eve.Character) error { c.WealthAptitude = splitList(s); return nil })
	}
	box.Add(widgets.Section("Assets and wealth", "Value and base per kind, 0–5 (Equipment); wealth checks are 1d10 + a wealth aptitude's bonus (Equipment).",
		assets, formRow("Wealth aptitudes", wealth), b.valueRow("wealth_check_bonus")))

	items := container.NewVBox()
	for i, it := range c.Inventory {
		i := i
		items.Add(container.NewHBox(widget.NewLabel(fmt.Sprintf("%s (load %d)", it.Name, it.Load)),
			b.button(fmt.Sprintf("item.%d.remove", i), "Remove", func() {
				b.edit("remove "+it.Name, false, func(c *eve.Character) error {
					c.Inventory = append(c.Inventory[:i], c.Inventory[i+1:]...)
					return nil
				})
			})))
	}
	itemName := b.entry("item.name", "item")
	itemLoad := b.entry("item.load", "load 0–3")
	items.Add(container.NewGridWithColumns(3, itemName, itemLoad, b.button("item.add", "Add item", func() {
		load, err := parseInt("load", itemLoad.Text)
		if err == nil && strings.TrimSpace(itemName.Text) == "" {
			err = errors.New("type the item's name")
		}
		if err != nil {
			b.fail("add item", err)
			return
		}
		b.edit("add "+itemName.Text, false, func(c *eve.Character) error {
			c.Inventory = append(c.Inventory, eve.Item{Name: strings.TrimSpace(itemName.Text), Load: load})
			return nil
		})
	})))
	if len(b.items) > 0 {
		items.Add(b.itemPicker())
	}
	box.Add(widgets.Section("Inventory", "Load 0–3 per item (Equipment).", items, b.valueRow("load"), b.valueRow("load_capacity")))
	box.Add(b.attackForm())
}

// itemPicker takes an item of the library's catalog into the inventory;
// a weapon also becomes an attack (its aptitude, ability and attribute
// are the player's to fill, EVE-10).
func (b *builder) itemPicker() fyne.CanvasObject {
	var names []string
	for _, it := range b.items {
		n := fmt.Sprintf("%s (load %d)", it.Name, it.Load)
		if it.Damage != "" {
			n += " · " + it.Damage
		}
		names = append(names, n)
	}
	pick := widget.NewSelect(names, nil)
	pick.PlaceHolder = "From the catalog…"
	b.w["item.pick"] = pick
	take := b.button("item.take", "Take", func() {
		i := pick.SelectedIndex()
		if i < 0 {
			b.fail("take item", errors.New("pick an item first"))
			return
		}
		it := b.items[i]
		b.edit("take "+it.Name, false, func(c *eve.Character) error {
			c.Inventory = append(c.Inventory, eve.Item{Name: it.Name, Load: it.Load})
			if it.Damage != "" {
				c.Attacks = append(c.Attacks, eve.Attack{Name: it.Name, Damage: it.Damage, DamageType: it.DamageType,
					Reach: it.Reach, Range: it.Range})
			}
			return nil
		})
	})
	return container.NewBorder(nil, nil, nil, take, pick)
}

// attackForm lists the attacks and adds one (L977–990).
func (b *builder) attackForm() fyne.CanvasObject {
	list := container.NewVBox()
	for i, a := range b.char.Attacks {
		i := i
		list.Add(container.NewHBox(widget.NewLabel(attackLine(a)),
			b.button(fmt.Sprintf("attack.%d.remove", i), "Remove", func() {
				b.edit("remove "+a.Name, false, func(c *eve.Character) error {
					c.Attacks = append(c.Attacks[:i], c.Attacks[i+1:]...)
					return nil
				})
			})))
	}
	name, apt := b.entry("attack.name", "name"), b.entry("attack.aptitude", "attack aptitude")
	dmg, typ := b.entry("attack.damage", "damage, e.g. 1d8"), b.entry("attack.damage_type", "damage type")
	reach := b.entry("attack.reach", "reach (squares)")
	ability := widget.NewSelect([]string{"finesse", "prowess", "resolve"}, nil)
	attribute := widget.NewSelect([]string{"body", "mind"}, nil)
	b.w["attack.ability"], b.w["attack.attribute"] = ability, attribute
	add := b.button("attack.add", "Add attack", func() {
		r, err := parseInt("reach", reach.Text)
		if err == nil && strings.TrimSpace(name.Text) == "" {
			err = errors.New("type the attack's name")
		}
		if err != nil {
			b.fail("add attack", err)
			return
		}
		b.edit("add attack "+name.Text, false, func(c *eve.Character) error {
			c.Attacks = append(c.Attacks, eve.Attack{Name: strings.TrimSpace(name.Text), Aptitude: strings.TrimSpace(apt.Text),
				Ability: ability.Selected, Attribute: attribute.Selected, Damage: strings.TrimSpace(dmg.Text),
				DamageType: strings.TrimSpace(typ.Text), Reach: r})
			return nil
		})
	})
	return widgets.Section("Attacks", "Ability + attribute + aptitude bonus against the defense (Combat).", list,
		container.NewGridWithColumns(2, name, apt, ability, attribute, dmg, typ, reach, add), b.valueRow("attacks"))
}

// fillResources is the resources, 0–5 each (L567–582).
func (b *builder) fillResources(box *fyne.Container) {
	list := container.NewVBox()
	for _, k := range sortedKeys(b.char.Resources) {
		k := k
		list.Add(container.NewBorder(nil, nil, widget.NewLabel(k), b.button("resource."+k+".remove", "Remove", func() {
			b.edit("remove "+k, false, func(c *eve.Character) error { delete(c.Resources, k); return nil })
		}), b.intEntry("resource."+k, k, b.char.Resources[k], func(c *eve.Character, n int) { c.Resources[k] = n })))
	}
	name, val := b.entry("resource.name", "resource name"), b.entry("resource.value", "0–5")
	list.Add(container.NewGridWithColumns(3, name, val, b.button("resource.add", "Add resource", func() {
		n, err := parseInt("value", val.Text)
		k := strings.TrimSpace(name.Text)
		if err == nil && k == "" {
			err = errors.New("type the resource's name")
		}
		if err != nil {
			b.fail("add resource", err)
			return
		}
		b.edit("add resource "+k, false, func(c *eve.Character) error {
			if c.Resources == nil {
				c.Resources = map[string]int{}
			}
			c.Resources[k] = n
			return nil
		})
	})))
	box.Add(widgets.Section("Resources", "Each 0–5 (Resources).", list))
	box.Add(b.valueRow("resources"))
}

// fillSize is size and speeds (L584–634).
func (b *builder) fillSize(box *fyne.Container) {
	c := b.char
	size := widget.NewSelect(append([]string{"from the origin"}, eve.SizeNames()...), nil)
	size.SetSelected(c.Size)
	if c.Size == "" {
		size.SetSelectedIndex(0)
	}
	size.OnChanged = func(s string) {
		if s == "from the origin" {
			s = ""
		}
		b.edit("size", false, func(c *eve.Character) error { c.Size = s; return nil })
	}
	b.w["size"] = size
	speeds := container.NewVBox()
	for _, kind := range eve.SpeedKinds {
		kind := kind
		cur := 0
		for _, s := range c.Speeds {
			if s.Kind == kind {
				cur = s.Squares
			}
		}
		speeds.Add(formRow(kind, b.intEntry("speed."+kind, kind+" speed", cur, func(c *eve.Character, n int) {
			var out []eve.Speed
			for _, s := range c.Speeds {
				if s.Kind != kind {
					out = append(out, s)
				}
			}
			if n != 0 {
				out = append(out, eve.Speed{Kind: kind, Squares: n})
			}
			c.Speeds = out
		})))
	}
	box.Add(widgets.Section("Size and speed", "Speeds in squares; 0 = none, all 0 = the origin's (Movement).", formRow("Size", size), speeds))
	for _, k := range []string{"size", "space", "speeds", "load_capacity", "hold_breath_seconds", "choking_rounds"} {
		box.Add(b.valueRow(k))
	}
}

// attackLine is an attack as its list shows it: "Spear: Prowess + Body,
// 1d8 piercing, Athletics", leaving out what is not set.
func attackLine(a eve.Attack) string {
	title := func(s string) string {
		if s == "" {
			return ""
		}
		return strings.ToUpper(s[:1]) + s[1:]
	}
	var parts []string
	if pair := strings.Trim(title(a.Ability)+" + "+title(a.Attribute), " +"); pair != "" {
		parts = append(parts, pair)
	}
	if dmg := strings.TrimSpace(a.Damage + " " + a.DamageType); dmg != "" {
		parts = append(parts, dmg)
	}
	if a.Aptitude != "" {
		parts = append(parts, a.Aptitude)
	}
	if len(parts) == 0 {
		return a.Name
	}
	return a.Name + ": " + strings.Join(parts, ", ")
}
