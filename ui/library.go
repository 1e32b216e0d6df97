package ui

import (
	"context"
	"errors"
	"fmt"
	"sessionzero/ui/plugin"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules"
	"sessionzero/rules/systems"
	"sessionzero/ui/widgets"
)

// Sidebar rows before the campaigns.
const (
	rowAllCharacters = 0
	rowNoCampaign    = 1
	firstCampaignRow = 2
)

// Library is the main window's content: campaigns, the character list and
// the editor of the selected character.
type Library struct {
	app   fyne.App
	win   fyne.Window
	store *model.Store
	ctx   context.Context
	hist  *history
	now   func() time.Time
	// pathShown names the library's file to the user: its path, or what
	// ShowPathAs set.
	pathShown string

	campaigns      []model.Campaign
	campaignFilter int64 // 0 all, model.NoCampaign, or a campaign id
	sidebar        *widget.List
	renameCampaign *widget.Button
	deleteCampaign *widget.Button
	systemFilter   *widget.Select
	search         *widgets.KeyEntry
	all            []model.Summary // the campaign and system filter applied
	lowerNames     []string        // all[i].Name in lower case, for search
	shown          []model.Summary // the search applied too
	list           *widget.List
	listInfo       *widget.Label
	selectedID     int64
	total          int // characters in the whole library
	editor         *editor
	status         *widget.Label
	undoBtn        *widget.Button
	redoBtn        *widget.Button
	duplicateBtn   *widget.Button
	deleteBtn      *widget.Button
	exportBtn      *widget.Button
	// characterButtons are enabled only while a character is open.
	characterButtons []*widget.Button
	body             *fyne.Container
	main             fyne.CanvasObject
	empty            fyne.CanvasObject
	searchNoMatches  *fyne.Container
}

// NewLibrary builds the library for a window. Call Content for what to show.
func NewLibrary(a fyne.App, w fyne.Window, store *model.Store) *Library {
	l := &Library{app: a, win: w, store: store, ctx: context.Background(), now: store.Now, pathShown: store.Path()}
	l.hist = newHistory(l.refreshUndoButtons)
	l.build()
	l.reload()
	l.showOpened()
	return l
}

// showOpened says in the status line which library is open.
func (l *Library) showOpened() {
	l.setStatus("Library: %s · changes save as you type", l.pathShown)
}

// ShowPathAs names the library's file name instead of its path in what
// the window says (the status line, About, the read-only notice; "Where
// is my library?" still says and copies the path). The test harness calls
// it: its libraries sit in a new temporary folder each run, whose name
// would change every screenshot.
func (l *Library) ShowPathAs(name string) {
	l.pathShown = name
	l.showOpened()
}

// Content is the window content.
func (l *Library) Content() fyne.CanvasObject { return l.body }

