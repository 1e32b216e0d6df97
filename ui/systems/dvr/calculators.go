package dvr

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dvr"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// The GM's DvR calculators (shared/specs/dvr.md §7), one tab each: push
// planner, attack odds, XP price, item, difficulty, crisis odds and the NPC
// stat block the encounter tracker reuses. The check odds (§7.1) are the
// Dice & Odds window's DvR pane. Every number comes from rules/dvr.

// calculators is the open window.
type calculators struct {
	h    plugin.Host
	win  fyne.Window
	tabs *container.AppTabs
	// results by tab, for tests.
	results map[string]*widget.Label
	fields  map[string]*widget.Entry
	choices map[string]*widget.Select
	checks  map[string]*widget.Check
	blocks  *widget.Label
}

// showCalculators opens the window.
func showCalculators(h plugin.Host) *calculators {
	c := &calculators{h: h, results: map[string]*widget.Label{}, fields: map[string]*widget.Entry{},
		choices: map[string]*widget.Select{}, checks: map[string]*widget.Check{}}
	c.win = h.App().NewWindow("DvR calculators")
	c.tabs = container.NewAppTabs(
		c.tab("Push planner", `After the roll: the fewest points that complete it ("push a roll at a 1 to 1 conversion rate"; matches and 1s stay as rolled), and the damage left when the weapon pays.`, c.pushPlanner()),
		c.tab("Attack odds", `Before the attack: P(hit) without pushing, with up to P Focus/Health points and the weapon's W, and the damage when the fewest points are spent, Focus first ("on a critical success, the weapon deals half (rounded up) of its damage").`, c.attackOdds()),
		c.tab("XP price", `The price of reaching a level ("Core characteristics are the same but multiplied by 2"); a crit takes 10 × the matched face off ("a discount of 50 xp").`, c.xpPrice()),
		c.tab("Item", `Rust steps the die down and takes one off the damage per point ("stepped down and its damage is also taken down by one"); All or Nothing doubles the damage, then the item is destroyed.`, c.item()),
		c.tab("Difficulty", `"D is the difficulty of landing the blow": 4, +1 light cover, +1 per Narrative condition; R is "the resistance of the target": everyday clothes 1, light armour 2, heavy armour 3.`, c.difficulty()),
		c.tab("Crisis", `"roll a d20 above their splinter value": the chance to pass is (20 - splinter) / 20.`, c.crisis()),
		c.tab("NPC stat block", `An opponent for the encounter tracker: enemies use the same procedures as characters. Saved stat blocks are offered by New encounter and Join, with their pool and weapons.`, c.statBlock()),
	)
	c.tabs.SetTabLocation(container.TabLocationLeading)
	c.win.SetContent(c.tabs)
	c.win.Resize(fyne.NewSize(940, 620))
	c.win.Show()
	for _, f := range c.fields {
		if f.OnChanged != nil {
			f.OnChanged(f.Text)
		}
	}
	return c
}

// tab is one calculator: its explanation, its form and its result, in a
// scroll so that the window fits a laptop screen.
func (c *calculators) tab(title, hint string, form *widget.Form) *container.TabItem {
	res := widget.NewLabel("")
	res.Wrapping = fyne.TextWrapWord
	res.Importance = widget.HighImportance
	c.results[title] = res
	return container.NewTabItem(title, container.NewVScroll(container.NewPadded(container.NewVBox(
		widgets.Heading(title), widgets.Caption(hint), form, res))))
}

// entry is a field of a calculator; changing it runs compute.
func (c *calculators) entry(key, text, placeholder string, compute func()) *widget.Entry {
	e := widget.NewEntry()
	e.SetText(text)
	e.SetPlaceHolder(placeholder)
	e.OnChanged = func(string) { compute() }
	c.fields[key] = e
	return e
}

func (c *calculators) choice(key string, options []string, initial string, compute func()) *widget.Select {
	s := widget.NewSelect(options, nil)
	s.SetSelected(initial)
	s.OnChanged = func(string) { compute() }
	c.choices[key] = s
	return s
}

func (c *calculators) check(key, text string, compute func()) *widget.Check {
	ch := widget.NewCheck(text, func(bool) { compute() })
	c.checks[key] = ch
	return ch
}

// show writes a calculator's result, or what is wrong with its input.
func (c *calculators) show(tab string, text string, err error) {
	res := c.results[tab]
	if res == nil {
		return
	}
	if err != nil {
		res.Importance = widget.DangerImportance
		res.SetText(widgets.Shown(err.Error()))
		return
	}
	res.Importance = widget.HighImportance
	res.SetText(widgets.Shown(text))
}

