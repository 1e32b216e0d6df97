package evening

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eve "sessionzero/rules/evening"
	"sessionzero/ui/widgets"
)

// fillAbilities is step 1 (L157).
func (b *builder) fillAbilities(box *fyne.Container) {
	a := b.char.Abilities
	box.Add(widgets.Section("Abilities", `"You begin with -1 in each, and have 4 points to distribute." (Character Creation)`,
		formRow("Finesse", b.intEntry("finesse", "Finesse", a.Finesse, func(c *eve.Character, n int) { c.Abilities.Finesse = n })),
		formRow("Prowess", b.intEntry("prowess", "Prowess", a.Prowess, func(c *eve.Character, n int) { c.Abilities.Prowess = n })),
		formRow("Resolve", b.intEntry("resolve", "Resolve", a.Resolve, func(c *eve.Character, n int) { c.Abilities.Resolve = n })),
	))
	box.Add(b.valueRow("ability_points_left"))
	box.Add(b.valueRow("initiative"))
}

// fillAttributes is step 2 (L158).
func (b *builder) fillAttributes(box *fyne.Container) {
	a := b.char.Attributes
	box.Add(widgets.Section("Attributes", `"You begin with -1 in each, and have 3 points to distribute." (Character Creation)`,
		formRow("Body", b.intEntry("body", "Body", a.Body, func(c *eve.Character, n int) { c.Attributes.Body = n })),
		formRow("Mind", b.intEntry("mind", "Mind", a.Mind, func(c *eve.Character, n int) { c.Attributes.Mind = n })),
	))
	box.Add(b.valueRow("attribute_points_left"))
	box.Add(b.valueRow("check_grid"))
}

// fillOriginClass is step 3 (L159).
func (b *builder) fillOriginClass(box *fyne.Container) {
	box.Add(widgets.Explain(`"Pick your beginning origin and class, applying the kits for each." (Character Creation) The first of each kind brings its kit.`))
	box.Add(b.featureSection(eve.KindOrigin, "Origin"))
	box.Add(b.featureSection(eve.KindClass, "Class"))
}

// features points at the character's list of one feature kind.
func features(c *eve.Character, kind string) *[]eve.Feature {
	switch kind {
	case eve.KindOrigin:
		return &c.Origins
	case eve.KindClass:
		return &c.Classes
	case eve.KindDiscipline:
		return &c.Disciplines
	}
	return &c.Focuses
}

// featureSection lists the features held of one kind with their levels,
// and offers one from the catalog or typed by hand.
func (b *builder) featureSection(kind, title string) fyne.CanvasObject {
	box := container.NewVBox()
	for i, f := range *features(&b.char, kind) {
		i := i
		name := fmt.Sprintf("%s.%d", kind, i)
		row := container.NewHBox(widget.NewLabel(fmt.Sprintf("%s, level %d", f.Name, f.Level)),
			b.button(name+".down", "-", func() {
				b.edit("lower "+f.Name, false, func(c *eve.Character) error { (*features(c, kind))[i].Level--; return nil })
			}),
			b.button(name+".up", "+", func() {
				b.edit("raise "+f.Name, false, func(c *eve.Character) error { (*features(c, kind))[i].Level++; return nil })
			}),
			b.button(name+".remove", "Remove", func() {
				b.edit("remove "+f.Name, false, func(c *eve.Character) error {
					list := features(c, kind)
					*list = append((*list)[:i], (*list)[i+1:]...)
					return nil
				})
			}))
		if f.Entry != nil && f.Entry.Prerequisites != "" {
			q := widget.NewCheck("qualifies: "+f.Entry.Prerequisites, func(on bool) {
				b.edit(f.Name+" qualifies", false, func(c *eve.Character) error { (*features(c, kind))[i].Qualifies = &on; return nil })
			})
			q.SetChecked(f.Qualifies != nil && *f.Qualifies)
			row.Add(q)
		}
		box.Add(row)
	}
	if len(box.Objects) == 0 {
		box.Add(widget.NewLabel("None yet."))
	}
	// From the catalog.
	entries := b.catalog[kind]
	var names []string
	own := 0
	for _, e := range entries {
		n := e.Name
		if e.Sample {
			n += " (sample)"
		} else {
			own++
		}
		names = append(names, n)
	}
	pick := widget.NewSelect(names, nil)
	pick.PlaceHolder = "From the catalog…"
	b.w[kind+".pick"] = pick
	take := b.button(kind+".take", "Take", func() {
		i := pick.SelectedIndex()
		if i < 0 {
			b.fail("take "+kind, errors.New("pick an entry first"))
			return
		}
		b.takeFeature(kind, entries[i])
	})
	box.Add(container.NewBorder(nil, nil, nil, take, pick))
	if own == 0 {
		box.Add(widgets.Explain(fmt.Sprintf("No %s of your own in the library's catalog yet: type one below (any name is accepted).", kind)))
	}
	box.Add(b.typedFeatureForm(kind))
	return widgets.Section(title, "", box)
}

