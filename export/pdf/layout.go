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
	heightEpsilon = 0.01

	bodySize  = 9.0
	valueSize = 10.0
	labelSize = 6.5
	smallSize = 6.5
)

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
		return fieldsH
	case sheet.Scores:
		across := max(v.Across, 1)
		rows := (len(v.Items) + across - 1) / across
		return float64(rows) * scoreRowH
	case sheet.Table:
		return tableFixedH(v) + float64(tableRows(v))*tableRowH
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
		rows := int((avail + heightEpsilon) / scoreRowH)
		if rows < 1 || rows*across >= len(v.Items) {
			return nil, nil, false
		}
		h, t := v, v
		h.Items = v.Items[:rows*across]
		t.Items = v.Items[rows*across:]
		return h, t, true
	case sheet.Table:
		rows := int((avail - tableFixedH(v) + heightEpsilon) / tableRowH)
		if rows < 1 {
			return nil, nil, false
		}
		if len(v.Rows) <= rows {
			h := v
			h.MinRows = rows
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
