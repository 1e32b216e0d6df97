//go:build ci

package tracker_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	ru "sessionzero/rules/rollunder"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/libtest"
	_ "sessionzero/ui/systems/rollunder" // roll-under's join and these forms
	"sessionzero/ui/uitest"
)

// The roll-under forms driven as a GM drives them: the real app's New
// encounter window, the tracker window, its buttons and its forms; what a
// form did is read back from the encounter the tracker saved.

// party are Ada (a sword, DEX 14) and Bo (an axe) of the campaign Barrow.
var party = map[string]string{
	"Ada": `{"str": 12, "dex": 14, "max_hp": 4, "weapons": [{"name": "Sword", "die": 8, "wielded": true}]}`,
	"Bo":  `{"max_hp": 5, "weapons": [{"name": "Axe", "die": 10, "wielded": true}]}`,
}

// opponent is a typed opponent of the New encounter window.
type opponent struct{ name, count, hp, armor, die string }

// fight opens a roll-under combat of Barrow's party against the typed
// opponents (in that order), the party acting first, and returns the
// tracker window and the store.
func fight(t *testing.T, opponents ...opponent) (fyne.Window, *model.Store) {
	t.Helper()
	lib, _, store := libtest.New(t)
	for _, name := range []string{"Ada", "Bo"} {
		ch := &model.Character{System: ru.ID, Name: name, Data: json.RawMessage(party[name])}
		if err := store.CreateInCampaign(context.Background(), ch, "Barrow"); err != nil {
			t.Fatal(err)
		}
	}
	libtest.RunTool(t, lib, "New encounter…")
	nw := uitest.Window(t, "New encounter")
	choose(t, nw, "Kind", "Roll-under combat")
	choose(t, nw, "Campaign", "Barrow")
	for _, o := range opponents {
		typeIn(t, nw, "Name", o.name)
		typeIn(t, nw, "How many", o.count)
		typeIn(t, nw, "HP", o.hp)
		typeIn(t, nw, "Armour (0–3)", o.armor)
		typeIn(t, nw, "Damage die", o.die)
		tap(t, nw, "Add", true)
	}
	tap(t, nw, "Start the encounter", true)
	tw := uitest.Window(t, "New encounter · ")
	tw.Resize(fyne.NewSize(1280, 720))
	tap(t, tw, "Start", false)
	choose(t, tw, "Start", "Barrow acts first")
	tap(t, tw, "Start", true)
	return tw, store
}

// entryIn is the first entry inside o (a dice field's value).
func entryIn(t *testing.T, o fyne.CanvasObject) *widget.Entry {
	t.Helper()
	for _, c := range uitest.Objects(o) {
		if e, ok := c.(*widget.Entry); ok {
			return e
		}
	}
	t.Fatalf("no entry in %T", o)
	return nil
}

// typeIn types into the form item's entry (or dice field).
func typeIn(t *testing.T, w fyne.Window, label, text string) {
	t.Helper()
	entryIn(t, uitest.FormItem(t, w.Content(), label)).SetText(text)
}

// selectOf is the form item's select.
func selectOf(t *testing.T, w fyne.Window, label string) *widget.Select {
	t.Helper()
	s, ok := uitest.FormItem(t, w.Content(), label).(*widget.Select)
	if !ok {
		t.Fatalf("%s is not a choice", label)
	}
	return s
}

// choose picks an option of the form item's select.
func choose(t *testing.T, w fyne.Window, label, option string) {
	t.Helper()
	s := selectOf(t, w, label)
	if !slices.Contains(s.Options, option) {
		t.Fatalf("%s: no option %q in %q", label, option, s.Options)
	}
	s.SetSelected(option)
}

// check ticks the form item's check box.
func check(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	c, ok := uitest.FormItem(t, w.Content(), label).(*widget.Check)
	if !ok {
		t.Fatalf("%s is not a check box", label)
	}
	c.SetChecked(true)
}

// tap taps the button with that text; confirm picks the form's apply
// button (it has an icon; the action bar's do not).
func tap(t *testing.T, w fyne.Window, text string, confirm bool) {
	t.Helper()
	var found *widget.Button
	for _, obj := range uitest.Objects(w.Content()) {
		if b, ok := obj.(*widget.Button); ok && b.Text == text && (b.Icon != nil) == confirm {
			found = b
		}
	}
	if found == nil {
		t.Fatalf("no button %q", text)
	}
	test.Tap(found)
}

// formText is every label of the window's containers and forms.
func formText(w fyne.Window) string { return uitest.Labels(uitest.Objects(w.Content())) }

// saved is the encounter the tracker saved: its log and its replayed view.
func saved(t *testing.T, store *model.Store) ([]encounter.Event, encounter.View) {
	t.Helper()
	list, err := store.Encounters(context.Background(), 0)
	if err != nil || len(list) != 1 {
		t.Fatalf("encounters %v %v", list, err)
	}
	rec, err := store.Encounter(context.Background(), list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	s, file, err := catalog.Open(rec.Data)
	if err != nil {
		t.Fatal(err)
	}
	return file.Encounter.Log, s.View()
}

// last decodes the newest event of the saved log, which must be of type
// typ, into p.
func last(t *testing.T, store *model.Store, typ string, p any) {
	t.Helper()
	log, _ := saved(t, store)
	if len(log) == 0 {
		t.Fatal("the log is empty")
	}
	ev := log[len(log)-1]
	if ev.Type != typ {
		t.Fatalf("the newest event is %s, want %s", ev.Type, typ)
	}
	if err := ev.Decode(p); err != nil {
		t.Fatal(err)
	}
}

// row is the saved view's row of the combatant named name.
func row(t *testing.T, store *model.Store, name string) encounter.Row {
	t.Helper()
	_, v := saved(t, store)
	for _, r := range v.Rows {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no %s in the view", name)
	return encounter.Row{}
}
