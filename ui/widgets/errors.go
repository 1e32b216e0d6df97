package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// ShowError shows an error in a dialog that wraps its text and scrolls
// inside a laptop-sized box, so that a very long message (a 5,000-character
// name quoted back) never makes a dialog taller than the screen.
func ShowError(err error, win fyne.Window) {
	msg := widget.NewLabel(Shown(err.Error()))
	msg.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(msg)
	scroll.SetMinSize(fyne.NewSize(420, 80))
	d := dialog.NewCustom("Error", "OK", scroll, win)
	size := fyne.NewSize(480, 200)
	if len(err.Error()) > 300 {
		size = fyne.NewSize(560, 420)
	}
	d.Resize(size)
	DialogKeys(win, d, d.Hide)
	d.Show()
}
