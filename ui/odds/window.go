// Package odds is the Dice & Odds window: a dice expression and the
// systems' setups (from each system's registration, SetupSet), their
// exact odds computed off the UI goroutine, rolls and their history.
package odds

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// settingDiceWindowSize keeps the Dice & Odds window's size ("WIDTHxHEIGHT").
const settingDiceWindowSize = "ui.window.dice"

// diceIcon is a die showing five, drawn in the theme's foreground colour.
var diceIcon = theme.NewThemedResource(fyne.NewStaticResource("dice.svg", []byte(
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">`+
		`<path fill="#000" d="M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zm0 2a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1z"/>`+
		`<circle fill="#000" cx="8.5" cy="8.5" r="1.6"/><circle fill="#000" cx="15.5" cy="8.5" r="1.6"/>`+
		`<circle fill="#000" cx="12" cy="12" r="1.6"/><circle fill="#000" cx="8.5" cy="15.5" r="1.6"/>`+
		`<circle fill="#000" cx="15.5" cy="15.5" r="1.6"/></svg>`)))

func init() {
	plugin.AddTool(plugin.Tool{
		Menu:    "Tools",
		Label:   "Dice & Odds…",
		Key:     fyne.KeyD,
		Icon:    diceIcon,
		Toolbar: true,
		Run:     func(l plugin.Host) { openDiceWindow(l) },
	})
}

// diceAsync is how the window runs odds: on a goroutine, posting the
// result back with fyne.Do.
var diceAsync = struct {
	spawn func(work func())
	post  func(f func())
}{
	spawn: func(work func()) { go work() },
	post:  fyne.Do,
}

// diceWindows is the open Dice & Odds window of each library window (used
// on the UI goroutine only), so Ctrl+D brings it forward instead of
// opening a second one.
var diceWindows = map[plugin.Host]*diceWindow{}

// diceWindow is the Dice & Odds window: one setup, or two side by side to
// compare, and the history of this session's rolls.
type diceWindow struct {
	lib     plugin.Host
	win     fyne.Window
	seed    uint64
	src     dice.Source
	panes   [2]*dicePane
	compare *widget.Check
	columns *fyne.Container
	history []historyEntry
	rolled  int // rolls so far, for their numbers
	list    *widget.List
	content fyne.CanvasObject
	// spawn runs odds off the UI goroutine; post brings results back to it.
	spawn func(work func())
	post  func(f func())
}

// historyEntry is one roll of the session.
type historyEntry struct {
	number   int
	describe string
	roll     Roll
}

// openDiceWindow shows the library's Dice & Odds window, opening it if
// needed.
func openDiceWindow(l plugin.Host) *diceWindow {
	if d, ok := diceWindows[l]; ok {
		d.win.Show()
		d.win.RequestFocus()
		return d
	}
	d := newDiceWindow(l, uint64(time.Now().UnixNano()), diceAsync.spawn, diceAsync.post)
	d.win.Resize(plugin.RememberedSize(l.Store(), settingDiceWindowSize, fyne.NewSize(1280, 720)))
	d.win.Show()
	return d
}

