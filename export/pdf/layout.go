package pdf

import (
	"math"
	"strings"

	"sessionzero/rules/sheet"
)

// Block metrics in millimetres. Writing lines are 6 mm apart so there is
// room to write by hand.
const (
	blockGap      = 2.2
	titleBarH     = 6.5
	fieldsH       = 10.5
	scoreSize     = 10.0
	scoreRowH     = 12.0
	captionH      = 5.0
	tableHeaderH  = 5.5
	tableRowH     = 6.0
	labelLineH    = 4.6
	cellDiameter  = 4.4
	cellPitch     = 5.2
	cellGroupGap  = 1.6
	trackLineH    = 5.8
	checkLineH    = 5.5
	checkBox      = 3.4
	notesLineH    = 6.0
	smallLineH    = 3.1
	columnGap     = 4.0
	fieldGap      = 3.0
	heightEpsilon = 0.01

	bodySize  = 9.0
	valueSize = 10.0
	labelSize = 6.5
	smallSize = 6.5

	// Long text is first set smaller (down to the …Min size) and then
	// wrapped onto lines this far apart, never cut.
	cellSize      = 8.5
	cellMinSize   = 7.0
	cellLineH     = 3.0
	cellPadH      = 2.4
	valueMinSize  = 7.5
	fieldLineH    = 3.2
	scoreLabelMin = 7.0
	scoreLineH    = 2.9
	compactSize   = 4.6
	compactRowH   = 6.0
	compactFont   = 8.0
	compactMin    = 6.5
)

// flowKey identifies one piece of text laid out at one width.
type flowKey struct {
	text, style  string
	size, min, w float64
}

// flowed is text laid out by flow: its lines and their font size.
type flowed struct {
	lines []string
	size  float64
}

// flow sets text in width w at size, or smaller down to min when that
// makes it fit on one line, or else wraps it at min onto several lines.
// Results are cached: layout asks for the same cells many times.
func (r *renderer) flow(text, style string, size, min, w float64) flowed {
	key := flowKey{text, style, size, min, w}
	if f, ok := r.flows[key]; ok {
		return f
	}
	f := r.flowUncached(text, style, size, min, w)
	r.flows[key] = f
	return f
}

func (r *renderer) flowUncached(text, style string, size, min, w float64) flowed {
	s := printable(text)
	if s == "" {
		return flowed{size: size}
	}
	if !strings.Contains(text, "\n") {
		for sz := size; sz >= min-heightEpsilon; sz -= 0.5 {
			r.setFont(style, sz)
			if r.pdf.GetStringWidth(s) <= w {
				return flowed{lines: []string{s}, size: sz}
			}
		}
	}
	return flowed{lines: r.wrap(text, style, min, w), size: min}
}

// weights returns the widths of parts sharing total (minus gaps) by weight.
func weights(total, gap float64, ws []float64) []float64 {
	n := len(ws)
	if n == 0 {
		return nil
	}
	sum := 0.0
	for _, w := range ws {
		if w <= 0 {
			w = 1
		}
		sum += w
	}
	avail := total - gap*float64(n-1)
	out := make([]float64, n)
	for i, w := range ws {
		if w <= 0 {
			w = 1
		}
		out[i] = avail * w / sum
	}
	return out
}

func columnWeights(cols []sheet.Column) []float64 {
	ws := make([]float64, len(cols))
	for i, c := range cols {
		ws[i] = c.Weight
	}
	return ws
}

// wrap breaks text into lines no wider than w at the given font, keeping
// the text's own line breaks.
func (r *renderer) wrap(text, style string, size, w float64) []string {
	if text == "" {
		return nil
	}
	r.setFont(style, size)
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		para = printable(para)
		if strings.TrimSpace(para) == "" {
			lines = append(lines, "")
			continue
		}
		// SplitText keeps a 1 mm cell margin on each side; give it that back.
		lines = append(lines, r.pdf.SplitText(para, w+2)...)
	}
	return lines
}

func (r *renderer) notesLines(n sheet.Notes, w float64) []string {
	var lines []string
	for _, t := range n.Text {
		wrapped := r.wrap(t, "", bodySize, w-1)
		if len(wrapped) == 0 {
			wrapped = []string{""}
		}
		lines = append(lines, wrapped...)
	}
	return lines
}

