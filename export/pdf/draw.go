package pdf

import (
	"fmt"
	"math"

	"github.com/jung-kurt/gofpdf"

	"sessionzero/rules/sheet"
)

// Greys used on the sheet (0 black … 255 white).
const (
	greyInk      = 0
	greyBar      = 55
	greyLabel    = 90
	greyRule     = 150
	greyLight    = 195
	greyFill     = 232
	greyFold     = 170
	minShrunkPts = 6.0
)

type renderer struct {
	pdf    *gofpdf.Fpdf
	opts   Options
	pageW  float64
	pageH  float64
	result Result
	warned map[string]bool
	flows  map[flowKey]flowed
}

func newRenderer(opts Options) (*renderer, error) {
	pdf := newPDF(opts)
	if err := addThemeFonts(pdf); err != nil {
		return nil, err
	}
	w, h := opts.Paper.size()
	return &renderer{pdf: pdf, opts: opts, pageW: w, pageH: h, warned: map[string]bool{}, flows: map[flowKey]flowed{}}, nil
}

func (r *renderer) warn(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if r.warned[msg] {
		return
	}
	r.warned[msg] = true
	r.result.Warnings = append(r.result.Warnings, msg)
}

// checkFits reports a line, already laid out in the current font, that is
// wider than its box (a word too long to wrap): it is printed, but runs
// over its cell's edge.
func (r *renderer) checkFits(line string, maxW float64) {
	if r.pdf.GetStringWidth(line) > maxW+0.01 {
		r.warn("text does not fit its box: %q", line)
	}
}

func (r *renderer) setFont(style string, size float64) {
	r.pdf.SetFont(fontFamily, style, size)
}

func (r *renderer) grey(g int) {
	r.pdf.SetTextColor(g, g, g)
}

// fitText returns s and a font size (from size down to 6 pt) at which it
// fits maxW; text still too wide is cut with an ellipsis and reported.
func (r *renderer) fitText(s, style string, size, maxW float64) (string, float64) {
	return r.fitTextReport(s, style, size, maxW, true)
}

// fitTextReport is fitText; report false shortens without a warning, for
// the page furniture (headers, footers) that repeats a name printed in
// full on the sheet itself.
func (r *renderer) fitTextReport(s, style string, size, maxW float64, report bool) (string, float64) {
	s = printable(s)
	r.setFont(style, size)
	if r.pdf.GetStringWidth(s) <= maxW || s == "" {
		return s, size
	}
	for sz := size - 0.5; sz >= minShrunkPts; sz -= 0.5 {
		r.setFont(style, sz)
		if r.pdf.GetStringWidth(s) <= maxW {
			return s, sz
		}
	}
	r.setFont(style, minShrunkPts)
	runes := []rune(s)
	for n := len(runes) - 1; n > 0; n-- {
		cut := string(runes[:n]) + "…"
		if r.pdf.GetStringWidth(cut) <= maxW {
			if report {
				r.warn("text shortened to fit: %q", s)
			}
			return cut, minShrunkPts
		}
	}
	r.warn("text left out, no room at all: %q", s)
	return "", minShrunkPts
}

// text writes s with its baseline at y, aligned within [x, x+w], shrinking
// it to fit w.
func (r *renderer) text(s, style string, size, x, y, w float64, align sheet.Align) {
	r.textReport(s, style, size, x, y, w, align, true)
}

// furniture writes page furniture (headers, footers) like text, shortening
// it without a warning.
func (r *renderer) furniture(s, style string, size, x, y, w float64, align sheet.Align) {
	r.textReport(s, style, size, x, y, w, align, false)
}

func (r *renderer) textReport(s, style string, size, x, y, w float64, align sheet.Align, report bool) {
	if s == "" {
		return
	}
	s, size = r.fitTextReport(s, style, size, w, report)
	r.setFont(style, size)
	tw := r.pdf.GetStringWidth(s)
	switch align {
	case sheet.Center:
		x += (w - tw) / 2
	case sheet.Right:
		x += w - tw
	}
	r.pdf.Text(x, y, s)
}

