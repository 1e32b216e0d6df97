// Package encounters is the encounter tracker: the list of saved
// encounters (Tools → Encounters…), the "New encounter" setup, the tracker
// window with its event forms, log and undo, and the player view. A
// system's characters join through its registration (plugin.Joiner).
package encounters

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sessionzero/ui/plugin"
	"slices"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/rules/forecast"
	"sessionzero/ui/encounters/forecastview"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// encounterTracker runs one saved encounter in its own window: the turn
// order, the action forms, the log, undo and redo. Every change is an event
// appended to the session, and the encounter document is saved to the
// library after each one.
type encounterTracker struct {
	lib     plugin.Host
	store   *model.Store
	ctx     context.Context
	win     fyne.Window
	record  model.Encounter
	extra   map[string]json.RawMessage
	session *encounter.Session
	view    encounter.View
	// forecastDialog is the open "Forecast from here" (tests).
	forecastDialog *forecastview.Panel
	// rng rolls the app's dice; tests seed it.
	rng *rand.Rand

	// steps are the sizes of the changes made in this window (damage to
	// three combatants is three events but one step); undone are the sizes
	// of undone steps, for redo.
	steps, undone []int
	// logLines[i] says what event i did (one per event in effect).
	logLines []string
	selected map[string]bool
	// wb is the write-back dialog last shown (Escape closes it).
	wb *writeBack

	heading, turn, pending, saved, status *widget.Label
	nextBtn, endBtn, undoBtn, redoBtn     *widget.Button
	rows                                  *fyne.Container
	logBox                                *fyne.Container
	rowsScroll, logScroll, formScroll     *container.Scroll
	// rowViews are the turn order's rows, logLabels the log's lines
	// (oldest first): refresh.go redraws only what changed.
	rowViews  []*rowView
	logLabels []*widget.Label
	formBox   *fyne.Container
	// formFoot holds the open form's buttons and result line under its
	// scrolling fields (formScroll): they never scroll out of sight, and
	// nothing in the fields moves them.
	formFoot, formPane *fyne.Container
	current            *eventForm
	actionBar          *fyne.Container
	strip              *actionStrip
	social             hooks.Panel
	player             *playerView
}

// openTrackers are the open encounter windows of each library window by
// encounter ID (used on the UI goroutine only), so that an encounter is
// open in one window at most. A new theme reaches their rows without them:
// Fyne refreshes every widget, and a row paints itself in the theme's
// colours (rowView).
var openTrackers = map[plugin.Host]map[int64]*encounterTracker{}

// openEncounter opens a saved encounter in a tracker window, continuing
// where it was (the log's cursor is kept). An encounter already open is
// brought forward instead: two windows on one record would each save over
// the other's log.
func openEncounter(l plugin.Host, id int64) (*encounterTracker, error) {
	if t, ok := openTrackers[l][id]; ok {
		t.win.Show()
		t.win.RequestFocus()
		return t, nil
	}
	rec, err := l.Store().Encounter(l.Context(), id)
	if err != nil {
		return nil, err
	}
	s, f, err := catalog.Open(rec.Data)
	if err != nil {
		return nil, fmt.Errorf("encounter %q cannot be opened: %w", rec.Name, err)
	}
	t := &encounterTracker{lib: l, store: l.Store(), ctx: l.Context(), record: rec, extra: f.Extra, session: s,
		rng: dice.NewSource(uint64(time.Now().UnixNano())), selected: map[string]bool{}}
	t.logLines = eventLines(s.Rules(), s.Encounter())
	t.win = l.App().NewWindow(encounterTitle(rec.Name, s.Rules()))
	t.build()
	t.refresh()
	t.saved.SetText("Saved")
	t.win.Resize(plugin.RememberedSize(t.store, settingTrackerWindowSize, fyne.NewSize(1180, 720)))
	t.win.SetCloseIntercept(func() {
		if t.player != nil {
			t.player.win.Close()
		}
		t.win.Close()
	})
	t.win.SetOnClosed(func() {
		plugin.RememberSize(t.ctx, t.store, settingTrackerWindowSize, t.win)
		if openTrackers[l][rec.ID] == t {
			delete(openTrackers[l], rec.ID)
		}
	})
	if openTrackers[l] == nil {
		openTrackers[l] = map[int64]*encounterTracker{}
	}
	openTrackers[l][rec.ID] = t
	t.win.Show()
	return t, nil
}

