package dragonhead

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/widgets"
)

// dhAttackKinds are the combat uses an attack falls under.
var dhAttackKinds = []string{"Melee", "Ranged", "Unarmed", "Spell"}

// dhItemKinds are the kinds of equipment the rules tell apart.
var dhItemKinds = dragonhead.ItemKinds

// fillAttacks is step 5: weapons and spells with Hit, damage by the Dice
// Table, type letter, aspects and X. Edit fills the form with a row, and
// Save changes puts it back in its place.
func (b *dhBuilder) fillAttacks(box *fyne.Container) {
	box.Add(widgets.Bold("Attacks"))
	box.Add(widgets.Explain("Hit = Combat + Class Bonus + Skill Bonus + Hit + Quality; spells: Magic + Class Bonus - Spell Level. " +
		"Damage turns into a die roll through the Dice Table (Tools › Dragonhead Dice Table)."))
	var lines []dragonhead.AttackLine
	if v, ok := b.value("attacks"); ok {
		lines, _ = v.Value.([]dragonhead.AttackLine)
	}
	b.w.attackEdit, b.w.attackRemove = nil, nil
	for i, l := range lines {
		i := i
		name := b.char.Attacks[i].Name
		title := fmt.Sprintf("%s   Hit %+d   %s %s", l.Name, l.Hit, l.DamageRoll, strings.ToUpper(l.DamageType))
		if len(l.Aspects) > 0 {
			title += "   " + strings.Join(l.Aspects, ", ")
		}
		if l.X != 0 {
			title += fmt.Sprintf("   X %d", l.X)
		}
		edit, remove := b.rowButtons(&b.attackEditing, i, name, b.step("Attacks"), func(c *dragonhead.Character) {
			c.Attacks = append(c.Attacks[:i], c.Attacks[i+1:]...)
		})
		b.w.attackEdit = append(b.w.attackEdit, edit)
		b.w.attackRemove = append(b.w.attackRemove, remove)
		row := widgets.Wrapped(title)
		if i == b.attackEditing {
			row.Importance = widget.HighImportance
		}
		box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(edit, remove), row))
		box.Add(widgets.Explain(l.HitExplain + "; " + l.Explain))
	}
	// The attack being edited, or a new one. Fields the form does not show
	// (count, half skill, divine) are kept as they were.
	current := dhEditedRow(&b.attackEditing, b.char.Attacks, dragonhead.Attack{Kind: "Melee"})
	name, kind := dhNameAndKind("Sword", current.Name, dhAttackKinds, current.Kind)
	damage := dhIntEntry(current.Damage, "6")
	muscle := widget.NewCheck("Muscle-powered", nil)
	muscle.SetChecked(current.MusclePowered)
	var typeOptions []string
	for _, t := range dragonhead.DamageTypes {
		option := fmt.Sprintf("%s – %s", t.Letter, t.Name)
		typeOptions = append(typeOptions, option)
	}
	damageType := widget.NewSelect(typeOptions, nil)
	for _, o := range typeOptions {
		if current.DamageType != "" && strings.HasPrefix(o, current.DamageType+" ") {
			damageType.SetSelected(o)
		}
	}
	hit := dhIntEntry(current.Hit, "0")
	quality := dhIntEntry(current.Quality, "0")
	aspects := widgets.Entry("Close, Rng 20")
	aspects.SetText(strings.Join(current.Aspects, ", "))
	skill := widgets.Entry("optional")
	skill.SetText(current.Skill)
	spellLevel := dhIntEntry(current.SpellLevel, "spells: X")
	magicKind := widgets.Entry("spells: Nature")
	magicKind.SetText(current.MagicKind)
	form := b.newRowForm(&b.attackEditing, "attack", current.Name, b.step("Attacks"))
	what := form.what
	form.add.OnTapped = func() {
		a := current
		a.Name, a.Kind, a.MusclePowered = strings.TrimSpace(name.Text), kind.Key(), muscle.Checked
		a.Aspects, a.Skill, a.MagicKind = dhSplitList(aspects.Text), strings.TrimSpace(skill.Text), strings.TrimSpace(magicKind.Text)
		if a.Name == "" {
			b.fail(what+" an attack", fmt.Errorf("give the attack a name"))
			return
		}
		if damageType.Selected != "" {
			a.DamageType = strings.SplitN(damageType.Selected, " ", 2)[0]
		}
		var err error
		for _, f := range []struct {
			label string
			entry *widget.Entry
			into  *int
		}{{"Damage", damage, &a.Damage}, {"Hit", hit, &a.Hit}, {"Quality", quality, &a.Quality}, {"Spell level", spellLevel, &a.SpellLevel}} {
			if *f.into, err = dhParseInt(f.label, f.entry.Text); err != nil {
				b.fail(what+" "+a.Name, err)
				return
			}
		}
		if a.Damage < 0 || a.SpellLevel < 0 {
			b.fail(what+" "+a.Name, fmt.Errorf("damage and spell level cannot be negative"))
			return
		}
		putRow(b, &b.attackEditing, a.Name, a, func(c *dragonhead.Character) *[]dragonhead.Attack { return &c.Attacks })
	}
	b.w.attack = dhAttackForm{name: name, damage: damage, aspects: aspects, hit: hit, quality: quality, skill: skill, spellLevel: spellLevel, magicKind: magicKind,
		kind: kind, damageType: damageType, muscle: muscle, add: form.add, cancel: form.cancel}
	box.Add(widgets.Section(form.title, "", container.NewVBox(widget.NewForm(
		widget.NewFormItem("Name", name),
		widget.NewFormItem("Kind", kind),
		widget.NewFormItem("Damage", damage),
		widget.NewFormItem("Type", damageType),
		widget.NewFormItem("Hit", hit),
		widget.NewFormItem("Quality", quality),
		widget.NewFormItem("Aspects", aspects),
		widget.NewFormItem("Skill", skill),
		widget.NewFormItem("Spell level", spellLevel),
		widget.NewFormItem("Magic kind", magicKind),
	), muscle, form.buttons)))
}