// takeFeature adds a feature at level 1 with a copy of its entry; the
// first of its kind applies its kit (rules: ApplyKit).
func (b *builder) takeFeature(kind string, e eve.Entry) {
	b.apply("take "+e.Name, false, func(c eve.Character) (eve.Character, error) {
		if err := eve.ValidateEntry(kind, e); err != nil {
			return c, err
		}
		c = eve.ApplyKit(c, kind, e)
		entry := e
		list := features(&c, kind)
		*list = append(*list, eve.Feature{Name: e.Name, Level: 1, Entry: &entry})
		return c, nil
	})
}

// typedFeatureForm is the form for a feature typed by hand: its name and,
// for a class, its numbers (EVE-9), for an origin its size and speed.
func (b *builder) typedFeatureForm(kind string) fyne.CanvasObject {
	name := b.entry(kind+".name", "name")
	form := container.NewVBox(formRow("Typed name", name))
	var numbers []*widget.Entry
	var labels []string
	num := func(key, label string) {
		e := b.entry(kind+"."+key, "—")
		numbers = append(numbers, e)
		labels = append(labels, label)
		form.Add(formRow(label, e))
	}
	var die, size *widget.Select
	switch kind {
	case eve.KindClass:
		num("health_first", "Health, first level")
		num("health_per_level", "Health per level")
		num("defense_modifier", "Defense modifier")
		var dice []string
		for _, d := range eve.ReserveDice {
			dice = append(dice, fmt.Sprintf("d%d", d))
		}
		die = widget.NewSelect(dice, nil)
		b.w[kind+".reserve_die"] = die
		form.Add(formRow("Reserve die", die))
	case eve.KindOrigin:
		size = widget.NewSelect(eve.SizeNames(), nil)
		size.PlaceHolder = "Medium"
		b.w[kind+".size"] = size
		form.Add(formRow("Size", size))
		num("speed", "Base speed (squares)")
	}
	form.Add(b.button(kind+".add", "Add typed "+kind, func() {
		e := eve.Entry{Name: strings.TrimSpace(name.Text), Source: "typed in the builder"}
		vals := make([]*int, len(numbers))
		for i, f := range numbers {
			if strings.TrimSpace(f.Text) == "" {
				continue
			}
			n, err := parseInt(labels[i], f.Text)
			if err != nil {
				b.fail("add "+kind, err)
				return
			}
			vals[i] = &n
		}
		switch kind {
		case eve.KindClass:
			e.HealthFirst, e.HealthPerLevel, e.DefenseModifier = vals[0], vals[1], vals[2]
			if die.Selected != "" {
				e.ReserveDie, _ = strconv.Atoi(strings.TrimPrefix(die.Selected, "d"))
			}
		case eve.KindOrigin:
			e.Size = size.Selected
			if vals[0] != nil {
				e.Speeds = []eve.Speed{{Kind: "base", Squares: *vals[0]}}
			}
		}
		b.takeFeature(kind, e)
	}))
	return form
}