func encounterTitle(name string, r encounter.Rules) string {
	return name + " · " + kindLabel(r.System(), r.Mode())
}

// kindLabel names a system and mode ("DRGN combat").
func kindLabel(system, mode string) string {
	for _, k := range catalog.Kinds {
		if k.System == system && k.Mode == mode {
			return k.Label
		}
	}
	return system + " " + mode
}

// eventLines replays the events in effect and says what each did.
func eventLines(r encounter.Rules, enc encounter.Encounter) []string {
	st, err := encounter.Start(r, enc.Setup)
	if err != nil {
		return nil
	}
	lines := make([]string, 0, enc.Cursor)
	for _, ev := range enc.Log[:enc.Cursor] {
		before := standingOf(st)
		if err := encounter.Apply(r, st, ev); err != nil {
			lines = append(lines, describeEvent(ev, st)+": refused: "+err.Error())
			continue
		}
		lines = append(lines, eventLineAfter(r, st, ev, before))
	}
	return lines
}

// standing is where an encounter stands: its round, phase, acting side and
// whose turn it is. An event that changes it is a step of the encounter.
type standing struct {
	round              int
	phase, side, actor string
	started            bool
}

func standingOf(st *encounter.State) standing {
	return standing{round: st.Round, phase: st.Phase, side: st.ActiveSide, actor: st.ActiveID(), started: st.Turn >= 0}
}

// eventLine is one log line: what the event did in the rules' words, or its
// fields when the rules said nothing; turn events add whose turn it is now.
func eventLine(r encounter.Rules, st *encounter.State, ev encounter.Event) string {
	return eventLineAfter(r, st, ev, standingOf(st))
}

// eventLineAfter is eventLine for an event applied where the encounter
// stood at before: a step (the system's events of the tracker's Next phase
// and End turn, hooks.TurnEventer, one of its hooks.Forms.Steps, or any
// event that moved the round, phase, side or turn on) adds where it stands
// now.
func eventLineAfter(r encounter.Rules, st *encounter.State, ev encounter.Event, before standing) string {
	line := describeEvent(ev, st)
	if len(st.Messages) > 0 {
		line = eventName(ev.Type) + ": " + strings.Join(st.Messages, "; ")
	}
	forms, _ := hooks.FormsOf(r.System())
	sys := hooks.Get(r.System())
	turnEvent := ev.Type != "" && (ev.Type == sys.NextEvent || ev.Type == sys.EndEvent)
	switch {
	case turnEvent, slices.Contains(forms.Steps, ev.Type), standingOf(st) != before:
		turn := encounter.BuildView(r, st).Turn
		if !strings.HasPrefix(turn, "Round") && st.Round > 0 {
			turn = "Round " + fmt.Sprint(st.Round) + ", " + turn
		}
		line += " -> " + turn
	}
	return widgets.Shown(line)
}

