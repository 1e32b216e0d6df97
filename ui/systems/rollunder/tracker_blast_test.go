//go:build ci

package rollunder

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// TestTrackerBlastOnThreeTargets: "Blast attacks affect all targets in the
// appropriate area, rolling once for each target" (004_5b2569e2fc4c8c7e.txt,
// Blast Damage, L26). The GM ticks three rats, declares Cy's blast (the
// ticked combatants are its targets), and the blast form rolls once per
// target with its own armour.
func TestTrackerBlastOnThreeTargets(t *testing.T) {
	lib, _, store := libtest.New(t)
	addCharacter(t, store, "Cy", `{"max_hp": 3, "weapons": [{"name": "Fire", "die": 6, "wielded": true, "blast": true}]}`)
	nw := newBarrowEncounter(t, lib)
	addTyped(t, nw, typed{name: "Rat", count: "3", hp: "2", armor: "1", die: "d4"})
	tw := startPartyFirst(t, nw)

	// Nothing ticked and the Target left on the blaster: refused in one line, nothing declared.
	trackertest.Tap(t, tw, "Declare")
	trackertest.Choose(t, tw, "Combatant", "Cy")
	trackertest.Choose(t, tw, "Action", "blast")
	trackertest.Choose(t, tw, "Target", "Cy")
	trackertest.Submit(t, tw, "Declare")
	if got := trackertest.FormText(tw); !strings.Contains(got, "tick the blast's targets") {
		t.Fatalf("a blast on the blaster itself is not refused:\n%s", got)
	}
	if p := savedView(t, store).Pending; len(p) != 0 {
		t.Fatalf("a refused blast left %q pending", p)
	}
	// Tick the three rats: a row's check box follows its name and side.
	ticked, pending := 0, false
	for _, o := range uitest.Drawn(tw.Content()) {
		switch x := o.(type) {
		case *widget.Label:
			if strings.HasPrefix(x.Text, "Rat ") && len(x.Text) == 5 {
				pending = true
			}
		case *widget.Check:
			if pending && x.Text == "" {
				x.SetChecked(true)
				ticked++
				pending = false
			}
		}
	}
	if ticked != 3 {
		t.Fatalf("ticked %d rats", ticked)
	}
	trackertest.Tap(t, tw, "Declare")
	trackertest.Choose(t, tw, "Combatant", "Cy")
	trackertest.Choose(t, tw, "Action", "blast")
	trackertest.Submit(t, tw, "Declare")
	declared := strings.Join(savedView(t, store).Pending, "|")
	for _, rat := range []string{"Rat 1", "Rat 2", "Rat 3"} {
		if !strings.Contains(declared, rat) {
			t.Errorf("the declared blast does not name %s: %q", rat, declared)
		}
	}
	trackertest.Submit(t, tw, "Next phase")

	trackertest.Tap(t, tw, "Blast")
	var faces []*widget.Entry
	for _, obj := range uitest.Objects(tw.Content()) {
		if e, ok := obj.(*widget.Entry); ok && e.PlaceHolder == "faces, e.g. 5, 3" {
			faces = append(faces, e)
		}
	}
	if len(faces) != 3 {
		t.Fatalf("the blast form rolls for %d targets, want 3:\n%s", len(faces), trackertest.FormText(tw))
	}
	// One roll each, less armour 1: 6 → 5 (2 HP, 3 to STR), 3 → 2 (HP 0), 1 → 0.
	for i, f := range []string{"6", "3", "1"} {
		typeInto(faces[i], f)
	}
	trackertest.Submit(t, tw, "Roll the blast")
	v := savedView(t, store)
	for _, want := range []struct {
		name    string
		hp, str int
	}{{"Rat 1", 0, 7}, {"Rat 2", 0, 10}, {"Rat 3", 2, 10}} {
		r := rowNamed(t, v, want.name)
		if r.HP != want.hp || r.Resources["current_str"] != want.str {
			t.Errorf("%s after the blast: HP %d STR %d, want HP %d STR %d", want.name, r.HP, r.Resources["current_str"], want.hp, want.str)
		}
	}
	log, _ := trackertest.Saved(t, store)
	last := log[len(log)-1]
	var p struct {
		Hits []json.RawMessage `json:"hits"`
	}
	if last.Type != ru.EventBlast {
		t.Fatalf("the log ends with %s, want a blast", last.Type)
	}
	if err := last.Decode(&p); err != nil {
		t.Fatal(err)
	}
	if len(p.Hits) != 3 {
		t.Errorf("the blast has %d hits, want 3", len(p.Hits))
	}
}
