package encounters

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// writeBack is the dialog offered when an encounter ends: for each
// combatant who joined from a library character, what the encounter
// changed (hit points, wear/tear/scar, uses, Epicoins) and the XP the GM
// awards, written to the characters as one undoable change of the library.
type writeBack struct {
	t    *encounterTracker
	rows []*writeBackRow
	// scroll holds the rows; a preview that grows refreshes it.
	scroll  *container.Scroll
	dlg     *dialog.CustomDialog
	message *widget.Label
}

// writeBackRow is one character of the dialog.
type writeBackRow struct {
	c  *encounter.Combatant
	ch model.Character
	// write and xp hand Escape to the dialog (escape.go).
	write *escCheck
	xp    *escEntry
	lines *widget.Label
}

// writeBackFunc is the system's write-back, nil when it has none.
func (t *encounterTracker) writeBackFunc() func(json.RawMessage, *encounter.Combatant, int) (json.RawMessage, []string, error) {
	return hooks.Get(t.session.Rules().System()).WriteBack
}

// showWriteBack opens the write-back dialog.
func (t *encounterTracker) showWriteBack() *writeBack {
	wb := &writeBack{t: t, message: widget.NewLabel("")}
	wb.message.Wrapping = fyne.TextWrapWord
	list := container.NewVBox()
	seen := map[int64]bool{}
	wbFunc := t.writeBackFunc()
	st := t.session.State()
	for _, r := range t.view.Rows {
		c, err := st.Combatant(r.ID)
		if err != nil || c.CharacterID == 0 || seen[c.CharacterID] || wbFunc == nil {
			continue
		}
		seen[c.CharacterID] = true
		ch, err := t.store.Character(t.ctx, c.CharacterID)
		if err != nil {
			list.Add(widget.NewLabel(fmt.Sprintf("%s: the library character is gone (%v)", c.Name, err)))
			continue
		}
		hide := func() { wb.dlg.Hide() }
		row := &writeBackRow{c: c, ch: ch, write: newEscCheck(ch.Name, nil, hide), xp: newEscEntry(hide), lines: widget.NewLabel("")}
		row.xp.SetPlaceHolder("0")
		row.xp.OnChanged = func(string) { wb.preview(row) }
		wb.preview(row)
		row.write.SetChecked(row.lines.Importance != widget.LowImportance)
		wb.rows = append(wb.rows, row)
		var xpBox fyne.CanvasObject = container.NewHBox(widget.NewLabel("XP earned"), fixedWidth(80, row.xp))
		if hooks.Get(t.session.Rules().System()).NoXP {
			xpBox = nil
		}
		list.Add(container.NewVBox(
			container.NewBorder(nil, nil, row.write, xpBox),
			row.lines, widget.NewSeparator()))
	}
	intro := "Write what this encounter changed back to the characters it came from. It is one change in the library: Ctrl+Z there undoes it."
	if len(wb.rows) == 0 {
		intro = "Nobody in this encounter joined from a library character of a system that keeps its results, so there is nothing to write back."
	}
	wb.scroll = container.NewVScroll(list)
	content := container.NewBorder(widgets.Caption(intro), wb.message, nil, nil, wb.scroll)
	wb.dlg = dialog.NewCustomWithoutButtons("Write the results back", content, t.win)
	write := func() {
		if err := wb.apply(); err == nil {
			wb.dlg.Hide()
		}
	}
	writeBtn := widget.NewButton("Write back", write)
	writeBtn.Importance = widget.HighImportance
	if len(wb.rows) == 0 {
		writeBtn.Disable()
	}
	wb.dlg.SetButtons([]fyne.CanvasObject{widget.NewButton("Not now", wb.dlg.Hide), writeBtn})
	wb.dlg.Resize(fyne.NewSize(720, 480))
	wb.dlg.Show()
	t.wb = wb
	xps := make([]*widget.Entry, len(wb.rows))
	for i, row := range wb.rows {
		xps[i] = &row.xp.Entry
	}
	if len(wb.rows) > 0 {
		widgets.DialogKeys(t.win, wb.dlg, write, xps...)
	}
	return wb
}

// preview shows what writing back a row would change.
func (wb *writeBack) preview(row *writeBackRow) {
	xp, err := optionalNumber("XP earned", row.xp.Text)
	if err != nil {
		showError(row.lines, "", err)
		return
	}
	_, lines, err := wb.t.writeBackFunc()(row.ch.Data, row.c, xp)
	switch {
	case err != nil:
		showError(row.lines, "", err)
	case len(lines) == 0:
		row.lines.Importance = widget.LowImportance
		row.lines.SetText("No change to write.")
	default:
		row.lines.Importance = widget.MediumImportance
		row.lines.SetText(widgets.Shown(strings.Join(lines, "\n")))
	}
	if wb.scroll != nil {
		wb.scroll.Content.Refresh()
		wb.scroll.Refresh()
	}
}

// apply writes the ticked rows back as one change, then records it in the
// encounter's log when the system keeps such a record (hooks.System's
// WrittenBack); it says what was done or why nothing was.
func (wb *writeBack) apply() error {
	data := map[int64]json.RawMessage{}
	var said []string
	var records []encounter.Event
	recordType := hooks.Get(wb.t.session.Rules().System()).WrittenBack
	for _, row := range wb.rows {
		if !row.write.Checked {
			continue
		}
		xp, err := optionalNumber("XP earned for "+row.ch.Name, row.xp.Text)
		if err != nil {
			return wb.fail(err)
		}
		out, lines, err := wb.t.writeBackFunc()(row.ch.Data, row.c, xp)
		if err != nil {
			return wb.fail(err)
		}
		if len(lines) > 0 {
			data[row.ch.ID] = out
			said = append(said, row.ch.Name)
			if recordType != "" {
				ev, err := encounter.NewEvent(recordType, map[string]string{"combatant": row.c.ID})
				if err != nil {
					return wb.fail(err)
				}
				records = append(records, ev)
			}
		}
	}
	if len(data) == 0 {
		return wb.fail(errors.New("nothing to write: tick a character with changes"))
	}
	name := wb.t.session.Encounter().Name
	if name == "" {
		name = "the encounter"
	}
	if err := wb.t.lib.WriteCharacters("write back "+name, data); err != nil {
		return wb.fail(err)
	}
	msg := fmt.Sprintf("Wrote %s back to %s. Undo in the library with Ctrl+Z.", name, strings.Join(said, ", "))
	if len(records) > 0 {
		if err := wb.t.apply(records...); err != nil {
			msg += " The encounter's log could not record it (" + err.Error() + "): a second write-back may give the same XP again."
		}
	}
	wb.t.status.Importance = widget.SuccessImportance
	wb.t.status.SetText(widgets.Shown(msg))
	wb.t.lib.SetStatus("%s", msg)
	wb.message.SetText(widgets.Shown(msg))
	return nil
}

func (wb *writeBack) fail(err error) error {
	showError(wb.message, "Not written: ", err)
	return err
}