// dhIndexAfterRemoval is the index of the row being edited after row
// removed went: -1 when it was that row, one less when it was below it.
func dhIndexAfterRemoval(editing, removed int) int {
	switch {
	case editing == removed:
		return -1
	case editing > removed:
		return editing - 1
	}
	return editing
}

// fillDefense is step 6: AC/DC, armour and shield, movement and body size.
func (b *dhBuilder) fillDefense(box *fyne.Container) {
	box.Add(widgets.Bold("Defense"))
	for _, key := range []string{"ac_dc", "ac", "dc", "armor", "shield", "move_penalty"} {
		box.Add(b.valueRow(key))
	}
	box.Add(widgets.Explain("Armour and shields count when equipped (Equipment step)."))
	box.Add(widgets.Bold("Movement"))
	for _, key := range []string{"move", "moves"} {
		box.Add(b.valueRow(key))
	}
	box.Add(widgets.Bold("Body size"))
	var sizes []string
	for _, s := range dragonhead.BodySizes {
		sizes = append(sizes, s.Name)
	}
	current := b.char.Size
	if current == "" {
		current = dragonhead.DefaultSize
	}
	size := widget.NewSelect(sizes, nil)
	b.w.size = size
	size.SetSelected(current)
	size.OnChanged = func(name string) {
		b.edit("Body size "+name, nil, func(c *dragonhead.Character) error {
			c.Size = name
			return nil
		})
	}
	box.Add(size)
	if s, ok := dragonhead.SizeByName(current); ok {
		box.Add(widgets.Explain(fmt.Sprintf("%s (like a %s): Mass %g, Dmg %g, Dis %g, Hide %+d", s.Name, s.Example, s.Mass, s.Dmg, s.Dis, s.Hide)))
	}
	for _, key := range []string{"muscle_display", "hide", "ex"} {
		box.Add(b.valueRow(key))
	}
}

