package hooks

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Grid places equal cells left to right, gap apart, wrapping after perRow
// (the damage circles, the action pips, Dragonhead's rest circles).
func Grid(cell fyne.Size, gap float32, perRow int, cells ...fyne.CanvasObject) *fyne.Container {
	return container.New(&gridLayout{cell: cell, gap: gap, perRow: perRow}, cells...)
}

// gridLayout places equal cells left to right, wrapping after perRow.
type gridLayout struct {
	cell   fyne.Size
	gap    float32
	perRow int
}

func (g *gridLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top := max((size.Height-g.MinSize(objs).Height)/2, 0)
	for i, o := range objs {
		col, row := i%g.perRow, i/g.perRow
		o.Move(fyne.NewPos(float32(col)*(g.cell.Width+g.gap), top+float32(row)*(g.cell.Height+g.gap)))
		o.Resize(g.cell)
	}
}

func (g *gridLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := len(objs)
	if n == 0 {
		return fyne.NewSize(0, 0)
	}
	cols := min(n, g.perRow)
	rows := (n + g.perRow - 1) / g.perRow
	return fyne.NewSize(float32(cols)*(g.cell.Width+g.gap)-g.gap, float32(rows)*(g.cell.Height+g.gap)-g.gap)
}
