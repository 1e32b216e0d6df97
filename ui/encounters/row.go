package encounters

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
)

// rowView is one row of the turn order, made once and updated in place
// with set (the pattern of evebuddy's list rows): an event changes its
// labels' texts, its bar's fill and, when they changed, its pips, damage
// circles and condition chips; nothing is rebuilt for an untouched row.
// Its colours come from the theme each time it is refreshed, so a new
// theme (which refreshes every widget) repaints it without the tracker
// being told.
type rowView struct {
	widget.BaseWidget
	t *encounterTracker
	// row, side and ticked are what the row shows; shown is false until
	// the first set.
	row    encounter.Row
	side   string
	ticked bool
	shown  bool
	// setting is true while set ticks the box (not the user).
	setting bool

	check                                         *escCheck
	marker                                        *canvas.Rectangle
	name, sideLabel, numbers, actionsWord, status *widget.Label
	hidden, resources, notes                      *widget.Label
	bar                                           *hpBar
	pips, circles                                 *fyne.Container
	chips                                         []fyne.CanvasObject
	line1, lines                                  *fyne.Container
	content                                       fyne.CanvasObject
	sep                                           fyne.CanvasObject
}

// newRowView is an empty row of t's turn order; set fills it.
func newRowView(t *encounterTracker) *rowView {
	w := &rowView{t: t, sep: widget.NewSeparator()}
	// A tick box takes the focus when clicked: its Escape still closes
	// the open form.
	w.check = newEscCheck("", func(on bool) {
		if w.setting {
			return
		}
		w.ticked = on
		t.selected[w.row.ID] = on
		t.tickChanged()
	}, t.escape)
	w.name = widget.NewLabel("")
	w.name.Truncation = fyne.TextTruncateEllipsis
	w.marker = canvas.NewRectangle(color.Transparent)
	w.marker.SetMinSize(fyne.NewSize(4, 4))
	w.sideLabel = widget.NewLabel("")
	w.sideLabel.SizeName = theme.SizeNameCaptionText
	w.sideLabel.Truncation = fyne.TextTruncateEllipsis
	who := container.NewBorder(nil, nil, container.NewHBox(w.marker, w.check), nil, container.NewVBox(w.name, w.sideLabel))

	w.numbers = widget.NewLabel("")
	w.bar = newHPBar(fyne.NewSize(150, 12))
	w.pips = container.NewStack()
	w.actionsWord = widget.NewLabel("actions")
	w.actionsWord.SizeName = theme.SizeNameCaptionText
	w.status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	w.hidden = widget.NewLabel("hidden")
	w.hidden.Importance = widget.WarningImportance
	w.resources = widget.NewLabel("")
	w.resources.SizeName = theme.SizeNameCaptionText
	// The counters wrap on a line of their own rather than widen the turn
	// order (and the window) past a laptop's screen.
	w.resources.Wrapping = fyne.TextWrapWord
	w.circles = container.NewHBox()
	w.notes = widget.NewLabel("")
	w.notes.Importance = widget.LowImportance
	w.notes.Wrapping = fyne.TextWrapWord
	w.line1 = container.NewHBox()
	w.lines = container.NewVBox()
	w.content = container.NewBorder(nil, nil, fixedWidth(200, who), nil, w.lines)
	w.ExtendBaseWidget(w)
	return w
}

// set shows r (its side named side, ticked or not); it reports whether
// anything changed (the row then needs measuring again).
func (w *rowView) set(r encounter.Row, side string, ticked bool) bool {
	if w.shown && w.side == side && w.ticked == ticked && sameRow(&w.row, &r) {
		return false
	}
	w.row, w.side, w.ticked, w.shown = r, side, ticked, true
	w.Refresh()
	return true
}