func (r *renderer) line(g int, width, x1, y1, x2, y2 float64) {
	r.pdf.SetDrawColor(g, g, g)
	r.pdf.SetLineWidth(width)
	r.pdf.Line(x1, y1, x2, y2)
}

// fillStyle is the gofpdf style for a shape with a light background, or
// outline only when saving ink.
func (r *renderer) fillStyle() string {
	if r.opts.InkSaving {
		return "D"
	}
	r.pdf.SetFillColor(greyFill, greyFill, greyFill)
	return "FD"
}

// fills reports whether a block grows to take a panel's leftover height.
func fills(b sheet.Block) bool {
	switch v := b.(type) {
	case sheet.Notes:
		return v.Fill
	case sheet.Table:
		return v.Fill
	}
	return false
}

// drawStack draws blocks down from y within width w and height h; the first
// block that fills takes the height the others leave.
func (r *renderer) drawStack(blocks []sheet.Block, x, y, w, h float64) {
	leftover := math.Max(h-r.stackHeight(blocks, w), 0)
	for i, b := range blocks {
		if i > 0 {
			y += blockGap
		}
		bh := r.height(b, w)
		if leftover > 0 && fills(b) {
			bh += leftover
			leftover = 0
		}
		r.drawBlock(b, x, y, w, bh)
		y += bh
	}
}

func (r *renderer) drawBlock(b sheet.Block, x, y, w, h float64) {
	r.grey(greyInk)
	switch v := b.(type) {
	case sheet.TitleBar:
		r.drawTitleBar(v, x, y, w)
	case sheet.Fields:
		r.drawFields(v, x, y, w)
	case sheet.Scores:
		r.drawScores(v, x, y, w)
	case sheet.Table:
		r.drawTable(v, x, y, w, h)
	case sheet.Track:
		r.drawTrack(v, x, y, w)
	case sheet.Checklist:
		r.drawChecklist(v, x, y, w)
	case sheet.Notes:
		r.drawNotes(v, x, y, w, h)
	case sheet.Portrait:
		r.drawPortrait(v, x, y, w, h)
	case sheet.SmallPrint:
		r.drawSmallPrint(v, x, y, w)
	case sheet.Columns:
		ws := weights(w, columnGap, columnWeights(v.Columns))
		cx := x
		for i, c := range v.Columns {
			r.drawStack(c.Blocks, cx, y, ws[i], h)
			cx += ws[i] + columnGap
		}
	}
}

func (r *renderer) drawTitleBar(t sheet.TitleBar, x, y, w float64) {
	if r.opts.InkSaving {
		r.pdf.SetDrawColor(greyInk, greyInk, greyInk)
		r.pdf.SetLineWidth(0.35)
		r.pdf.Rect(x, y, w, titleBarH, "D")
		r.grey(greyInk)
	} else {
		r.pdf.SetFillColor(greyBar, greyBar, greyBar)
		r.pdf.Rect(x, y, w, titleBarH, "F")
		r.grey(255)
	}
	base := y + titleBarH/2 + 1.25
	rightW := 0.0
	if t.Right != "" {
		s, size := r.fitText(t.Right, "B", 8.5, w/2-2)
		r.setFont("B", size)
		rightW = r.pdf.GetStringWidth(s)
		r.pdf.Text(x+w-2-rightW, base, s)
	}
	r.text(t.Text, "B", 9.5, x+2, base, w-4-rightW-3, sheet.Left)
	r.grey(greyInk)
}

func (r *renderer) drawFields(f sheet.Fields, x, y, w float64) {
	extra := r.fieldsExtra(f, w)
	fx := x
	for i, fw := range fieldWidths(f, w) {
		it := f.Items[i]
		r.grey(greyInk)
		v := r.fieldValue(it.Value, fw)
		r.setFont("", v.size)
		for k, l := range v.lines {
			r.pdf.Text(fx+0.5, y+5.2+float64(k)*fieldLineH, l)
			r.checkFits(l, fw-0.5)
		}
		r.line(greyRule, 0.2, fx, y+6.4+extra, fx+fw, y+6.4+extra)
		r.grey(greyLabel)
		r.text(it.Label, "", labelSize, fx, y+9.0+extra, fw, sheet.Left)
		fx += fw + fieldGap
	}
	r.grey(greyInk)
}

