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

// This file holds the first steps of the DRGN builder: concept (tier and
// XP), body shape and size, features and traits.

func drgnTierOption(tier int) string { return fmt.Sprintf("Tier %d", tier) }

func (b *drgnBuilder) conceptStep() fyne.CanvasObject {
	var tiers []string
	for t := drgn.MinTier; t <= drgn.MaxTier; t++ {
		tiers = append(tiers, drgnTierOption(t))
	}
	b.widgets.tierSelect = drgnSelect(tiers, drgnTierOption(b.char.Tier), func(option string) {
		tier, err := strconv.Atoi(strings.TrimPrefix(option, "Tier "))
		if err != nil {
			return
		}
		b.edit("campaign tier", true, func(c *drgn.Character) error {
			xp, ok := drgn.StartingXP(tier)
			if !ok {
				return fmt.Errorf("tier %d is outside %d–%d", tier, drgn.MinTier, drgn.MaxTier)
			}
			c.Tier, c.XPBudget = tier, xp
			return nil
		})
	})
	b.widgets.budget = drgnIntEntry(b.char.XPBudget, func(n int) {
		b.edit("XP budget", false, func(c *drgn.Character) error { c.XPBudget = n; return nil })
	})
	var table []string
	for _, row := range drgn.TierStartingXP {
		table = append(table, fmt.Sprintf("Tier %d: %d", row.Tier, row.XP))
	}
	tierHow := widgets.Caption("")
	b.hooks = append(b.hooks, func(rules.Derived) {
		tierHow.SetText(widgets.Shown(b.value("tier").Explain + ". " + b.value("xp_budget").Explain + "."))
	})
	intro := widget.NewLabel("Before writing anything down, know who the character is, what they look like, what they can do " +
		"and why. Name, player and notes are above; here the campaign's tier sets the XP every later step spends " +
		"from one pool: features, trait points, and abilities × uses.")
	intro.Wrapping = fyne.TextWrapWord
	return container.NewVBox(
		widgets.Heading("0. Design the character concept"),
		intro,
		widget.NewForm(
			widget.NewFormItem("Campaign tier", b.widgets.tierSelect),
			widget.NewFormItem("XP budget", b.widgets.budget),
		),
		tierHow,
		widgets.Caption("Choosing a tier sets the budget to the book's starting XP ("+strings.Join(table, " · ")+
			"+). The Architect can set any amount: type it in the XP budget."),
	)
}

