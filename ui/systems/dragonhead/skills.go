package dragonhead

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/catalogs"
	"sessionzero/ui/widgets"
)

// This file is the catalog window's Skills tab: the book's two skills (read
// only) and the library's own skills (homebrew kind "skill"), which the
// builder's skill picker lists and content packs carry.

// dhSkillEditor is the Skills tab of the catalog window.
type dhSkillEditor struct {
	cw       *dhCatalogWindow
	list     *catalogs.List
	selected int    // index into cw.cat.skills; -1 for a new skill
	editing  string // the name the selected skill had when shown

	name, baseCost, uses, minIntellect *widget.Entry
	text                               *widget.Entry
	language                           *widget.Check
	bookNote, status                   *widget.Label
	save, deleteBtn, newBtn            *widget.Button
	right                              *fyne.Container
}

func (cw *dhCatalogWindow) buildSkills() fyne.CanvasObject {
	se := &dhSkillEditor{cw: cw, selected: -1}
	cw.skills = se
	se.list = catalogs.NewList("Skills", "New skill", func() { se.show(-1) })
	se.list.OnSelected = func(i int) { se.show(i) }
	se.newBtn = se.list.New

	se.name = widgets.Entry("Swords")
	se.baseCost = widgets.Entry("XP at +0, e.g. 500")
	se.uses = widgets.Entry("Melee, AC (blank: not a combat skill)")
	se.minIntellect = widgets.Entry("blank: none")
	se.text = widget.NewMultiLineEntry()
	se.text.SetPlaceHolder("What the skill is for")
	se.text.Wrapping = fyne.TextWrapWord
	se.text.SetMinRowsVisible(3)
	se.language = widget.NewCheck("A language", nil)
	se.bookNote = widgets.Wrapped("")
	se.bookNote.Importance = widget.WarningImportance
	se.status = widgets.Wrapped("")

	se.save = widget.NewButtonWithIcon("Save skill", theme.DocumentSaveIcon(), func() { se.saveSkill() })
	se.save.Importance = widget.HighImportance
	se.deleteBtn = widget.NewButtonWithIcon("Delete…", theme.DeleteIcon(), func() { se.askDelete() })

	form := widget.NewForm(
		widget.NewFormItem("Name", se.name),
		widget.NewFormItem("Base cost (XP)", se.baseCost),
		widget.NewFormItem("", se.language),
		widget.NewFormItem("Helps", se.uses),
		widget.NewFormItem("Min. Intellect", se.minIntellect),
		widget.NewFormItem("Description", se.text),
	)
	hint := widgets.Explain("A skill costs its base at +0 and doubles with every +1. \"Helps\" lists the combat uses or attack kinds " +
		"its bonus adds to (Melee, Ranged, AC, or a weapon such as Swords). Min. Intellect is what a brand new character needs, " +
		"as for Read & Write.")
	se.right = container.NewVBox(se.bookNote, form, hint, container.NewHBox(se.save, se.deleteBtn), se.status)
	split := container.NewHSplit(se.list.Content(), container.NewVScroll(se.right))
	split.Offset = 0.3
	se.show(-1)
	return split
}

// dhSkillLabel is how a skill appears in the catalog's list.
func dhSkillLabel(def dragonhead.SkillDef) string {
	label := fmt.Sprintf("%s (%s XP)", def.Name, dhThousandsSep(def.BaseCost))
	if dhIsBookSkill(def.Name) {
		label += " — from the book"
	}
	return label
}

