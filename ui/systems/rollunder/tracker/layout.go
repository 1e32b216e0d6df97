package tracker

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// steadyNote is a form's note that keeps room for lines lines of text, so
// that the fields and buttons under it stay where they are when its text
// changes (a new gang, another saver): nothing moves under the mouse.
func steadyNote(f hooks.Form, label string, lines int) *widget.Label {
	l := widgets.Wrapped("")
	f.Item(label, container.NewStack(noteRoom(lines), l))
	return l
}

// noteRoom is an empty box as tall as a wrapped label of lines lines.
func noteRoom(lines int) fyne.CanvasObject {
	line := fyne.MeasureText("Xg", theme.TextSize(), fyne.TextStyle{}).Height + theme.LineSpacing()
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, float32(lines)*line+2*theme.InnerPadding()))
	return r
}