func (r *renderer) smallPrintLines(s sheet.SmallPrint, w float64) []string {
	return r.wrap(s.Text, "", smallSize, w)
}

// trackPerLine is how many cells of a track stand on one line of width w:
// whole groups of five when no limit is given, so they are easy to count.
func trackPerLine(t sheet.Track, w float64) int {
	fitting := func(n int) bool {
		groups := (n - 1) / 5
		return float64(n-1)*cellPitch+cellDiameter+float64(groups)*cellGroupGap <= w+heightEpsilon
	}
	if t.PerLine > 0 {
		n := t.PerLine
		for n > 1 && !fitting(n) {
			n--
		}
		return n
	}
	n := 5
	for fitting(n + 5) {
		n += 5
	}
	for n > 1 && !fitting(n) {
		n--
	}
	return n
}

func trackLines(t sheet.Track, w float64) int {
	if t.Count <= 0 {
		return 0
	}
	per := trackPerLine(t, w)
	return (t.Count + per - 1) / per
}

// checklistLines flows the check boxes across width w and returns, for each
// line, the index of its first item.
func (r *renderer) checklistLines(c sheet.Checklist, w float64) []int {
	r.setFont("", 8)
	var starts []int
	x := w + 1 // force a new line for the first item
	for i, it := range c.Items {
		iw := checkBox + 1.2 + r.pdf.GetStringWidth(printable(it.Label)) + 4
		if x+iw > w+heightEpsilon && x > 0 {
			starts = append(starts, i)
			x = 0
		}
		x += iw
	}
	return starts
}

func labelH(label string) float64 {
	if label == "" {
		return 0
	}
	return labelLineH
}

func tableRows(t sheet.Table) int {
	return max(len(t.Rows), t.MinRows)
}

// tableWidths are the widths of a table's columns at width w.
func tableWidths(t sheet.Table, w float64) []float64 {
	ws := make([]float64, len(t.Columns))
	for i, c := range t.Columns {
		ws[i] = c.Weight
	}
	return weights(w, 0, ws)
}

// cell lays out one table cell of column width cw.
func (r *renderer) cell(text string, cw float64) flowed {
	return r.flow(text, "", cellSize, cellMinSize, cw-1.6)
}

// tableRowHeights is the height of each row a table prints (filled rows
// grow with wrapped cells, blank rows are tableRowH).
func (r *renderer) tableRowHeights(t sheet.Table, w float64) []float64 {
	widths := tableWidths(t, w)
	hs := make([]float64, tableRows(t))
	for i := range hs {
		hs[i] = tableRowH
		if i >= len(t.Rows) {
			continue
		}
		for j, text := range t.Rows[i] {
			if j >= len(widths) {
				break
			}
			if n := len(r.cell(text, widths[j]).lines); n > 1 {
				hs[i] = math.Max(hs[i], float64(n)*cellLineH+cellPadH)
			}
		}
	}
	return hs
}

func sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// fieldValue lays out a field's value in the field's width fw.
func (r *renderer) fieldValue(value string, fw float64) flowed {
	return r.flow(value, "", valueSize, valueMinSize, fw-1)
}

// fieldWidths are the widths of a row of fields at width w.
func fieldWidths(f sheet.Fields, w float64) []float64 {
	ws := make([]float64, len(f.Items))
	for i, it := range f.Items {
		ws[i] = it.Weight
	}
	return weights(w, fieldGap, ws)
}

// fieldsExtra is how much taller than fieldsH a row of fields is because a
// value wraps.
func (r *renderer) fieldsExtra(f sheet.Fields, w float64) float64 {
	lines := 1
	for i, fw := range fieldWidths(f, w) {
		lines = max(lines, len(r.fieldValue(f.Items[i].Value, fw).lines))
	}
	return float64(lines-1) * fieldLineH
}

// scoreMetrics are the shape size, base row height and fonts of a Scores
// block.
func scoreMetrics(sc sheet.Scores) (shape, rowH, font, minFont float64) {
	if sc.Compact {
		return compactSize, compactRowH, compactFont, compactMin
	}
	return scoreSize, scoreRowH, bodySize, scoreLabelMin
}

