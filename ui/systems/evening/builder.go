// Package evening is the Evening ui: the level 1–20 character builder
// (these builder*.go files) and the Dice & Odds setup. Every number it
// shows comes from rules/evening (Derive, Validate, Play); the ui only
// collects what the user types and taps.
package evening

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	eve "sessionzero/rules/evening"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// builderSteps remembers the open step of each character (by
// plugin.BuilderContext.StepKey): undo
// and redo rebuild the builder, and the user stays on their step.
var builderSteps = map[string]int{}

// builderStep is one tab of the builder, refilled from the character after
// each change.
type builderStep struct {
	title  string
	box    *fyne.Container
	fill   func(box *fyne.Container)
	scroll *container.Scroll
	stale  bool
}

// builder is the Evening character builder: the book's steps in a list
// beside a live summary of every derived value.
type builder struct {
	ctx     plugin.BuilderContext
	char    eve.Character
	derived rules.Derived
	catalog map[string][]eve.Entry // by kind: origin, class, discipline, focus
	items   []eve.ItemDef          // the library's items and weapons
	// aptitudes are the library's aptitudes and the book's two samples.
	aptitudes []eve.AptitudeDef

	message *widget.Label
	summary *fyne.Container
	nav     *widget.List
	page    *fyne.Container // the step shown
	current int
	steps   []*builderStep
	// w holds the working widgets tests reach for, by a name such as
	// "finesse" or "class.add"; each refill replaces them.
	w map[string]fyne.CanvasObject
	// live are the derived rows of each step, refreshed after every change
	// even in the step the user is typing in (which is not refilled).
	live    map[*builderStep][]liveRow
	filling *builderStep
}

// liveRow is a derived value shown inside a step.
type liveRow struct {
	key string
	box *fyne.Container
}

// builderView is the builder as a widget, so tests reach the builder.
type builderView = widgets.Holder[*builder]

// newBuilderView opens the character; data that fails Validate opens
// read-only and is never written back.
func newBuilderView(ctx plugin.BuilderContext) fyne.CanvasObject {
	c, err := eve.DecodeCharacter(ctx.Data)
	if err != nil {
		bad := widgets.Danger(widgets.Shown("This Evening character cannot be edited: " + err.Error() +
			". It is shown read-only and is not saved; fix the file and open it again."))
		return container.NewVScroll(bad)
	}
	b := &builder{ctx: ctx, char: c, w: map[string]fyne.CanvasObject{}, live: map[*builderStep][]liveRow{}}
	b.catalog = loadCatalog(ctx)
	b.items = loadItems(ctx)
	b.aptitudes = loadAptitudes(ctx)
	b.derive()
	return widgets.NewHolder(b, b.content())
}

// loadCatalog reads the library's Evening origins, classes, disciplines
// and foci, with the book's two samples; rows that fail the rules'
// catalog validation are left out.
func loadCatalog(ctx plugin.BuilderContext) map[string][]eve.Entry {
	cat := map[string][]eve.Entry{
		eve.KindOrigin: {eve.SampleOrigin()},
		eve.KindClass:  {eve.SampleClass()},
	}
	if ctx.Store == nil {
		return cat
	}
	for _, kind := range []string{eve.KindOrigin, eve.KindClass, eve.KindDiscipline, eve.KindFocus} {
		rows, err := ctx.Store.HomebrewEntries(context.Background(), eve.ID, kind)
		if err != nil {
			continue
		}
		for _, r := range rows {
			var e eve.Entry
			if eve.ValidateCatalogJSON(kind, r.Data) != nil || json.Unmarshal(r.Data, &e) != nil {
				continue
			}
			if e.Name == "" {
				e.Name = r.Name
			}
			cat[kind] = append(cat[kind], e)
		}
	}
	return cat
}

// loadItems reads the library's Evening items and weapons (rows the rules
// refuse are left out).
func loadItems(ctx plugin.BuilderContext) []eve.ItemDef {
	if ctx.Store == nil {
		return nil
	}
	rows, err := ctx.Store.HomebrewEntries(context.Background(), eve.ID, eve.KindItem)
	if err != nil {
		return nil
	}
	var out []eve.ItemDef
	for _, r := range rows {
		var it eve.ItemDef
		if eve.ValidateCatalogJSON(eve.KindItem, r.Data) != nil || json.Unmarshal(r.Data, &it) != nil {
			continue
		}
		out = append(out, it)
	}
	return out
}

