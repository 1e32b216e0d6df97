package dvr

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	rdvr "sessionzero/rules/dvr"
	"sessionzero/ui/widgets"
)

// The creation steps, in the book's order (spec §2): campaign settings,
// Script, focus die, skills, misc, perks and ancestry, burdens.

// bldAttributeText is the book's one-line description of each script
// attribute (L47–58).
var bldAttributeText = map[string]string{
	"Stamina":   "A character's ability to endure physical and mental endurance for extended periods of time.",
	"Charm":     "A character's likeability and social influence.",
	"Reflex":    "The quickness and raw reaction time of a character.",
	"Ingenuity": "A character's intellect and ability of thought process.",
	"Power":     "A character's raw strength and physical ability.",
	"Toughness": "A character's physical endurance.",
}

var bldGameTypes = []string{rdvr.GameHeroic, rdvr.GameNormal, rdvr.GameGritty}

// bldTitle is a word with its first letter in upper case.
func bldTitle(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// bldWhole reads a typed whole number; blank gives nil when blankOK.
func bldWhole(text string, blankOK bool) (*int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		if blankOK {
			return nil, nil
		}
		return nil, errors.New("type a whole number")
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return nil, fmt.Errorf("%q is not a whole number", text)
	}
	return &n, nil
}

// numberEntry is an entry for a whole number saved as it is typed. A bad
// number gives a one-line message and is not saved; the rules refuse
// numbers out of range the same way.
func (b *builder) numberEntry(what string, value *int, blankOK bool, set func(c *rdvr.Character, n *int)) *widget.Entry {
	e := widget.NewEntry()
	if value != nil {
		e.SetText(strconv.Itoa(*value))
	}
	e.OnChanged = func(text string) {
		n, err := bldWhole(text, blankOK)
		if err != nil {
			b.refuse(what, err)
			return
		}
		b.edit(what, false, func(c *rdvr.Character) error { set(c, n); return nil })
	}
	return e
}

// explainLabel is a caption that shows a derived value's explain line
// after every edit.
func (b *builder) explainLabel(keys ...string) *widget.Label {
	l := bldCaption("")
	b.hook(func() {
		var lines []string
		for _, k := range keys {
			if v, ok := b.derived.Get(k); ok {
				lines = append(lines, v.Explain)
			}
		}
		l.SetText(widgets.Shown(strings.Join(lines, "\n")))
	})
	return l
}

func (b *builder) campaignStep() fyne.CanvasObject {
	var labels []string
	for _, g := range bldGameTypes {
		labels = append(labels, bldTitle(g))
	}
	b.w.gameType = widget.NewSelect(labels, nil)
	b.w.gameType.SetSelected(bldTitle(b.value("game_type").Text()))
	b.w.gameType.OnChanged = func(s string) {
		b.edit("game type", false, func(c *rdvr.Character) error { c.GameType = strings.ToLower(s); return nil })
	}
	b.w.xpDifficulty = widget.NewSelect([]string{"Normal", "Hard"}, nil)
	b.w.xpDifficulty.SetSelected(bldTitle(b.value("xp_difficulty").Text()))
	b.w.xpDifficulty.OnChanged = func(s string) {
		b.edit("XP difficulty", false, func(c *rdvr.Character) error { c.XPDifficulty = strings.ToLower(s); return nil })
	}
	budgets := bldCaption("")
	prices := bldCaption("")
	b.hook(func() {
		n := b.intValue("skill_count")
		var rows []string
		for _, g := range bldGameTypes {
			s, c := rdvr.Budgets(g, n)
			rows = append(rows, fmt.Sprintf("%s: %d skill points, %d core points", bldTitle(g), s, c))
		}
		budgets.SetText(fmt.Sprintf("Starting stats for %d skills — %s.", n, strings.Join(rows, " · ")))
		prices.SetText(widgets.Shown(b.value("xp_prices").Explain))
	})
	b.w.skillList = widget.NewMultiLineEntry()
	b.w.skillList.SetMinRowsVisible(4)
	b.w.skillList.SetText(strings.Join(rdvr.SkillList(b.char), "\n"))
	b.w.skillList.OnChanged = func(text string) {
		var list []string
		seen := map[string]bool{}
		for _, line := range strings.Split(text, "\n") {
			name := strings.TrimSpace(line)
			if name == "" {
				continue
			}
			if seen[strings.ToLower(name)] {
				b.refuse("skill list", fmt.Errorf("%s is on the list twice", name))
				return
			}
			seen[strings.ToLower(name)] = true
			list = append(list, name)
		}
		b.edit("skill list", false, func(c *rdvr.Character) error {
			c.SkillList = list
			if strings.Join(list, "\n") == strings.Join(rdvr.GenericSkills, "\n") {
				c.SkillList = nil
			}
			return nil
		})
	}
	b.w.genericList = widget.NewButtonWithIcon("Use the book's generic 15", theme.ViewRefreshIcon(), func() {
		b.edit("skill list", true, func(c *rdvr.Character) error { c.SkillList = nil; return nil })
	})
	// A check's text does not wrap: the short name on it, the rest in a
	// wrapping caption below, so the step fits the builder's 732 px.
	b.w.untrained = widget.NewCheck("Untrained rolls (optional rule)", nil)
	b.w.untrained.SetChecked(b.char.UntrainedRolls == nil || *b.char.UntrainedRolls)
	b.w.untrained.OnChanged = func(on bool) {
		b.edit("untrained rolls", false, func(c *rdvr.Character) error { c.UntrainedRolls = &on; return nil })
	}
	return container.NewVBox(
		widgets.Heading("0. Campaign settings"),
		bldCaption("The game type sets the starting budgets; the XP difficulty sets the price of each level after play."),
		widget.NewForm(
			widget.NewFormItem("Game type", b.w.gameType),
			widget.NewFormItem("XP difficulty", b.w.xpDifficulty)),
		budgets, prices,
		widget.NewSeparator(),
		widgets.Bold("The campaign's skills, one a line"),
		bldCaption("\"Different settings have different selections of skills.\" Blank means the book's generic 15."),
		b.w.skillList,
		container.NewHBox(b.w.genericList),
		b.w.untrained,
		bldCaption("On: a check may be made without the skill's die."),
	)
}

