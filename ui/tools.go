package ui

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// tool is something a feature adds to the main window: a menu item, an
// optional keyboard shortcut and toolbar button, and what it does. Each
// feature registers its tools in an init function of its own file, so
// features never edit the shell to appear in it.
type tool struct {
	menu    string       // the main menu it goes in: "File", "Edit", "Tools"
	label   string       // "Dice & Odds…"
	key     fyne.KeyName // with the shortcut modifier (Ctrl); "" for none
	shift   bool         // the shortcut also needs Shift
	icon    fyne.Resource
	toolbar bool // also a button on the main toolbar (needs icon)
	// needsCharacter disables the toolbar button while no character is open.
	needsCharacter bool
	run            func(l *Library)
}

var tools []tool

// addTool registers a tool; call it from init.
func addTool(t tool) {
	tools = append(tools, t)
	sort.SliceStable(tools, func(i, j int) bool { return tools[i].label < tools[j].label })
}

// toolMenuItems are the registered tools of one menu.
func (l *Library) toolMenuItems(menu string) []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, t := range tools {
		if t.menu == menu {
			t := t
			items = append(items, fyne.NewMenuItem(t.label, func() { t.run(l) }))
		}
	}
	return items
}

// toolButtons are the toolbar buttons of the registered tools.
func (l *Library) toolButtons() []*widget.Button {
	var out []*widget.Button
	for _, t := range tools {
		if !t.toolbar || t.icon == nil {
			continue
		}
		t := t
		b := widget.NewButtonWithIcon(t.label, t.icon, func() { t.run(l) })
		if t.needsCharacter {
			l.characterButtons = append(l.characterButtons, b)
		}
		out = append(out, b)
	}
	return out
}
