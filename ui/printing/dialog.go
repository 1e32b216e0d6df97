// Package printing is File → Print sheet…, Print party… and Print blank
// sheet…: the print dialog (paper, ink saving, the optional pages the
// systems' sheets declare), the PDF written off the UI goroutine, and
// opening or saving it. It names no system: sheets come from export/sheets.
package printing

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"sessionzero/rules/systems"
	"sessionzero/ui/plugin"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"sessionzero/export/pdf"
	"sessionzero/export/sheets"
	"sessionzero/rules/sheet"
	"sessionzero/ui/widgets"
)

// Paper choices as the print dialogs show them.
const (
	paperLetter = "Letter"
	paperA4     = "A4"
)

// printBatch builds what a print dialog prints, given the content options;
// it runs off the UI goroutine and stops early when ctx is cancelled.
type printBatch func(ctx context.Context, opts sheets.Options) ([]sheet.Sheet, []sheets.Skipped, error)

// printOutcome is what the last print did, for the status line and tests.
type printOutcome struct {
	Result  pdf.Result
	Skipped []sheets.Skipped
	// Where is the file written ("" when nothing was).
	Where string
	Err   error
}

// printDialog is the dialog every print tool shows: the paper and ink
// options, what to print (the tool's own widgets above them), and the two
// ways out: open the PDF in the system viewer or save it where the user
// chooses. A print runs on a goroutine with a progress bar and a Cancel
// button.
type printDialog struct {
	lib      plugin.Host
	title    string
	fileName string // suggested file name, without ".pdf"
	batch    printBatch

	paper     *widget.RadioGroup
	inkSaving *widget.Check
	// extras are the optional pages the systems' sheets offer (Dragonhead's
	// placemat), one check each by key; showExtrasOf shows a system's own.
	extras    map[string]*widget.Check
	progress  *widget.ProgressBar
	message   *widget.Label
	openBtn   *widget.Button
	saveBtn   *widget.Button
	cancelBtn *widget.Button
	dlg       dialog.Dialog

	// party and blankSystem are the Print party and Print blank sheet
	// choices (nil for the other tools).
	party       *partyPicker
	blankSystem *widget.Select
	// gmPage is Print party's "GM page" choice (nil for the other tools);
	// gmPages builds that page off the UI goroutine, after the batch.
	gmPage  *widget.Check
	gmPages func(ctx context.Context) ([]sheet.FlatPage, error)

	// snapshot, when set, is called on the UI goroutine as a print starts,
	// to copy what the tool's widgets chose before the work goes off it.
	snapshot func()

	cancel context.CancelFunc
	// tempDir is where "Open in viewer" writes; "" is the system's.
	tempDir string
	// openURL shows a file in the system viewer.
	openURL func(*url.URL) error
	// done receives each finished print (buffered; for tests).
	done    chan printOutcome
	outcome printOutcome
}

// newPrintDialog builds the dialog; top holds the tool's own choices.
func newPrintDialog(l plugin.Host, title, fileName string, top fyne.CanvasObject, batch printBatch) *printDialog {
	d := &printDialog{lib: l, title: title, fileName: fileName, batch: batch,
		openURL: l.App().OpenURL, done: make(chan printOutcome, 4)}
	d.paper = widget.NewRadioGroup([]string{paperLetter, paperA4}, nil)
	d.paper.Horizontal = true
	d.paper.Required = true
	d.paper.SetSelected(rememberedPaper(l))
	d.inkSaving = widget.NewCheck("Ink-saving (no filled backgrounds)", nil)
	options := container.NewVBox(d.inkSaving)
	d.extras = map[string]*widget.Check{}
	for _, e := range sheets.Extras() {
		c := widget.NewCheck(e.Label+" page", nil)
		d.extras[e.Key] = c
		options.Add(c)
	}
	d.progress = widget.NewProgressBar()
	d.progress.Hide()
	d.message = widget.NewLabel("Landscape, printed on both sides (flip on short edge) and folded once.")
	d.message.Wrapping = fyne.TextWrapWord
	d.message.Importance = widget.LowImportance
	d.openBtn = widget.NewButton("Open in viewer", d.openInViewer)
	d.openBtn.Importance = widget.HighImportance
	d.saveBtn = widget.NewButton("Save as…", d.askSaveAs)
	d.cancelBtn = widget.NewButton("Cancel", d.cancelOrClose)
	form := widget.NewForm(
		widget.NewFormItem("Paper", d.paper),
		widget.NewFormItem("Options", options),
	)
	body := container.NewVBox()
	if top != nil {
		body.Add(top)
		body.Add(widget.NewSeparator())
	}
	body.Add(form)
	body.Add(d.progress)
	body.Add(d.message)
	buttons := container.NewHBox(layout.NewSpacer(), d.cancelBtn, d.saveBtn, d.openBtn)
	d.dlg = dialog.NewCustomWithoutButtons(title, container.NewBorder(nil, buttons, nil, nil, body), l.Window())
	d.dlg.Resize(fyne.NewSize(520, 0))
	return d
}

