package hooks

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/ui/uitest"
)

func TestEvent(t *testing.T) {
	tests := []struct {
		typ     string
		payload any
		wantErr string
	}{
		{"damage", map[string]any{"target": "c1", "amount": 3}, ""},
		{"new_scene", nil, ""},
		{"", nil, "event type is empty"},
		{"damage", map[string]any{"amount": make(chan int)}, "event damage"},
	}
	for _, tc := range tests {
		got, err := Event(tc.typ, tc.payload)
		if tc.wantErr != "" {
			uitest.Expect(t, fmt.Sprintf("Event(%q): %v, %v; want no event and %q", tc.typ, got, err, tc.wantErr),
				uitest.Cond{Name: tc.typ + " refused", OK: err != nil},
				uitest.Cond{Name: tc.typ + " says why", OK: err != nil && strings.Contains(err.Error(), tc.wantErr)},
				uitest.Cond{Name: tc.typ + " makes no event", OK: got == nil})
			continue
		}
		uitest.Expect(t, fmt.Sprintf("Event(%q): %v, %v; want one %s event", tc.typ, got, err, tc.typ),
			uitest.Cond{Name: tc.typ + " accepted", OK: err == nil},
			uitest.Cond{Name: tc.typ + " makes one event", OK: len(got) == 1},
			uitest.Cond{Name: tc.typ + " of its type", OK: len(got) == 1 && got[0].Type == tc.typ})
	}
}

// fakeForm is a Form that keeps its selects, for Choose.
type fakeForm struct {
	Form
	selects map[string]*widget.Select
}

func (f *fakeForm) Choice(label string, options []string, initial string) *widget.Select {
	s := widget.NewSelect(options, nil)
	f.selects[label] = s
	return s
}

func (f *fakeForm) Item(string, fyne.CanvasObject) {}

func TestChoose(t *testing.T) {
	test.NewTempApp(t)
	items := []*encounter.Combatant{{ID: "c1", Name: "Ada"}, {ID: "c2", Name: "Bo"}}
	name := func(c *encounter.Combatant) string { return c.Name }
	tests := []struct {
		initial int
		want    string // "": nothing chosen
	}{
		{0, "c1"},
		{1, "c2"},
		{-1, ""},
		{2, ""},
	}
	for _, tc := range tests {
		f := &fakeForm{selects: map[string]*widget.Select{}}
		s, read := Choose(f, "Target", items, name, tc.initial)
		if !uitest.Expect(t, fmt.Sprintf("initial %d: select %v", tc.initial, s.Options),
			uitest.Cond{Name: "the form holds the select", OK: f.selects["Target"] == s},
			uitest.Cond{Name: "two options", OK: len(s.Options) == 2},
			uitest.Cond{Name: "named by name()", OK: len(s.Options) == 2 && s.Options[1] == "Bo"}) {
			t.FailNow()
		}
		c, err := read()
		switch {
		case tc.want == "" && (err == nil || err.Error() != "choose the target"):
			t.Errorf("initial %d: %v, %v; want to be told to choose the target", tc.initial, c, err)
		case tc.want != "" && (err != nil || c.ID != tc.want):
			t.Errorf("initial %d: %v, %v; want %s", tc.initial, c, err, tc.want)
		}
	}
}

func TestActionsOf(t *testing.T) {
	var opened []string
	form := func(label string) func(Tracker) Form {
		return func(Tracker) Form { opened = append(opened, label); return nil }
	}
	actions := ActionsOf([]Button{{Label: "Attack", Form: form("attack")}, {Label: "Heal", Form: form("heal")}})(nil)
	if !uitest.Expect(t, fmt.Sprintf("actions %+v", actions),
		uitest.Cond{Name: "two actions", OK: len(actions) == 2},
		uitest.Cond{Name: "Attack first", OK: len(actions) == 2 && actions[0].Label == "Attack"},
		uitest.Cond{Name: "Heal second", OK: len(actions) == 2 && actions[1].Label == "Heal"}) {
		t.FailNow()
	}
	actions[1].Form()
	actions[0].Form()
	if strings.Join(opened, ",") != "heal,attack" {
		t.Errorf("opened %v: each button opens its own form", opened)
	}
}

