package hooks

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ChanceBar draws a probability (0…1) as a small filled bar, width wide,
// beside the odds a form states in words. It takes the theme's colours
// each time it is refreshed, so a bar on an open form follows a switch
// between light and dark.
func ChanceBar(p float64, width float32) fyne.CanvasObject {
	b := &chanceBar{p: float32(min(max(p, 0), 1)), size: fyne.NewSize(width, 12)}
	b.ExtendBaseWidget(b)
	return b
}

// chanceBar is ChanceBar's widget: p of its width filled.
type chanceBar struct {
	widget.BaseWidget
	p    float32
	size fyne.Size
}

func (b *chanceBar) CreateRenderer() fyne.WidgetRenderer {
	r := &chanceBarRenderer{bar: b, back: canvas.NewRectangle(nil), fill: canvas.NewRectangle(nil)}
	r.back.StrokeWidth = 1
	r.paint()
	return r
}

// chanceBarRenderer lays the bar's back at full size and its fill at p of it.
type chanceBarRenderer struct {
	bar        *chanceBar
	back, fill *canvas.Rectangle
}

// paint takes the current theme's colours.
func (r *chanceBarRenderer) paint() {
	r.back.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.back.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.fill.FillColor = theme.Color(theme.ColorNamePrimary)
}

func (r *chanceBarRenderer) Layout(size fyne.Size) {
	top := max((size.Height-r.bar.size.Height)/2, 0)
	r.back.Move(fyne.NewPos(0, top))
	r.back.Resize(r.bar.size)
	r.fill.Move(fyne.NewPos(0, top))
	r.fill.Resize(fyne.NewSize(r.bar.size.Width*r.bar.p, r.bar.size.Height))
}

func (r *chanceBarRenderer) MinSize() fyne.Size { return r.bar.size }

func (r *chanceBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.back, r.fill}
}

func (r *chanceBarRenderer) Refresh() {
	r.paint()
	r.back.Refresh()
	r.fill.Refresh()
}

func (r *chanceBarRenderer) Destroy() {}
