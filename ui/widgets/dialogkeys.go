package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// DialogKeys gives a dialog the keys people expect: Enter presses its
// default button (confirm) and Escape cancels it, while no text field has
// the focus; in each of entries, Enter confirms too. The window's own key
// handler comes back when the dialog closes.
func DialogKeys(win fyne.Window, d dialog.Dialog, confirm func(), entries ...*widget.Entry) {
	DialogKeysCancel(win, d, confirm, d.Dismiss, entries...)
}

// DialogKeysCancel is DialogKeys whose Escape runs cancel (a print's
// dialog stops the print first). Escape reaches it from a focused
// KeyEntry too; a plain widget.Entry keeps Escape.
func DialogKeysCancel(win fyne.Window, d dialog.Dialog, confirm, cancel func(), entries ...*widget.Entry) {
	c := win.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			confirm()
		case fyne.KeyEscape:
			cancel()
		default:
			if before != nil {
				before(ev)
			}
		}
	})
	d.SetOnClosed(func() { c.SetOnTypedKey(before) })
	for _, e := range entries {
		e.OnSubmitted = func(string) { confirm() }
	}
}

// FormKeys is DialogKeys for a form dialog: Enter submits the form (when
// it validates), Escape cancels.
func FormKeys(win fyne.Window, d *dialog.FormDialog, entries ...*widget.Entry) {
	DialogKeys(win, d, d.Submit, entries...)
}

// Confirm shows a confirmation whose Enter confirms and Escape cancels.
func Confirm(title, message string, callback func(bool), win fyne.Window) *dialog.ConfirmDialog {
	var d *dialog.ConfirmDialog
	d = dialog.NewConfirm(title, Shown(message), callback, win)
	DialogKeys(win, d, func() {
		d.Hide()
		callback(true)
	})
	d.Show()
	return d
}

// SubmitOnEnter makes Enter in each one-line entry of a form that is not
// a dialog (a step's "Add" row) run submit, as the form's button does, so
// what was typed is added instead of running on into the next name.
func SubmitOnEnter(submit func(), entries ...*widget.Entry) {
	for _, e := range entries {
		e.OnSubmitted = func(string) { submit() }
	}
}