// eventName turns an event type into words ("next_phase" → "Next phase",
// "str_save" → "STR save": the books write their abbreviations in
// capitals).
func eventName(typ string) string {
	words := strings.Fields(strings.ReplaceAll(typ, "_", " "))
	if len(words) == 0 {
		return ""
	}
	for i, w := range words {
		if abbreviations[w] {
			words[i] = strings.ToUpper(w)
		}
	}
	s := strings.Join(words, " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// abbreviations are the words of event types the books write in capitals.
var abbreviations = map[string]bool{"hp": true, "xp": true, "str": true, "dex": true, "wil": true, "gm": true, "ac": true, "dc": true}

// describeEvent lists an event's fields, a combatant by its name:
// "Damage: damage 24, target Garrix".
func describeEvent(ev encounter.Event, st *encounter.State) string {
	var m map[string]any
	if err := json.Unmarshal(ev.JSON(), &m); err != nil {
		return eventName(ev.Type)
	}
	delete(m, "type")
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, strings.ReplaceAll(k, "_", " ")+" "+fieldText(namedIDs(m[k], st)))
	}
	if len(parts) == 0 {
		return eventName(ev.Type)
	}
	return eventName(ev.Type) + ": " + strings.Join(parts, ", ")
}

// namedIDs is an event's field with each combatant id (alone or in a
// list) replaced by the combatant's name.
func namedIDs(v any, st *encounter.State) any {
	switch v := v.(type) {
	case string:
		if c, err := st.Combatant(v); err == nil && c.Name != "" {
			return c.Name
		}
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = namedIDs(x, st)
		}
		return out
	}
	return v
}

// fieldText is a field's value as read: a list joined with commas, text
// without quotes.
func fieldText(v any) string {
	if list, ok := v.([]any); ok {
		parts := make([]string, len(list))
		for i, x := range list {
			parts[i] = fieldText(x)
		}
		return strings.Join(parts, ", ")
	}
	b, _ := json.Marshal(v)
	return strings.Trim(string(b), `"`)
}

