package ui

import (
	"context"
	"encoding/json"

	"fyne.io/fyne/v2"
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
			items = append(items, fyne.NewMenuItem(t.Label, func() { t.Run(l) }))
		}
	}
	return items
}

// toolButtons are the toolbar buttons of the registered tools.
func (l *Library) toolButtons() []*widget.Button {
	var out []*widget.Button
	for _, t := range plugin.Tools() {
		if !t.Toolbar || t.Icon == nil {
			continue
		}
		t := t
		b := widget.NewButtonWithIcon(t.Label, t.Icon, func() { t.Run(l) })
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
