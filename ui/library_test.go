package ui

import (
	"context"
	"fmt"
	"fyne.io/fyne/v2/widget"
	"os"
	"path/filepath"
	"reflect"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"sessionzero/model"
	"sessionzero/rules/systems"
	"sessionzero/ui/widgets"
)

// newTestLibrary opens a library window on a fresh library file with the
// Fyne test driver.
func newTestLibrary(t testing.TB) (*Library, fyne.Window, *model.Store) {
	t.Helper()
	a := test.NewTempApp(t)
	store := uitest.Store(t)
	w, lib := NewMainWindow(a, store)
	w.Resize(fyne.NewSize(1100, 700))
	t.Cleanup(w.Close)
	lib.ReadyForTest(uitest.LibraryName, t.Cleanup)
	return lib, w, store
}

func shownNames(l *Library) []string {
	var out []string
	for _, c := range l.shown {
		out = append(out, c.Name)
	}
	return out
}

// pressShortcut sends a keyboard shortcut the way the window's canvas does
// (Fyne's test canvas does not dispatch canvas shortcuts itself).
func pressShortcut(t *testing.T, l *Library, key fyne.KeyName, shift bool) {
	t.Helper()
	if !l.PressShortcut(key, shift) {
		t.Fatalf("no shortcut on %s", key)
	}
}

func TestEmptyLibraryShowsWhatToDo(t *testing.T) {
	l, _, _ := newTestLibrary(t)
	if l.empty.Visible() == false || l.main.Visible() {
		t.Fatal("an empty library should show the empty state, not the list")
	}
	l.createCharacter("drgn", "Aster", 0)
	if l.empty.Visible() || !l.main.Visible() {
		t.Fatal("after creating a character the list should show")
	}
}

func TestCreateSearchDuplicateDeleteUndo(t *testing.T) {
	l, w, store := newTestLibrary(t)
	ctx := context.Background()
	for _, spec := range []struct{ sys, name string }{{"drgn", "Aster"}, {"dragonhead", "Megan Steelion"}, {"evening", "Bram"}} {
		if l.createCharacter(spec.sys, spec.name, 0) == nil {
			t.Fatal("create failed")
		}
	}
	if got := len(l.shown); got != 3 {
		t.Fatalf("list shows %d, want 3", got)
	}
	if l.editor.char == nil || l.editor.char.Name != "Bram" {
		t.Fatal("a new character should open in the editor")
	}

	// Search as you type (Ctrl+F puts the cursor there).
	pressShortcut(t, l, fyne.KeyF, false)
	if w.Canvas().Focused() != l.search {
		t.Fatal("Ctrl+F should focus the search box")
	}
	test.Type(l.search, "STEEL")
	if names := shownNames(l); len(names) != 1 || names[0] != "Megan Steelion" {
		t.Fatalf("search shows %v", names)
	}
	if !strings.Contains(l.listInfo.Text, "1 of 3") {
		t.Fatalf("list info = %q", l.listInfo.Text)
	}
	l.search.SetText("zzz")
	if !l.searchNoMatches.Visible() {
		t.Fatal("a search with no match should say so")
	}
	l.search.SetText("")

	// Filter by system.
	l.systemFilter.SetSelected(plugin.SystemName("dragonhead"))
	if names := shownNames(l); len(names) != 1 || names[0] != "Megan Steelion" {
		t.Fatalf("system filter shows %v", names)
	}
	l.systemFilter.SetSelectedIndex(0)

	// Duplicate the open character.
	l.open(l.shown[len(l.shown)-1].ID) // Aster, the oldest
	test.Tap(l.duplicateBtn)
	if l.editor.char.Name != "Aster (copy)" {
		t.Fatalf("duplicate opened %q", l.editor.char.Name)
	}
	if n, _ := store.CountCharacters(ctx); n != 4 {
		t.Fatalf("%d characters after duplicate", n)
	}

	// Delete (confirmed), then undo and redo.
	copyID := l.selectedID
	l.deleteSelected()
	if _, err := store.Character(ctx, copyID); err == nil {
		t.Fatal("deleted character still in the library")
	}
	if l.editor.char != nil {
		t.Fatal("the editor still shows a deleted character")
	}
	pressShortcut(t, l, fyne.KeyZ, false)
	back, err := store.Character(ctx, copyID)
	if err != nil || back.Name != "Aster (copy)" {
		t.Fatalf("undo did not bring the character back: %v", err)
	}
	if l.selectedID != copyID {
		t.Fatal("undo should reopen the restored character")
	}
	pressShortcut(t, l, fyne.KeyZ, true)
	if _, err := store.Character(ctx, copyID); err == nil {
		t.Fatal("redo did not delete again")
	}
}

