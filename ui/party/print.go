package party

import (
	"bytes"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"sessionzero/export/pdf"
	"sessionzero/export/sheets"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// paperSetting is the print dialogs' remembered paper ("Letter" or "A4"),
// read so the GM page comes out on the paper the group prints on.
const paperSetting = "print.paper"

// gmPrint is what the GM page needs, read on the UI goroutine.
type gmPrint struct {
	opts pdf.Options
}

// gmJob reads the shown campaign's GM pages (8 characters a page) and the
// remembered paper.
func (w *Window) gmJob() (gmPrint, error) {
	k, ok := w.chosen()
	if !ok {
		return gmPrint{}, fmt.Errorf("choose a campaign first")
	}
	tables, _, err := w.read(k)
	if err != nil {
		return gmPrint{}, err
	}
	pages := sheets.GMPages(k.Name, tables)
	if len(pages) == 0 {
		return gmPrint{}, fmt.Errorf("%s has no characters to print", k.Name)
	}
	paper := pdf.Letter
	if v, found, err := w.h.Store().Setting(w.h.Context(), paperSetting); err == nil && found && v == "A4" {
		paper = pdf.A4
	}
	return gmPrint{opts: pdf.Options{Paper: paper, GMPages: pages, Title: "Party at a glance — " + k.Name}}, nil
}

// render draws the job as a PDF; it touches no widget, so it runs off the
// UI goroutine.
func (j gmPrint) render() ([]byte, error) {
	var buf bytes.Buffer
	if _, err := pdf.Write(&buf, nil, j.opts); err != nil {
		return nil, fmt.Errorf("printing the GM page: %w", err)
	}
	return buf.Bytes(), nil
}

// GMPage is the shown campaign's GM page as a PDF (tests).
func (w *Window) GMPage() ([]byte, error) {
	job, err := w.gmJob()
	if err != nil {
		return nil, err
	}
	return job.render()
}

// askSave asks where to save the GM page, then writes it off the UI
// goroutine and says where it went.
func (w *Window) askSave() {
	job, err := w.gmJob()
	if err != nil {
		w.explain.SetText(fmt.Sprintf("The GM page cannot be printed: %v", err))
		return
	}
	name := job.opts.Title
	widgets.ShowFileSave(plugin.SafeFileName(name)+".pdf", storage.NewExtensionFileFilter([]string{".pdf"}),
		func(out fyne.URIWriteCloser, err error) {
			if err != nil {
				w.explain.SetText(fmt.Sprintf("Could not choose where to save: %v", err))
				return
			}
			if out == nil {
				return
			}
			w.explain.SetText("Printing the GM page…")
			go func() {
				data, err := job.render()
				if err == nil {
					err = plugin.WriteAll(out, data)
				} else {
					out.Close()
				}
				path := out.URI().Path()
				fyne.Do(func() {
					if err != nil {
						w.explain.SetText(fmt.Sprintf("The GM page was not saved: %v", err))
						return
					}
					w.explain.SetText("Saved the GM page to " + path)
				})
			}()
		}, w.win)
}