func (t *encounterTracker) build() {
	t.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.heading.SizeName = theme.SizeNameSubHeadingText
	// Long names shorten with "…" rather than widen the window past a
	// laptop screen (the buttons beside them need the room).
	t.heading.Truncation = fyne.TextTruncateEllipsis
	t.turn = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.turn.Truncation = fyne.TextTruncateEllipsis
	t.pending = widget.NewLabel("")
	t.pending.Wrapping = fyne.TextWrapWord
	t.saved = widget.NewLabel("")
	t.saved.Importance = widget.LowImportance
	t.saved.Truncation = fyne.TextTruncateEllipsis
	t.status = widget.NewLabel("")
	t.status.Wrapping = fyne.TextWrapWord
	t.undoBtn = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), t.undo)
	t.redoBtn = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), t.redo)
	playerBtn := widget.NewButtonWithIcon("Player view", theme.VisibilityIcon(), func() { t.showPlayerView() })
	exportBtn := widget.NewButtonWithIcon("Export…", theme.DocumentSaveIcon(), t.askExport)
	t.rows = container.New(newCachedVBox())
	t.logBox = container.New(newCachedVBox())
	t.formBox = container.NewVBox()
	t.formFoot = container.NewVBox()
	t.logScroll = container.NewVScroll(newStillBox(t.logBox))
	logPane := container.NewBorder(widgets.Heading("Log (newest first)"), nil, nil, nil, t.logScroll)

	var main fyne.CanvasObject
	if t.session.Rules().Mode() == encounter.ModeSocial {
		t.social = t.socialPanel()
		main = container.NewHSplit(container.NewVScroll(t.social.Content()), logPane)
	} else {
		t.nextBtn = widget.NewButtonWithIcon("Next phase", theme.MediaSkipNextIcon(), t.next)
		t.nextBtn.Importance = widget.HighImportance
		t.endBtn = widget.NewButton("End turn", t.endTurn)
		if t.newRound() != nil {
			t.nextBtn.SetText("Next turn")
			t.endBtn = widget.NewButtonWithIcon(t.roundWord(1, "Initiative…"), theme.MediaReplayIcon(), func() { t.showForm(t.initiativeForm()) })
		}
		t.strip = newActionStrip(t.actions(), func(a trackerAction) { t.showForm(a.form()) }, t.win.Canvas())
		t.actionBar = t.strip.box
		selectAll := widget.NewButton("Tick all", func() { t.tickAll(true) })
		clear := widget.NewButton("Untick", func() { t.tickAll(false) })
		t.rowsScroll = container.NewVScroll(newStillBox(t.rows))
		rowsAndLog := container.NewVSplit(t.rowsScroll, logPane)
		rowsAndLog.Offset = 0.62
		left := container.NewBorder(
			container.NewVBox(t.actionBar, container.NewHBox(widget.NewLabel("Tick combatants, then an action:"), selectAll, clear)),
			nil, nil, nil, rowsAndLog)
		t.formScroll = container.NewVScroll(t.formBox)
		t.formPane = container.NewBorder(nil, t.formFoot, nil, nil, t.formScroll)
		split := container.NewHSplit(left, t.formPane)
		// The form pane starts wider than most forms need (formPaneWidth
		// at the window's first width): a preview or an option that grows
		// does not move the divider, and every button with it, under the
		// mouse.
		split.Offset = splitOffset
		main = split
	}
	buttons := []fyne.CanvasObject{}
	if t.nextBtn != nil {
		buttons = append(buttons, t.nextBtn, t.endBtn)
	}
	buttons = append(buttons, layout.NewSpacer(), t.undoBtn, t.redoBtn)
	if t.writeBackFunc() != nil && t.social == nil {
		buttons = append(buttons, widget.NewButtonWithIcon("Write back…", theme.AccountIcon(), func() { t.showWriteBack() }))
	}
	if t.social == nil {
		if _, ok := forecast.For(t.session.Rules().System(), t.session.Rules().Mode()); ok {
			buttons = append(buttons, widget.NewButtonWithIcon("Forecast…", theme.SearchIcon(), t.showForecast))
		}
	}
	buttons = append(buttons, exportBtn, playerBtn)
	// The declared line keeps two lines' room, empty or not, so declaring
	// moves nothing below it.
	header := container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewHBox(buttons...), container.NewVBox(t.heading, t.turn)),
		fixedLines(t.pending, 2), widget.NewSeparator())
	// The autosave's "Saved 17:01:05" sits at the foot, right of the
	// status line, leaving the header's room to its buttons.
	footer := container.NewVBox(widget.NewSeparator(), container.NewBorder(nil, nil, nil, fixedWidth(170, t.saved), fixedLines(t.status, 2)))
	t.win.SetContent(container.NewBorder(header, footer, nil, nil, main))
	for sc := range t.shortcuts() {
		t.win.Canvas().AddShortcut(sc, func(s fyne.Shortcut) { t.runShortcut(s) })
	}
	widgets.AddUndoRedoKeys(t.win.Canvas(), t.undo, t.redo)
	onEscape(t.win, t.escape)
}

// escape closes what the tracker shows over its turn order: the
// write-back dialog, else the open form (the window itself stays).
func (t *encounterTracker) escape() {
	if t.wb != nil && t.win.Canvas().Overlays().Top() != nil {
		t.wb.dlg.Hide()
		t.wb = nil
		return
	}
	if t.current != nil {
		t.closeForm()
	}
}

// newRound is the system's form that starts each round (Dragonhead's
// initiative), or nil when rounds start by themselves (DRGN's phases).
func (t *encounterTracker) newRound() func(hooks.Tracker) hooks.Form {
	sys, _ := t.systemForms()
	return sys.NewRound
}

// roundWord is the system's word for a round button (0: the main button
// before a turn runs, 1: the one opening the form), else def.
func (t *encounterTracker) roundWord(i int, def string) string {
	sys, _ := t.systemForms()
	if sys.RoundWords == nil {
		return def
	}
	start, open := sys.RoundWords(t)
	if w := []string{start, open}[i]; w != "" {
		return w
	}
	return def
}

// initiativeForm is the form that starts a round, nil when there is none.
func (t *encounterTracker) initiativeForm() *eventForm {
	if nr := t.newRound(); nr != nil {
		return formOf(nr(t))
	}
	return nil
}