// ladderButtons are − and + buttons around a die label that step a die one
// level down or up through set; floor is the lowest level (1 for the
// script, 0 = untrained for skills).
func (b *builder) ladderButtons(what string, floor int, die func() int, set func(c *rdvr.Character, die int)) (*widget.Button, fyne.CanvasObject, *widget.Button) {
	label := widget.NewLabel("untrained")
	label.Alignment = fyne.TextAlignCenter
	step := func(by int) {
		lvl := rdvr.Level(die()) + by
		b.edit(what, false, func(c *rdvr.Character) error {
			switch {
			case lvl < floor:
				return fmt.Errorf("already %s, the lowest", bldDie(die(), "untrained"))
			case lvl > 5:
				return errors.New("already d12, the highest die")
			}
			set(c, rdvr.DieAt(lvl))
			return nil
		})
	}
	down := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { step(-1) })
	up := widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { step(1) })
	b.hook(func() {
		d := die()
		label.SetText(bldDie(d, "untrained"))
		if rdvr.Level(d) <= floor {
			down.Disable()
		} else {
			down.Enable()
		}
		if d == 12 {
			up.Disable()
		} else {
			up.Enable()
		}
	})
	// A fixed width keeps the buttons of every row in line.
	return down, container.NewGridWrap(label.MinSize(), label), up
}

// scriptDie is the character's die for an attribute (d4 when unset).
func (b *builder) scriptDie(attr string) int {
	for _, r := range b.scriptRows {
		if r.Name == attr {
			return r.Die
		}
	}
	return 4
}

func (b *builder) scriptStep() fyne.CanvasObject {
	b.w.scriptDown, b.w.scriptUp = map[string]*widget.Button{}, map[string]*widget.Button{}
	rows := container.NewVBox()
	for _, attr := range rdvr.Attributes {
		down, label, up := b.ladderButtons(attr, 1, func() int { return b.scriptDie(attr) }, func(c *rdvr.Character, die int) {
			if c.Script == nil {
				c.Script = map[string]int{}
			}
			c.Script[attr] = die
		})
		b.w.scriptDown[attr], b.w.scriptUp[attr] = down, up
		how := bldCaption("")
		b.hook(func() {
			for _, r := range b.scriptRows {
				if r.Name == attr {
					how.SetText(widgets.Shown(bldAttributeText[attr] + "\n" + r.Explain + bldNextCost(r.NextCost)))
				}
			}
		})
		rows.Add(container.NewBorder(nil, nil, widgets.Bold(attr), container.NewHBox(down, label, up), layout.NewSpacer()))
		rows.Add(how)
	}
	return container.NewVBox(
		widgets.Heading("1. Script: the core attributes"),
		bldCaption("Every attribute starts at d4 (die ladder d4 < d6 < d8 < d10 < d12); each core point steps one attribute up one level."),
		b.explainLabel("core_points", "core_points_left"),
		rows,
		widget.NewSeparator(),
		b.explainLabel("max_health"),
	)
}

