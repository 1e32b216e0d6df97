package dragonhead

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/widgets"
)

// fillAbilities is step 1: roll 3d6 down the line (with the re-roll rule),
// assign the rolls class-first, or type the scores in.
func (b *dhBuilder) fillAbilities(box *fyne.Container) {
	c := b.char
	box.Add(widgets.Bold("Abilities"))
	box.Add(widgets.Explain("Roll 3d6 for each ability straight down the line. Any roll of 7 or less may be re-rolled, " +
		"but only after first re-rolling the best score. Or assign the rolls where your class needs them " +
		"(Class-First Creation), or type scores in."))

	mods := map[string]int{}
	if v, ok := b.value("modifiers"); ok {
		mods, _ = v.Value.(map[string]int)
	}
	choices := map[dragonhead.Ability]bool{}
	for _, a := range dragonhead.RerollChoices(c) {
		choices[a] = true
	}
	entries := map[dragonhead.Ability]*widget.Entry{}
	b.w.scores = entries
	b.w.rerolls = map[dragonhead.Ability]*widget.Button{}
	grid := widget.NewForm()
	for _, info := range dragonhead.Abilities {
		a := info.Name
		entry := dhIntEntry(c.Abilities[a], "3–18")
		entries[a] = entry
		mod := widget.NewLabel(fmt.Sprintf("%+d", mods[string(a)]))
		reroll := widget.NewButton("Re-roll", func() {
			b.rollWith("Re-rolled "+string(a), 3, 6, func(c dragonhead.Character, r dragonhead.Dice) (dragonhead.Character, error) {
				return dragonhead.Reroll(c, a, r)
			})
		})
		if !choices[a] {
			reroll.Disable()
		}
		b.w.rerolls[a] = reroll
		grid.Append(string(a), container.NewBorder(nil, nil, nil, container.NewHBox(mod, reroll), entry))
	}
	box.Add(grid)
	if c.Creation.Method == dragonhead.MethodRoll && !c.Creation.Done {
		box.Add(widgets.Explain(dhRerollHint(c)))
	}

	rollAll := func() {
		b.rollWith("Rolled 3d6 down the line", 27, 6, func(c dragonhead.Character, r dragonhead.Dice) (dragonhead.Character, error) {
			return dragonhead.RollAbilities(c, r)
		})
	}
	roll := widget.NewButton("Roll 3d6 down the line", func() {
		if !dhHasScores(c) {
			rollAll()
			return
		}
		widgets.Confirm("Roll the scores again?",
			"This character already has ability scores (rolled or typed).\nRolling 3d6 down the line replaces all nine. Ctrl+Z undoes it.",
			func(ok bool) {
				if ok {
					rollAll()
				}
			}, b.ctx.Win)
	})
	typed := widget.NewButton("Use the typed scores", func() {
		scores := map[dragonhead.Ability]int{}
		for _, a := range dragonhead.AbilityNames() {
			n, err := dhParseInt(string(a), entries[a].Text)
			if err != nil {
				b.fail("Typing scores", err)
				return
			}
			scores[a] = n
		}
		b.apply("Typed the scores in", func(c dragonhead.Character) (dragonhead.Character, error) {
			return dragonhead.TypeScores(c, scores)
		})
	})
	if c.Creation.Done {
		roll.Disable()
		typed.Disable()
		box.Add(widgets.Explain("Creation is finished, so the scores are no longer rolled or typed here: " +
			"they rise through advancement (the Advancement step)."))
	}
	b.w.roll, b.w.typed = roll, typed
	box.Add(container.NewVBox(roll, typed))
	box.Add(widget.NewForm(widget.NewFormItem("Table dice", b.physical)))
	box.Add(widgets.Explain("Rolling at the table? Type your dice here before pressing a roll button (27 d6 for the nine " +
		"abilities, 3 for a re-roll, 1 for a hit die): the builder uses them instead of its own dice."))

	if len(c.Creation.Rolled) == len(dragonhead.Abilities) && !c.Creation.Done {
		box.Add(b.classFirstPanel())
	}

	box.Add(b.valueRow("combat"))
	box.Add(b.valueRow("muscle_display"))
	if rolls := dhRollHistory(c); len(rolls) > 0 {
		box.Add(widgets.Bold("Every roll"))
		for _, r := range rolls {
			box.Add(widgets.Explain(r))
		}
	}
	finish := widget.NewButton("Finish creation", func() {
		b.apply("Creation finished: re-rolls stop and size Mass now adjusts Muscle", dragonhead.FinishCreation)
	})
	b.w.finish = finish
	if c.Creation.Done {
		finish.Disable()
		box.Add(widgets.Explain("Creation is finished."))
	}
	box.Add(finish)
}

