package ui

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sessionzero/docs"
	"sessionzero/rules/systems"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// shortcutLines describes every keyboard shortcut of the main window.
func shortcutLines() []string {
	lines := []string{
		"Ctrl+N  New character",
		"Ctrl+F  Find (search the list)",
		"Ctrl+Z  Undo",
		"Ctrl+Shift+Z or Ctrl+Y  Redo",
		"Ctrl+E  Export the open character",
		"Ctrl+I  Import character files",
		"Ctrl+S  Save now (edits also save as you type)",
	}
	var tools []string
	for _, t := range plugin.Tools() {
		if t.Key == "" {
			continue
		}
		key := "Ctrl+"
		if t.Shift {
			key += "Shift+"
		}
		tools = append(tools, fmt.Sprintf("%s%s  %s", key, t.Key, strings.TrimSuffix(t.Label, "…")))
	}
	sort.Strings(tools)
	lines = append(lines, tools...)
	return append(lines, "Enter  the default button of a dialog or form", "Escape  close a dialog or window, or clear the search")
}

// showShortcutHelp lists the keyboard shortcuts.
func (l *Library) showShortcutHelp() {
	l.showLongText("Keyboard shortcuts", strings.Join(shortcutLines(), "\n"))
}

// showRulesDecisions shows docs/rules-decisions.md's section for the open
// character's system (or every system's when none is open), rendered, in
// the player's words (playerDecisions).
func (l *Library) showRulesDecisions() {
	title, text := "Rules decisions", docs.RulesDecisions()
	if c := l.editor.char; c != nil {
		if sys, ok := systems.ByID(c.System); ok {
			title = "Rules decisions: " + sys.Name()
			if part := docs.RulesDecisionsFor(sys.ID()); part != "" {
				text = part
			}
		}
	}
	rich := widget.NewRichTextFromMarkdown(widgets.Shown(playerDecisions(text)))
	rich.Wrapping = fyne.TextWrapWord
	l.showScrolling(title, rich)
}

// showLibraryLocation says where the library file is and copies its path.
func (l *Library) showLibraryLocation() {
	path := l.store.Path()
	l.app.Clipboard().SetContent(path)
	dialog.ShowInformation("Where is my library?",
		"Your library is one file:\n"+path+"\n\n(The path is copied to the clipboard.) Back it up by copying it while the app is closed.", l.win)
}

// showLongText shows text in a scrolling, wrapping dialog that fits a
// laptop screen.
func (l *Library) showLongText(title, text string) {
	label := widget.NewLabel(widgets.Shown(text))
	label.Wrapping = fyne.TextWrapWord
	l.showScrolling(title, label)
}

// showScrolling shows content in a scrolling dialog that fits a laptop
// screen; Escape and Enter close it.
func (l *Library) showScrolling(title string, content fyne.CanvasObject) {
	scroll := container.NewVScroll(content)
	scroll.SetMinSize(fyne.NewSize(640, 420))
	d := dialog.NewCustom(title, "Close", scroll, l.win)
	widgets.DialogKeys(l.win, d, d.Hide)
	d.Show()
}
