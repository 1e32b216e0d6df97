package pdf

import (
	"time"

	"sessionzero/rules/sheet"
)

// renderGMPage prints a page for the GM (the party at a glance): the title
// across the top, the blocks down the page, the date in the corner. It is
// printed after the sheets with no blank back: the GM keeps it on the
// table, not folded. A table longer than the page continues, under its
// headers, on another page ("continued"), and Result.GMPages counts them.
func (r *renderer) renderGMPage(fp sheet.FlatPage) {
	x, y := edgeMargin, edgeMargin+panelHeaderH
	w, h := r.pageW-2*edgeMargin, r.pageH-2*edgeMargin-panelHeaderH-panelFooterH
	when := r.opts.Created
	if when.IsZero() {
		when = time.Now()
	}
	var pending []sheet.Block
	for _, c := range fp.Columns {
		pending = append(pending, c.Blocks...)
	}
	for pass := 0; pass < maxContinuations && (pass == 0 || len(pending) > 0); pass++ {
		r.pdf.AddPage()
		r.result.GMPages++
		title := fp.Title
		if pass > 0 {
			title = continued(title)
		}
		r.grey(greyInk)
		r.text(title, "B", 14, x, edgeMargin+6.2, w*0.75, sheet.Left)
		r.grey(greyLabel)
		r.furniture("For the GM · "+when.Format("2 January 2006"), "", 7, x+w*0.75, edgeMargin+6.2, w*0.25, sheet.Right)
		r.line(greyInk, 0.4, x, edgeMargin+8, x+w, edgeMargin+8)
		fitted, rest := r.fit(pending, w, h)
		if len(fitted) == 0 && len(rest) > 0 {
			fitted, rest = rest[:1], rest[1:]
			r.warn("%s: a table is taller than the page and was cut off", fp.Title)
		}
		r.pdf.ClipRect(x-1, y-1, w+2, h+2, false)
		r.drawStack(fitted, x, y, w, h)
		r.pdf.ClipEnd()
		r.grey(greyInk)
		pending = rest
	}
	if len(pending) > 0 {
		r.warn("%s: %d tables left out after %d pages", fp.Title, len(pending), maxContinuations)
	}
}
