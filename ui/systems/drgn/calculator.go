package drgn

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/drgn"
	"sessionzero/rules/systems"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// This file is the DRGN ability component calculator: an ability is built
// from the book's components like bricks, and drgn.CalculateAbilityCost
// prices it at once, every line explained. The same panel is a window
// (Tools → DRGN Ability Calculator…) and part of the builder's Abilities
// step. Abilities go to a character, to the homebrew catalog, or come from
// either.

// drgnHomebrewKind is the catalog kind of a saved ability.
const drgnHomebrewKind = "ability"

// drgnComponentOption is how a component reads in the picker.
func drgnComponentOption(info drgn.ComponentInfo) string {
	var how string
	switch info.Kind {
	case drgn.KindFree:
		how = "free"
	case drgn.KindPercent:
		how = fmt.Sprintf("%+d%%", info.Percent)
	case drgn.KindTiered:
		var parts []string
		for _, t := range drgn.AfflictingTiers {
			parts = append(parts, fmt.Sprintf("%s +%d", t, drgn.AfflictingCost[t]))
		}
		how = strings.Join(parts, ", ")
	case drgn.KindArchitect:
		how = "the Architect's cost"
	case drgn.KindCounted:
		if info.Name == drgn.CompMultiTarget {
			how = fmt.Sprintf("%+d%% per target beyond the first", info.Percent)
		} else if info.Step > 1 {
			how = fmt.Sprintf("+%d per %g %ss", info.UnitCost, info.Step, info.Unit)
		} else {
			how = fmt.Sprintf("+%d per %s", info.UnitCost, info.Unit)
		}
	}
	return fmt.Sprintf("%s (%s)", info.BookName, how)
}

// drgnComponentRow is one brick of the ability being built.
type drgnComponentRow struct {
	info   drgn.ComponentInfo
	value  *widget.Entry  // counted and Architect-priced components
	option *widget.Select // the element or the status tier
	label  *widget.Entry  // what a Special component is
	remove *widget.Button
	obj    fyne.CanvasObject
}

// component reads the row, refusing a number that is not one.
func (r *drgnComponentRow) component() (drgn.Component, error) {
	c := drgn.Component{Name: r.info.Name}
	if r.option != nil {
		if r.option.Selected == "" {
			return c, fmt.Errorf("%s: choose %s", r.info.BookName, r.option.PlaceHolder)
		}
		c.Option = r.option.Selected
	}
	if r.value != nil {
		text := strings.TrimSpace(r.value.Text)
		if text == "" {
			return c, fmt.Errorf("%s needs a number (%s)", r.info.BookName, drgnUnits(r.info))
		}
		v, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return c, fmt.Errorf("%s: %q is not a number", r.info.BookName, text)
		}
		c.Value = v
	}
	if r.label != nil {
		c.Label = strings.TrimSpace(r.label.Text)
	}
	return c, nil
}

// drgnUnits names what a component's number counts, in the plural.
func drgnUnits(info drgn.ComponentInfo) string {
	unit := info.Unit
	switch {
	case info.Kind == drgn.KindArchitect:
		return "XP"
	case strings.Contains(unit, "("):
		return unit
	case strings.HasPrefix(unit, "unit"):
		return "units" + strings.TrimPrefix(unit, "unit")
	}
	return unit + "s"
}

// drgnCalculator is the calculator panel.
type drgnCalculator struct {
	store *model.Store
	win   fyne.Window

	name    *widget.Entry
	uses    *widget.Entry
	picker  *widget.Select
	add     *widget.Button
	rows    []*drgnComponentRow
	rowsBox *fyne.Container

	refusal *widget.Label
	raw     *widget.Label
	percent *widget.Label
	perUse  *widget.Label
	total   *widget.Label
	targets *widget.Label
	types   *widget.Label
	explain *widget.Label
	lines   *fyne.Container

	// cost is the last good price; err why the last build was refused.
	cost drgn.AbilityCost
	err  error

	saveCatalog   *widget.Button
	fromCatalog   *widget.Button
	fromCharacter *widget.Button
	actions       *fyne.Container // hosts add their own buttons here
	hostAdd       *widget.Button  // the host's "add to a character" button
	content       fyne.CanvasObject
	status        *widget.Label
}

