package drgn

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

	"sessionzero/rules"
	"sessionzero/rules/drgn"
	"sessionzero/ui/widgets"
)

// This file holds the DRGN builder's Abilities step (the bought abilities
// and the calculator panel), Finishing Touches, and After play.

// abilitiesStep lists the bought abilities (uses, cost, edit, remove) above
// the calculator panel.
func (b *drgnBuilder) abilitiesStep() fyne.CanvasObject {
	box := container.NewVBox(widgets.Heading("4. Abilities"),
		widgets.Caption("Powers, talents, skills and spells are all abilities. Build one from components in the calculator "+
			"below and buy it with a number of uses: XP = cost per use × uses."))
	for i, a := range b.char.Abilities {
		i := i
		uses := drgnIntEntry(a.Uses, func(n int) {
			b.edit("uses of "+a.Name, false, func(c *drgn.Character) error {
				if n < 0 {
					return fmt.Errorf("uses %d: cannot buy a negative number of uses", n)
				}
				c.Abilities[i].Uses = n
				return nil
			})
		})
		edit := widget.NewButtonWithIcon("Edit", theme.DocumentCreateIcon(), func() {
			b.abilityEditing = i
			b.calc.load(b.char.Abilities[i])
			b.calcAdd.SetText("Save changes to " + b.char.Abilities[i].Name)
		})
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			if b.edit("remove "+a.Name, true, func(c *drgn.Character) error {
				c.Abilities = append(c.Abilities[:i], c.Abilities[i+1:]...)
				return nil
			}) {
				b.abilityRemoved(i)
			}
		})
		b.widgets.abilityEdit = append(b.widgets.abilityEdit, edit)
		b.widgets.abilityRemove = append(b.widgets.abilityRemove, remove)
		cost := widget.NewLabel("")
		how := widgets.Caption("")
		b.hooks = append(b.hooks, func(rules.Derived) {
			rows, _ := b.value("abilities").Value.([]drgn.AbilityRow)
			if i >= len(rows) {
				return
			}
			r := rows[i]
			if r.Error != "" {
				cost.SetText("not priced")
				cost.Importance = widget.DangerImportance
			} else {
				cost.SetText(fmt.Sprintf("%d a use · %d XP · ~%d targets · %s", r.CostPerUse, r.TotalXP, r.EstimatedTargets, strings.Join(r.DamageTypes, "/")))
				cost.Importance = widget.MediumImportance
			}
			cost.Refresh()
			how.SetText(widgets.Shown(r.Explain))
		})
		usesBox := container.NewGridWrap(fyne.NewSize(90, uses.MinSize().Height), uses)
		box.Add(container.NewBorder(nil, nil, widgets.Bold(a.Name), nil, cost))
		box.Add(container.NewHBox(widget.NewLabel("Uses bought"), usesBox, edit, layout.NewSpacer(), remove))
		box.Add(how)
	}
	if len(b.char.Abilities) == 0 {
		box.Add(widgets.Caption("No abilities yet."))
	}
	total := widgets.Caption("")
	b.hooks = append(b.hooks, func(rules.Derived) { total.SetText(widgets.Shown(b.value("xp_abilities").Explain)) })
	box.Add(total)
	box.Add(widget.NewSeparator())
	box.Add(widgets.Bold("Ability component calculator"))
	box.Add(b.calc.content)
	return box
}

// abilityRemoved keeps the calculator's edit pointing at the same ability
// after the ability at index i went: editing the removed one ends (the
// calculator keeps its components, to add as a new ability), a later one
// moves up.
func (b *drgnBuilder) abilityRemoved(i int) {
	switch {
	case b.abilityEditing == i:
		b.abilityEditing = -1
		b.calcAdd.SetText("Add to this character")
		b.calc.status.SetText("The ability being edited was removed; Add puts the calculator's ability back as a new one.")
	case b.abilityEditing > i:
		b.abilityEditing--
	}
}

