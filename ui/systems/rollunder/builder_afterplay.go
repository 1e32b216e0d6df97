package rollunder

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/widgets"
)

// afterPlayWidgets are the After play section's buttons and fields.
type afterPlayWidgets struct {
	rest, tend, markDead  *widget.Button
	healAbility           *widget.Select
	healAmount, healText  *widget.Entry
	heal                  *widget.Button
	hirelingPick          *widget.Select
	continueAsHireling    *widget.Button
	continued             *model.Character // the last character made by Continue, for tests
	continuedFromHireling int
}

// afterPlayCard is what changes a character between sessions (spec §4):
// the book has no XP or advancement.
func (b *builder) afterPlayCard() fyne.CanvasObject {
	a := &b.w.after
	a.rest = widget.NewButton("Rest", b.rest)
	a.tend = widget.NewButton("Tend (an ally)", b.tend)
	a.markDead = widget.NewButton("Mark dead", b.markDead)
	a.healAbility = widget.NewSelect([]string{"STR", "DEX", "WIL"}, nil)
	a.healAbility.SetSelected("STR")
	a.healAmount = widgets.Entry("to full")
	a.healText = widgets.Entry("service, e.g. Temple of Mirth, 40 gp")
	a.heal = widget.NewButton("Expert healing", b.expertHeal)
	names := make([]string, len(b.char.Hirelings))
	for i, h := range b.char.Hirelings {
		names[i] = fmt.Sprintf("%d. %s (%s)", i+1, h.Name, h.Role)
	}
	a.hirelingPick = widget.NewSelect(names, nil)
	a.hirelingPick.PlaceHolder = "pick a hireling"
	a.continueAsHireling = widget.NewButton("Continue as this hireling", b.continueAsHireling)
	if len(names) == 0 {
		a.hirelingPick.Disable()
		a.continueAsHireling.Disable()
	}
	box := container.NewVBox(
		container.NewBorder(nil, nil, a.rest, nil, widgets.Explain(`"A few minutes of rest and a swig of water recovers all of character's lost Hit Points." `+ru.RestWarning+" (Rest)")),
		container.NewBorder(nil, nil, a.tend, nil, widgets.Explain("Only a character with Critical Damage is tended; tended and rested, it recovers (Critical Damage).")),
		container.NewBorder(nil, nil, nil, container.NewHBox(a.healAbility, bldSized(a.healAmount, 80), a.heal), a.healText),
		widgets.Explain(`"Ability Score Loss and other serious ailments require the aid of an Expert service" (Healing): the score goes back to full, or up by the amount typed.`),
		container.NewBorder(nil, nil, a.markDead, nil, widgets.Explain(`"The character dies at STR 0" (Ability Score Loss); mark other deaths here.`)),
		container.NewBorder(nil, nil, nil, a.continueAsHireling, a.hirelingPick),
		widgets.Explain("Continue as a hireling makes it a new character in this campaign and takes it off this sheet (Death)."),
	)
	return widgets.Section("After play", "The book has no XP, levels or advancement: these are the changes between sessions.", box)
}

// afterPlay applies one of rules/rollunder's after-play changes.
func (b *builder) afterPlay(what string, change func(c ru.Character) (ru.Character, error)) bool {
	return b.apply(what, true, func(c *ru.Character) error {
		next, err := change(*c)
		if err != nil {
			return err
		}
		*c = next
		return nil
	})
}

func (b *builder) rest() {
	msg := ""
	if b.afterPlay("Rest", func(c ru.Character) (ru.Character, error) {
		c, msg = ru.Rest(c)
		return c, nil
	}) {
		b.say("Rest: " + msg)
	}
}

func (b *builder) tend() { b.afterPlay("Tend", ru.Tend) }

func (b *builder) markDead() {
	b.afterPlay("Marked dead", func(c ru.Character) (ru.Character, error) { return ru.MarkDead(c), nil })
}

func (b *builder) expertHeal() {
	a := b.w.after
	amount, err := bldParseOptionalInt("amount", a.healAmount.Text)
	if err != nil {
		b.fail("Expert healing", bldWrap("amount", err))
		return
	}
	ability := strings.ToLower(a.healAbility.Selected)
	b.afterPlay("Expert healing of "+a.healAbility.Selected, func(c ru.Character) (ru.Character, error) {
		return ru.ExpertHeal(c, ability, amount, strings.TrimSpace(a.healText.Text))
	})
}

// continueAsHireling makes the picked hireling a new character in the same
// campaign, then takes the entry off this character.
func (b *builder) continueAsHireling() {
	const what = "Continue as a hireling"
	i := b.w.after.hirelingPick.SelectedIndex()
	if i < 0 {
		b.fail(what, fmt.Errorf("pick the hireling to continue as"))
		return
	}
	if b.ctx.Store == nil {
		b.fail(what, fmt.Errorf("no library is open to keep the new character in"))
		return
	}
	next, old, err := ru.ContinueAsHireling(b.char, i)
	if err != nil {
		b.fail(what, err)
		return
	}
	data, err := ru.Encode(next)
	if err != nil {
		b.fail(what, err)
		return
	}
	name := b.char.Hirelings[i].Name
	nc := &model.Character{System: ru.ID, Name: name, CampaignID: b.ctx.CampaignID, Data: data,
		Notes: fmt.Sprintf("Continued from %s's %s (Death).", b.ctx.Name, b.char.Hirelings[i].Role)}
	if err := b.ctx.Store.CreateCharacter(context.Background(), nc); err != nil {
		b.fail(what, err)
		return
	}
	b.w.after.continued, b.w.after.continuedFromHireling = nc, i
	if b.afterPlay(what, func(ru.Character) (ru.Character, error) { return old, nil }) {
		b.say(fmt.Sprintf("%s is now a character of its own in the library; this sheet no longer lists them.", name))
	}
}
