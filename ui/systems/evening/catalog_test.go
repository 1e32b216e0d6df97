//go:build ci

package evening

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	eve "sessionzero/rules/evening"
	"sessionzero/ui/catalogs"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
)

// answerYes makes the delete confirmation answer at once.
func answerYes(t *testing.T) {
	t.Helper()
	old := confirmDelete
	confirmDelete = func(_ fyne.Window, _, _ string, ok func()) { ok() }
	t.Cleanup(func() { confirmDelete = old })
}

func typeIn(t *testing.T, k *kindEditor, key, text string) {
	t.Helper()
	setField(t, k.inputs, k.spec.kind+" "+key, key, text)
}

// setField types or picks text in a form's input as a user would.
func setField(t *testing.T, inputs map[string]fyne.CanvasObject, what, key, text string) {
	t.Helper()
	switch in := inputs[key].(type) {
	case *widget.Entry:
		in.SetText("")
		test.Type(in, text)
	case *widget.Select:
		in.SetSelected(text)
	case *widget.Check:
		in.SetChecked(text == "true")
	case *catalogs.CheckGrid:
		in.SetSelected(catalogs.SplitItems(text))
	default:
		t.Fatalf("%s: no input", what)
	}
}

// runTool runs the Tools menu item labelled label and closes the window
// titled title it must open.
func runTool(t *testing.T, label, title string) {
	t.Helper()
	l, _, _ := libtest.New(t)
	libtest.RunTool(t, l, label)
	for _, w := range l.App().Driver().AllWindows() {
		if w.Title() == title {
			w.Close()
			return
		}
	}
	t.Fatalf("%s opened no %s window", label, title)
}

func homebrew(t *testing.T, store *model.Store, kind string) map[string]map[string]any {
	t.Helper()
	rows, err := store.HomebrewEntries(context.Background(), eve.ID, kind)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]any{}
	for _, r := range rows {
		m := map[string]any{}
		if err := json.Unmarshal(r.Data, &m); err != nil {
			t.Fatal(err)
		}
		out[r.Name] = m
	}
	return out
}

// TestCatalogFromTheToolsMenu: the window is a registered tool.
func TestCatalogFromTheToolsMenu(t *testing.T) { runTool(t, "Evening catalog…", "Evening catalog") }

