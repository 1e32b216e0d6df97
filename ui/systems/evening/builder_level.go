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

// The builder's Level & features step: starting level, XP, base features
// and the character kit.

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