// shortcuts are the tracker window's keys: Ctrl+Z undo, Ctrl+Shift+Z (or
// Ctrl+Y) redo, Ctrl+N next phase or turn, Ctrl+D damage, Ctrl+H heal.
func (t *encounterTracker) shortcuts() map[*desktop.CustomShortcut]func() {
	m := map[*desktop.CustomShortcut]func(){
		plugin.Shortcut(fyne.KeyZ, false): t.undo,
		plugin.Shortcut(fyne.KeyZ, true):  t.redo,
		plugin.Shortcut(fyne.KeyY, false): t.redo,
	}
	if t.social == nil {
		m[plugin.Shortcut(fyne.KeyN, false)] = t.next
		m[plugin.Shortcut(fyne.KeyD, false)] = func() { t.showForm(t.damageForm()) }
		m[plugin.Shortcut(fyne.KeyH, false)] = func() { t.showForm(t.healForm()) }
	}
	return m
}

// runShortcut does what a shortcut is bound to; false when it is not one.
func (t *encounterTracker) runShortcut(s fyne.Shortcut) bool {
	for sc, fn := range t.shortcuts() {
		if sc.ShortcutName() == s.ShortcutName() {
			fn()
			return true
		}
	}
	return false
}

// next moves the encounter on: DRGN's next phase, Dragonhead's next turn
// (or the initiative form when a new round needs its roll).
func (t *encounterTracker) next() {
	if t.newRound() != nil {
		if t.session.State().Turn < 0 {
			t.showForm(t.initiativeForm())
			return
		}
		t.endTurn()
		return
	}
	t.applyBare(hooks.Get(t.session.Rules().System()).NextEvent)
}

// endTurn sends the system's End turn event.
func (t *encounterTracker) endTurn() { t.applyBare(hooks.Get(t.session.Rules().System()).EndEvent) }

// applyBare applies an event without fields (none for an empty type: the
// system has no such event).
func (t *encounterTracker) applyBare(typ string) {
	if typ != "" {
		t.apply(encounter.MustEvent(typ, nil))
	}
}

// apply appends events as one step. When one is refused, the ones before it
// stay (as a step) and the reason is shown; it returns that refusal.
func (t *encounterTracker) apply(events ...encounter.Event) error {
	applied := 0
	var refused error
	for _, ev := range events {
		before := standingOf(t.session.State())
		if err := t.session.Append(ev); err != nil {
			refused = err
			break
		}
		t.logLines = append(t.logLines[:t.session.Cursor()-1], eventLineAfter(t.session.Rules(), t.session.State(), ev, before))
		applied++
	}
	if applied > 0 {
		t.steps = append(t.steps, applied)
		t.undone = nil
		t.changed()
	}
	if refused != nil {
		t.showRefusal(refused)
		return refused
	}
	t.status.Importance = widget.MediumImportance
	t.status.SetText(t.lastLine())
	return nil
}

func (t *encounterTracker) lastLine() string {
	if n := len(t.logLines); n > 0 {
		return t.logLines[n-1]
	}
	return ""
}

func (t *encounterTracker) showRefusal(err error) {
	showError(t.status, "Refused: ", err)
	if t.current != nil {
		showError(t.current.message, "Refused: ", err)
	}
}

// undo takes back the last step (all of its events).
func (t *encounterTracker) undo() {
	if !t.session.CanUndo() {
		return
	}
	n := popStep(&t.steps)
	done := 0
	for range n {
		if err := t.session.Undo(); err != nil {
			t.showRefusal(err)
			break
		}
		done++
	}
	t.logLines = t.logLines[:t.session.Cursor()]
	t.undone = append(t.undone, done)
	t.stepped("Undone", done)
}

