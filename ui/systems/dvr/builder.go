// Package dvr is the ui of DvR Dice Pool: its character builder (the book's
// order of creation, then after play, beside a live summary) and its Dice &
// Odds setup. Every number it shows comes from rules/dvr.
package dvr

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	rdvr "sessionzero/rules/dvr"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// This file is the builder's frame: the step strip, the live summary and
// the one way an edit reaches the character (edit). The steps are in
// builder_steps.go and builder_afterplay.go.

// builderMinHeight is the builder's own minimum height: the editor puts
// the generic fields above it, and steps and summary scroll inside, so the
// whole main window stays within a 1280×720 screen.
const builderMinHeight = 280

// The steps, in the book's order (spec §2), then after play.
const (
	stepCampaign = iota
	stepScript
	stepFocus
	stepSkills
	stepMisc
	stepPerks
	stepBurdens
	stepAfterPlay
)

// stepTitles are short, so the strip is one row: the main window is tight
// in height.
var stepTitles = []string{"0 Campaign", "1 Script", "2 Focus die", "3 Skills", "4 Misc", "5 Perks", "6 Burdens", "After play"}

// stepShown remembers, by character (plugin.BuilderContext.StepKey), the step each builder showed
// last: the editor rebuilds the builder on undo and redo, and the user
// stays on the step they were working on.
var stepShown = map[string]int{}

// builder edits one DvR character.
type builder struct {
	widget.BaseWidget
	ctx     plugin.BuilderContext
	char    rdvr.Character
	derived rules.Derived
	// Derive's list values, read once per derive.
	scriptRows []scriptRow
	skillRows  []skillRow
	itemRows   []itemRow

	root    fyne.CanvasObject
	steps   *widgets.Steps
	stale   []bool // steps to make again before they are shown
	makers  []func() fyne.CanvasObject
	current int
	message widgets.Notice // why the last change was refused, or what it did
	summary *fyne.Container
	// hooks update each step's own labels after each edit, without
	// rebuilding the entries being typed in; making is the step being made.
	hooks  map[int][]func()
	making int

	w builderWidgets
}

// builderWidgets are the inputs, named so tests can drive them.
type builderWidgets struct {
	gameType, xpDifficulty     *widget.Select
	skillList                  *widget.Entry
	genericList                *widget.Button
	untrained                  *widget.Check
	scriptDown, scriptUp       map[string]*widget.Button
	focus                      *widget.RadioGroup
	healthOverride             *widget.Entry
	currentHealth, curFocus    *widget.Entry
	skillDown, skillUp         map[string]*widget.Button
	prepped                    map[string]*widget.Check
	newSkill                   *widget.Entry
	toList                     []*widget.Button // off-list skills: add to the campaign's list
	addSkill                   *widget.Button
	catalog                    *widget.Select
	addCatalog                 *widget.Button
	item                       itemForm
	itemRemove, itemEdit       []*widget.Button
	supplies                   *widget.Entry
	perkPick                   *widget.Select
	perkName, perkRank, perkFx *widget.Entry
	addPerk                    *widget.Button
	perkRemove                 []*widget.Button
	baseSpeed                  *widget.Entry
	burdens, splinter          *widget.Entry
	crisis                     *widget.Check
	after                      afterPlayWidgets
}

func newBuilder(ctx plugin.BuilderContext) fyne.CanvasObject {
	c, err := rdvr.Decode(ctx.Data)
	if err != nil {
		return widgets.Danger("This DvR character's data cannot be read, so it is left unchanged: " + err.Error())
	}
	b := &builder{ctx: ctx, char: c}
	b.ExtendBaseWidget(b)
	b.build()
	return b
}

// CreateRenderer implements fyne.Widget.
func (b *builder) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(b.root) }

