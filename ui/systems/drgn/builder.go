// Package drgn is DRGN's ui: the character builder (the book's steps of
// character creation beside a live summary), the ability component
// calculator and the play tools. It registers them with ui/plugin from
// init; ui/systems imports it for that.
package drgn

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	"sessionzero/rules/drgn"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// This file is the DRGN character builder: the book's steps of character
// creation ("0. Design and create a character concept … 6. Finishing
// Touches"), then after play, beside a live summary. Every edit changes a
// copy of the drgn.Character, encodes it and hands it to the editor
// (autosave, one undo step per save); every number shown comes from drgn's
// Derive or the book's tables in rules/drgn.

// drgnBuilderHeight is the builder's own minimum height: it fills the
// editor below the generic fields and the steps and the summary each
// scroll inside it, so on a 1280×720 screen the whole builder shows
// without scrolling the editor too (the DvR builder's 280).
const drgnBuilderHeight = 280

// The steps, in the book's order, then after play.
const (
	drgnStepConcept = iota
	drgnStepBody
	drgnStepFeatures
	drgnStepTraits
	drgnStepAbilities
	drgnStepEquipment
	drgnStepFinishing
	drgnStepAfterPlay
)

// drgnBuilder edits one DRGN character.
type drgnBuilder struct {
	widget.BaseWidget
	ctx     plugin.BuilderContext
	char    drgn.Character
	derived rules.Derived

	root    fyne.CanvasObject
	steps   *widgets.Steps // the strip of steps and each step's page, rebuilt on structural edits
	makers  []func() fyne.CanvasObject
	message widgets.Notice // why the last change was refused, or what it did
	summary *fyne.Container
	bar     *drgnXPBar
	xpText  *widget.Label
	xpHow   *widget.Label
	// hooks update a step's own labels (a trait's next point cost …) after
	// each edit, without rebuilding the entries being typed in.
	hooks []func(d rules.Derived)

	// The parts tests and the calculator drive.
	calc    *drgnCalculator
	calcAdd *widget.Button
	// abilityEditing is the bought ability loaded into the calculator, or
	// -1 when it builds a new one.
	abilityEditing int
	widgets        drgnWidgets
}

// drgnWidgets are the builder's inputs, named so tests can drive them.
type drgnWidgets struct {
	tierSelect                           *widget.Select
	budget                               *widget.Entry
	shapeSelect                          *widget.Select
	customSlots                          []*widget.Select
	sizeSelect                           *widget.Select
	kaijuHPEntry, kaijuSpeedEntry        *widget.Entry
	featureSelect                        *widget.Select
	addFeature                           *widget.Button
	limbSlots                            []*widget.Select
	customFeatureName, customFeatureCost *widget.Entry
	addCustomFeature                     *widget.Button
	traitScores                          map[string]*widget.Entry
	traitRaise                           map[string]*widget.Button
	newTrait                             *widget.SelectEntry
	addTrait                             *widget.Button
	skinPhysical, skinElemental          *widget.Select
	useArmor                             *widget.Check
	currentHP, temporaryHP, epicoins     *widget.Entry
	item                                 *drgnItemForm
	afterPlay                            *drgnAfterPlay
	// Each row's buttons, in the character's order (traits by name).
	featureRemove              []*widget.Button
	traitRemove                map[string]*widget.Button
	itemEdit, itemRemove       []*widget.Button
	abilityEdit, abilityRemove []*widget.Button
}

func newDRGNBuilder(ctx plugin.BuilderContext) fyne.CanvasObject {
	c, err := drgn.Decode(ctx.Data)
	if err != nil {
		return widgets.Danger("This DRGN character's data cannot be read, so it is left unchanged: " + err.Error())
	}
	b := &drgnBuilder{ctx: ctx, char: c}
	b.ExtendBaseWidget(b)
	b.build()
	return b
}

// CreateRenderer implements fyne.Widget.
func (b *drgnBuilder) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.root)
}