// redo applies the last undone step again.
func (t *encounterTracker) redo() {
	if !t.session.CanRedo() {
		return
	}
	n := popStep(&t.undone)
	done := 0
	for range n {
		if !t.session.CanRedo() {
			break
		}
		ev := t.session.Encounter().Log[t.session.Cursor()]
		before := standingOf(t.session.State())
		if err := t.session.Redo(); err != nil {
			t.showRefusal(err)
			break
		}
		t.logLines = append(t.logLines[:t.session.Cursor()-1], eventLineAfter(t.session.Rules(), t.session.State(), ev, before))
		done++
	}
	t.steps = append(t.steps, done)
	t.stepped("Redone", done)
}

// popStep takes the last step's event count off a stack (one event when
// the stack is empty: a step from before the window opened).
func popStep(stack *[]int) int {
	k := len(*stack)
	if k == 0 {
		return 1
	}
	n := (*stack)[k-1]
	*stack = (*stack)[:k-1]
	return n
}

// stepped saves and shows an undo or redo of done events.
func (t *encounterTracker) stepped(what string, done int) {
	t.changed()
	t.status.Importance = widget.MediumImportance
	t.status.SetText(fmt.Sprintf("%s (%s).", what, widgets.Plural(done, "event")))
}

// changed saves the encounter and shows the new state everywhere.
func (t *encounterTracker) changed() {
	t.save()
	t.refresh()
}

// save writes the encounter document to the library (autosave).
func (t *encounterTracker) save() {
	enc := t.session.Encounter()
	data, err := encounter.EncodeFile(encounter.File{Encounter: enc, Extra: t.extra})
	if err == nil {
		t.record.Data = data
		t.record.Name = enc.Name
		err = t.store.SaveEncounter(t.ctx, &t.record)
	}
	if err != nil {
		t.saved.Importance = widget.DangerImportance
		t.saved.SetText("Not saved: " + err.Error())
		return
	}
	t.saved.Importance = widget.LowImportance
	// The time the library stamped the save with, as the editor says it.
	t.saved.SetText("Saved " + t.record.Updated.Local().Format("15:04:05"))
}

// refresh shows the session's current state.
func (t *encounterTracker) refresh() {
	t.view = t.session.View()
	v := t.view
	name := v.Name
	if name == "" {
		name = "Encounter"
	}
	setLabel(t.heading, name+" · "+kindLabel(v.System, v.Mode))
	turn := widgets.Shown(v.Turn)
	if v.Mode == encounter.ModeCombat && v.Round > 0 {
		turn = fmt.Sprintf("Round %d · %s", v.Round, turn)
	}
	if v.Ended {
		turn += " · " + widgets.Shown(v.Outcome)
	}
	setLabel(t.turn, turn)
	if len(v.Pending) > 0 {
		pending := v.Pending
		if word := hooks.Get(t.session.Rules().System()).PendingText; word != nil {
			pending = nil
			for _, p := range t.session.State().Pending {
				pending = append(pending, word(t.session.State(), p))
			}
		}
		setLabel(t.pending, "Declared: "+widgets.Shown(strings.Join(pending, " · ")))
	} else {
		setLabel(t.pending, "")
	}
	setEnabled(t.undoBtn, v.CanUndo)
	setEnabled(t.redoBtn, v.CanRedo)
	if t.nextBtn != nil {
		setEnabled(t.nextBtn, !v.Ended)
		text := t.nextBtn.Text
		if t.newRound() != nil && t.session.State().Turn < 0 {
			text = t.roundWord(0, "Roll initiative")
		} else if t.newRound() != nil {
			text = "Next turn"
		}
		if text != t.nextBtn.Text {
			t.nextBtn.SetText(text)
		}
		if t.newRound() != nil {
			if open := t.roundWord(1, "Initiative…"); open != t.endBtn.Text {
				t.endBtn.SetText(open)
			}
		}
	}
	t.renderLog()
	if t.social != nil {
		t.social.Render(v)
	} else {
		t.renderRows(v)
	}
	if t.player != nil {
		t.player.render(encounter.PlayerView(v))
	}
}