// flowLines writes laid-out lines from baseline y, scoreLineH apart.
func (r *renderer) flowLines(f flowed, x, y float64) {
	r.setFont("", f.size)
	for k, l := range f.lines {
		r.pdf.Text(x, y+float64(k)*scoreLineH, l)
	}
}

// shape draws a diamond, circle or box of size s with its top-left at x, y.
func (r *renderer) shape(shape sheet.Shape, x, y, s float64, style string) {
	switch shape {
	case sheet.Diamond:
		r.pdf.Polygon([]gofpdf.PointType{
			{X: x + s/2, Y: y}, {X: x + s, Y: y + s/2}, {X: x + s/2, Y: y + s}, {X: x, Y: y + s/2},
		}, style)
	case sheet.Circle:
		r.pdf.Circle(x+s/2, y+s/2, s/2, style)
	default:
		r.pdf.Rect(x, y, s, s, style)
	}
}

func (r *renderer) drawScores(sc sheet.Scores, x, y, w float64) {
	across := max(sc.Across, 1)
	cw := w / float64(across)
	size, _, _, _ := scoreMetrics(sc)
	valueFont := 11.0
	if sc.Compact {
		valueFont = 8
	}
	rowY := y
	hs := r.scoreRowHeights(sc, w)
	for i, it := range sc.Items {
		if i > 0 && i%across == 0 {
			rowY += hs[i/across-1]
		}
		rowH := hs[i/across]
		cx := x + float64(i%across)*cw
		cy := rowY + (rowH-size)/2
		r.pdf.SetDrawColor(greyInk, greyInk, greyInk)
		r.pdf.SetLineWidth(0.35)
		if sc.Compact {
			r.pdf.SetLineWidth(0.25)
		}
		r.shape(sc.Shape, cx, cy, size, r.fillStyle())
		inner := size - 3
		if sc.Shape == sheet.Box {
			inner = size - 1.5
		}
		if sc.Compact {
			inner = size - 0.6
		}
		r.grey(greyInk)
		r.text(it.Value, "B", valueFont, cx+(size-inner)/2, cy+size/2+valueFont*0.127, inner, sheet.Center)
		labelW := cw - size - 3
		lx := cx + size + 2
		if it.Label == "" && it.Note == "" {
			// A blank score: a rule to write its name on.
			r.line(greyRule, 0.2, lx, cy+size/2+1.6, lx+labelW, cy+size/2+1.6)
			continue
		}
		label := r.scoreLabel(sc, it.Label, cw)
		lines := float64(len(label.lines))
		if it.Note != "" {
			lines++
		}
		// Centre the label's lines (and the note under them) on the shape.
		base := cy + size/2 - (lines-1)*scoreLineH/2 + label.size*0.13
		r.flowLines(label, lx, base)
		if it.Note != "" {
			r.grey(greyLabel)
			r.text(it.Note, "", 7, lx, base+float64(len(label.lines))*scoreLineH, labelW, sheet.Left)
		}
		r.grey(greyInk)
	}
}