// addCalculatorAbility adds the calculator's ability to the character, or
// saves it over the one being edited. Nonsense is refused with the reason.
func (b *drgnBuilder) addCalculatorAbility() {
	a, err := b.calc.ability()
	if err != nil {
		b.calc.showRefusal(err)
		b.refuse("ability", err)
		return
	}
	editing := b.abilityEditing
	ok := b.edit("ability "+a.Name, true, func(c *drgn.Character) error {
		if editing >= 0 && editing < len(c.Abilities) {
			a.Extra = c.Abilities[editing].Extra
			a.Notes = c.Abilities[editing].Notes
			c.Abilities[editing] = a
			return nil
		}
		c.Abilities = append(c.Abilities, a)
		return nil
	})
	if ok {
		b.abilityEditing = -1
		b.calcAdd.SetText("Add to this character")
		b.calc.status.SetText(fmt.Sprintf("%s is on the character.", a.Name))
		b.calc.clear()
	}
}

// drgnTypesOf lists the attunement chart's types of one kind.
func drgnTypesOf(kind drgn.ElementKind) []string {
	var out []string
	for _, e := range drgn.Elements {
		if e.Kind == kind {
			out = append(out, e.Name)
		}
	}
	return out
}

func (b *drgnBuilder) finishingStep() fyne.CanvasObject {
	box := container.NewVBox(widgets.Heading("6. Finishing touches"),
		widgets.Caption("Resistances: the character's \"skin\" resists one physical and one elemental type, "+
			"or it uses its Main Armor's resistances. Temporary HP and Epicoins start at 0."))
	b.widgets.skinPhysical = drgnSelect(drgnTypesOf(drgn.Physical), b.char.Skin.Physical, func(s string) {
		b.edit("skin", false, func(c *drgn.Character) error { c.Skin.Physical = s; return nil })
	})
	b.widgets.skinPhysical.PlaceHolder = "physical type"
	b.widgets.skinElemental = drgnSelect(drgnTypesOf(drgn.Elemental), b.char.Skin.Elemental, func(s string) {
		b.edit("skin", false, func(c *drgn.Character) error { c.Skin.Elemental = s; return nil })
	})
	b.widgets.skinElemental.PlaceHolder = "elemental type"
	b.widgets.useArmor = widget.NewCheck("Use the Main Armor's resistances instead", nil)
	b.widgets.useArmor.SetChecked(b.char.UseArmorResistances)
	b.widgets.useArmor.OnChanged = func(on bool) {
		b.edit("resistances", false, func(c *drgn.Character) error { c.UseArmorResistances = on; return nil })
	}
	current := ""
	if b.char.CurrentHP != nil {
		current = strconv.Itoa(*b.char.CurrentHP)
	}
	b.widgets.currentHP = widget.NewEntry()
	b.widgets.currentHP.SetText(current)
	b.widgets.currentHP.SetPlaceHolder("blank: full (Max HP)")
	b.widgets.currentHP.Validator = func(s string) error {
		_, err := drgnOptionalInt("current HP", s)
		return err
	}
	b.widgets.currentHP.OnChanged = func(s string) {
		if hp, err := drgnOptionalInt("current HP", s); err == nil {
			b.edit("current HP", false, func(c *drgn.Character) error { c.CurrentHP = hp; return nil })
		}
	}
	b.widgets.temporaryHP = drgnIntEntry(b.char.TemporaryHP, func(n int) {
		b.edit("temporary HP", false, func(c *drgn.Character) error { c.TemporaryHP = n; return nil })
	})
	b.widgets.epicoins = drgnIntEntry(b.char.Epicoins, func(n int) {
		b.edit("Epicoins", false, func(c *drgn.Character) error { c.Epicoins = n; return nil })
	})
	box.Add(widget.NewForm(
		widget.NewFormItem("Skin resists", container.NewGridWithColumns(2, b.widgets.skinPhysical, b.widgets.skinElemental)),
		widget.NewFormItem("", b.widgets.useArmor),
		widget.NewFormItem("Current HP", b.widgets.currentHP),
		widget.NewFormItem("Temporary HP", b.widgets.temporaryHP),
		widget.NewFormItem("Epicoins", b.widgets.epicoins),
	))
	values := container.NewVBox()
	chart := container.NewVBox()
	b.hooks = append(b.hooks, func(rules.Derived) {
		values.RemoveAll()
		for _, key := range []string{"speed", "resistances", "toughness", "max_hp", "temporary_hp", "current_hp", "epicoins"} {
			values.Add(drgnValueRow(b.value(key)))
		}
		values.Refresh()
		chart.RemoveAll()
		rows, _ := b.value("attunement").Value.([]drgn.AttunementRow)
		more, less := drgn.AttunementSides(rows)
		chart.Add(drgnPair("Takes 1.5× from", drgn.ListOrNone(more)))
		chart.Add(drgnPair("Takes ½ from", drgn.ListOrNone(less)))
		chart.Add(widgets.Caption(b.value("attunement").Explain))
		chart.Refresh()
	})
	box.Add(widgets.Bold("Finishing numbers"))
	box.Add(values)
	box.Add(widgets.Bold("Attunement chart (good / poor against)"))
	box.Add(chart)
	var ref []string
	for _, e := range drgn.Elements {
		if e.Name == drgn.Force {
			continue
		}
		ref = append(ref, fmt.Sprintf("%s: good against %s, poor against %s", e.Name, strings.Join(e.GoodAgainst, "/"), strings.Join(e.PoorAgainst, "/")))
	}
	box.Add(widgets.Caption("The chart — " + strings.Join(ref, "; ") + ". Force is neutral to everything."))
	return box
}

