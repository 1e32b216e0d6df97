package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// Border is container.NewBorder with its objects kept in reading order —
// top, left, the centre, right, bottom — so that Tab, which follows the
// order of the widget tree, moves through a window the way it reads
// (container.NewBorder puts the centre first, so Tab visits a form's body
// before its heading fields).
func Border(top, bottom, left, right fyne.CanvasObject, center ...fyne.CanvasObject) *fyne.Container {
	var objects []fyne.CanvasObject
	for _, o := range [][]fyne.CanvasObject{{top}, {left}, center, {right}, {bottom}} {
		for _, x := range o {
			if x != nil {
				objects = append(objects, x)
			}
		}
	}
	return &fyne.Container{Layout: layout.NewBorderLayout(top, bottom, left, right), Objects: objects}
}