func (b *drgnBuilder) bodyStep() fyne.CanvasObject {
	var shapes []string
	for _, s := range drgn.BodyShapes {
		shapes = append(shapes, s.Name)
	}
	shapes = append(shapes, drgn.CustomShape)
	current := b.char.BodyShape
	if s, ok := drgn.BodyShapeByName(current); ok {
		current = s.Name
	} else if strings.EqualFold(strings.TrimSpace(current), drgn.CustomShape) {
		current = drgn.CustomShape
	}
	b.widgets.shapeSelect = drgnSelect(shapes, current, func(shape string) {
		b.edit("body shape", true, func(c *drgn.Character) error {
			c.BodyShape = shape
			if shape != drgn.CustomShape {
				c.CustomSlots = nil
			}
			return nil
		})
	})
	shapeBox := container.NewVBox(widget.NewForm(widget.NewFormItem("Body shape", b.widgets.shapeSelect)))
	var shapeRows []string
	for _, s := range drgn.BodyShapes {
		shapeRows = append(shapeRows, s.Name+": "+strings.Join(s.Slots, ", "))
	}
	shapeBox.Add(widgets.Caption("The book's shapes — " + strings.Join(shapeRows, "; ") + "."))
	if current == drgn.CustomShape {
		shapeBox.Add(widgets.Caption(fmt.Sprintf("A custom shape has %s fixed, plus %d slots you choose from %s:",
			strings.Join(drgn.FixedSlots, ", "), drgn.CustomChosenSlots, strings.Join(drgn.ChoosableSlots, ", "))))
		grid := container.NewGridWithColumns(drgn.CustomChosenSlots)
		b.widgets.customSlots = nil
		for i := range drgn.CustomChosenSlots {
			chosen := ""
			if i < len(b.char.CustomSlots) {
				chosen = b.char.CustomSlots[i]
			}
			sel := drgnSelect(drgn.ChoosableSlots, chosen, nil)
			sel.PlaceHolder = fmt.Sprintf("Slot %d", i+1)
			b.widgets.customSlots = append(b.widgets.customSlots, sel)
			grid.Add(sel)
		}
		for _, sel := range b.widgets.customSlots {
			sel.OnChanged = func(string) {
				b.edit("custom slots", false, func(c *drgn.Character) error {
					c.CustomSlots = nil
					for _, s := range b.widgets.customSlots {
						if s.Selected != "" {
							c.CustomSlots = append(c.CustomSlots, s.Selected)
						}
					}
					return nil
				})
			}
		}
		shapeBox.Add(grid)
	}
	slotsNow := widget.NewLabel("")
	slotsNow.Wrapping = fyne.TextWrapWord
	b.hooks = append(b.hooks, func(rules.Derived) {
		slotsNow.SetText(widgets.Shown("Slots: " + b.value("body_shape").Explain + ". Additional Limb features add more (step 2)."))
	})
	shapeBox.Add(slotsNow)

	var sizes []string
	for _, s := range drgn.Sizes {
		sizes = append(sizes, s.Name)
	}
	size := b.char.Size
	if s, ok := drgn.SizeByName(size); ok {
		size = s.Name
	}
	b.widgets.sizeSelect = drgnSelect(sizes, size, func(name string) {
		b.edit("size", true, func(c *drgn.Character) error { c.Size = name; return nil })
	})
	table := container.NewGridWithColumns(5,
		drgnSmallBold("Size"), drgnSmallBold("Token"), drgnSmallBold("Speed"), drgnSmallBold("Evasion"), drgnSmallBold("HP ×"))
	for _, s := range drgn.Sizes {
		open := ""
		if s.OpenEnded {
			open = "+"
		}
		table.Add(drgnSmall(s.Name))
		table.Add(drgnSmall(s.TokenSize))
		table.Add(drgnSmall(fmt.Sprintf("%d%s", s.BaseSpeed, open)))
		table.Add(drgnSmall(fmt.Sprintf("%+d", s.BonusEvasion)))
		table.Add(drgnSmall(fmt.Sprintf("%g%s", s.HPModifier, open)))
	}
	sizeBox := container.NewVBox(widget.NewForm(widget.NewFormItem("Size", b.widgets.sizeSelect)), table)
	if s, ok := drgn.SizeByName(b.char.Size); ok && s.OpenEnded {
		b.widgets.kaijuHPEntry = widgets.Entry(fmt.Sprintf("%g (the book's minimum)", s.HPModifier))
		if b.char.KaijuHPModifier != 0 {
			b.widgets.kaijuHPEntry.SetText(strconv.FormatFloat(b.char.KaijuHPModifier, 'f', -1, 64))
		}
		b.widgets.kaijuHPEntry.Validator = drgnOptionalNumber
		b.widgets.kaijuHPEntry.OnChanged = func(text string) {
			v, err := drgnParseOptionalNumber(text)
			if err == nil {
				b.edit("Kaiju HP modifier", false, func(c *drgn.Character) error { c.KaijuHPModifier = v; return nil })
			}
		}
		b.widgets.kaijuSpeedEntry = widgets.Entry(fmt.Sprintf("%d (the book's minimum)", s.BaseSpeed))
		if b.char.KaijuBaseSpeed != 0 {
			b.widgets.kaijuSpeedEntry.SetText(strconv.Itoa(b.char.KaijuBaseSpeed))
		}
		b.widgets.kaijuSpeedEntry.Validator = func(text string) error {
			if strings.TrimSpace(text) == "" {
				return nil
			}
			return drgnWholeNumber(text)
		}
		b.widgets.kaijuSpeedEntry.OnChanged = func(text string) {
			text = strings.TrimSpace(text)
			n, err := strconv.Atoi(text)
			if text == "" {
				n, err = 0, nil
			}
			if err == nil {
				b.edit("Kaiju base speed", false, func(c *drgn.Character) error { c.KaijuBaseSpeed = n; return nil })
			}
		}
		sizeBox.Add(widget.NewForm(
			widget.NewFormItem("Kaiju HP modifier", b.widgets.kaijuHPEntry),
			widget.NewFormItem("Kaiju base speed", b.widgets.kaijuSpeedEntry)))
		sizeBox.Add(widgets.Caption("Kaiju's row is open-ended (\"1.75+\", \"10+\"): leave blank for the minimum or set what the Architect allows."))
	}
	sizeNow := widgets.Caption("")
	b.hooks = append(b.hooks, func(rules.Derived) { sizeNow.SetText(widgets.Shown(b.value("size").Explain)) })
	sizeBox.Add(sizeNow)
	return container.NewVBox(widgets.Heading("1. Body shape and size"), shapeBox, widget.NewSeparator(), sizeBox)
}

// drgnOptionalNumber accepts a blank entry or a number.
func drgnOptionalNumber(text string) error {
	_, err := drgnParseOptionalNumber(text)
	return err
}

func drgnParseOptionalNumber(text string) (float64, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	v, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number", text)
	}
	return v, nil
}