// number reads a whole number.
func number(what, text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, fmt.Errorf("%s %q is not a whole number", what, strings.TrimSpace(text))
	}
	return n, nil
}

// riskOf reads R: a number or X.
func riskOf(text string) (int, error) {
	if strings.EqualFold(strings.TrimSpace(text), "x") {
		return dvr.RiskX, nil
	}
	return number("Risk R", text)
}

func (c *calculators) pushPlanner() *widget.Form {
	const tab = "Push planner"
	var compute func()
	pool := c.entry("push.pool", "d6 d6 d6", "d8 d6 d6", func() { compute() })
	d := c.entry("push.d", "5", "4", func() { compute() })
	r := c.entry("push.r", "2", "1 or X", func() { compute() })
	faces := c.entry("push.dice", "3 4 2", "as rolled", func() { compute() })
	w := c.entry("push.w", "4", "0: no weapon", func() { compute() })
	aon := c.entry("push.aon", "", "die number, empty: none", func() { compute() })
	buys := c.check("push.buys", "the GM buys every 1 it may", func() { compute() })
	compute = func() {
		in, err := oddsInput(pool.Text, d.Text, r.Text, aon.Text, buys.Checked)
		if err != nil {
			c.show(tab, "", err)
			return
		}
		f, err := dvr.ParseFaces(faces.Text)
		if err != nil {
			c.show(tab, "", err)
			return
		}
		wp, err := number("Weapon damage W", w.Text)
		if err != nil {
			c.show(tab, "", err)
			return
		}
		plan, err := dvr.PlanPush(in, f, wp)
		if err != nil {
			c.show(tab, "", err)
			return
		}
		if plan.PushCost == nil {
			c.show(tab, "push_cost: none — no push completes this roll.", nil)
			return
		}
		lines := []string{fmt.Sprintf("push_cost %d", *plan.PushCost)}
		for _, l := range plan.Lifts {
			lines = append(lines, fmt.Sprintf("lift die %d from %d to %d: %s", l.Die+1, f[l.Die], f[l.Die]+l.Points, widgets.Plural(l.Points, "point")))
		}
		if plan.DamageFromFocus != nil {
			weapon := "the weapon cannot pay it all"
			if plan.DamageFromWeapon != nil {
				weapon = fmt.Sprintf("%d damage when the weapon pays", *plan.DamageFromWeapon)
			}
			lines = append(lines, fmt.Sprintf("%s; %d when Focus or Health pay", weapon, *plan.DamageFromFocus))
		}
		c.show(tab, strings.Join(lines, "\n"), nil)
	}
	return widget.NewForm(widget.NewFormItem("Pool", pool), widget.NewFormItem("Difficulty D", d), widget.NewFormItem("Risk R", r),
		widget.NewFormItem("Dice as rolled", faces), widget.NewFormItem("Weapon damage W", w),
		widget.NewFormItem("All or Nothing die", aon), widget.NewFormItem("GM", buys))
}

// oddsInput reads a pool, D, R, the All-or-Nothing die and the GM option.
func oddsInput(pool, d, r, aon string, buys bool) (dvr.OddsInput, error) {
	sizes, err := dvr.ParseQuickPool(pool)
	if err != nil {
		return dvr.OddsInput{}, err
	}
	dn, err := number("Difficulty D", d)
	if err != nil {
		return dvr.OddsInput{}, err
	}
	rn, err := riskOf(r)
	if err != nil {
		return dvr.OddsInput{}, err
	}
	in := dvr.OddsInput{CheckInput: dvr.CheckInput{Pool: sizes, Difficulty: dn, Risk: rn}, GMBuysOnes: buys}
	if strings.TrimSpace(aon) != "" {
		if in.AllOrNothing, err = number("All or Nothing die", aon); err != nil {
			return dvr.OddsInput{}, err
		}
		if in.AllOrNothing < 1 {
			return dvr.OddsInput{}, errors.New("All or Nothing die: the die's number in the pool, 1 or more")
		}
	}
	return in, nil
}