// loadAptitudes reads the library's Evening aptitudes, then the book's
// samples no row of the same name replaces.
func loadAptitudes(ctx plugin.BuilderContext) []eve.AptitudeDef {
	var out []eve.AptitudeDef
	own := map[string]bool{}
	if ctx.Store != nil {
		rows, err := ctx.Store.HomebrewEntries(context.Background(), eve.ID, eve.KindAptitude)
		if err == nil {
			for _, r := range rows {
				var a eve.AptitudeDef
				if eve.ValidateCatalogJSON(eve.KindAptitude, r.Data) != nil || json.Unmarshal(r.Data, &a) != nil {
					continue
				}
				out = append(out, a)
				own[strings.ToLower(a.Name)] = true
			}
		}
	}
	for _, a := range eve.SampleAptitudes() {
		if !own[strings.ToLower(a.Name)] {
			out = append(out, a)
		}
	}
	return out
}

func (b *builder) derive() { b.derived = eve.DeriveCharacter(b.char) }

func (b *builder) content() fyne.CanvasObject {
	b.message = widget.NewLabel("Each change saves itself; Ctrl+Z undoes it.")
	b.message.Wrapping = fyne.TextWrapWord
	b.summary = container.NewVBox()
	b.steps = []*builderStep{
		{title: "Abilities", fill: b.fillAbilities},
		{title: "Attributes", fill: b.fillAttributes},
		{title: "Origin & class", fill: b.fillOriginClass},
		{title: "Aptitudes", fill: b.fillAptitudes},
		{title: "Level & features", fill: b.fillLevel},
		{title: "Equipment", fill: b.fillEquipment},
		{title: "Resources", fill: b.fillResources},
		{title: "Size & speed", fill: b.fillSize},
		{title: "Threads", fill: b.fillThreads},
		{title: "Play", fill: b.fillPlay},
	}
	for _, st := range b.steps {
		st.box = container.NewVBox()
		b.fillStep(st)
		// Both ways: a narrow editor scrolls a wide row instead of cutting it.
		st.scroll = container.NewScroll(st.box)
	}
	// The steps are a list down the side: it scrolls when the editor
	// leaves the builder little height, so no step is ever out of reach.
	b.nav = widget.NewList(func() int { return len(b.steps) },
		func() fyne.CanvasObject { return widget.NewLabel("10. Level & features") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, b.steps[i].title))
		})
	b.page = container.NewStack()
	b.nav.OnSelected = func(i widget.ListItemID) { b.showStep(i) }
	b.nav.Select(min(max(builderSteps[b.ctx.StepKey()], 0), len(b.steps)-1))
	b.fillSummary()
	title := widget.NewLabelWithStyle("Summary", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	split := container.NewHSplit(widgets.Border(nil, nil, b.nav, nil, b.page), container.NewBorder(title, nil, nil, nil, container.NewVScroll(b.summary)))
	split.Offset = 0.66
	return widgets.Border(b.message, nil, nil, nil, split)
}

// fillStep (re)fills a step from the character.
func (b *builder) fillStep(s *builderStep) {
	s.box.RemoveAll()
	b.filling, b.live[s] = s, nil
	s.fill(s.box)
	b.filling, s.stale = nil, false
}

// showStep shows step i, refilled first when it changed while hidden; the
// step is remembered for the rebuild after undo.
func (b *builder) showStep(i int) {
	if i < 0 || i >= len(b.steps) {
		return
	}
	b.current = i
	builderSteps[b.ctx.StepKey()] = i
	s := b.steps[i]
	if s.stale {
		b.fillStep(s)
	}
	b.page.Objects = []fyne.CanvasObject{s.scroll}
	b.page.Refresh()
}

func (b *builder) selectedStep() *builderStep {
	if b.page == nil {
		return nil
	}
	return b.steps[b.current]
}

// apply runs a change on a copy of the character, validates the result
// with the rules and saves it (autosave, one undo step); on an error
// nothing is saved and the message says what to fix. The step the user
// is typing in is kept as it is when keep is set, so its field keeps the
// focus; the other steps and the summary are refreshed.
func (b *builder) apply(what string, keep bool, change func(c eve.Character) (eve.Character, error)) bool {
	data, err := b.char.Encode()
	if err != nil {
		b.fail(what, err)
		return false
	}
	copied, err := eve.DecodeCharacter(data) // a deep copy to change
	if err != nil {
		b.fail(what, err)
		return false
	}
	next, err := change(copied)
	if err == nil {
		data, err = next.Encode()
	}
	if err == nil {
		next, err = eve.DecodeCharacter(data) // Validate: refuse what the rules refuse
	}
	if err != nil {
		b.fail(what, err)
		return false
	}
	b.char = next
	b.ctx.SetData(data)
	b.derive()
	b.say(what)
	shown := b.selectedStep()
	for _, s := range b.steps {
		switch {
		case s == shown && keep:
			for _, r := range b.live[s] {
				r.box.Objects = []fyne.CanvasObject{b.valueView(r.key)}
				r.box.Refresh()
			}
		case s == shown:
			b.fillStep(s)
		default:
			s.stale = true
		}
	}
	b.fillSummary()
	return true
}

