package pdf

import (
	"fmt"

	"sessionzero/rules/sheet"
)

// Page geometry in millimetres. Printers cannot print the outer 4–6 mm of a
// page, so nothing comes closer than 6 mm to an edge or to the fold.
const (
	edgeMargin   = 10.0 // panel content from every paper edge
	foldGutter   = 8.0  // panel content from the fold line
	noteBaseline = 7.4  // printing note baseline, from the bottom edge
	panelHeaderH = 10.0 // panel title and its rule
	panelFooterH = 5.0  // footer line at the bottom of each panel
	// maxContinuations stops a runaway layout; no real sheet needs more.
	maxContinuations = 20
)

// panelBox is where a panel's content goes on its page.
type panelBox struct{ x, y, w, h float64 }

func (r *renderer) panelWidth() float64 {
	return r.pageW/2 - edgeMargin - foldGutter
}

// contentBox is the area inside the panel's header and footer.
func (r *renderer) contentBox(left bool) panelBox {
	x := edgeMargin
	if !left {
		x = r.pageW/2 + foldGutter
	}
	return panelBox{
		x: x,
		y: edgeMargin + panelHeaderH,
		w: r.panelWidth(),
		h: r.pageH - 2*edgeMargin - panelHeaderH - panelFooterH,
	}
}

// panelContent is what one panel of one printed sheet shows.
type panelContent struct {
	number       int // 1..4
	title        string
	blocks       []sheet.Block
	continuation int  // 0 on the sheet itself, n on continuation sheet n
	continues    bool // more of this panel follows on the next sheet
}

// fitPanel is fit for a whole panel: a first block taller than an empty
// panel that cannot be split is printed as far as it goes, and reported.
func (r *renderer) fitPanel(blocks []sheet.Block, box panelBox, where string) (fitted, rest []sheet.Block) {
	fitted, rest = r.fit(blocks, box.w, box.h)
	if len(fitted) == 0 && len(rest) > 0 {
		fitted, rest = rest[:1], rest[1:]
		r.warn("%s: a block is taller than the panel and was cut off", where)
	}
	return fitted, rest
}

// dropBlankNotes leaves out the empty writing space (notes with no text
// that fill a panel) of an overflow: a continuation sheet ends in lined
// notes anyway, and blank lines are not worth a page.
func dropBlankNotes(blocks []sheet.Block) []sheet.Block {
	out := blocks[:0:0]
	for _, b := range blocks {
		if n, ok := b.(sheet.Notes); ok && n.Fill && len(n.Text) == 0 {
			continue
		}
		out = append(out, b)
	}
	return out
}

// renderSheet prints one character's sheet and, only when something does
// not fit, continuation sheets. What overflows from every panel is packed
// in order (panel 1's first) into the continuation sheet's panels 1 to 4,
// each part headed by the panel it comes from; panels the overflow does not
// reach become lined notes, so no continuation panel is left empty.
func (r *renderer) renderSheet(index int, s *sheet.Sheet) {
	box := r.contentBox(true)
	var contents [sheet.PanelCount]panelContent
	var queue []sheet.Block
	var origin []int // the panel (0-based) each queued block comes from
	for p := range s.Panels {
		where := fmt.Sprintf("sheet %d (%s), panel %d %q", index+1, s.Character, p+1, s.Panels[p].Title)
		fitted, rest := r.fitPanel(s.Panels[p].Blocks, box, where)
		contents[p] = panelContent{number: p + 1, title: s.Panels[p].Title, blocks: fitted, continues: len(rest) > 0}
		if rest = dropBlankNotes(rest); len(rest) > 0 {
			queue = append(queue, sheet.TitleBar{Text: continued(s.Panels[p].Title), Right: fmt.Sprintf("from panel %d", p+1)})
			queue = append(queue, rest...)
			for range len(rest) + 1 {
				origin = append(origin, p)
			}
		}
	}
	r.drawSheetPages(s, contents)
	used := [sheet.PanelCount]int{}
	for pass := 1; len(queue) > 0; pass++ {
		if pass > maxContinuations {
			r.warn("sheet %d (%s): content left out after %d continuation sheets", index+1, s.Character, maxContinuations)
			break
		}
		r.result.ContinuationSheets++
		for p := range contents {
			if len(queue) == 0 {
				contents[p] = panelContent{number: p + 1, title: "Notes", continuation: pass,
					blocks: []sheet.Block{sheet.Notes{Lines: 1, Fill: true}}}
				continue
			}
			where := fmt.Sprintf("sheet %d (%s), continuation sheet %d", index+1, s.Character, pass)
			fitted, rest := r.fitPanel(queue, box, where)
			for _, o := range origin[:len(fitted)] {
				used[o] = pass
			}
			if len(rest) == 0 && box.h-r.stackHeight(fitted, box.w) >= blockGap+labelLineH+2*notesLineH {
				fitted = append(fitted, sheet.Notes{Label: "Notes", Lines: 1, Fill: true})
			}
			contents[p] = panelContent{number: p + 1, title: "Continuation", blocks: fitted,
				continuation: pass, continues: p == sheet.PanelCount-1 && len(rest) > 0}
			origin = origin[len(queue)-len(rest):]
			queue = rest
		}
		r.drawSheetPages(s, contents)
	}
	for p, n := range used {
		if n > 0 {
			r.result.Overflows = append(r.result.Overflows, Overflow{
				Sheet: index, Character: s.Character, Panel: p + 1,
				PanelTitle: s.Panels[p].Title, ContinuationSheets: n,
			})
		}
	}
	for _, fp := range s.Extras {
		r.renderFlatPage(s, fp)
	}
}