// drgnSmall and drgnSmallBold are table cells in the caption size.
func drgnSmall(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

func drgnSmallBold(text string) *widget.Label {
	l := drgnSmall(text)
	l.TextStyle.Bold = true
	return l
}

// drgnLimbSlots are the slots an Additional Limb may grant.
var drgnLimbSlots = []string{drgn.SlotWeapon, drgn.SlotBoots, drgn.SlotAccessory, drgn.SlotHelmet, drgn.SlotMainArmor}

func (b *drgnBuilder) featuresStep() fyne.CanvasObject {
	box := container.NewVBox(widgets.Heading("2. Features"),
		widgets.Caption("Features come from the character's \"species\". Each costs XP from the same pool."))
	taken := container.NewVBox()
	b.widgets.limbSlots = nil
	for i, f := range b.char.Features {
		i := i
		cost := "cost missing"
		if book, ok := drgn.FeatureByName(f.Name); ok {
			cost = fmt.Sprintf("%d XP", book.Cost)
		} else if f.Cost != nil {
			cost = fmt.Sprintf("%d XP (custom)", *f.Cost)
		}
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			b.edit("remove feature", true, func(c *drgn.Character) error {
				c.Features = append(c.Features[:i], c.Features[i+1:]...)
				return nil
			})
		})
		b.widgets.featureRemove = append(b.widgets.featureRemove, remove)
		row := container.NewBorder(nil, nil, widgets.Bold(f.Name), container.NewHBox(widget.NewLabel(cost), remove))
		if book, ok := drgn.FeatureByName(f.Name); ok && book.AddsSlot {
			sel := drgnSelect(drgnLimbSlots, f.Slot, func(slot string) {
				b.edit("Additional Limb slot", false, func(c *drgn.Character) error { c.Features[i].Slot = slot; return nil })
			})
			sel.PlaceHolder = "Slot it grants"
			b.widgets.limbSlots = append(b.widgets.limbSlots, sel)
			row = container.NewBorder(nil, nil, widgets.Bold(f.Name), container.NewHBox(sel, widget.NewLabel(cost), remove))
		}
		taken.Add(row)
	}
	if len(b.char.Features) == 0 {
		taken.Add(widgets.Caption("No features yet."))
	}
	featureXP := widgets.Caption("")
	b.hooks = append(b.hooks, func(rules.Derived) { featureXP.SetText(widgets.Shown(b.value("xp_features").Explain)) })
	box.Add(widgets.Bold("Taken"))
	box.Add(taken)
	box.Add(featureXP)
	box.Add(widget.NewSeparator())
	box.Add(widgets.Bold("The book's features"))
	var names []string
	table := container.NewVBox()
	for _, f := range drgn.Features {
		names = append(names, f.Name)
		table.Add(drgnPair(f.Name, fmt.Sprintf("%d XP", f.Cost)))
		table.Add(widgets.Caption(f.Effect))
	}
	b.widgets.featureSelect = widget.NewSelect(names, nil)
	b.widgets.featureSelect.PlaceHolder = "Choose a feature"
	b.widgets.addFeature = widget.NewButtonWithIcon("Add feature", theme.ContentAddIcon(), func() {
		name := b.widgets.featureSelect.Selected
		if name == "" {
			b.refuse("add feature", errors.New("choose a feature first"))
			return
		}
		b.edit("add "+name, true, func(c *drgn.Character) error {
			c.Features = append(c.Features, drgn.FeatureChoice{Name: name})
			return nil
		})
	})
	box.Add(container.NewBorder(nil, nil, nil, b.widgets.addFeature, b.widgets.featureSelect))
	box.Add(table)
	box.Add(widget.NewSeparator())
	box.Add(widgets.Bold("A custom feature (its cost agreed with the Architect)"))
	b.widgets.customFeatureName = widgets.Entry("Name, e.g. Gills")
	b.widgets.customFeatureCost = widgets.Entry("XP cost")
	b.widgets.addCustomFeature = widget.NewButtonWithIcon("Add custom", theme.ContentAddIcon(), func() {
		name := strings.TrimSpace(b.widgets.customFeatureName.Text)
		costText := strings.TrimSpace(b.widgets.customFeatureCost.Text)
		b.edit("add custom feature", true, func(c *drgn.Character) error {
			if name == "" {
				return errors.New("a custom feature needs a name")
			}
			if _, ok := drgn.FeatureByName(name); ok {
				return fmt.Errorf("%s is a book feature: add it from the list above", name)
			}
			cost, err := strconv.Atoi(costText)
			if err != nil {
				return fmt.Errorf("the cost %q is not a whole number of XP", costText)
			}
			if cost < 0 {
				return fmt.Errorf("the cost %d is negative", cost)
			}
			c.Features = append(c.Features, drgn.FeatureChoice{Name: name, Cost: &cost})
			return nil
		})
	})
	box.Add(container.NewBorder(nil, nil, nil, b.widgets.addCustomFeature,
		container.NewGridWithColumns(2, b.widgets.customFeatureName, b.widgets.customFeatureCost)))
	return box
}

