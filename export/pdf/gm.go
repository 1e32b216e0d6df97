package pdf

import (
	"time"

	"sessionzero/rules/sheet"
)

// renderGMPage prints one page for the GM (the party at a glance): the
// title across the top, the blocks down the page, the date in the corner.
// It is one page, printed after the sheets, with no blank back: the GM
// keeps it on the table, not folded. Blocks that do not fit are left out
// with a warning (export/sheets gives a page at most the rows that fit).
func (r *renderer) renderGMPage(fp sheet.FlatPage) {
	x, y := edgeMargin, edgeMargin+panelHeaderH
	w, h := r.pageW-2*edgeMargin, r.pageH-2*edgeMargin-panelHeaderH-panelFooterH
	r.pdf.AddPage()
	r.grey(greyInk)
	r.text(fp.Title, "B", 14, x, edgeMargin+6.2, w*0.75, sheet.Left)
	r.grey(greyLabel)
	when := r.opts.Created
	if when.IsZero() {
		when = time.Now()
	}
	r.furniture("For the GM · "+when.Format("2 January 2006"), "", 7, x+w*0.75, edgeMargin+6.2, w*0.25, sheet.Right)
	r.line(greyInk, 0.4, x, edgeMargin+8, x+w, edgeMargin+8)
	var blocks []sheet.Block
	for _, c := range fp.Columns {
		blocks = append(blocks, c.Blocks...)
	}
	fitted, rest := r.fit(blocks, w, h)
	if len(rest) > 0 {
		r.warn("%s: %d tables did not fit the page and were left out", fp.Title, len(rest))
	}
	r.drawStack(fitted, x, y, w, h)
	r.grey(greyInk)
}
