package encounters

import (
	"fmt"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

func init() {
	// The default theme's icons: the running app's theme does not exist yet
	// in init (see print_tools.go).
	plugin.AddTool(plugin.Tool{Menu: "Tools", Label: "New encounter…", Run: func(l plugin.Host) { showNewEncounter(l) }})
	plugin.AddTool(plugin.Tool{Menu: "Tools", Label: "Encounters…", IconName: theme.IconNameList, Toolbar: true,
		Run: func(l plugin.Host) { showEncounters(l) }})
}

// encounterList is the "Encounters" window: the saved encounters, to open,
// delete, import or export.
type encounterList struct {
	l        plugin.Host
	win      fyne.Window
	list     *widget.List
	items    []model.Encounter
	selected int
	message  *widget.Label
}

// showEncounters opens the list of saved encounters.
func showEncounters(l plugin.Host) *encounterList {
	e := &encounterList{l: l, selected: -1}
	e.win = l.App().NewWindow("Encounters")
	e.message = widget.NewLabel("")
	e.message.Wrapping = fyne.TextWrapWord
	e.list = widget.NewList(func() int { return len(e.items) },
		func() fyne.CanvasObject {
			name := widget.NewLabel("Encounter name")
			name.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, nil, widget.NewLabel(longestKindLabel()+" · 2026-01-01 00:00"), name)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			rec := e.items[id]
			row.Objects[0].(*widget.Label).SetText(rec.Name)
			row.Objects[1].(*widget.Label).SetText(rec.System + " · " + rec.Updated.Local().Format("2006-01-02 15:04"))
		})
	e.list.OnSelected = func(id widget.ListItemID) { e.selected = id }
	open := widget.NewButtonWithIcon("Open", theme.FolderOpenIcon(), func() { e.openSelected() })
	open.Importance = widget.HighImportance
	e.list.OnSelected = func(id widget.ListItemID) { e.selected = id }
	del := widget.NewButtonWithIcon("Delete…", theme.DeleteIcon(), func() { e.askDelete() })
	imp := widget.NewButtonWithIcon("Import…", theme.DownloadIcon(), func() { e.askImport() })
	exp := widget.NewButtonWithIcon("Export…", theme.UploadIcon(), func() { e.askExport() })
	newBtn := widget.NewButtonWithIcon("New encounter…", theme.ContentAddIcon(), func() { e.newEncounter() })
	e.win.SetContent(container.NewBorder(nil, container.NewVBox(e.message, container.NewHBox(open, newBtn, imp, exp, del)), nil, nil, e.list))
	e.reload()
	e.win.Resize(fyne.NewSize(640, 460))
	e.win.Show()
	return e
}

// newEncounter opens "New encounter"; the encounter it starts is listed
// here at once.
func (e *encounterList) newEncounter() *encounterSetup {
	s := showNewEncounter(e.l)
	s.started = e.reload
	return s
}

func (e *encounterList) reload() {
	items, err := e.l.Store().Encounters(e.l.Context(), 0)
	if err != nil {
		e.fail(err)
		return
	}
	e.items = items
	e.selected = -1
	e.list.UnselectAll()
	e.list.Refresh()
	if len(items) == 0 {
		e.message.Importance = widget.LowImportance
		e.message.SetText("No saved encounters yet: start one with New encounter…, or import an encounter file.")
	}
}

func (e *encounterList) fail(err error) {
	showError(e.message, "", err)
}

func (e *encounterList) current() (model.Encounter, bool) {
	if e.selected < 0 || e.selected >= len(e.items) {
		e.message.Importance = widget.MediumImportance
		e.message.SetText("Choose an encounter in the list first.")
		return model.Encounter{}, false
	}
	return e.items[e.selected], true
}

func (e *encounterList) openSelected() *encounterTracker {
	rec, ok := e.current()
	if !ok {
		return nil
	}
	t, err := openEncounter(e.l, rec.ID)
	if err != nil {
		e.fail(err)
		return nil
	}
	return t
}

