// Package trackertest drives the app's encounter windows the way a GM
// does, for the tests of ui/encounters and of the systems' tracker
// packages: it opens the real library on a temporary store (and reads a
// character back from it), starts an encounter through New encounter (or opens a saved
// encounter file through Encounters…), finds a form's field by its label,
// types, chooses and ticks, taps the action bar's buttons and a form's
// verb, and reads back what the window shows: all its labels, the log's
// newest lines, one combatant's row.
//
// Only tests import it. It imports no package that registers the
// encounter tools, so ui/encounters' own tests can use it too: a caller
// imports ui/encounters (and its system's ui package) for their init.
package trackertest

import (
	"context"
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/ui"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// Opponent is one opponent typed into New encounter: its name and its
// numbers by the window's field labels ("HP", "How many", "Damage die"…),
// typed in the order given.
type Opponent struct {
	Name  string
	Stats [][2]string
}

// Setup is an encounter to start through New encounter: its kind and
// campaign as the window lists them, and the opponents typed.
type Setup struct {
	Kind, Campaign string
	Opponents      []Opponent
	// AddButton is the button that adds a typed opponent ("Add" when empty).
	AddButton string
}

// Library is the app's main window on an empty library in a temporary
// folder (libtest.New).
func Library(t testing.TB) (*ui.Library, *model.Store) {
	t.Helper()
	l, _, store := libtest.New(t)
	return l, store
}

// NewEncounter runs Tools → New encounter… in l and returns its window,
// with the kind and campaign chosen when given.
func NewEncounter(t testing.TB, l *ui.Library, kind, campaign string) fyne.Window {
	t.Helper()
	l.Reload()
	libtest.RunTool(t, l, "New encounter…")
	nw := uitest.Window(t, "New encounter")
	if kind != "" {
		Choose(t, nw, "Kind", kind)
	}
	if campaign != "" {
		Choose(t, nw, "Campaign", campaign)
	}
	return nw
}

// AddOpponents types each opponent into the New encounter window nw and
// adds it with the button named add.
func AddOpponents(t testing.TB, nw fyne.Window, add string, opponents ...Opponent) {
	t.Helper()
	for _, o := range opponents {
		Type(t, nw, "Name", o.Name)
		for _, kv := range o.Stats {
			Type(t, nw, kv[0], kv[1])
		}
		Tap(t, nw, add)
	}
}

// Start sets up s in a New encounter window of l, starts it and returns
// the tracker window (its title holds the kind).
func Start(t testing.TB, l *ui.Library, s Setup) fyne.Window {
	t.Helper()
	nw := NewEncounter(t, l, s.Kind, s.Campaign)
	add := s.AddButton
	if add == "" {
		add = "Add"
	}
	AddOpponents(t, nw, add, s.Opponents...)
	Submit(t, nw, "Start the encounter")
	return uitest.Window(t, s.Kind)
}

// OpenFile saves an encounter file's JSON in the store as a saved
// encounter named name and opens it the way a GM does (Tools →
// Encounters…, choose it, Open); it returns the tracker window.
func OpenFile(t testing.TB, l *ui.Library, store *model.Store, system, name string, data json.RawMessage) fyne.Window {
	t.Helper()
	rec := model.Encounter{System: system, Name: name, Data: data}
	if err := store.SaveEncounter(context.Background(), &rec); err != nil {
		t.Fatalf("saving the encounter %s: %v", name, err)
	}
	before := map[fyne.Window]bool{}
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		before[w] = true
	}
	libtest.RunTool(t, l, "Encounters…")
	lw := uitest.Window(t, "Encounters")
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if !before[w] && w.Title() == "Encounters" {
			lw = w
		}
	}
	for _, o := range uitest.Objects(lw.Content()) {
		if list, ok := o.(*widget.List); ok {
			list.Select(0)
		}
	}
	Submit(t, lw, "Open")
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if !before[w] && w != lw {
			return w
		}
	}
	t.Fatalf("opening %s opened no window:\n%s", name, Shown(lw))
	return nil
}

// Character is the library's character of that name, read from the store.
func Character(t testing.TB, store *model.Store, name string) model.Character {
	t.Helper()
	list, err := store.Characters(context.Background(), model.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range list {
		if s.Name == name {
			c, err := store.Character(context.Background(), s.ID)
			if err != nil {
				t.Fatal(err)
			}
			return c
		}
	}
	t.Fatalf("no character %s", name)
	return model.Character{}
}

// Saved is the one encounter the store holds (the tracker saves after
// every event): its log and its replayed view.
func Saved(t testing.TB, store *model.Store) ([]encounter.Event, encounter.View) {
	t.Helper()
	list, err := store.Encounters(context.Background(), 0)
	if err != nil || len(list) != 1 {
		t.Fatalf("encounters %v %v, want one", list, err)
	}
	rec, err := store.Encounter(context.Background(), list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	s, file, err := catalog.Open(rec.Data)
	if err != nil {
		t.Fatalf("opening the saved encounter: %v", err)
	}
	return file.Encounter.Log, s.View()
}