func newDRGNCalculator(store *model.Store, win fyne.Window) *drgnCalculator {
	k := &drgnCalculator{store: store, win: win}
	k.name = widgets.Entry("Ability name, e.g. Fireball")
	k.uses = widget.NewEntry()
	k.uses.SetText("1")
	k.uses.Validator = drgnWholeNumber
	k.uses.OnChanged = func(string) { k.recalculate() }
	var options []string
	for _, info := range drgn.Components {
		options = append(options, drgnComponentOption(info))
	}
	k.picker = widget.NewSelect(options, nil)
	k.picker.PlaceHolder = "Choose a component"
	k.add = widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), func() {
		i := k.picker.SelectedIndex()
		if i < 0 {
			k.showRefusal(errors.New("choose a component to add"))
			return
		}
		k.addComponent(drgn.Component{Name: drgn.Components[i].Name})
	})
	k.rowsBox = container.NewVBox()
	k.refusal = widgets.Danger("")
	k.refusal.Hide()
	k.raw, k.percent, k.perUse, k.total, k.targets, k.types = widget.NewLabel(""), widget.NewLabel(""),
		widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	k.total.TextStyle.Bold = true
	k.types.Wrapping = fyne.TextWrapWord
	k.targets.Wrapping = fyne.TextWrapWord
	k.explain = widgets.Caption("")
	k.lines = container.NewVBox()
	k.status = widgets.Caption("")
	k.saveCatalog = widget.NewButtonWithIcon("Save to catalog", theme.DocumentSaveIcon(), func() {
		if err := k.saveToCatalog(); err != nil {
			k.showRefusal(err)
		}
	})
	k.fromCatalog = widget.NewButtonWithIcon("From catalog…", theme.FolderOpenIcon(), k.askCatalog)
	k.fromCharacter = widget.NewButtonWithIcon("From a character…", theme.ContentCopyIcon(), k.askCharacter)
	k.actions = container.NewGridWithColumns(2, k.saveCatalog, k.fromCatalog, k.fromCharacter)
	results := widget.NewForm(
		widget.NewFormItem("Raw cost", k.raw),
		widget.NewFormItem("Total percentage", k.percent),
		widget.NewFormItem("Cost per use", k.perUse),
		widget.NewFormItem("XP for the uses", k.total),
		widget.NewFormItem("Estimated targets", k.targets),
		widget.NewFormItem("Damage types", k.types),
	)
	k.content = container.NewVBox(
		widget.NewForm(widget.NewFormItem("Name", k.name), widget.NewFormItem("Uses bought", k.uses)),
		container.NewBorder(nil, nil, nil, k.add, k.picker),
		k.rowsBox,
		k.refusal,
		widget.NewSeparator(),
		results,
		k.explain,
		widgets.Bold("Every line of the cost"),
		k.lines,
		k.actions,
		k.status,
	)
	k.recalculate()
	return k
}