func (e *encounterList) askDelete() {
	rec, ok := e.current()
	if !ok {
		return
	}
	dialog.ShowConfirm("Delete encounter", fmt.Sprintf("Delete %q and its whole log? This cannot be undone; export it first to keep a copy.", rec.Name),
		func(yes bool) {
			if !yes {
				return
			}
			if err := e.l.Store().DeleteEncounter(e.l.Context(), rec.ID); err != nil {
				e.fail(err)
				return
			}
			e.reload()
			e.message.Importance = widget.MediumImportance
			e.message.SetText("Deleted " + rec.Name + ".")
		}, e.win)
}

// importEncounter checks an encounter file (its structure and its whole
// log) and adds it to the library.
func importEncounter(l plugin.Host, raw []byte) (model.Encounter, error) {
	s, _, err := catalog.Open(raw)
	if err != nil {
		return model.Encounter{}, err
	}
	// Build the tracker's view once, as opening it will: a file that
	// replays but cannot be shown is refused here, before it is saved,
	// rather than failing every time it is opened.
	if err := buildViewOnce(s); err != nil {
		return model.Encounter{}, err
	}
	enc := s.Encounter()
	name := enc.Name
	if name == "" {
		name = "Imported encounter"
	}
	rec := model.Encounter{System: enc.System, Name: name, Data: append([]byte(nil), raw...)}
	if err := l.Store().SaveEncounter(l.Context(), &rec); err != nil {
		return model.Encounter{}, err
	}
	return rec, nil
}

// buildViewOnce builds the session's view and turns a failure inside the
// rules into an error, so an imported file can never crash the app.
func buildViewOnce(s *encounter.Session) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the encounter cannot be shown: %v", r)
		}
	}()
	s.View()
	return nil
}

func (e *encounterList) askImport() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			e.fail(err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		raw, err := io.ReadAll(r)
		if err != nil {
			e.fail(fmt.Errorf("reading %s: %w", r.URI().Name(), err))
			return
		}
		rec, err := importEncounter(e.l, raw)
		if err != nil {
			err = fmt.Errorf("%s is not imported: %w", r.URI().Name(), err)
			e.fail(err)
			widgets.ShowError(err, e.win)
			return
		}
		e.reload()
		e.message.Importance = widget.MediumImportance
		e.message.SetText("Imported " + rec.Name + ".")
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

func (e *encounterList) askExport() {
	rec, ok := e.current()
	if !ok {
		return
	}
	full, err := e.l.Store().Encounter(e.l.Context(), rec.ID)
	if err != nil {
		e.fail(err)
		return
	}
	saveEncounterFile(e.win, full.Name, full.Data, func(err error, path string) {
		if err != nil {
			e.fail(err)
			return
		}
		e.message.Importance = widget.MediumImportance
		e.message.SetText("Exported to " + path + ".")
	})
}

// askExport saves the tracker's encounter as an encounter file.
func (t *encounterTracker) askExport() {
	data, err := encounter.EncodeFile(encounter.File{Encounter: t.session.Encounter(), Extra: t.extra})
	if err != nil {
		t.showRefusal(err)
		return
	}
	saveEncounterFile(t.win, t.record.Name, data, func(err error, path string) {
		if err != nil {
			t.showRefusal(err)
			return
		}
		t.status.Importance = widget.MediumImportance
		t.status.SetText("Exported to " + path + ".")
	})
}

// saveEncounterFile asks where to write an encounter file and writes it.
func saveEncounterFile(win fyne.Window, name string, data []byte, done func(error, string)) {
	// A whole path typed as the name ("/tmp/fights/ambush.encounter.json")
	// saves there (widgets.ShowFileSave).
	widgets.ShowFileSave(plugin.SafeFileName(name)+".encounter.json", nil, func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			done(err, "")
			return
		}
		if w == nil {
			return
		}
		if err := plugin.WriteAll(w, data); err != nil {
			done(fmt.Errorf("writing %s: %w", w.URI().Name(), err), "")
			return
		}
		done(nil, w.URI().Path())
	}, win)
}

// longestKindLabel is the longest kind of encounter's label, to size the
// list's column of kinds and dates.
func longestKindLabel() string {
	longest := ""
	for _, k := range catalog.Kinds {
		if len([]rune(k.Label)) > len([]rune(longest)) {
			longest = k.Label
		}
	}
	return longest
}