func (l *Library) build() {
	l.status = widget.NewLabel("")
	l.status.Truncation = fyne.TextTruncateEllipsis

	// Sidebar: campaigns.
	l.sidebar = widget.NewList(
		func() int { return firstCampaignRow + len(l.campaigns) },
		func() fyne.CanvasObject {
			name := widget.NewLabel("Campaign name")
			name.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, widget.NewIcon(theme.FolderIcon()), widget.NewLabel("000"), name)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			name := row.Objects[0].(*widget.Label)
			icon := row.Objects[1].(*widget.Icon)
			count := row.Objects[2].(*widget.Label)
			switch id {
			case rowAllCharacters:
				name.SetText("All characters")
				icon.SetResource(theme.HomeIcon())
				count.SetText(fmt.Sprint(l.total))
			case rowNoCampaign:
				name.SetText("No campaign")
				icon.SetResource(theme.FileIcon())
				count.SetText("")
			default:
				c := l.campaigns[id-firstCampaignRow]
				name.SetText(c.Name)
				icon.SetResource(theme.FolderIcon())
				count.SetText(fmt.Sprint(c.Characters))
			}
		})
	l.sidebar.OnSelected = l.sidebarSelected
	newCampaign := widget.NewButtonWithIcon("Campaign", theme.ContentAddIcon(), l.askNewCampaign)
	l.renameCampaign = widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), l.askRenameCampaign)
	l.deleteCampaign = widget.NewButtonWithIcon("", theme.DeleteIcon(), l.askDeleteCampaign)
	sidebarTitle := widget.NewLabelWithStyle("Campaigns", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sidebar := widgets.Border(sidebarTitle,
		container.NewHBox(newCampaign, layout.NewSpacer(), l.renameCampaign, l.deleteCampaign), nil, nil, l.sidebar)

	// Middle: filters and the character list.
	l.search = widgets.NewKeyEntry("Search by name (Ctrl+F)")
	l.search.OnEscape = func() { l.search.SetText("") }
	l.search.ActionItem = widget.NewIcon(theme.SearchIcon())
	l.search.OnChanged = func(string) { l.applySearch() }
	options := []string{"All systems"}
	for _, s := range systems.All() {
		options = append(options, s.Name())
	}
	l.systemFilter = widget.NewSelect(options, nil)
	l.systemFilter.SetSelectedIndex(0)
	l.systemFilter.OnChanged = func(string) { l.reloadCharacters() }
	l.list = widget.NewList(
		func() int { return len(l.shown) },
		func() fyne.CanvasObject {
			name := widget.NewLabelWithStyle("Character name", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			name.Truncation = fyne.TextTruncateEllipsis
			detail := widget.NewLabel("system · player · updated")
			detail.SizeName = theme.SizeNameCaptionText
			detail.Truncation = fyne.TextTruncateEllipsis
			return container.NewVBox(name, detail)
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= len(l.shown) {
				return
			}
			c := l.shown[id]
			box := o.(*fyne.Container)
			box.Objects[0].(*widget.Label).SetText(c.Name)
			box.Objects[1].(*widget.Label).SetText(l.describe(c))
		})
	l.list.OnSelected = func(id widget.ListItemID) {
		if id < len(l.shown) {
			l.open(l.shown[id].ID)
		}
	}
	l.listInfo = widget.NewLabel("")
	l.listInfo.SizeName = theme.SizeNameCaptionText
	clear := widget.NewButton("Clear the search", func() { l.search.SetText("") })
	noMatchText := widget.NewLabel("No character matches.")
	noMatchText.Alignment = fyne.TextAlignCenter
	l.searchNoMatches = container.NewCenter(container.NewVBox(noMatchText, clear))
	l.searchNoMatches.Hide()
	middle := widgets.Border(
		container.NewVBox(l.search, l.systemFilter),
		l.listInfo, nil, nil,
		container.NewStack(l.list, l.searchNoMatches))

	// Right: the editor.
	l.editor = newEditor(l)

	// Toolbar.
	newBtn := widget.NewButtonWithIcon("New", theme.ContentAddIcon(), l.askNewCharacter)
	newBtn.Importance = widget.HighImportance
	l.duplicateBtn = widget.NewButtonWithIcon("Duplicate", theme.ContentCopyIcon(), l.duplicateSelected)
	l.characterButtons = nil
	l.deleteBtn = widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), l.askDeleteSelected)
	importBtn := widget.NewButtonWithIcon("Import…", theme.DownloadIcon(), l.askImport)
	l.exportBtn = widget.NewButtonWithIcon("Export…", theme.UploadIcon(), l.askExportSelected)
	l.undoBtn = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), l.undo)
	l.redoBtn = widget.NewButtonWithIcon("", theme.ContentRedoIcon(), l.redo)
	toolbar := container.NewHBox(newBtn, l.duplicateBtn, l.deleteBtn, widget.NewSeparator(),
		importBtn, l.exportBtn, widget.NewSeparator(), l.undoBtn, l.redoBtn)
	if extra := l.toolButtons(); len(extra) > 0 {
		toolbar.Add(widget.NewSeparator())
		for _, b := range extra {
			toolbar.Add(b)
		}
	}

	split := container.NewHSplit(middle, l.editor.content)
	split.Offset = 0.3
	outer := container.NewHSplit(sidebar, split)
	outer.Offset = 0.17
	top := container.NewVBox(toolbar, widget.NewSeparator())
	if banner := l.readOnlyBanner(); banner != nil {
		top.Add(banner)
	}
	l.main = widgets.Border(top,
		container.NewVBox(widget.NewSeparator(), l.status), nil, nil, outer)
	l.empty = l.buildEmptyState()
	l.body = container.NewStack(l.main, l.empty)
	l.refreshUndoButtons()
	l.refreshSelectionButtons()
}