// TestCatalogEditorsSaveAndTheBuilderPicks: a sample class completed and
// saved becomes the library's own class, weapons and origins are saved
// with their fields, bad input is refused with the reason and nothing is
// saved, and the builder's pickers offer what was saved.
func TestCatalogEditorsSaveAndTheBuilderPicks(t *testing.T) {
	answerYes(t)
	l, _, store := libtest.New(t)
	cw := openCatalog(l)
	t.Cleanup(cw.win.Close)
	cw.win.Resize(fyne.NewSize(1280, 720))

	classes := cw.editor(eve.KindClass)
	cw.tabs.SelectIndex(1)
	if classes.list.Len() != 1 {
		t.Fatalf("classes.list.Len() != 1: classes tab lists %+v", classes.entries)
	}
	if !strings.Contains(entryLabel(classes.entries[0]), "Sample class — sample") {
		t.Fatalf(`!strings.Contains(entryLabel(classes.entries[0]), "Sample class — sample"): classes tab lists %+v`, classes.entries)
	}
	classes.list.Select(0)
	if !classes.note.Visible() {
		t.Fatalf("!classes.note.Visible(): the sample is not marked: %q", classes.note.Text)
	}
	if !strings.Contains(classes.note.Text, "Sample") {
		t.Fatalf(`!strings.Contains(classes.note.Text, "Sample"): the sample is not marked: %q`, classes.note.Text)
	}
	if !classes.del.Disabled() {
		t.Fatalf("!classes.del.Disabled(): the sample is not marked: %q", classes.note.Text)
	}
	typeIn(t, classes, "name", "Knight")
	typeIn(t, classes, "health_first", "10")
	typeIn(t, classes, "health_per_level", "5")
	typeIn(t, classes, "defense_modifier", "1")
	typeIn(t, classes, "reserve_die", "10")
	typeIn(t, classes, "kit.aptitudes", "Athletics")
	typeIn(t, classes, "kit.asset_bases", "supplies 1")
	typeIn(t, classes, "features", "1 | Shield wall | Allies adjacent gain cover\n5 | Bulwark")
	test.Tap(classes.save)
	got := homebrew(t, store, eve.KindClass)["Knight"]
	if got == nil {
		t.Fatalf("got == nil: saved Knight %v, status %q", got, cw.status.Text)
	}
	if got["reserve_die"] != 10.0 {
		t.Fatalf(`got["reserve_die"] != 10.0: saved Knight %v, status %q`, got, cw.status.Text)
	}
	if got["health_first"] != 10.0 {
		t.Fatalf(`got["health_first"] != 10.0: saved Knight %v, status %q`, got, cw.status.Text)
	}
	if got["sample"] != nil {
		t.Fatalf(`got["sample"] != nil: saved Knight %v, status %q`, got, cw.status.Text)
	}
	if got["incomplete"] != nil {
		t.Fatalf(`got["incomplete"] != nil: saved Knight %v, status %q`, got, cw.status.Text)
	}
	if fmt.Sprint(got["kit"]) != "map[aptitude_options:[Medicine] aptitudes:[Athletics] asset_bases:map[supplies:1] text:Pick your class's kit.]" {
		t.Fatalf(`fmt.Sprint(got["kit"]) != "map[aptitude_options:[Medicine] aptitudes:[Athletics] asset_bases:map[supplies:1] text:Pick your class's kit.]": saved Knight %v, status %q`, got, cw.status.Text)
	}
	if len(got["features"].([]any)) != 2 {
		t.Fatalf(`len(got["features"].([]any)) != 2: saved Knight %v, status %q`, got, cw.status.Text)
	}
	if !strings.Contains(cw.status.Text, "Saved Knight.") {
		t.Fatalf(`!strings.Contains(cw.status.Text, "Saved Knight."): status %q, %d classes (the Knight and the sample)`, cw.status.Text, classes.list.Len())
	}
	if classes.list.Len() != 2 {
		t.Errorf("classes.list.Len() != 2: status %q, %d classes (the Knight and the sample)", cw.status.Text, classes.list.Len())
	}

	// Bad input: the reason, nothing saved. "Class … feature levels 1–6" (spec §2, L279–285).
	for _, bad := range []struct{ key, text, want string }{
		{"features", "7 | Too late", `level of feature "Too late" is 7, allowed 1 to 6`},
		{"health_first", "ten", `"ten" is not a whole number`},
		{"kit.asset_bases", "gold 1", "not an asset kind"},
		{"name", " ", "give the class a name"},
	} {
		test.Tap(classes.list.New)
		typeIn(t, classes, "name", "Broken")
		typeIn(t, classes, bad.key, bad.text)
		if classes.saveForm() {
			t.Fatalf("classes.saveForm(): %s %q: status %q, want %q", bad.key, bad.text, cw.status.Text, bad.want)
		}
		if !strings.Contains(cw.status.Text, bad.want) {
			t.Errorf("!strings.Contains(cw.status.Text, bad.want): %s %q: status %q, want %q", bad.key, bad.text, cw.status.Text, bad.want)
		}
	}
	if _, ok := homebrew(t, store, eve.KindClass)["Broken"]; ok {
		t.Error("a refused class was saved")
	}

	// An incomplete class is kept and says what is missing (EVE-9).
	test.Tap(classes.list.New)
	typeIn(t, classes, "name", "Wanderer")
	test.Tap(classes.save)
	{
		w := homebrew(t, store, eve.KindClass)["Wanderer"]
		if w == nil {
			t.Fatalf("w == nil: Wanderer %v, status %q", w, cw.status.Text)
		}
		if len(w["incomplete"].([]any)) != 4 {
			t.Fatalf(`len(w["incomplete"].([]any)) != 4: Wanderer %v, status %q`, w, cw.status.Text)
		}
		if !strings.Contains(cw.status.Text, "Still to fill in: health_first") {
			t.Errorf(`!strings.Contains(cw.status.Text, "Still to fill in: health_first"): Wanderer %v, status %q`, w, cw.status.Text)
		}
	}

	// A weapon (L554–559, L603–609).
	items := cw.editor(eve.KindItem)
	test.Tap(items.list.New)
	typeIn(t, items, "name", "Spear")
	typeIn(t, items, "load", "2")
	typeIn(t, items, "damage", "1d8")
	typeIn(t, items, "damage_type", "piercing")
	typeIn(t, items, "reach", "2")
	typeIn(t, items, "range", "Close")
	typeIn(t, items, "one_handed", "true")
	test.Tap(items.save)
	{
		s := homebrew(t, store, eve.KindItem)["Spear"]
		if s == nil {
			t.Fatalf("s == nil: Spear %v, status %q", s, cw.status.Text)
		}
		if s["load"] != 2.0 {
			t.Fatalf(`s["load"] != 2.0: Spear %v, status %q`, s, cw.status.Text)
		}
		if s["damage"] != "1d8" {
			t.Fatalf(`s["damage"] != "1d8": Spear %v, status %q`, s, cw.status.Text)
		}
		if s["one_handed"] != true {
			t.Fatalf(`s["one_handed"] != true: Spear %v, status %q`, s, cw.status.Text)
		}
		if s["range"] != "Close" {
			t.Fatalf(`s["range"] != "Close": Spear %v, status %q`, s, cw.status.Text)
		}
	}
	test.Tap(items.list.New)
	typeIn(t, items, "name", "Anvil")
	typeIn(t, items, "damage", "2q6")
	if items.saveForm() {
		t.Fatalf("items.saveForm(): a bad damage expression: %q", cw.status.Text)
	}
	if !strings.Contains(cw.status.Text, "damage") {
		t.Errorf(`!strings.Contains(cw.status.Text, "damage"): a bad damage expression: %q`, cw.status.Text)
	}

	// An origin with its size and speeds ("base (8), flight (10)", L595).
	origins := cw.editor(eve.KindOrigin)
	test.Tap(origins.list.New)
	typeIn(t, origins, "name", "Skyborn")
	typeIn(t, origins, "size", "Small")
	typeIn(t, origins, "speeds", "base 8, flight 10")
	typeIn(t, origins, "kit.aptitude_options", "Athletics, Medicine, Lore")
	test.Tap(origins.save)
	{
		o := homebrew(t, store, eve.KindOrigin)["Skyborn"]
		if o == nil {
			t.Fatalf("o == nil: Skyborn %v, status %q", o, cw.status.Text)
		}
		if fmt.Sprint(o["speeds"]) != "[map[kind:base squares:8] map[kind:flight squares:10]]" {
			t.Fatalf(`fmt.Sprint(o["speeds"]) != "[map[kind:base squares:8] map[kind:flight squares:10]]": Skyborn %v, status %q`, o, cw.status.Text)
		}
	}
	typeIn(t, origins, "speeds", "hover 3")
	if origins.saveForm() {
		t.Fatalf("origins.saveForm(): a bad speed kind: %q", cw.status.Text)
	}
	if !strings.Contains(cw.status.Text, `speed 1 is "hover", use base, flight`) {
		t.Errorf("!strings.Contains(cw.status.Text, `speed 1 is \"hover\", use base, flight`): a bad speed kind: %q", cw.status.Text)
	}

	// The book's aptitudes are samples; the discipline and focus tabs save too.
	apt := cw.editor(eve.KindAptitude)
	if apt.list.Len() != 2 {
		t.Fatalf("apt.list.Len() != 2: aptitudes %+v", apt.entries)
	}
	if !strings.Contains(entryLabel(apt.entries[0]), "Athletics — sample") {
		t.Errorf(`!strings.Contains(entryLabel(apt.entries[0]), "Athletics — sample"): aptitudes %+v`, apt.entries)
	}
	for _, kind := range []string{eve.KindDiscipline, eve.KindFocus} {
		k := cw.editor(kind)
		test.Tap(k.list.New)
		typeIn(t, k, "name", "Way of "+kind)
		typeIn(t, k, "prerequisites", "a mentor")
		test.Tap(k.save)
		if homebrew(t, store, kind)["Way of "+kind] == nil {
			t.Errorf("%s not saved: %q", kind, cw.status.Text)
		}
	}

	// The builder's pickers read the catalog: the Knight, Skyborn and
	// the disciplines and foci are offered, the samples still marked.
	cat := loadCatalog(plugin.BuilderContext{Store: store})
	var names []string
	for _, kind := range []string{eve.KindOrigin, eve.KindClass, eve.KindDiscipline, eve.KindFocus} {
		for _, e := range cat[kind] {
			names = append(names, e.Name)
		}
	}
	if got := strings.Join(names, ","); got != "Sample origin,Skyborn,Sample class,Knight,Wanderer,Way of discipline,Way of focus" {
		t.Errorf("the builder offers %s", got)
	}

	// Rename replaces the row; delete brings nothing back but the sample.
	classes.selectName("Knight")
	typeIn(t, classes, "name", "Paladin")
	test.Tap(classes.save)
	rows := homebrew(t, store, eve.KindClass)
	if rows["Knight"] != nil {
		t.Fatalf(`rows["Knight"] != nil: after the rename: %v`, rows)
	}
	if rows["Paladin"] == nil {
		t.Errorf(`rows["Paladin"] == nil: after the rename: %v`, rows)
	}
	test.Tap(classes.del)
	if homebrew(t, store, eve.KindClass)["Paladin"] != nil {
		t.Fatalf(`homebrew(t, store, eve.KindClass)["Paladin"] != nil: delete: %q`, cw.status.Text)
	}
	if !strings.Contains(cw.status.Text, "Deleted Paladin") {
		t.Errorf(`!strings.Contains(cw.status.Text, "Deleted Paladin"): delete: %q`, cw.status.Text)
	}
	{
		m := cw.win.Content().MinSize()
		if m.Width > 1280 {
			t.Fatalf("m.Width > 1280: the catalog needs %v", m)
		}
		if m.Height > 720 {
			t.Errorf("m.Height > 720: the catalog needs %v", m)
		}
	}
}

