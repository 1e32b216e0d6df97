// Package catalogs is the machinery every system's catalog window shares,
// so that a system's catalog (Dragonhead's classes and skills, Evening's
// origins, classes, items…) writes only its own form: a filterable list of
// entries with the samples marked, the window's status line, saving an
// entry as a homebrew row of the library (a renamed entry replaces its old
// row), and exporting and importing content packs through file dialogs.
// It names no system; what an entry holds and how a pack is encoded is
// the system's business (rules/<id>).
package catalogs

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/ui/widgets"
)

// Item is one row of a catalog list.
type Item struct {
	Label string
	// Sample marks one of the book's samples (shown in the warning colour).
	Sample bool
	lower  string
}

// List is a catalog's entries in a list with a filter above it and a "New"
// button below it. Indexes given to Select and OnSelected are positions in
// the items set with SetItems, whatever the filter shows.
type List struct {
	Filter *widget.Entry
	New    *widget.Button
	// Count says how many entries the filter shows.
	Count *widget.Label
	// OnSelected gets the index of the chosen item.
	OnSelected func(i int)
	widget     *widget.List
	items      []Item
	shown      []int // indexes into items
	query      string
	content    fyne.CanvasObject
}

// NewList makes a list titled title whose button says newLabel.
func NewList(title, newLabel string, onNew func()) *List {
	l := &List{}
	l.widget = widget.NewList(
		func() int { return len(l.shown) },
		func() fyne.CanvasObject {
			lb := widget.NewLabel("Entry name (kind) — book sample")
			lb.Truncation = fyne.TextTruncateEllipsis
			return lb
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			lb := o.(*widget.Label)
			if id < 0 || id >= len(l.shown) {
				return
			}
			it := l.items[l.shown[id]]
			lb.Text = it.Label
			lb.Importance = widget.MediumImportance
			if it.Sample {
				lb.Importance = widget.WarningImportance
			}
			lb.Refresh()
		})
	l.widget.OnSelected = func(id widget.ListItemID) {
		if id >= 0 && id < len(l.shown) && l.OnSelected != nil {
			l.OnSelected(l.shown[id])
		}
	}
	l.Filter = widgets.Entry("Filter by name")
	l.Filter.OnChanged = func(q string) { l.SetFilter(q) }
	l.Count = widget.NewLabel("")
	l.Count.SizeName = theme.SizeNameCaptionText
	l.New = widget.NewButtonWithIcon(newLabel, theme.ContentAddIcon(), func() {
		l.widget.UnselectAll()
		if onNew != nil {
			onNew()
		}
	})
	head := container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), l.Filter)
	l.content = container.NewBorder(head, container.NewVBox(l.Count, l.New), nil, nil, l.widget)
	return l
}

// Content is the list with its filter and button, for a window's layout.
func (l *List) Content() fyne.CanvasObject { return l.content }

// SetItems replaces the entries; the filter stays.
func (l *List) SetItems(items []Item) {
	for i := range items {
		items[i].lower = strings.ToLower(items[i].Label)
	}
	l.items = items
	l.apply()
}

// Len is the number of entries, filtered or not.
func (l *List) Len() int { return len(l.items) }

// Shown are the indexes of the entries the filter lets through.
func (l *List) Shown() []int { return l.shown }

// SetFilter shows only the entries whose label contains q (any case).
func (l *List) SetFilter(q string) {
	l.query = strings.ToLower(strings.TrimSpace(q))
	if l.Filter.Text != q {
		l.Filter.SetText(q) // calls SetFilter again through OnChanged
		return
	}
	l.widget.UnselectAll()
	l.apply()
}

func (l *List) apply() {
	l.shown = l.shown[:0]
	for i, it := range l.items {
		if l.query == "" || strings.Contains(it.lower, l.query) {
			l.shown = append(l.shown, i)
		}
	}
	if l.query == "" {
		l.Count.SetText(fmt.Sprintf("%d entries", len(l.items)))
	} else {
		l.Count.SetText(fmt.Sprintf("%d of %d entries", len(l.shown), len(l.items)))
	}
	l.widget.Refresh()
}

// Select chooses entry i (clearing a filter that hides it).
func (l *List) Select(i int) {
	for row, idx := range l.shown {
		if idx == i {
			l.widget.Select(row)
			return
		}
	}
	if i >= 0 && i < len(l.items) && l.query != "" {
		l.SetFilter("")
		l.Select(i)
	}
}

// UnselectAll clears the selection.
func (l *List) UnselectAll() { l.widget.UnselectAll() }

// Refresh redraws the rows.
func (l *List) Refresh() { l.widget.Refresh() }