func (b *builder) focusStep() fyne.CanvasObject {
	var options []string
	byLabel := map[string]string{}
	current := ""
	for _, r := range b.scriptRows {
		label := fmt.Sprintf("%s (d%d)", r.Name, r.Die)
		options = append(options, label)
		byLabel[label] = r.Name
		if r.Focus {
			current = label
		}
	}
	b.w.focus = widget.NewRadioGroup(options, nil)
	b.w.focus.SetSelected(current)
	b.w.focus.OnChanged = func(label string) {
		if label == "" {
			return
		}
		b.edit("focus die", false, func(c *rdvr.Character) error { c.FocusDie = byLabel[label]; return nil })
	}
	b.w.healthOverride = b.numberEntry("max Health", b.char.MaxHealthOverride, true, func(c *rdvr.Character, n *int) { c.MaxHealthOverride = n })
	b.w.healthOverride.SetPlaceHolder("blank: Toughness + Power + 3")
	b.w.currentHealth = b.numberEntry("current Health", b.char.CurrentHealth, true, func(c *rdvr.Character, n *int) { c.CurrentHealth = n })
	b.w.currentHealth.SetPlaceHolder("blank: full")
	b.w.curFocus = b.numberEntry("current Focus", b.char.CurrentFocus, true, func(c *rdvr.Character, n *int) { c.CurrentFocus = n })
	b.w.curFocus.SetPlaceHolder("blank: full")
	return container.NewVBox(
		widgets.Heading("2. Focus die"),
		bldCaption("\"Characters will then select one of their script aspects. This is called their focus die.\" It grows with the attribute; after play it can be changed (After play)."),
		b.w.focus,
		b.explainLabel("max_focus"),
		widget.NewSeparator(),
		widgets.Heading("Health and Focus"),
		b.explainLabel("max_health", "current_health", "current_focus"),
		widget.NewForm(
			widget.NewFormItem("Max Health", b.w.healthOverride),
			widget.NewFormItem("Health now", b.w.currentHealth),
			widget.NewFormItem("Focus now", b.w.curFocus)),
		bldCaption("Health is \"usually\" Toughness + Power + 3: type a max only when the GM says otherwise. At 0 Health a character can't act until healed or rested; at 0 Focus until a quick breath."),
	)
}