func (r *renderer) drawTable(t sheet.Table, x, y, w, h float64) {
	hs := r.tableRowHeights(t, w)
	// Blank rows take the height a filling table is given.
	for used := tableFixedH(t) + sum(hs); used+tableRowH <= h+heightEpsilon; used += tableRowH {
		hs = append(hs, tableRowH)
	}
	if t.Caption != "" {
		r.text(t.Caption, "B", 8, x, y+3.6, w, sheet.Left)
		y += captionH
	}
	widths := tableWidths(t, w)
	totalH := tableHeaderH + sum(hs)
	r.pdf.SetDrawColor(greyRule, greyRule, greyRule)
	r.pdf.SetLineWidth(0.2)
	if r.opts.InkSaving {
		r.line(greyRule, 0.2, x, y+tableHeaderH, x+w, y+tableHeaderH)
	} else {
		r.pdf.SetFillColor(greyFill, greyFill, greyFill)
		r.pdf.Rect(x, y, w, tableHeaderH, "F")
	}
	cx := x
	for i, c := range t.Columns {
		r.grey(greyInk)
		r.text(c.Header, "B", 7, cx+0.8, y+3.8, widths[i]-1.6, c.Align)
		cx += widths[i]
	}
	ry := y + tableHeaderH
	for row, rh := range hs {
		r.line(greyLight, 0.2, x, ry+rh, x+w, ry+rh)
		if row < len(t.Rows) {
			r.drawRow(t, t.Rows[row], widths, x, ry)
		}
		ry += rh
	}
	cx = x
	for i := range t.Columns[:max(len(t.Columns)-1, 0)] {
		cx += widths[i]
		r.line(greyLight, 0.2, cx, y, cx, y+totalH)
	}
	r.pdf.SetDrawColor(greyRule, greyRule, greyRule)
	r.pdf.SetLineWidth(0.25)
	r.pdf.Rect(x, y, w, totalH, "D")
}

// drawRow writes one filled table row: a one-line cell on the row's usual
// baseline, wrapped cells line by line from the top.
func (r *renderer) drawRow(t sheet.Table, cells []string, widths []float64, x, ry float64) {
	cx := x
	r.grey(greyInk)
	for i, c := range t.Columns {
		if i < len(cells) && cells[i] != "" {
			f := r.cell(cells[i], widths[i])
			r.setFont("", f.size)
			for k, l := range f.lines {
				base := ry + 4.2
				if len(f.lines) > 1 {
					base = ry + cellPadH/2 + float64(k+1)*cellLineH - 0.6
				}
				lx := cx + 0.8
				switch tw := r.pdf.GetStringWidth(l); c.Align {
				case sheet.Center:
					lx += (widths[i] - 1.6 - tw) / 2
				case sheet.Right:
					lx += widths[i] - 1.6 - tw
				}
				r.pdf.Text(lx, base, l)
				r.checkFits(l, widths[i]-1.6)
			}
		}
		cx += widths[i]
	}
}

func (r *renderer) drawTrack(t sheet.Track, x, y, w float64) {
	if t.Label != "" {
		r.text(t.Label, "B", 7.5, x, y+3.4, w, sheet.Left)
		y += labelLineH
	}
	per := trackPerLine(t, w)
	r.pdf.SetLineWidth(0.3)
	for i := 0; i < t.Count; i++ {
		col := i % per
		cx := x + float64(col)*cellPitch + float64(col/5)*cellGroupGap
		cy := y + float64(i/per)*trackLineH + (trackLineH-cellDiameter)/2
		r.pdf.SetDrawColor(greyInk, greyInk, greyInk)
		mark := ""
		if i < len(t.Marks) {
			mark = t.Marks[i]
		}
		style := "D"
		if mark != "" && !r.opts.InkSaving {
			style = r.fillStyle()
		}
		shape := t.Shape
		if shape == sheet.Diamond {
			shape = sheet.Box
		}
		r.shape(shape, cx, cy, cellDiameter, style)
		if mark != "" {
			r.grey(greyInk)
			r.text(mark, "B", 6.5, cx, cy+cellDiameter/2+1.15, cellDiameter, sheet.Center)
		}
		stroke := sheet.StrokeNone
		if i < len(t.Strokes) {
			stroke = t.Strokes[i]
		} else if i < t.Checked {
			stroke = sheet.StrokeCross
		}
		r.stroke(stroke, shape, cx, cy)
	}
}