// dhRerollHint says what may be re-rolled now.
func dhRerollHint(c dragonhead.Character) string {
	choices := dragonhead.RerollChoices(c)
	if len(choices) == 0 {
		return "Nothing may be re-rolled now: no unre-rolled score is 7 or less."
	}
	var names []string
	for _, a := range choices {
		names = append(names, string(a))
	}
	if c.Creation.RerolledBest == "" {
		return "A score is 7 or less: first re-roll your best score (" + strings.Join(names, " or ") + ")."
	}
	return "You may re-roll, once each: " + strings.Join(names, ", ") + ". The new roll stands."
}

// dhRollHistory lists the creation rolls in the character's history.
func dhRollHistory(c dragonhead.Character) []string {
	var out []string
	for _, e := range c.History {
		dice := make([]string, len(e.Dice))
		for i, d := range e.Dice {
			dice[i] = strconv.Itoa(d)
		}
		switch e.Kind {
		case dragonhead.HistoryRoll:
			out = append(out, fmt.Sprintf("%s: 3d6 %s = %d", e.Ability, strings.Join(dice, "+"), e.Total))
		case dragonhead.HistoryRerollBest:
			out = append(out, fmt.Sprintf("%s re-rolled first (best, was %d): %s = %d", e.Ability, e.Old, strings.Join(dice, "+"), e.Total))
		case dragonhead.HistoryReroll:
			out = append(out, fmt.Sprintf("%s re-rolled (was %d): %s = %d", e.Ability, e.Old, strings.Join(dice, "+"), e.Total))
		case dragonhead.HistoryAssign:
			out = append(out, fmt.Sprintf("%s takes %d (%s)", e.Ability, e.Total, e.Note))
		case dragonhead.HistoryTyped:
			out = append(out, fmt.Sprintf("%s typed in: %d", e.Ability, e.Total))
		case dragonhead.HistoryHPRoll:
			out = append(out, fmt.Sprintf("%s hit die %s: %d", e.Target, e.Note, e.Total))
		}
	}
	return out
}

// classFirstPanel assigns the nine rolled numbers where a class needs them.
func (b *dhBuilder) classFirstPanel() fyne.CanvasObject {
	c := b.char
	rolled := c.Creation.Rolled
	options := make([]string, len(rolled))
	for i, v := range rolled {
		options[i] = fmt.Sprintf("Roll %d: %d", i+1, v)
	}
	selects := map[dragonhead.Ability]*widget.Select{}
	grid := container.NewGridWithColumns(2)
	for _, a := range dragonhead.AbilityNames() {
		s := widget.NewSelect(options, nil)
		selects[a] = s
		grid.Add(widget.NewLabel(string(a)))
		grid.Add(s)
	}
	suggest := func(best []dragonhead.Ability) {
		assignment, err := dragonhead.BestFirstAssignment(rolled, best)
		if err != nil {
			b.fail("Class-first", err)
			return
		}
		for a, i := range assignment {
			selects[a].SetSelectedIndex(i)
		}
	}
	var classNames []string
	for _, def := range b.catalog.classes {
		if len(def.BestAbilities) > 0 {
			classNames = append(classNames, def.Name)
		}
	}
	for _, cl := range c.Classes {
		if len(cl.BestAbilities) > 0 && !dhContains(classNames, cl.Name) {
			classNames = append(classNames, cl.Name)
		}
	}
	bestFor := widget.NewSelect(classNames, func(name string) {
		if def, ok := b.catalog.class(name); ok {
			suggest(def.BestAbilities)
			return
		}
		for _, cl := range c.Classes {
			if cl.Name == name {
				suggest(cl.BestAbilities)
			}
		}
	})
	bestFor.PlaceHolder = "Suggest for a class…"
	// Start from the rolls as they fell.
	for i, a := range dragonhead.AbilityNames() {
		selects[a].SetSelectedIndex(i)
	}
	assign := widget.NewButton("Assign the rolls (Class-First Creation)", func() {
		assignment := map[dragonhead.Ability]int{}
		for a, s := range selects {
			if s.SelectedIndex() < 0 {
				b.fail("Class-first", fmt.Errorf("%s has no roll", a))
				return
			}
			assignment[a] = s.SelectedIndex()
		}
		b.apply("Assigned the rolls class-first", func(c dragonhead.Character) (dragonhead.Character, error) {
			return dragonhead.AssignClassFirst(c, assignment)
		})
	})
	b.w.assign = assign
	return widgets.Section("Class-First Creation", "", container.NewVBox(
		widgets.Explain("Put each rolled number where your class needs it."), bestFor, grid, assign))
}

