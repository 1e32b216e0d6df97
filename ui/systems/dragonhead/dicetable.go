package dragonhead

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/catalogs"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// dhDiceTableRows is how many numbers the Dice Table window lists.
const dhDiceTableRows = 60

// dhDiceTableWindow shows the Dice Table (number → die roll) and edits the
// user's overrides, saved as a library setting.
type dhDiceTableWindow struct {
	lib    plugin.Host
	win    fyne.Window
	table  dragonhead.DiceTable
	rows   []dragonhead.DiceRow
	list   *widget.List
	number *widget.Entry
	roll   *widget.Entry
	status *widget.Label
}

func openDiceTable(l plugin.Host) *dhDiceTableWindow {
	dw := &dhDiceTableWindow{lib: l}
	dw.win = l.App().NewWindow("Dragonhead Dice Table")
	dw.win.SetContent(dw.build())
	dw.win.Resize(fyne.NewSize(520, 640))
	t, err := loadDiceTable(l.Context(), l.Store())
	if err != nil {
		dw.say(true, "%v (showing the default)", err)
	}
	dw.setTable(t)
	dw.win.Show()
	return dw
}

func (dw *dhDiceTableWindow) build() fyne.CanvasObject {
	dw.list = widget.NewList(
		func() int { return len(dw.rows) },
		func() fyne.CanvasObject {
			return container.NewGridWithColumns(3, widget.NewLabel("00"), widget.NewLabel("2d12+d10"), widget.NewLabel("edited"))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			row := dw.rows[id]
			cells := o.(*fyne.Container).Objects
			cells[0].(*widget.Label).SetText(fmt.Sprint(row.Number))
			cells[1].(*widget.Label).SetText(row.Roll)
			state := cells[2].(*widget.Label)
			if row.Edited {
				state.SetText("edited")
				state.Importance = widget.WarningImportance
			} else {
				state.SetText("default")
				state.Importance = widget.LowImportance
			}
			state.Refresh()
		})
	dw.list.OnSelected = func(id widget.ListItemID) {
		dw.number.SetText(fmt.Sprint(dw.rows[id].Number))
		dw.roll.SetText(dw.rows[id].Roll)
	}
	dw.number = widgets.Entry("7")
	dw.roll = widgets.Entry("d6+1, 2d4-1 (blank: the default)")
	set := widget.NewButton("Set", func() { dw.set(dw.number.Text, dw.roll.Text) })
	set.Importance = widget.HighImportance
	reset := widget.NewButton("Reset to the default", func() { dw.set(dw.number.Text, "") })
	dw.status = widget.NewLabel("")
	dw.status.Wrapping = fyne.TextWrapWord
	intro := widgets.Explain("The Dice Table turns a number (damage, armour, shield, move) into the die roll the sheet shows. " +
		"The book's own table is not in the rule book: the default is the fewest standard dice whose best roll equals " +
		"the number. Your edits are saved in the library and used by every Dragonhead character.")
	header := container.NewGridWithColumns(3, widgets.Bold("Number"), widgets.Bold("Roll"), widgets.Bold(""))
	top := container.NewVBox(intro, header)
	bottom := container.NewVBox(
		widget.NewForm(widget.NewFormItem("Number", dw.number), widget.NewFormItem("Roll", dw.roll)),
		container.NewGridWithColumns(2, set, reset), dw.status)
	return container.NewBorder(top, bottom, nil, nil, dw.list)
}

func (dw *dhDiceTableWindow) setTable(t dragonhead.DiceTable) {
	dw.table = t
	dw.rows = t.Rows(dhDiceTableRows)
	dw.list.Refresh()
}

func (dw *dhDiceTableWindow) say(bad bool, format string, a ...any) {
	catalogs.SetStatus(dw.status, bad, format, a...)
}

// set records an override (an empty roll goes back to the default) and
// saves the table.
func (dw *dhDiceTableWindow) set(numberText, roll string) bool {
	n, err := dhParseInt("Number", numberText)
	if err == nil && n < 1 {
		err = fmt.Errorf("number: pick a number of 1 or more")
	}
	if err != nil {
		dw.say(true, "%v", err)
		return false
	}
	next := dragonhead.DiceTable{Overrides: map[int]string{}}
	for k, v := range dw.table.Overrides {
		next.Overrides[k] = v
	}
	if err := next.Set(n, roll); err != nil {
		dw.say(true, "%v", err)
		return false
	}
	if err := saveDiceTable(dw.lib.Context(), dw.lib.Store(), next); err != nil {
		dw.say(true, "%v", err)
		return false
	}
	dw.setTable(next)
	if strings.TrimSpace(roll) == "" {
		dw.say(false, "%d is back to the default, %s.", n, next.Roll(n))
	} else {
		dw.say(false, "%d now rolls %s.", n, next.Roll(n))
	}
	refreshBuilder(dw.lib)
	return true
}