// fillEquipment is step 7: items, coins, climate and body weight.
func (b *dhBuilder) fillEquipment(box *fyne.Container) {
	c := b.char
	step := b.step("Equipment")
	box.Add(widgets.Bold("Equipment"))
	b.w.itemEdit, b.w.itemRemove = nil, nil
	for i, it := range c.Equipment {
		i := i
		count := it.Count
		if count == 0 {
			count = 1
		}
		var parts []string
		parts = append(parts, widgets.Capitalized(it.Kind))
		if it.WeightLb != 0 {
			parts = append(parts, fmt.Sprintf("%g lb", it.WeightLb))
		}
		if it.PriceIP != 0 {
			parts = append(parts, dragonhead.FormatIP(it.PriceIP))
		}
		if it.Quality != 0 {
			parts = append(parts, fmt.Sprintf("quality %+d", it.Quality))
		}
		if it.Armor != 0 {
			parts = append(parts, fmt.Sprintf("armor %d", it.Armor))
		}
		if it.Shield != 0 {
			parts = append(parts, fmt.Sprintf("shield %d", it.Shield))
		}
		if it.MovePenalty != 0 {
			parts = append(parts, fmt.Sprintf("Move -%d", it.MovePenalty))
		}
		if it.Warmth != 0 {
			parts = append(parts, fmt.Sprintf("Wm %d", it.Warmth))
		}
		if len(it.Aspects) > 0 {
			parts = append(parts, strings.Join(it.Aspects, ", "))
		}
		name := it.Name
		equipped := widget.NewCheck("worn", func(on bool) {
			b.edit(fmt.Sprintf("%s %s", name, map[bool]string{true: "worn", false: "taken off"}[on]), nil, func(c *dragonhead.Character) error {
				c.Equipment[i].Equipped = on
				return nil
			})
		})
		equipped.Checked = it.Equipped
		edit, remove := b.rowButtons(&b.itemEditing, i, name, step, func(c *dragonhead.Character) {
			c.Equipment = append(c.Equipment[:i], c.Equipment[i+1:]...)
		})
		b.w.itemEdit = append(b.w.itemEdit, edit)
		b.w.itemRemove = append(b.w.itemRemove, remove)
		label := widget.NewLabelWithStyle(fmt.Sprintf("%d× %s", count, it.Name), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		if i == b.itemEditing {
			label.Importance = widget.HighImportance
		}
		box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(equipped, edit, remove), label))
		box.Add(widgets.Explain(strings.Join(parts, " · ")))
	}
	if len(c.Equipment) == 0 {
		box.Add(widgets.Wrapped("Nothing carried yet."))
	}
	box.Add(b.itemForm(step))

	box.Add(widgets.Bold("Coins"))
	coins := widget.NewForm()
	for _, coin := range dragonhead.Coins {
		abbr := coin.Abbr
		e := dhIntEntry(c.Coins[abbr], "0")
		e.OnChanged = func(text string) {
			n, err := dhParseInt(abbr, text)
			if err == nil && n < 0 {
				err = fmt.Errorf("%s: a count cannot be negative", abbr)
			}
			if err != nil {
				b.fail("Coins", err)
				return
			}
			b.edit(fmt.Sprintf("%d %s", n, abbr), step, func(c *dragonhead.Character) error {
				if c.Coins == nil {
					c.Coins = map[string]int{}
				}
				if n == 0 {
					delete(c.Coins, abbr)
				} else {
					c.Coins[abbr] = n
				}
				return nil
			})
		}
		coins.Append(fmt.Sprintf("%s ($%d)", abbr, coin.Value), e)
	}
	box.Add(coins)

	climate := widget.NewSelect(dragonhead.Climates, nil)
	if i, ok := dragonhead.ClimateIndex(c.Climate); ok {
		climate.SetSelectedIndex(i)
	}
	climate.OnChanged = func(name string) {
		b.edit("Climate "+name, nil, func(c *dragonhead.Character) error {
			c.Climate = name
			return nil
		})
	}
	weight := widget.NewEntry()
	if c.BodyWeightLb != 0 {
		weight.SetText(fmt.Sprint(c.BodyWeightLb))
	}
	weight.SetPlaceHolder("lbs")
	weight.OnChanged = func(text string) {
		w, err := dhParseFloat("Body weight", text)
		if err == nil && w < 0 {
			err = fmt.Errorf("body weight cannot be negative")
		}
		if err != nil {
			b.fail("Body weight", err)
			return
		}
		b.edit(fmt.Sprintf("Body weight %g lbs", w), step, func(c *dragonhead.Character) error {
			c.BodyWeightLb = w
			return nil
		})
	}
	box.Add(widget.NewForm(widget.NewFormItem("Natural climate", climate), widget.NewFormItem("Body weight", weight)))
	for _, key := range []string{"equipment_weight", "equipment_value", "coins", "wealth_ip", "move_penalty", "warmth", "adjusted_climate"} {
		box.Add(b.valueRow(key))
	}
}

