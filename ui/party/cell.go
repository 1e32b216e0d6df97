package party

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/widgets"
)

// cell is a table value that wraps in its column and, tapped, shows where
// it comes from.
type cell struct {
	widget.Label
	explain string
	tapped  func(string)
}

func newCell(text, explain string, tapped func(string)) *cell {
	c := &cell{explain: explain, tapped: tapped}
	c.Text = widgets.Shown(text)
	c.Wrapping = fyne.TextWrapWord
	c.ExtendBaseWidget(c)
	return c
}

// Tapped shows the value's explain line.
func (c *cell) Tapped(*fyne.PointEvent) {
	if c.tapped != nil && c.explain != "" {
		c.tapped(c.explain)
	}
}