func (b *builder) skillsStep() fyne.CanvasObject {
	b.w.skillDown, b.w.skillUp, b.w.prepped = map[string]*widget.Button{}, map[string]*widget.Button{}, map[string]*widget.Check{}
	b.w.toList = nil
	grid := container.NewVBox()
	onList := map[string]bool{}
	for _, s := range rdvr.SkillList(b.char) {
		onList[s] = true
	}
	for _, r := range b.skillRows {
		name := r.Name
		die := func() int {
			for _, r := range b.skillRows {
				if r.Name == name {
					return r.Die
				}
			}
			return 0
		}
		down, label, up := b.ladderButtons(name, 0, die, func(c *rdvr.Character, d int) {
			if c.Skills == nil {
				c.Skills = map[string]int{}
			}
			c.Skills[name] = d
			if d == 0 {
				delete(c.Skills, name)
			}
		})
		b.w.skillDown[name], b.w.skillUp[name] = down, up
		prep := widget.NewCheck("prepped", func(on bool) {
			b.edit(name+" prepped", false, func(c *rdvr.Character) error {
				c.Prepped = bldWithOrWithout(c.Prepped, name, on)
				return nil
			})
		})
		prep.Checked = r.Prepped
		b.w.prepped[name] = prep
		var nameBox fyne.CanvasObject = widgets.Bold(name)
		if !onList[name] {
			toList := widget.NewButton("Add to the list", func() {
				b.edit("skill list", true, func(c *rdvr.Character) error {
					c.SkillList = append(append([]string(nil), rdvr.SkillList(*c)...), name)
					return nil
				})
			})
			b.w.toList = append(b.w.toList, toList)
			nameBox = container.NewHBox(widgets.Bold(name), toList)
		}
		grid.Add(container.NewBorder(nil, nil, nameBox, container.NewHBox(down, label, up, prep), layout.NewSpacer()))
	}
	b.w.newSkill = widgets.Entry("A skill off the list, e.g. Gunplay")
	b.w.addSkill = widget.NewButtonWithIcon("Add at d4", theme.ContentAddIcon(), func() {
		name := strings.TrimSpace(b.w.newSkill.Text)
		b.edit("add skill", true, func(c *rdvr.Character) error {
			if name == "" {
				return errors.New("type the skill's name first")
			}
			for _, s := range rdvr.SkillList(*c) {
				if strings.EqualFold(s, name) {
					return fmt.Errorf("%s is on the list already: raise it above", s)
				}
			}
			if _, ok := c.Skills[name]; ok {
				return fmt.Errorf("%s is there already", name)
			}
			if c.Skills == nil {
				c.Skills = map[string]int{}
			}
			c.Skills[name] = 4
			return nil
		})
	})
	untrained := "Untrained rolls are on: a check without the skill's die uses the script die and any misc dice."
	if b.char.UntrainedRolls != nil && !*b.char.UntrainedRolls {
		untrained = "Untrained rolls are off (campaign settings): the GM decides what an untrained check can do."
	}
	return container.NewVBox(
		widgets.Heading("3. Skills"),
		bldCaption("Every skill starts untrained (no die); each skill point raises one skill one level: untrained, d4, d6, d8, d10, d12. The prepped dot marks a skill that passed a check and may be bought with XP."),
		b.explainLabel("skill_points", "skill_points_left"),
		grid,
		container.NewBorder(nil, nil, nil, b.w.addSkill, b.w.newSkill),
		bldCaption("A skill off the campaign's list is kept but shown as a problem until it is added to the list."),
		bldCaption(untrained),
	)
}

// bldWithOrWithout adds name to xs (once) or removes it.
func bldWithOrWithout(xs []string, name string, with bool) []string {
	var out []string
	for _, x := range xs {
		if x != name {
			out = append(out, x)
		}
	}
	if with {
		out = append(out, name)
	}
	return out
}

// itemForm is the misc step's form for an item of the user's own.
type itemForm struct {
	name, damage, points, notes *widget.Entry
	kind                        *widgets.KeyedSelect
	die                         *widget.Select
	add                         *widget.Button
	editing                     int // the item loaded into the form, or -1 for a new one
}

var bldItemKinds = []string{"weapon", "gear", "vehicle", "pet"}

var bldDieChoices = []string{"no die", "d4", "d6", "d8", "d10", "d12"}

