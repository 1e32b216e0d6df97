package dragonhead

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/catalogs"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// dhCatalogWindow edits the Dragonhead classes kept as homebrew in the
// library, shows the book's incomplete samples, and exports and imports
// content packs.
type dhCatalogWindow struct {
	lib      plugin.Host
	win      fyne.Window
	cat      dhCatalog
	list     *catalogs.List
	selected int // index into cat.classes; -1 for a new class
	editing  string

	name, hitDie, best, moves, combat *widget.Entry
	magicKinds, magicStarts           *widget.Entry
	inclinations, levelXP, equipment  *widget.Entry
	restrictions, features            *widget.Entry
	size, magicSystem                 *widget.Select
	kind                              *widgets.KeyedSelect
	sampleNote, problems, status      *widget.Label
	deleteBtn                         *widget.Button
	right                             *fyne.Container
	tabs                              *container.AppTabs
	skills                            *dhSkillEditor // the Skills tab
}

const dhNoMagic = "No magic"

// openDragonheadCatalog opens the catalog window.
func openDragonheadCatalog(l plugin.Host) *dhCatalogWindow {
	cw := &dhCatalogWindow{lib: l, selected: -1}
	cw.win = l.App().NewWindow("Dragonhead class and skill catalog")
	cw.win.SetContent(cw.build())
	cw.win.Resize(fyne.NewSize(980, 720))
	cw.reload("")
	cw.win.Show()
	return cw
}

func (cw *dhCatalogWindow) build() fyne.CanvasObject {
	cw.list = catalogs.NewList("Classes", "New class", func() { cw.show(-1) })
	cw.list.OnSelected = func(i int) { cw.show(i) }

	cw.name = widgets.Entry("Warlord")
	var kinds []string
	for _, k := range dragonhead.ClassKinds {
		kinds = append(kinds, string(k))
	}
	cw.kind = widgets.NewKeyedSelect(kinds, nil, nil)
	cw.hitDie = widgets.Entry("8 for a d8")
	var sizes []string
	for _, s := range dragonhead.BodySizes {
		sizes = append(sizes, s.Name)
	}
	cw.size = widget.NewSelect(sizes, nil)
	cw.best = widgets.Entry("Muscle, Spirit, Charisma")
	cw.moves = widgets.Entry("Walk 8, Swim 4")
	cw.combat = widgets.Entry("Melee, Ranged ½, Unarmed ½")
	systems := []string{dhNoMagic}
	for _, m := range dragonhead.MagicSystems {
		systems = append(systems, m.Name)
	}
	cw.magicSystem = widget.NewSelect(systems, nil)
	cw.magicKinds = widgets.Entry("Any ½, Nature")
	cw.magicStarts = widgets.Entry("1")
	cw.inclinations = widgets.Entry("LG, LN, TN (blank: any)")
	cw.levelXP = widgets.Entry("2500, 5000, 10000")
	cw.equipment = widgets.Entry("Sword, Torch x3")
	cw.restrictions = widget.NewMultiLineEntry()
	cw.restrictions.SetPlaceHolder("one per line: No metal armour")
	cw.restrictions.SetMinRowsVisible(2)
	cw.features = widget.NewMultiLineEntry()
	cw.features.SetPlaceHolder("one per line: name | starts at | text\nEye of the Tiger | 3 | …")
	cw.features.SetMinRowsVisible(4)

	form := widget.NewForm(
		widget.NewFormItem("Name", cw.name),
		widget.NewFormItem("Kind", cw.kind),
		widget.NewFormItem("Hit die", cw.hitDie),
		widget.NewFormItem("Size", cw.size),
		widget.NewFormItem("Best abilities", cw.best),
		widget.NewFormItem("Move", cw.moves),
		widget.NewFormItem("Combat line", cw.combat),
		widget.NewFormItem("Magic", cw.magicSystem),
		widget.NewFormItem("Magic kinds", cw.magicKinds),
		widget.NewFormItem("Magic starts at", cw.magicStarts),
		widget.NewFormItem("Inclinations", cw.inclinations),
		widget.NewFormItem("Level table (XP)", cw.levelXP),
		widget.NewFormItem("Features", cw.features),
		widget.NewFormItem("Restrictions", cw.restrictions),
		widget.NewFormItem("Starter equipment", cw.equipment),
	)
	cw.sampleNote = widget.NewLabel("")
	cw.sampleNote.Wrapping = fyne.TextWrapWord
	cw.sampleNote.Importance = widget.WarningImportance
	cw.problems = widgets.Danger("")
	cw.status = catalogs.NewStatus()
	levelHint := widgets.Explain("Level table: the total XP spent on the class to reach each level; past the end each level costs double the one before.")

	save := widget.NewButtonWithIcon("Save class", theme.DocumentSaveIcon(), func() { cw.save() })
	save.Importance = widget.HighImportance
	cw.deleteBtn = widget.NewButtonWithIcon("Delete…", theme.DeleteIcon(), func() { cw.askDelete() })

	// The sample note and the problems come and go with the class shown, so
	// they sit below the form and its buttons: no field or button moves
	// when they appear (typing landed in the wrong field when the note
	// pushed the form down).
	right := container.NewVBox(form, container.NewHBox(save, cw.deleteBtn), levelHint, cw.sampleNote, cw.problems)
	cw.right = right
	split := container.NewHSplit(cw.list.Content(), container.NewVScroll(right))
	split.Offset = 0.3
	cw.tabs = container.NewAppTabs(
		container.NewTabItem("Classes", split),
		container.NewTabItem("Skills", cw.buildSkills()))
	// The pack holds classes and skills, so its buttons and the window's
	// status sit below both tabs.
	bottom := container.NewBorder(widget.NewSeparator(), nil, nil,
		catalogs.PackButtons(cw.askExport, cw.askImport), cw.status)
	return container.NewBorder(nil, bottom, nil, nil, cw.tabs)
}