func (c *calculators) attackOdds() *widget.Form {
	const tab = "Attack odds"
	var compute func()
	pool := c.entry("attack.pool", "d6 d6 d6", "d8 d6 d6", func() { compute() })
	d := c.entry("attack.d", "5", "4 + cover", func() { compute() })
	r := c.entry("attack.r", "2", "armour", func() { compute() })
	w := c.entry("attack.w", "4", "weapon damage", func() { compute() })
	p := c.entry("attack.p", "3", "Focus/Health to spend", func() { compute() })
	compute = func() {
		in, err := oddsInput(pool.Text, d.Text, r.Text, "", false)
		var wn, pn int
		if err == nil {
			wn, err = number("Weapon damage W", w.Text)
		}
		if err == nil {
			pn, err = number("Points P", p.Text)
		}
		var a dvr.AttackOdds
		if err == nil {
			a, err = dvr.AttackOddsFor(in.CheckInput, wn, pn)
		}
		if err != nil {
			c.show(tab, "", err)
			return
		}
		var parts []string
		for x := a.Damage.Min; x <= a.Damage.Max(); x++ {
			if pr := a.Damage.Prob(x); pr > 0 {
				parts = append(parts, fmt.Sprintf("%d: %s", x, odds.FormatPercent(pr)))
			}
		}
		c.show(tab, fmt.Sprintf("p_hit %s without pushing\np_hit_pushed %s (push_cost <= P + W = %d)\nmean damage %.2f\ndamage %s",
			odds.FormatPercent(a.PHit), odds.FormatPercent(a.PHitPushed), pn+wn, a.Damage.Mean(), strings.Join(parts, " · ")), nil)
	}
	return widget.NewForm(widget.NewFormItem("Pool", pool), widget.NewFormItem("Difficulty D", d), widget.NewFormItem("Risk R", r),
		widget.NewFormItem("Weapon damage W", w), widget.NewFormItem("Other points P", p))
}

// dieChoices are the ladder's dice as the choices read them.
var dieChoices = []string{"d4", "d6", "d8", "d10", "d12"}

func (c *calculators) xpPrice() *widget.Form {
	const tab = "XP price"
	var compute func()
	what := c.choice("xp.what", []string{dvr.BuySkill, dvr.BuyScript}, dvr.BuySkill, func() { compute() })
	die := c.choice("xp.die", dieChoices, "d8", func() { compute() })
	diff := c.choice("xp.difficulty", []string{dvr.XPNormal, dvr.XPHard}, dvr.XPNormal, func() { compute() })
	crit := c.entry("xp.crit", "5", "0: trained route", func() { compute() })
	compute = func() {
		size, err := dvr.ParseDie(die.Selected)
		var cn int
		if err == nil {
			cn, err = number("Crit face", crit.Text)
		}
		var p dvr.Purchase
		if err == nil {
			p, err = dvr.PricePurchase(what.Selected, diff.Selected, dvr.Level(size), cn)
		}
		c.show(tab, fmt.Sprintf("price %d XP\ndiscount %d\npaid %d XP", p.Price, p.Discount, p.Paid), err)
	}
	return widget.NewForm(widget.NewFormItem("Level of", what), widget.NewFormItem("Die reached", die),
		widget.NewFormItem("XP difficulty", diff), widget.NewFormItem("Crit face", crit))
}

func (c *calculators) item() *widget.Form {
	const tab = "Item"
	var compute func()
	die := c.choice("item.die", dieChoices, "d6", func() { compute() })
	dmg := c.entry("item.damage", "4", "damage", func() { compute() })
	rust := c.entry("item.rust", "1", "0", func() { compute() })
	gone := c.check("item.destroyed", "destroyed or broken", func() { compute() })
	compute = func() {
		size, err := dvr.ParseDie(die.Selected)
		var d, r int
		if err == nil {
			d, err = number("Damage", dmg.Text)
		}
		if err == nil {
			r, err = number("Rust", rust.Text)
		}
		if err == nil && (d < 0 || r < 0) {
			err = errors.New("damage and rust cannot be negative")
		}
		st := dvr.ItemAfter(size, d, r, gone.Checked)
		c.show(tab, fmt.Sprintf("effective_die %s\neffective_damage %d\nAll or Nothing damage %d", orNone(st.EffectiveDie), st.EffectiveDamage, st.AllOrNothingDamage), err)
	}
	return widget.NewForm(widget.NewFormItem("Die", die), widget.NewFormItem("Damage", dmg), widget.NewFormItem("Rust", rust),
		widget.NewFormItem("Sacrificed", gone))
}

func orNone(size int) string {
	if size == 0 {
		return "none"
	}
	return fmt.Sprintf("d%d", size)
}

// Armour choices (L196).
var armourChoices = []string{"clothes", "light", "heavy"}

