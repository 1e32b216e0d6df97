package ui

import (
	"context"
	"fmt"
	"sessionzero/ui/plugin"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules"
	"sessionzero/rules/systems"
	"sessionzero/ui/widgets"
)

// askNewCharacter asks for the system, name and campaign of a new character.
func (l *Library) askNewCharacter() {
	var names []string
	for _, s := range systems.All() {
		names = append(names, s.Name())
	}
	system := widget.NewSelect(names, nil)
	if last, ok, _ := l.store.Setting(l.ctx, "new.system"); ok {
		system.SetSelected(plugin.SystemName(last))
	}
	if system.Selected == "" {
		system.SetSelectedIndex(0)
	}
	name := widgets.NewKeyEntry("Name (you can change it later)")
	campaignOpts := []string{noCampaignOption}
	for _, c := range l.campaigns {
		campaignOpts = append(campaignOpts, c.Name)
	}
	campaignOpts = append(campaignOpts, newCampaignOption)
	// The new campaign's name: always in its place (nothing moves when the
	// option is picked), typed into only when "New campaign…" is picked.
	newCampaign := widgets.NewKeyEntry("The new campaign's name")
	newCampaign.Disable()
	campaign := widget.NewSelect(campaignOpts, func(picked string) {
		if picked == newCampaignOption {
			newCampaign.Enable()
			l.win.Canvas().Focus(newCampaign)
		} else {
			newCampaign.Disable()
		}
	})
	campaign.SetSelected(noCampaignOption)
	if i := l.campaignIndex(l.campaignFilter); i >= 0 {
		campaign.SetSelected(l.campaigns[i].Name)
	}
	d := dialog.NewForm("New character", "Create", "Cancel", []*widget.FormItem{
		widget.NewFormItem("System", system),
		widget.NewFormItem("Name", name),
		widget.NewFormItem("Campaign", campaign),
		widget.NewFormItem("", newCampaign),
	}, func(ok bool) {
		if !ok {
			return
		}
		sys, found := systemByName(system.Selected)
		if !found {
			return
		}
		var campaignID int64
		for _, c := range l.campaigns {
			if c.Name == campaign.Selected {
				campaignID = c.ID
			}
		}
		if campaign.Selected == newCampaignOption {
			id, done, ok := l.newCampaignFor(newCampaign.Text)
			if !ok {
				return
			}
			campaignID = id
			if c := l.createCharacter(sys.ID(), strings.TrimSpace(name.Text), campaignID); c != nil {
				l.setStatus("%s, with %s in it. Undo with Ctrl+Z.", done, c.Name)
			}
			return
		}
		l.createCharacter(sys.ID(), strings.TrimSpace(name.Text), campaignID)
	}, l.win)
	widgets.FormKeys(l.win, d, &name.Entry, &newCampaign.Entry)
	d.Resize(fyne.NewSize(460, 280))
	d.Show()
	l.win.Canvas().Focus(name)
}

// newCampaignFor makes (or finds) the campaign named in the New character
// dialog; with no name typed it says so and makes none.
func (l *Library) newCampaignFor(typed string) (id int64, done string, ok bool) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		l.showError("Creating the campaign", fmt.Errorf("type the new campaign's name under Campaign, or pick another campaign"))
		return 0, "", false
	}
	return l.addCampaign(typed)
}

// createCharacter adds a new character of a system and opens it.
func (l *Library) createCharacter(systemID, name string, campaignID int64) *model.Character {
	sys, ok := systems.ByID(systemID)
	if !ok {
		return nil
	}
	if name == "" {
		name = "New " + sys.Name() + " character"
	}
	data, err := rules.StampCreated(sys, sys.NewCharacter(), time.Now())
	if err != nil {
		l.showError("Creating the character", err)
		return nil
	}
	c := &model.Character{System: systemID, Name: name, CampaignID: campaignID, Data: data}
	if err := l.store.CreateCharacter(l.ctx, c); err != nil {
		l.showError("Creating the character", err)
		return nil
	}
	l.store.SetSetting(l.ctx, "new.system", systemID)
	l.recordCreate(*c, "create "+c.Name)
	l.afterCreate(c)
	l.setStatus("Created %s. Undo with Ctrl+Z.", c.Name)
	return c
}