// drgnStepTitles are the steps' buttons, in the book's order.
var drgnStepTitles = []string{"0 Concept", "1 Body & Size", "2 Features", "3 Traits", "4 Abilities", "5 Equipment", "6 Finishing", "After play"}

// drgnStepShown remembers, by character (plugin.BuilderContext.StepKey), the step each builder
// showed last: the editor makes the builder again on undo and redo, and
// the user stays on the step they were working on.
var drgnStepShown = map[string]int{}

func (b *drgnBuilder) build() {
	b.message = widgets.NewNotice()
	b.calc = newDRGNCalculator(b.ctx.Store, b.ctx.Win)
	b.abilityEditing = -1
	b.calcAdd = widget.NewButtonWithIcon("Add to this character", theme.ContentAddIcon(), b.addCalculatorAbility)
	b.calcAdd.Importance = widget.HighImportance
	b.calc.hostAdd = b.calcAdd
	b.calc.actions.Objects = append([]fyne.CanvasObject{b.calcAdd}, b.calc.actions.Objects...)
	b.makers = []func() fyne.CanvasObject{
		b.conceptStep, b.bodyStep, b.featuresStep, b.traitsStep,
		b.abilitiesStep, b.equipmentStep, b.finishingStep, b.afterPlayStep,
	}
	b.steps = widgets.NewSteps(drgnStepTitles, 4, func(i int) { drgnStepShown[b.ctx.StepKey()] = i })
	b.bar = newDRGNXPBar()
	b.xpText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	b.xpText.Wrapping = fyne.TextWrapWord
	b.xpHow = widgets.Caption("")
	b.summary = container.NewVBox()
	summary := container.NewScroll(container.NewPadded(container.NewVBox(
		widget.NewLabelWithStyle("Summary", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		b.bar, b.xpText, b.xpHow, widget.NewSeparator(), b.summary)))
	b.root = b.steps.Frame(b.message, summary, 0.64, drgnBuilderHeight)
	b.rebuildSteps()
	b.showStep(drgnStepShown[b.ctx.StepKey()])
}

// showStep shows one step of the builder.
func (b *drgnBuilder) showStep(i int) { b.steps.Show(i) }

// rebuildSteps makes every step again from the character (after an edit
// that adds or removes rows) and refreshes the summary.
func (b *drgnBuilder) rebuildSteps() {
	b.hooks = nil
	b.widgets = drgnWidgets{traitScores: map[string]*widget.Entry{}, traitRaise: map[string]*widget.Button{}, traitRemove: map[string]*widget.Button{}}
	for i, makeStep := range b.makers {
		b.steps.Content[i].Objects = []fyne.CanvasObject{makeStep(), newWheelPass(b.steps.Page(i))}
		b.steps.Content[i].Refresh()
	}
	b.refreshSummary()
}

// edit applies a change to a copy of the character. A refused change (the
// rules say why) leaves the character as it was and shows the reason.
// Structural edits rebuild the steps; typed values only refresh numbers.
func (b *drgnBuilder) edit(what string, structural bool, change func(c *drgn.Character) error) bool {
	next := b.char.Clone()
	if err := change(&next); err != nil {
		b.refuse(what, err)
		return false
	}
	data, err := next.Encode()
	if err != nil {
		b.refuse(what, err)
		return false
	}
	b.char = next
	b.message.Hide()
	b.ctx.SetData(data)
	if structural {
		b.rebuildSteps()
	} else {
		b.refreshSummary()
	}
	return true
}

// refuse shows why a change was not made.
func (b *drgnBuilder) refuse(what string, err error) { b.message.Refuse(what, err) }

// tell shows what a change did (after-play operations).
func (b *drgnBuilder) tell(text string) { b.message.Tell(text) }

// value is a derived value by key.
func (b *drgnBuilder) value(key string) rules.Value {
	v, _ := b.derived.Get(key)
	return v
}

// refreshSummary derives the character again and shows the result.
func (b *drgnBuilder) refreshSummary() {
	b.derived = b.char.Derive()
	d := b.derived
	budget, _ := b.value("xp_budget").Value.(int)
	spent, _ := b.value("xp_spent").Value.(int)
	remaining, _ := b.value("xp_remaining").Value.(int)
	b.bar.set(spent, budget, remaining < 0)
	if remaining < 0 {
		b.xpText.SetText(fmt.Sprintf("XP: %d spent of %d — over budget by %d", spent, budget, -remaining))
		b.xpText.Importance = widget.DangerImportance
	} else {
		b.xpText.SetText(fmt.Sprintf("XP: %d spent of %d — %d remaining", spent, budget, remaining))
		b.xpText.Importance = widget.MediumImportance
	}
	b.xpText.Refresh()
	b.xpHow.SetText(widgets.Shown(b.value("xp_spent").Explain + "\n" + b.value("xp_remaining").Explain))

	box := b.summary
	box.RemoveAll()
	widgets.Problems(box, d.Problems)
	if len(d.Problems) > 0 {
		box.Add(widgets.Caption("A character with problems still saves; nothing is fixed for you."))
	}
	box.Add(widget.NewSeparator())
	box.Add(widgets.Heading("Battle stats"))
	for _, key := range []string{"max_hp", "current_hp", "temporary_hp", "toughness", "evasion_reduction", "speed", "head_hp", "epicoins"} {
		box.Add(drgnValueRow(b.value(key)))
	}
	box.Add(widgets.Heading("Body"))
	for _, key := range []string{"size", "token_size", "base_speed", "bonus_evasion", "hp_modifier", "body_shape"} {
		box.Add(drgnValueRow(b.value(key)))
	}
	box.Add(drgnValueRow(b.value("slots")))
	box.Add(widgets.Heading("Functional traits"))
	for _, key := range []string{"constitution", "evasion", "perception"} {
		box.Add(drgnValueRow(b.value(key)))
	}
	if rows, _ := b.value("weapons").Value.([]drgn.WeaponRow); len(rows) > 0 {
		box.Add(widgets.Heading("Weapons"))
		for _, w := range rows {
			box.Add(drgnPair(w.Name, fmt.Sprintf("%d %s", w.Damage, strings.Join(w.DamageTypes, "/"))))
			box.Add(widgets.Caption(w.Explain))
		}
	}
	if rows, _ := b.value("shields").Value.([]drgn.ShieldRow); len(rows) > 0 {
		box.Add(widgets.Heading("Shields"))
		for _, s := range rows {
			box.Add(drgnPair(s.Name, fmt.Sprintf("toughness %d · HP %d", s.Toughness, s.HP)))
			box.Add(widgets.Caption(s.Explain))
		}
	}
	if rows, _ := b.value("abilities").Value.([]drgn.AbilityRow); len(rows) > 0 {
		box.Add(widgets.Heading("Abilities"))
		for _, a := range rows {
			if a.Error != "" {
				bad := widgets.Danger(widgets.Shown(a.Name + ": " + a.Explain))
				box.Add(bad)
				continue
			}
			box.Add(drgnPair(a.Name, fmt.Sprintf("%d XP", a.TotalXP)))
			box.Add(widgets.Caption(a.Explain))
		}
	}
	box.Add(widgets.Heading("Resistances"))
	box.Add(drgnValueRow(b.value("resistances")))
	box.Add(drgnValueRow(b.value("attunement")))
	box.Add(widgets.Heading("XP"))
	for _, key := range []string{"tier", "xp_budget", "xp_features", "xp_traits", "xp_abilities", "xp_spent", "xp_remaining", "risk_it_all"} {
		box.Add(drgnValueRow(b.value(key)))
	}
	box.Add(widgets.Heading("Rules decisions"))
	for _, n := range d.Notes {
		box.Add(widgets.Caption(n))
	}
	box.Refresh()
	for _, h := range b.hooks {
		h(d)
	}
}

// drgnValueRow shows a derived value with its explain line below.
func drgnValueRow(v rules.Value) fyne.CanvasObject {
	if v.Key == "" {
		return container.NewVBox()
	}
	text := v.Text()
	if text == "" {
		if list, ok := v.Value.([]string); ok {
			text = strings.Join(list, ", ")
		}
	}
	return container.NewVBox(drgnPair(v.Label, text), widgets.Caption(v.Explain))
}

// drgnPair is a bold name with its value on the right, or below it when
// the value is long; both wrap, so the summary fits a narrow column.
func drgnPair(name, value string) fyne.CanvasObject { return widgets.Pair(name, value, 14) }

// drgnIntEntry is an entry for a whole number. A valid number calls set; a
// bad one shows why on the entry and changes nothing.
func drgnIntEntry(value int, set func(int)) *widget.Entry {
	e := widget.NewEntry()
	e.SetText(strconv.Itoa(value))
	e.Validator = drgnWholeNumber
	e.OnChanged = func(s string) {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
			set(n)
		}
	}
	return e
}