// drgnAfterPlay holds the After play step's inputs.
type drgnAfterPlay struct {
	xp                     *widget.Entry
	addXP                  *widget.Button
	trait                  *widget.Select
	points                 *widget.Entry
	raise                  *widget.Button
	ability                *widget.Select
	uses                   *widget.Entry
	addUses                *widget.Button
	epicoins               *widget.Entry
	addEpicoins            *widget.Button
	risks                  *widget.Entry
	recordRisks            *widget.Button
	nextTraitCost, tallyAt *widget.Label
}

// drgnPositive reads a positive whole number typed in an entry.
func drgnPositive(what, text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a whole number", what, text)
	}
	return n, nil
}

func (b *drgnBuilder) afterPlayStep() fyne.CanvasObject {
	p := &drgnAfterPlay{}
	b.widgets.afterPlay = p
	entry := func(text string) *widget.Entry {
		e := widget.NewEntry()
		e.SetText(text)
		e.Validator = drgnWholeNumber
		return e
	}
	p.xp = entry("")
	p.xp.SetPlaceHolder("XP the Architect gave")
	p.addXP = widget.NewButtonWithIcon("Add XP", theme.ContentAddIcon(), func() {
		n, err := drgnPositive("XP", p.xp.Text)
		if err != nil {
			b.refuse("add XP", err)
			return
		}
		if b.edit("add XP", true, func(c *drgn.Character) error { next, err := c.AddXP(n); *c = next; return err }) {
			b.tell(fmt.Sprintf("Added %d XP to the budget.", n))
		}
	})
	traits := b.char.Clone().Traits
	var names []string
	for n := range traits {
		names = append(names, n)
	}
	sortTraitNames(names)
	p.trait = widget.NewSelect(names, nil)
	p.trait.PlaceHolder = "trait"
	p.points = entry("1")
	p.nextTraitCost = widgets.Caption("")
	p.trait.OnChanged = func(name string) {
		rows, _ := b.value("traits").Value.([]drgn.TraitRow)
		for _, r := range rows {
			if r.Name == name {
				p.nextTraitCost.SetText(widgets.Shown(r.Explain))
			}
		}
	}
	p.raise = widget.NewButtonWithIcon("Raise", theme.MoveUpIcon(), func() {
		name := p.trait.Selected
		n, err := drgnPositive("points", p.points.Text)
		if err == nil && name == "" {
			err = errors.New("choose the trait to raise")
		}
		if err != nil {
			b.refuse("raise trait", err)
			return
		}
		before := b.value("current_hp").Text()
		if b.edit("raise "+name, true, func(c *drgn.Character) error { next, err := c.RaiseTrait(name, n); *c = next; return err }) {
			msg := fmt.Sprintf("Raised %s by %d to %d; it applies at once.", name, n, b.char.Traits[name])
			if after := b.value("current_hp").Text(); after != before {
				msg += fmt.Sprintf(" Current HP %s -> %s (max HP rose by the same amount).", before, after)
			}
			b.tell(msg)
		}
	})
	var abilities []string
	for _, a := range b.char.Abilities {
		abilities = append(abilities, a.Name)
	}
	p.ability = widget.NewSelect(abilities, nil)
	p.ability.PlaceHolder = "ability"
	p.uses = entry("1")
	p.addUses = widget.NewButtonWithIcon("Add uses", theme.ContentAddIcon(), func() {
		i := p.ability.SelectedIndex()
		n, err := drgnPositive("uses", p.uses.Text)
		if err == nil && i < 0 {
			err = errors.New("choose the ability")
		}
		if err != nil {
			b.refuse("add uses", err)
			return
		}
		if b.edit("add uses", true, func(c *drgn.Character) error { next, err := c.AddUses(i, n); *c = next; return err }) {
			b.tell(fmt.Sprintf("%s now has %d uses.", b.char.Abilities[i].Name, b.char.Abilities[i].Uses))
		}
	})
	p.epicoins = entry("1")
	p.addEpicoins = widget.NewButtonWithIcon("Add Epicoins", theme.ContentAddIcon(), func() {
		n, err := strconv.Atoi(strings.TrimSpace(p.epicoins.Text))
		if err != nil {
			b.refuse("Epicoins", fmt.Errorf("%q is not a whole number (negative spends them)", p.epicoins.Text))
			return
		}
		if b.edit("Epicoins", true, func(c *drgn.Character) error { next, err := c.AddEpicoins(n); *c = next; return err }) {
			b.tell(fmt.Sprintf("The character has %d Epicoins.", b.char.Epicoins))
		}
	})
	p.risks = entry("1")
	p.tallyAt = widgets.Caption("")
	p.recordRisks = widget.NewButtonWithIcon("Record Risk it All", theme.ContentAddIcon(), func() {
		n, err := drgnPositive("Risk it All rolls", p.risks.Text)
		if err != nil {
			b.refuse("Risk it All", err)
			return
		}
		earned := 0
		if b.edit("Risk it All", true, func(c *drgn.Character) error {
			next, e, err := c.RecordRisks(n)
			*c, earned = next, e
			return err
		}) {
			b.tell(fmt.Sprintf("Recorded %s; earned %s.", widgets.Plural(n, "Risk it All roll"), widgets.Plural(earned, "Epicoin")))
		}
	})
	b.hooks = append(b.hooks, func(rules.Derived) {
		p.tallyAt.SetText(widgets.Shown(b.value("risk_it_all").Explain + ". " + b.value("epicoins").Explain + ". " + b.value("xp_remaining").Explain + "."))
	})
	row := func(input fyne.CanvasObject, button *widget.Button) fyne.CanvasObject {
		return container.NewBorder(nil, nil, nil, button, input)
	}
	return container.NewVBox(
		widgets.Heading("After play"),
		widgets.Caption("New XP goes into the same pool. \"Traits that are improved apply their bonuses immediately\": raising "+
			"Constitution raises Max HP and current HP by the same amount. These changes are refused when the XP "+
			"remaining cannot pay for them."),
		widget.NewForm(
			widget.NewFormItem("Earned XP", row(p.xp, p.addXP)),
			widget.NewFormItem("Raise a trait", row(container.NewGridWithColumns(2, p.trait, p.points), p.raise)),
			widget.NewFormItem("", p.nextTraitCost),
			widget.NewFormItem("More uses", row(container.NewGridWithColumns(2, p.ability, p.uses), p.addUses)),
			widget.NewFormItem("Epicoins", row(p.epicoins, p.addEpicoins)),
			widget.NewFormItem("Risk it All", row(p.risks, p.recordRisks)),
		),
		p.tallyAt,
	)
}

// sortTraitNames puts the functional traits first, then the rest by name.
func sortTraitNames(names []string) {
	for i := 1; i < len(names); i++ {
		for j := i; j > 0 && drgnTraitLess(names[j], names[j-1]); j-- {
			names[j], names[j-1] = names[j-1], names[j]
		}
	}
}

func drgnTraitLess(a, b string) bool {
	ra, rb := drgnFunctionalRank(a), drgnFunctionalRank(b)
	if ra != rb {
		return ra < rb
	}
	return a < b
}