func (b *builder) build() {
	b.hooks = map[int][]func(){}
	b.message = widgets.NewNotice()
	b.makers = []func() fyne.CanvasObject{b.campaignStep, b.scriptStep, b.focusStep, b.skillsStep,
		b.miscStep, b.perksStep, b.burdensStep, b.afterPlayStep}
	b.stale = make([]bool, len(b.makers))
	for i := range b.stale {
		b.stale[i] = true
	}
	b.steps = widgets.NewSteps(stepTitles, 0, b.beforeShow)
	b.summary = container.NewVBox()
	summary := container.NewVScroll(container.NewPadded(b.summary))
	b.root = b.steps.Frame(b.message, summary, 0.62, builderMinHeight)
	b.showStep(stepShown[b.ctx.StepKey()])
}

// showStep shows one step.
func (b *builder) showStep(i int) { b.steps.Show(i) }

// beforeShow makes step i again if an edit elsewhere changed what it
// shows, and remembers it as the character's step.
func (b *builder) beforeShow(i int) {
	b.current = i
	stepShown[b.ctx.StepKey()] = i
	b.derive()
	if b.stale[i] {
		b.makeStep(i)
	}
	b.refreshSummary()
}

// makeStep makes step i from the character.
func (b *builder) makeStep(i int) {
	b.making = i
	b.hooks[i] = nil
	b.steps.Content[i].Objects = []fyne.CanvasObject{b.makers[i]()}
	b.steps.Content[i].Refresh()
	b.stale[i] = false
}

// edit applies a change to a copy of the character. The copy must pass
// rules/dvr's validation; a refused change leaves the character as it was
// and says why in one line. Structural edits (rows added or removed) make
// the current step again; typed values only refresh its numbers. Every
// other step is made again when it is next shown.
func (b *builder) edit(what string, structural bool, change func(c *rdvr.Character) error) bool {
	next, err := b.copyChar()
	if err == nil {
		err = change(&next)
	}
	var data json.RawMessage
	if err == nil {
		data, err = next.Encode()
	}
	if err == nil {
		next, err = rdvr.Decode(data)
	}
	if err != nil {
		b.refuse(what, err)
		return false
	}
	b.char = next
	b.derive()
	b.message.Hide()
	b.ctx.SetData(data)
	for j := range b.stale {
		b.stale[j] = j != b.current || structural
	}
	if structural {
		b.makeStep(b.current)
	}
	b.refreshSummary()
	return true
}

// copyChar is a deep copy of the character, through its encoding.
func (b *builder) copyChar() (rdvr.Character, error) {
	data, err := b.char.Encode()
	if err != nil {
		return rdvr.Character{}, err
	}
	return rdvr.Decode(data)
}

// refuse shows why a change was not made.
func (b *builder) refuse(what string, err error) { b.message.Refuse(what, err) }

// tell shows what an after-play change did.
func (b *builder) tell(text string) { b.message.Tell(text) }

// value is a derived value by key (zero when absent).
func (b *builder) value(key string) rules.Value {
	v, _ := b.derived.Get(key)
	return v
}

// intValue is a derived whole number by key.
func (b *builder) intValue(key string) int {
	n, _ := b.value(key).Value.(int)
	return n
}

// scriptRow, skillRow and itemRow are Derive's list rows, as rules/dvr
// builds them.
type (
	scriptRow = rdvr.ScriptRow
	skillRow  = rdvr.SkillRow
	itemRow   = rdvr.ItemRow
)

// derive derives the character again and reads its list values.
func (b *builder) derive() {
	b.derived = rdvr.DeriveCharacter(b.char)
	b.scriptRows = rowsOf[scriptRow](b.derived, "script")
	b.skillRows = rowsOf[skillRow](b.derived, "skills")
	b.itemRows = rowsOf[itemRow](b.derived, "items")
}

// rowsOf reads a list value of Derive as the rows rules/dvr put there.
func rowsOf[T any](d rules.Derived, key string) []T {
	v, ok := d.Get(key)
	if !ok {
		return nil
	}
	rows, _ := v.Value.([]T)
	return rows
}

// bldDie is "d8", or the word for no die.
func bldDie(die int, none string) string {
	if die == 0 {
		return none
	}
	return "d" + strconv.Itoa(die)
}

