// Package pdf prints folding character sheets (rules/sheet) as PDF.
//
// Each sheet is imposed on two landscape pages, front = [panel 4 | panel 1]
// and back = [panel 2 | panel 3], so that printed on both sides (flip on the
// short edge) and folded down the grey line it reads 1-2-3-4. Content keeps
// printer-safe margins from every edge and from the fold. Blocks that do not
// fit their panel continue on continuation sheets with the same imposition,
// and the Result says so. Text is UTF-8, set in the fonts Fyne's theme ships
// (Noto Sans), embedded and subset.
//
// gofpdf is used only in this package, so swapping it for its maintained fork
// is one import change.
package pdf

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/jung-kurt/gofpdf"

	"sessionzero/rules/sheet"
)

// Paper is a paper size.
type Paper int

// The paper sizes a sheet can be printed on (both used in landscape).
const (
	Letter Paper = iota
	A4
)

// String names the paper as the CLI and files spell it.
func (p Paper) String() string {
	switch p {
	case Letter:
		return "letter"
	case A4:
		return "a4"
	}
	return fmt.Sprintf("Paper(%d)", int(p))
}

// ParsePaper reads "letter" or "a4" (any case).
func ParsePaper(s string) (Paper, error) {
	switch s {
	case "letter", "Letter", "LETTER":
		return Letter, nil
	case "a4", "A4":
		return A4, nil
	}
	return Letter, fmt.Errorf("unknown paper %q (use letter or a4)", s)
}

// size returns the landscape page width and height in millimetres.
func (p Paper) size() (w, h float64) {
	if p == A4 {
		return 297, 210
	}
	return 279.4, 215.9
}

// Options are the choices a user makes when printing.
type Options struct {
	Paper Paper
	// InkSaving draws no filled backgrounds: title bars and shapes are
	// outlined only.
	InkSaving bool
	// Progress, when set, is called after each sheet of a batch with the
	// number of sheets done and the total.
	Progress func(done, total int)
	// Created is written as the PDF's creation date; the zero value means now.
	Created time.Time
	// Title is the PDF's document title; empty means one is made from the
	// sheets' character names.
	Title string
	// GMPages are pages for the GM (the party at a glance), printed after
	// the sheets (or alone), one landscape page each with no blank back.
	GMPages []sheet.FlatPage
}

// Overflow reports one panel whose content did not fit and continued on
// continuation sheets.
type Overflow struct {
	// Sheet is the index of the sheet in the batch (0-based).
	Sheet     int
	Character string
	// Panel is the panel number (1..4) and PanelTitle its title.
	Panel      int
	PanelTitle string
	// ContinuationSheets is how many continuation sheets the panel used.
	ContinuationSheets int
}

// Result says what was printed.
type Result struct {
	// Sheets is the number of character sheets in the batch.
	Sheets int
	// Pages is the number of PDF pages written.
	Pages int
	// ContinuationSheets counts the extra sheets (two pages each) added for
	// content that overflowed, over the whole batch.
	ContinuationSheets int
	// Overflows lists every panel that continued on a continuation sheet.
	Overflows []Overflow
	// GMPages is the number of pages printed for the GM (Options.GMPages
	// and their continuations), included in Pages.
	GMPages int
	// Warnings list what could not be printed as asked: text shortened to
	// fit its cell, a block too large for an empty panel.
	Warnings []string
}

// PrintingNote is the line printed in the margin of every sheet page.
const PrintingNote = "Print on both sides of the paper, flip on short edge, then fold along the grey line."

// ErrNoSheets is returned when Write is given nothing to print.
var ErrNoSheets = errors.New("no sheets to print")

// Write renders the sheets into one PDF (two pages per sheet, plus any
// continuation sheets and extra flat pages) and writes it to w.
func Write(w io.Writer, sheets []sheet.Sheet, opts Options) (Result, error) {
	return WriteContext(context.Background(), w, sheets, opts)
}

// WriteContext is Write with cancellation: it checks ctx between sheets and
// returns ctx's error (writing nothing) when cancelled.
func WriteContext(ctx context.Context, w io.Writer, sheets []sheet.Sheet, opts Options) (Result, error) {
	if len(sheets) == 0 && len(opts.GMPages) == 0 {
		return Result{}, ErrNoSheets
	}
	if opts.Paper != Letter && opts.Paper != A4 {
		return Result{}, fmt.Errorf("print sheets: unknown paper %v", opts.Paper)
	}
	r, err := newRenderer(opts)
	if err != nil {
		return Result{}, fmt.Errorf("print sheets: %w", err)
	}
	r.pdf.SetTitle(documentTitle(sheets, opts.Title), true)
	r.result.Sheets = len(sheets)
	for i := range sheets {
		if err := ctx.Err(); err != nil {
			return Result{}, fmt.Errorf("print sheets: %w", err)
		}
		r.renderSheet(i, &sheets[i])
		if err := r.pdf.Error(); err != nil {
			return Result{}, fmt.Errorf("print sheet %d (%s): %w", i+1, sheets[i].Character, err)
		}
		if opts.Progress != nil {
			opts.Progress(i+1, len(sheets))
		}
	}
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("print sheets: %w", err)
	}
	for _, fp := range opts.GMPages {
		r.renderGMPage(fp)
	}
	r.result.Pages = r.pdf.PageNo()
	if err := r.pdf.Output(w); err != nil {
		return Result{}, fmt.Errorf("write PDF: %w", err)
	}
	return r.result, nil
}

func documentTitle(sheets []sheet.Sheet, title string) string {
	if title != "" {
		return title
	}
	if len(sheets) == 0 {
		return "Party at a glance"
	}
	first := sheets[0]
	name := first.Character
	if name == "" {
		name = "Blank sheet"
	}
	if len(sheets) == 1 {
		return fmt.Sprintf("%s — %s", name, first.System)
	}
	return fmt.Sprintf("%s and %d more — %s", name, len(sheets)-1, first.System)
}

func newPDF(opts Options) *gofpdf.Fpdf {
	w, h := opts.Paper.size()
	pdf := gofpdf.NewCustom(&gofpdf.InitType{
		OrientationStr: "L",
		UnitStr:        "mm",
		Size:           gofpdf.SizeType{Wd: h, Ht: w},
	})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCreator("Session Zero", true)
	pdf.SetCompression(true)
	if !opts.Created.IsZero() {
		pdf.SetCreationDate(opts.Created)
	}
	return pdf
}