// reload reads the catalog and selects the class with the given name.
func (cw *dhCatalogWindow) reload(select_ string) {
	cat, err := loadDragonheadCatalog(cw.lib.Context(), cw.lib.Store())
	if err != nil {
		cw.setStatus(true, "%v", err)
	}
	cw.cat = cat
	if cw.skills != nil {
		cw.skills.selectByName(cw.skills.editing)
	}
	items := make([]catalogs.Item, len(cat.classes))
	for i, def := range cat.classes {
		items[i] = catalogs.Item{Label: dhClassLabel(def), Sample: def.Sample}
	}
	cw.list.SetItems(items)
	cw.list.UnselectAll()
	for i, def := range cw.cat.classes {
		if strings.EqualFold(def.Name, select_) {
			cw.list.Select(i)
			return
		}
	}
	cw.show(-1)
}

func (cw *dhCatalogWindow) setStatus(bad bool, format string, a ...any) {
	catalogs.SetStatus(cw.status, bad, format, a...)
}

// show fills the form with a class (-1: an empty new class).
func (cw *dhCatalogWindow) show(i int) {
	cw.selected = i
	def := dragonhead.ClassDef{Kind: dragonhead.Calling, Size: dragonhead.DefaultSize}
	if i >= 0 && i < len(cw.cat.classes) {
		def = cw.cat.classes[i]
	}
	cw.editing = def.Name
	cw.name.SetText(def.Name)
	cw.kind.SetKey(string(def.Kind))
	cw.hitDie.SetText(dhNumberOrBlank(def.HitDie))
	size := def.Size
	if size == "" {
		size = dragonhead.DefaultSize
	}
	cw.size.SetSelected(size)
	var best []string
	for _, a := range def.BestAbilities {
		best = append(best, string(a))
	}
	cw.best.SetText(strings.Join(best, ", "))
	var moves []string
	for _, m := range def.Moves {
		moves = append(moves, fmt.Sprintf("%s %d", m.Form, m.Score))
	}
	cw.moves.SetText(strings.Join(moves, ", "))
	cw.combat.SetText(dhLinesText(def.Combat))
	if def.Magic != nil {
		cw.magicSystem.SetSelected(def.Magic.System)
		cw.magicKinds.SetText(dhLinesText(def.Magic.Kinds))
		cw.magicStarts.SetText(dhNumberOrBlank(def.Magic.StartsAt))
	} else {
		cw.magicSystem.SetSelected(dhNoMagic)
		cw.magicKinds.SetText("")
		cw.magicStarts.SetText("")
	}
	cw.inclinations.SetText(strings.Join(def.Inclinations, ", "))
	var xp []string
	for _, n := range def.LevelXP {
		xp = append(xp, strconv.Itoa(n))
	}
	cw.levelXP.SetText(strings.Join(xp, ", "))
	var features []string
	for _, f := range def.Features {
		line := fmt.Sprintf("%s | %d", f.Name, max(f.StartsAt, 1))
		if f.Text != "" || f.Talent != "" {
			line += " | " + f.Text
		}
		if f.Talent != "" {
			line += " | " + f.Talent
		}
		features = append(features, line)
	}
	cw.features.SetText(strings.Join(features, "\n"))
	cw.restrictions.SetText(strings.Join(def.Restrictions, "\n"))
	var items []string
	for _, it := range def.Equipment {
		if it.Count > 1 {
			items = append(items, fmt.Sprintf("%s x%d", it.Name, it.Count))
		} else {
			items = append(items, it.Name)
		}
	}
	cw.equipment.SetText(strings.Join(items, ", "))
	if def.Sample {
		cw.sampleNote.SetText(fmt.Sprintf("Incomplete sample from the book (%s). The book does not give its %s: "+
			"fill them in and save to keep your own complete %s in the library.", def.Source, dragonhead.MissingWords(def.Incomplete), def.Name))
		cw.sampleNote.Show()
	} else {
		cw.sampleNote.Hide()
	}
	if problems := def.Problems(); len(problems) > 0 && i >= 0 {
		cw.problems.SetText("Still to fill in: " + strings.Join(problems, "; "))
		cw.problems.Show()
	} else {
		cw.problems.Hide()
	}
	_, own := cw.cat.ids[strings.ToLower(def.Name)]
	if i >= 0 && own {
		cw.deleteBtn.Enable()
	} else {
		cw.deleteBtn.Disable()
	}
	// Notes shown or hidden change the column's layout.
	cw.right.Refresh()
}