// sideName is a side's name in the view.
func sideName(v encounter.View, id string) string {
	for _, s := range v.Sides {
		if s.ID == id {
			return s.Name
		}
	}
	return id
}

// ticked lists the ticked combatants in turn order.
func (t *encounterTracker) ticked() []string {
	var out []string
	for _, r := range t.view.Rows {
		if t.selected[r.ID] {
			out = append(out, r.ID)
		}
	}
	return out
}

func (t *encounterTracker) tickAll(on bool) {
	for _, r := range t.view.Rows {
		t.selected[r.ID] = on
	}
	t.renderRows(t.view)
	t.tickChanged()
}

// tickChanged tells the open form that the ticked combatants changed (a
// preview of the targets follows them).
func (t *encounterTracker) tickChanged() {
	if t.current != nil && t.current.onTick != nil {
		t.current.onTick()
	}
}

// showForm opens an action form beside the turn order.
func (t *encounterTracker) showForm(f *eventForm) {
	if f == nil {
		return
	}
	t.current = f
	f.onEscape = t.closeForm
	apply := widget.NewButtonWithIcon(f.verb, theme.ConfirmIcon(), func() { t.submit(f) })
	apply.Importance = widget.HighImportance
	closeBtn := widget.NewButton("Close", t.closeForm)
	objs := []fyne.CanvasObject{widgets.Heading(f.title)}
	if f.hint != "" {
		objs = append(objs, widgets.Caption(f.hint))
	}
	objs = append(objs, widget.NewForm(f.items...))
	// The fields scroll; the buttons and the result line (a fixed height)
	// under them stay at the pane's foot, so a result, a roll or a preview
	// that grows moves no button.
	t.formBox.Objects = objs
	t.formBox.Refresh()
	t.formFoot.Objects = []fyne.CanvasObject{widget.NewSeparator(), f.rolled, container.NewHBox(apply, closeBtn), fixedLines(f.message, resultLines)}
	t.formFoot.Refresh()
	if t.formPane != nil {
		t.formPane.Refresh() // the foot's height is known now: lay the pane out again
	}
	// A wrapped hint knows its height only once it has its width: lay the
	// form out again so a long hint does not run into the fields.
	t.formBox.Refresh()
	if t.formScroll != nil {
		t.formScroll.ScrollToTop() // not blank below an old form's scroll position
	}
}

// resultLines is the height, in lines, of a form's result line under its
// buttons; a longer result scrolls there.
const resultLines = 3

// fixedLines holds a wrapped label in a box n lines high, whatever its
// text: a line that changes moves nothing around it.
func fixedLines(l *widget.Label, n int) fyne.CanvasObject {
	l.Wrapping = fyne.TextWrapWord
	sample := widget.NewLabel(strings.TrimSuffix(strings.Repeat("X\n", n), "\n"))
	sample.SizeName = l.SizeName
	s := container.NewVScroll(l)
	s.SetMinSize(fyne.NewSize(0, sample.MinSize().Height))
	return s
}

// closeForm closes the open action form.
func (t *encounterTracker) closeForm() {
	t.current = nil
	t.formBox.Objects, t.formFoot.Objects = nil, nil
	t.formBox.Refresh()
	t.formFoot.Refresh()
	if t.formPane != nil {
		t.formPane.Refresh()
	}
}

// submit builds the form's events and applies them; bad input and refused
// events are shown on the form, which stays open for the next one.
func (t *encounterTracker) submit(f *eventForm) error {
	events, err := f.build()
	if err != nil {
		showError(f.message, "", err)
		return err
	}
	if err := t.apply(events...); err != nil {
		return err
	}
	f.message.Importance = widget.SuccessImportance
	f.message.SetText(t.lastLine())
	if f.after != nil {
		f.after()
	}
	return nil
}

// settingTrackerWindowSize keeps the tracker window's size ("WIDTHxHEIGHT")
// from one encounter to the next.
const settingTrackerWindowSize = "ui.window.tracker"
