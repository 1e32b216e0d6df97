package evening

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/model/packs"
	"sessionzero/rules/content"
	eve "sessionzero/rules/evening"
	"sessionzero/ui/catalogs"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// This file is the Evening catalog window (Tools → Evening catalog…): one
// tab per catalog kind of specs/evening.md §2, each a filterable list of
// the library's own entries and the shipped samples beside a form, and a
// content pack's export and import. The list, status line, rows and file
// dialogs are ui/catalogs'; the builder's pickers read the rows saved here.

// field is one input of a kind's form (ui/catalogs' form machinery); the
// Evening-only kinds are Custom fields with the codecs below.
type field = catalogs.Field

// kindSpec is one catalog kind's tab.
type kindSpec struct {
	kind, title, newLabel string
	fields                []field
}

// kindIntros say what the book gives of each kind, above its form.
var kindIntros = map[string]string{
	eve.KindOrigin:      "Origin levels come at 1, 5, 9, 13 and 17 (Origins); the first origin brings its kit (Progression). The book names no origin.",
	eve.KindClass:       "Classes \"determine your combat baselines: defense, health, and reserves\" (Progression) but the book gives no numbers. Class levels at 1, 5, 9, 13, 17 and 20 (Classes).",
	eve.KindDiscipline:  "Discipline levels come at 2, 6, 10, 14 and 18 (Discipline); the first discipline brings its kit.",
	eve.KindFocus:       "Focus levels come at 3, 7, 11, 15 and 19 (Focus); the first focus brings its kit.",
	eve.KindAptitude:    "The book names only Athletics (Combat) and Medicine (Death); every other aptitude is your table's.",
	eve.KindBaseFeature: "Base features come at 4, 8, 12, 16 and 20 (Progression); the book gives none, so they are free text.",
	eve.KindFormat:      "A format has a name, a setup, a showtime and a downtime (Formats); a class names its format (Classes).",
	eve.KindItem:        "The book names no items or weapons. Load 0–3 (Equipment); range bands Touch 1 … Long 30 squares (Movement).",
}

var kitFields = []field{
	{Key: "kit.text", Label: "Kit", Hint: "the extra benefits of the first feature of this kind (Progression)", Kind: catalogs.Long},
	{Key: "kit.aptitudes", Label: "Kit aptitudes", Hint: "granted: Athletics, Medicine", Kind: catalogs.Strings},
	{Key: "kit.aptitude_options", Label: "Aptitude options", Hint: "offered in step 4 (Character Creation)", Kind: catalogs.Strings},
	{Key: "kit.wealth_aptitudes", Label: "Wealth aptitudes", Hint: "granted (Equipment)", Kind: catalogs.Strings},
	{Key: "kit.asset_bases", Label: "Asset bases", Hint: "supplies 1, lore 1 (Equipment)", Kind: catalogs.Custom, Codec: numMapCodec},
	{Key: "kit.resources", Label: "Resources", Hint: "Influence 1 (Resources)", Kind: catalogs.Custom, Codec: numMapCodec},
	{Key: "kit.items", Label: "Kit items", Hint: "name and load 0–3: Rope 1, Spear 2", Kind: catalogs.Custom, Codec: itemsCodec},
}

func featureKind(kind, title, newLabel string, levels int, extra ...field) kindSpec {
	fs := []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text},
		{Key: "description", Label: "Description", Kind: catalogs.Long},
		{Key: "prerequisites", Label: "Prerequisites", Hint: "the narrator ticks \"qualifies\" (Origins; Classes)", Kind: catalogs.Text},
	}
	fs = append(fs, extra...)
	fs = append(fs, kitFields...)
	fs = append(fs, field{Key: "features", Label: "Features", Kind: catalogs.Custom, Codec: featuresCodec,
		Hint: fmt.Sprintf("one a line, level 1–%d: 1 | Name | what it does", levels)},
		field{Key: "source", Label: "Source", Hint: "where it comes from", Kind: catalogs.Text})
	return kindSpec{kind: kind, title: title, newLabel: newLabel, fields: fs}
}