// TestScreenshotEveningCatalog renders the catalog window on a class of
// the library beside the shipped sample (make screenshots).
func TestScreenshotEveningCatalog(t *testing.T) {
	l, _, store := libtest.New(t)
	if err := store.PutHomebrew(context.Background(), &model.Homebrew{System: eve.ID, Kind: eve.KindClass, Name: "Knight",
		Data: json.RawMessage(`{"name":"Knight","description":"Sworn to a banner.","health_first":10,"health_per_level":5,"defense_modifier":1,"reserve_die":10,"kit":{"text":"A sworn blade and a banner.","aptitudes":["Athletics"],"aptitude_options":["Medicine","Riding"],"asset_bases":{"equipment":1},"items":[{"name":"Longsword","load":2}]},"features":[{"level":1,"name":"Shield wall","text":"Adjacent allies gain limited cover."}]}`)}); err != nil {
		t.Fatal(err)
	}
	cw := openCatalog(l)
	t.Cleanup(cw.win.Close)
	cw.win.Resize(fyne.NewSize(1280, 720))
	cw.tabs.SelectIndex(1)
	cw.editor(eve.KindClass).selectName("Knight")
	uitest.CheckFits(t, "Evening catalog", cw.win.Canvas(), uitest.Laptop)
	uitest.Capture(t, cw.win, "evening-catalog")
	// The Classes tab lists the Knight beside the sample and opens it in
	// the editor, its kit and features as typed.
	shown := uitest.RichTextOf(cw.win.Content())
	for _, want := range []string{"Knight", "Sample class — sample", "2 entries", "Sworn to a banner.", "A sworn blade and a banner.",
		"Medicine, Riding", "Longsword 2", "1 | Shield wall | Adjacent allies gain limited cover."} {
		if !strings.Contains(shown, want) {
			t.Errorf("evening-catalog does not show %q; it draws:\n%s", want, shown)
		}
	}
}