func (l *Library) buildEmptyState() fyne.CanvasObject {
	title := widget.NewLabelWithStyle("Your library is empty", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameSubHeadingText
	text := widget.NewLabel("Start with a character for one of the five systems —\n" +
		"DRGN, DvR, Dragonhead, Evening or Roll-under —\nor bring in character files someone sent you.")
	text.Alignment = fyne.TextAlignCenter
	create := widget.NewButtonWithIcon("Create a character (Ctrl+N)", theme.ContentAddIcon(), l.askNewCharacter)
	create.Importance = widget.HighImportance
	imp := widget.NewButtonWithIcon("Import character files (Ctrl+I)", theme.DownloadIcon(), l.askImport)
	hint := widget.NewLabel("You can also drop .json character files on this window.")
	hint.Importance = widget.LowImportance
	hint.Alignment = fyne.TextAlignCenter
	return container.NewCenter(container.NewVBox(title, text, create, imp, hint))
}

// describe is the second line of a character's row.
func (l *Library) describe(c model.Summary) string {
	parts := []string{plugin.SystemName(c.System)}
	if c.Player != "" {
		parts = append(parts, c.Player)
	}
	if c.Campaign != "" && l.campaignFilter == 0 {
		parts = append(parts, c.Campaign)
	}
	parts = append(parts, relativeTime(c.Updated, l.now()))
	return strings.Join(parts, " · ")
}

func systemByName(name string) (rules.System, bool) {
	for _, s := range systems.All() {
		if s.Name() == name {
			return s, true
		}
	}
	return nil, false
}

// relativeTime says how long ago t was, the way a list shows it.
func relativeTime(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%d min ago", int(d.Minutes()))
	case d < 24*time.Hour && now.Day() == t.Day():
		return "today " + t.Local().Format("15:04")
	case d < 7*24*time.Hour:
		return t.Local().Format("Mon 15:04")
	default:
		return t.Local().Format("2 Jan 2006")
	}
}

// reload reads campaigns and characters again from the library.
func (l *Library) reload() {
	campaigns, err := l.store.Campaigns(l.ctx)
	if err != nil {
		l.showError("Reading campaigns", err)
		return
	}
	l.campaigns = campaigns
	if n, err := l.store.CountCharacters(l.ctx); err == nil {
		l.total = n
	}
	if l.campaignFilter > 0 && l.campaignIndex(l.campaignFilter) < 0 {
		l.campaignFilter = 0
	}
	l.sidebar.Refresh()
	l.selectSidebarRow()
	l.editor.refreshCampaigns()
	l.reloadCharacters()
}

func (l *Library) campaignIndex(id int64) int {
	for i, c := range l.campaigns {
		if c.ID == id {
			return i
		}
	}
	return -1
}

func (l *Library) selectSidebarRow() {
	row := rowAllCharacters
	switch {
	case l.campaignFilter == model.NoCampaign:
		row = rowNoCampaign
	case l.campaignFilter > 0:
		row = firstCampaignRow + l.campaignIndex(l.campaignFilter)
	}
	l.sidebar.OnSelected = nil
	l.sidebar.Select(row)
	l.sidebar.OnSelected = l.sidebarSelected
	l.refreshCampaignButtons()
}

// sidebarSelected filters the list by the chosen campaign row.
func (l *Library) sidebarSelected(id widget.ListItemID) {
	switch {
	case id == rowAllCharacters:
		l.campaignFilter = 0
	case id == rowNoCampaign:
		l.campaignFilter = model.NoCampaign
	case id-firstCampaignRow < len(l.campaigns):
		l.campaignFilter = l.campaigns[id-firstCampaignRow].ID
	}
	l.refreshCampaignButtons()
	l.reloadCharacters()
}

func (l *Library) refreshCampaignButtons() {
	if l.campaignFilter > 0 {
		l.renameCampaign.Enable()
		l.deleteCampaign.Enable()
	} else {
		l.renameCampaign.Disable()
		l.deleteCampaign.Disable()
	}
}

// reloadCharacters lists the characters for the campaign and system filters.
func (l *Library) reloadCharacters() {
	f := model.Filter{Campaign: l.campaignFilter}
	if s, ok := systemByName(l.systemFilter.Selected); ok {
		f.System = s.ID()
	}
	list, err := l.store.Characters(l.ctx, f)
	if err != nil {
		l.showError("Reading characters", err)
		return
	}
	l.all = list
	l.lowerNames = make([]string, len(list))
	for i, c := range list {
		l.lowerNames[i] = strings.ToLower(c.Name)
	}
	if n, err := l.store.CountCharacters(l.ctx); err == nil {
		l.total = n
	}
	if l.total == 0 {
		l.main.Hide()
		l.empty.Show()
	} else {
		l.empty.Hide()
		l.main.Show()
	}
	l.applySearch()
}

// applySearch filters the listed characters by the search text, in memory,
// so that typing stays instant with thousands of characters.
func (l *Library) applySearch() {
	l.shown = filterByName(l.all, l.lowerNames, l.search.Text)
	switch {
	case len(l.shown) == 0 && len(l.all) > 0:
		l.searchNoMatches.Show()
	default:
		l.searchNoMatches.Hide()
	}
	if len(l.all) == len(l.shown) {
		l.listInfo.SetText(widgets.Plural(len(l.shown), "character"))
	} else {
		l.listInfo.SetText(fmt.Sprintf("%d of %s", len(l.shown), widgets.Plural(len(l.all), "character")))
	}
	l.list.UnselectAll()
	l.list.Refresh()
	l.reselect()
}