// paint brings every part of the row up to its row and the theme.
func (w *rowView) paint() {
	r := &w.row
	if w.check.Checked != w.ticked {
		w.setting = true
		w.check.SetChecked(w.ticked)
		w.setting = false
	}
	if w.name.TextStyle.Bold != r.Active {
		w.name.TextStyle.Bold = r.Active
		w.name.Refresh()
	}
	setLabel(w.name, r.Name)
	w.marker.FillColor = theme.Color(theme.ColorNameBackground)
	if r.Active {
		w.marker.FillColor = theme.Color(theme.ColorNamePrimary)
	}
	setLabel(w.sideLabel, w.side)

	w.line1.Objects = w.line1.Objects[:0]
	if r.Status != "" { // no health: the system's own progress
		setLabel(w.status, r.Status)
		w.line1.Objects = append(w.line1.Objects, w.status)
	} else {
		setLabel(w.numbers, hpText(r)+" · "+r.Band)
		w.bar.set(r.HPFraction, r.Band)
		w.pips.Objects = []fyne.CanvasObject{newPips(r.Actions)}
		w.line1.Objects = append(w.line1.Objects, w.bar.obj, w.numbers, w.pips, w.actionsWord)
	}
	if r.Hidden {
		w.line1.Objects = append(w.line1.Objects, w.hidden)
	}

	w.lines.Objects = append(w.lines.Objects[:0], w.line1)
	if len(r.Resources) > 0 {
		words := r.ResourceText // the system's own words (encounter.ResourceLabeler)
		if len(words) == 0 {
			words = encounter.ResourceWords(r.Resources, nil)
		}
		setLabel(w.resources, strings.Join(words, " · "))
		w.lines.Objects = append(w.lines.Objects, w.resources)
	}
	if len(r.Circles) > 0 {
		w.circles.Objects = []fyne.CanvasObject{newDamageCircles(r.Circles)}
		w.lines.Objects = append(w.lines.Objects, w.circles)
	}
	if len(r.Conditions) > 0 {
		chips := make([]fyne.CanvasObject, 0, len(r.Conditions))
		for _, cv := range r.Conditions {
			chips = append(chips, newChip(cv.Label, chipColor(cv), 12))
		}
		w.chips = chipLines(chips, chipLineWidth)
		w.lines.Objects = append(w.lines.Objects, w.chips...)
	}
	if len(r.Notes) > 0 {
		setLabel(w.notes, "Notes: "+strings.Join(r.Notes, "; "))
		w.lines.Objects = append(w.lines.Objects, w.notes)
	}
}

// hpText is a row's health: "12 / 20 (+3 temp)", or Dragonhead's wear and
// tear.
func hpText(r *encounter.Row) string {
	if r.WearTear {
		hp := fmt.Sprintf("%d / %d · wear %d tear %d", r.HP, r.MaxHP, r.Wear, r.Tear)
		if r.Scar > 0 {
			hp += fmt.Sprintf(" scar %d", r.Scar)
		}
		return hp
	}
	hp := fmt.Sprintf("%d / %d", r.HP, r.MaxHP)
	if r.TempHP > 0 {
		hp += fmt.Sprintf(" (+%d temp)", r.TempHP)
	}
	return hp
}

// CreateRenderer implements fyne.Widget.
func (w *rowView) CreateRenderer() fyne.WidgetRenderer {
	w.paint()
	return rowRenderer{w}
}

type rowRenderer struct{ w *rowView }

func (r rowRenderer) Layout(size fyne.Size)        { r.w.content.Resize(size) }
func (r rowRenderer) MinSize() fyne.Size           { return r.w.content.MinSize() }
func (r rowRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.w.content} }
func (r rowRenderer) Destroy()                     {}

// Refresh paints the row again (after set, or a new theme) and lays its
// containers out again: the row's own labels are shaped again, no other
// row's.
func (r rowRenderer) Refresh() {
	r.w.paint()
	r.w.content.Refresh()
}

// hpBar is a health bar drawn with rectangles, coloured by band.
type hpBar struct {
	track, fill *canvas.Rectangle
	layout      *barLayout
	obj         *fyne.Container
}

func newHPBar(size fyne.Size) *hpBar {
	b := &hpBar{track: canvas.NewRectangle(color.Transparent), fill: canvas.NewRectangle(color.Transparent),
		layout: &barLayout{min: size}}
	b.track.StrokeWidth = 1
	b.track.CornerRadius = 3
	b.fill.CornerRadius = 3
	b.obj = container.New(b.layout, b.track, b.fill)
	return b
}

// set fills the bar to fraction in band's colour, the theme's track.
func (b *hpBar) set(fraction float64, band string) {
	b.layout.fraction = float32(fraction)
	b.track.FillColor = theme.Color(theme.ColorNameInputBackground)
	b.track.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	b.fill.FillColor = bandColor(band)
}

// chipLineWidth is how wide a row's line of condition chips grows before
// the next chip starts a line of its own: many conditions make the row
// taller, never the turn order (and the window) wider.
const chipLineWidth = 400

// chipLines puts chips left to right in lines at most width wide (a chip
// wider than that alone on its line).
func chipLines(chips []fyne.CanvasObject, width float32) []fyne.CanvasObject {
	var lines []fyne.CanvasObject
	var line []fyne.CanvasObject
	used := float32(0)
	for _, c := range chips {
		w := c.MinSize().Width
		if len(line) > 0 && used+theme.Padding()+w > width {
			lines = append(lines, container.NewHBox(line...))
			line, used = nil, 0
		}
		if len(line) > 0 {
			used += theme.Padding()
		}
		line = append(line, c)
		used += w
	}
	if len(line) > 0 {
		lines = append(lines, container.NewHBox(line...))
	}
	return lines
}