// itemForm is the Add an item form, or Edit <item> with the row being
// edited filled in; Save changes puts the item back in its place.
func (b *dhBuilder) itemForm(step *dhStep) fyne.CanvasObject {
	current := dhEditedRow(&b.itemEditing, b.char.Equipment, dragonhead.Item{Kind: dragonhead.ItemGear})
	name, kind := dhNameAndKind("Leather Armor", current.Name, dhItemKinds, current.Kind)
	fields := map[string]*widget.Entry{}
	form := widget.NewForm(widget.NewFormItem("Name", name), widget.NewFormItem("Kind", kind))
	price := ""
	if current.PriceIP != 0 {
		price = strconv.Itoa(current.PriceIP)
	}
	weight := ""
	if current.WeightLb != 0 {
		weight = strconv.FormatFloat(current.WeightLb, 'f', -1, 64)
	}
	for _, f := range []struct{ label, hint, text string }{
		{"Count", "1", dhNumberOrBlank(current.Count)}, {"Weight", "lbs each", weight}, {"Price", "3 GP 5 SP", price},
		{"Quality", "0", dhNumberOrBlank(current.Quality)}, {"Armor", "0", dhNumberOrBlank(current.Armor)},
		{"Shield", "0", dhNumberOrBlank(current.Shield)}, {"Move penalty", "0", dhNumberOrBlank(current.MovePenalty)},
		{"Warmth", "Wm", dhNumberOrBlank(current.Warmth)}, {"Aspects", "Fragile", strings.Join(current.Aspects, ", ")},
	} {
		e := widgets.Entry(f.hint)
		e.SetText(f.text)
		fields[f.label] = e
		form.Append(f.label, e)
	}
	worn := widget.NewCheck("Worn / equipped", nil)
	worn.SetChecked(current.Equipped)
	if b.itemEditing < 0 {
		// A new suit of armour, helmet or shield is worn or carried to
		// defend: only worn items count for Armor and Shield, so a new
		// one starts ticked (a shield carried unticked printed blank).
		kind.OnChanged = func(string) { worn.SetChecked(dhProtective(kind.Key())) }
	}
	rf := b.newRowForm(&b.itemEditing, "item", current.Name, step)
	what := rf.what
	rf.add.OnTapped = func() {
		it := current
		it.Name, it.Kind, it.Equipped, it.Aspects = strings.TrimSpace(name.Text), kind.Key(), worn.Checked, dhSplitList(fields["Aspects"].Text)
		if it.Name == "" {
			b.fail(what+" an item", fmt.Errorf("give the item a name"))
			return
		}
		var err error
		for _, f := range []struct {
			label string
			into  *int
		}{{"Count", &it.Count}, {"Quality", &it.Quality}, {"Armor", &it.Armor}, {"Shield", &it.Shield}, {"Move penalty", &it.MovePenalty}, {"Warmth", &it.Warmth}} {
			if *f.into, err = dhParseInt(f.label, fields[f.label].Text); err != nil {
				b.fail(what+" "+it.Name, err)
				return
			}
		}
		if it.WeightLb, err = dhParseFloat("Weight", fields["Weight"].Text); err != nil {
			b.fail(what+" "+it.Name, err)
			return
		}
		if it.PriceIP, err = dhParsePrice(fields["Price"].Text); err != nil {
			b.fail(what+" "+it.Name, err)
			return
		}
		if it.Count < 0 || it.WeightLb < 0 || it.PriceIP < 0 {
			b.fail(what+" "+it.Name, fmt.Errorf("count, weight and price cannot be negative"))
			return
		}
		putRow(b, &b.itemEditing, it.Name, it, func(c *dragonhead.Character) *[]dragonhead.Item { return &c.Equipment })
	}
	b.w.item = dhItemForm{name: name, kind: kind, fields: fields, worn: worn, add: rf.add, cancel: rf.cancel}
	return widgets.Section(rf.title, "", container.NewVBox(form, worn, rf.buttons))
}