func dhNumberOrBlank(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// dhLinesText writes combat or magic lines as the book does: "Melee, Ranged ½".
func dhLinesText(lines []dragonhead.Line) string {
	var parts []string
	for _, l := range lines {
		parts = append(parts, l.String())
	}
	return strings.Join(parts, ", ")
}

// dhParseLines reads "Melee, Ranged ½, Unarmed 1/2".
func dhParseLines(text string) []dragonhead.Line {
	var out []dragonhead.Line
	for _, p := range dhSplitList(text) {
		l := dragonhead.Line{Use: p}
		for _, half := range []string{"½", "1/2", "half"} {
			if strings.HasSuffix(strings.ToLower(p), half) {
				l.Use = strings.TrimSpace(p[:len(p)-len(half)])
				l.Half = true
			}
		}
		out = append(out, l)
	}
	return out
}

// classFromForm reads the form into a class entry.
func (cw *dhCatalogWindow) classFromForm() (dragonhead.ClassDef, error) {
	def := dragonhead.ClassDef{Name: strings.TrimSpace(cw.name.Text), Kind: dragonhead.ClassKind(cw.kind.Key()), Size: cw.size.Selected}
	var err error
	die := strings.TrimPrefix(strings.TrimSpace(strings.ToLower(cw.hitDie.Text)), "d")
	if def.HitDie, err = dhParseInt("Hit die", die); err != nil {
		return def, err
	}
	for _, name := range dhSplitList(cw.best.Text) {
		a, ok := dragonhead.ParseAbility(name)
		if !ok {
			return def, fmt.Errorf("best abilities: %q is not one of the nine abilities", name)
		}
		def.BestAbilities = append(def.BestAbilities, a)
	}
	for _, m := range dhSplitList(cw.moves.Text) {
		i := strings.LastIndex(m, " ")
		if i < 0 {
			return def, fmt.Errorf("move %q: write a form and a score, e.g. Walk 8", m)
		}
		score, err := dhParseInt("Move "+m, m[i+1:])
		if err != nil {
			return def, err
		}
		def.Moves = append(def.Moves, dragonhead.Move{Form: strings.TrimSpace(m[:i]), Score: score})
	}
	def.Combat = dhParseLines(cw.combat.Text)
	if cw.magicSystem.Selected != "" && cw.magicSystem.Selected != dhNoMagic {
		starts, err := dhParseInt("Magic starts at", cw.magicStarts.Text)
		if err != nil {
			return def, err
		}
		def.Magic = &dragonhead.MagicLine{System: cw.magicSystem.Selected, Kinds: dhParseLines(cw.magicKinds.Text), StartsAt: starts}
	}
	for _, in := range dhSplitList(cw.inclinations.Text) {
		def.Inclinations = append(def.Inclinations, strings.ToUpper(in))
	}
	for _, n := range dhSplitList(cw.levelXP.Text) {
		xp, err := dhParseInt("Level table", n)
		if err != nil {
			return def, err
		}
		def.LevelXP = append(def.LevelXP, xp)
	}
	for _, line := range strings.Split(cw.features.Text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		parts := strings.Split(line, "|")
		f := dragonhead.Feature{Name: strings.TrimSpace(parts[0])}
		if len(parts) > 1 {
			if f.StartsAt, err = dhParseInt("Feature "+f.Name+" starts at", parts[1]); err != nil {
				return def, err
			}
		}
		if len(parts) > 2 {
			f.Text = strings.TrimSpace(parts[2])
		}
		if len(parts) > 3 {
			f.Talent = strings.TrimSpace(parts[3])
		}
		def.Features = append(def.Features, f)
	}
	for _, line := range strings.Split(cw.restrictions.Text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			def.Restrictions = append(def.Restrictions, line)
		}
	}
	for _, it := range dhSplitList(cw.equipment.Text) {
		item := dragonhead.StarterItem{Name: it}
		if i := strings.LastIndex(it, " x"); i > 0 {
			if n, err := strconv.Atoi(it[i+2:]); err == nil && n > 0 {
				item = dragonhead.StarterItem{Name: strings.TrimSpace(it[:i]), Count: n}
			}
		}
		def.Equipment = append(def.Equipment, item)
	}
	if cw.selected >= 0 && cw.selected < len(cw.cat.classes) {
		def.Source = cw.cat.classes[cw.selected].Source
	}
	// A checked entry: the content pack's own check refuses what cannot be
	// represented (no name, unknown kind, size or magic system, a bad die).
	if _, err := dragonhead.EncodeContentPack(dragonhead.ContentPack{Classes: []dragonhead.ClassDef{def}}); err != nil {
		return def, err
	}
	return def, nil
}

