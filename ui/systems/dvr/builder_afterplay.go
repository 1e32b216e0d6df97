package dvr

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	rdvr "sessionzero/rules/dvr"
	"sessionzero/ui/widgets"
)

// The after-play step (spec §4): XP awards, buying levels by the trained
// or the crit route, changing the focus die, rust, healing burdens and the
// crisis roll. Every price and effect is rules/dvr's.

// afterPlayWidgets are the after-play inputs, named so tests can drive them.
type afterPlayWidgets struct {
	award, reason  *widget.Entry
	addAward       *widget.Button
	target         *widget.Select
	crit           *widget.Entry
	price          *widget.Label
	buy            *widget.Button
	focus          *widget.Select
	changeFocus    *widget.Button
	item           *widget.Select
	rust           *widget.Entry
	addRust, clean *widget.Button
	state          *widget.Select
	burdenXP       *widget.Entry
	healBurden     *widget.Button
	d20            *widget.Entry
	crisisRoll     *widget.Button
	targets        []buyTarget
	// The choices kept when the step is made again after a change.
	itemChosen, targetChosen string
}

// bldItemStates are an item's states after All or Nothing (spec §4.4).
var bldItemStates = []string{"intact", "destroyed", "broken"}

// buyTarget is a die XP can raise.
type buyTarget struct{ what, name string }

func (t buyTarget) label() string {
	if t.what == rdvr.BuyScript {
		return "Script: " + t.name
	}
	return "Skill: " + t.name
}

// afterPlayStep is the after-play page: its inputs (made by the five
// functions below, one per part) laid out under their headings.
func (b *builder) afterPlayStep() fyne.CanvasObject {
	a := &b.w.after
	b.awardInputs()
	b.buyInputs()
	b.focusInputs()
	b.itemInputs()
	b.burdenInputs()
	return container.NewVBox(
		widgets.Heading("After play"),
		widgets.Bold("Experience"),
		b.explainLabel("xp_total", "xp_unspent"),
		container.NewBorder(nil, nil, nil, a.addAward, container.NewGridWithColumns(2, a.award, a.reason)),
		b.awardList(),
		widget.NewSeparator(),
		widgets.Bold("Buy a level"),
		bldCaption("One level a purchase, paid from unspent XP. Trained route: a skill needs its prepped dot (a successful check); script dice need none. Crit route: right after a roll with a crit, a script or skill die used in it costs 10 × the matched face less."),
		b.explainLabel("xp_prices"),
		a.target,
		a.crit,
		a.price,
		container.NewHBox(layout.NewSpacer(), a.buy),
		widget.NewSeparator(),
		widgets.Bold("Focus die"),
		container.NewBorder(nil, nil, nil, a.changeFocus, a.focus),
		bldCaption("Max Focus follows the new die; Focus now is lowered to the new max if above it."),
		widget.NewSeparator(),
		widgets.Bold("Items: rust and All or Nothing"),
		container.NewBorder(nil, nil, nil, container.NewHBox(a.addRust, a.clean), container.NewGridWithColumns(2, a.item, a.rust)),
		container.NewBorder(nil, nil, bldCaption("Sacrificed (All or Nothing):"), nil, a.state),
		bldCaption("Rust steps the die down one level and takes 1 off the damage per point; cleaning removes it. The GM decides whether a sacrificed item is destroyed or can be repaired (broken)."),
		widget.NewSeparator(),
		widgets.Bold("Burdens and crisis"),
		container.NewBorder(nil, nil, nil, a.healBurden, a.burdenXP),
		container.NewBorder(nil, nil, nil, a.crisisRoll, a.d20),
		b.explainLabel("p_crisis_save"),
		widget.NewSeparator(),
		widgets.Bold("History"),
		b.historyList(),
	)
}

// awardInputs makes the XP award inputs.
func (b *builder) awardInputs() {
	a := &b.w.after
	a.award = widgets.Entry("XP")
	a.reason = widgets.Entry("Why")
	a.addAward = widget.NewButtonWithIcon("Award", theme.ContentAddIcon(), func() {
		b.edit("award XP", true, func(c *rdvr.Character) error {
			n, err := bldWhole(a.award.Text, false)
			if err != nil {
				return err
			}
			c.XPEarned = append(c.XPEarned, rdvr.XPEntry{Amount: *n, Reason: strings.TrimSpace(a.reason.Text)})
			return nil
		})
	})
}

