package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules"
	"sessionzero/rules/systems"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// autosaveDelay is how long the editor waits after the last keystroke
// before it saves.
const autosaveDelay = 600 * time.Millisecond

const (
	noCampaignOption  = "No campaign"
	newCampaignOption = "New campaign…"
)

// editor edits the fields every system has, autosaving as the user types.
type editor struct {
	lib     *Library
	char    *model.Character // the open character, as edited
	base    model.Character  // the open character as last saved
	loading bool
	dirty   bool
	// builderObj is the system's builder on show (inside a scroll), or nil.
	builderObj fyne.CanvasObject
	// saveTimer is the pending autosave, if any.
	saveTimer *time.Timer
	// saveDelay is the pause before an autosave (autosaveDelay; tests that
	// count saves make it longer).
	saveDelay time.Duration
	gen       int
	// conflict is set while the user is asked which version to keep.
	conflict bool

	title    *widget.Label
	system   *widget.Label
	name     *widget.Entry
	player   *widget.Entry
	campaign *widget.Select
	notes    *widget.Entry
	builder  *fyne.Container
	form     fyne.CanvasObject
	none     fyne.CanvasObject
	content  *fyne.Container
}

func newEditor(l *Library) *editor {
	e := &editor{lib: l, saveDelay: autosaveDelay}
	e.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	e.title.SizeName = theme.SizeNameSubHeadingText
	e.title.Truncation = fyne.TextTruncateEllipsis
	e.system = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	e.name = widgets.Entry("The character's name")
	e.player = widgets.Entry("Who plays them")
	e.campaign = widget.NewSelect(nil, e.campaignChosen)
	e.notes = widget.NewMultiLineEntry()
	e.notes.SetPlaceHolder("Background, goals, anything to remember")
	e.notes.Wrapping = fyne.TextWrapWord
	e.notes.SetMinRowsVisible(2)
	for _, entry := range []*widget.Entry{e.name, e.player, e.notes} {
		entry.OnChanged = func(string) { e.changed() }
	}
	// The generic fields stay compact (title and system on one row, name
	// and player side by side, two lines of notes): on a 1280×720 screen
	// they took 300 px and left the builder below them 230.
	names := container.NewGridWithColumns(2,
		widget.NewForm(widget.NewFormItem("Name", e.name)),
		widget.NewForm(widget.NewFormItem("Player", e.player)))
	form := widget.NewForm(
		widget.NewFormItem("Campaign", e.campaign),
		widget.NewFormItem("Notes", e.notes),
	)
	heading := container.NewBorder(nil, nil, nil, e.system, e.title)
	// The builder fills the height below the generic fields; builders
	// scroll inside themselves, so their steps and summary stay in view.
	e.builder = container.NewStack()
	e.form = widgets.Border(container.NewVBox(heading, names, form, widget.NewSeparator()), nil, nil, nil, e.builder)
	hint := widget.NewLabel("Pick a character on the left to edit it,\nor create one with New (Ctrl+N).")
	hint.Alignment = fyne.TextAlignCenter
	hint.Importance = widget.LowImportance
	e.none = container.NewCenter(hint)
	e.content = container.NewStack(e.form, e.none)
	e.load(nil)
	return e
}

// refreshCampaigns updates the campaign choices after campaigns change.
func (e *editor) refreshCampaigns() {
	opts := []string{noCampaignOption}
	for _, c := range e.lib.campaigns {
		opts = append(opts, c.Name)
	}
	opts = append(opts, newCampaignOption)
	e.loading = true
	e.campaign.SetOptions(opts)
	if e.char != nil {
		e.campaign.SetSelected(e.campaignLabel(e.char.CampaignID))
	}
	e.loading = false
}

func (e *editor) campaignLabel(id int64) string {
	if i := e.lib.campaignIndex(id); i >= 0 {
		return e.lib.campaigns[i].Name
	}
	return noCampaignOption
}

// load shows c (nil: nothing open) without recording an edit.
func (e *editor) load(c *model.Character) {
	e.loading = true
	defer func() { e.loading = false }()
	e.gen++ // forget a pending autosave of the previous character
	e.dirty = false
	e.conflict = false
	if c == nil {
		e.char = nil
		e.form.Hide()
		e.none.Show()
		return
	}
	cp := *c
	e.char, e.base = &cp, cp
	e.title.SetText(c.Name)
	e.system.SetText(plugin.SystemName(c.System))
	e.name.SetText(c.Name)
	e.player.SetText(c.Player)
	e.notes.SetText(c.Notes)
	e.campaign.SetSelected(e.campaignLabel(c.CampaignID))
	e.showBuilder()
	e.none.Hide()
	e.form.Show()
}