// catalogKinds are the tabs, in the spec's order. GM cards (stat blocks,
// challenges, threads) have their own window (gmcards.go).
var catalogKinds = []kindSpec{
	featureKind(eve.KindOrigin, "Origins", "New origin", 5,
		field{Key: "size", Label: "Size", Kind: catalogs.Select, Options: eve.SizeNames()},
		field{Key: "speeds", Label: "Speeds", Hint: "base 8, flight 10 (Movement)", Kind: catalogs.Custom, Codec: speedsCodec}),
	featureKind(eve.KindClass, "Classes", "New class", 6,
		field{Key: "format", Label: "Format", Hint: "the name of a format (Classes)", Kind: catalogs.Text},
		field{Key: "health_first", Label: "Health at first level", Hint: "the book gives no number", Kind: catalogs.Int},
		field{Key: "health_per_level", Label: "Health per level", Hint: "each later class level", Kind: catalogs.Int},
		field{Key: "defense_modifier", Label: "Defense modifier", Hint: "-20…20 (Defense)", Kind: catalogs.Int},
		field{Key: "reserve_die", Label: "Reserve die", Kind: catalogs.Select, Options: []string{"4", "6", "8", "10", "12"}}),
	featureKind(eve.KindDiscipline, "Disciplines", "New discipline", 5),
	featureKind(eve.KindFocus, "Foci", "New focus", 5),
	{kind: eve.KindAptitude, title: "Aptitudes", newLabel: "New aptitude", fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text},
		{Key: "description", Label: "Description", Kind: catalogs.Long},
		{Key: "wealth", Label: "Wealth aptitude (Equipment)", Kind: catalogs.Bool},
		{Key: "attack", Label: "Attack aptitude (Combat)", Kind: catalogs.Bool},
		{Key: "defense_when", Label: "Adds to defense when", Hint: "as the book's Defense section allows", Kind: catalogs.Text},
		{Key: "usual_ability", Label: "Usual ability", Kind: catalogs.Select, Options: []string{"finesse", "prowess", "resolve"}},
		{Key: "usual_attribute", Label: "Usual attribute", Kind: catalogs.Select, Options: []string{"body", "mind"}},
		{Key: "source", Label: "Source", Kind: catalogs.Text},
	}},
	{kind: eve.KindBaseFeature, title: "Base features", newLabel: "New base feature", fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text},
		{Key: "text", Label: "Text", Hint: "base features are free text", Kind: catalogs.Long},
	}},
	{kind: eve.KindFormat, title: "Formats", newLabel: "New format", fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text},
		{Key: "setup", Label: "Setup", Hint: "how you get started (Formats)", Kind: catalogs.Long},
		{Key: "showtime", Label: "Showtime", Hint: "the play structure (Formats)", Kind: catalogs.Long},
		{Key: "downtime", Label: "Downtime", Hint: "rest and recuperation (Formats)", Kind: catalogs.Long},
		{Key: "source", Label: "Source", Kind: catalogs.Text},
	}},
	{kind: eve.KindItem, title: "Items and weapons", newLabel: "New item", fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text},
		{Key: "load", Label: "Load", Kind: catalogs.Select, Options: []string{"0", "1", "2", "3"}, Hint: "0 miniscule … 3 large and bulky (Equipment)"},
		{Key: "asset_kind", Label: "Asset kind", Kind: catalogs.Select, Options: eve.AssetKinds},
		{Key: "damage", Label: "Weapon damage", Hint: "2d6+2 or a flat 10 (Combat › Damage & Health)", Kind: catalogs.Text},
		{Key: "damage_type", Label: "Damage type", Kind: catalogs.Text},
		{Key: "reach", Label: "Reach (squares)", Hint: "melee: Adjacent is 2 (Movement)", Kind: catalogs.Int},
		{Key: "range", Label: "Range", Kind: catalogs.Select, Options: rangeBandNames()},
		{Key: "long_range", Label: "Long range", Kind: catalogs.Select, Options: rangeBandNames()},
		{Key: "one_handed", Label: "One-handed", Kind: catalogs.Bool},
	}},
}

func rangeBandNames() []string {
	var out []string
	for _, b := range eve.RangeBands {
		out = append(out, b.Name)
	}
	return out
}

// catEntry is one entry of a tab: a row of the library or a sample.
type catEntry struct {
	name   string
	data   json.RawMessage
	id     int64 // 0 for a sample
	sample bool
}