// scoreLabel lays out a score's label beside its shape in a cell of width cw.
func (r *renderer) scoreLabel(sc sheet.Scores, label string, cw float64) flowed {
	shape, _, font, minFont := scoreMetrics(sc)
	return r.flow(label, "", font, minFont, cw-shape-3)
}

// scoreRowHeights is the height of each row of a Scores block: a row grows
// when a label wraps onto more lines than the shape is tall.
func (r *renderer) scoreRowHeights(sc sheet.Scores, w float64) []float64 {
	across := max(sc.Across, 1)
	cw := w / float64(across)
	_, rowH, _, _ := scoreMetrics(sc)
	hs := make([]float64, (len(sc.Items)+across-1)/across)
	for i := range hs {
		hs[i] = rowH
	}
	for i, it := range sc.Items {
		n := len(r.scoreLabel(sc, it.Label, cw).lines)
		if it.Note != "" {
			n++
		}
		hs[i/across] = math.Max(hs[i/across], float64(n)*scoreLineH+2)
	}
	return hs
}

func tableFixedH(t sheet.Table) float64 {
	h := tableHeaderH
	if t.Caption != "" {
		h += captionH
	}
	return h
}

// height is the height a block takes at width w.
func (r *renderer) height(b sheet.Block, w float64) float64 {
	switch v := b.(type) {
	case sheet.TitleBar:
		return titleBarH
	case sheet.Fields:
		return fieldsH + r.fieldsExtra(v, w)
	case sheet.Scores:
		return sum(r.scoreRowHeights(v, w))
	case sheet.Table:
		return tableFixedH(v) + sum(r.tableRowHeights(v, w))
	case sheet.Track:
		return labelH(v.Label) + float64(trackLines(v, w))*trackLineH
	case sheet.Checklist:
		return labelH(v.Label) + float64(len(r.checklistLines(v, w)))*checkLineH
	case sheet.Notes:
		lines := max(v.Lines, len(r.notesLines(v, w)))
		return labelH(v.Label) + float64(lines)*notesLineH
	case sheet.Portrait:
		return float64(max(v.Lines, 2)) * notesLineH
	case sheet.SmallPrint:
		return float64(len(r.smallPrintLines(v, w)))*smallLineH + 0.8
	case sheet.Columns:
		ws := weights(w, columnGap, columnWeights(v.Columns))
		h := 0.0
		for i, c := range v.Columns {
			h = math.Max(h, r.stackHeight(c.Blocks, ws[i]))
		}
		return h
	}
	return 0
}

func (r *renderer) stackHeight(blocks []sheet.Block, w float64) float64 {
	h := 0.0
	for i, b := range blocks {
		if i > 0 {
			h += blockGap
		}
		h += r.height(b, w)
	}
	return h
}

func continued(label string) string {
	if label == "" || strings.HasSuffix(label, " (continued)") {
		return label
	}
	return label + " (continued)"
}