// drgnWholeNumber validates a whole number typed in an entry.
func drgnWholeNumber(s string) error {
	if _, err := strconv.Atoi(strings.TrimSpace(s)); err != nil {
		return fmt.Errorf("%q is not a whole number", s)
	}
	return nil
}

// drgnSelect makes a select showing current without calling changed, then
// calls changed on the user's choices.
func drgnSelect(options []string, current string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, nil)
	s.SetSelected(current)
	s.OnChanged = changed
	return s
}

// drgnXPBar draws the XP spent against the budget: filled in the primary
// colour, or red when over budget.
type drgnXPBar struct {
	widget.BaseWidget
	back, fill *canvas.Rectangle
	fraction   float32
	over       bool
}

func newDRGNXPBar() *drgnXPBar {
	bar := &drgnXPBar{back: canvas.NewRectangle(color.Transparent), fill: canvas.NewRectangle(color.Transparent)}
	bar.back.CornerRadius = 4
	bar.fill.CornerRadius = 4
	bar.ExtendBaseWidget(bar)
	return bar
}

// set shows spent of budget; a bar over budget is full and red.
func (bar *drgnXPBar) set(spent, budget int, over bool) {
	bar.over = over
	switch {
	case over || (budget <= 0 && spent > 0):
		bar.fraction = 1
	case budget <= 0:
		bar.fraction = 0
	default:
		bar.fraction = float32(spent) / float32(budget)
	}
	bar.Refresh()
}

