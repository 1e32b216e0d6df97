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

// fillAdvancement is step 9: XP, effort and class points, raises with their
// cost shown before they are bought, and the session's mojo.
func (b *dhBuilder) fillAdvancement(box *fyne.Container) {
	c := b.char
	box.Add(widgets.Bold("Experience"))
	for _, key := range []string{"xp_unspent", "xp_spent", "class_points", "xp_total", "character_level", "adventure_tier"} {
		box.Add(b.valueRow(key))
	}

	amount := widgets.Entry("XP, e.g. 2500")
	note := widgets.Entry("why")
	readAmount := func() (int, bool) {
		n, err := dhParseInt("XP", amount.Text)
		if err == nil && n <= 0 {
			err = fmt.Errorf("type an amount above 0")
		}
		if err != nil {
			b.fail("XP", err)
			return 0, false
		}
		return n, true
	}
	b.w.xpAmount = amount
	gain := widget.NewButton("Gain XP", func() {
		if n, ok := readAmount(); ok {
			b.apply(fmt.Sprintf("Gained %s XP", dhThousandsSep(n)), func(c dragonhead.Character) (dragonhead.Character, error) {
				return dragonhead.GainXP(c, n, strings.TrimSpace(note.Text))
			})
		}
	})
	b.w.gainXP = gain
	lose := widget.NewButton("Lose XP", func() {
		if n, ok := readAmount(); ok {
			b.apply(fmt.Sprintf("Lost %s XP", dhThousandsSep(n)), func(c dragonhead.Character) (dragonhead.Character, error) {
				return dragonhead.LoseXP(c, n, strings.TrimSpace(note.Text))
			})
		}
	})
	box.Add(widgets.Section("Unspent XP", "", container.NewVBox(
		widgets.Explain("A starting budget, the DM's awards, losses."), widget.NewForm(widget.NewFormItem("Amount", amount), widget.NewFormItem("Note", note)),
		container.NewGridWithColumns(2, gain, lose))))

	wear := widgets.Entry("wear recovered")
	adventure := widget.NewCheck("On adventure", nil)
	adventure.SetChecked(true)
	effortPreview := widgets.Explain("")
	showEffort := func() {
		n, err := dhParseInt("Wear", wear.Text)
		if err != nil {
			effortPreview.SetText(err.Error())
			return
		}
		effortPreview.SetText(fmt.Sprintf("= %s effort points", dhThousandsSep(dragonhead.EffortPoints(n, adventure.Checked))))
	}
	wear.OnChanged = func(string) { showEffort() }
	adventure.OnChanged = func(bool) { showEffort() }
	effort := widget.NewButton("Gain effort points", func() {
		n, err := dhParseInt("Wear", wear.Text)
		if err != nil {
			b.fail("Effort points", err)
			return
		}
		b.apply(fmt.Sprintf("%d wear recovered", n), func(c dragonhead.Character) (dragonhead.Character, error) {
			return dragonhead.GainEffort(c, n, adventure.Checked)
		})
	})
	box.Add(widgets.Section("Effort points", "", container.NewVBox(widgets.Explain("10 XP per wear recovered on adventure, 1 in day-to-day life."), wear, adventure, effortPreview, effort)))

	if len(c.Classes) > 0 {
		var names []string
		for _, cl := range c.Classes {
			names = append(names, cl.Name)
		}
		class := widget.NewSelect(names, nil)
		class.SetSelectedIndex(0)
		points := widgets.Entry("points")
		earn := widget.NewButton("Gain class points", func() {
			n, err := dhParseInt("Class points", points.Text)
			if err != nil {
				b.fail("Class points", err)
				return
			}
			name := class.Selected
			b.apply(fmt.Sprintf("%s class points for %s", dhThousandsSep(n), name), func(c dragonhead.Character) (dragonhead.Character, error) {
				return dragonhead.GainClassPoints(c, name, n)
			})
		})
		box.Add(widgets.Section("Class points", "", container.NewVBox(
			widgets.Explain("Spent only on their class; they pay off a deficit first."), class, points, earn)))
	}

	box.Add(widgets.Bold("Advance"))
	box.Add(widgets.Explain("Each button shows what the raise costs before you spend it. A class level rolls its hit die " +
		"(type your own die in Abilities › Table dice to use it)."))
	for _, cl := range c.Classes {
		name, die := cl.Name, cl.HitDie
		q, err := dragonhead.QuoteClass(c, cl.ClassDef)
		box.Add(b.raiseRow("class:"+name, q, err, func() {
			b.rollWith("Raised "+name, 1, max(die, 2), func(c dragonhead.Character, r dragonhead.Dice) (dragonhead.Character, error) {
				next, _, err := dragonhead.RaiseClass(c, name, r)
				return next, err
			})
		}))
	}
	for _, s := range c.Skills {
		name := s.Name
		q, err := dragonhead.QuoteSkill(c, dragonhead.SkillDef{Name: s.Name, BaseCost: s.BaseCost})
		box.Add(b.raiseRow("skill:"+name, q, err, func() {
			b.apply("Raised "+name, func(c dragonhead.Character) (dragonhead.Character, error) {
				next, _, err := dragonhead.RaiseSkill(c, name)
				return next, err
			})
		}))
	}
	abilities := container.NewVBox()
	for _, a := range dragonhead.AbilityNames() {
		a := a
		q, err := dragonhead.QuoteAbility(c, a)
		abilities.Add(b.raiseRow("ability:"+string(a), q, err, func() {
			b.apply("Raised "+string(a), func(c dragonhead.Character) (dragonhead.Character, error) {
				next, _, err := dragonhead.RaiseAbility(c, a)
				return next, err
			})
		}))
	}
	box.Add(widgets.Section("Abilities", "", container.NewVBox(widgets.Explain("+1 costs 1,000 XP, and each further +1 doubles."), abilities)))

	box.Add(b.mojoPanel())

	if events := dhHistory(c); len(events) > 0 {
		box.Add(widgets.Bold("History"))
		from := max(0, len(events)-12)
		for _, e := range events[from:] {
			box.Add(widgets.Explain(e))
		}
	}
}

