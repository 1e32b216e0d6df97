package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sessionzero/ui/plugin"
	"sort"
	"strings"
	"time"

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
	// known is how many files were already in the library: the user is
	// asked whether to import copies, and the import ends on the answer.
	known int
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
// the whole import is one undo step. Files already in the library (same
// system, name and data) are not imported twice without asking: the user
// imports copies or skips them, and the result comes when they choose.
func (l *Library) importURIs(uris []fyne.URI) importResult {
	l.editor.flush()
	var files []importFile
	var failed []string
	for _, u := range uris {
		cf, err := readCharacterFile(u)
		if err == nil {
			// Stamped now, so that a file read twice compares equal.
			err = cf.StampCreated(time.Now())
		}
		if err != nil {
			failed = append(failed, fmt.Sprintf("%s: %v", u.Name(), err))
			continue
		}
		files = append(files, importFile{name: u.Name(), file: cf})
	}
	fresh, again := l.splitKnown(files)
	if len(again) == 0 {
		return l.importFiles(fresh, failed, len(uris))
	}
	names := make([]string, len(again))
	for i, f := range again {
		names[i] = f.file.Name + " (" + f.name + ")"
	}
	head := "1 file is"
	if len(again) > 1 {
		head = fmt.Sprintf("%d files are", len(again))
	}
	msg := widget.NewLabel(fmt.Sprintf("%s already in the library, with the same data:\n\n• %s\n\nImport a copy of %s, or skip %s?",
		head, strings.Join(names, "\n• "), them(len(again)), them(len(again))))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm("Already in the library", "Import copies", "Skip them", container.NewVScroll(msg), func(copies bool) {
		if copies {
			fresh = append(fresh, again...)
		}
		l.importFiles(fresh, failed, len(uris))
	}, l.win)
	d.Resize(fyne.NewSize(520, 300))
	d.Show()
	return importResult{failed: failed, known: len(again)}
}

func them(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// importFile is a character file read for import, with its file name.
type importFile struct {
	name string
	file charfile.File
}

// splitKnown separates files already in the library (same system, name and
// data, the data compared as compact JSON) from new ones.
func (l *Library) splitKnown(files []importFile) (fresh, again []importFile) {
	list, err := l.store.Characters(l.ctx, model.Filter{})
	if err != nil {
		return files, nil
	}
	byName := map[string][]int64{}
	for _, c := range list {
		key := c.System + "\x00" + strings.ToLower(c.Name)
		byName[key] = append(byName[key], c.ID)
	}
	for _, f := range files {
		if l.alreadyHave(byName[f.file.System+"\x00"+strings.ToLower(f.file.Name)], f.file.Data) {
			again = append(again, f)
		} else {
			fresh = append(fresh, f)
		}
	}
	return fresh, again
}

func (l *Library) alreadyHave(ids []int64, data []byte) bool {
	want := compactJSON(data)
	for _, id := range ids {
		c, err := l.store.Character(l.ctx, id)
		if err == nil && bytes.Equal(compactJSON(c.Data), want) {
			return true
		}
	}
	return false
}

func compactJSON(b []byte) []byte {
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return b
	}
	return buf.Bytes()
}

// importFiles adds read files to the library as one undo step and reports
// the files that failed.
func (l *Library) importFiles(files []importFile, failed []string, total int) importResult {
	res := importResult{failed: failed}
	for _, f := range files {
		c, err := l.addCharacterFile(f.file)
		if err != nil {
			res.failed = append(res.failed, fmt.Sprintf("%s: %v", f.name, err))
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
	l.setStatus("Imported %d of %s.", len(res.imported), widgets.Plural(total, "file"))
	if len(res.failed) > 0 {
		sort.Strings(res.failed)
		msg := widget.NewLabel(fmt.Sprintf("Imported %d of %s. These were not imported:\n\n• %s",
			len(res.imported), widgets.Plural(total, "file"), strings.Join(res.failed, "\n• ")))
		msg.Wrapping = fyne.TextWrapWord
		d := dialog.NewCustom("Some files were not imported", "OK", container.NewVScroll(msg), l.win)
		d.Resize(fyne.NewSize(560, 320))
		d.Show()
	}
	return res
}

// readCharacterFile reads and validates one character file.
func readCharacterFile(u fyne.URI) (charfile.File, error) {
	r, err := storage.Reader(u)
	if err != nil {
		return charfile.File{}, fmt.Errorf("cannot open it: %w", err)
	}
	defer r.Close()
	return charfile.Read(r)
}

// addCharacterFile adds a read character file to the library.
func (l *Library) addCharacterFile(cf charfile.File) (model.Character, error) {
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
	widgets.ShowFileSave(plugin.SafeFileName(c.Name)+charfile.Extension, nil, func(w fyne.URIWriteCloser, err error) {
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
}

// FileOf is a library character as a portable character file.
func FileOf(c model.Character) charfile.File {
	return charfile.File{System: c.System, Name: c.Name, Player: c.Player, Campaign: c.Campaign,
		Notes: c.Notes, Data: c.Data, Extra: charfile.ExtraFromJSON(c.Extra)}
}