// stroke strikes a track cell at (cx, cy): a cross, a horizontal line, a
// plus, or the cell blackened in.
func (r *renderer) stroke(s sheet.Stroke, shape sheet.Shape, cx, cy float64) {
	lo, hi, mid := 0.6, cellDiameter-0.6, cellDiameter/2
	switch s {
	case sheet.StrokeCross:
		r.line(greyInk, 0.35, cx+lo, cy+lo, cx+hi, cy+hi)
		r.line(greyInk, 0.35, cx+lo, cy+hi, cx+hi, cy+lo)
	case sheet.StrokeDash:
		r.line(greyInk, 0.45, cx+0.2, cy+mid, cx+cellDiameter-0.2, cy+mid)
	case sheet.StrokePlus:
		r.line(greyInk, 0.45, cx+0.2, cy+mid, cx+cellDiameter-0.2, cy+mid)
		r.line(greyInk, 0.45, cx+mid, cy+0.2, cx+mid, cy+cellDiameter-0.2)
	case sheet.StrokeFill:
		r.pdf.SetFillColor(greyInk, greyInk, greyInk)
		r.shape(shape, cx, cy, cellDiameter, "FD")
	}
}

func (r *renderer) drawChecklist(c sheet.Checklist, x, y, w float64) {
	if c.Label != "" {
		r.text(c.Label, "B", 7.5, x, y+3.4, w, sheet.Left)
		y += labelLineH
	}
	starts := r.checklistLines(c, w)
	line := -1
	cx := x
	for i, it := range c.Items {
		if line+1 < len(starts) && starts[line+1] == i {
			line++
			cx = x
		}
		cy := y + float64(line)*checkLineH + (checkLineH-checkBox)/2
		r.pdf.SetDrawColor(greyInk, greyInk, greyInk)
		r.pdf.SetLineWidth(0.3)
		r.pdf.Rect(cx, cy, checkBox, checkBox, "D")
		if it.Checked {
			r.line(greyInk, 0.35, cx+0.5, cy+0.5, cx+checkBox-0.5, cy+checkBox-0.5)
			r.line(greyInk, 0.35, cx+0.5, cy+checkBox-0.5, cx+checkBox-0.5, cy+0.5)
		}
		label := printable(it.Label)
		r.grey(greyInk)
		r.setFont("", 8)
		r.pdf.Text(cx+checkBox+1.2, cy+checkBox-0.4, label)
		r.checkFits(label, x+w-(cx+checkBox+1.2))
		cx += checkBox + 1.2 + r.pdf.GetStringWidth(label) + 4
	}
}

func (r *renderer) drawNotes(n sheet.Notes, x, y, w, h float64) {
	if n.Label != "" {
		r.text(n.Label, "B", 7.5, x, y+3.4, w, sheet.Left)
		y += labelLineH
		h -= labelLineH
	}
	text := r.notesLines(n, w)
	lines := max(int((h+heightEpsilon)/notesLineH), len(text))
	for i := 0; i < lines; i++ {
		ly := y + float64(i)*notesLineH
		r.line(greyLight, 0.2, x, ly+notesLineH, x+w, ly+notesLineH)
		if i < len(text) {
			r.grey(greyInk)
			r.setFont("", bodySize)
			r.pdf.Text(x+0.5, ly+4.6, text[i])
			r.checkFits(text[i], w-0.5)
		}
	}
}

func (r *renderer) drawPortrait(p sheet.Portrait, x, y, w, h float64) {
	r.pdf.SetDrawColor(greyRule, greyRule, greyRule)
	r.pdf.SetLineWidth(0.3)
	r.pdf.Rect(x, y, w, h, "D")
	r.grey(greyLabel)
	r.text(p.Label, "I", labelSize+0.5, x, y+h-2, w, sheet.Center)
	r.grey(greyInk)
}

func (r *renderer) drawSmallPrint(s sheet.SmallPrint, x, y, w float64) {
	r.grey(60)
	r.setFont("", smallSize)
	for i, l := range r.smallPrintLines(s, w) {
		r.pdf.Text(x, y+2.4+float64(i)*smallLineH, l)
		r.checkFits(l, w)
	}
	r.grey(greyInk)
}
