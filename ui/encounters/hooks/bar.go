package hooks

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// ChanceBar draws a probability (0…1) as a small filled bar, width wide,
// beside the odds a form states in words.
func ChanceBar(p float64, width float32) fyne.CanvasObject {
	p = min(max(p, 0), 1)
	back := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	back.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	back.StrokeWidth = 1
	fill := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
	size := fyne.NewSize(width, 12)
	back.SetMinSize(size)
	return container.New(&barLayout{p: float32(p), size: size}, back, fill)
}

// barLayout lays the bar's back at full size and its fill at p of it.
type barLayout struct {
	p    float32
	size fyne.Size
}

func (b *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top := max((size.Height-b.size.Height)/2, 0)
	objs[0].Move(fyne.NewPos(0, top))
	objs[0].Resize(b.size)
	objs[1].Move(fyne.NewPos(0, top))
	objs[1].Resize(fyne.NewSize(b.size.Width*b.p, b.size.Height))
}

func (b *barLayout) MinSize([]fyne.CanvasObject) fyne.Size { return b.size }