// showExtrasOf shows the optional pages a system's sheet offers and hides
// the others.
func (d *printDialog) showExtrasOf(systemID string) {
	offered := map[string]bool{}
	if sys, ok := systems.ByID(systemID); ok {
		if p, ok := sys.(sheet.ExtrasProvider); ok {
			for _, e := range p.SheetExtras() {
				offered[e.Key] = true
			}
		}
	}
	for key, c := range d.extras {
		if offered[key] {
			c.Show()
		} else {
			c.Hide()
		}
	}
}

// show opens the dialog.
func (d *printDialog) show() {
	d.dlg.Show()
	widgets.DialogKeysCancel(d.lib.Window(), d.dlg, d.openInViewer, d.cancelOrClose)
}

// options are the content options chosen, with the group's Dice Table
// (Tools → Dragonhead Dice Table…) for Dragonhead's damage and move rolls.
func (d *printDialog) options() sheets.Options {
	opts := sheets.Options{Extras: map[string]bool{}}
	for key, c := range d.extras {
		opts.Extras[key] = c.Checked
	}
	if d.lib.Store() != nil {
		settings, err := sheets.Settings(func(keys []string) (map[string]string, error) { return d.lib.Store().Settings(d.lib.Context(), keys) })
		if err == nil {
			opts.Settings = settings
		}
	}
	return opts
}

func (d *printDialog) pdfOptions() pdf.Options {
	p := pdf.Letter
	if d.paper.Selected == paperA4 {
		p = pdf.A4
	}
	return pdf.Options{Paper: p, InkSaving: d.inkSaving.Checked}
}

// openInViewer prints to a temporary file and opens it in the system's
// PDF viewer.
func (d *printDialog) openInViewer() {
	name, dir := plugin.SafeFileName(d.fileName), d.tempDir
	d.start(func(data []byte) (string, error) {
		f, err := os.CreateTemp(dir, name+"-*.pdf")
		if err != nil {
			return "", fmt.Errorf("creating a temporary file: %w", err)
		}
		if err := plugin.WriteAll(f, data); err != nil {
			return "", fmt.Errorf("writing %s: %w", f.Name(), err)
		}
		u, err := url.Parse(storage.NewFileURI(f.Name()).String())
		if err != nil {
			return f.Name(), fmt.Errorf("opening %s: %w", f.Name(), err)
		}
		if err := d.openURL(u); err != nil {
			return f.Name(), fmt.Errorf("opening %s in the PDF viewer: %w", f.Name(), err)
		}
		return f.Name(), nil
	})
}

// askSaveAs asks where to save, then prints there.
func (d *printDialog) askSaveAs() {
	widgets.ShowFileSave(plugin.SafeFileName(d.fileName)+".pdf", storage.NewExtensionFileFilter([]string{".pdf"}),
		func(w fyne.URIWriteCloser, err error) {
			if err != nil {
				d.lib.ShowError("Choosing where to save", err)
				return
			}
			if w != nil {
				d.saveTo(w)
			}
		}, d.lib.Window())
}

// saveTo prints into w (a file the user chose), closing it when done. A
// cancelled or failed print closes w without writing to it.
func (d *printDialog) saveTo(w fyne.URIWriteCloser) {
	d.start(func(data []byte) (string, error) {
		if err := plugin.WriteAll(w, data); err != nil {
			return "", fmt.Errorf("writing %s: %w", w.URI().Name(), err)
		}
		return w.URI().Path(), nil
	}, w)
}

// start runs the print on a goroutine: build the sheets, render them with
// progress, then deliver the bytes. The UI is updated with fyne.Do.
func (d *printDialog) start(deliver func([]byte) (string, error), closeOnFail ...fyne.URIWriteCloser) {
	if d.cancel != nil {
		return // already printing
	}
	rememberPaper(d.lib, d.paper.Selected)
	if d.snapshot != nil {
		d.snapshot()
	}
	ctx, cancel := context.WithCancel(context.Background())
	d.cancel = cancel
	opts, popts := d.options(), d.pdfOptions()
	withGM := d.gmPage != nil && d.gmPage.Checked && d.gmPages != nil
	d.setRunning(true)
	go func() {
		out := printOutcome{}
		defer func() {
			cancel()
			if out.Err != nil {
				for _, w := range closeOnFail {
					w.Close()
				}
			}
			fyne.Do(func() { d.finish(out) })
		}()
		batch, skipped, err := d.batch(ctx, opts)
		out.Skipped = skipped
		if err != nil {
			out.Err = err
			return
		}
		if withGM {
			if popts.GMPages, err = d.gmPages(ctx); err != nil {
				out.Err = err
				return
			}
		}
		if len(batch) == 0 && len(popts.GMPages) == 0 {
			out.Err = errNothingToPrint
			return
		}
		popts.Progress = func(done, total int) {
			fyne.Do(func() { d.progress.SetValue(float64(done) / float64(total)) })
		}
		var buf bytes.Buffer
		res, err := pdf.WriteContext(ctx, &buf, batch, popts)
		out.Result = res
		if err != nil {
			out.Err = err
			return
		}
		out.Where, out.Err = deliver(buf.Bytes())
	}()
}