// catalogWindow is the Evening catalog window.
type catalogWindow struct {
	h      plugin.Host
	win    fyne.Window
	tabs   *container.AppTabs
	status *widget.Label
	kinds  []*kindEditor
}

// kindEditor is one tab: its list and form.
type kindEditor struct {
	cw       *catalogWindow
	spec     kindSpec
	list     *catalogs.List
	entries  []catEntry
	selected int // index into entries; -1 for a new entry
	inputs   map[string]fyne.CanvasObject
	note     *widget.Label // the sample's note
	problems *widget.Label
	save     *widget.Button
	del      *widget.Button
	right    *fyne.Container
}

// openCatalog opens the window on the library's catalog.
func openCatalog(h plugin.Host) *catalogWindow {
	cw := &catalogWindow{h: h}
	cw.win = h.App().NewWindow("Evening catalog")
	cw.status = catalogs.NewStatus()
	var tabs []*container.TabItem
	for _, spec := range catalogKinds {
		ke := cw.newKindEditor(spec)
		cw.kinds = append(cw.kinds, ke)
		tabs = append(tabs, container.NewTabItem(spec.title, ke.content()))
	}
	cw.tabs = container.NewAppTabs(tabs...)
	cw.tabs.SetTabLocation(container.TabLocationLeading)
	bottom := container.NewBorder(widget.NewSeparator(), nil, nil,
		catalogs.PackButtons(cw.askExport, cw.askImport), cw.status)
	cw.win.SetContent(container.NewBorder(nil, bottom, nil, nil, cw.tabs))
	cw.win.Resize(fyne.NewSize(1100, 700))
	cw.reload()
	cw.win.Show()
	return cw
}

// editor is the tab of a kind.
func (cw *catalogWindow) editor(kind string) *kindEditor {
	for _, k := range cw.kinds {
		if k.spec.kind == kind {
			return k
		}
	}
	return nil
}

func (cw *catalogWindow) say(bad bool, format string, a ...any) {
	catalogs.SetStatus(cw.status, bad, format, a...)
}

// reload reads every tab's entries again, keeping each tab's selection.
func (cw *catalogWindow) reload() {
	for _, k := range cw.kinds {
		name := ""
		if k.selected >= 0 && k.selected < len(k.entries) {
			name = k.entries[k.selected].name
		}
		if err := k.load(); err != nil {
			cw.say(true, "%v", err)
		}
		k.selectName(name)
	}
}

func (cw *catalogWindow) newKindEditor(spec kindSpec) *kindEditor {
	k := &kindEditor{cw: cw, spec: spec, selected: -1, inputs: map[string]fyne.CanvasObject{}}
	k.list = catalogs.NewList(spec.title, spec.newLabel, func() { k.show(-1) })
	k.list.OnSelected = func(i int) { k.show(i) }
	return k
}

func (k *kindEditor) content() fyne.CanvasObject {
	form := catalogs.NewForm(k.spec.fields, k.inputs)
	k.note = widget.NewLabel("")
	k.note.Wrapping = fyne.TextWrapWord
	k.note.Importance = widget.WarningImportance
	k.problems = widgets.Danger("")
	k.save = widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() { k.saveForm() })
	k.save.Importance = widget.HighImportance
	k.del = widget.NewButtonWithIcon("Delete…", theme.DeleteIcon(), func() { k.askDelete() })
	k.right = container.NewVBox(widgets.Explain(kindIntros[k.spec.kind]), k.note, form, k.problems, container.NewHBox(k.save, k.del))
	split := container.NewHSplit(k.list.Content(), container.NewVScroll(k.right))
	split.Offset = 0.3
	return split
}

// load reads the names of the library's rows of the kind (their JSON is
// read when one is opened, so 5,000 entries list within a frame), then
// lists them with the samples no row of the same name replaces.
func (k *kindEditor) load() error {
	rows, err := catalogs.Names(k.cw.h.Context(), k.cw.h.Store(), eve.ID, k.spec.kind)
	k.setRows(rows)
	return err
}