func TestNotes(t *testing.T) {
	test.NewTempApp(t)
	f := &itemForm{}
	n := Note(f, "Chance")
	o := OddsNote(f)
	if !uitest.Expect(t, fmt.Sprintf("items %v", f.labels),
		uitest.Cond{Name: "two items", OK: len(f.labels) == 2},
		uitest.Cond{Name: "the note under its label", OK: len(f.labels) == 2 && f.labels[0] == "Chance" && f.items[0] == n},
		uitest.Cond{Name: "the odds under Odds", OK: len(f.labels) == 2 && f.labels[1] == "Odds" && f.items[1] == o}) {
		t.FailNow()
	}
	uitest.Expect(t, fmt.Sprintf("note wraps %v; odds wrap %v, importance %v", n.Wrapping, o.Wrapping, o.Importance),
		uitest.Cond{Name: "the note wraps", OK: n.Wrapping == fyne.TextWrapWord},
		uitest.Cond{Name: "the odds wrap", OK: o.Wrapping == fyne.TextWrapWord},
		uitest.Cond{Name: "the odds stand out", OK: o.Importance == widget.HighImportance})
}

// itemForm is a Form that records its items.
type itemForm struct {
	Form
	labels []string
	items  []fyne.CanvasObject
}

func (f *itemForm) Item(label string, o fyne.CanvasObject) {
	f.labels, f.items = append(f.labels, label), append(f.items, o)
}

func TestBoth(t *testing.T) {
	ok := func(id string) func() (string, error) { return func() (string, error) { return id, nil } }
	fail := func(msg string) func() (string, error) { return func() (string, error) { return "", errors.New(msg) } }
	tests := []struct {
		first, second func() (string, error)
		a, b, err     string
	}{
		{ok("c1"), ok("c2"), "c1", "c2", ""},
		{fail("choose the attacker"), fail("choose the target"), "", "", "choose the attacker"},
		{ok("c1"), fail("choose the target"), "c1", "", "choose the target"},
	}
	for i, tc := range tests {
		a, b, err := Both(tc.first, tc.second)
		wantErr := tc.err
		if wantErr == "" {
			wantErr = "<nil>"
		}
		uitest.Expect(t, fmt.Sprintf("%d: %q %q %v, want %q %q %q", i, a, b, err, tc.a, tc.b, tc.err),
			uitest.Cond{Name: fmt.Sprintf("%d first", i), OK: a == tc.a},
			uitest.Cond{Name: fmt.Sprintf("%d second", i), OK: b == tc.b},
			uitest.Cond{Name: fmt.Sprintf("%d error", i), OK: fmt.Sprint(err) == wantErr})
	}
}

// tickedTracker is a Tracker whose ticked combatants are fixed.
type tickedTracker struct {
	Tracker
	ids []string
}

func (t tickedTracker) Ticked() []string { return t.ids }

// TestEachTicked: one typed event per ticked combatant, in order, its ID
// in the payload; none ticked asks to tick some; a build error stops it.
func TestEachTicked(t *testing.T) {
	note := func(id string) (encounter.Event, error) {
		if id == "bad" {
			return encounter.Event{}, errors.New("bad is refused")
		}
		return encounter.NewEvent(encounter.EventNote, encounter.NotePayload{Combatant: id, Text: "hit"})
	}
	tests := []struct {
		name    string
		ticked  []string
		want    []string
		wantErr string
	}{
		{"two ticked", []string{"a", "b"}, []string{"a", "b"}, ""},
		{"none ticked", nil, nil, "tick one or more"},
		{"a build error", []string{"a", "bad"}, nil, "bad is refused"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			evs, err := EachTicked(tickedTracker{ids: tc.ticked}, note)()
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || evs != nil {
					t.Fatalf("events %v, error %v; want none and %q", evs, err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, ev := range evs {
				var p encounter.NotePayload
				if err := ev.Decode(&p); err != nil {
					t.Fatal(err)
				}
				got = append(got, p.Combatant)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Fatalf("events for %v, want %v", got, tc.want)
			}
		})
	}
}