// errNothingToPrint is a batch in which no character has a sheet.
var errNothingToPrint = errors.New("nothing to print: no chosen character has a folding sheet yet")

func (d *printDialog) setRunning(running bool) {
	if running {
		d.progress.SetValue(0)
		d.progress.Show()
		d.message.SetText("Printing…")
		d.openBtn.Disable()
		d.saveBtn.Disable()
		d.cancelBtn.SetText("Cancel")
		return
	}
	d.progress.Hide()
	d.openBtn.Enable()
	d.saveBtn.Enable()
	d.cancelBtn.SetText("Close")
}

// cancelOrClose stops a running print, or closes the dialog.
func (d *printDialog) cancelOrClose() {
	if d.cancel != nil {
		d.cancel()
		return
	}
	d.dlg.Hide()
}

// finish shows what the print did: in the dialog, in the status line, and
// in an information dialog when the user must know something (continuation
// sheets, skipped characters, shortened text).
func (d *printDialog) finish(out printOutcome) {
	d.cancel = nil
	d.outcome = out
	d.setRunning(false)
	report := describePrint(out)
	d.message.SetText(report)
	switch {
	case errors.Is(out.Err, context.Canceled):
		d.lib.SetStatus("Printing cancelled; nothing was written.")
	case out.Err != nil:
		d.lib.SetStatus("Printing failed: %v", out.Err)
	default:
		d.lib.SetStatus("%s", firstLine(report))
		d.dlg.Hide()
		if len(out.Skipped) > 0 || out.Result.ContinuationSheets > 0 || len(out.Result.Warnings) > 0 {
			dialog.ShowInformation(d.title, report, d.lib.Window())
		}
	}
	select {
	case d.done <- out:
	default:
	}
}

// describePrint says in words what a print did.
func describePrint(out printOutcome) string {
	var b strings.Builder
	switch {
	case errors.Is(out.Err, context.Canceled):
		b.WriteString("Cancelled: nothing was written.")
	case out.Err != nil:
		fmt.Fprintf(&b, "Not printed: %v", out.Err)
	default:
		r := out.Result
		fmt.Fprintf(&b, "Printed %s (%s) to %s.", widgets.Plural(r.Sheets, "sheet"), widgets.Plural(r.Pages, "page"), out.Where)
		if r.GMPages > 0 {
			fmt.Fprintf(&b, "\nThe party at a glance for the GM: %s, landscape, after the sheets.", widgets.Plural(r.GMPages, "page"))
		}
		if r.ContinuationSheets > 0 {
			fmt.Fprintf(&b, "\n%s added for content that did not fit:", widgets.Plural(r.ContinuationSheets, "continuation sheet"))
			for _, o := range r.Overflows {
				who := o.Character
				if who == "" {
					who = "blank sheet"
				}
				fmt.Fprintf(&b, "\n• %s: panel %d (%s) continues on %s", who, o.Panel, o.PanelTitle, widgets.Plural(o.ContinuationSheets, "continuation sheet"))
			}
		}
		for _, w := range r.Warnings {
			fmt.Fprintf(&b, "\n• %s", w)
		}
	}
	if len(out.Skipped) > 0 {
		fmt.Fprintf(&b, "\nSkipped %s:", widgets.Plural(len(out.Skipped), "character"))
		for _, s := range out.Skipped {
			fmt.Fprintf(&b, "\n• %s (%s): %v", s.Character.Name, plugin.SystemName(s.Character.System), s.Err)
		}
	}
	return b.String()
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// paperSetting is the settings key remembering the last paper chosen.
const paperSetting = "print.paper"

func rememberedPaper(l plugin.Host) string {
	if v, ok, err := l.Store().Setting(l.Context(), paperSetting); err == nil && ok && v == paperA4 {
		return paperA4
	}
	return paperLetter
}

func rememberPaper(l plugin.Host, p string) {
	if p != "" {
		_ = l.Store().SetSetting(l.Context(), paperSetting, p) // a preference; losing it is harmless
	}
}