func dhContains(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// fillClasses is step 2: races, callings and transformations with levels.
func (b *dhBuilder) fillClasses(box *fyne.Container) {
	c := b.char
	box.Add(widgets.Bold("Classes"))
	box.Add(widgets.Explain("Every character starts with a class at 1st level. Up to three callings if human, or a race " +
		"and up to two callings; transformations come on top. Class bonuses apply in full or half by the class's " +
		"combat and magic lines and are never added together."))
	for _, cl := range c.Classes {
		box.Add(b.classCard(cl))
	}
	if len(c.Classes) == 0 {
		box.Add(widgets.Wrapped("No class yet."))
	}
	box.Add(b.valueRow("class_bonuses"))
	box.Add(b.valueRow("spell_level_limit"))

	var labels []string
	byLabel := map[string]dragonhead.ClassDef{}
	updates := map[string]dragonhead.ClassLevel{}
	for _, def := range b.catalog.classes {
		l := dhClassLabel(def)
		if dhHasClass(c, def.Name) {
			// A class the character has is offered again when the catalog
			// has a newer copy (a sample the user completed).
			i := slices.IndexFunc(c.Classes, func(cl dragonhead.ClassLevel) bool { return strings.EqualFold(cl.Name, def.Name) })
			if _, newer := b.newerCatalogCopy(c.Classes[i]); !newer {
				continue
			}
			l += " — take the catalog's copy"
			updates[l] = c.Classes[i]
		}
		labels = append(labels, l)
		byLabel[l] = def
	}
	quote := widgets.Explain("Pick a class to see what it costs.")
	add := widget.NewButton("Add class", nil)
	add.Disable()
	pick := widget.NewSelect(labels, func(label string) {
		def := byLabel[label]
		if cl, ok := updates[label]; ok {
			quote.SetText(fmt.Sprintf("%s replaces the character's copy (%s): level %d and the XP spent stay", def.Name, dhClassSummary(def), cl.Level))
		} else {
			quote.SetText(b.addClassQuote(def))
		}
		add.Enable()
	})
	pick.PlaceHolder = "Class from the catalog…"
	add.OnTapped = func() {
		def, ok := byLabel[pick.Selected]
		if !ok {
			return
		}
		if cl, ok := updates[pick.Selected]; ok {
			b.takeCatalogCopy(cl, def, "Took the catalog's "+def.Name)
			return
		}
		b.rollWith("Added "+def.Name, 1, max(def.HitDie, 2), func(c dragonhead.Character, r dragonhead.Dice) (dragonhead.Character, error) {
			next, _, err := dragonhead.AddClass(c, def, r)
			if err != nil {
				return c, err
			}
			// "You get anything a new class provides which an older class does not."
			for _, it := range dragonhead.NewStarterItems(c, def) {
				next.Equipment = append(next.Equipment, dragonhead.Item{Name: it.Name, Kind: dragonhead.ItemGear, Count: it.Count})
			}
			return next, nil
		})
	}
	b.w.classPick, b.w.classQuote, b.w.addClass = pick, quote, add
	box.Add(widgets.Section("Add a class", "", container.NewVBox(pick, quote, add,
		widgets.Explain("Classes come from Tools › Dragonhead class and skill catalog. The book's Warlord, Elf, Fighter, Dwarf and "+
			"Halfling are incomplete samples: fill in their hit die, combat line and level table there (a completed class "+
			"is offered here again to replace the character's copy), or give the first class a hit die on the Hit points step."))))
}

// addClassQuote says what taking a class costs, before it is taken: the
// rules take it on a copy, which is thrown away.
func (b *dhBuilder) addClassQuote(def dragonhead.ClassDef) string {
	c := b.char
	next, q, err := dragonhead.AddClass(c, def, &dhTypedDice{})
	var text string
	switch {
	case err != nil:
		text = err.Error()
	case next.XP.Unspent == c.XP.Unspent && q.Cost == 0:
		text = def.Name + " level 1 is granted, with nothing to record: it has no level table yet"
	case next.XP.Unspent == c.XP.Unspent:
		text = fmt.Sprintf("%s is granted: %s XP recorded as spent, unspent XP unchanged", q.What, dhThousandsSep(q.Cost))
	default:
		text = q.String()
	}
	if def.Sample {
		text += " · incomplete sample (missing: " + dragonhead.MissingWords(def.Incomplete) + ")"
	}
	return text
}

func dhHasClass(c dragonhead.Character, name string) bool {
	return slices.ContainsFunc(c.Classes, func(cl dragonhead.ClassLevel) bool { return strings.EqualFold(cl.Name, name) })
}

// classCard shows a class the character has: kind, level, hit die, lines,
// features, and dropping it.
func (b *dhBuilder) classCard(cl dragonhead.ClassLevel) fyne.CanvasObject {
	var lines []string
	die := "hit die unknown"
	if cl.HitDie > 0 {
		die = fmt.Sprintf("hit die d%d", cl.HitDie)
	}
	lines = append(lines, fmt.Sprintf("%s, %s, %s", cl.Kind, die, dragonhead.Tier(cl.Level)))
	if len(cl.Combat) > 0 {
		var parts []string
		for _, l := range cl.Combat {
			parts = append(parts, l.String())
		}
		lines = append(lines, "Combat: "+strings.Join(parts, ", "))
	}
	if cl.Magic != nil {
		var parts []string
		for _, l := range cl.Magic.Kinds {
			parts = append(parts, l.String())
		}
		lines = append(lines, fmt.Sprintf("Magic: %s, %s", cl.Magic.System, strings.Join(parts, ", ")))
	}
	if len(cl.Moves) > 0 {
		var parts []string
		for _, m := range cl.Moves {
			parts = append(parts, fmt.Sprintf("%s %d", m.Form, m.Score))
		}
		lines = append(lines, "Move: "+strings.Join(parts, ", "))
	}
	for _, f := range cl.Features {
		sa := max(f.StartsAt, 1)
		state := "has it"
		if cl.Level < sa {
			state = fmt.Sprintf("from level %d", sa)
		}
		lines = append(lines, fmt.Sprintf("Feature: %s (SA %d, %s)", f.Name, sa, state))
	}
	if cl.Sample {
		lines = append(lines, "Incomplete sample from the book: missing "+dragonhead.MissingWords(cl.Incomplete))
	}
	body := container.NewVBox()
	for _, l := range lines {
		body.Add(widgets.Explain(l))
	}
	if up := b.updateClassButton(cl); up != nil {
		body.Add(up)
	}
	if b.onlyCalling(cl) {
		body.Add(b.swapCallingRow(cl))
	} else if cl.Kind == dragonhead.Calling {
		name := cl.Name
		drop := widget.NewButton("Drop "+name+"…", nil)
		b.w.drops["class:"+name] = drop
		body.Add(drop)
		drop.OnTapped = (func() {
			spent := b.char.XP.Spent.Classes[name]
			dragonheadConfirm(b.ctx.Win, "Drop "+name+"?",
				fmt.Sprintf("The %s XP spent on %s vanishes and cannot be regained.", dhThousandsSep(spent), name), func() {
					b.apply("Dropped "+name, func(c dragonhead.Character) (dragonhead.Character, error) {
						return dragonhead.DropClass(c, name)
					})
				})
		})
	}
	return widgets.Section(fmt.Sprintf("%s %d", cl.Name, cl.Level), "", body)
}

// fillSkills is step 3: languages and other skills.
func (b *dhBuilder) fillSkills(box *fyne.Container) {
	c := b.char
	box.Add(widgets.Bold("Skills"))
	box.Add(widgets.Explain("Traditionally every character starts with one language (Common, +0, 400 XP) and Read & Write " +
		"(+0, 600 XP) if their Intellect is 12 or better. A skill's cost doubles with every +1."))
	for _, s := range c.Skills {
		name := s.Name
		drop := b.dropSkillButton(name, func() {
			spent := b.char.XP.Spent.Skills[name]
			dragonheadConfirm(b.ctx.Win, "Drop "+name+"?",
				fmt.Sprintf("The %s XP spent on %s vanishes and cannot be regained.", dhThousandsSep(spent), name), func() {
					b.apply("Dropped "+name, func(c dragonhead.Character) (dragonhead.Character, error) {
						return dragonhead.DropSkill(c, name)
					})
				})
		})
		box.Add(container.NewBorder(nil, nil, nil, drop,
			widget.NewLabelWithStyle(fmt.Sprintf("%s %+d", s.Name, s.Bonus), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})))
		box.Add(widgets.Explain(fmt.Sprintf("base %s XP, %s XP in all", dhThousandsSep(s.BaseCost), dhThousandsSep(dragonhead.SkillCost(s.BaseCost, s.Bonus)))))
	}
	if len(c.Skills) == 0 {
		box.Add(widgets.Wrapped("No skills yet: without a language the character gets by with grunts and barks."))
	}

	var names []string
	for _, def := range b.catalog.skills {
		if !dhHasSkill(c, def.Name) {
			names = append(names, def.Name)
		}
	}
	quote := widgets.Explain("Pick a skill to see what it costs.")
	add := widget.NewButton("Add skill", nil)
	add.Disable()
	pick := widget.NewSelect(names, func(name string) {
		def, _ := b.catalog.skill(name)
		quote.SetText(b.addSkillQuote(def))
		add.Enable()
	})
	pick.PlaceHolder = "Skill…"
	add.OnTapped = func() {
		def, ok := b.catalog.skill(pick.Selected)
		if !ok {
			return
		}
		b.apply("Added "+def.Name, func(c dragonhead.Character) (dragonhead.Character, error) {
			next, _, err := dragonhead.AddSkill(c, def)
			return next, err
		})
	}
	b.w.skillPick, b.w.skillQuote, b.w.addSkill = pick, quote, add
	box.Add(widgets.Section("Add a skill", "", container.NewVBox(pick, quote, add)))

	name := widgets.Entry("e.g. Swords, Elvish")
	cost := widgets.Entry("XP at +0, e.g. 500")
	uses := widgets.Entry("Melee, AC")
	language := widget.NewCheck("A language", nil)
	toCatalog := widget.NewCheck("Also save to the catalog", nil)
	if b.ctx.Store == nil {
		toCatalog.Disable()
	}
	other := widget.NewButton("Add this skill", func() {
		base, err := dhParseInt("Base cost", cost.Text)
		if err != nil {
			b.fail("Adding a skill", err)
			return
		}
		def := dragonhead.SkillDef{Name: strings.TrimSpace(name.Text), BaseCost: base, Language: language.Checked, Uses: dhSplitList(uses.Text)}
		if def.Name == "" {
			b.fail("Adding a skill", fmt.Errorf("give the skill a name"))
			return
		}
		// The catalog's check comes first, so a skill that cannot be kept
		// there is not half done.
		save := toCatalog.Checked && b.ctx.Store != nil
		if save {
			if err := checkDragonheadSkill(def); err != nil {
				b.fail("Saving "+def.Name+" to the catalog", err)
				return
			}
		}
		if !b.apply("Added "+def.Name, func(c dragonhead.Character) (dragonhead.Character, error) {
			next, _, err := dragonhead.AddSkill(c, def)
			return next, err
		}) || !save {
			return
		}
		bg := context.Background()
		if err := saveDragonheadSkill(bg, b.ctx.Store, def); err != nil {
			b.fail("Added "+def.Name+", but saving it to the catalog", err)
			return
		}
		if cat, err := loadDragonheadCatalog(bg, b.ctx.Store); err == nil {
			b.catalog = cat
		}
		b.say("Added " + def.Name + " and saved it to the catalog")
	})
	b.w.otherSkill = dhOtherSkillForm{name: name, cost: cost, uses: uses, language: language, toCatalog: toCatalog, add: other}
	box.Add(widgets.Section("Another skill", "", container.NewVBox(
		widgets.Explain("Any skill, at the base cost your table agreed. Saved to the catalog, it is offered to every character."), widget.NewForm(
			widget.NewFormItem("Name", name),
			widget.NewFormItem("Base cost", cost),
			widget.NewFormItem("Helps", uses),
		), language, toCatalog, other)))
}