// addComponent adds a row for a component (its number or option filled
// from c) and prices the ability again.
func (k *drgnCalculator) addComponent(c drgn.Component) {
	info, ok := drgn.ComponentByName(c.Name)
	if !ok {
		k.showRefusal(fmt.Errorf("unknown component %q", c.Name))
		return
	}
	r := &drgnComponentRow{info: info}
	var input []fyne.CanvasObject
	switch {
	case info.Name == drgn.CompElemental:
		var elements []string
		for _, e := range drgn.Elements {
			if e.Name != drgn.Force {
				elements = append(elements, e.Name)
			}
		}
		r.option = widget.NewSelect(elements, nil)
		r.option.PlaceHolder = "an element from the chart"
		if e, ok := drgn.ElementByName(c.Option); ok {
			r.option.SetSelected(e.Name)
		}
		input = append(input, r.option)
	case info.Kind == drgn.KindTiered:
		r.option = widget.NewSelect(drgn.AfflictingTiers, nil)
		r.option.PlaceHolder = "a status tier"
		r.option.SetSelected(strings.ToLower(c.Option))
		input = append(input, r.option)
	case info.Kind == drgn.KindCounted || info.Kind == drgn.KindArchitect:
		r.value = widgets.Entry(drgnUnits(info))
		if c.Value != 0 || c.Name == drgn.CompProtecting {
			r.value.SetText(strconv.FormatFloat(c.Value, 'f', -1, 64))
		}
		input = append(input, r.value)
		if info.Kind == drgn.KindArchitect {
			r.label = widgets.Entry("what it does (optional)")
			r.label.SetText(c.Label)
			input = append(input, r.label)
		}
	}
	if r.option != nil {
		r.option.OnChanged = func(string) { k.recalculate() }
	}
	if r.value != nil {
		r.value.OnChanged = func(string) { k.recalculate() }
	}
	if r.label != nil {
		r.label.OnChanged = func(string) { k.recalculate() }
	}
	r.remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { k.removeRow(r) })
	name := widgets.Bold(info.BookName)
	var middle fyne.CanvasObject = widgets.Caption(info.Effect)
	if len(input) > 0 {
		middle = container.NewGridWithColumns(len(input), input...)
	}
	var right fyne.CanvasObject = r.remove
	if r.value != nil {
		right = container.NewHBox(drgnSmall(drgnUnits(info)), r.remove)
	}
	r.obj = container.NewBorder(nil, nil, name, right, middle)
	k.rows = append(k.rows, r)
	k.rowsBox.Add(r.obj)
	k.recalculate()
}

func (k *drgnCalculator) removeRow(r *drgnComponentRow) {
	for i, row := range k.rows {
		if row == r {
			k.rows = append(k.rows[:i], k.rows[i+1:]...)
			k.rowsBox.Remove(r.obj)
			break
		}
	}
	k.recalculate()
}