// showBuilder fills the area below the generic fields: the system's
// derived values and problems, or the honest word that its builder is coming.
func (e *editor) showBuilder() {
	e.builder.RemoveAll()
	e.builderObj = nil
	sys, ok := systems.ByID(e.char.System)
	if !ok {
		e.builder.Add(widget.NewLabel(fmt.Sprintf("Unknown system %q: only the generic fields can be edited.", e.char.System)))
		return
	}
	if !sys.BuilderReady() {
		msg := widget.NewLabel(fmt.Sprintf("The %s builder is coming. For now Session Zero keeps this character's "+
			"name, player, campaign and notes, and any %s data an imported file brought along, unchanged.", sys.Name(), sys.Name()))
		msg.Wrapping = fyne.TextWrapWord
		e.builder.Add(container.NewVScroll(widget.NewCard("Builder coming", "Rule book: "+rules.BookTitle(sys), msg)))
		return
	}
	if build, ok := plugin.Builder(sys.ID()); ok {
		e.builderObj = build(plugin.BuilderContext{
			Win:        e.lib.win,
			Store:      e.lib.store,
			Data:       e.char.Data,
			Name:       e.char.Name,
			ID:         e.char.ID,
			CampaignID: e.char.CampaignID,
			SetData:    e.setData,
		})
		// A tall builder scrolls inside the editor instead of making the
		// window taller than a laptop screen.
		e.builder.Add(container.NewScroll(e.builderObj))
		return
	}
	d, err := sys.Derive(e.char.Data)
	if err != nil {
		bad := widgets.Danger("This character's data cannot be read: " + err.Error())
		e.builder.Add(bad)
		return
	}
	e.builder.Add(container.NewVScroll(derivedView(d)))
}

// setData is how a builder changes the character's system data: it is
// saved with the next autosave and undone like any other edit.
func (e *editor) setData(data json.RawMessage) {
	if e.char == nil {
		return
	}
	e.char.Data = append(json.RawMessage(nil), data...)
	e.scheduleSave()
}

// changed records a keystroke and schedules the autosave.
func (e *editor) changed() {
	if e.loading || e.char == nil {
		return
	}
	e.char.Name = e.name.Text
	e.char.Player = e.player.Text
	e.char.Notes = e.notes.Text
	e.title.SetText(e.char.Name)
	e.scheduleSave()
}

// scheduleSave marks the character changed and saves it after a pause.
func (e *editor) scheduleSave() {
	e.dirty = true
	e.lib.setStatus("Unsaved changes…")
	e.gen++
	gen := e.gen
	e.stopAutosaveTimer()
	e.saveTimer = time.AfterFunc(e.saveDelay, func() {
		fyne.Do(func() {
			if gen == e.gen {
				e.flush()
			}
		})
	})
}

// stopAutosaveTimer cancels a pending autosave, so that no timer outlives
// the window (or, in tests, the test) that started it.
func (e *editor) stopAutosaveTimer() {
	if e.saveTimer != nil {
		e.saveTimer.Stop()
		e.saveTimer = nil
	}
}

func (e *editor) campaignChosen(option string) {
	if e.loading || e.char == nil {
		return
	}
	if option == newCampaignOption {
		e.loading = true
		e.campaign.SetSelected(e.campaignLabel(e.char.CampaignID))
		e.loading = false
		e.lib.askCampaignName("New campaign", "", func(name string) {
			id, done, ok := e.lib.addCampaign(name)
			if !ok {
				return
			}
			e.char.CampaignID = id
			e.dirty = true
			e.flush()
			e.lib.reload()
			e.lib.setStatus("%s; %s is in it.", done, e.char.Name)
		})
		return
	}
	id := int64(0)
	for _, c := range e.lib.campaigns {
		if c.Name == option {
			id = c.ID
		}
	}
	if id == e.char.CampaignID {
		return
	}
	e.char.CampaignID = id
	e.dirty = true
	e.flush()
	e.lib.reload()
}

// flush saves pending edits now. A character without a name is not saved
// until it has one; the status bar says so.
func (e *editor) flush() {
	if e.char == nil || !e.dirty || e.conflict {
		return
	}
	if strings.TrimSpace(e.char.Name) == "" {
		e.lib.setStatus("A character needs a name: type one to save your changes.")
		return
	}
	before := e.base
	after := *e.char
	if sameEdits(before, after) {
		e.dirty = false
		e.lib.setStatus("All changes saved")
		return
	}
	if err := e.lib.store.SaveCharacter(e.lib.ctx, &after, before.Updated); errors.Is(err, model.ErrConflict) {
		e.askConflict()
		return
	} else if err != nil {
		e.lib.showError("Saving "+after.Name, err)
		return
	}
	e.char.Updated = after.Updated
	e.base = after
	e.dirty = false
	e.lib.setStatus("All changes saved · %s", after.Updated.Local().Format("15:04:05"))
	e.lib.hist.push(action{
		label: describeEdit(before, after),
		undo:  func() error { return e.lib.putBack(after, before) },
		redo:  func() error { return e.lib.putBack(before, after) },
	})
	e.lib.updateSummary(after)
}