// CreateRenderer implements fyne.Widget.
func (bar *drgnXPBar) CreateRenderer() fyne.WidgetRenderer {
	return &drgnXPBarRenderer{bar: bar}
}

type drgnXPBarRenderer struct{ bar *drgnXPBar }

func (r *drgnXPBarRenderer) Layout(size fyne.Size) {
	r.bar.back.Resize(size)
	r.bar.back.Move(fyne.NewPos(0, 0))
	r.bar.fill.Resize(fyne.NewSize(size.Width*r.bar.fraction, size.Height))
	r.bar.fill.Move(fyne.NewPos(0, 0))
}

func (r *drgnXPBarRenderer) MinSize() fyne.Size { return fyne.NewSize(120, 18) }

func (r *drgnXPBarRenderer) Refresh() {
	th := r.bar.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.bar.back.FillColor = th.Color(theme.ColorNameInputBackground, v)
	r.bar.back.StrokeColor = th.Color(theme.ColorNameInputBorder, v)
	r.bar.back.StrokeWidth = 1
	if r.bar.over {
		r.bar.fill.FillColor = th.Color(theme.ColorNameError, v)
	} else {
		r.bar.fill.FillColor = th.Color(theme.ColorNamePrimary, v)
	}
	r.Layout(r.bar.Size())
	r.bar.back.Refresh()
	r.bar.fill.Refresh()
}

func (r *drgnXPBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bar.back, r.bar.fill}
}

func (r *drgnXPBarRenderer) Destroy() {}