// afterCreate shows a newly added character, widening the filters if they
// would hide it.
func (l *Library) afterCreate(c *model.Character) {
	l.search.SetText("")
	if l.campaignFilter != 0 && l.campaignFilter != c.CampaignID && !(l.campaignFilter == model.NoCampaign && c.CampaignID == 0) {
		l.campaignFilter = 0
	}
	if sys, ok := systemByName(l.systemFilter.Selected); ok && sys.ID() != c.System {
		l.systemFilter.SetSelectedIndex(0)
	}
	l.reload()
	l.open(c.ID)
	l.reselect()
}

// recordCreate makes a creation undoable (undo deletes, redo restores).
func (l *Library) recordCreate(c model.Character, label string) {
	l.hist.push(action{
		label: label,
		undo:  func() error { return l.removeCharacters([]model.Character{c}) },
		redo:  func() error { return l.restoreCharacters([]model.Character{c}) },
	})
}

// removeCharacters deletes characters (undo of a creation or import).
func (l *Library) removeCharacters(cs []model.Character) error {
	defer l.reload()
	for _, c := range cs {
		if _, err := l.store.DeleteCharacter(l.ctx, c.ID); err != nil {
			return err
		}
		if l.selectedID == c.ID {
			l.closeEditor()
		}
	}
	return nil
}

// restoreCharacters puts deleted characters back and opens the first.
func (l *Library) restoreCharacters(cs []model.Character) error {
	for _, c := range cs {
		if err := l.store.RestoreCharacter(l.ctx, c); err != nil {
			l.reload()
			return err
		}
	}
	l.reload()
	if len(cs) > 0 {
		l.open(cs[0].ID)
		l.reselect()
	}
	return nil
}

// duplicateSelected copies the open character, "(copy)" added to its name.
func (l *Library) duplicateSelected() {
	if l.selectedID == 0 {
		return
	}
	l.editor.flush()
	c, err := l.store.Character(l.ctx, l.selectedID)
	if err != nil {
		l.showError("Duplicating", err)
		return
	}
	dup := c
	dup.ID = 0
	dup.Name = c.Name + " (copy)"
	if err := l.store.CreateCharacter(l.ctx, &dup); err != nil {
		l.showError("Duplicating "+c.Name, err)
		return
	}
	full, err := l.store.Character(l.ctx, dup.ID)
	if err != nil {
		l.showError("Duplicating "+c.Name, err)
		return
	}
	l.recordCreate(full, "duplicate "+c.Name)
	l.afterCreate(&full)
	l.setStatus("Duplicated %s. Undo with Ctrl+Z.", c.Name)
}

// askDeleteSelected confirms, then deletes the open character.
func (l *Library) askDeleteSelected() {
	if l.selectedID == 0 {
		return
	}
	name := l.editor.char.Name
	widgets.Confirm("Delete "+name+"?",
		"The character leaves the library. You can undo this with Ctrl+Z.",
		func(ok bool) {
			if ok {
				l.deleteSelected()
			}
		}, l.win)
}

// deleteSelected deletes the open character, undoably.
func (l *Library) deleteSelected() {
	if l.selectedID == 0 {
		return
	}
	l.editor.flush()
	c, err := l.store.DeleteCharacter(l.ctx, l.selectedID)
	if err != nil {
		l.showError("Deleting", err)
		return
	}
	l.closeEditor()
	l.reload()
	l.hist.push(action{
		label: "delete " + c.Name,
		undo:  func() error { return l.restoreCharacters([]model.Character{c}) },
		redo:  func() error { return l.removeCharacters([]model.Character{c}) },
	})
	l.setStatus("Deleted %s. Undo with Ctrl+Z.", c.Name)
}

