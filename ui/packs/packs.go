// Package packs is the Content packs window (Tools → Content packs…): what
// the library keeps of each system's homebrew catalog, by kind, and the
// pack files that carry it between groups. Import runs off the UI
// goroutine with a progress bar and Cancel, and stores a pack whole or
// not at all; Export writes one system's entries (or one kind's). It names
// no system: the kinds come from rules/systems through model/packs.
package packs

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model/packs"
	"sessionzero/rules/content"
	"sessionzero/rules/systems"
	"sessionzero/ui/catalogs"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// Title is the window's title.
const Title = "Content packs"

// sizeKey is the setting that remembers the window's size.
const sizeKey = "ui.window.packs"

func init() {
	plugin.AddTool(plugin.Tool{Menu: "Tools", Label: "Content packs…", Run: func(h plugin.Host) { Show(h) }})
}

// Window is an open Content packs window.
type Window struct {
	h        plugin.Host
	win      fyne.Window
	counts   *widget.Label
	system   *widgets.KeyedSelect
	kind     *widget.Select
	progress *widget.ProgressBar
	status   *widget.Label
	importB  *widget.Button
	exportB  *widget.Button
	cancelB  *widget.Button

	mu     sync.Mutex
	cancel context.CancelFunc
	// done is closed when the running import has finished (tests wait on it).
	done chan struct{}
}

var (
	openMu sync.Mutex
	open   *Window
)

// Show opens the window, or brings the open one to the front.
func Show(h plugin.Host) *Window {
	openMu.Lock()
	defer openMu.Unlock()
	if open != nil {
		open.win.RequestFocus()
		return open
	}
	w := &Window{h: h, win: h.App().NewWindow(Title)}
	w.build()
	w.win.SetOnClosed(func() {
		w.stop()
		plugin.RememberSize(h.Context(), h.Store(), sizeKey, w.win)
		openMu.Lock()
		open = nil
		openMu.Unlock()
	})
	open = w
	w.win.Resize(plugin.RememberedSize(h.Store(), sizeKey, fyne.NewSize(760, 520)))
	w.win.Show()
	return w
}

func (w *Window) build() {
	ids := systems.ContentSystems()
	w.counts = widget.NewLabel("")
	w.counts.Wrapping = fyne.TextWrapWord
	w.kind = widget.NewSelect(nil, nil)
	w.system = widgets.NewKeyedSelect(ids, plugin.SystemName, func(string) { w.fillKinds() })
	w.progress = widget.NewProgressBar()
	w.progress.Hide()
	w.status = widget.NewLabel("")
	w.status.Wrapping = fyne.TextWrapWord
	w.importB = widget.NewButtonWithIcon("Import pack…", theme.DownloadIcon(), w.askImport)
	w.importB.Importance = widget.HighImportance
	w.exportB = widget.NewButtonWithIcon("Export pack…", theme.UploadIcon(), w.askExport)
	w.cancelB = widget.NewButtonWithIcon("Cancel import", theme.CancelIcon(), w.stop)
	w.cancelB.Hide()
	if len(ids) > 0 {
		w.system.SetKey(ids[0])
	}

	intro := widgets.Wrapped("A content pack is how a group shares homebrew before session zero: classes, skills, " +
		"abilities, stat blocks and the other catalog entries of one system, in one file. Importing a pack adds its " +
		"entries to this library (an entry of the same kind and name is replaced); a pack goes in whole or not at all, " +
		"and each entry the rules refuse is named with the reason.")
	exportRow := container.NewBorder(nil, nil, widget.NewLabel("Export"), w.exportB,
		container.NewGridWithColumns(2, w.system, w.kind))
	top := container.NewVBox(intro, container.NewHBox(w.importB, w.cancelB), w.progress, w.status, widget.NewSeparator(), exportRow, widget.NewSeparator(),
		widgets.Bold("In this library"))
	w.win.SetContent(container.NewBorder(top, nil, nil, nil, container.NewVScroll(w.counts)))
	w.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			w.win.Close()
		}
	})
	w.refresh()
}

// fillKinds offers the chosen system's kinds for export.
func (w *Window) fillKinds() {
	opts := []string{"All kinds"}
	for _, k := range systems.ContentKinds(w.system.Key()) {
		opts = append(opts, strings.ReplaceAll(k.List, "_", " "))
	}
	w.kind.Options = opts
	w.kind.SetSelected(opts[0])
}

