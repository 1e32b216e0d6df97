// Package rollunder is the Roll-under d20 ui: the record-sheet builder
// (registered by system id) and the system's Dice & Odds setups. Every
// number it shows comes from rules/rollunder.
package rollunder

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// builder is the Roll-under record sheet: one form (the book has no
// creation order, RU-1) beside a live summary of every derived value.
type builder struct {
	ctx     plugin.BuilderContext
	char    ru.Character
	derived rules.Derived

	message *widget.Label
	form    *fyne.Container
	summary *fyne.Container
	// filling is set while the form is rebuilt, so the entries' OnChanged
	// callbacks do not save what the builder itself writes into them.
	filling bool
	w       builderWidgets
}

// builderWidgets are the working widgets, as last filled (tests and
// keyboard users reach for them).
type builderWidgets struct {
	full, current       map[string]*widget.Entry
	maxHP, hp, bonus    *widget.Entry
	armorName, armorVal *widget.Entry
	addArmor            *widget.Button
	weapon              weaponForm
	itemName, itemNotes *widget.Entry
	addItem             *widget.Button
	condPick            *widget.Select
	condEffect          *widget.Label
	condOther           *widget.Entry
	addCond             *widget.Button
	critical, tended    *widget.Check
	dead                *widget.Check
	hireling            hirelingForm
	wieldedRow          []*widget.Check
	// remove holds each list's Remove buttons in the character's order:
	// "armor", "weapon", "item", "condition", "hireling".
	remove map[string][]*widget.Button
	after  afterPlayWidgets
}

// weaponForm is the Add a weapon form.
type weaponForm struct {
	name, die                         *widget.Entry
	against                           *widget.Select
	wielded, ranged, blast, ignoresAr *widget.Check
	add                               *widget.Button
}

// hirelingForm is the Add a hireling form.
type hirelingForm struct {
	name, str, dex, wil, hp, armor, die *widget.Entry
	role                                *widget.Select
	add                                 *widget.Button
}

// builderView is the builder as a widget, so tests reach the builder behind it.
type builderView = widgets.Holder[*builder]

func bldNew(ctx plugin.BuilderContext) fyne.CanvasObject {
	c, err := ru.Decode(ctx.Data)
	if err != nil {
		return widgets.Danger("This Roll-under character cannot be edited: " + err.Error())
	}
	b := &builder{ctx: ctx, char: c, derived: ru.DeriveCharacter(c)}
	return widgets.NewHolder(b, b.content())
}

func (b *builder) content() fyne.CanvasObject {
	b.message = widget.NewLabel("Each change saves itself; Ctrl+Z undoes it.")
	b.message.Wrapping = fyne.TextWrapWord
	b.form = container.NewVBox()
	b.summary = container.NewVBox()
	b.fillForm()
	b.fillSummary()
	summaryTitle := widgets.Bold("Summary")
	split := container.NewHSplit(container.NewVScroll(b.form), container.NewBorder(summaryTitle, nil, nil, nil, container.NewVScroll(b.summary)))
	split.Offset = 0.58
	// The editor gives the builder the height below the generic fields;
	// the form and the summary scroll inside it.
	return widgets.Border(b.message, nil, nil, nil, split)
}

// apply runs a change on a copy of the character, has rules/rollunder
// check it, saves it (autosave, one undo step) and refreshes the summary;
// refill also rebuilds the form (not while the user types in it). It
// reports whether the change was saved.
func (b *builder) apply(what string, refill bool, change func(c *ru.Character) error) bool {
	next, err := bldClone(b.char)
	if err == nil {
		err = change(&next)
	}
	var data []byte
	if err == nil {
		data, err = ru.Encode(next)
	}
	if err == nil {
		next, err = ru.Decode(data) // the rules' own check of every range
	}
	if err != nil {
		b.fail(what, err)
		if refill {
			b.fillForm() // put back what the refused change showed
		}
		return false
	}
	b.char = next
	b.ctx.SetData(data)
	b.derived = ru.DeriveCharacter(next)
	b.say(what)
	if refill {
		b.fillForm()
	}
	b.fillSummary()
	return true
}

