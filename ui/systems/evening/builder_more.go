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

// fillLevel is the starting level, XP and the feature levels by kind
// (L163–165, L181, L201–325).
func (b *builder) fillLevel(box *fyne.Container) {
	c := b.char
	reached := widget.NewCheck("Reached level 1 (the narrator's tick for a level-0 start; Character Creation)", func(on bool) {
		b.edit("reached level 1", false, func(c *eve.Character) error { c.ReachedLevel1 = on; return nil })
	})
	reached.SetChecked(c.ReachedLevel1)
	b.w["reached_level_1"] = reached
	box.Add(widgets.Section("Level", `"your narrator … can increase or decrease the level" (Character Creation); 5 XP per level (Progression).`,
		formRow("Starting level", b.intEntry("start_level", "Starting level", c.StartLevel, func(c *eve.Character, n int) { c.StartLevel = n })),
		formRow("Total XP", b.intEntry("xp_total", "Total XP", c.XPTotal, func(c *eve.Character, n int) { c.XPTotal = n })),
		reached))
	for _, k := range []string{"level", "xp_to_next_level", "aptitude_bonus", "min_advancement_rating", "feature_levels", "feature_levels_spent", "feature_levels_unspent"} {
		box.Add(b.valueRow(k))
	}
	box.Add(widgets.Explain("Raise an origin or class in step 3; disciplines and foci are here. A new feature level advances one you hold or buys a new one at level 1 (Progression)."))
	box.Add(b.featureSection(eve.KindDiscipline, "Disciplines"))
	box.Add(b.featureSection(eve.KindFocus, "Foci"))

	bases := container.NewVBox()
	for i, f := range c.BaseFeatures {
		i := i
		bases.Add(container.NewBorder(nil, nil, nil, b.button(fmt.Sprintf("base.%d.remove", i), "Remove", func() {
			b.edit("remove "+f.Name, false, func(c *eve.Character) error {
				c.BaseFeatures = append(c.BaseFeatures[:i], c.BaseFeatures[i+1:]...)
				return nil
			})
		}), widgets.Wrapped(strings.TrimSpace(f.Name+": "+f.Text))))
	}
	name, text := b.entry("base.name", "name"), b.entry("base.text", "what it does")
	bases.Add(formRow("Name", name))
	bases.Add(formRow("Text", text))
	bases.Add(b.button("base.add", "Add base feature", func() {
		n := strings.TrimSpace(name.Text)
		if n == "" {
			b.fail("add base feature", errors.New("type its name"))
			return
		}
		b.edit("add base feature "+n, false, func(c *eve.Character) error {
			c.BaseFeatures = append(c.BaseFeatures, eve.TextEntry{Name: n, Text: strings.TrimSpace(text.Text)})
			return nil
		})
	}))
	box.Add(widgets.Section("Base features", "Free text; one at levels 4, 8, 12, 16 and 20.", bases))
	kit := b.entry("character_kit", "what the character kit gives")
	kit.SetText(c.CharacterKit)
	kit.OnChanged = func(s string) {
		b.edit("character kit", true, func(c *eve.Character) error { c.CharacterKit = s; return nil })
	}
	box.Add(widgets.Section("Character kit", "Level 1 grants a character kit (Progression); the book lists none, so it is free text.", kit))
}

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
		list.Add(container.NewHBox(widget.NewLabel(fmt.Sprintf("%s: %s + %s, %s %s", a.Name, a.Ability, a.Attribute, a.Damage, a.DamageType)),
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

// fillThreads is the character's threads (L385–427) and plot armor.
func (b *builder) fillThreads(box *fyne.Container) {
	list := container.NewVBox()
	for i, t := range b.char.Threads {
		i := i
		label := fmt.Sprintf("%s: %d of %d marked", t.Name, t.Marks, t.Length)
		if t.Outcome != "" {
			label += ", " + t.Outcome
		}
		list.Add(container.NewHBox(widget.NewLabel(label),
			b.button(fmt.Sprintf("thread.%d.mark", i), "Mark", func() {
				b.edit("mark "+t.Name, false, func(c *eve.Character) error { c.Threads[i].Marks++; return nil })
			}),
			b.button(fmt.Sprintf("thread.%d.resolve", i), "Resolved", func() { b.resolveThread(i) }),
			b.button(fmt.Sprintf("thread.%d.remove", i), "Remove", func() {
				b.edit("remove "+t.Name, false, func(c *eve.Character) error {
					c.Threads = append(c.Threads[:i], c.Threads[i+1:]...)
					return nil
				})
			})))
	}
	name, length := b.entry("thread.name", "thread"), b.entry("thread.length", "length 4–12")
	list.Add(container.NewGridWithColumns(3, name, length, b.button("thread.add", "Add thread", func() {
		n, err := parseInt("length", length.Text)
		if err == nil && strings.TrimSpace(name.Text) == "" {
			err = errors.New("type the thread's name")
		}
		if err != nil {
			b.fail("add thread", err)
			return
		}
		b.edit("add thread "+name.Text, false, func(c *eve.Character) error {
			c.Threads = append(c.Threads, eve.Thread{Name: strings.TrimSpace(name.Text), Length: n})
			return nil
		})
	})))
	box.Add(widgets.Section("Threads", "Length 4–12 (Threads); resolving one gives 1 XP (Progression).", list))
	armor := "none"
	if len(b.char.PlotArmor) > 0 {
		armor = strings.Join(b.char.PlotArmor, ", ")
	}
	box.Add(widgets.Section("Plot armor", "Bought with 5 XP on the Play page (Progression).", widgets.Wrapped(armor)))
}

// splitList splits "a, b" into trimmed, non-empty parts.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// resolveThread marks a thread resolved: 1 XP ("You resolve a thread",
// L176) through evening.Play, and assets below their base recover
// (L521–523, evening.RecoverAssets).
func (b *builder) resolveThread(i int) {
	var said string
	if b.apply("resolve thread", false, func(c eve.Character) (eve.Character, error) {
		if c.Threads[i].Outcome == "resolved" {
			return c, fmt.Errorf("%q is already resolved", c.Threads[i].Name)
		}
		c.Threads[i].Outcome = "resolved"
		var err error
		c, said, err = eve.Play(c, eve.Action{Kind: eve.ActGainXP, Amount: 1, Reason: "resolved thread " + c.Threads[i].Name})
		if err != nil {
			return c, err
		}
		c, n := eve.RecoverAssets(c)
		said += fmt.Sprintf("; %d asset(s) recovered", n)
		return c, nil
	}) {
		b.say(said)
	}
}