// raiseRow is a raise with its cost on the button, disabled with the reason
// when it cannot be bought.
func (b *dhBuilder) raiseRow(key string, q dragonhead.Quote, err error, buy func()) fyne.CanvasObject {
	if err != nil {
		return widgets.Explain(err.Error())
	}
	btn := widget.NewButton(fmt.Sprintf("Raise %s · %s XP", q.What, dhThousandsSep(q.Cost)), buy)
	b.w.raises[key] = btn
	why := widgets.Explain(q.String())
	if !q.Affordable {
		btn.Disable()
	}
	return container.NewVBox(btn, why)
}

// mojoPanel rolls the session's mojo by the number of people at the table
// and spends it from the book's list.
func (b *dhBuilder) mojoPanel() fyne.CanvasObject {
	people := widgets.Entry("people, DM included")
	status := widgets.Wrapped("No mojo rolled this session.")
	if m := b.mojo.roll; m != nil {
		dice := make([]string, len(m.Dice))
		for i, d := range m.Dice {
			dice[i] = strconv.Itoa(d)
		}
		status.SetText(fmt.Sprintf("Mojo roll for %d people: %dd6 %s = %d. Mojo left: %d.", m.People, len(m.Dice), strings.Join(dice, "+"), m.Total, b.mojo.left))
	}
	roll := widget.NewButton("Roll mojo", func() {
		n, err := dhParseInt("People", people.Text)
		if err != nil {
			b.fail("Mojo", err)
			return
		}
		dieCount, err := dragonhead.MojoRollFor(n)
		if err != nil {
			b.fail("Mojo", err)
			return
		}
		r, typed, err := b.diceFor(dieCount, 6)
		if err != nil {
			b.fail("Mojo", err)
			return
		}
		m, err := dragonhead.RollMojo(n, r)
		if err != nil {
			b.fail("Mojo", err)
			return
		}
		if typed {
			b.physical.SetText("")
		}
		b.mojo = dhMojo{roll: &m, left: m.Total}
		b.say(fmt.Sprintf("Mojo: %d", m.Total))
		b.refresh(nil)
	})
	var options []string
	for _, s := range dragonhead.MojoSpends {
		options = append(options, fmt.Sprintf("%s (%d)", s.Name, s.Cost))
	}
	spend := widget.NewSelect(options, nil)
	spend.PlaceHolder = "Spend mojo on…"
	extra := widgets.Entry("Divine Wind: extra characters")
	spendBtn := widget.NewButton("Spend", func() {
		i := spend.SelectedIndex()
		if i < 0 {
			b.fail("Mojo", fmt.Errorf("pick what to spend it on"))
			return
		}
		n, err := dhParseInt("Additional characters", extra.Text)
		if err != nil {
			b.fail("Mojo", err)
			return
		}
		s := dragonhead.MojoSpends[i]
		left, err := dragonhead.SpendMojo(b.mojo.left, s.Name, n)
		if err != nil {
			b.fail("Mojo", err)
			return
		}
		b.mojo.spends = append(b.mojo.spends, fmt.Sprintf("%s: %d mojo", s.Name, b.mojo.left-left))
		b.mojo.left = left
		b.say(fmt.Sprintf("Spent on %s; %d mojo left", s.Name, left))
		b.refresh(nil)
	})
	if b.mojo.roll == nil {
		spendBtn.Disable()
	}
	b.w.mojoPeople, b.w.mojoRoll, b.w.mojoSpend, b.w.mojoSpendBt, b.w.mojoStatus = people, roll, spend, spendBtn, status
	body := container.NewVBox(status, people, roll, spend, extra, spendBtn)
	for _, s := range b.mojo.spends {
		body.Add(widgets.Explain("Spent " + s))
	}
	for _, s := range dragonhead.MojoSpends {
		body.Add(widgets.Explain(fmt.Sprintf("%s, %d: %s", s.Name, s.Cost, s.Text)))
	}
	return widgets.Section("Mojo (this session)", "", container.NewVBox(widgets.Explain("Kept while the character is open; not saved with the character."), body))
}