func TestEditsAutosaveAndUndo(t *testing.T) {
	l, _, store := newTestLibrary(t)
	ctx := context.Background()
	c := l.createCharacter("dvr", "Wren", 0)
	test.Type(l.editor.player, "Łukasz")
	if !strings.Contains(l.status.Text, "Unsaved") {
		t.Fatalf("status while typing = %q", l.status.Text)
	}
	l.editor.flush() // what the autosave timer does
	got, _ := store.Character(ctx, c.ID)
	if got.Player != "Łukasz" {
		t.Fatalf("player saved as %q", got.Player)
	}
	if !strings.Contains(l.status.Text, "saved") {
		t.Fatalf("status after save = %q", l.status.Text)
	}
	// Rename through the name field.
	l.editor.name.SetText("Wren Ashdown")
	l.editor.flush()
	if names := shownNames(l); names[0] != "Wren Ashdown" {
		t.Fatalf("list shows %v after rename", names)
	}
	// An empty name is not saved.
	l.editor.name.SetText("  ")
	l.editor.flush()
	got, _ = store.Character(ctx, c.ID)
	if got.Name != "Wren Ashdown" || !strings.Contains(l.status.Text, "needs a name") {
		t.Fatalf("blank name: saved %q, status %q", got.Name, l.status.Text)
	}
	l.editor.name.SetText("Wren Ashdown")
	l.editor.flush()

	pressShortcut(t, l, fyne.KeyZ, false) // undo the rename
	got, _ = store.Character(ctx, c.ID)
	if got.Name != "Wren" || l.editor.name.Text != "Wren" {
		t.Fatalf("after undo: stored %q, shown %q", got.Name, l.editor.name.Text)
	}
	pressShortcut(t, l, fyne.KeyZ, true)
	got, _ = store.Character(ctx, c.ID)
	if got.Name != "Wren Ashdown" {
		t.Fatalf("after redo: %q", got.Name)
	}
}

func TestMoveToCampaignAndFilter(t *testing.T) {
	l, _, store := newTestLibrary(t)
	ctx := context.Background()
	id, _ := store.EnsureCampaign(ctx, "Sunken Crown")
	l.reload()
	c := l.createCharacter("rollunder", "Pip", 0)
	l.createCharacter("rollunder", "Tam", 0)
	l.open(c.ID)
	l.editor.campaign.SetSelected("Sunken Crown")
	got, _ := store.Character(ctx, c.ID)
	if got.CampaignID != id {
		t.Fatal("moving to a campaign was not saved")
	}
	l.sidebar.Select(firstCampaignRow)
	if names := shownNames(l); len(names) != 1 || names[0] != "Pip" {
		t.Fatalf("campaign shows %v", names)
	}
	l.sidebar.Select(rowNoCampaign)
	if names := shownNames(l); len(names) != 1 || names[0] != "Tam" {
		t.Fatalf("no campaign shows %v", names)
	}
}

func TestImportReportsBadFilesAndKeepsGoodOnes(t *testing.T) {
	l, _, store := newTestLibrary(t)
	dir := t.TempDir()
	write := func(name, content string) fyne.URI {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(content), 0o644)
		return storage.NewFileURI(p)
	}
	uris := []fyne.URI{
		write("zoe.json", `{"format":"sessionzero/character","version":1,"system":"evening","name":"Zoë","campaign":"Night"}`),
		write("bad.json", `{"format":"sessionzero/character","version":1,"system":"gurps","name":"X"}`),
		write("junk.json", `not json at all`),
		write("aegir.json", `{"format":"sessionzero/character","version":1,"system":"drgn","name":"Ægir","x-keep":true}`),
	}
	res := l.importURIs(uris)
	if len(res.imported) != 2 || len(res.failed) != 2 {
		t.Fatalf("imported %d, failed %v", len(res.imported), res.failed)
	}
	joined := strings.Join(res.failed, "\n")
	if !uitest.Expect(t, "failures should name file and reason: "+joined,
		uitest.Cond{Name: "the file of an unknown system", OK: strings.Contains(joined, "bad.json")},
		uitest.Cond{Name: "the unknown system", OK: strings.Contains(joined, "gurps")},
		uitest.Cond{Name: "the file that is no JSON, and why", OK: strings.Contains(joined, "junk.json: the file is not valid JSON")}) {
		t.FailNow()
	}
	if n, _ := store.CountCharacters(context.Background()); n != 2 {
		t.Fatalf("%d characters in the library", n)
	}
	k, err := store.CampaignByName(context.Background(), "night")
	if err != nil || k.Name != "Night" {
		t.Fatalf("campaign from the file: %v", err)
	}
	// Export keeps the unknown field.
	var aegir model.Character
	for _, c := range res.imported {
		if c.Name == "Ægir" {
			aegir = c
		}
	}
	out, err := FileOf(aegir).Marshal()
	if err != nil || !strings.Contains(string(out), `"x-keep": true`) {
		t.Fatalf("export: %v %s", err, out)
	}
	// The import is one undo step.
	l.undo()
	if n, _ := store.CountCharacters(context.Background()); n != 0 {
		t.Fatalf("%d characters after undoing the import", n)
	}
}

func TestWindowSizeIsRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	store, _ := model.Open(filepath.Join(t.TempDir(), "library.db"), model.Options{})
	defer store.Close()
	w, lib := NewMainWindow(a, store)
	if got := w.Canvas().Size(); got.Width > uitest.Laptop.Width || got.Height > uitest.Laptop.Height {
		t.Errorf("first start opens at %v, larger than a laptop screen %v", got, uitest.Laptop)
	}
	w.Resize(fyne.NewSize(900, 640))
	lib.rememberWindow() // what closing the window does
	if got := rememberedSize(store, fyne.NewSize(1, 1)); got != fyne.NewSize(900, 640) {
		t.Fatalf("remembered %v", got)
	}
	store.SetSetting(context.Background(), settingWindowSize, "garbage")
	if got := rememberedSize(store, fyne.NewSize(1100, 700)); got != fyne.NewSize(1100, 700) {
		t.Fatalf("a bad setting should fall back: %v", got)
	}
}

// An edit made elsewhere (the command line, another window) while the
// character is open is never overwritten without asking.
func TestEditConflictAsksInsteadOfOverwriting(t *testing.T) {
	l, _, store := newTestLibrary(t)
	ctx := context.Background()
	c := l.createCharacter("evening", "Ash", 0)
	other, _ := store.Character(ctx, c.ID)
	other.Notes = "from the command line"
	time.Sleep(2 * time.Millisecond)
	if err := store.UpdateCharacter(ctx, &other); err != nil {
		t.Fatal(err)
	}
	l.editor.notes.SetText("typed in the app")
	l.editor.flush()
	if !l.editor.conflict || !strings.Contains(l.status.Text, "changed elsewhere") {
		t.Fatalf("no conflict raised; status %q", l.status.Text)
	}
	got, _ := store.Character(ctx, c.ID)
	if got.Notes != "from the command line" {
		t.Fatalf("the other write was overwritten: %q", got.Notes)
	}
	l.editor.resolveConflict(true) // keep mine
	got, _ = store.Character(ctx, c.ID)
	if got.Notes != "typed in the app" {
		t.Fatalf("keep mine saved %q", got.Notes)
	}
	l.undo() // back to the other version
	got, _ = store.Character(ctx, c.ID)
	if got.Notes != "from the command line" {
		t.Fatalf("undo of keep-mine gave %q", got.Notes)
	}

	// Load theirs drops the local edit.
	other, _ = store.Character(ctx, c.ID)
	other.Player = "Sam"
	time.Sleep(2 * time.Millisecond)
	store.UpdateCharacter(ctx, &other)
	l.editor.notes.SetText("another local edit")
	l.editor.flush()
	l.editor.resolveConflict(false)
	if l.editor.player.Text != "Sam" || l.editor.notes.Text != "from the command line" {
		t.Fatalf("load theirs shows player %q notes %q", l.editor.player.Text, l.editor.notes.Text)
	}
}

// Undo never overwrites a change made elsewhere after the edit it undoes.
func TestUndoRefusesWhenChangedElsewhere(t *testing.T) {
	l, _, store := newTestLibrary(t)
	ctx := context.Background()
	c := l.createCharacter("dvr", "Wren", 0)
	l.editor.notes.SetText("mine")
	l.editor.flush()
	other, _ := store.Character(ctx, c.ID)
	other.Notes = "from the command line"
	time.Sleep(2 * time.Millisecond)
	store.UpdateCharacter(ctx, &other)
	if _, err := l.hist.undo(); err == nil || !strings.Contains(err.Error(), "changed elsewhere") {
		t.Fatalf("undo over another write: err = %v", err)
	}
	got, _ := store.Character(ctx, c.ID)
	if got.Notes != "from the command line" {
		t.Fatalf("undo overwrote the other write: %q", got.Notes)
	}
}