// split cuts a splittable block so that its head fits in height avail. ok
// is false when not even one line fits or nothing needs cutting. A nil tail
// means the block fitted once its blank writing space was shortened.
func (r *renderer) split(b sheet.Block, w, avail float64) (head, tail sheet.Block, ok bool) {
	switch v := b.(type) {
	case sheet.Scores:
		across := max(v.Across, 1)
		rows := fitting(r.scoreRowHeights(v, w), avail)
		if rows < 1 || rows*across >= len(v.Items) {
			return nil, nil, false
		}
		h, t := v, v
		h.Items = v.Items[:rows*across]
		t.Items = v.Items[rows*across:]
		return h, t, true
	case sheet.Table:
		room := avail - tableFixedH(v)
		hs := r.tableRowHeights(v, w)
		rows := fitting(hs[:len(v.Rows)], room)
		if len(v.Rows) > 0 && rows < 1 || room < tableRowH-heightEpsilon {
			return nil, nil, false
		}
		if len(v.Rows) <= rows {
			h := v
			h.MinRows = len(v.Rows) + int((room-sum(hs[:len(v.Rows)])+heightEpsilon)/tableRowH)
			return h, nil, true
		}
		h, t := v, v
		h.Rows, h.MinRows = v.Rows[:rows], 0
		t.Rows, t.MinRows = v.Rows[rows:], 0
		t.Caption = continued(v.Caption)
		return h, t, true
	case sheet.Track:
		lines := int((avail - labelH(v.Label) + heightEpsilon) / trackLineH)
		per := trackPerLine(v, w)
		if lines < 1 || lines*per >= v.Count {
			return nil, nil, false
		}
		n := lines * per
		h, t := v, v
		h.Count, t.Count = n, v.Count-n
		h.Checked, t.Checked = min(v.Checked, n), max(v.Checked-n, 0)
		if len(v.Marks) > n {
			h.Marks, t.Marks = v.Marks[:n], v.Marks[n:]
		} else {
			t.Marks = nil
		}
		if len(v.Strokes) > n {
			h.Strokes, t.Strokes = v.Strokes[:n], v.Strokes[n:]
		} else {
			t.Strokes = nil
		}
		t.Label = continued(v.Label)
		return h, t, true
	case sheet.Checklist:
		starts := r.checklistLines(v, w)
		lines := int((avail - labelH(v.Label) + heightEpsilon) / checkLineH)
		if lines < 1 || lines >= len(starts) {
			return nil, nil, false
		}
		cut := starts[lines]
		h, t := v, v
		h.Items, t.Items = v.Items[:cut], v.Items[cut:]
		t.Label = continued(v.Label)
		return h, t, true
	case sheet.Notes:
		text := r.notesLines(v, w)
		lines := int((avail - labelH(v.Label) + heightEpsilon) / notesLineH)
		if lines < 1 {
			return nil, nil, false
		}
		if len(text) <= lines {
			h := v
			h.Lines = lines
			h.Fill = false
			return h, nil, true
		}
		h, t := v, v
		h.Text, h.Lines, h.Fill = text[:lines], lines, false
		t.Text, t.Lines = text[lines:], 0
		t.Label = continued(v.Label)
		return h, t, true
	case sheet.SmallPrint:
		text := r.smallPrintLines(v, w)
		lines := int((avail - 0.8 + heightEpsilon) / smallLineH)
		if lines < 1 || lines >= len(text) {
			return nil, nil, false
		}
		return sheet.SmallPrint{Text: strings.Join(text[:lines], "\n")},
			sheet.SmallPrint{Text: strings.Join(text[lines:], "\n")}, true
	case sheet.Columns:
		ws := weights(w, columnGap, columnWeights(v.Columns))
		h := sheet.Columns{Columns: make([]sheet.Column, len(v.Columns))}
		t := sheet.Columns{Columns: make([]sheet.Column, len(v.Columns))}
		placed, left := false, false
		for i, c := range v.Columns {
			fitted, rest := r.fit(c.Blocks, ws[i], avail)
			h.Columns[i] = sheet.Column{Weight: c.Weight, Blocks: fitted}
			t.Columns[i] = sheet.Column{Weight: c.Weight, Blocks: rest}
			placed = placed || len(fitted) > 0
			left = left || len(rest) > 0
		}
		if !placed {
			return nil, nil, false
		}
		if !left {
			return h, nil, true
		}
		return h, t, true
	}
	return nil, nil, false
}

// fitting is how many of the heights, from the first, fit in avail.
func fitting(hs []float64, avail float64) int {
	used := 0.0
	for i, h := range hs {
		if used+h > avail+heightEpsilon {
			return i
		}
		used += h
	}
	return len(hs)
}

// fit places as many blocks as fit in height h at width w, splitting a
// splittable block at the bottom. It returns what fits and what is left.
func (r *renderer) fit(blocks []sheet.Block, w, h float64) (fitted, rest []sheet.Block) {
	y := 0.0
	for i, b := range blocks {
		if len(fitted) > 0 {
			y += blockGap
		}
		bh := r.height(b, w)
		if y+bh <= h+heightEpsilon {
			fitted = append(fitted, b)
			y += bh
			continue
		}
		if b.Splittable() {
			if head, tail, ok := r.split(b, w, h-y); ok {
				fitted = append(fitted, head)
				if tail != nil {
					rest = append(rest, tail)
				}
				return fitted, append(rest, blocks[i+1:]...)
			}
		}
		// Keep a title bar with the block it heads.
		if n := len(fitted); n >= 2 {
			if _, isTitle := fitted[n-1].(sheet.TitleBar); isTitle {
				return fitted[:n-1], blocks[i-1:]
			}
		}
		return fitted, blocks[i:]
	}
	return fitted, nil
}