// buyInputs makes the inputs buying a level: the die to raise, the crit
// number (blank: the trained route) and the price.
func (b *builder) buyInputs() {
	a := &b.w.after
	a.targets = nil
	for _, attr := range rdvr.Attributes {
		a.targets = append(a.targets, buyTarget{rdvr.BuyScript, attr})
	}
	for _, r := range b.skillRows {
		a.targets = append(a.targets, buyTarget{rdvr.BuySkill, r.Name})
	}
	var labels []string
	for _, t := range a.targets {
		labels = append(labels, t.label())
	}
	a.price = widget.NewLabel("")
	a.price.Wrapping = fyne.TextWrapWord
	a.target = widget.NewSelect(labels, nil)
	a.target.PlaceHolder = "What to raise"
	a.target.SetSelected(a.targetChosen)
	a.target.OnChanged = func(s string) { a.targetChosen = s; b.showPrice() }
	a.crit = widgets.Entry("crit number (blank: trained route)")
	a.crit.OnChanged = func(string) { b.showPrice() }
	a.buy = widget.NewButtonWithIcon("Buy the level", theme.ConfirmIcon(), b.buyLevel)
	a.buy.Importance = widget.HighImportance
	b.hook(b.showPrice)
}

// focusInputs makes the focus die change.
func (b *builder) focusInputs() {
	a := &b.w.after
	a.focus = widget.NewSelect(rdvr.Attributes, nil)
	a.focus.PlaceHolder = "New focus die"
	a.changeFocus = widget.NewButton("Change focus die", func() {
		var next rdvr.Character
		if b.edit("focus die", true, func(c *rdvr.Character) (err error) {
			next, err = rdvr.ChangeFocusDie(*c, a.focus.Selected)
			*c = next
			return err
		}) {
			b.tell(fmt.Sprintf("The focus die is %s now: %s.", next.FocusDie, b.value("max_focus").Explain))
		}
	})
}

// itemInputs makes the rust, clean and All-or-Nothing inputs of an item.
func (b *builder) itemInputs() {
	a := &b.w.after
	var items []string
	for i, it := range b.char.Items {
		items = append(items, fmt.Sprintf("%d. %s", i+1, it.Name))
	}
	a.item = widget.NewSelect(items, nil)
	a.item.PlaceHolder = "Item"
	a.item.SetSelected(a.itemChosen)
	a.item.OnChanged = func(s string) { a.itemChosen = s }
	a.rust = widget.NewEntry()
	a.rust.SetText("1")
	rust := func(what string, f func(rdvr.Character, int, int) (rdvr.Character, error)) func() {
		return func() {
			i := a.item.SelectedIndex()
			if b.edit(what, true, func(c *rdvr.Character) error {
				if i < 0 {
					return errors.New("choose an item first")
				}
				n, err := bldWhole(a.rust.Text, false)
				if err != nil {
					return err
				}
				next, err := f(*c, i, *n)
				*c = next
				return err
			}) {
				r := b.itemRows[i]
				b.tell(fmt.Sprintf("%s is now %s.", r.Name, bldItemText(r)))
			}
		}
	}
	a.addRust = widget.NewButton("Rust", rust("rust", rdvr.RustItem))
	a.clean = widget.NewButton("Clean", rust("clean", rdvr.CleanItem))

	a.state = widget.NewSelect(bldItemStates, func(state string) {
		i := a.item.SelectedIndex()
		if b.edit("item state", true, func(c *rdvr.Character) error {
			if i < 0 {
				return errors.New("choose an item first")
			}
			c.Items[i].Destroyed = strings.TrimPrefix(state, "intact")
			return nil
		}) {
			r := b.itemRows[i]
			b.tell(fmt.Sprintf("%s is now %s.", r.Name, bldItemText(r)))
		}
	})
	a.state.PlaceHolder = "After All or Nothing"
}

// burdenInputs makes the burden healing and crisis roll inputs.
func (b *builder) burdenInputs() {
	a := &b.w.after
	a.burdenXP = widgets.Entry("XP the GM gives")
	a.healBurden = widget.NewButton("Heal a burden", func() {
		b.edit("heal a burden", true, func(c *rdvr.Character) error {
			n, err := bldWhole(a.burdenXP.Text, false)
			if err != nil {
				return err
			}
			next, err := rdvr.HealBurden(*c, *n)
			*c = next
			return err
		})
	})
	a.d20 = widgets.Entry("d20 rolled")
	a.crisisRoll = widget.NewButton("Crisis roll", func() {
		passed := false
		if b.edit("crisis roll", true, func(c *rdvr.Character) error {
			n, err := bldWhole(a.d20.Text, false)
			if err != nil {
				return err
			}
			next, ok, err := rdvr.CrisisRoll(*c, *n)
			*c, passed = next, ok
			return err
		}) {
			if passed {
				b.tell("Crisis roll passed: above the splinter value.")
			} else {
				b.tell("Crisis roll failed: the character is in crisis.")
			}
		}
	})
}