// fillAptitudes is step 4 (L160).
func (b *builder) fillAptitudes(box *fyne.Container) {
	list := container.NewVBox()
	for i, a := range b.char.Aptitudes {
		i := i
		src := a.Source
		if src == "" {
			src = "chosen"
		}
		list.Add(container.NewHBox(widget.NewLabel(fmt.Sprintf("%s (%s)", a.Name, strings.ReplaceAll(src, "_", " "))),
			b.button(fmt.Sprintf("aptitude.%d.remove", i), "Remove", func() {
				b.edit("remove "+a.Name, false, func(c *eve.Character) error {
					c.Aptitudes = append(c.Aptitudes[:i], c.Aptitudes[i+1:]...)
					return nil
				})
			})))
	}
	add := func(name string) {
		name = strings.TrimSpace(name)
		if name == "" {
			b.fail("add aptitude", errors.New("type or pick an aptitude name"))
			return
		}
		apt := eve.Aptitude{Name: name, Source: "chosen"}
		for _, def := range b.aptitudes {
			if strings.EqualFold(def.Name, name) {
				apt.Name, apt.DefenseWhen = def.Name, def.DefenseWhen // the catalog's copy (spec §2)
			}
		}
		b.edit("add aptitude "+name, false, func(c *eve.Character) error {
			c.Aptitudes = append(c.Aptitudes, apt)
			return nil
		})
	}
	offered := b.kitOptions()
	placeholder := "From the kits' options…"
	if len(offered) == 0 { // no kit lists options: the catalog's aptitudes
		placeholder = "From the catalog…"
		for _, def := range b.aptitudes {
			offered = append(offered, def.Name)
		}
	}
	var options []string // the kits' options (or the catalog's) not yet held (L160)
	for _, o := range offered {
		if !slices.ContainsFunc(b.char.Aptitudes, func(a eve.Aptitude) bool { return strings.EqualFold(a.Name, o) }) {
			options = append(options, o)
		}
	}
	pick := widget.NewSelect(options, nil)
	pick.PlaceHolder = placeholder
	b.w["aptitude.pick"] = pick
	typed := b.entry("aptitude.name", "an aptitude name")
	// Enter adds the typed name, and the step's new field takes the focus
	// for the next one: three names typed in a row stay three aptitudes.
	typed.OnSubmitted = func(text string) {
		c := fyne.CurrentApp().Driver().CanvasForObject(typed)
		add(text)
		if next, ok := b.w["aptitude.name"].(*widget.Entry); ok && c != nil && next != typed {
			c.Focus(next)
		}
	}
	hint := "The kits list no aptitude options: type the three names."
	if all := b.kitOptions(); len(all) > 0 {
		hint = "Options of your origin's and class's kits: " + strings.Join(all, ", ") + "."
	}
	box.Add(widgets.Section("Aptitudes", `"Pick 3 additional aptitudes … from the options granted to you by origin and class." (Character Creation)`,
		list,
		container.NewBorder(nil, nil, nil, b.button("aptitude.take", "Add", func() { add(pick.Selected) }), pick),
		container.NewBorder(nil, nil, nil, b.button("aptitude.add", "Add typed", func() { add(typed.Text) }), typed),
		widgets.Explain(hint)))
	box.Add(b.valueRow("aptitudes"))
	box.Add(b.valueRow("aptitude_bonus"))
}

// kitOptions are the aptitude options the first origin's and class's kits
// offer (L160), as stored in the character's copies.
func (b *builder) kitOptions() []string {
	var out []string
	for _, fs := range [][]eve.Feature{b.char.Origins, b.char.Classes} {
		if len(fs) > 0 && fs[0].Entry != nil && fs[0].Entry.Kit != nil {
			out = append(out, fs[0].Entry.Kit.AptitudeOptions...)
		}
	}
	return out
}