// TestCatalogPacksRoundTrip: the export carries the library's own
// entries with their unknown fields (not the samples); another library
// imports the good entries of a pack and names each bad one with its
// reason; another format is refused whole.
func TestCatalogPacksRoundTrip(t *testing.T) {
	l, _, store := libtest.New(t)
	ctx := context.Background()
	for _, r := range []model.Homebrew{
		{System: eve.ID, Kind: eve.KindClass, Name: "Knight", Data: json.RawMessage(`{"name":"Knight","reserve_die":10,"health_first":10,"health_per_level":5,"defense_modifier":1,"house_rule":"kept"}`)},
		{System: eve.ID, Kind: eve.KindItem, Name: "Rope", Data: json.RawMessage(`{"name":"Rope","load":1}`)},
		{System: eve.ID, Kind: eve.KindItem, Name: "Anvil", Data: json.RawMessage(`{"name":"Anvil","load":9}`)},
	} {
		if err := store.PutHomebrew(ctx, &r); err != nil {
			t.Fatal(err)
		}
	}
	pack, n, skipped, err := exportPack(l, "test")
	if err != nil {
		t.Fatalf("err != nil: export: %v, %d entries, %d skipped", err, n, skipped)
	}
	if n != 2 {
		t.Fatalf("n != 2: export: %v, %d entries, %d skipped", err, n, skipped)
	}
	if skipped != 1 {
		t.Fatalf("skipped != 1: export: %v, %d entries, %d skipped", err, n, skipped)
	}
	for _, want := range []string{`"format": "sessionzero/evening-content"`, `"version": 1`, `"house_rule": "kept"`, `"Rope"`} {
		if !strings.Contains(string(pack), want) {
			t.Errorf("the pack lacks %s:\n%s", want, pack)
		}
	}
	if strings.Contains(string(pack), "Sample class") {
		t.Fatalf("strings.Contains(string(pack), \"Sample class\"): samples or refused rows exported:\n%s", pack)
	}
	if strings.Contains(string(pack), "Anvil") {
		t.Errorf("strings.Contains(string(pack), \"Anvil\"): samples or refused rows exported:\n%s", pack)
	}

	l2, _, store2 := libtest.New(t)
	cw := openCatalog(l2)
	t.Cleanup(cw.win.Close)
	{
		n, _ := cw.importPack("other.json", []byte(`{"format":"sessionzero/dragonhead-content","version":1}`))
		if n != 0 {
			t.Fatalf("n != 0: another format: %q", cw.status.Text)
		}
		if !strings.Contains(cw.status.Text, "other.json was refused") {
			t.Errorf(`!strings.Contains(cw.status.Text, "other.json was refused"): another format: %q`, cw.status.Text)
		}
	}
	{
		n, problems := cw.importPack("pack.json", pack)
		if n != 2 {
			t.Fatalf("n != 2: import: %d, %v, %q", n, problems, cw.status.Text)
		}
		if len(problems) != 0 {
			t.Fatalf("len(problems) != 0: import: %d, %v, %q", n, problems, cw.status.Text)
		}
	}
	{
		k := homebrew(t, store2, eve.KindClass)["Knight"]
		if k == nil {
			t.Fatalf("k == nil: Knight after the round trip: %v", k)
		}
		if k["house_rule"] != "kept" {
			t.Errorf(`k["house_rule"] != "kept": Knight after the round trip: %v`, k)
		}
	}
	if cw.editor(eve.KindClass).list.Len() != 2 {
		t.Errorf("the classes tab was not reloaded")
	}
	mixed := []byte(`{"format":"sessionzero/evening-content","version":1,"name":"mixed",
	 "items":[{"name":"Lantern","load":1},{"name":"Boulder","load":5},{"name":""}],
	 "aptitudes":[{"name":"Lore","wealth":true}]}`)
	n, problems := cw.importPack("mixed.json", mixed)
	if n != 2 {
		t.Fatalf("n != 2: mixed pack: %d, %v, %q", n, problems, cw.status.Text)
	}
	if len(problems) != 2 {
		t.Fatalf("len(problems) != 2: mixed pack: %d, %v, %q", n, problems, cw.status.Text)
	}
	if !strings.Contains(cw.status.Text, "Imported 2 entries from mixed.json. Refused 2") {
		t.Fatalf(`!strings.Contains(cw.status.Text, "Imported 2 entries from mixed.json. Refused 2"): mixed pack: %d, %v, %q`, n, problems, cw.status.Text)
	}
	if !strings.Contains(cw.status.Text, `items entry 2 "Boulder": load is 5, allowed 0 to 3`) {
		t.Errorf("!strings.Contains(cw.status.Text, `items entry 2 \"Boulder\": load is 5, allowed 0 to 3`): mixed pack: %d, %v, %q", n, problems, cw.status.Text)
	}
	if homebrew(t, store2, eve.KindItem)["Lantern"] == nil {
		t.Fatal(`homebrew(t, store2, eve.KindItem)["Lantern"] == nil:`, "the good entries of the mixed pack were not imported")
	}
	if homebrew(t, store2, eve.KindAptitude)["Lore"] == nil {
		t.Error(`homebrew(t, store2, eve.KindAptitude)["Lore"] == nil:`, "the good entries of the mixed pack were not imported")
	}
}