// dhHistory writes the character's history, oldest first.
func dhHistory(c dragonhead.Character) []string {
	var out []string
	for _, e := range c.History {
		switch e.Kind {
		case dragonhead.HistoryRoll, dragonhead.HistoryRerollBest, dragonhead.HistoryReroll, dragonhead.HistoryAssign, dragonhead.HistoryTyped:
			continue // shown with the abilities
		case dragonhead.HistoryHPRoll:
			out = append(out, fmt.Sprintf("%s hit die %s: %d", e.Target, e.Note, e.Total))
		case dragonhead.HistoryAddClass, dragonhead.HistoryAddSkill:
			out = append(out, fmt.Sprintf("took %s (%s, %s XP)", e.Target, e.Note, dhThousandsSep(e.XP)))
		case dragonhead.HistoryRaiseClass, dragonhead.HistoryRaiseSkill, dragonhead.HistoryRaiseAbility:
			out = append(out, fmt.Sprintf("raised %s for %s XP", e.Note, dhThousandsSep(e.XP)))
		case dragonhead.HistoryDropClass, dragonhead.HistoryDropSkill:
			out = append(out, fmt.Sprintf("dropped %s: %s XP vanished", e.Target, dhThousandsSep(e.XP)))
		case dragonhead.HistoryEffort:
			out = append(out, fmt.Sprintf("%s effort points (%s)", dhThousandsSep(e.XP), e.Note))
		case dragonhead.HistoryGainXP:
			out = append(out, strings.TrimSpace(fmt.Sprintf("gained %s XP %s", dhThousandsSep(e.XP), e.Note)))
		case dragonhead.HistoryLoseXP:
			out = append(out, strings.TrimSpace(fmt.Sprintf("lost %s XP %s", dhThousandsSep(e.XP), e.Note)))
		case dragonhead.HistoryClassPoints:
			out = append(out, fmt.Sprintf("%s class points for %s (%s)", dhThousandsSep(e.XP), e.Target, e.Note))
		case dragonhead.HistoryCreationDone:
			out = append(out, "creation finished")
		default:
			out = append(out, e.Kind)
		}
	}
	return out
}