// refresh lists how many entries of each kind the library keeps.
func (w *Window) refresh() {
	counts, err := w.h.Store().HomebrewCount(w.h.Context(), "")
	if err != nil {
		w.say(true, "Reading the catalog failed: %v", err)
		return
	}
	var lines []string
	for _, id := range systems.ContentSystems() {
		var parts []string
		for _, k := range systems.ContentKinds(id) {
			if n := counts[id][k.Kind]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", k.List, n))
			}
		}
		if len(parts) == 0 {
			parts = []string{"nothing yet"}
		}
		lines = append(lines, fmt.Sprintf("%s: %s", plugin.SystemName(id), strings.ReplaceAll(strings.Join(parts, ", "), "_", " ")))
	}
	w.counts.SetText(strings.Join(lines, "\n"))
}

// say shows a status line; bad marks a refusal.
func (w *Window) say(bad bool, format string, a ...any) {
	w.status.SetText(widgets.Shown(fmt.Sprintf(format, a...)))
	w.status.Importance = widget.MediumImportance
	if bad {
		w.status.Importance = widget.DangerImportance
	}
	w.status.Refresh()
}

func (w *Window) askImport() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			w.say(true, "The file could not be opened: %v", err)
			return
		}
		if r == nil {
			return
		}
		defer r.Close()
		raw, err := io.ReadAll(io.LimitReader(r, content.MaxPackBytes+1))
		if err != nil {
			w.say(true, "%s could not be read: %v", r.URI().Name(), err)
			return
		}
		w.Import(r.URI().Name(), raw)
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// Import stores the pack in raw (named file) off the UI goroutine,
// showing progress; Wait waits for it.
func (w *Window) Import(file string, raw []byte) {
	ctx, cancel := context.WithCancel(w.h.Context())
	done := make(chan struct{})
	w.mu.Lock()
	w.cancel, w.done = cancel, done
	w.mu.Unlock()
	w.importB.Disable()
	w.cancelB.Show()
	w.progress.SetValue(0)
	w.progress.Show()
	w.say(false, "Importing %s…", file)
	go func() {
		defer close(done)
		res, err := packs.Import(ctx, w.h.Store(), file, raw, func(n, total int) {
			if total > 0 {
				fyne.Do(func() { w.progress.SetValue(float64(n) / float64(total)) })
			}
		})
		cancelled := err != nil && ctx.Err() != nil
		cancel()
		fyne.Do(func() { w.finish(file, res, err, cancelled) })
	}()
}

// Wait blocks until the running import (if any) has finished.
func (w *Window) Wait() {
	w.mu.Lock()
	done := w.done
	w.mu.Unlock()
	if done != nil {
		<-done
	}
}

func (w *Window) finish(file string, res packs.Result, err error, cancelled bool) {
	w.progress.Hide()
	w.cancelB.Hide()
	w.importB.Enable()
	switch {
	case cancelled:
		w.say(true, "Import of %s cancelled: nothing was added.", file)
	case err != nil:
		w.say(true, "%s was refused: %v. Nothing was added.", file, err)
	default:
		msg := fmt.Sprintf("Imported %s from %s.", entryCount(res.Imported), file)
		if n := len(res.Refused); n > 0 {
			shown := res.Refused
			if len(shown) > 5 {
				shown = shown[:5]
			}
			var reasons []string
			for _, p := range shown {
				reasons = append(reasons, p.String())
			}
			more := ""
			if n > len(shown) {
				more = fmt.Sprintf("; and %d more", n-len(shown))
			}
			msg += fmt.Sprintf(" Refused %d: %s%s.", n, strings.Join(reasons, "; "), more)
		}
		w.say(len(res.Refused) > 0, "%s", msg)
		w.h.RefreshBuilder()
	}
	w.refresh()
}

// stop cancels a running import (it is rolled back).
func (w *Window) stop() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.cancel != nil {
		w.cancel()
	}
}

func (w *Window) askExport() {
	system := w.system.Key()
	kind := ""
	if w.kind.SelectedIndex() > 0 {
		kind = strings.ReplaceAll(w.kind.Selected, " ", "_")
	}
	b, n, err := packs.Export(w.h.Context(), w.h.Store(), system, kind, "")
	if err != nil {
		w.say(true, "Export refused: %v", err)
		return
	}
	if n == 0 {
		w.say(true, "%s has no entries to export yet: save some in its catalog or import a pack first.", plugin.SystemName(system))
		return
	}
	name := system + "-content.json"
	catalogs.AskExport(w.win, name, b, func(file string, err error) {
		if err != nil {
			w.say(true, "%v", err)
			return
		}
		w.say(false, "Exported %s to %s.", entryCount(n), file)
	})
}

// entryCount is "1 entry" or "n entries".
func entryCount(n int) string {
	if n == 1 {
		return "1 entry"
	}
	return fmt.Sprintf("%d entries", n)
}