// newDiceWindow builds the window with rolls seeded by seed. spawn runs the
// odds off the UI goroutine and post hands their results back to it (a
// goroutine and fyne.Do in the app).
func newDiceWindow(l plugin.Host, seed uint64, spawn func(work func()), post func(f func())) *diceWindow {
	d := &diceWindow{lib: l, seed: seed, src: dice.NewSource(seed), spawn: spawn, post: post}
	d.win = l.App().NewWindow("Dice & Odds")
	diceWindows[l] = d
	d.panes[0] = newDicePane(d, 1)
	d.columns = container.NewGridWithColumns(1, d.panes[0].view(true))
	d.compare = widget.NewCheck("Compare two setups side by side", d.setCompare)

	d.list = widget.NewList(
		func() int { return len(d.history) },
		func() fyne.CanvasObject {
			what := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			what.Truncation = fyne.TextTruncateEllipsis
			faces := widget.NewLabel("")
			faces.Truncation = fyne.TextTruncateEllipsis
			result := widget.NewLabel("")
			result.Truncation = fyne.TextTruncateEllipsis
			return container.NewVBox(what, faces, result)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= len(d.history) {
				return
			}
			h := d.history[len(d.history)-1-id] // newest first
			rows := o.(*fyne.Container).Objects
			rows[0].(*widget.Label).SetText(fmt.Sprintf("#%d  %s", h.number, h.describe))
			rows[1].(*widget.Label).SetText(facesText(h.roll.Dice))
			result := rows[2].(*widget.Label)
			result.SetText(widgets.Shown(h.roll.Result))
			result.Importance = map[int]widget.Importance{1: widget.SuccessImportance, -1: widget.DangerImportance}[h.roll.Success]
			result.Refresh()
		})
	clear := widget.NewButtonWithIcon("Clear", theme.DeleteIcon(), func() {
		d.history = nil
		d.list.Refresh()
	})
	historyTitle := widget.NewLabelWithStyle("Rolls this session", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	seedLabel := widget.NewLabel(fmt.Sprintf("seed %d", seed))
	seedLabel.SizeName = theme.SizeNameCaptionText
	seedLabel.Truncation = fyne.TextTruncateEllipsis
	side := container.NewBorder(
		container.NewVBox(container.NewBorder(nil, nil, historyTitle, clear), seedLabel),
		nil, nil, nil, d.list)
	sideBox := container.NewStack(minSizeSpacer(fyne.NewSize(300, 10)), side)

	top := container.NewBorder(nil, nil, nil, nil, d.compare)
	d.content = container.NewBorder(container.NewPadded(top), nil, nil, container.NewPadded(sideBox), d.columns)
	d.win.SetContent(d.content)
	d.win.Canvas().AddShortcut(plugin.Shortcut(fyne.KeyR, false), func(fyne.Shortcut) { d.panes[0].roll() })
	widgets.CloseOnEscape(d.win)
	d.win.SetOnClosed(func() {
		plugin.RememberSize(l.Context(), l.Store(), settingDiceWindowSize, d.win)
		delete(diceWindows, l)
	})
	return d
}

// setCompare shows or hides the second setup.
func (d *diceWindow) setCompare(on bool) {
	if on {
		if d.panes[1] == nil {
			d.panes[1] = newDicePane(d, max(d.panes[0].picker.SelectedIndex(), 0))
			if c, ok := d.panes[1].setup.(InputCopier); ok {
				c.CopyInputs(d.panes[0].setup)
			}
		}
		d.columns.Layout = container.NewGridWithColumns(2).Layout
		d.columns.Objects = []fyne.CanvasObject{d.panes[0].view(false), d.panes[1].view(false)}
	} else {
		d.columns.Layout = container.NewGridWithColumns(1).Layout
		d.columns.Objects = []fyne.CanvasObject{d.panes[0].view(true)}
	}
	d.columns.Refresh()
}

// addHistory records a roll, newest first in the list.
func (d *diceWindow) addHistory(describe string, r Roll) {
	d.rolled++
	d.history = append(d.history, historyEntry{number: d.rolled, describe: describe, roll: r})
	d.list.Refresh()
	d.list.ScrollToTop()
}

// facesText lists a roll's faces, dropped dice in parentheses: "d8 5 · d6 (2)".
func facesText(ds []Die) string {
	s := ""
	for i, die := range ds {
		if i > 0 {
			s += " · "
		}
		face := fmt.Sprint(die.Face)
		if die.Dropped {
			face = "(" + face + ")"
		}
		name := fmt.Sprintf("d%d", die.Sides)
		if die.Role != "" {
			name = die.Role + " " + name
		}
		s += name + " " + face
	}
	return s
}
