package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/rules/drgn"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/encounters/trackertest"
	_ "sessionzero/ui/systems/drgn" // DRGN's characters join, and these forms
	"sessionzero/ui/uitest"
)

// The DRGN tracker's forms driven through the app's windows (trackertest): Brannoch (the
// rules' centaur) of The Sunken Crown against two goblins typed into New
// encounter.

// startGoblinFight opens New encounter in the real app with Brannoch and
// two goblins (30 HP, toughness 3) and returns the tracker window.
func startGoblinFight(t *testing.T) fyne.Window {
	t.Helper()
	l, store := trackertest.Library(t)
	data, err := drgntest.Centaur(t).Encode()
	if err != nil {
		t.Fatal(err)
	}
	uitest.AddCharacter(t, store, drgn.ID, "Brannoch", "The Sunken Crown", data)
	w := trackertest.Start(t, l, trackertest.Setup{Kind: "DRGN combat", Campaign: "The Sunken Crown",
		Opponents: []trackertest.Opponent{{Name: "Goblin", Stats: [][2]string{{"How many", "2"}, {"Max HP", "30"}, {"Toughness", "3"}}}}})
	t.Cleanup(w.Close)
	return w
}

// declareShown opens the Declare attack form in the Dec phase with the
// goblins ticked.
func declareShown(t *testing.T, w fyne.Window, targets ...string) {
	t.Helper()
	trackertest.Tap(t, w, "Next phase")
	trackertest.Tick(t, w, targets...)
	trackertest.Tap(t, w, "Declare attack")
}

// The damage preview's bar and words are what the target keeps (issue 26:
// "a 2-damage hit on a 30-HP goblin reads '7% of the HP left' and fills 7%
// of the bar (93% is left)"). Quick Jab is not Brannoch's, so the Lance:
// 000_83d7bea2fb475415.txt "((Damage * Attunement) * Crit) - (Toughness +
// Evasion) = Damage Taken", 20 − 3 = 17, 13 of 30 left.
func TestDeclarePreviewShowsWhatIsLeft(t *testing.T) {
	w := startGoblinFight(t)
	declareShown(t, w, "Goblin 1")
	trackertest.Choose(t, w, "Attack", "Lance · melee · 20 Piercing")
	text := trackertest.Shown(w)
	for _, want := range []string{"Goblin 1 takes 17 (HP 30 of 30)", "13 of 30 HP left (43%)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the preview does not say %q:\n%s", want, text)
		}
	}
	bars := previewBars(t, w)
	if len(bars) != 1 {
		t.Fatalf("%d bars, want one for Goblin 1", len(bars))
	}
	if bars[0] < 0.42 || bars[0] > 0.44 {
		t.Errorf("the bar fills %.2f of its width, want 13/30", bars[0])
	}
}

// previewBars are the filled parts of the preview's bars as drawn (the
// fill's width over the back's).
func previewBars(t *testing.T, w fyne.Window) []float32 {
	t.Helper()
	trackertest.Paint(w)
	var out []float32
	for _, o := range uitest.Drawn(trackertest.Field(t, w, "Damage before declaring")) {
		wid, ok := o.(fyne.Widget) // hooks.ChanceBar: its back and its fill
		if !ok {
			continue
		}
		objs := test.WidgetRenderer(wid).Objects()
		if len(objs) != 2 {
			continue
		}
		back, ok1 := objs[0].(*canvas.Rectangle)
		fill, ok2 := objs[1].(*canvas.Rectangle)
		if ok1 && ok2 && back.Size().Width > 0 {
			out = append(out, fill.Size().Width/back.Size().Width)
		}
	}
	return out
}

// A declared attack's choices do not carry over (issue 26: "'critical hit'
// stays ticked for the next attacker"), and the log names the attack
// ("The DRGN log says 'declared a1:' where it should name the attack").
func TestDeclareResetsItsChoicesAndLogsTheAttack(t *testing.T) {
	w := startGoblinFight(t)
	declareShown(t, w, "Goblin 1")
	trackertest.Choose(t, w, "Attack", "Lance · melee · 20 Piercing")
	trackertest.Check(t, w, "Crit").SetChecked(true)
	if text := trackertest.Shown(w); !strings.Contains(text, "Goblin 1 takes 37") { // 20 × 2 crit − 3
		t.Fatalf("crit preview:\n%s", text)
	}
	trackertest.Submit(t, w, "Declare")
	text := trackertest.Shown(w)
	if !strings.Contains(text, "declared Brannoch's Lance -> Goblin 1, 20 Piercing melee crit (a1)") {
		t.Fatalf("the log does not name the attack:\n%s", text)
	}
	if trackertest.Check(t, w, "Crit").Checked {
		t.Fatal("Crit is still ticked for the next declaration")
	}
	if !strings.Contains(trackertest.Shown(w), "Goblin 1 takes 17") {
		t.Fatalf("the preview still shows a crit:\n%s", trackertest.Shown(w))
	}
}

// Stasis "cannot be interacted with in any way" (000_83d7bea2fb475415.txt,
// Advanced Status Effects): the Damage form is refused on a goblin in
// stasis (5 − toughness 3); the GM's override applies it, the log says so, and the override
// does not stay ticked.
func TestDamageRefusedInStasisUnlessOverridden(t *testing.T) {
	w := startGoblinFight(t)
	trackertest.Tick(t, w, "Goblin 1")
	trackertest.Tap(t, w, "Condition")
	trackertest.Choose(t, w, "Status", "Stasis")
	trackertest.Type(t, w, "Duration (rounds)", "2")
	trackertest.Submit(t, w, "Apply")
	trackertest.Tick(t, w, "Goblin 1")
	trackertest.Tap(t, w, "Damage")
	trackertest.Type(t, w, "Damage", "5")
	trackertest.Submit(t, w, "Apply damage")
	if text := trackertest.Shown(w); !strings.Contains(text, "in stasis") {
		t.Fatalf("damage on stasis should be refused:\n%s", text)
	}
	trackertest.Check(t, w, "Stasis").SetChecked(true)
	trackertest.Submit(t, w, "Apply damage")
	text := trackertest.Shown(w)
	for _, want := range []string{"GM override: damage while Goblin 1 is in stasis", "28 / 30"} {
		if !strings.Contains(text, want) {
			t.Errorf("the override applies and is logged: no %q in\n%s", want, text)
		}
	}
	if trackertest.Check(t, w, "Stasis").Checked {
		t.Fatal("the override stays ticked for the next event")
	}
}