// bldClone copies a character through its JSON, unknown keys included.
func bldClone(c ru.Character) (ru.Character, error) {
	data, err := ru.Encode(c)
	if err != nil {
		return c, err
	}
	return ru.Decode(data)
}

func (b *builder) say(msg string) {
	b.message.Importance = widget.SuccessImportance
	b.message.SetText(widgets.Shown(msg))
}

func (b *builder) fail(what string, err error) {
	widgets.SetError(b.message, fmt.Sprintf("%s: %s (not saved)", what, strings.TrimPrefix(err.Error(), "rollunder: ")))
}

// fillForm rebuilds the form from the character.
func (b *builder) fillForm() {
	b.filling = true
	defer func() { b.filling = false }()
	b.w.remove = map[string][]*widget.Button{}
	b.w.wieldedRow = nil
	b.form.RemoveAll()
	banner := widgets.Hint("The rule book gives no way to generate scores, Hit Points or equipment: type what your table uses.")
	b.form.Add(banner)
	for _, s := range []fyne.CanvasObject{b.scoresCard(), b.armorCard(), b.weaponsCard(), b.itemsCard(), b.conditionsCard(), b.stateCard(), b.hirelingsCard(), b.afterPlayCard()} {
		b.form.Add(s)
	}
	b.form.Refresh()
}

// scoresCard holds STR, DEX, WIL full and current and HP max and current.
func (b *builder) scoresCard() fyne.CanvasObject {
	b.w.full, b.w.current = map[string]*widget.Entry{}, map[string]*widget.Entry{}
	grid := container.NewGridWithColumns(3, widget.NewLabel(""), widgets.Bold("Full"), widgets.Bold("Current"))
	for _, a := range ru.Abilities {
		up := strings.ToUpper(a)
		full := b.intEntry(up, b.char.Full(a), fmt.Sprint(ru.DefaultScore), func(c *ru.Character, v *int) { c.SetScore(a, false, v) })
		cur := b.intEntry("current "+up, b.char.Current(a), "= full", func(c *ru.Character, v *int) { c.SetScore(a, true, v) })
		b.w.full[a], b.w.current[a] = full, cur
		grid.Add(widgets.Bold(up))
		grid.Add(full)
		grid.Add(cur)
	}
	b.w.maxHP = b.intEntry("Max HP", b.char.MaxHP, "0", func(c *ru.Character, v *int) {
		c.MaxHP = 0
		if v != nil {
			c.MaxHP = *v
		}
	})
	b.w.hp = b.intEntry("HP", b.char.HP(), "= max", func(c *ru.Character, v *int) { c.CurrentHP = v })
	hp := container.NewGridWithColumns(2, widgets.Bold("Max HP"), widgets.Bold("Current HP"), b.w.maxHP, b.w.hp)
	return widgets.Section("Ability scores and Hit Points", `Scores 0–30; "Any Ability Score not listed is treated as 10" (Assumed Ability Scores). Current values fall with Ability Score Loss.`,
		container.NewGridWithColumns(2, grid, container.NewVBox(hp)))
}

// intEntry is an entry for a whole number that saves as the user types;
// empty means the default. Bad text is refused with a message and not saved.
func (b *builder) intEntry(field string, value int, placeholder string, set func(c *ru.Character, v *int)) *widget.Entry {
	e := widget.NewEntry()
	e.SetText(strconv.Itoa(value))
	e.SetPlaceHolder(placeholder)
	e.OnChanged = func(text string) {
		if b.filling {
			return
		}
		v, err := bldParseOptionalInt(field, text)
		if err != nil {
			b.fail(field, err)
			return
		}
		if b.apply(field+" set", false, func(c *ru.Character) error {
			set(c, v)
			return nil
		}) {
			b.syncScores(e)
		}
	}
	return e
}