// dhParsePrice reads a price as iron pieces: a plain number, or coins such
// as "3 GP 5 SP" (each coin's worth from the book's table).
func dhParsePrice(text string) (int, error) {
	fields := strings.Fields(strings.ReplaceAll(strings.ReplaceAll(text, "$", ""), ",", ""))
	if len(fields) == 0 {
		return 0, nil
	}
	if len(fields) == 1 {
		return dhParseInt("Price", fields[0])
	}
	if len(fields)%2 != 0 {
		return 0, fmt.Errorf("price %q: write a number, or amounts with coins such as 3 GP 5 SP", text)
	}
	total := 0
	for i := 0; i < len(fields); i += 2 {
		n, err := dhParseInt("Price", fields[i])
		if err != nil {
			return 0, err
		}
		coin, ok := dragonhead.CoinByAbbr(fields[i+1])
		if !ok {
			return 0, fmt.Errorf("price %q: %q is not PP, GP, SP, CP or IP", text, fields[i+1])
		}
		total += n * coin.Value
	}
	return total, nil
}

// fillPersonality is step 8: inclinations, three traits, and the name.
func (b *dhBuilder) fillPersonality(box *fyne.Container) {
	c := b.char
	step := b.step("Personality")
	box.Add(widgets.Bold("Inclinations"))
	box.Add(widgets.Explain("Social inclination (how the character acts) and true inclination (who they really are); " +
		"leave the true one empty when both are the same."))
	var options []string
	for _, in := range dragonhead.Inclinations {
		options = append(options, in.Code+" – "+in.Name)
	}
	pick := func(code string, set func(c *dragonhead.Character, code string)) *widget.Select {
		s := widget.NewSelect(append([]string{"—"}, options...), nil)
		for _, o := range options {
			if strings.HasPrefix(o, code+" ") && code != "" {
				s.SetSelected(o)
			}
		}
		s.OnChanged = func(o string) {
			next := strings.SplitN(o, " ", 2)[0]
			if o == "—" {
				next = ""
			}
			b.edit("Inclination "+o, nil, func(c *dragonhead.Character) error {
				set(c, next)
				return nil
			})
		}
		return s
	}
	social := pick(c.Inclination.Social, func(c *dragonhead.Character, code string) { c.Inclination.Social = code })
	trueIn := pick(c.Inclination.True, func(c *dragonhead.Character, code string) { c.Inclination.True = code })
	box.Add(widget.NewForm(widget.NewFormItem("Social", social), widget.NewFormItem("True", trueIn)))
	box.Add(b.valueRow("inclination"))

	box.Add(widgets.Bold("Personality traits"))
	traits := append([]string(nil), c.Traits...)
	for len(traits) < 3 {
		traits = append(traits, "")
	}
	form := widget.NewForm()
	entries := make([]*widget.Entry, 3)
	for i, label := range []string{"Positive", "Neutral", "Negative"} {
		e := widget.NewEntry()
		e.SetText(traits[i])
		e.SetPlaceHolder(map[int]string{0: "Brave", 1: "Relentless", 2: "Instigator"}[i])
		entries[i] = e
		form.Append(label, e)
	}
	for _, e := range entries {
		e.OnChanged = func(string) {
			var out []string
			for _, x := range entries {
				out = append(out, strings.TrimSpace(x.Text))
			}
			for len(out) > 0 && out[len(out)-1] == "" {
				out = out[:len(out)-1]
			}
			b.edit("Personality traits", step, func(c *dragonhead.Character) error {
				c.Traits = out
				return nil
			})
		}
	}
	box.Add(form)
	box.Add(widgets.Bold("Name"))
	box.Add(widgets.Explain("The name is the character's name above. With none given, the sheet tacks \"The\" onto the class."))
	box.Add(b.valueRow("default_name"))
	box.Add(widgets.Explain("On the sheet: " + dragonhead.DisplayName(b.ctx.Name, c)))
}

