package encounters

import (
	"context"
	"fmt"
	"maps"
	"reflect"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"sessionzero/model"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
)

// bigDRGNTracker opens a tracker on a DRGN fight of n combatants (half on
// each side, every tenth with a status), laid out at its usual size.
func bigDRGNTracker(tb testing.TB, n int) *encounterTracker {
	tb.Helper()
	l, _, store := libtest.New(tb)
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: sideParty, Name: "Party", Players: true}, {ID: sideOpponents, Name: "Opponents"}}}
	var log []encounter.Event
	for i := range n {
		side := sideParty
		if i%2 == 1 {
			side = sideOpponents
		}
		id := fmt.Sprintf("c%03d", i)
		setup.Combatants = append(setup.Combatants, encounter.CombatantSetup{ID: id, Name: fmt.Sprintf("Combatant %d", i), Side: side,
			Stats: map[string]int{"max_hp": 40 + i%30, "toughness": i % 3}})
		if i%10 == 0 {
			log = append(log, encounter.MustEvent(drgn.EventAfflict, map[string]any{"target": id, "status": "Slowed", "duration": 3}))
		}
	}
	enc := encounter.Encounter{System: drgn.ID, Mode: encounter.ModeCombat, Name: "Two hundred", Setup: setup, Log: log, Cursor: len(log)}
	data, err := encounter.EncodeFile(encounter.File{Encounter: enc})
	if err != nil {
		tb.Fatal(err)
	}
	rec := model.Encounter{System: drgn.ID, Name: enc.Name, Data: data}
	if err := store.SaveEncounter(context.Background(), &rec); err != nil {
		tb.Fatal(err)
	}
	tr, err := openEncounter(l, rec.ID)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { closeWindow(tr.win) })
	tr.win.Resize(fyne.NewSize(1180, 760))
	return tr
}

// damageAndHeal is a pair of events on one combatant that leave it as it
// was, so a benchmark can repeat them without running anyone down.
func damageAndHeal(id string) [2]encounter.Event {
	return [2]encounter.Event{
		encounter.MustEvent(drgn.EventDamage, map[string]any{"target": id, "damage": 10, "ignore_reductions": true}),
		encounter.MustEvent(drgn.EventHeal, map[string]any{"target": id, "amount": 10}),
	}
}

// BenchmarkTrackerEvent200 is the figure: 200 combatants, one event
// applied and what the window shows brought up to date (rows, log, header),
// without the autosave.
func BenchmarkTrackerEvent200(b *testing.B) {
	tr := bigDRGNTracker(b, 200)
	pair := damageAndHeal("c101")
	b.ResetTimer()
	for i := range b.N {
		if err := tr.session.Append(pair[i%2]); err != nil {
			b.Fatal(err)
		}
		tr.logLines = append(tr.logLines, eventLine(tr.session.Rules(), tr.session.State(), pair[i%2]))
		tr.refresh()
	}
}

// BenchmarkTrackerEvent200Saved is the same with the autosave to the
// library file that follows every event in the window.
func BenchmarkTrackerEvent200Saved(b *testing.B) {
	tr := bigDRGNTracker(b, 200)
	pair := damageAndHeal("c101")
	b.ResetTimer()
	for i := range b.N {
		if err := tr.apply(pair[i%2]); err != nil {
			b.Fatal(err)
		}
	}
}

// TestTrackerEventWith200CombatantsIsQuick keeps the tracker's refresh
// from growing back to rebuilding every row: one event on one combatant
// must leave the other rows' objects as they were.
func TestTrackerEventWith200CombatantsIsQuick(t *testing.T) {
	tr := bigDRGNTracker(t, 200)
	if len(tr.view.Rows) != 200 {
		t.Fatalf("%d rows", len(tr.view.Rows))
	}
	first, target := tr.rows.Objects[0], tr.rows.Objects[2*101]
	pair := damageAndHeal("c101")
	if err := tr.apply(pair[0]); err != nil {
		t.Fatal(err)
	}
	if tr.rows.Objects[0] != first {
		t.Fatal("an untouched combatant's row was rebuilt")
	}
	if got := uitest.TextOf(tr.rows.Objects[2*101]); tr.rows.Objects[2*101] == target && got == uitest.TextOf(first) {
		t.Fatalf("the damaged row was not updated: %q", got)
	}
	if r := rowOf(t, tr, "Combatant 101"); r.HP != 41 || !containsText(tr.rows, "41 / 51") {
		t.Fatalf("Combatant 101 after 10 damage: %+v", r)
	}
}

// containsText reports whether a label inside o reads text somewhere.
func containsText(o fyne.CanvasObject, text string) bool {
	return strings.Contains(uitest.TextOf(o), text)
}

// TestSameRowNamesEveryField: sameRow must compare every field of a row,
// or a change to a forgotten one would not be redrawn.
func TestSameRowNamesEveryField(t *testing.T) {
	const compared = 25 // the fields sameRow names
	if n := reflect.TypeFor[encounter.Row]().NumField(); n != compared {
		t.Fatalf("encounter.Row has %d fields, sameRow compares %d: add the new ones", n, compared)
	}
	base := encounter.Row{ID: "a", Name: "A", HP: 5, Resources: map[string]int{"epicoins": 1},
		Conditions: []encounter.ConditionView{{Name: "Slowed", Remaining: 2, Label: "Slowed (2)"}}}
	changes := []func(r *encounter.Row){
		func(r *encounter.Row) { r.HP = 4 },
		func(r *encounter.Row) { r.Resources = map[string]int{"epicoins": 2} },
		func(r *encounter.Row) {
			r.Conditions = []encounter.ConditionView{{Name: "Slowed", Remaining: 1, Label: "Slowed (1)"}}
		},
		func(r *encounter.Row) { r.Circles = []encounter.Circle{{Worn: true}} },
		func(r *encounter.Row) { r.Notes = []string{"fled"} },
		func(r *encounter.Row) { r.ResourceText = []string{"STR 8 of 10"} },
		func(r *encounter.Row) { r.Hidden = true },
		func(r *encounter.Row) { r.Active = true },
		func(r *encounter.Row) { r.Status = "1 of 5 successes" },
	}
	for i, change := range changes {
		other := base
		other.Resources = maps.Clone(base.Resources)
		other.Conditions = slices.Clone(base.Conditions)
		if !sameRow(&base, &other) {
			t.Fatal("a copy should be the same row")
		}
		change(&other)
		if sameRow(&base, &other) {
			t.Fatalf("change %d is not seen", i)
		}
	}
}

// TestTrackerRowsFollowTheTheme: rows are kept between events, so a new
// theme must repaint them (their bars and markers carry the theme's
// colours) without the tracker being told.
func TestTrackerRowsFollowTheTheme(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	first := tr.rows.Objects[0]
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(variant))
		row := tr.rowViews[0]
		t.Run(fmt.Sprint("variant ", variant), func(t *testing.T) {
			if tr.rows.Objects[0] != first {
				t.Error("a new theme rebuilt the row instead of repainting it")
			}
			if got, want := row.bar.track.FillColor, theme.Color(theme.ColorNameInputBackground); !sameColor(got, want) {
				t.Errorf("the bar's track is %v, the theme's %v", got, want)
			}
			want := theme.Color(theme.ColorNameBackground)
			if row.row.Active {
				want = theme.Color(theme.ColorNamePrimary)
			}
			if got := row.marker.FillColor; !sameColor(got, want) {
				t.Errorf("the turn marker is %v, want %v", got, want)
			}
		})
	}
}