func (b *builder) miscStep() fyne.CanvasObject {
	list := container.NewVBox()
	b.w.itemRemove, b.w.itemEdit = nil, nil
	b.w.item.editing = -1
	rows := b.itemRows
	for i, r := range rows {
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			b.edit("remove "+r.Name, true, func(c *rdvr.Character) error {
				c.Items = append(c.Items[:i], c.Items[i+1:]...)
				return nil
			})
		})
		b.w.itemRemove = append(b.w.itemRemove, remove)
		change := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() { b.loadItem(i) })
		b.w.itemEdit = append(b.w.itemEdit, change)
		name := r.Name
		if r.Kind != "" {
			name += " (" + r.Kind + ")"
		}
		list.Add(container.NewBorder(nil, nil, nil, container.NewHBox(change, remove), bldPair(name, bldItemText(r))))
		if n := b.char.Items[i].Notes; n != "" {
			list.Add(bldCaption(n))
		}
	}
	if len(rows) == 0 {
		list.Add(bldCaption("No items yet."))
	}
	var names []string
	for _, it := range rdvr.ItemCatalog {
		names = append(names, fmt.Sprintf("%s (d%d, %d damage)", it.Name, it.Die, it.Damage))
	}
	b.w.catalog = widget.NewSelect(names, nil)
	b.w.catalog.PlaceHolder = "The book's items"
	b.w.addCatalog = widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), func() {
		i := b.w.catalog.SelectedIndex()
		b.edit("add item", true, func(c *rdvr.Character) error {
			if i < 0 {
				return errors.New("choose one of the book's items first")
			}
			c.Items = append(c.Items, rdvr.ItemCatalog[i])
			return nil
		})
	})
	f := &b.w.item
	f.name = widgets.Entry("Name")
	f.kind = widgets.NewKeyedSelect(bldItemKinds, nil, nil)
	f.kind.SetKey("gear")
	f.die = widget.NewSelect(bldDieChoices, nil)
	f.die.SetSelected("d6")
	f.damage = widgets.Entry("0")
	f.points = widgets.Entry("0")
	f.notes = widgets.Entry("What it does")
	f.add = widget.NewButtonWithIcon("Add item", theme.ContentAddIcon(), b.addOwnItem)
	b.w.supplies = b.numberEntry("supplies", &b.char.Supplies, true, func(c *rdvr.Character, n *int) {
		c.Supplies = 0
		if n != nil {
			c.Supplies = *n
		}
	})
	return container.NewVBox(
		widgets.Heading("4. Misc: items, vehicle, pet"),
		bldCaption("A misc die joins the pool when the item is used. Rust steps the die down and takes one off the damage per point; All or Nothing doubles an item's successes and damage, then it is destroyed."),
		list,
		b.explainLabel("items"),
		container.NewBorder(nil, nil, nil, b.w.addCatalog, b.w.catalog),
		widget.NewSeparator(),
		widgets.Bold("An item of your own"),
		widget.NewForm(
			widget.NewFormItem("Name", f.name),
			widget.NewFormItem("Kind", f.kind),
			widget.NewFormItem("Die", f.die),
			widget.NewFormItem("Damage", f.damage),
			widget.NewFormItem("Points", f.points),
			widget.NewFormItem("Notes", f.notes)),
		bldCaption("Points are a vehicle's rating that can boost parts of a roll."),
		container.NewHBox(layout.NewSpacer(), f.add),
		widget.NewSeparator(),
		widget.NewForm(widget.NewFormItem("Supplies", b.w.supplies)),
		bldCaption("Narrative items: one supply for a simple rope, 2 or 3 for specific items."),
	)
}

// loadItem puts item i in the misc step's form, to change it there.
func (b *builder) loadItem(i int) {
	f := &b.w.item
	it := b.char.Items[i]
	f.editing = i
	f.name.SetText(it.Name)
	f.kind.SetKey(it.Kind)
	f.die.SetSelectedIndex(rdvr.Level(it.Die))
	f.damage.SetText(strconv.Itoa(it.Damage))
	f.points.SetText(strconv.Itoa(it.Points))
	f.notes.SetText(it.Notes)
	f.add.SetText("Save " + it.Name)
	f.add.SetIcon(theme.DocumentSaveIcon())
}

// addOwnItem adds the item typed in the misc step's form, or saves the
// item loaded into it (its rust and state are kept).
func (b *builder) addOwnItem() {
	f := b.w.item
	b.edit("save item", true, func(c *rdvr.Character) error {
		it := rdvr.Item{Name: strings.TrimSpace(f.name.Text), Kind: f.kind.Key(), Notes: strings.TrimSpace(f.notes.Text)}
		if f.editing >= 0 && f.editing < len(c.Items) {
			it.Rust, it.Destroyed = c.Items[f.editing].Rust, c.Items[f.editing].Destroyed
		}
		if it.Name == "" {
			return errors.New("give the item a name")
		}
		if i := f.die.SelectedIndex(); i > 0 {
			it.Die = rdvr.DieAt(i)
		}
		for _, n := range []struct {
			what string
			text string
			to   *int
		}{{"damage", f.damage.Text, &it.Damage}, {"points", f.points.Text, &it.Points}} {
			v, err := bldWhole(n.text, true)
			if err != nil {
				return fmt.Errorf("%s: %w", n.what, err)
			}
			if v != nil {
				*n.to = *v
			}
		}
		if f.editing >= 0 && f.editing < len(c.Items) {
			c.Items[f.editing] = it
		} else {
			c.Items = append(c.Items, it)
		}
		return nil
	})
}