// setRows lists rows and the samples: the part of opening a tab that is
// the window's own work (the rows come from SQLite).
func (k *kindEditor) setRows(rows []model.Homebrew) {
	k.entries = make([]catEntry, 0, len(rows)+2)
	own := make(map[string]bool, len(rows))
	for _, r := range rows {
		k.entries = append(k.entries, catEntry{name: r.Name, data: r.Data, id: r.ID})
		own[strings.ToLower(r.Name)] = true
	}
	for _, s := range eve.Samples() {
		if s.Kind == k.spec.kind && !own[strings.ToLower(s.Name)] {
			k.entries = append(k.entries, catEntry{name: s.Name, data: s.Data, sample: true})
		}
	}
	items := make([]catalogs.Item, len(k.entries))
	for i, e := range k.entries {
		items[i] = catalogs.Item{Label: entryLabel(e), Sample: e.sample}
	}
	k.list.SetItems(items)
}

// entryLabel is how an entry shows in its list: its name, and samples
// say so. It reads no JSON, so a tab of 5,000 entries opens within a frame;
// a row the rules refuse says why when it is shown.
func entryLabel(e catEntry) string {
	if e.sample {
		return e.name + " — sample"
	}
	return e.name
}

// selectName selects the entry of that name, or shows an empty form.
func (k *kindEditor) selectName(name string) {
	k.list.UnselectAll()
	for i, e := range k.entries {
		if name != "" && strings.EqualFold(e.name, name) {
			k.list.Select(i)
			return
		}
	}
	k.show(-1)
}

// show fills the form with entry i (-1: a new, empty entry).
func (k *kindEditor) show(i int) {
	k.selected = i
	var e catEntry
	var readErr error
	if i >= 0 && i < len(k.entries) {
		if k.entries[i].id != 0 && k.entries[i].data == nil {
			k.entries[i].data, readErr = k.cw.h.Store().HomebrewData(k.cw.h.Context(), k.entries[i].id)
		}
		e = k.entries[i]
	}
	catalogs.Fill(k.spec.fields, k.inputs, e.data)
	switch {
	case e.sample:
		k.note.SetText(widgets.Shown(sampleNote(k.spec.kind, e)))
		k.note.Show()
	default:
		k.note.Hide()
	}
	k.problems.Hide()
	if i >= 0 {
		if readErr != nil {
			k.problems.SetText(widgets.Shown(readErr.Error()))
			k.problems.Show()
		} else if err := eve.ValidateCatalogJSON(k.spec.kind, e.data); err != nil {
			k.problems.SetText(widgets.Shown("The rules refuse this entry: " + err.Error()))
			k.problems.Show()
		} else if miss := missing(k.spec.kind, e.data); len(miss) > 0 {
			k.problems.SetText("Still to fill in: " + strings.Join(miss, ", ") + " (a character with it shows a problem).")
			k.problems.Show()
		}
	}
	if e.id != 0 {
		k.del.Enable()
	} else {
		k.del.Disable()
	}
	k.right.Refresh()
}

func sampleNote(kind string, e catEntry) string {
	var head struct {
		Source     string   `json:"source"`
		Incomplete []string `json:"incomplete"`
	}
	_ = json.Unmarshal(e.data, &head)
	note := "Sample shipped with the app"
	if strings.HasPrefix(head.Source, "book") {
		note = "Sample from the book (" + head.Source + ")"
	}
	note += ": the book names no " + map[string]string{eve.KindOrigin: "origins", eve.KindClass: "classes",
		eve.KindAptitude: "aptitude list", eve.KindFormat: "formats in full"}[kind] + "."
	if len(head.Incomplete) > 0 {
		note += " Placeholders: " + strings.Join(head.Incomplete, ", ") + "."
	}
	return note + " Edit it and save to keep your own copy in the library."
}

// missing names the numbers a class lacks (EVE-9).
func missing(kind string, data json.RawMessage) []string {
	if kind != eve.KindClass {
		return nil
	}
	var e eve.Entry
	if json.Unmarshal(data, &e) != nil {
		return nil
	}
	return e.MissingNumbers()
}

// nameNum is one "name n" of a field written "supplies 1, lore 2": an
// asset base, a speed, a kit item.
type nameNum struct {
	name string
	n    int
}