// refreshSummary shows the derived values (derive has run).
func (b *builder) refreshSummary() {
	box := b.summary
	box.RemoveAll()
	box.Add(widgets.Bold("Summary"))
	points := fmt.Sprintf("Health %d of %d", b.intValue("current_health"), b.intValue("max_health"))
	if _, ok := b.derived.Get("max_focus"); ok {
		points += fmt.Sprintf(" · Focus %d of %d", b.intValue("current_focus"), b.intValue("max_focus"))
	} else {
		points += " · Focus: choose a focus die"
	}
	headline := widgets.Bold(points)
	headline.Wrapping = fyne.TextWrapWord
	box.Add(headline)
	box.Add(b.budget("Core points", "core_points_spent", "core_points", "core_points_left"))
	box.Add(b.budget("Skill points", "skill_points_spent", "skill_points", "skill_points_left"))
	if ps := b.derived.Problems; len(ps) > 0 {
		heading := widgets.Bold(widgets.Plural(len(ps), "rule problem"))
		heading.Importance = widget.DangerImportance
		box.Add(heading)
		for _, p := range ps {
			l := widgets.Danger(widgets.Shown("• " + p.Message))
			box.Add(l)
		}
		box.Add(bldCaption("A character with problems still saves; nothing is fixed for you."))
	} else {
		ok := widget.NewLabel("No rule problems.")
		ok.Importance = widget.SuccessImportance
		box.Add(ok)
	}
	box.Add(widget.NewSeparator())
	box.Add(widgets.Heading("Health and Focus"))
	for _, key := range []string{"max_health", "current_health", "down", "focus_die", "focus_die_size", "max_focus", "current_focus", "exhausted"} {
		box.Add(b.valueRow(key))
	}
	box.Add(widgets.Heading("Script"))
	box.Add(bldCaption(b.value("script").Explain))
	for _, r := range b.scriptRows {
		name := r.Name
		if r.Focus {
			name += " (focus)"
		}
		box.Add(bldPair(name, bldDie(r.Die, "")))
		box.Add(bldCaption(r.Explain + bldNextCost(r.NextCost)))
	}
	box.Add(widgets.Heading("Trained skills"))
	box.Add(bldCaption(b.value("skills").Explain))
	trained := 0
	for _, r := range b.skillRows {
		if r.Die == 0 && !r.Prepped {
			continue
		}
		trained++
		box.Add(bldPair(r.Name, bldDie(r.Die, "untrained")+bldPrepMark(r.Prepped)))
		box.Add(bldCaption(r.Explain + bldNextCost(r.NextCost)))
	}
	if trained == 0 {
		box.Add(bldCaption("None yet: every skill starts untrained (no die)."))
	}
	box.Add(widgets.Heading("Misc"))
	for _, r := range b.itemRows {
		box.Add(bldPair(r.Name, bldItemText(r)))
	}
	box.Add(b.valueRow("items"))
	box.Add(b.valueRow("supplies"))
	box.Add(widgets.Heading("Perks"))
	box.Add(b.valueRow("perks"))
	box.Add(b.valueRow("max_speed"))
	box.Add(widgets.Heading("Experience"))
	for _, key := range []string{"xp_total", "xp_spent", "xp_unspent", "xp_prices"} {
		box.Add(b.valueRow(key))
	}
	box.Add(widgets.Heading("Burdens"))
	for _, key := range []string{"burdens", "splinter", "p_crisis_save", "crisis"} {
		box.Add(b.valueRow(key))
	}
	box.Add(widgets.Heading("Campaign"))
	for _, key := range []string{"game_type", "xp_difficulty", "skill_count"} {
		box.Add(b.valueRow(key))
	}
	box.Add(widgets.Heading("Rules decisions"))
	for _, n := range b.derived.Notes {
		box.Add(bldCaption(n))
	}
	box.Refresh()
	for _, hs := range b.hooks {
		for _, h := range hs {
			h()
		}
	}
}

// hook runs f after every edit while the step being made is alive.
func (b *builder) hook(f func()) { b.hooks[b.making] = append(b.hooks[b.making], f) }