// NewStatus is a window's status line (wrapped).
func NewStatus() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// SetStatus writes the status line: bad in the danger colour, otherwise
// in the success colour.
func SetStatus(l *widget.Label, bad bool, format string, a ...any) {
	l.Importance = widget.SuccessImportance
	if bad {
		l.Importance = widget.DangerImportance
	}
	l.SetText(fmt.Sprintf(format, a...))
}

// SaveRow stores an entry as a homebrew row (replacing one of the same
// system, kind and name). When the entry was renamed from a row of its
// own (oldID not 0, oldName another name), the old row goes.
func SaveRow(ctx context.Context, store *model.Store, h model.Homebrew, oldID int64, oldName string) error {
	if err := store.PutHomebrew(ctx, &h); err != nil {
		return fmt.Errorf("saving %s %s: %w", h.Kind, h.Name, err)
	}
	if oldID != 0 && oldID != h.ID && !strings.EqualFold(strings.TrimSpace(oldName), strings.TrimSpace(h.Name)) {
		if err := store.DeleteHomebrew(ctx, oldID); err != nil {
			return fmt.Errorf("saved %s, but the old entry %s could not be removed: %w", h.Name, oldName, err)
		}
	}
	return nil
}

// DeleteRow asks through confirm, in win, "Delete NAME?" with keeps (what
// becomes of what has it), then deletes the homebrew row id: status says
// "Deleted NAME." after deleted has run (it reloads the lists), or why the
// row could not be deleted.
func DeleteRow(ctx context.Context, store *model.Store, status *widget.Label, id int64, name, keeps string,
	confirm func(win fyne.Window, title, message string, ok func()), win fyne.Window, deleted func()) {
	confirm(win, "Delete "+name+"?", keeps, func() {
		if err := store.DeleteHomebrew(ctx, id); err != nil {
			SetStatus(status, true, "Deleting %s: %v", name, err)
			return
		}
		deleted()
		SetStatus(status, false, "Deleted %s.", name)
	})
}

// Rows reads a system's homebrew rows of one kind.
func Rows(ctx context.Context, store *model.Store, system, kind string) ([]model.Homebrew, error) {
	if store == nil {
		return nil, nil
	}
	rows, err := store.HomebrewEntries(ctx, system, kind)
	if err != nil {
		return nil, fmt.Errorf("reading the %s catalog: %w", kind, err)
	}
	return rows, nil
}

// Names lists a catalog's rows without their data (model.HomebrewNames):
// a tab lists names first and reads an entry's JSON when it is opened.
func Names(ctx context.Context, store *model.Store, system, kind string) ([]model.Homebrew, error) {
	if store == nil {
		return nil, nil
	}
	rows, err := store.HomebrewNames(ctx, system, kind)
	if err != nil {
		return nil, fmt.Errorf("reading the %s catalog: %w", kind, err)
	}
	return rows, nil
}

// AskExport asks where to write a pack and writes data there; done gets
// the file's name or what failed (nothing when the user cancels).
func AskExport(win fyne.Window, fileName string, data []byte, done func(name string, err error)) {
	// A whole path typed as the name saves there (widgets.ShowFileSave).
	widgets.ShowFileSave(fileName, nil, func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			done("", fmt.Errorf("export: %w", err))
			return
		}
		if w == nil {
			return
		}
		defer w.Close()
		if _, err := w.Write(data); err != nil {
			done("", fmt.Errorf("export: %w", err))
			return
		}
		done(w.URI().Name(), nil)
	}, win)
}

// AskImport asks for a .json pack and gives its bytes to got; failed gets
// what went wrong reading it (nothing when the user cancels).
func AskImport(win fyne.Window, got func(name string, data []byte), failed func(err error)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			failed(fmt.Errorf("import: %w", err))
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		b, err := io.ReadAll(io.LimitReader(r, 64<<20))
		if err != nil {
			failed(fmt.Errorf("import: %w", err))
			return
		}
		got(r.URI().Name(), b)
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// PackButtons are a catalog window's "Export pack…" and "Import pack…".
func PackButtons(export, imp func()) fyne.CanvasObject {
	return container.NewHBox(
		widget.NewButtonWithIcon("Export pack…", theme.UploadIcon(), export),
		widget.NewButtonWithIcon("Import pack…", theme.DownloadIcon(), imp))
}

// Keep is a JSON object decoded with every key kept, so a form can change
// the keys it knows and write the others back as they came.
type Keep map[string]json.RawMessage

// DecodeKeep reads an object (an empty one for no data).
func DecodeKeep(data json.RawMessage) (Keep, error) {
	k := Keep{}
	if len(data) == 0 {
		return k, nil
	}
	if err := json.Unmarshal(data, &k); err != nil {
		return nil, fmt.Errorf("reading the entry: %w", err)
	}
	if k == nil {
		k = Keep{}
	}
	return k, nil
}