func (l *Library) askNewCampaign() {
	l.askCampaignName("New campaign", "", func(name string) {
		id, done, ok := l.addCampaign(name)
		if !ok {
			return
		}
		l.campaignFilter = id
		l.reload()
		l.setStatus("%s: new characters made now join it.", done)
	})
}

// addCampaign makes the campaign of that name, or finds it if the library
// has one already, and says which in a short sentence for the status bar
// ("Created campaign X."). ok is false when it failed (the error is shown).
func (l *Library) addCampaign(name string) (id int64, done string, ok bool) {
	existed := false
	for _, c := range l.campaigns {
		existed = existed || strings.EqualFold(c.Name, name)
	}
	id, err := l.store.EnsureCampaign(l.ctx, name)
	if err != nil {
		l.showError("Adding the campaign", err)
		return 0, "", false
	}
	if existed {
		return id, fmt.Sprintf("Campaign %s was already in the library", name), true
	}
	return id, fmt.Sprintf("Created campaign %s", name), true
}

func (l *Library) askRenameCampaign() {
	i := l.campaignIndex(l.campaignFilter)
	if i < 0 {
		return
	}
	old := l.campaigns[i]
	l.askCampaignName("Rename campaign", old.Name, func(name string) {
		if err := l.store.RenameCampaign(l.ctx, old.ID, name); err != nil {
			l.showError("Renaming the campaign", err)
			return
		}
		l.reload()
		l.hist.push(action{
			label: "rename campaign " + old.Name,
			undo:  func() error { return l.renameCampaignTo(old.ID, old.Name) },
			redo:  func() error { return l.renameCampaignTo(old.ID, name) },
		})
	})
}

func (l *Library) renameCampaignTo(id int64, name string) error {
	if err := l.store.RenameCampaign(l.ctx, id, name); err != nil {
		return err
	}
	l.reload()
	return nil
}

func (l *Library) askDeleteCampaign() {
	i := l.campaignIndex(l.campaignFilter)
	if i < 0 {
		return
	}
	k := l.campaigns[i]
	msg := "Its characters stay in the library, without a campaign."
	widgets.Confirm(fmt.Sprintf("Delete campaign %s?", k.Name), msg, func(ok bool) {
		if !ok {
			return
		}
		l.editor.flush()
		members, err := l.store.Characters(l.ctx, model.Filter{Campaign: k.ID})
		if err != nil {
			l.showError("Deleting the campaign", err)
			return
		}
		if err := l.store.DeleteCampaign(l.ctx, k.ID); err != nil {
			l.showError("Deleting the campaign", err)
			return
		}
		l.campaignFilter = 0
		l.reload()
		if l.selectedID != 0 {
			l.editor.char.CampaignID = 0
			l.editor.base.CampaignID = 0
			l.editor.refreshCampaigns()
		}
		l.hist.push(action{
			label: "delete campaign " + k.Name,
			undo:  func() error { return l.restoreCampaign(k, members) },
			redo: func() error {
				// Undo made the campaign anew, with a new id: find it by name.
				again, err := l.store.CampaignByName(l.ctx, k.Name)
				if err != nil {
					return err
				}
				if err := l.store.DeleteCampaign(l.ctx, again.ID); err != nil {
					return err
				}
				l.reload()
				return nil
			},
		})
		l.setStatus("Deleted campaign %s. Undo with Ctrl+Z.", k.Name)
	}, l.win)
}

// restoreCampaign brings a deleted campaign back with its members.
func (l *Library) restoreCampaign(k model.Campaign, members []model.Summary) error {
	id, err := l.store.EnsureCampaign(context.Background(), k.Name)
	if err != nil {
		return err
	}
	for _, m := range members {
		c, err := l.store.Character(l.ctx, m.ID)
		if err != nil {
			continue // deleted since
		}
		c.CampaignID = id
		if err := l.store.UpdateCharacter(l.ctx, &c); err != nil {
			return err
		}
	}
	l.reload()
	if l.selectedID != 0 {
		if c, err := l.store.Character(l.ctx, l.selectedID); err == nil {
			l.editor.load(&c)
		}
	}
	return nil
}