// budget is a bar of points spent against a budget, with the numbers and
// the rules' explain lines.
func (b *builder) budget(label, spentKey, budgetKey, leftKey string) fyne.CanvasObject {
	spent, budget, left := b.intValue(spentKey), b.intValue(budgetKey), b.intValue(leftKey)
	text := fmt.Sprintf("%s: %d spent of %d — %d left", label, spent, budget, left)
	if left < 0 {
		text = fmt.Sprintf("%s: %d spent of %d — over by %d", label, spent, budget, -left)
	}
	l := widgets.Bold(text)
	if left < 0 {
		l.Importance = widget.DangerImportance
	}
	return container.NewVBox(l, newBudgetBar(spent, budget), bldCaption(b.value(budgetKey).Explain+"\n"+
		b.value(spentKey).Explain+"\n"+b.value(leftKey).Explain))
}

// valueRow shows a derived value with its explain line below; nothing for
// a value Derive leaves out (max speed without a base speed).
func (b *builder) valueRow(key string) fyne.CanvasObject {
	v, ok := b.derived.Get(key)
	if !ok {
		return container.NewVBox()
	}
	text := v.Text()
	switch x := v.Value.(type) {
	case bool:
		text = map[bool]string{true: "yes", false: "no"}[x]
	case float64:
		text = fmt.Sprintf("%.0f%%", 100*x)
	}
	return container.NewVBox(bldPair(v.Label, text), bldCaption(v.Explain))
}

func bldNextCost(p *int) string {
	if p == nil {
		return " · at d12"
	}
	return fmt.Sprintf(" · next level %d XP", *p)
}

func bldPrepMark(prepped bool) string {
	if prepped {
		return " •"
	}
	return ""
}

// bldItemText is an item's dice and damage, as made and after rust, from
// Derive's row.
func bldItemText(r itemRow) string {
	if r.Destroyed != "" {
		return r.Destroyed
	}
	die := bldDie(r.Die, "no die")
	if r.EffectiveDie != r.Die {
		die += " rusted to " + bldDie(r.EffectiveDie, "no die")
	}
	parts := []string{die}
	if r.Damage > 0 {
		dmg := fmt.Sprintf("%d dmg", r.Damage)
		if r.EffectiveDamage != r.Damage {
			dmg = fmt.Sprintf("%d -> %d dmg", r.Damage, r.EffectiveDamage)
		}
		parts = append(parts, fmt.Sprintf("%s (All or Nothing %d)", dmg, r.AllOrNothingDamage))
	}
	if r.Points > 0 {
		parts = append(parts, fmt.Sprintf("%d pts", r.Points))
	}
	if r.Rust > 0 {
		parts = append(parts, fmt.Sprintf("rust %d", r.Rust))
	}
	return strings.Join(parts, " · ")
}

// bldPair is a bold name with its value on the right, or below it when
// the value is long; both wrap, so the summary fits a narrow column.
func bldPair(name, value string) fyne.CanvasObject { return widgets.Pair(name, value, 12) }

// bldCaption is a small, wrapped explain line.
func bldCaption(text string) *widget.Label { return widgets.Hint(widgets.Shown(text)) }

// newBudgetBar draws spent against budget: the primary colour, red and
// full when over budget.
func newBudgetBar(spent, budget int) fyne.CanvasObject {
	th := fyne.CurrentApp().Settings().Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	back := canvas.NewRectangle(th.Color(theme.ColorNameInputBackground, v))
	back.StrokeColor = th.Color(theme.ColorNameInputBorder, v)
	back.StrokeWidth = 1
	back.CornerRadius = 4
	back.SetMinSize(fyne.NewSize(120, 14))
	fill := canvas.NewRectangle(th.Color(theme.ColorNamePrimary, v))
	fill.CornerRadius = 4
	f := float32(1)
	switch {
	case spent > budget:
		fill.FillColor = th.Color(theme.ColorNameError, v)
	case budget > 0:
		f = float32(max(spent, 0)) / float32(budget)
	}
	return container.NewStack(back, container.New(fractionLayout(f), fill))
}

// fractionLayout gives its objects a fraction of the width.
type fractionLayout float32

func (f fractionLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width*float32(f), size.Height))
	}
}

func (fractionLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, 0) }