// namedNumbers is the codec of a field written "name n, name n": decode
// reads the JSON into pairs, encode writes pairs back as the JSON value.
func namedNumbers(decode func(raw json.RawMessage) []nameNum, encode func([]nameNum) any) *catalogs.Codec {
	return &catalogs.Codec{
		Show: func(raw json.RawMessage) string {
			var parts []string
			for _, p := range decode(raw) {
				parts = append(parts, fmt.Sprintf("%s %d", p.name, p.n))
			}
			return strings.Join(parts, ", ")
		},
		Read: func(label, text string) (any, bool, error) {
			var pairs []nameNum
			for _, p := range catalogs.SplitItems(text) {
				name, n, err := nameNumber(label, p)
				if err != nil {
					return nil, false, err
				}
				pairs = append(pairs, nameNum{name, n})
			}
			if len(pairs) == 0 {
				return nil, false, nil
			}
			return encode(pairs), true, nil
		},
	}
}

// namedList is the namedNumbers codec of a JSON list: pair reads an
// element's name and number, element makes one from them.
func namedList[T any](pair func(T) nameNum, element func(nameNum) T) *catalogs.Codec {
	return namedNumbers(func(raw json.RawMessage) []nameNum {
		var l []T
		_ = json.Unmarshal(raw, &l)
		var out []nameNum
		for _, e := range l {
			out = append(out, pair(e))
		}
		return out
	}, func(pairs []nameNum) any {
		l := make([]T, 0, len(pairs))
		for _, p := range pairs {
			l = append(l, element(p))
		}
		return l
	})
}

// lineList is the codec of a JSON list written one element a line: show
// writes an element's line, read makes one from a line that is not blank
// (false: the line is passed over).
func lineList[T any](show func(T) string, read func(label, line string) (T, bool, error)) *catalogs.Codec {
	return &catalogs.Codec{
		Show: func(raw json.RawMessage) string {
			var l []T
			_ = json.Unmarshal(raw, &l)
			lines := make([]string, 0, len(l))
			for _, e := range l {
				lines = append(lines, show(e))
			}
			return strings.Join(lines, "\n")
		},
		Read: func(label, text string) (any, bool, error) {
			var l []T
			for _, line := range strings.Split(text, "\n") {
				if strings.TrimSpace(line) == "" {
					continue
				}
				e, ok, err := read(label, line)
				if err != nil {
					return nil, false, err
				}
				if ok {
					l = append(l, e)
				}
			}
			return l, len(l) > 0, nil
		},
	}
}

// The codecs of the Evening-only fields.
var (
	numMapCodec = namedNumbers(func(raw json.RawMessage) []nameNum {
		var m map[string]int
		_ = json.Unmarshal(raw, &m)
		var out []nameNum
		for _, name := range sortedNames(m) {
			out = append(out, nameNum{name, m[name]})
		}
		return out
	}, func(pairs []nameNum) any {
		m := make(map[string]int, len(pairs))
		for _, p := range pairs {
			m[p.name] = p.n
		}
		return m
	})
	speedsCodec = namedList(func(s eve.Speed) nameNum { return nameNum{s.Kind, s.Squares} },
		func(p nameNum) eve.Speed { return eve.Speed{Kind: strings.ToLower(p.name), Squares: p.n} })
	itemsCodec = namedList(func(it eve.Item) nameNum { return nameNum{it.Name, it.Load} },
		func(p nameNum) eve.Item { return eve.Item{Name: p.name, Load: p.n} })
	// featuresCodec: one feature a line, "level | name | text".
	featuresCodec = lineList(func(ft eve.EntryFeature) string {
		line := fmt.Sprintf("%d | %s", ft.Level, ft.Name)
		if ft.Text != "" {
			line += " | " + ft.Text
		}
		return line
	}, func(label, line string) (eve.EntryFeature, bool, error) {
		parts := strings.SplitN(line, "|", 3)
		n, err := strconv.Atoi(strings.TrimSpace(parts[0]))
		if err != nil || len(parts) < 2 {
			return eve.EntryFeature{}, false, fmt.Errorf("%s: write each line as \"level | name | text\", not %q", label, strings.TrimSpace(line))
		}
		ft := eve.EntryFeature{Level: n, Name: strings.TrimSpace(parts[1])}
		if len(parts) > 2 {
			ft.Text = strings.TrimSpace(parts[2])
		}
		return ft, true, nil
	})
	// attacksCodec: a threat's attacks, one a line: "3d10+3, multiple
	// targets, certain, fire" (L806–818).
	attacksCodec = lineList(func(a eve.ThreatAttack) string {
		parts := []string{a.Dice}
		if a.Dice == "" {
			parts[0] = strconv.Itoa(a.Damage)
		}
		if a.MultipleTargets {
			parts = append(parts, "multiple targets")
		}
		if a.Certain {
			parts = append(parts, "certain")
		}
		if a.DamageType != "" {
			parts = append(parts, a.DamageType)
		}
		return strings.Join(parts, ", ")
	}, func(label, line string) (eve.ThreatAttack, bool, error) {
		parts := strings.Split(line, ",")
		expr := strings.TrimSpace(parts[0])
		if expr == "" {
			return eve.ThreatAttack{}, false, nil
		}
		if _, err := eve.ParseDamage(expr); err != nil {
			return eve.ThreatAttack{}, false, fmt.Errorf("%s: %w", label, err)
		}
		a := eve.ThreatAttack{Dice: expr}
		for _, p := range parts[1:] {
			switch w := strings.ToLower(strings.TrimSpace(p)); {
			case w == "":
			case strings.HasPrefix(w, "multiple"):
				a.MultipleTargets = true
			case w == "certain" || w == "unavoidable":
				a.Certain = true
			default:
				a.DamageType = strings.TrimSpace(p)
			}
		}
		return a, true, nil
	})
)

