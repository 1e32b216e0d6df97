//go:build ci

package tracker_test

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	ru "sessionzero/rules/rollunder"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/encounters/trackertest"
	_ "sessionzero/ui/systems/rollunder" // roll-under's join and these forms
	"sessionzero/ui/uitest"
)

// The roll-under forms driven as a GM drives them (trackertest): the real app's New
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
	lib, store := trackertest.Library(t)
	for _, name := range []string{"Ada", "Bo"} {
		uitest.AddCharacter(t, store, ru.ID, name, "Barrow", json.RawMessage(party[name]))
	}
	nw := trackertest.NewEncounter(t, lib, "Roll-under combat", "Barrow")
	for _, o := range opponents {
		trackertest.AddOpponents(t, nw, "Add", trackertest.Opponent{Name: o.name, Stats: [][2]string{
			{"How many", o.count}, {"HP", o.hp}, {"Armour (0–3)", o.armor}, {"Damage die", o.die}}})
	}
	trackertest.Submit(t, nw, "Start the encounter")
	tw := uitest.Window(t, "New encounter · ")
	tw.Resize(fyne.NewSize(1280, 720))
	trackertest.Tap(t, tw, "Start")
	trackertest.Choose(t, tw, "Start", "Barrow acts first")
	trackertest.Submit(t, tw, "Start")
	return tw, store
}

// last decodes the newest event of the saved log, which must be of type
// typ, into p.
func last(t *testing.T, store *model.Store, typ string, p any) {
	t.Helper()
	log, _ := trackertest.Saved(t, store)
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
	_, v := trackertest.Saved(t, store)
	for _, r := range v.Rows {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no %s in the view", name)
	return encounter.Row{}
}