// edit is apply for a plain edit of the copy.
func (b *builder) edit(what string, keep bool, change func(c *eve.Character) error) bool {
	return b.apply(what, keep, func(c eve.Character) (eve.Character, error) {
		err := change(&c)
		return c, err
	})
}

func (b *builder) say(msg string) {
	b.message.Importance = widget.SuccessImportance
	b.message.SetText(widgets.Shown(msg))
}

// fail shows one line: what was tried and what to fix.
func (b *builder) fail(what string, err error) {
	line := strings.SplitN(err.Error(), "\n", 2)[0]
	if what != "" {
		line = what + ": " + line
	}
	widgets.SetError(b.message, line+" (not saved)")
}

// fillSummary shows the rule problems in red and every derived value with
// its explain line.
func (b *builder) fillSummary() { widgets.DerivedSummary(b.summary, b.derived, valueText) }

// valueRow shows one derived value with its explain line inside a step,
// kept up to date as the user types.
func (b *builder) valueRow(key string) fyne.CanvasObject {
	box := container.NewVBox(b.valueView(key))
	if b.filling != nil {
		b.live[b.filling] = append(b.live[b.filling], liveRow{key, box})
	}
	return box
}

func (b *builder) valueView(key string) fyne.CanvasObject {
	v, ok := b.derived.Get(key)
	if !ok {
		return container.NewVBox()
	}
	return widgets.DerivedValue(v, valueText(v))
}

// number is a derived whole number (0 when absent).
func (b *builder) number(key string) int {
	v, _ := b.derived.Get(key)
	n, _ := v.Value.(int)
	return n
}

// valueText writes a derived value as the sheet would.
func valueText(v rules.Value) string {
	var parts []string
	switch x := v.Value.(type) {
	case nil:
		return "—"
	case eve.FeatureLevels:
		return fmt.Sprintf("origin %d, class %d, discipline %d, focus %d, base %d", x.Origin, x.Class, x.Discipline, x.Focus, x.Base)
	case []eve.AptitudeView:
		for _, a := range x {
			parts = append(parts, fmt.Sprintf("%s %+d", a.Name, a.Bonus))
		}
	case []eve.AttackView:
		for _, a := range x {
			parts = append(parts, strings.TrimSpace(fmt.Sprintf("%s %+d, %s %s", a.Name, a.Bonus, a.Damage, a.DamageType)))
		}
	case []eve.Speed:
		for _, s := range x {
			parts = append(parts, fmt.Sprintf("%s %d", s.Kind, s.Squares))
		}
	case map[string]eve.Asset:
		for _, k := range sortedKeys(x) {
			parts = append(parts, fmt.Sprintf("%s %d/%d", k, x[k].Value, x[k].Base))
		}
	case map[string]int:
		for _, k := range sortedKeys(x) {
			parts = append(parts, fmt.Sprintf("%s %+d", strings.ReplaceAll(k, "_", "+"), x[k]))
		}
	case []string:
		parts = x
	case bool:
		if x {
			return "yes"
		}
		return "no"
	default:
		if s := v.Text(); s != "" {
			return s
		}
		return fmt.Sprint(x)
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// sortedKeys are a map's keys in order.
func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// parseInt reads a whole number; empty is 0.
func parseInt(field, text string) (int, error) { return widgets.WholeNumber(field, text) }

// intEntry is a named entry for a whole number that saves as the user
// types: bad text gets a one-line message and is not saved.
func (b *builder) intEntry(name, label string, value int, set func(c *eve.Character, n int)) *widget.Entry {
	e := widget.NewEntry()
	e.SetText(strconv.Itoa(value))
	e.OnChanged = func(text string) {
		n, err := parseInt(label, text)
		if err != nil {
			b.fail("", err)
			return
		}
		b.edit(fmt.Sprintf("%s %d", label, n), true, func(c *eve.Character) error { set(c, n); return nil })
	}
	b.w[name] = e
	return e
}

// button is a named button.
func (b *builder) button(name, label string, tapped func()) *widget.Button {
	bt := widget.NewButton(label, tapped)
	b.w[name] = bt
	return bt
}

// entry is a named plain text entry.
func (b *builder) entry(name, placeholder string) *widget.Entry {
	e := widgets.Entry(placeholder)
	b.w[name] = e
	return e
}

// formRow is a label and a field side by side.
func formRow(label string, field fyne.CanvasObject) fyne.CanvasObject {
	l := widget.NewLabel(label)
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(150, l.MinSize().Height), l), nil, field)
}