// filterByName keeps the summaries whose lower-cased name contains query.
func filterByName(all []model.Summary, lower []string, query string) []model.Summary {
	q := strings.ToLower(strings.TrimSpace(query))
	if q == "" {
		return all
	}
	out := make([]model.Summary, 0, len(all)/4)
	for i, n := range lower {
		if strings.Contains(n, q) {
			out = append(out, all[i])
		}
	}
	return out
}

// reselect highlights the open character in the list when it is shown.
func (l *Library) reselect() {
	for i, c := range l.shown {
		if c.ID == l.selectedID {
			on := l.list.OnSelected
			l.list.OnSelected = nil
			l.list.Select(i)
			l.list.OnSelected = on
			return
		}
	}
}

// open shows a character in the editor, saving the one open before.
func (l *Library) open(id int64) {
	if id == l.selectedID && l.editor.char != nil {
		return
	}
	l.editor.flushBeforeLeaving()
	c, err := l.store.Character(l.ctx, id)
	if err != nil {
		l.showError("Opening the character", err)
		return
	}
	l.selectedID = id
	l.editor.load(&c)
	l.refreshSelectionButtons()
}

// closeEditor empties the editor (the open character went away).
func (l *Library) closeEditor() {
	l.selectedID = 0
	l.editor.load(nil)
	l.refreshSelectionButtons()
}

func (l *Library) refreshSelectionButtons() {
	for _, b := range append([]*widget.Button{l.duplicateBtn, l.deleteBtn, l.exportBtn}, l.characterButtons...) {
		if l.selectedID == 0 {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

func (l *Library) refreshUndoButtons() {
	if l.undoBtn == nil {
		return
	}
	if l.hist.canUndo() {
		l.undoBtn.Enable()
	} else {
		l.undoBtn.Disable()
	}
	if l.hist.canRedo() {
		l.redoBtn.Enable()
	} else {
		l.redoBtn.Disable()
	}
}

func (l *Library) setStatus(format string, a ...any) {
	l.status.SetText(fmt.Sprintf(format, a...))
}

func (l *Library) showError(what string, err error) {
	l.setStatus("%s failed: %v", what, err)
	widgets.ShowError(fmt.Errorf("%s: %w", what, err), l.win)
}

func (l *Library) undo() {
	l.editor.flush()
	label, err := l.hist.undo()
	if err != nil {
		l.showError("Undo "+label, err)
		return
	}
	if label != "" {
		l.setStatus("Undone: %s. Redo with Ctrl+Shift+Z.", label)
	}
}

func (l *Library) redo() {
	l.editor.flush()
	label, err := l.hist.redo()
	if err != nil {
		l.showError("Redo "+label, err)
		return
	}
	if label != "" {
		l.setStatus("Redone: %s.", label)
	}
}

// focusSearch puts the cursor in the search box (Ctrl+F).
func (l *Library) focusSearch() {
	l.win.Canvas().Focus(l.search)
}

// readOnlyBanner says, above the list, that the library can only be read
// (its file or folder is not writable): what still works and how to fix
// it. It is nil for a writable library.
func (l *Library) readOnlyBanner() fyne.CanvasObject {
	if l.store == nil || !l.store.ReadOnly() {
		return nil
	}
	text := widget.NewLabel("This library is read-only: " + l.pathShown + "\n" +
		"You can browse, export and print; creating, editing and deleting are refused. " +
		"Make the file and its folder writable (or copy it somewhere writable) and open it again.")
	text.Wrapping = fyne.TextWrapWord
	text.Importance = widget.WarningImportance
	return container.NewVBox(container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, text), widget.NewSeparator())
}

// followOutsideChanges shows what another process (the CLI, a second
// window) wrote to the library: the campaigns, counts and list are read
// again, and the open character too unless it has edits not yet saved
// (those are kept; saving them later asks which version to keep).
func (l *Library) followOutsideChanges() {
	l.reload()
	e := l.editor
	if e.char == nil || e.dirty || e.conflict {
		return
	}
	fresh, err := l.store.Character(l.ctx, e.char.ID)
	if err != nil {
		if errors.Is(err, model.ErrNotFound) {
			l.closeEditor()
			l.setStatus("The open character was deleted elsewhere.")
		}
		return
	}
	if fresh.Revision != e.char.Revision || !fresh.Updated.Equal(e.char.Updated) {
		e.load(&fresh)
		l.setStatus("%s was changed elsewhere; showing the new version.", fresh.Name)
	}
}