// Leaving a character whose name was cleared keeps its old name and saves
// the other edits instead of dropping them.
func TestBlankNameIsKeptWhenLeaving(t *testing.T) {
	l, _, store := newTestLibrary(t)
	ctx := context.Background()
	a := l.createCharacter("evening", "Ash", 0)
	b := l.createCharacter("evening", "Bram", 0)
	l.open(a.ID)
	l.editor.name.SetText("")
	l.editor.notes.SetText("met the ferryman")
	l.open(b.ID)
	got, _ := store.Character(ctx, a.ID)
	if got.Name != "Ash" || got.Notes != "met the ferryman" {
		t.Fatalf("after leaving: name %q notes %q", got.Name, got.Notes)
	}
	if !strings.Contains(l.status.Text, "kept its name") {
		t.Fatalf("status %q", l.status.Text)
	}
}

// TestReadOnlyLibraryIsSaidAboveTheList opens a library that cannot be
// written: the window says so above the list, with the file's path.
func TestReadOnlyLibraryIsSaidAboveTheList(t *testing.T) {
	a := test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "library.db")
	store, err := model.Open(path, model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	store.Close()
	store, err = model.Open(path, model.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	w, _ := NewMainWindow(a, store)
	t.Cleanup(w.Close)
	got := uitest.TextOf(w.Content())
	if !strings.Contains(got, "This library is read-only: "+store.Path()) || !strings.Contains(got, "Make the file and its folder writable") {
		t.Fatalf("the window does not say the library is read-only:\n%s", got)
	}
}

// TestImportOfAFileAlreadyInTheLibrary imports the same file twice: the
// second time the user is asked, and may skip it or import a copy.
func TestImportOfAFileAlreadyInTheLibrary(t *testing.T) {
	l, w, store := newTestLibrary(t)
	p := filepath.Join(t.TempDir(), "aster.json")
	os.WriteFile(p, []byte(`{"format":"sessionzero/character","version":1,"system":"drgn","name":"Aster","data":{"tier":1}}`), 0o644)
	u := storage.NewFileURI(p)
	if res := l.importURIs([]fyne.URI{u}); len(res.imported) != 1 {
		t.Fatalf("first import: %+v", res)
	}
	count := func() int {
		n, _ := store.CountCharacters(context.Background())
		return n
	}
	for _, answer := range []struct {
		button string
		want   int
	}{{"Skip them", 1}, {"Import copies", 2}} {
		res := l.importURIs([]fyne.URI{u})
		if res.known != 1 || len(res.imported) != 0 {
			t.Fatalf("the second import did not ask: %+v", res)
		}
		top := w.Canvas().Overlays().Top()
		if top == nil || !strings.Contains(uitest.TextOf(top), "1 file is already in the library") {
			t.Fatalf("no question about the file already there")
		}
		if !tapButton(top, answer.button) {
			t.Fatalf("no %q button", answer.button)
		}
		if got := count(); got != answer.want {
			t.Errorf("after %q the library has %d characters, want %d", answer.button, got, answer.want)
		}
	}
}

// tapButton taps the button with the given text inside o; false when there
// is none.
func tapButton(o fyne.CanvasObject, text string) bool {
	for _, obj := range test.LaidOutObjects(o) {
		if b, ok := obj.(*widget.Button); ok && b.Text == text {
			test.Tap(b)
			return true
		}
	}
	return false
}

// sendShortcutAsTheDriverDoes delivers s the way the desktop driver does:
// to the focused widget when it takes shortcuts, else to the window.
func sendShortcutAsTheDriverDoes(w fyne.Window, s fyne.Shortcut) {
	if f, ok := w.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(s)
		return
	}
	// The test canvas wraps the software canvas that holds the window's
	// shortcuts; reach it as the driver's canvas would be reached.
	inner := reflect.ValueOf(w.Canvas()).Elem().FieldByName("WindowlessCanvas").Interface()
	inner.(fyne.Shortcutable).TypedShortcut(s)
}

