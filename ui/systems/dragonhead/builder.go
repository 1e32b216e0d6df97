// Package dragonhead is Dragonhead's ui: the character builder (rolling
// abilities, classes and callings, skills, gear, advancement), the class
// and skill catalog and the group's Dice Table windows, and how a
// Dragonhead character joins an encounter. It registers them with
// ui/plugin from init; ui/systems imports it for that.
package dragonhead

import (
	"context"
	"encoding/json"
	"fmt"
	"image/color"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	"sessionzero/rules/dragonhead"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// dhBuilderHeight is the least height of the steps and the summary beside
// them: they fill the editor below the generic fields and scroll inside,
// so on a 1280×720 screen the builder shows without scrolling the editor.
const dhBuilderHeight = 160

// dragonheadDice makes the random source a builder rolls with: seeded from
// the clock in the app; tests replace it with a fixed seed.
var dragonheadDice = func() dragonhead.Dice {
	seed := uint64(time.Now().UnixNano())
	return rand.New(rand.NewPCG(seed, seed>>1|1))
}

// dragonheadConfirm asks before something that cannot be bought back
// (dropping a class or skill); tests replace it to answer at once.
var dragonheadConfirm = func(w fyne.Window, title, message string, ok func()) {
	dialog.ShowConfirm(title, message, func(yes bool) {
		if yes {
			ok()
		}
	}, w)
}

// dhStep is one tab of the builder, refilled from the character after each
// change.
type dhStep struct {
	title string
	box   *fyne.Container
	fill  func(box *fyne.Container)
	// stale marks a hidden step changed since it was filled; it is refilled
	// when shown.
	stale bool
}

// refill rebuilds the step from the character.
func (s *dhStep) refill() {
	s.box.RemoveAll()
	s.fill(s.box)
	s.stale = false
}

// dhBuilder is the Dragonhead character builder: the book's steps as tabs
// beside a live summary of every derived value.
type dhBuilder struct {
	ctx     plugin.BuilderContext
	char    dragonhead.Character
	table   dragonhead.DiceTable
	dice    dragonhead.Dice
	catalog dhCatalog
	derived rules.Derived

	message widgets.Notice // what the last change did, or why it was refused
	summary *fyne.Container
	pages   *widgets.Steps // the strip of steps and a scrolling page each
	steps   []*dhStep
	// physical holds dice the user rolled at the table, typed in; when it
	// is not empty the next roll uses them instead of the app's dice.
	physical *widget.Entry
	mojo     dhMojo
	// w holds the step widgets tests and keyboard users reach for; each
	// refill replaces them.
	w dhWidgets
	// attackEditing and itemEditing are the rows loaded into the Attacks
	// and Equipment forms, or -1 when the forms add new rows.
	attackEditing, itemEditing int
}

// dhWidgets are the builder's working widgets, as last filled.
type dhWidgets struct {
	scores      map[dragonhead.Ability]*widget.Entry
	rerolls     map[dragonhead.Ability]*widget.Button
	roll, typed *widget.Button
	finish      *widget.Button
	assign      *widget.Button
	classPick   *widget.Select
	classQuote  *widget.Label
	addClass    *widget.Button
	skillPick   *widget.Select
	skillQuote  *widget.Label
	addSkill    *widget.Button
	drops       map[string]*widget.Button // "class:Warlord", "skill:Common"
	updates     map[string]*widget.Button // "class:Fighter": take the catalog's copy
	swapPick    *widget.Select
	swap        *widget.Button
	hitDiePick  *widget.Select
	setHitDie   *widget.Button
	raises      map[string]*widget.Button // "class:Warlord", "skill:Common", "ability:Intellect"
	xpAmount    *widget.Entry
	gainXP      *widget.Button
	mojoPeople  *widget.Entry
	mojoRoll    *widget.Button
	mojoSpend   *widget.Select
	mojoSpendBt *widget.Button
	mojoStatus  *widget.Label
	attack      dhAttackForm
	size        *widget.Select
	// The Attacks and Equipment rows' buttons, in the character's order.
	attackEdit, attackRemove []*widget.Button
	itemEdit, itemRemove     []*widget.Button
	item                     dhItemForm
	otherSkill               dhOtherSkillForm
}

// dhOtherSkillForm is the Skills step's "Another skill" form.
type dhOtherSkillForm struct {
	name, cost, uses    *widget.Entry
	language, toCatalog *widget.Check
	add                 *widget.Button
}

// dhAttackForm is the Add an attack form, or Edit <attack> when a row is
// being edited.
type dhAttackForm struct {
	name, damage, aspects *widget.Entry
	hit, quality, skill   *widget.Entry
	spellLevel, magicKind *widget.Entry
	damageType            *widget.Select
	kind                  *widgets.KeyedSelect
	muscle                *widget.Check
	add                   *widget.Button // "Add attack" or "Save changes to <attack>"
	cancel                *widget.Button // shown while editing
}

// dhItemForm is the Add an item form, or Edit <item> when a row is being
// edited; fields are by label ("Count", "Weight", …).
type dhItemForm struct {
	name   *widget.Entry
	kind   *widgets.KeyedSelect
	fields map[string]*widget.Entry
	worn   *widget.Check
	add    *widget.Button // "Add item" or "Save changes to <item>"
	cancel *widget.Button // shown while editing
}

// dhBuilderView is the builder as a widget, so the editor's tests can
// reach the builder behind it.
type dhBuilderView = widgets.Holder[*dhBuilder]

// dhMojo is the mojo of the current session: it lives as long as the
// builder and is not part of the character.
type dhMojo struct {
	roll   *dragonhead.MojoRoll
	left   int
	spends []string
}

func newDragonheadBuilder(ctx plugin.BuilderContext) fyne.CanvasObject {
	b, err := openDragonheadBuilder(ctx)
	if err != nil {
		return widgets.Danger("This Dragonhead character cannot be edited: " + err.Error())
	}
	return widgets.NewHolder(b, b.content())
}

// openDragonheadBuilder decodes the character and reads the catalog and the
// Dice Table from the library.
func openDragonheadBuilder(ctx plugin.BuilderContext) (*dhBuilder, error) {
	c, err := dragonhead.DecodeCharacter(ctx.Data)
	if err != nil {
		return nil, err
	}
	b := &dhBuilder{ctx: ctx, char: c, dice: dragonheadDice(), attackEditing: -1, itemEditing: -1}
	b.w.drops = map[string]*widget.Button{}
	b.w.raises = map[string]*widget.Button{}
	b.w.updates = map[string]*widget.Button{}
	bg := context.Background()
	if b.table, err = loadDiceTable(bg, ctx.Store); err != nil {
		return nil, err
	}
	if b.catalog, err = loadDragonheadCatalog(bg, ctx.Store); err != nil {
		return nil, err
	}
	b.derive()
	return b, nil
}

func (b *dhBuilder) derive() {
	b.derived = dragonhead.DeriveCharacter(b.char, b.table)
}

// dhStepShown remembers, by character (plugin.BuilderContext.StepKey), the step each builder showed
// last: the editor makes the builder again on undo and redo, and the user
// stays on the step they were working on.
var dhStepShown = map[string]int{}

func (b *dhBuilder) content() fyne.CanvasObject {
	// Hidden until a change says what it did: the status bar already says
	// that changes save as you type, and a laptop screen has little height.
	b.message = widgets.NewNotice()
	b.physical = widgets.Entry("e.g. 4 2 5 …")
	b.summary = container.NewVBox()
	b.steps = []*dhStep{
		{title: "Abilities", fill: b.fillAbilities},
		{title: "Classes", fill: b.fillClasses},
		{title: "Skills", fill: b.fillSkills},
		{title: "Hit points", fill: b.fillHitPoints},
		{title: "Attacks", fill: b.fillAttacks},
		{title: "Defense & Movement", fill: b.fillDefense},
		{title: "Equipment", fill: b.fillEquipment},
		{title: "Personality", fill: b.fillPersonality},
		{title: "Advancement", fill: b.fillAdvancement},
	}
	// The strip's buttons are short, so four fit a row of the editor at the
	// main window's least width.
	short := map[string]string{"Defense & Movement": "Defense"}
	var titles []string
	for i, s := range b.steps {
		title := s.title
		if t, ok := short[title]; ok {
			title = t
		}
		titles = append(titles, fmt.Sprintf("%d %s", i+1, title))
	}
	b.pages = widgets.NewSteps(titles, 4, func(i int) {
		dhStepShown[b.ctx.StepKey()] = i
		// What the last change did belongs to the step it was made on.
		if b.message.Label != nil {
			b.message.Hide()
		}
		if s := b.steps[i]; s.stale {
			s.refill()
		}
	})
	for i, s := range b.steps {
		s.box = container.NewVBox()
		s.fill(s.box)
		b.pages.Content[i].Add(s.box)
	}
	b.fillSummary()
	summaryTitle := widget.NewLabelWithStyle("Summary", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	split := container.NewHSplit(b.pages.Pages, container.NewBorder(summaryTitle, nil, nil, nil, container.NewVScroll(b.summary)))
	split.Offset = 0.7
	// The steps and the summary scroll on their own inside the editor's
	// scrolling form, so the builder takes a fixed height.
	height := canvas.NewRectangle(color.Transparent)
	height.SetMinSize(fyne.NewSize(0, dhBuilderHeight))
	b.pages.Show(dhStepShown[b.ctx.StepKey()])
	return widgets.Border(container.NewVBox(b.pages.Strip, b.message), nil, nil, nil, container.NewStack(height, split))
}

// step finds a tab by title.
func (b *dhBuilder) step(title string) *dhStep {
	for _, s := range b.steps {
		if s.title == title {
			return s
		}
	}
	return nil
}

// apply runs a change through the rules, saves it (autosave, one undo step)
// and refreshes every tab and the summary. It reports whether it worked.
func (b *dhBuilder) apply(what string, change func(dragonhead.Character) (dragonhead.Character, error)) bool {
	return b.applyKeeping(what, nil, change)
}

// applyKeeping is apply that leaves one tab as it is (the one the user is
// typing in, so the field keeps its focus).
func (b *dhBuilder) applyKeeping(what string, keep *dhStep, change func(dragonhead.Character) (dragonhead.Character, error)) bool {
	next, err := change(b.char)
	var data json.RawMessage
	if err == nil {
		data, err = next.Encode()
	}
	if err != nil {
		// what says what the change does once made; the error says why not.
		b.refused(err)
		return false
	}
	b.char = next
	b.ctx.SetData(data)
	b.derive()
	b.say(what)
	b.refresh(keep)
	return true
}

// edit applies a plain data edit (no rule involved) to a copy.
func (b *dhBuilder) edit(what string, keep *dhStep, change func(c *dragonhead.Character) error) bool {
	return b.applyKeeping(what, keep, func(c dragonhead.Character) (dragonhead.Character, error) {
		out, err := c.Clone()
		if err != nil {
			return c, err
		}
		if err := change(&out); err != nil {
			return c, err
		}
		return out, nil
	})
}

func (b *dhBuilder) refresh(keep *dhStep) {
	b.w.drops = map[string]*widget.Button{}
	b.w.raises = map[string]*widget.Button{}
	b.w.updates = map[string]*widget.Button{}
	shown := b.selectedStep()
	for _, s := range b.steps {
		switch {
		case s == keep || s.box == nil:
		case s == shown:
			s.refill()
		default:
			s.stale = true // refilled when the user opens it
		}
	}
	b.fillSummary()
}

// selectedStep is the step the user sees.
func (b *dhBuilder) selectedStep() *dhStep {
	if b.pages == nil {
		return nil
	}
	return b.steps[b.pages.Current]
}

func (b *dhBuilder) say(msg string) {
	if b.message.Label != nil {
		b.message.Tell(msg)
	}
}

// fail says why a change to what was not made.
func (b *dhBuilder) fail(what string, err error) {
	if b.message.Label != nil {
		b.message.Refuse(what, err)
	}
}

// refused says why a change was not made, when err says what it was.
func (b *dhBuilder) refused(err error) {
	if b.message.Label != nil {
		b.message.Fail(err)
	}
}

// value finds a derived value.
func (b *dhBuilder) value(key string) (rules.Value, bool) { return b.derived.Get(key) }

// valueRow shows a derived value with its explain line, or nothing when it
// does not apply.
func (b *dhBuilder) valueRow(key string) fyne.CanvasObject {
	v, ok := b.value(key)
	if !ok {
		return container.NewVBox()
	}
	return widgets.DerivedValue(v, dhValueText(v))
}

// dhValueText writes a derived value the way the sheet would: maps in
// ability or name order, lists joined.
func dhValueText(v rules.Value) string {
	switch x := v.Value.(type) {
	case map[string]int:
		var parts []string
		seen := map[string]bool{}
		for _, a := range dragonhead.AbilityNames() {
			if n, ok := x[string(a)]; ok {
				seen[string(a)] = true
				if v.Key == "modifiers" {
					parts = append(parts, fmt.Sprintf("%s %+d", a, n))
				} else {
					parts = append(parts, fmt.Sprintf("%s %d", a, n))
				}
			}
		}
		var rest []string
		for k := range x {
			if !seen[k] {
				rest = append(rest, k)
			}
		}
		sort.Strings(rest)
		for _, k := range rest {
			parts = append(parts, fmt.Sprintf("%s %+d", k, x[k]))
		}
		return strings.Join(parts, ", ")
	case []string:
		return strings.Join(x, "; ")
	case []dragonhead.AttackLine:
		var parts []string
		for _, a := range x {
			parts = append(parts, fmt.Sprintf("%s: Hit %+d, %s%s", a.Name, a.Hit, a.DamageRoll, a.DamageType))
		}
		return strings.Join(parts, "; ")
	case []dragonhead.MoveLine:
		var parts []string
		for _, m := range x {
			parts = append(parts, m.Form+" "+m.Roll)
		}
		return strings.Join(parts, ", ")
	case []dragonhead.SpellLimit:
		var parts []string
		for _, s := range x {
			parts = append(parts, fmt.Sprintf("%s %d", s.Class, s.Limit))
		}
		return strings.Join(parts, ", ")
	case int:
		if strings.HasPrefix(v.Key, "xp") || v.Key == "class_points" || v.Key == "wealth_ip" || v.Key == "equipment_value" {
			return dhThousandsSep(x)
		}
		return fmt.Sprint(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return v.Text()
}

// dhThousandsSep writes 3500 as "3,500".
func dhThousandsSep(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var out []byte
	for i, ch := range []byte(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, ch)
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// fillSummary shows the problems in red and every derived value with where
// it comes from.
func (b *dhBuilder) fillSummary() { widgets.DerivedSummary(b.summary, b.derived, dhValueText) }

// dhTypedDice plays back dice the user rolled at the table.
type dhTypedDice struct {
	values []int
	next   int
}

func (t *dhTypedDice) IntN(n int) int {
	if t.next >= len(t.values) {
		return 0
	}
	v := t.values[t.next]
	t.next++
	if v < 1 || v > n {
		return 0
	}
	return v - 1
}

// dhParseDice reads want dice of the given sides from text such as "4 2 5,
// 6 1 3": numbers separated by spaces, commas or plus signs.
func dhParseDice(text string, want, sides int) ([]int, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '+' || r == ';' || r == '\n' || r == '\t' })
	if len(fields) != want {
		return nil, fmt.Errorf("type %d d%d results, got %d", want, sides, len(fields))
	}
	out := make([]int, 0, want)
	for _, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", f)
		}
		if n < 1 || n > sides {
			return nil, fmt.Errorf("%d is not a d%d roll (1 to %d)", n, sides, sides)
		}
		out = append(out, n)
	}
	return out, nil
}

// diceFor is the source for a roll of want dice with the given sides: the
// typed dice when the user typed some (checked), otherwise the app's dice.
func (b *dhBuilder) diceFor(want, sides int) (dragonhead.Dice, bool, error) {
	text := strings.TrimSpace(b.physical.Text)
	if text == "" {
		return b.dice, false, nil
	}
	vals, err := dhParseDice(text, want, sides)
	if err != nil {
		return nil, true, fmt.Errorf("your own dice: %w", err)
	}
	return &dhTypedDice{values: vals}, true, nil
}

// rollWith runs a rolling change with the app's dice or the typed ones
// (cleared after use).
func (b *dhBuilder) rollWith(what string, want, sides int, change func(c dragonhead.Character, r dragonhead.Dice) (dragonhead.Character, error)) bool {
	r, typed, err := b.diceFor(want, sides)
	if err != nil {
		b.refused(err)
		return false
	}
	ok := b.apply(what, func(c dragonhead.Character) (dragonhead.Character, error) { return change(c, r) })
	if ok && typed {
		b.physical.SetText("")
	}
	return ok
}

// dhIntEntry is an entry for a whole number.
func dhIntEntry(value int, placeholder string) *widget.Entry {
	e := widget.NewEntry()
	if value != 0 {
		e.SetText(strconv.Itoa(value))
	}
	e.SetPlaceHolder(placeholder)
	return e
}

// dhParseInt reads a whole number from an entry, thousands commas and
// all ("2,500"); empty is 0.
func dhParseInt(field, text string) (int, error) {
	return widgets.WholeNumber(field, strings.ReplaceAll(text, ",", ""))
}

// dhParseFloat reads a number from an entry; empty is 0.
func dhParseFloat(field, text string) (float64, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a number", field, text)
	}
	return f, nil
}

// dhSplitList splits "a, b, c" into trimmed, non-empty parts.
func dhSplitList(text string) []string {
	var out []string
	for _, p := range strings.Split(text, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