func put5000(t testing.TB, store *model.Store) {
	t.Helper()
	ctx := context.Background()
	for i := range 5000 {
		name := fmt.Sprintf("Sword %d", i)
		data := fmt.Sprintf(`{"name":%q,"load":%d,"damage":"1d8","asset_kind":"equipment"}`, name, i%4)
		if err := store.PutHomebrew(ctx, &model.Homebrew{System: eve.ID, Kind: eve.KindItem, Name: name, Data: json.RawMessage(data)}); err != nil {
			t.Fatal(err)
		}
	}
}

func bench5000(b *testing.B) (*kindEditor, *model.Store) {
	l, _, store := libtest.New(b)
	put5000(b, store)
	cw := openCatalog(l)
	b.Cleanup(cw.win.Close)
	return cw.editor(eve.KindItem), store
}

// BenchmarkCatalog5000List lists 5,000 items in the catalog tab and
// filters them once (the tab's own work).
func BenchmarkCatalog5000List(b *testing.B) {
	items, store := bench5000(b)
	rows, err := store.HomebrewNames(context.Background(), eve.ID, eve.KindItem)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		items.setRows(rows)
		items.list.SetFilter("sword 12")
		items.list.SetFilter("")
	}
}

// TestBuilderTakesFromTheCatalog: a class and a weapon saved in the
// catalog are offered by the builder; taking the class keeps a copy of
// its entry (spec §2) and applies its kit (L159); step 4 offers the
// catalog's aptitudes and copies their defense_when; taking the weapon
// adds it to the inventory and as an attack.
func TestBuilderTakesFromTheCatalog(t *testing.T) {
	store := uitest.Store(t)
	ctx := context.Background()
	for _, r := range []model.Homebrew{
		{System: eve.ID, Kind: eve.KindClass, Name: "Knight", Data: json.RawMessage(`{"name":"Knight","reserve_die":10,"health_first":10,"health_per_level":5,"defense_modifier":1,"kit":{"aptitudes":["Athletics"]}}`)},
		{System: eve.ID, Kind: eve.KindItem, Name: "Spear", Data: json.RawMessage(`{"name":"Spear","load":2,"damage":"1d8","damage_type":"piercing","reach":2}`)},
		{System: eve.ID, Kind: eve.KindAptitude, Name: "Riding", Data: json.RawMessage(`{"name":"Riding","defense_when":"mounted"}`)},
	} {
		if err := store.PutHomebrew(ctx, &r); err != nil {
			t.Fatal(err)
		}
	}
	b, _, saves := openBuilderWith(t, store, "Ada", newData(t))
	b.open(t, "Origin & class")
	pick, ok := b.w["class.pick"].(*widget.Select)
	if !ok {
		t.Fatalf("!ok: the class picker offers %v", pick.Options)
	}
	if !strings.Contains(strings.Join(pick.Options, ","), "Knight") {
		t.Fatalf(`!strings.Contains(strings.Join(pick.Options, ","), "Knight"): the class picker offers %v`, pick.Options)
	}
	pick.SetSelected("Knight")
	tap(t, b, "class.take")
	// No kit lists aptitude options, so step 4 offers the catalog's: the
	// library's Riding and the book's Medicine (Athletics is held).
	b.open(t, "Aptitudes")
	apt := b.w["aptitude.pick"].(*widget.Select)
	if got := strings.Join(apt.Options, ","); got != "Riding,Medicine" {
		t.Fatalf("step 4 offers %s", got)
	}
	apt.SetSelected("Riding")
	tap(t, b, "aptitude.take")
	b.open(t, "Equipment")
	items, ok := b.w["item.pick"].(*widget.Select)
	if !ok {
		t.Fatalf("!ok: the item picker offers %v", items.Options)
	}
	if len(items.Options) != 1 {
		t.Fatalf("len(items.Options) != 1: the item picker offers %v", items.Options)
	}
	if items.Options[0] != "Spear (load 2) · 1d8" {
		t.Fatalf(`items.Options[0] != "Spear (load 2) · 1d8": the item picker offers %v`, items.Options)
	}
	items.SetSelected(items.Options[0])
	tap(t, b, "item.take")
	c, err := eve.DecodeCharacter(saves.last())
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Classes) != 1 {
		t.Fatalf("len(c.Classes) != 1: classes %+v", c.Classes)
	}
	if c.Classes[0].Entry == nil {
		t.Fatalf("c.Classes[0].Entry == nil: classes %+v", c.Classes)
	}
	if c.Classes[0].Entry.ReserveDie != 10 {
		t.Errorf("c.Classes[0].Entry.ReserveDie != 10: classes %+v", c.Classes)
	}
	if len(c.Aptitudes) != 2 {
		t.Fatalf("len(c.Aptitudes) != 2: the kit's aptitudes: %+v", c.Aptitudes)
	}
	if c.Aptitudes[0].Name != "Athletics" {
		t.Fatalf(`c.Aptitudes[0].Name != "Athletics": the kit's aptitudes: %+v`, c.Aptitudes)
	}
	if c.Aptitudes[0].Source != "class_kit" {
		t.Fatalf(`c.Aptitudes[0].Source != "class_kit": the kit's aptitudes: %+v`, c.Aptitudes)
	}
	if c.Aptitudes[1].Name != "Riding" {
		t.Fatalf(`c.Aptitudes[1].Name != "Riding": the kit's aptitudes: %+v`, c.Aptitudes)
	}
	if c.Aptitudes[1].DefenseWhen != "mounted" {
		t.Errorf(`c.Aptitudes[1].DefenseWhen != "mounted": the kit's aptitudes: %+v`, c.Aptitudes)
	}
	if len(c.Inventory) != 1 {
		t.Fatalf("len(c.Inventory) != 1: inventory %+v, attacks %+v", c.Inventory, c.Attacks)
	}
	if c.Inventory[0].Load != 2 {
		t.Fatalf("c.Inventory[0].Load != 2: inventory %+v, attacks %+v", c.Inventory, c.Attacks)
	}
	if len(c.Attacks) != 1 {
		t.Fatalf("len(c.Attacks) != 1: inventory %+v, attacks %+v", c.Inventory, c.Attacks)
	}
	if c.Attacks[0].Damage != "1d8" {
		t.Fatalf(`c.Attacks[0].Damage != "1d8": inventory %+v, attacks %+v`, c.Inventory, c.Attacks)
	}
	if c.Attacks[0].Reach != 2 {
		t.Errorf("c.Attacks[0].Reach != 2: inventory %+v, attacks %+v", c.Inventory, c.Attacks)
	}
}