// TestUndoRedoKeysWorkWhateverHasFocus: Ctrl+Z arrives as Fyne's Undo
// shortcut; with the character list focused it must still undo.
func TestUndoRedoKeysWorkWhateverHasFocus(t *testing.T) {
	l, w, store := newTestLibrary(t)
	l.createCharacter("drgn", "Aster", 0)
	w.Canvas().Focus(l.list)
	count := func() int {
		n, _ := store.CountCharacters(context.Background())
		return n
	}
	sendShortcutAsTheDriverDoes(w, &fyne.ShortcutUndo{})
	if count() != 0 {
		t.Fatal("Ctrl+Z with the list focused did not undo the creation")
	}
	sendShortcutAsTheDriverDoes(w, &fyne.ShortcutRedo{})
	if count() != 1 {
		t.Fatal("Ctrl+Y with the list focused did not redo it")
	}
}

// TestLongErrorFitsTheScreen: an error quoting a 5,000-character name
// wraps and scrolls inside a dialog that fits a laptop screen.
func TestLongErrorFitsTheScreen(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	l.showError("Saving", fmt.Errorf("the name %q is too long", strings.Repeat("Aster ", 850)))
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no error dialog")
	}
	if min := top.MinSize(); min.Width > 1280 || min.Height > 720 {
		t.Errorf("the error dialog needs %v, more than a 1280×720 screen", min)
	}
}

// TestDialogKeys: in the New character dialog Enter creates; in a delete
// confirmation Escape cancels and Enter confirms.
func TestDialogKeys(t *testing.T) {
	l, w, store := newTestLibrary(t)
	count := func() int {
		n, _ := store.CountCharacters(context.Background())
		return n
	}
	l.askNewCharacter()
	test.Type(w.Canvas().Focused(), "Aster")
	w.Canvas().Focused().(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if count() != 1 {
		t.Fatal("Enter in the name field did not create the character")
	}

	press := func(k fyne.KeyName) { w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	l.askDeleteSelected()
	press(fyne.KeyEscape)
	if count() != 1 || w.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape did not cancel the delete")
	}
	l.askDeleteSelected()
	press(fyne.KeyReturn)
	if count() != 0 {
		t.Fatal("Enter did not confirm the delete")
	}
}

// fillCampaignDialog types name into the campaign dialog on top of the
// window and presses Save.
func fillCampaignDialog(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no campaign dialog")
	}
	for _, o := range test.LaidOutObjects(top) {
		if e, ok := o.(*widgets.KeyEntry); ok {
			e.SetText(name)
			break
		}
	}
	test.Tap(uitest.Button(t, top, "Save"))
}

// TestCreatingACampaignSaysSo: issue 13's "a short confirmation when a
// campaign is created", from the sidebar and from a character's campaign
// list; a name the library has already says so instead.
func TestCreatingACampaignSaysSo(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	l.askNewCampaign()
	fillCampaignDialog(t, w, "The Ember Road")
	if !strings.Contains(l.status.Text, "Created campaign The Ember Road") {
		t.Errorf("after New campaign the status says %q", l.status.Text)
	}
	l.askNewCampaign()
	fillCampaignDialog(t, w, "the ember road")
	if !strings.Contains(l.status.Text, "already in the library") {
		t.Errorf("the same campaign again: status %q", l.status.Text)
	}
	c := l.createCharacter(systems.All()[0].ID(), "Brindle", 0)
	if c == nil {
		t.Fatal("no character")
	}
	l.editor.campaign.SetSelected(newCampaignOption)
	fillCampaignDialog(t, w, "Night at the Inn")
	if got := l.status.Text; !strings.Contains(got, "Created campaign Night at the Inn") || !strings.Contains(got, "Brindle is in it") {
		t.Errorf("a campaign made from the editor: status %q", got)
	}
	if len(l.campaigns) != 2 {
		t.Errorf("the library has %d campaigns, want 2", len(l.campaigns))
	}
}

// TestBuilderGetsMostOfALaptopScreen: on a 1280×720 window the generic
// fields above the builder (title, name, player, campaign, notes) leave
// the builder most of the height; they took 300 px and left it 230.
func TestBuilderGetsMostOfALaptopScreen(t *testing.T) {
	l, w, store := newTestLibrary(t)
	w.Resize(uitest.Laptop)
	populate(t, l, store)
	test.LaidOutObjects(w.Content())
	if h := l.editor.builder.Size().Height; h < 360 {
		t.Errorf("the builder is %.0f px high in a %v window, want at least 360", h, uitest.Laptop)
	}
}
