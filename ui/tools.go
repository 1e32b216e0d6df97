package ui

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/ui/plugin"
)

// toolMenuItems are the registered tools of one menu.
func (l *Library) toolMenuItems(menu string) []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, t := range plugin.Tools() {
		if t.Menu == menu {
			t := t
			item := fyne.NewMenuItem(t.Label, func() { t.Run(l) })
			if t.Key != "" {
				item.Shortcut = plugin.Shortcut(t.Key, t.Shift)
			}
			items = append(items, item)
		}
	}
	return items
}

// toolButtons are the toolbar buttons of the registered tools.
func (l *Library) toolButtons() []*widget.Button {
	var out []*widget.Button
	for _, t := range plugin.Tools() {
		icon := t.Icon
		if icon == nil && t.IconName != "" {
			icon = theme.Icon(t.IconName)
		}
		if !t.Toolbar || icon == nil {
			continue
		}
		t := t
		b := widget.NewButtonWithIcon(t.Label, icon, func() { t.Run(l) })
		if t.NeedsCharacter {
			l.characterButtons = append(l.characterButtons, b)
		}
		out = append(out, b)
	}
	return out
}

// App, Window, Store and Context make the library a plugin.Host.
func (l *Library) App() fyne.App { return l.app }

// Window is the main window.
func (l *Library) Window() fyne.Window { return l.win }

// Store is the open library.
func (l *Library) Store() *model.Store { return l.store }

// Context is the library's context for store calls.
func (l *Library) Context() context.Context { return l.ctx }

// OpenCharacter is the character open in the editor, as edited.
func (l *Library) OpenCharacter() (model.Character, bool) {
	if l.editor == nil || l.editor.char == nil {
		return model.Character{}, false
	}
	return *l.editor.char, true
}

// SetOpenData replaces the open character's system data (one undoable
// edit, saved with the next autosave) and shows its builder again.
func (l *Library) SetOpenData(data json.RawMessage) {
	if l.editor == nil || l.editor.char == nil {
		return
	}
	l.editor.setData(data)
	l.editor.showBuilder()
}

// RefreshBuilder shows the open character's builder again.
func (l *Library) RefreshBuilder() {
	if l.editor != nil && l.editor.char != nil {
		l.editor.showBuilder()
	}
}

// ShownCampaign is the campaign the library lists.
func (l *Library) ShownCampaign() int64 { return l.campaignFilter }

// Campaigns are the library's campaigns as the sidebar lists them.
func (l *Library) Campaigns() []model.Campaign { return append([]model.Campaign(nil), l.campaigns...) }

// SetStatus writes a line in the status bar.
func (l *Library) SetStatus(format string, a ...any) { l.setStatus(format, a...) }

// ShowError tells the user what failed.
func (l *Library) ShowError(what string, err error) { l.showError(what, err) }

// WriteCharacters replaces the system data of library characters as one
// undoable change: the editor's pending edits are saved first, each
// character is saved over the version just read, and undo puts every one
// back (refused for a character changed since). When one save fails, the
// ones before it are put back and nothing is recorded.
func (l *Library) WriteCharacters(label string, data map[int64]json.RawMessage) error {
	if l.editor != nil {
		l.editor.flush()
	}
	ids := make([]int64, 0, len(data))
	for id := range data {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	var befores, afters []model.Character
	putBackAll := func(from, to []model.Character) error {
		for i := len(from) - 1; i >= 0; i-- {
			if err := l.putBack(from[i], to[i]); err != nil {
				return err
			}
		}
		return nil
	}
	for _, id := range ids {
		cur, err := l.store.Character(l.ctx, id)
		if err == nil {
			after := cur
			after.Data = data[id]
			if err = l.store.SaveCharacter(l.ctx, &after, cur.Updated); err == nil {
				befores, afters = append(befores, cur), append(afters, after)
				continue
			}
		}
		if undoErr := putBackAll(afters, befores); undoErr != nil {
			err = errors.Join(err, undoErr)
		}
		return fmt.Errorf("%s: character %d: %w", label, id, err)
	}
	l.reload()
	for _, c := range afters {
		if l.selectedID == c.ID {
			c := c
			l.editor.load(&c)
		}
	}
	l.hist.push(action{
		label: label,
		undo:  func() error { return putBackAll(afters, befores) },
		redo:  func() error { return putBackAll(befores, afters) },
	})
	return nil
}