func sortedNames(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// nameNumber reads "Rope 1" as ("Rope", 1).
func nameNumber(label, part string) (string, int, error) {
	i := strings.LastIndex(part, " ")
	if i < 0 {
		return "", 0, fmt.Errorf("%s: %q needs a name and a number, e.g. \"supplies 1\"", label, part)
	}
	n, err := strconv.Atoi(strings.TrimSpace(part[i+1:]))
	if err != nil {
		return "", 0, fmt.Errorf("%s: %q does not end in a whole number", label, part)
	}
	return strings.TrimSpace(part[:i]), n, nil
}

// fromForm writes the form over the shown entry's JSON: keys the form
// does not know (and a sample's source) are kept as they came.
func (k *kindEditor) fromForm() (string, json.RawMessage, error) {
	var base json.RawMessage
	if k.selected >= 0 && k.selected < len(k.entries) {
		base = k.entries[k.selected].data
	}
	top, err := catalogs.Read(k.spec.fields, k.inputs, base)
	if err != nil {
		return "", nil, err
	}
	// A saved sample is the user's own entry: no longer a sample.
	delete(top, "sample")
	delete(top, "incomplete")
	var name string
	_ = json.Unmarshal(top["name"], &name)
	name = strings.TrimSpace(name)
	if name == "" {
		return "", nil, fmt.Errorf("give the %s a name", strings.ReplaceAll(k.spec.kind, "_", " "))
	}
	data, err := json.Marshal(top)
	if err != nil {
		return "", nil, err
	}
	if miss := missing(k.spec.kind, data); len(miss) > 0 {
		b, _ := json.Marshal(miss)
		top["incomplete"] = b
		data, _ = json.Marshal(top)
	}
	if err := eve.ValidateCatalogJSON(k.spec.kind, data); err != nil {
		return "", nil, err
	}
	return name, data, nil
}

// saveForm stores the form as the library's own entry; a renamed entry
// replaces its old row.
func (k *kindEditor) saveForm() bool {
	name, data, err := k.fromForm()
	if err != nil {
		k.cw.say(true, "Not saved: %v", err)
		return false
	}
	var oldID int64
	oldName := ""
	if k.selected >= 0 && k.selected < len(k.entries) {
		oldID, oldName = k.entries[k.selected].id, k.entries[k.selected].name
	}
	h := model.Homebrew{System: eve.ID, Kind: k.spec.kind, Name: name, Data: data}
	if err := catalogs.SaveRow(k.cw.h.Context(), k.cw.h.Store(), h, oldID, oldName); err != nil {
		k.cw.say(true, "Not saved: %v", err)
		return false
	}
	if err := k.load(); err != nil {
		k.cw.say(true, "%v", err)
	}
	k.selectName(name)
	msg := "Saved " + name + "."
	if miss := missing(k.spec.kind, data); len(miss) > 0 {
		msg += " Still to fill in: " + strings.Join(miss, ", ") + "."
	}
	k.cw.say(false, "%s", msg)
	refreshEveningBuilder(k.cw.h)
	return true
}

func (k *kindEditor) askDelete() {
	if k.selected < 0 || k.selected >= len(k.entries) || k.entries[k.selected].id == 0 {
		return
	}
	e := k.entries[k.selected]
	catalogs.DeleteRow(k.cw.h.Context(), k.cw.h.Store(), k.cw.status, e.id, e.name, "Characters who have "+e.name+" keep their own copy of it.",
		confirmDelete, k.cw.win, func() {
			if err := k.load(); err != nil {
				k.cw.say(true, "%v", err)
			}
			k.selectName(e.name) // a sample of that name comes back
			refreshEveningBuilder(k.cw.h)
		})
}

// confirmDelete asks before deleting; tests replace it to answer at once.
var confirmDelete = func(w fyne.Window, title, message string, ok func()) {
	widgets.Confirm(title, message, func(yes bool) {
		if yes {
			ok()
		}
	}, w)
}

// refreshEveningBuilder rebuilds the open Evening builder after the
// catalog changed, so its pickers list what was saved.
func refreshEveningBuilder(h plugin.Host) {
	if ch, ok := h.OpenCharacter(); ok && ch.System == eve.ID {
		h.RefreshBuilder()
	}
}

// packKinds are the kinds a pack carries: the catalog's and the GM cards'.
var packKinds = eve.CatalogKinds

// exportPack writes the library's own Evening entries (not the samples,
// which ship with the app) as a content pack; rows the rules refuse are
// left out and counted.
func exportPack(h plugin.Host, name string) ([]byte, int, int, error) {
	p := eve.Pack{Name: name}
	skipped := 0
	for _, kind := range packKinds {
		rows, err := catalogs.Rows(h.Context(), h.Store(), eve.ID, kind)
		if err != nil {
			return nil, 0, 0, err
		}
		for _, r := range rows {
			if eve.ValidateCatalogJSON(kind, r.Data) != nil {
				skipped++
				continue
			}
			p.Entries = append(p.Entries, eve.PackEntry{Kind: kind, Name: r.Name, Data: r.Data})
		}
	}
	b, err := eve.EncodeContentPack(p)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("exporting the Evening catalog: %w", err)
	}
	return b, len(p.Entries), skipped, nil
}

