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
}

func newRenderer(opts Options) (*renderer, error) {
	pdf := newPDF(opts)
	if err := addThemeFonts(pdf); err != nil {
		return nil, err
	}
	w, h := opts.Paper.size()
	return &renderer{pdf: pdf, opts: opts, pageW: w, pageH: h, warned: map[string]bool{}}, nil
}

func (r *renderer) warn(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if r.warned[msg] {
		return
	}
	r.warned[msg] = true
	r.result.Warnings = append(r.result.Warnings, msg)
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
			r.warn("text shortened to fit: %q", s)
			return cut, minShrunkPts
		}
	}
	r.warn("text left out, no room at all: %q", s)
	return "", minShrunkPts
}

// text writes s with its baseline at y, aligned within [x, x+w], shrinking
// it to fit w.
func (r *renderer) text(s, style string, size, x, y, w float64, align sheet.Align) {
	if s == "" {
		return
	}
	s, size = r.fitText(s, style, size, w)
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
	const gap = 3.0
	ws := make([]float64, len(f.Items))
	for i, it := range f.Items {
		ws[i] = it.Weight
	}
	widths := weights(w, gap, ws)
	fx := x
	for i, it := range f.Items {
		fw := widths[i]
		r.grey(greyInk)
		r.text(it.Value, "", valueSize, fx+0.5, y+5.2, fw-1, sheet.Left)
		r.line(greyRule, 0.2, fx, y+6.4, fx+fw, y+6.4)
		r.grey(greyLabel)
		r.text(it.Label, "", labelSize, fx, y+9.0, fw, sheet.Left)
		fx += fw + gap
	}
	r.grey(greyInk)
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
	for i, it := range sc.Items {
		cx := x + float64(i%across)*cw
		cy := y + float64(i/across)*scoreRowH + (scoreRowH-scoreSize)/2
		r.pdf.SetDrawColor(greyInk, greyInk, greyInk)
		r.pdf.SetLineWidth(0.35)
		r.shape(sc.Shape, cx, cy, scoreSize, r.fillStyle())
		inner := scoreSize - 3
		if sc.Shape == sheet.Box {
			inner = scoreSize - 1.5
		}
		r.grey(greyInk)
		r.text(it.Value, "B", 11, cx+(scoreSize-inner)/2, cy+scoreSize/2+1.4, inner, sheet.Center)
		labelW := cw - scoreSize - 3
		lx := cx + scoreSize + 2
		if it.Label == "" && it.Note == "" {
			// A blank score: a rule to write its name on.
			r.line(greyRule, 0.2, lx, cy+scoreSize/2+1.6, lx+labelW, cy+scoreSize/2+1.6)
			continue
		}
		if it.Note == "" {
			r.text(it.Label, "", bodySize, lx, cy+scoreSize/2+1.2, labelW, sheet.Left)
			continue
		}
		r.text(it.Label, "", bodySize, lx, cy+scoreSize/2-0.3, labelW, sheet.Left)
		r.grey(greyLabel)
		r.text(it.Note, "", 7, lx, cy+scoreSize/2+3.2, labelW, sheet.Left)
		r.grey(greyInk)
	}
}

func (r *renderer) drawTable(t sheet.Table, x, y, w, h float64) {
	rows := max(tableRows(t), int((h-tableFixedH(t)+heightEpsilon)/tableRowH))
	if t.Caption != "" {
		r.text(t.Caption, "B", 8, x, y+3.6, w, sheet.Left)
		y += captionH
	}
	ws := make([]float64, len(t.Columns))
	for i, c := range t.Columns {
		ws[i] = c.Weight
	}
	widths := weights(w, 0, ws)
	totalH := tableHeaderH + float64(rows)*tableRowH
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
	for row := 0; row < rows; row++ {
		ry := y + tableHeaderH + float64(row)*tableRowH
		r.line(greyLight, 0.2, x, ry+tableRowH, x+w, ry+tableRowH)
		if row >= len(t.Rows) {
			continue
		}
		cx := x
		for i, c := range t.Columns {
			if i < len(t.Rows[row]) {
				r.grey(greyInk)
				r.text(t.Rows[row][i], "", 8.5, cx+0.8, ry+4.2, widths[i]-1.6, c.Align)
			}
			cx += widths[i]
		}
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
		if i < t.Checked {
			r.line(greyInk, 0.35, cx+0.6, cy+0.6, cx+cellDiameter-0.6, cy+cellDiameter-0.6)
			r.line(greyInk, 0.35, cx+0.6, cy+cellDiameter-0.6, cx+cellDiameter-0.6, cy+0.6)
		}
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
	}
	r.grey(greyInk)
}