// drawSheetPages draws the front [4 | 1] and the back [2 | 3] of one sheet.
func (r *renderer) drawSheetPages(s *sheet.Sheet, c [sheet.PanelCount]panelContent) {
	r.pdf.AddPage()
	r.drawPanel(s, c[3], true)
	r.drawPanel(s, c[0], false)
	r.drawFold()
	r.grey(greyLabel)
	r.setFont("I", 6)
	r.pdf.Text(edgeMargin, r.pageH-noteBaseline, PrintingNote)
	r.pdf.AddPage()
	r.drawPanel(s, c[1], true)
	r.drawPanel(s, c[2], false)
	r.drawFold()
	r.grey(greyInk)
}

func (r *renderer) drawFold() {
	// A thin grey line down the middle, kept 6 mm inside the paper edges.
	r.pdf.SetDashPattern(nil, 0)
	r.line(greyFold, 0.15, r.pageW/2, 6.5, r.pageW/2, r.pageH-6.5)
}

func (r *renderer) drawPanel(s *sheet.Sheet, c panelContent, left bool) {
	box := r.contentBox(left)
	top := edgeMargin
	r.grey(greyInk)
	r.text(c.title, "B", 13, box.x, top+6.2, box.w*0.6, sheet.Left)
	right := s.System
	if c.continuation > 0 {
		right = fmt.Sprintf("continuation sheet %d · %s", c.continuation, nameOrBlank(s.Character))
	}
	r.grey(greyLabel)
	r.furniture(right, "", 7, box.x+box.w*0.6, top+6.2, box.w*0.4, sheet.Right)
	r.line(greyInk, 0.4, box.x, top+8, box.x+box.w, top+8)

	r.pdf.ClipRect(box.x-1, box.y-1, box.w+2, box.h+2, false)
	r.drawStack(c.blocks, box.x, box.y, box.w, box.h)
	r.pdf.ClipEnd()

	footY := box.y + box.h + panelFooterH - 1.2
	r.grey(greyLabel)
	footer := fmt.Sprintf("%s · %d", nameOrBlank(s.Character), c.number)
	if c.continues {
		footer = fmt.Sprintf("continued on continuation sheet %d · %s", c.continuation+1, footer)
		r.furniture(footer, "BI", 6.5, box.x+box.w/3, footY, box.w*2/3, sheet.Right)
	} else {
		r.furniture(footer, "", 6.5, box.x+box.w/3, footY, box.w*2/3, sheet.Right)
	}
	r.text("Session Zero", "", 6.5, box.x, footY, box.w/3, sheet.Left)
	r.grey(greyInk)
}

func nameOrBlank(name string) string {
	if name == "" {
		return "Blank sheet"
	}
	return name
}

// renderFlatPage prints an unfolded landscape page (and its continuations),
// then pads with a blank page so the next sheet starts on a new piece of
// paper when printing on both sides.
func (r *renderer) renderFlatPage(s *sheet.Sheet, fp sheet.FlatPage) {
	x, y := edgeMargin, edgeMargin+panelHeaderH
	w, h := r.pageW-2*edgeMargin, r.pageH-2*edgeMargin-panelHeaderH-panelFooterH
	ws := weights(w, 2*foldGutter, columnWeights(fp.Columns))
	pending := make([][]sheet.Block, len(fp.Columns))
	for i, c := range fp.Columns {
		pending[i] = c.Blocks
	}
	pages := 0
	for pass := 0; pass < maxContinuations; pass++ {
		r.pdf.AddPage()
		pages++
		title := fp.Title
		if pass > 0 {
			title = continued(title)
		}
		r.grey(greyInk)
		r.text(title, "B", 14, x, edgeMargin+6.2, w*0.6, sheet.Left)
		r.grey(greyLabel)
		r.furniture(fmt.Sprintf("%s · %s", s.System, nameOrBlank(s.Character)), "", 7, x+w*0.6, edgeMargin+6.2, w*0.4, sheet.Right)
		r.line(greyInk, 0.4, x, edgeMargin+8, x+w, edgeMargin+8)
		left := false
		cx := x
		for i := range fp.Columns {
			fitted, rest := r.fit(pending[i], ws[i], h)
			if len(fitted) == 0 && len(rest) > 0 {
				fitted, rest = rest[:1], rest[1:]
				r.warn("%s: a block is taller than the page and was cut off", fp.Title)
			}
			pending[i] = rest
			left = left || len(rest) > 0
			r.pdf.ClipRect(cx-1, y-1, ws[i]+2, h+2, false)
			r.drawStack(fitted, cx, y, ws[i], h)
			r.pdf.ClipEnd()
			cx += ws[i] + 2*foldGutter
		}
		if !left {
			break
		}
		r.warn("%s (%s) continued on an extra page", fp.Title, nameOrBlank(s.Character))
	}
	if pages%2 == 1 {
		r.pdf.AddPage()
		r.grey(greyLabel)
		r.text("This side is left blank so that double-sided printing stays aligned.", "I", 7, x, r.pageH/2, w, sheet.Center)
		r.grey(greyInk)
	}
}