func (cw *catalogWindow) askExport() {
	b, n, skipped, err := exportPack(cw.h, "Session Zero Evening catalog")
	if err != nil {
		cw.say(true, "Export refused: %v", err)
		return
	}
	catalogs.AskExport(cw.win, "evening-content.json", b, func(file string, err error) {
		if err != nil {
			cw.say(true, "%v", err)
			return
		}
		msg := fmt.Sprintf("Exported %s to %s.", entryCount(n), file)
		if skipped > 0 {
			msg += fmt.Sprintf(" %s the rules refuse stayed out.", entryCount(skipped))
		}
		cw.say(false, "%s", msg)
	})
}

func (cw *catalogWindow) askImport() {
	catalogs.AskImport(cw.win, func(name string, b []byte) { cw.importPack(name, b) },
		func(err error) { cw.say(true, "%v", err) })
}

// importPack stores a pack's good entries in one transaction (replacing entries of the same
// kind and name) and names each refused one with its reason.
func (cw *catalogWindow) importPack(file string, b []byte) (int, []content.Problem) {
	res, err := packs.ImportOf(cw.h.Context(), cw.h.Store(), eve.ID, file, b, nil)
	if err != nil {
		cw.say(true, "%s was refused: %v", file, err)
		return 0, nil
	}
	cw.reload()
	msg := fmt.Sprintf("Imported %s from %s.", entryCount(res.Imported), file)
	if len(res.Refused) > 0 {
		var reasons []string
		for _, pr := range res.Refused {
			reasons = append(reasons, pr.String())
		}
		msg += fmt.Sprintf(" Refused %d: %s.", len(res.Refused), strings.Join(reasons, "; "))
	}
	cw.say(len(res.Refused) > 0, "%s", widgets.Shown(msg))
	refreshEveningBuilder(cw.h)
	return res.Imported, res.Refused
}

// entryCount is "1 entry" or "n entries".
func entryCount(n int) string {
	if n == 1 {
		return "1 entry"
	}
	return fmt.Sprintf("%d entries", n)
}