func (c *calculators) difficulty() *widget.Form {
	const tab = "Difficulty"
	var compute func()
	cover := c.entry("diff.cover", "1", "0 none, 1 light cover", func() { compute() })
	narr := c.entry("diff.narrative", "0", "Narrative conditions on the attacker", func() { compute() })
	armour := c.choice("diff.armour", armourChoices, "light", func() { compute() })
	compute = func() {
		cv, err := number("Cover", cover.Text)
		var n int
		if err == nil {
			n, err = number("Narrative conditions", narr.Text)
		}
		if err == nil && (cv < 0 || n < 0) {
			err = errors.New("cover and conditions cannot be negative")
		}
		d := dvr.AttackDifficulty(cv, n)
		c.show(tab, fmt.Sprintf("D %d = 4 + cover %d + narrative %d\nR %d (%s armour)\ncheck %dv%d", d, cv, n, dvr.Armour[armour.Selected], armour.Selected, d, dvr.Armour[armour.Selected]), err)
	}
	return widget.NewForm(widget.NewFormItem("Cover", cover), widget.NewFormItem("Narrative", narr), widget.NewFormItem("Armour", armour))
}

func (c *calculators) crisis() *widget.Form {
	const tab = "Crisis"
	var compute func()
	sp := c.entry("crisis.splinter", "12", "splinter value", func() { compute() })
	compute = func() {
		n, err := number("Splinter", sp.Text)
		if err == nil && (n < 0 || n > 1000) {
			err = errors.New("splinter: 0 to 1000")
		}
		c.show(tab, fmt.Sprintf("p_crisis_save %s (a d20 above %d)", odds.FormatPercent(dvr.CrisisSave(n)), n), err)
	}
	return widget.NewForm(widget.NewFormItem("Splinter", sp))
}

func (c *calculators) statBlock() *widget.Form {
	const tab = "NPC stat block"
	name := c.entry("npc.name", "", "Bandit", func() {})
	health := c.entry("npc.max_health", "12", "Health", func() {})
	focus := c.entry("npc.max_focus", "", "empty: no focus pool", func() {})
	res := c.entry("npc.resistance", "2", "R: 1 clothes, 2 light, 3 heavy", func() {})
	cover := c.entry("npc.cover", "0", "0", func() {})
	speed := c.entry("npc.max_speed", "", "inches", func() {})
	pool := c.entry("npc.pool", "", "Reflex d8, Knife fighting d6", func() {})
	weapons := c.entry("npc.weapons", "", "Simple Weapon d6 2; Gun d6 4", func() {})
	c.blocks = widgets.Hint("")
	save := widget.NewButton("Save the stat block", func() {
		b := dvr.StatBlock{Name: name.Text, Stats: map[string]int{}, Pool: pool.Text, Weapons: weapons.Text}
		for key, e := range map[string]*widget.Entry{"max_health": health, "max_focus": focus, "resistance": res, "cover": cover, "max_speed": speed} {
			if strings.TrimSpace(e.Text) == "" {
				continue
			}
			n, err := number(key, e.Text)
			if err != nil {
				c.show(tab, "", err)
				return
			}
			b.Stats[key] = n
		}
		cs, err := b.Setup()
		if err == nil {
			var data json.RawMessage
			if data, err = json.Marshal(cs); err == nil {
				err = hooks.SaveStatBlock(c.h.Context(), c.h.Store(), dvr.ID, cs.Name, data)
			}
		}
		if err != nil {
			c.show(tab, "", err)
			return
		}
		c.show(tab, fmt.Sprintf("Saved %s: New encounter and Join offer it under the saved stat blocks.", cs.Name), nil)
		c.listBlocks()
	})
	c.listBlocks()
	return widget.NewForm(widget.NewFormItem("Name", name), widget.NewFormItem("Health", health), widget.NewFormItem("Focus", focus),
		widget.NewFormItem("Resistance R", res), widget.NewFormItem("Cover", cover), widget.NewFormItem("Max speed", speed),
		widget.NewFormItem("Pool", pool), widget.NewFormItem("Weapons", weapons), widget.NewFormItem("", save),
		widget.NewFormItem("Saved", c.blocks))
}

// listBlocks shows the saved DvR stat blocks.
func (c *calculators) listBlocks() {
	_, names, err := hooks.StatBlocks(c.h.Context(), c.h.Store(), dvr.ID)
	if err != nil {
		c.blocks.SetText(err.Error())
		return
	}
	if len(names) == 0 {
		c.blocks.SetText("none yet")
		return
	}
	c.blocks.SetText(strings.Join(names, ", "))
}