// syncScores shows the scores as they now are in the entries the user is
// not typing in: a current score left to its default follows the full one.
func (b *builder) syncScores(typing *widget.Entry) {
	b.filling = true
	defer func() { b.filling = false }()
	show := func(e *widget.Entry, v int) {
		if e != typing && e.Text != strconv.Itoa(v) {
			e.SetText(strconv.Itoa(v))
		}
	}
	for _, a := range ru.Abilities {
		show(b.w.current[a], b.char.Current(a))
	}
	show(b.w.hp, b.char.HP())
}

// bldParseOptionalInt reads a whole number; empty is nil (the default).
func bldParseOptionalInt(field, text string) (*int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return nil, fmt.Errorf("%q is not a whole number: type digits such as 12", text)
	}
	return &n, nil
}

// bldParseInt reads a whole number for a list entry; empty is 0.
func bldParseInt(field, text string) (int, error) {
	v, err := bldParseOptionalInt(field, text)
	if err != nil || v == nil {
		return 0, bldWrap(field, err)
	}
	return *v, nil
}

func bldWrap(field string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", field, err)
}

// fillSummary shows the problems in red and every derived value with its
// explain line.
func (b *builder) fillSummary() { widgets.DerivedSummary(b.summary, b.derived, bldValueText) }

// bldValueText writes a derived value the way the sheet would.
func bldValueText(v rules.Value) string {
	switch x := v.Value.(type) {
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case float64:
		return strconv.FormatFloat(x, 'f', 2, 64)
	case []int:
		return bldDice(x)
	case []string:
		return bldOrNone(strings.Join(x, ", "))
	case []ru.SaveValue:
		parts := make([]string, len(x))
		for i, s := range x {
			parts[i] = fmt.Sprintf("%s %d: %s (adv %s, dis %s)", s.Ability, s.Score, bldPercent(s.PSuccess), bldPercent(s.PAdvantage), bldPercent(s.PDisadvantage))
		}
		return strings.Join(parts, "\n")
	case []ru.WeaponValue:
		parts := make([]string, len(x))
		for i, w := range x {
			parts[i] = bldWeaponText(ru.Weapon{Name: w.Name, Die: w.Die, Ranged: w.Ranged, Wielded: w.Wielded, Against: w.Against, Blast: w.Blast, IgnoresArmor: w.IgnoresArmor})
		}
		return bldOrNone(strings.Join(parts, "; "))
	case []ru.Item:
		parts := make([]string, len(x))
		for i, it := range x {
			parts[i] = it.Name
		}
		return bldOrNone(strings.Join(parts, ", "))
	case []ru.Service:
		parts := make([]string, len(x))
		for i, s := range x {
			parts[i] = s.Text
		}
		return bldOrNone(strings.Join(parts, "; "))
	case []ru.HirelingValue:
		parts := make([]string, len(x))
		for i, h := range x {
			parts[i] = fmt.Sprintf("%s (%s): STR %d/%d DEX %d/%d WIL %d/%d, HP %d/%d, armour %d, %s", h.Name, h.Role,
				h.CurrentSTR, h.STR, h.CurrentDEX, h.DEX, h.CurrentWIL, h.WIL, h.CurrentHP, h.MaxHP, h.Armor, bldWeaponless(bldDice(h.AttackDice)))
		}
		return bldOrNone(strings.Join(parts, "\n"))
	}
	return v.Text()
}

func bldPercent(p float64) string { return strconv.FormatFloat(100*p, 'f', 1, 64) + "%" }

func bldOrNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// bldDice writes [8 6] as "d8, d6".
func bldDice(sizes []int) string {
	parts := make([]string, len(sizes))
	for i, s := range sizes {
		parts[i] = "d" + strconv.Itoa(s)
	}
	return strings.Join(parts, ", ")
}