// addSkillQuote says what taking a skill costs, before it is taken: the
// rules take it on a copy, which is thrown away.
func (b *dhBuilder) addSkillQuote(def dragonhead.SkillDef) string {
	c := b.char
	next, q, err := dragonhead.AddSkill(c, def)
	switch {
	case err != nil:
		return err.Error()
	case next.XP.Unspent == c.XP.Unspent:
		return fmt.Sprintf("%s is a starting skill: %s XP recorded as spent, unspent XP unchanged", q.What, dhThousandsSep(q.Cost))
	default:
		return q.String()
	}
}

// dropSkillButton is a skill's Drop button, kept for the tests.
func (b *dhBuilder) dropSkillButton(name string, tapped func()) *widget.Button {
	btn := widget.NewButton("Drop…", tapped)
	b.w.drops["skill:"+name] = btn
	return btn
}

func dhHasSkill(c dragonhead.Character, name string) bool {
	return slices.ContainsFunc(c.Skills, func(s dragonhead.Skill) bool { return strings.EqualFold(s.Name, name) })
}

// fillHitPoints is step 4: Actual HP, the class HP rolls, Total HP and Stun.
func (b *dhBuilder) fillHitPoints(box *fyne.Container) {
	box.Add(widgets.Bold("Hit points"))
	box.Add(widgets.Explain("Actual HP = best roll of the first class's hit die + Muscle, Constitution and Spirit modifiers. " +
		"Each level after the first rolls the class hit die (every level for later classes)."))
	for _, key := range []string{"actual_hp", "class_hp", "total_hp", "stun"} {
		box.Add(b.valueRow(key))
	}
	if _, ok := b.value("actual_hp"); !ok {
		if len(b.char.Classes) > 0 && b.char.Classes[0].HitDie == 0 {
			first := b.char.Classes[0]
			if up := b.updateClassButton(first); up != nil {
				box.Add(up)
			}
			box.Add(b.hitDieRow(first))
		} else {
			box.Add(widgets.Wrapped("Hit points need a first class with a hit die: add one on the Classes step."))
		}
	}
	for _, cl := range b.char.Classes {
		if len(cl.HPRolls) == 0 {
			continue
		}
		rolls := make([]string, len(cl.HPRolls))
		for i, r := range cl.HPRolls {
			rolls[i] = strconv.Itoa(r)
		}
		box.Add(widgets.Explain(fmt.Sprintf("%s d%d rolls: %s", cl.Name, cl.HitDie, strings.Join(rolls, ", "))))
	}
}

// dhHasScores reports whether the scores were already rolled or typed in
// (a new character only has the defaults): rolling again would replace them.
func dhHasScores(c dragonhead.Character) bool {
	return c.Creation.Method != "" || len(c.Creation.Rolled) > 0
}
