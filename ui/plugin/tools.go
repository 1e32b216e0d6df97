package plugin

import (
	"sort"

	"fyne.io/fyne/v2"
)

// Tool is something a feature adds to the main window: a menu item, an
// optional keyboard shortcut and toolbar button, and what it does. Each
// feature registers its tools in an init function of its own file, so
// features never edit the shell to appear in it.
type Tool struct {
	Menu  string       // the main menu it goes in: "File", "Edit", "Tools"
	Label string       // "Dice & Odds…"
	Key   fyne.KeyName // with the shortcut modifier (Ctrl); "" for none
	Shift bool         // the shortcut also needs Shift
	Icon  fyne.Resource
	// IconName is a theme icon, looked up when the toolbar is built (a
	// theme looked up in an init function prints errors on the command
	// line); used when Icon is nil.
	IconName fyne.ThemeIconName
	Toolbar  bool // also a button on the main toolbar (needs Icon)
	// NeedsCharacter disables the toolbar button while no character is open.
	NeedsCharacter bool
	Run            func(h Host)
}

var tools []Tool

// AddTool registers a feature's tool (a system's come with its
// registration, ToolSet); call it from init.
func AddTool(t Tool) {
	tools = append(tools, t)
	sort.SliceStable(tools, func(i, j int) bool { return tools[i].Label < tools[j].Label })
}

// Tools are the features' tools (AddTool) and the registered systems'
// (ToolSet), sorted by label.
func Tools() []Tool {
	out := append([]Tool(nil), tools...)
	for _, s := range Systems() {
		if ts, ok := s.(ToolSet); ok {
			out = append(out, ts.Tools()...)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Label < out[j].Label })
	return out
}
