package tracker_test

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/drgn"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// The forms offer what rules/drgn says may be picked and refuse what it
// refuses, driven through the tracker window.

// choice is a form field that must be a choice.
func choice(t *testing.T, s any) *widget.Select {
	t.Helper()
	sel, ok := s.(*widget.Select)
	if !ok {
		t.Fatalf("%T is not a choice", s)
	}
	return sel
}

// The Condition form offers the statuses a GM may inflict: not Injured or
// Dying, which 000_83d7bea2fb475415.txt gives "automatically" from hit
// points.
func TestConditionFormOffersInflictableStatuses(t *testing.T) {
	w := startGoblinFight(t)
	trackertest.Tick(t, w, "Goblin 1")
	trackertest.Tap(t, w, "Condition")
	status := choice(t, trackertest.Field(t, w, "Status"))
	if !slices.Equal(status.Options, drgn.InflictableStatuses()) {
		t.Errorf("Status offers %v, want %v", status.Options, drgn.InflictableStatuses())
	}
	for _, s := range []string{drgn.StatusInjured, drgn.StatusDying} {
		if slices.Contains(status.Options, s) {
			t.Errorf("Status offers %s", s)
		}
	}
}

// Inflicting through the Condition form: a status that counts down needs
// its rounds; Prone ("Removing the prone condition requires the “move”
// action") needs none; an Unconscious goblin held up ("Unless an
// unconscious character is supported by something, they will also have the
// prone condition") does not fall prone (000_83d7bea2fb475415.txt).
func TestConditionFormInflicts(t *testing.T) {
	tests := []struct {
		name, status, duration string
		supported              bool
		want, notWant          string
	}{
		{"Slowed without rounds is refused", drgn.StatusSlowed, "", false, "type the duration in rounds", "Goblin 1 is Slowed"},
		{"Slowed for 2 rounds", drgn.StatusSlowed, "2", false, "Goblin 1 is Slowed for 2 round(s)", "type the duration"},
		{"Prone needs no rounds", drgn.StatusProne, "", false, "Goblin 1 is Prone until a move action removes it", "type the duration"},
		{"Unconscious falls prone", drgn.StatusUnconscious, "1", false, "Goblin 1 falls prone", ""},
		{"Unconscious held up stays up", drgn.StatusUnconscious, "1", true, "Goblin 1 is Unconscious for 1 round(s)", "falls prone"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := startGoblinFight(t)
			trackertest.Tick(t, w, "Goblin 1")
			trackertest.Tap(t, w, "Condition")
			trackertest.Choose(t, w, "Status", tt.status)
			trackertest.Type(t, w, "Duration (rounds)", tt.duration)
			trackertest.Check(t, w, "Supported").SetChecked(tt.supported)
			trackertest.Submit(t, w, "Apply")
			text := trackertest.Shown(w)
			if !strings.Contains(text, tt.want) {
				t.Errorf("no %q in\n%s", tt.want, text)
			}
			if tt.notWant != "" && strings.Contains(text, tt.notWant) {
				t.Errorf("%q shown:\n%s", tt.notWant, text)
			}
		})
	}
}

// Use ability offers Brannoch's abilities only (his Lance is a weapon,
// with no uses) and counts a use: 3 of 3 → 2 of 3.
func TestUseAbilityOffersAbilitiesAndCountsAUse(t *testing.T) {
	w := startGoblinFight(t)
	trackertest.Tick(t, w, "Brannoch")
	trackertest.Tap(t, w, "Use ability")
	ability := choice(t, trackertest.Field(t, w, "Ability"))
	if want := []string{"Fireball · ability · 30 Fire · area · uses 3 of 3"}; !slices.Equal(ability.Options, want) {
		t.Errorf("Ability offers %q, want %q", ability.Options, want)
	}
	trackertest.Submit(t, w, "Use")
	if text := trackertest.Shown(w); !strings.Contains(text, "Brannoch uses Fireball (2 of 3 uses left)") {
		t.Errorf("the use is not counted:\n%s", text)
	}
}

// Spend actions offers the book's actions ("move, activate, trait,
// communicate, command, ability") and special; a move spends one of
// Brannoch's three.
func TestSpendFormSpendsAnAction(t *testing.T) {
	w := startGoblinFight(t)
	trackertest.Tick(t, w, "Brannoch")
	trackertest.Tap(t, w, "Spend actions")
	action := choice(t, trackertest.Field(t, w, "Action"))
	if !slices.Equal(action.Options, drgn.SpendActions) {
		t.Errorf("Action offers %v, want %v", action.Options, drgn.SpendActions)
	}
	if action.Selected != drgn.ActionMove {
		t.Errorf("Action starts at %q, want move", action.Selected)
	}
	trackertest.Submit(t, w, "Spend")
	// The log line lists the event's fields set (an action's count only
	// for special), as it did when the form wrote them by hand.
	text := trackertest.Shown(w)
	if !strings.Contains(text, "Spend: action move, combatant Brannoch, note") {
		t.Errorf("the move is not logged:\n%s", text)
	}
	if strings.Contains(text, "actions 0") {
		t.Errorf("the log line lists an unset count:\n%s", text)
	}
}

// Heal's log line lists the fields set, the GM override only when ticked.
func TestHealLogLine(t *testing.T) {
	w := startGoblinFight(t)
	trackertest.Tick(t, w, "Goblin 1")
	trackertest.Tap(t, w, "Heal")
	for _, o := range uitest.Drawn(trackertest.Field(t, w, "HP")) {
		if e, ok := o.(*widget.Entry); ok {
			e.SetText("5")
			break
		}
	}
	trackertest.Submit(t, w, "Heal")
	text := trackertest.Shown(w)
	if !strings.Contains(text, "Heal: amount 5, target Goblin 1, temp hp 0") {
		t.Errorf("the heal is not logged as before:\n%s", text)
	}
	if strings.Contains(text, "override") {
		t.Errorf("the log line lists an unticked override:\n%s", text)
	}
}
