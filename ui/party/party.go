// Package party is the Party at a glance window (File → Party at a
// glance…): a campaign's characters in one table per system, each row the
// numbers a GM looks up during play, as the systems' rules give them
// (rules/systems.Party). Tapping a value shows where it comes from; Save GM
// page… prints the same tables as a landscape PDF page (export/sheets.GMPages).
// It names no system.
package party

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/glance"
	"sessionzero/rules/systems"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// Title is the window's title.
const Title = "Party at a glance"

// MenuLabel is the menu item that opens the window, in the File menu
// beside New campaign… and Print party….
const MenuLabel = "Party at a glance…"

// sizeKey is the setting that remembers the window's size.
const sizeKey = "ui.window.party"

func init() {
	plugin.AddTool(plugin.Tool{Menu: "File", Label: MenuLabel, Run: func(h plugin.Host) { Show(h) }})
}

// Window is an open Party at a glance window.
type Window struct {
	h         plugin.Host
	win       fyne.Window
	campaigns []model.Campaign
	campaign  *widget.Select
	summary   *widget.Label
	tables    *fyne.Container
	explain   *widget.Label
	save      *widget.Button
}

var (
	openMu sync.Mutex
	open   *Window
)

// Show opens the window on the campaign the library lists (or the first
// campaign), or brings the open one to the front.
func Show(h plugin.Host) *Window {
	openMu.Lock()
	defer openMu.Unlock()
	if open != nil {
		open.win.RequestFocus()
		return open
	}
	h.FlushEditor()
	w := &Window{h: h, win: h.App().NewWindow(Title)}
	w.build()
	w.win.SetOnClosed(func() {
		plugin.RememberSize(h.Context(), h.Store(), sizeKey, w.win)
		openMu.Lock()
		open = nil
		openMu.Unlock()
	})
	open = w
	w.win.Resize(plugin.RememberedSize(h.Store(), sizeKey, fyne.NewSize(1180, 640)))
	widgets.CloseOnEscape(w.win)
	w.win.Show()
	return w
}

func (w *Window) build() {
	w.campaigns = w.h.Campaigns()
	var names []string
	start := ""
	for _, k := range w.campaigns {
		names = append(names, k.Name)
		if k.ID == w.h.ShownCampaign() || start == "" {
			start = k.Name
		}
	}
	w.summary = widgets.Hint("")
	w.tables = container.NewVBox()
	w.explain = widgets.Hint("Tap a value to see where it comes from.")
	w.campaign = widget.NewSelect(names, func(string) { w.Refresh() })
	refresh := widget.NewButtonWithIcon("Refresh", theme.ViewRefreshIcon(), func() {
		w.h.FlushEditor()
		w.Refresh()
	})
	w.save = widget.NewButtonWithIcon("Save GM page…", theme.DocumentPrintIcon(), w.askSave)
	top := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel("Campaign"), container.NewHBox(refresh, w.save), w.campaign),
		w.summary, widget.NewSeparator())
	bottom := container.NewVBox(widget.NewSeparator(), w.explain)
	w.win.SetContent(container.NewBorder(top, bottom, nil, nil, container.NewVScroll(w.tables)))
	if start != "" {
		w.campaign.SetSelected(start) // calls Refresh
	} else {
		w.Refresh()
	}
}