// selectedTarget is the die chosen to buy, if any.
func (b *builder) selectedTarget() (buyTarget, bool) {
	a := &b.w.after
	i := a.target.SelectedIndex()
	if i < 0 || i >= len(a.targets) {
		return buyTarget{}, false
	}
	return a.targets[i], true
}

// currentDie is the die a target has now.
func (b *builder) currentDie(t buyTarget) int {
	if t.what == rdvr.BuyScript {
		return b.scriptDie(t.name)
	}
	for _, r := range b.skillRows {
		if r.Name == t.name {
			return r.Die
		}
	}
	return 0
}

// showPrice shows what the chosen purchase costs, priced by rules/dvr.
func (b *builder) showPrice() {
	a := &b.w.after
	t, ok := b.selectedTarget()
	if !ok {
		a.price.SetText("Choose a die to see its price.")
		return
	}
	crit, err := bldWhole(a.crit.Text, true)
	if err != nil {
		a.price.SetText("Crit number: " + err.Error())
		return
	}
	n := 0
	if crit != nil {
		n = *crit
	}
	from := b.currentDie(t)
	level := rdvr.Level(from) + 1
	if level > 5 {
		a.price.SetText(t.name + " is d12 already.")
		return
	}
	p, err := rdvr.PricePurchase(t.what, b.value("xp_difficulty").Text(), level, n)
	if err != nil {
		a.price.SetText(widgets.Shown(err.Error()))
		return
	}
	text := fmt.Sprintf("%s %s -> d%d: %d XP", t.name, bldDie(from, "untrained"), rdvr.DieAt(level), p.Price)
	if p.Discount > 0 {
		text += fmt.Sprintf(" - crit discount %d = %d XP", p.Discount, p.Paid)
	}
	text += fmt.Sprintf(" (%d unspent)", b.intValue("xp_unspent"))
	a.price.SetText(widgets.Shown(text))
}

// buyLevel buys the chosen level through rules/dvr.BuyLevel.
func (b *builder) buyLevel() {
	a := &b.w.after
	t, ok := b.selectedTarget()
	var paid rdvr.Purchase
	if b.edit("buy a level", true, func(c *rdvr.Character) error {
		if !ok {
			return errors.New("choose a die to raise first")
		}
		crit, err := bldWhole(a.crit.Text, true)
		if err != nil {
			return fmt.Errorf("crit number: %w", err)
		}
		n := 0
		if crit != nil {
			n = *crit
		}
		next, p, err := rdvr.BuyLevel(*c, t.what, t.name, n)
		*c, paid = next, p
		return err
	}) {
		b.tell(fmt.Sprintf("%s is %s now, for %d XP.", t.name, bldDie(b.currentDie(t), "untrained"), paid.Paid))
	}
}

// awardList lists the XP awards.
func (b *builder) awardList() fyne.CanvasObject {
	box := container.NewVBox()
	for _, x := range b.char.XPEarned {
		text := fmt.Sprintf("%+d XP", x.Amount)
		if x.Reason != "" {
			text += " — " + x.Reason
		}
		l := widget.NewLabel(text)
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	return box
}

// historyList lists the after-play changes, newest first (at most 20).
func (b *builder) historyList() fyne.CanvasObject {
	box := container.NewVBox()
	h := b.char.History
	if len(h) == 0 {
		box.Add(bldCaption("Nothing yet."))
	}
	for i := len(h) - 1; i >= 0 && i >= len(h)-20; i-- {
		box.Add(bldCaption(bldHistoryText(h[i])))
	}
	return box
}

// bldHistoryText is one after-play change in words.
func bldHistoryText(e rdvr.HistoryEntry) string {
	switch e.Kind {
	case rdvr.HistoryBuy:
		s := fmt.Sprintf("Bought %s d%v -> d%v (%s route): %d XP", e.Target, e.From, e.To, e.Route, e.Paid)
		if e.Discount > 0 {
			s += fmt.Sprintf(" (%d - %d)", e.Price, e.Discount)
		}
		return s
	case rdvr.HistoryFocusDie:
		return fmt.Sprintf("Focus die %v -> %v", e.From, e.To)
	case rdvr.HistoryRust, rdvr.HistoryClean:
		return fmt.Sprintf("%s: %s %d", bldTitle(e.Kind), e.Target, e.Amount)
	case rdvr.HistoryBurdenHealed:
		return fmt.Sprintf("Healed a burden: +%d XP", e.XP)
	case rdvr.HistoryCrisisRoll:
		verdict := "failed"
		if e.Passed != nil && *e.Passed {
			verdict = "passed"
		}
		return fmt.Sprintf("Crisis roll d20 %d against splinter %d: %s", e.D20, e.Splinter, verdict)
	}
	return e.Kind
}