// show fills the form with a skill (-1: an empty new skill). The book's
// skills are shown but cannot be changed or deleted.
func (se *dhSkillEditor) show(i int) {
	cw := se.cw
	se.selected = i
	var def dragonhead.SkillDef
	if i >= 0 && i < len(cw.cat.skills) {
		def = cw.cat.skills[i]
	}
	se.editing = def.Name
	se.name.SetText(def.Name)
	se.baseCost.SetText(dhNumberOrBlank(def.BaseCost))
	se.language.SetChecked(def.Language)
	se.uses.SetText(strings.Join(def.Uses, ", "))
	se.minIntellect.SetText(dhNumberOrBlank(def.MinIntellect))
	se.text.SetText(def.Text)
	book := i >= 0 && dhIsBookSkill(def.Name)
	if book {
		se.bookNote.SetText(def.Name + " is priced by the book (Making a character › Skills); it cannot be changed here. " +
			"Choose New skill to add your table's own.")
		se.bookNote.Show()
		se.save.Disable()
	} else {
		se.bookNote.Hide()
		se.save.Enable()
	}
	if _, own := cw.cat.skillIDs[strings.ToLower(def.Name)]; i >= 0 && own {
		se.deleteBtn.Enable()
	} else {
		se.deleteBtn.Disable()
	}
	se.right.Refresh()
}

func (se *dhSkillEditor) setStatus(bad bool, format string, a ...any) {
	catalogs.SetStatus(se.status, bad, format, a...)
}

// skillFromForm reads the form, refusing what is not a number.
func (se *dhSkillEditor) skillFromForm() (dragonhead.SkillDef, error) {
	def := dragonhead.SkillDef{Name: strings.TrimSpace(se.name.Text), Language: se.language.Checked,
		Uses: dhSplitList(se.uses.Text), Text: strings.TrimSpace(se.text.Text)}
	var err error
	if def.BaseCost, err = dhParseInt("Base cost", se.baseCost.Text); err != nil {
		return def, err
	}
	if def.MinIntellect, err = dhParseInt("Min. Intellect", se.minIntellect.Text); err != nil {
		return def, err
	}
	if def.MinIntellect < 0 {
		return def, fmt.Errorf("Min. Intellect %d cannot be negative", def.MinIntellect)
	}
	if err := checkDragonheadSkill(def); err != nil {
		return def, err
	}
	return def, nil
}

// saveSkill stores the form as a homebrew skill; a renamed skill replaces
// its old entry.
func (se *dhSkillEditor) saveSkill() bool {
	cw := se.cw
	def, err := se.skillFromForm()
	if err == nil {
		err = saveDragonheadSkill(cw.lib.Context(), cw.lib.Store(), def)
	}
	if err != nil {
		se.setStatus(true, "Not saved: %v", err)
		return false
	}
	renamed := ""
	if err := cw.dropRenamed(cw.cat.skillIDs, se.editing, def.Name); err != nil {
		renamed = fmt.Sprintf(" The old entry %s could not be removed: %v", se.editing, err)
	}
	cw.reload(cw.editing)
	se.selectByName(def.Name)
	se.setStatus(renamed != "", "Saved %s.%s", def.Name, renamed)
	refreshBuilder(cw.lib)
	return true
}

// selectByName selects a skill in the list, or shows an empty form.
func (se *dhSkillEditor) selectByName(name string) {
	items := make([]catalogs.Item, len(se.cw.cat.skills))
	for i, def := range se.cw.cat.skills {
		items[i] = catalogs.Item{Label: dhSkillLabel(def)}
	}
	se.list.SetItems(items)
	se.list.UnselectAll()
	for i, def := range se.cw.cat.skills {
		if strings.EqualFold(def.Name, name) {
			se.list.Select(i)
			return
		}
	}
	se.show(-1)
}

func (se *dhSkillEditor) askDelete() {
	cw := se.cw
	id, ok := cw.cat.skillIDs[strings.ToLower(se.editing)]
	if !ok {
		return
	}
	name := se.editing
	catalogs.DeleteRow(cw.lib.Context(), cw.lib.Store(), se.status, id, name, "Characters who have "+name+" keep it; it leaves the catalog's skill list.",
		dragonheadConfirm, cw.win, func() {
			cw.reload(cw.editing)
			se.selectByName("")
			refreshBuilder(cw.lib)
		})
}