// Refresh reads the chosen campaign's characters again and redraws the
// tables.
func (w *Window) Refresh() {
	w.tables.RemoveAll()
	w.explain.SetText("Tap a value to see where it comes from.")
	w.save.Disable()
	if len(w.campaigns) == 0 {
		w.summary.SetText("The library has no campaigns yet. Make one with File › New campaign…, then choose it in each character's editor.")
		return
	}
	k, ok := w.chosen()
	if !ok {
		w.summary.SetText("Choose a campaign.")
		return
	}
	tables, skipped, err := w.read(k)
	if err != nil {
		w.summary.SetText("")
		w.tables.Add(widgets.Danger(fmt.Sprintf("The campaign could not be read: %v", err)))
		return
	}
	count := 0
	for _, t := range tables {
		count += len(t.Rows)
	}
	switch {
	case count == 0 && len(skipped) == 0:
		w.summary.SetText(fmt.Sprintf("%s has no characters yet. Choose the campaign in a character's editor, or import character files with File › Import….", k.Name))
	default:
		w.summary.SetText(fmt.Sprintf("%s: %s in %s. The numbers are each character's as saved; Refresh after play.",
			k.Name, widgets.Plural(count, "character"), widgets.Plural(len(tables), "system")))
	}
	for _, t := range tables {
		w.tables.Add(w.table(t))
	}
	if count > 0 {
		w.save.Enable()
	}
	for _, s := range skipped {
		w.tables.Add(widgets.Danger(fmt.Sprintf("Left out: %s (%s): %v", s.Character.Name, plugin.SystemName(s.Character.System), s.Err)))
	}
	w.tables.Refresh()
}

// chosen is the campaign the select shows.
func (w *Window) chosen() (model.Campaign, bool) {
	for _, k := range w.campaigns {
		if k.Name == w.campaign.Selected {
			return k, true
		}
	}
	return model.Campaign{}, false
}

// read lays out the campaign's characters, sorted by name.
func (w *Window) read(k model.Campaign) ([]glance.Table, []glance.Skipped, error) {
	ctx, store := w.h.Context(), w.h.Store()
	list, err := store.Characters(ctx, model.Filter{Campaign: k.ID})
	if err != nil {
		return nil, nil, err
	}
	sort.SliceStable(list, func(i, j int) bool { return strings.ToLower(list[i].Name) < strings.ToLower(list[j].Name) })
	chars := make([]glance.Character, 0, len(list))
	for _, sum := range list {
		c, err := store.Character(ctx, sum.ID)
		if err != nil {
			return nil, nil, fmt.Errorf("reading %s: %w", sum.Name, err)
		}
		chars = append(chars, glance.Character{System: c.System, Name: c.Name, Player: c.Player, Data: c.Data})
	}
	tables, skipped := systems.Party(chars)
	return tables, skipped, nil
}

// table is one system's table: its name, a header row, a row a character.
func (w *Window) table(t glance.Table) fyne.CanvasObject {
	weights := []float32{2.2}
	head := widgets.Bold("Character")
	mins := []float32{head.MinSize().Width}
	objs := []fyne.CanvasObject{head}
	for i, l := range t.Labels {
		weight := float32(1)
		head := widgets.Bold(l)
		least := head.MinSize().Width
		if t.Wide(i) {
			weight = 3
		} else {
			for _, r := range t.Rows {
				least = max(least, widget.NewLabel(widgets.Shown(r.Columns[i].Value)).MinSize().Width)
			}
		}
		weights, mins = append(weights, weight), append(mins, least)
		objs = append(objs, head)
	}
	for _, r := range t.Rows {
		who := r.Name
		if r.Player != "" {
			who += " (" + r.Player + ")"
		}
		objs = append(objs, newCell(who, "", nil))
		for _, c := range r.Columns {
			objs = append(objs, newCell(c.Value, r.Name+" · "+c.Label+": "+c.Explain, w.show))
		}
	}
	grid := container.New(&tableLayout{weights: weights, mins: mins}, objs...)
	return container.NewVBox(widgets.Heading(t.SystemName), grid)
}

// show puts a value's explain line under the tables.
func (w *Window) show(text string) { w.explain.SetText(widgets.Shown(text)) }

// Tables are the system names the window shows, in order (tests).
func (w *Window) Tables() []string {
	var out []string
	for _, o := range w.tables.Objects {
		if box, ok := o.(*fyne.Container); ok && len(box.Objects) > 0 {
			if h, ok := box.Objects[0].(*widget.Label); ok {
				out = append(out, h.Text)
			}
		}
	}
	return out
}

// Choose shows another campaign, by name (tests and the menu).
func (w *Window) Choose(name string) { w.campaign.SetSelected(name) }