// putRow adds v to one of the character's lists of rows (attacks, items),
// or replaces the row being edited when *editing holds its index. If the
// change is refused, the edit stays open.
func putRow[T any](b *dhBuilder, editing *int, name string, v T, rows func(*dragonhead.Character) *[]T) {
	index := *editing
	*editing = -1
	done := "Added " + name
	if index >= 0 {
		done = "Changed " + name
	}
	if !b.edit(done, nil, func(c *dragonhead.Character) error {
		list := rows(c)
		if index >= 0 && index < len(*list) {
			(*list)[index] = v
		} else {
			*list = append(*list, v)
		}
		return nil
	}) {
		*editing = index
	}
}

// dhEditedRow is the row *editing points at, for the form below a list, or
// blank (with *editing set to -1) when no row is being edited.
func dhEditedRow[T any](editing *int, rows []T, blank T) T {
	if *editing >= 0 && *editing < len(rows) {
		return rows[*editing]
	}
	*editing = -1
	return blank
}

// rowButtons are a list row's Edit, which loads row i into the form below
// the list, and Remove, which drops it (the form stays on the row it
// edits).
func (b *dhBuilder) rowButtons(editing *int, i int, name string, step *dhStep, drop func(c *dragonhead.Character)) (edit, remove *widget.Button) {
	edit = widget.NewButton("Edit", func() {
		*editing = i
		b.say("Editing " + name + ": change it below, then Save changes.")
		step.refill()
	})
	remove = widget.NewButton("Remove", func() {
		before := *editing
		*editing = dhIndexAfterRemoval(before, i)
		if !b.edit("Removed "+name, nil, func(c *dragonhead.Character) error {
			drop(c)
			return nil
		}) {
			*editing = before
		}
	})
	return edit, remove
}

// dhRowForm is the title and buttons of a form that adds a row to a list
// or, while a row is being edited, saves it back in its place.
type dhRowForm struct {
	title   string // "Add an item" or "Edit <name>"
	what    string // "Adding" or "Changing", for refusals
	add     *widget.Button
	cancel  *widget.Button // shown while editing
	buttons *fyne.Container
}

// newRowForm makes the form's title and buttons for a noun ("item"); the
// caller sets add.OnTapped.
func (b *dhBuilder) newRowForm(editing *int, noun, name string, step *dhStep) dhRowForm {
	f := dhRowForm{title: "Add an " + noun, what: "Adding", add: widget.NewButton("Add "+noun, nil)}
	f.cancel = widget.NewButton("Cancel", func() {
		*editing = -1
		b.say("Edit cancelled.")
		step.refill()
	})
	f.buttons = container.NewHBox(f.add)
	if *editing >= 0 {
		f.title, f.what = "Edit "+name, "Changing"
		f.add.SetText("Save changes to " + name)
		f.buttons.Add(f.cancel)
	}
	return f
}

// dhProtective reports the item kinds that count for Armor and Shield when
// worn.
func dhProtective(kind string) bool { return dragonhead.ProtectiveKind(kind) }

// dhNameAndKind are a row form's first two fields: the name (placeholder
// an example) and the kind.
func dhNameAndKind(example, name string, kinds []string, kind string) (*widget.Entry, *widgets.KeyedSelect) {
	e := widgets.Entry(example)
	e.SetText(name)
	sel := widgets.NewKeyedSelect(kinds, nil, nil)
	sel.SetKey(kind)
	return e, sel
}