// save stores the form as a homebrew class. Saving a sample keeps a
// complete copy of it as the user's own class.
func (cw *dhCatalogWindow) save() bool {
	def, err := cw.classFromForm()
	if err == nil {
		err = saveDragonheadClass(cw.lib.Context(), cw.lib.Store(), def)
	}
	if err != nil {
		cw.setStatus(true, "Not saved: %v", err)
		return false
	}
	if err := cw.dropRenamed(cw.cat.ids, cw.editing, def.Name); err != nil {
		cw.setStatus(true, "Saved %s, but the old entry %s could not be removed: %v", def.Name, cw.editing, err)
	}
	cw.reload(def.Name)
	msg := "Saved " + def.Name + "."
	if p := def.Problems(); len(p) > 0 {
		msg += " Still to fill in before characters can use every rule: " + strings.Join(p, "; ")
	}
	cw.setStatus(false, "%s", msg)
	refreshBuilder(cw.lib)
	return true
}

// dropRenamed deletes the library entry a class or skill was opened from
// when it was saved under a new name: ids are the entries by lower-case
// name, editing the name the form was opened on.
func (cw *dhCatalogWindow) dropRenamed(ids map[string]int64, editing, name string) error {
	if old, ok := ids[strings.ToLower(editing)]; ok && !strings.EqualFold(editing, name) {
		return cw.lib.Store().DeleteHomebrew(cw.lib.Context(), old)
	}
	return nil
}

func (cw *dhCatalogWindow) askDelete() {
	id, ok := cw.cat.ids[strings.ToLower(cw.editing)]
	if !ok {
		return
	}
	name := cw.editing
	catalogs.DeleteRow(cw.lib.Context(), cw.lib.Store(), cw.status, id, name, "Characters who have "+name+" keep their own copy of it.",
		dragonheadConfirm, cw.win, func() {
			cw.reload("")
			refreshBuilder(cw.lib)
		})
}

func (cw *dhCatalogWindow) askExport() {
	b, err := exportDragonheadPack(cw.lib.Context(), cw.lib.Store(), "Session Zero classes")
	if err != nil {
		cw.setStatus(true, "Export refused: %v", err)
		return
	}
	catalogs.AskExport(cw.win, "dragonhead-classes.json", b, func(name string, err error) {
		if err != nil {
			cw.setStatus(true, "%v", err)
			return
		}
		cw.setStatus(false, "Exported the catalog to %s.", name)
	})
}

func (cw *dhCatalogWindow) askImport() {
	catalogs.AskImport(cw.win, func(name string, b []byte) { cw.importPack(name, b) },
		func(err error) { cw.setStatus(true, "%v", err) })
}

// importPack stores a content pack's entries or says why it was refused.
func (cw *dhCatalogWindow) importPack(name string, b []byte) bool {
	classes, skills, err := importDragonheadPack(cw.lib.Context(), cw.lib.Store(), b)
	if err != nil {
		cw.setStatus(true, "%s was refused: %v", name, err)
		return false
	}
	cw.reload(cw.editing)
	cw.setStatus(false, "Imported %d class(es) and %d skill(s) from %s.", classes, skills, name)
	refreshBuilder(cw.lib)
	return true
}

// refreshBuilder rebuilds the open Dragonhead builder after the catalog or
// the Dice Table changed.
func refreshBuilder(h plugin.Host) {
	if ch, ok := h.OpenCharacter(); ok && ch.System == dragonhead.ID {
		h.RefreshBuilder()
	}
}
