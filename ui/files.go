package ui

import (
	"fmt"
	"sessionzero/ui/plugin"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"sessionzero/export/charfile"
	"sessionzero/model"
	"sessionzero/ui/widgets"
)

// importResult is what importing some files did.
type importResult struct {
	imported []model.Character
	failed   []string // "file: reason"
}

// askImport offers a file, or a whole folder, of character files.
func (l *Library) askImport() {
	var d dialog.Dialog
	file := widget.NewButton("One file…", func() {
		d.Hide()
		open := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil {
				l.showError("Opening the file", err)
				return
			}
			if r == nil {
				return
			}
			r.Close()
			l.importURIs([]fyne.URI{r.URI()})
		}, l.win)
		open.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
		open.Show()
	})
	folder := widget.NewButton("Every file in a folder…", func() {
		d.Hide()
		dialog.ShowFolderOpen(func(dir fyne.ListableURI, err error) {
			if err != nil {
				l.showError("Opening the folder", err)
				return
			}
			if dir == nil {
				return
			}
			items, err := dir.List()
			if err != nil {
				l.showError("Reading the folder", err)
				return
			}
			var files []fyne.URI
			for _, u := range items {
				if strings.EqualFold(u.Extension(), ".json") {
					files = append(files, u)
				}
			}
			if len(files) == 0 {
				dialog.ShowInformation("Nothing to import", "That folder has no .json character files.", l.win)
				return
			}
			l.importURIs(files)
		}, l.win)
	})
	hint := widget.NewLabel("Tip: drop any number of character files on the window to import them all.")
	hint.Wrapping = fyne.TextWrapWord
	hint.Importance = widget.LowImportance
	d = dialog.NewCustom("Import characters", "Cancel", container.NewVBox(file, folder, hint), l.win)
	d.Resize(fyne.NewSize(420, 220))
	d.Show()
}

// importURIs imports files (from a dialog or dropped on the window). Bad
// files are reported with their reason; the good ones still import, and
// the whole import is one undo step.
func (l *Library) importURIs(uris []fyne.URI) importResult {
	l.editor.flush()
	var res importResult
	for _, u := range uris {
		name := u.Name()
		c, err := l.readCharacterURI(u)
		if err != nil {
			res.failed = append(res.failed, fmt.Sprintf("%s: %v", name, err))
			continue
		}
		res.imported = append(res.imported, c)
	}
	l.reload()
	if n := len(res.imported); n > 0 {
		done := res.imported
		l.hist.push(action{
			label: "import " + widgets.Plural(n, "character"),
			undo:  func() error { return l.removeCharacters(done) },
			redo:  func() error { return l.restoreCharacters(done) },
		})
		l.open(res.imported[0].ID)
		l.reselect()
	}
	l.setStatus("Imported %d of %s.", len(res.imported), widgets.Plural(len(uris), "file"))
	if len(res.failed) > 0 {
		sort.Strings(res.failed)
		msg := widget.NewLabel(fmt.Sprintf("Imported %d of %s. These were not imported:\n\n• %s",
			len(res.imported), widgets.Plural(len(uris), "file"), strings.Join(res.failed, "\n• ")))
		msg.Wrapping = fyne.TextWrapWord
		d := dialog.NewCustom("Some files were not imported", "OK", container.NewVScroll(msg), l.win)
		d.Resize(fyne.NewSize(560, 320))
		d.Show()
	}
	return res
}

// readCharacterURI reads, validates and adds one file to the library.
func (l *Library) readCharacterURI(u fyne.URI) (model.Character, error) {
	r, err := storage.Reader(u)
	if err != nil {
		return model.Character{}, fmt.Errorf("cannot open it: %w", err)
	}
	defer r.Close()
	cf, err := charfile.Read(r)
	if err != nil {
		return model.Character{}, err
	}
	c := model.Character{System: cf.System, Name: cf.Name, Player: cf.Player, Notes: cf.Notes, Data: cf.Data, Extra: cf.ExtraJSON()}
	if err := l.store.CreateInCampaign(l.ctx, &c, cf.Campaign); err != nil {
		return model.Character{}, err
	}
	return l.store.Character(l.ctx, c.ID)
}

// askExportSelected saves the open character as a character file.
func (l *Library) askExportSelected() {
	if l.selectedID == 0 {
		return
	}
	l.editor.flush()
	c, err := l.store.Character(l.ctx, l.selectedID)
	if err != nil {
		l.showError("Exporting", err)
		return
	}
	data, err := FileOf(c).Marshal()
	if err != nil {
		l.showError("Exporting", err)
		return
	}
	save := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			l.showError("Exporting", err)
			return
		}
		if w == nil {
			return
		}
		if err := plugin.WriteAll(w, data); err != nil {
			l.showError("Writing "+w.URI().Name(), err)
			return
		}
		l.setStatus("Exported %s to %s.", c.Name, w.URI().Path())
	}, l.win)
	save.SetFileName(plugin.SafeFileName(c.Name) + charfile.Extension)
	save.Show()
}

// FileOf is a library character as a portable character file.
func FileOf(c model.Character) charfile.File {
	return charfile.File{System: c.System, Name: c.Name, Player: c.Player, Campaign: c.Campaign,
		Notes: c.Notes, Data: c.Data, Extra: charfile.ExtraFromJSON(c.Extra)}
}