// components reads every row.
func (k *drgnCalculator) components() ([]drgn.Component, error) {
	out := make([]drgn.Component, 0, len(k.rows))
	for _, r := range k.rows {
		c, err := r.component()
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// recalculate prices the ability as it stands and shows the result or why
// it is refused.
func (k *drgnCalculator) recalculate() {
	k.err = nil
	comps, err := k.components()
	uses := 0
	if err == nil {
		text := strings.TrimSpace(k.uses.Text)
		uses, err = strconv.Atoi(text)
		if err != nil {
			err = fmt.Errorf("uses: %q is not a whole number", text)
		}
	}
	if err == nil {
		k.cost, err = drgn.CalculateAbilityCost(comps, uses)
	}
	k.lines.RemoveAll()
	if err != nil {
		k.err = err
		k.showRefusal(err)
		for _, l := range []*widget.Label{k.raw, k.percent, k.perUse, k.total, k.targets, k.types} {
			l.SetText("—")
		}
		k.explain.SetText("")
		return
	}
	k.refusal.Hide()
	c := k.cost
	k.raw.SetText(strconv.Itoa(c.Raw))
	k.percent.SetText(fmt.Sprintf("%+d%%", c.Percent))
	k.perUse.SetText(strconv.Itoa(c.CostPerUse))
	if c.Intrinsic {
		k.total.SetText(fmt.Sprintf("%d XP (intrinsic: bought once)", c.TotalXP))
	} else {
		k.total.SetText(fmt.Sprintf("%d XP for %s", c.TotalXP, widgets.Plural(c.Uses, "use")))
	}
	if k.hasArea() {
		k.targets.SetText(fmt.Sprintf("%d — the book's guideline: %s", c.EstimatedTargets, drgn.AreaTargetsExplain))
	} else {
		k.targets.SetText(fmt.Sprintf("%d (no area)", c.EstimatedTargets))
	}
	k.types.SetText(strings.Join(c.DamageTypes, ", "))
	k.explain.SetText(widgets.Shown(c.Explain))
	for _, line := range c.Lines {
		k.lines.Add(widget.NewLabel(widgets.Shown("• " + line.Explain)))
	}
	if len(c.Lines) == 0 {
		k.lines.Add(widgets.Caption("Add components above: the cost builds up here line by line."))
	}
}

func (k *drgnCalculator) hasArea() bool {
	for _, r := range k.rows {
		switch r.info.Name {
		case drgn.CompLine, drgn.CompCone, drgn.CompSphere, drgn.CompMultiTarget:
			return true
		}
	}
	return false
}

func (k *drgnCalculator) showRefusal(err error) {
	k.refusal.SetText(widgets.Shown("Refused: " + err.Error()))
	k.refusal.Show()
}

// ability is the ability as built, refused when it cannot be priced or has
// no name.
func (k *drgnCalculator) ability() (drgn.Ability, error) {
	k.recalculate()
	if k.err != nil {
		return drgn.Ability{}, k.err
	}
	name := strings.TrimSpace(k.name.Text)
	if name == "" {
		return drgn.Ability{}, errors.New("the ability needs a name")
	}
	comps, _ := k.components()
	return drgn.Ability{Name: name, Components: comps, Uses: k.cost.Uses}, nil
}

// load shows an ability in the calculator.
func (k *drgnCalculator) load(a drgn.Ability) {
	k.name.SetText(a.Name)
	k.rows = nil
	k.rowsBox.RemoveAll()
	k.uses.SetText(strconv.Itoa(a.Uses))
	for _, c := range a.Components {
		k.addComponent(c)
	}
	k.recalculate()
}

// clear empties the calculator for a new ability.
func (k *drgnCalculator) clear() {
	k.load(drgn.Ability{Uses: 1})
}

// saveToCatalog puts the ability in the homebrew catalog under its name
// (replacing one of the same name).
func (k *drgnCalculator) saveToCatalog() error {
	a, err := k.ability()
	if err != nil {
		return err
	}
	data, err := json.Marshal(a)
	if err != nil {
		return fmt.Errorf("encoding %s: %w", a.Name, err)
	}
	h := &model.Homebrew{System: drgn.ID, Kind: drgnHomebrewKind, Name: a.Name, Data: data}
	if err := k.store.PutHomebrew(context.Background(), h); err != nil {
		return fmt.Errorf("saving %s to the catalog: %w", a.Name, err)
	}
	k.status.SetText(fmt.Sprintf("Saved %s to the DRGN homebrew catalog.", a.Name))
	return nil
}

// drgnAbilitySource is an ability someone may copy, with where it is from.
type drgnAbilitySource struct {
	label   string
	ability drgn.Ability
}

// catalogAbilities lists the catalog's DRGN abilities.
func (k *drgnCalculator) catalogAbilities() ([]drgnAbilitySource, error) {
	entries, err := k.store.HomebrewEntries(context.Background(), drgn.ID, drgnHomebrewKind)
	if err != nil {
		return nil, err
	}
	var out []drgnAbilitySource
	for _, e := range entries {
		var a drgn.Ability
		if err := json.Unmarshal(e.Data, &a); err != nil {
			continue // an entry another version wrote badly is skipped, not lost
		}
		if a.Name == "" {
			a.Name = e.Name
		}
		out = append(out, drgnAbilitySource{label: e.Name, ability: a})
	}
	return out, nil
}

// characterAbilities lists the abilities of every DRGN character.
func (k *drgnCalculator) characterAbilities() ([]drgnAbilitySource, error) {
	ctx := context.Background()
	list, err := k.store.Characters(ctx, model.Filter{System: drgn.ID})
	if err != nil {
		return nil, err
	}
	var out []drgnAbilitySource
	for _, s := range list {
		ch, err := k.store.Character(ctx, s.ID)
		if err != nil {
			return nil, err
		}
		c, err := drgn.Decode(ch.Data)
		if err != nil {
			continue // unreadable data is reported by the builder, not here
		}
		for _, a := range c.Abilities {
			out = append(out, drgnAbilitySource{label: ch.Name + ": " + a.Name, ability: a.Clone()})
		}
	}
	return out, nil
}

func (k *drgnCalculator) askCatalog() {
	k.askSource("Copy an ability from the catalog", "The DRGN homebrew catalog has no abilities yet: build one and save it to the catalog.", k.catalogAbilities)
}

func (k *drgnCalculator) askCharacter() {
	k.askSource("Copy an ability from a character", "No DRGN character has an ability yet.", k.characterAbilities)
}

// askSource lets the user pick an ability to load into the calculator.
func (k *drgnCalculator) askSource(title, none string, list func() ([]drgnAbilitySource, error)) {
	sources, err := list()
	if err != nil {
		widgets.ShowError(fmt.Errorf("%s: %w", title, err), k.win)
		return
	}
	if len(sources) == 0 {
		dialog.ShowInformation(title, none, k.win)
		return
	}
	labels := make([]string, len(sources))
	for i, s := range sources {
		labels[i] = s.label
	}
	pick := widget.NewSelect(labels, nil)
	pick.SetSelectedIndex(0)
	d := dialog.NewForm(title, "Copy", "Cancel", []*widget.FormItem{widget.NewFormItem("Ability", pick)}, func(ok bool) {
		if ok && pick.SelectedIndex() >= 0 {
			k.load(sources[pick.SelectedIndex()].ability)
			k.status.SetText("Copied " + sources[pick.SelectedIndex()].label + " into the calculator.")
		}
	}, k.win)
	d.Resize(fyne.NewSize(480, 180))
	d.Show()
}

// showCalculator opens the calculator in its own window. When a DRGN
// character is open in the editor, the ability can be added to it.
func showCalculator(h plugin.Host) (fyne.Window, *drgnCalculator) {
	w := h.App().NewWindow("DRGN Ability Calculator")
	k := newDRGNCalculator(h.Store(), w)
	addTo := widget.NewButtonWithIcon("Add to the open character", theme.ContentAddIcon(), func() {
		if err := addAbilityToOpen(h, k); err != nil {
			k.showRefusal(err)
		}
	})
	addTo.Importance = widget.HighImportance
	k.hostAdd = addTo
	k.actions.Objects = append([]fyne.CanvasObject{addTo}, k.actions.Objects...)
	intro := widgets.Caption("Build an ability from the book's components. Cost per use = round(raw × (1 + Σ percentages)), " +
		"never below 0; XP = cost per use × uses. The Architect sets the cost of \"Special\" components.")
	w.SetContent(container.NewVScroll(container.NewPadded(container.NewVBox(widgets.Heading("Ability component calculator"), intro, k.content))))
	w.Resize(fyne.NewSize(720, 680))
	w.Show()
	return w, k
}

// addAbilityToOpen adds the calculator's ability to the character open
// in the editor, as one undoable edit.
func addAbilityToOpen(h plugin.Host, k *drgnCalculator) error {
	ch, open := h.OpenCharacter()
	switch {
	case !open:
		return errors.New("no character is open: open a DRGN character in the library first")
	case ch.System != drgn.ID:
		name := ch.System
		if sys, ok := systems.ByID(ch.System); ok {
			name = sys.Name()
		}
		return fmt.Errorf("%s is a %s character: open a DRGN character in the library first", ch.Name, name)
	}
	a, err := k.ability()
	if err != nil {
		return err
	}
	c, err := drgn.Decode(ch.Data)
	if err != nil {
		return fmt.Errorf("%s's data cannot be read: %w", ch.Name, err)
	}
	c.Abilities = append(c.Abilities, a.Clone())
	data, err := c.Encode()
	if err != nil {
		return err
	}
	h.SetOpenData(data)
	k.status.SetText(fmt.Sprintf("Added %s to %s.", a.Name, ch.Name))
	return nil
}