func (b *builder) perksStep() fyne.CanvasObject {
	list := container.NewVBox()
	b.w.perkRemove = nil
	for i, p := range b.char.Perks {
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			b.edit("remove "+p.Name, true, func(c *rdvr.Character) error {
				c.Perks = append(c.Perks[:i], c.Perks[i+1:]...)
				return nil
			})
		})
		b.w.perkRemove = append(b.w.perkRemove, remove)
		rank := ""
		if p.Rank > 0 {
			rank = fmt.Sprintf("rank %d", p.Rank)
		}
		list.Add(container.NewBorder(nil, nil, nil, remove, bldPair(p.Name, rank)))
		if p.Effect != "" {
			list.Add(bldCaption(p.Effect))
		}
	}
	if len(b.char.Perks) == 0 {
		list.Add(bldCaption("No perks yet."))
	}
	var names []string
	for _, p := range rdvr.PerkCatalog {
		names = append(names, p.Name)
	}
	b.w.perkPick = widget.NewSelect(names, func(string) {
		p := rdvr.PerkCatalog[b.w.perkPick.SelectedIndex()]
		b.w.perkName.SetText(p.Name)
		b.w.perkRank.SetText("")
		if p.Rank > 0 {
			b.w.perkRank.SetText(strconv.Itoa(p.Rank))
		}
		b.w.perkFx.SetText(p.Effect)
	})
	b.w.perkPick.PlaceHolder = "The book's perks and ancestries"
	b.w.perkName = widgets.Entry("Name")
	b.w.perkRank = widgets.Entry("Rank (blank: none)")
	b.w.perkFx = widgets.Entry("Effect")
	b.w.addPerk = widget.NewButtonWithIcon("Add perk", theme.ContentAddIcon(), func() {
		b.edit("add perk", true, func(c *rdvr.Character) error {
			p := rdvr.Perk{Name: strings.TrimSpace(b.w.perkName.Text), Effect: strings.TrimSpace(b.w.perkFx.Text)}
			if p.Name == "" {
				return errors.New("choose a perk or type its name")
			}
			rank, err := bldWhole(b.w.perkRank.Text, true)
			if err != nil {
				return fmt.Errorf("rank: %w", err)
			}
			if rank != nil {
				p.Rank = *rank
			}
			c.Perks = append(c.Perks, p)
			return nil
		})
	})
	b.w.baseSpeed = b.numberEntry("base speed", b.char.BaseSpeed, true, func(c *rdvr.Character, n *int) { c.BaseSpeed = n })
	b.w.baseSpeed.SetPlaceHolder("inches (blank: not set)")
	return container.NewVBox(
		widgets.Heading("5. Perks and ancestry"),
		bldCaption("The book names the ancestries (Dwarf, Elf, Human, Avian, Reptilian, Orc, Halfling, Other) without describing them, and prices no perk: agree effects with the GM."),
		list,
		b.w.perkPick,
		widget.NewForm(
			widget.NewFormItem("Perk", b.w.perkName),
			widget.NewFormItem("Rank", b.w.perkRank),
			widget.NewFormItem("Effect", b.w.perkFx)),
		container.NewHBox(layout.NewSpacer(), b.w.addPerk),
		widget.NewSeparator(),
		widget.NewForm(widget.NewFormItem("Base speed", b.w.baseSpeed)),
		b.explainLabel("max_speed"),
	)
}

func (b *builder) burdensStep() fyne.CanvasObject {
	b.w.burdens = b.numberEntry("burdens", &b.char.Burdens, true, func(c *rdvr.Character, n *int) {
		c.Burdens = 0
		if n != nil {
			c.Burdens = *n
		}
	})
	b.w.splinter = b.numberEntry("splinter", b.char.Splinter, true, func(c *rdvr.Character, n *int) { c.Splinter = n })
	b.w.splinter.SetPlaceHolder("typed by the GM (blank: not set)")
	b.w.crisis = widget.NewCheck("In crisis (after a failed crisis roll)", func(on bool) {
		b.edit("crisis", false, func(c *rdvr.Character) error { c.Crisis = on; return nil })
	})
	b.w.crisis.Checked = b.char.Crisis
	return container.NewVBox(
		widgets.Heading("6. Burdens"),
		bldCaption("A character starts with no burdens. With too many, the GM asks for a crisis roll: a d20 above the splinter value passes. The book gives no splinter value or limit: the GM types them."),
		widget.NewForm(
			widget.NewFormItem("Burdens", b.w.burdens),
			widget.NewFormItem("Splinter", b.w.splinter)),
		b.explainLabel("burdens", "p_crisis_save"),
		b.w.crisis,
	)
}
