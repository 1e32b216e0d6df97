package odds

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// chartBar is one outcome of a distribution chart.
type chartBar struct {
	label     string
	p         float64
	highlight bool // in the headline's success region
}

// barChart draws a distribution as bars of canvas rectangles, the outcome
// under each bar (thinned when they would overlap) and the chance above
// the bars when there is room.
type barChart struct {
	widget.BaseWidget
	bars []chartBar
}

func newBarChart() *barChart {
	c := &barChart{}
	c.ExtendBaseWidget(c)
	return c
}

// setBars replaces the bars and redraws.
func (c *barChart) setBars(bars []chartBar) {
	c.bars = bars
	c.Refresh()
}

func (c *barChart) CreateRenderer() fyne.WidgetRenderer {
	r := &barChartRenderer{chart: c, axis: canvas.NewRectangle(color.Transparent)}
	r.rebuild()
	return r
}

type barChartRenderer struct {
	chart   *barChart
	axis    *canvas.Rectangle
	rects   []*canvas.Rectangle
	labels  []*canvas.Text
	values  []*canvas.Text
	objects []fyne.CanvasObject
}

// rebuild makes one rectangle and two texts per bar, coloured for the
// current theme.
func (r *barChartRenderer) rebuild() {
	th := r.chart.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	plain := th.Color(theme.ColorNameDisabled, v)
	hi := th.Color(theme.ColorNamePrimary, v)
	fg := th.Color(theme.ColorNameForeground, v)
	size := th.Size(theme.SizeNameCaptionText)
	r.axis.FillColor = th.Color(theme.ColorNameSeparator, v)
	r.rects, r.labels, r.values = nil, nil, nil
	r.objects = []fyne.CanvasObject{r.axis}
	for _, b := range r.chart.bars {
		rect := canvas.NewRectangle(plain)
		if b.highlight {
			rect.FillColor = hi
		}
		rect.CornerRadius = 2
		label := canvas.NewText(b.label, fg)
		label.TextSize = size
		label.Alignment = fyne.TextAlignCenter
		value := canvas.NewText(FormatPercent(b.p), fg)
		value.TextSize = size
		value.Alignment = fyne.TextAlignCenter
		r.rects = append(r.rects, rect)
		r.labels = append(r.labels, label)
		r.values = append(r.values, value)
		r.objects = append(r.objects, rect, label, value)
	}
}

func (r *barChartRenderer) Layout(size fyne.Size) {
	n := len(r.rects)
	if n == 0 {
		r.axis.Hide()
		return
	}
	r.axis.Show()
	textH := r.labels[0].MinSize().Height
	top := textH + 2
	bottom := size.Height - textH - 4
	height := max(bottom-top, 1)
	slot := size.Width / float32(n)
	gap := min(slot*0.2, 6)
	peak := 0.0
	widest, widestValue := float32(0), float32(0)
	for i, b := range r.chart.bars {
		peak = math.Max(peak, b.p)
		widest = max(widest, r.labels[i].MinSize().Width)
		widestValue = max(widestValue, r.values[i].MinSize().Width)
	}
	// Show every step-th label so neighbours never overlap.
	step := max(1, int(math.Ceil(float64((widest+6)/slot))))
	showValues := widestValue+4 <= slot
	for i, b := range r.chart.bars {
		h := float32(0)
		if peak > 0 {
			h = float32(b.p/peak) * height
		}
		if b.p > 0 {
			h = max(h, 1)
		}
		x := float32(i) * slot
		r.rects[i].Move(fyne.NewPos(x+gap/2, bottom-h))
		r.rects[i].Resize(fyne.NewSize(slot-gap, h))
		r.labels[i].Move(fyne.NewPos(x+slot/2-r.labels[i].MinSize().Width/2, bottom+3))
		r.labels[i].Resize(r.labels[i].MinSize())
		r.labels[i].Hidden = i%step != 0
		r.values[i].Move(fyne.NewPos(x+slot/2-r.values[i].MinSize().Width/2, bottom-h-textH-1))
		r.values[i].Resize(r.values[i].MinSize())
		r.values[i].Hidden = !showValues || b.p == 0
	}
	r.axis.Move(fyne.NewPos(0, bottom))
	r.axis.Resize(fyne.NewSize(size.Width, 1))
}

func (r *barChartRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 170) }

func (r *barChartRenderer) Refresh() {
	r.rebuild()
	r.Layout(r.chart.Size())
	canvas.Refresh(r.chart)
}

func (r *barChartRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *barChartRenderer) Destroy() {}