// drgnTraitChoices are the book's common and uncommon traits.
func drgnTraitChoices() []string {
	var out []string
	out = append(out, drgn.FunctionalTraits...)
	out = append(out, drgn.CommonTraits...)
	out = append(out, drgn.UncommonTraits...)
	return out
}

func (b *drgnBuilder) traitsStep() fyne.CanvasObject {
	box := container.NewVBox(widgets.Heading("3. Traits"),
		widgets.Caption(fmt.Sprintf("All traits start at %d and are raised with XP up to %d: 1 XP per point from 10-19, "+
			"2 from 20-29, 3 from 30-39, and so on. Constitution gives 4 HP a point; Evasion reduces incoming damage "+
			"by 1/5; Perception is what stealth must beat.", drgn.TraitStart, drgn.TraitMax)))
	names := make([]string, 0, len(b.char.Traits))
	for n := range b.char.Traits {
		names = append(names, n)
	}
	sortTraitNames(names)
	grid := container.New(layout.NewFormLayout())
	for _, name := range names {
		name := name
		score := drgnIntEntry(b.char.Traits[name], func(n int) {
			b.edit(name, false, func(c *drgn.Character) error {
				if c.Traits == nil {
					c.Traits = map[string]int{}
				}
				c.Traits[name] = n
				return nil
			})
		})
		b.widgets.traitScores[name] = score
		raise := widget.NewButton("+1", func() {
			if n, err := strconv.Atoi(strings.TrimSpace(score.Text)); err == nil {
				score.SetText(strconv.Itoa(n + 1))
			}
		})
		b.widgets.traitRaise[name] = raise
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			b.edit("remove "+name, true, func(c *drgn.Character) error { delete(c.Traits, name); return nil })
		})
		b.widgets.traitRemove[name] = remove
		cost := widget.NewLabel("")
		how := widgets.Caption("")
		b.hooks = append(b.hooks, func(d rules.Derived) {
			rows, _ := b.value("traits").Value.([]drgn.TraitRow)
			for _, r := range rows {
				if r.Name != name {
					continue
				}
				if r.NextPointCost == 0 {
					cost.SetText(fmt.Sprintf("%d XP spent · at the maximum", r.Spent))
					raise.Disable()
				} else {
					cost.SetText(fmt.Sprintf("%d XP spent · next point %d XP", r.Spent, r.NextPointCost))
					raise.Enable()
				}
				// The explain line matters when equipment boosts the trait.
				how.SetText(widgets.Shown(r.Explain))
				if r.Effective == r.Score {
					how.Hide()
				} else {
					how.Show()
				}
			}
		})
		scoreBox := container.NewGridWrap(fyne.NewSize(96, score.MinSize().Height), score)
		controls := container.NewHBox(scoreBox, raise, layout.NewSpacer(), remove)
		cost.SizeName = theme.SizeNameCaptionText
		grid.Add(widgets.Bold(name))
		grid.Add(container.NewVBox(controls, cost, how))
	}
	box.Add(grid)
	total := widgets.Caption("")
	b.hooks = append(b.hooks, func(rules.Derived) { total.SetText(widgets.Shown(b.value("xp_traits").Explain)) })
	box.Add(total)
	box.Add(widget.NewSeparator())
	box.Add(widgets.Bold("Add a trait to the campaign's list"))
	var choices []string
	for _, t := range drgnTraitChoices() {
		if _, has := b.char.Traits[t]; !has {
			choices = append(choices, t)
		}
	}
	b.widgets.newTrait = widget.NewSelectEntry(choices)
	b.widgets.newTrait.SetPlaceHolder("Book list or your own")
	b.widgets.addTrait = widget.NewButtonWithIcon("Add trait", theme.ContentAddIcon(), func() {
		name := strings.TrimSpace(b.widgets.newTrait.Text)
		b.edit("add trait", true, func(c *drgn.Character) error {
			next, err := c.AddTrait(name)
			*c = next
			return err
		})
	})
	box.Add(container.NewBorder(nil, nil, nil, b.widgets.addTrait, b.widgets.newTrait))
	box.Add(widgets.Caption("Common: " + strings.Join(drgn.CommonTraits, ", ") + ". Uncommon: " + strings.Join(drgn.UncommonTraits, ", ") + "."))
	return box
}

// drgnFunctionalRank lists the functional traits first.
func drgnFunctionalRank(name string) int {
	for i, f := range drgn.FunctionalTraits {
		if f == name {
			return i
		}
	}
	return len(drgn.FunctionalTraits)
}
