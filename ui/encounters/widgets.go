package encounters

import (
	"image/color"
	"sessionzero/ui/encounters/hooks"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/ui/widgets"
)

// showError shows err on a form's or window's message line in the danger
// colour, after prefix ("Refused: ", "Not written: ").
func showError(l *widget.Label, prefix string, err error) {
	widgets.SetError(l, prefix+err.Error())
}

// bandColor is the colour of a health band: green, orange, red, grey.
func bandColor(band string) color.Color {
	switch band {
	case encounter.BandHealthy:
		return theme.Color(theme.ColorNameSuccess)
	case encounter.BandInjured:
		return theme.Color(theme.ColorNameWarning)
	case encounter.BandDown:
		return theme.Color(theme.ColorNameError)
	default:
		return theme.Color(theme.ColorNameDisabled)
	}
}

// barLayout draws a bar: the first object is the track, the second the fill
// at fraction of its width, both centred vertically at the bar's height.
type barLayout struct {
	fraction float32
	min      fyne.Size
}

func (b *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := min(b.min.Height, size.Height)
	top := (size.Height - h) / 2
	for i, o := range objs {
		w := size.Width
		if i == 1 {
			w = size.Width * b.fraction
		}
		o.Move(fyne.NewPos(0, top))
		o.Resize(fyne.NewSize(w, h))
	}
}

func (b *barLayout) MinSize([]fyne.CanvasObject) fyne.Size { return b.min }

// newPips shows n filled dots (actions left), or one hollow dot for none.
func newPips(n int) fyne.CanvasObject {
	var dots []fyne.CanvasObject
	for range n {
		c := canvas.NewCircle(theme.Color(theme.ColorNamePrimary))
		dots = append(dots, c)
	}
	if n == 0 {
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor = theme.Color(theme.ColorNameDisabled)
		c.StrokeWidth = 1.5
		dots = append(dots, c)
	}
	return hooks.Grid(fyne.NewSize(11, 11), 4, 12, dots...)
}

// circleCellLayout lays out one damage circle: the circle, a horizontal
// line (wear), a vertical line (tear) and the mark letter, all in the cell.
type circleCellLayout struct{}

func (circleCellLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
	h := objs[1].(*canvas.Line)
	h.Position1, h.Position2 = fyne.NewPos(1, size.Height/2), fyne.NewPos(size.Width-1, size.Height/2)
	v := objs[2].(*canvas.Line)
	v.Position1, v.Position2 = fyne.NewPos(size.Width/2, 1), fyne.NewPos(size.Width/2, size.Height-1)
	objs[3].Move(fyne.NewPos(0, 0))
	objs[3].Resize(size)
}

func (circleCellLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(16, 16) }

// newDamageCircles draws Dragonhead's damage circles as the sheet has them:
// wear a horizontal stroke, tear a vertical one, scars filled in, and the
// D and M marks written in their circles.
func newDamageCircles(circles []encounter.Circle) fyne.CanvasObject {
	ink := theme.Color(theme.ColorNameForeground)
	var cells []fyne.CanvasObject
	for _, c := range circles {
		ring := canvas.NewCircle(color.Transparent)
		ring.StrokeColor = ink
		ring.StrokeWidth = 1.2
		if c.Mark == "D" {
			ring.StrokeColor = theme.Color(theme.ColorNameError)
			ring.StrokeWidth = 2
		}
		if c.Scarred {
			ring.FillColor = ink
		}
		wear := canvas.NewLine(theme.Color(theme.ColorNameWarning))
		wear.StrokeWidth = 2
		wear.Hidden = !c.Worn
		tear := canvas.NewLine(theme.Color(theme.ColorNameError))
		tear.StrokeWidth = 2
		tear.Hidden = !c.Torn
		mark := canvas.NewText(c.Mark, ink)
		mark.TextSize = 10
		mark.TextStyle = fyne.TextStyle{Bold: true}
		mark.Alignment = fyne.TextAlignCenter
		if c.Scarred {
			mark.Color = theme.Color(theme.ColorNameBackground)
		}
		cells = append(cells, container.New(circleCellLayout{}, ring, wear, tear, mark))
	}
	return hooks.Grid(fyne.NewSize(16, 16), 3, 25, cells...)
}

// newChip is a condition as a small rounded label.
func newChip(text string, fill color.Color, size float32) fyne.CanvasObject {
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = size / 2
	// The text colour follows the fill, not the theme: the theme's
	// foreground on the light variant's dark green (or the dark variant's
	// light text on its bright green) could hardly be read.
	label := canvas.NewText(widgets.Shown(text), widgets.TextOn(fill))
	label.TextSize = size
	return container.NewStack(bg, container.New(&chipPadding{pad: size / 2}, label))
}

// chipPadding pads a chip's text more across than down.
type chipPadding struct{ pad float32 }

func (p *chipPadding) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(p.pad, p.pad/3))
		o.Resize(fyne.NewSize(size.Width-2*p.pad, size.Height-2*p.pad/3))
	}
}

func (p *chipPadding) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.Add(fyne.NewSize(2*p.pad, 2*p.pad/3))
}

// chipColor tints a condition chip: counting down, lasting, or automatic.
func chipColor(cv encounter.ConditionView) color.Color {
	if cv.Remaining >= 0 {
		return withAlpha(theme.Color(theme.ColorNamePrimary), 0x60)
	}
	return withAlpha(theme.Color(theme.ColorNameForeground), 0x30)
}

// withAlpha is c made see-through, so a chip reads on light and dark themes.
func withAlpha(c color.Color, alpha uint8) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = alpha
	return n
}

// fixedWidthLayout gives its objects at least a fixed width (a column).
type fixedWidthLayout struct{ width float32 }

func (f *fixedWidthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f *fixedWidthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.width, h)
}

// fixedWidth wraps o in a column of the given width.
func fixedWidth(width float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&fixedWidthLayout{width: width}, o)
}

// splitOffset is where the tracker's divider starts: at the window's first
// width (1180 px) the form pane beside the turn order is about 515 px wide,
// more than most forms need as their previews grow (DRGN's declared attack
// needs 477), and the turn order keeps the 650 px its rows need.
const splitOffset = 0.56