// flushBeforeLeaving saves pending edits before another character opens.
// A blank name cannot be saved, so the last saved name is kept and the
// other edits are saved with it rather than dropped.
func (e *editor) flushBeforeLeaving() {
	if e.char != nil && e.dirty && strings.TrimSpace(e.char.Name) == "" {
		e.char.Name = e.base.Name
		e.flush()
		e.lib.setStatus("The name was left empty, so %s kept its name; the other changes are saved.", e.base.Name)
		return
	}
	e.flush()
}

// askConflict asks what to do when the open character was changed
// elsewhere (another window, the command line) since it was opened: keep
// the edits made here, or load the other version. Until then nothing is
// written, so neither change is lost.
func (e *editor) askConflict() {
	if e.conflict {
		return
	}
	e.conflict = true
	name := e.char.Name
	e.lib.setStatus("%s was changed elsewhere: choose which version to keep.", name)
	dialog.ShowCustomConfirm("Changed elsewhere",
		"Keep my changes", "Load the other version",
		widget.NewLabel(name+" was changed in another window or by the command line\n"+
			"since you opened it. Keep your changes (the other ones are replaced),\n"+
			"or load the other version (your unsaved changes here are dropped)?"),
		func(keepMine bool) {
			e.resolveConflict(keepMine)
		}, e.lib.win)
}

// resolveConflict finishes askConflict: keepMine saves over the other
// version (undoably); otherwise the other version is loaded.
func (e *editor) resolveConflict(keepMine bool) {
	e.conflict = false
	if e.char == nil {
		return
	}
	current, err := e.lib.store.Character(e.lib.ctx, e.char.ID)
	if err != nil {
		e.lib.showError("Reading "+e.char.Name, err)
		return
	}
	if !keepMine {
		e.lib.reload()
		e.load(&current)
		e.lib.setStatus("Loaded the version of %s saved elsewhere.", current.Name)
		return
	}
	e.base = current // what the undo of this save goes back to
	e.flush()
}

// sameEdits reports whether two versions agree on everything the user edits.
func sameEdits(a, b model.Character) bool {
	return a.Name == b.Name && a.Player == b.Player && a.Notes == b.Notes &&
		a.CampaignID == b.CampaignID && string(a.Data) == string(b.Data)
}

// describeEdit names an edit for the undo history.
func describeEdit(before, after model.Character) string {
	switch {
	case before.Name != after.Name:
		return fmt.Sprintf("rename %s to %s", before.Name, after.Name)
	case before.CampaignID != after.CampaignID:
		return "move " + after.Name + " to another campaign"
	case before.Player != after.Player:
		return "edit " + after.Name + "'s player"
	case before.Notes != after.Notes:
		return "edit " + after.Name + "'s notes"
	case string(before.Data) != string(after.Data):
		return "edit " + after.Name + "'s " + plugin.SystemName(after.System) + " sheet"
	default:
		return "edit " + after.Name
	}
}

// putBack turns a character from one saved version back into another
// (undo/redo of an edit) and shows it. If the stored character is no longer
// the version this undo step expects — another window or the command line
// changed it since — nothing is written and the error says so.
func (l *Library) putBack(from, to model.Character) error {
	current, err := l.store.Character(l.ctx, to.ID)
	if err != nil {
		return err
	}
	if !sameEdits(current, from) {
		return fmt.Errorf("%s was changed elsewhere since, so this step is not undone (%w)", current.Name, model.ErrConflict)
	}
	if err := l.store.SaveCharacter(l.ctx, &to, current.Updated); err != nil {
		return err
	}
	l.reload()
	if l.selectedID == to.ID {
		l.editor.load(&to)
	}
	return nil
}

// updateSummary refreshes a character's row after a save without a
// reload of the whole list.
func (l *Library) updateSummary(c model.Character) {
	for i := range l.all {
		if l.all[i].ID == c.ID {
			l.all[i].Name, l.all[i].Player, l.all[i].Updated = c.Name, c.Player, c.Updated
			l.lowerNames[i] = strings.ToLower(c.Name)
		}
	}
	for i := range l.shown {
		if l.shown[i].ID == c.ID {
			l.shown[i].Name, l.shown[i].Player, l.shown[i].Updated = c.Name, c.Player, c.Updated
			l.list.RefreshItem(i)
		}
	}
}

// askCampaignName asks for a campaign name and calls done with it.
func (l *Library) askCampaignName(title, current string, done func(string)) {
	entry := widgets.NewKeyEntry("e.g. The Sunken Crown")
	entry.SetText(current)
	entry.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return fmt.Errorf("a campaign needs a name")
		}
		return nil
	}
	d := dialog.NewForm(title, "Save", "Cancel", []*widget.FormItem{widget.NewFormItem("Name", entry)},
		func(ok bool) {
			if ok {
				done(strings.TrimSpace(entry.Text))
			}
		}, l.win)
	widgets.FormKeys(l.win, d, &entry.Entry)
	d.Resize(fyne.NewSize(420, 160))
	d.Show()
	l.win.Canvas().Focus(entry)
}
