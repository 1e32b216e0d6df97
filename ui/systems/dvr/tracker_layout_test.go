package dvr

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	rdvr "sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/ui/uitest"
)

// ticking is a tracker with a state and ticked combatants.
type ticking struct {
	stateOnly
	ticked []string
}

func (t ticking) Ticked() []string { return t.ticked }

// An attack's target defaults to an opponent of the attacker ("D is the
// difficulty of landing the blow and R is the resistance of the target",
// 001_b486315a8cda90c7.txt Combat with versatile weapons): a ticked ally is
// passed over, a Down opponent comes after an able one, and with no
// opponent there is no default.
func TestAttackTargetIsAnOpponent(t *testing.T) {
	var setup encounter.Setup
	if err := json.Unmarshal([]byte(`{"sides":[{"id":"pc","players":true},{"id":"foe"}],"combatants":[
		{"id":"jessie","name":"Jessie","side":"pc","stats":{"max_health":17}},
		{"id":"ally","name":"Ally","side":"pc","stats":{"max_health":10}},
		{"id":"down","name":"Down guard","side":"foe","stats":{"max_health":12,"health":0}},
		{"id":"guard","name":"Guard","side":"foe","stats":{"max_health":12}}]}`), &setup); err != nil {
		t.Fatal(err)
	}
	st, err := encounter.Start(rdvr.NewCombatRules(), setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		attacker string
		ticked   []string
		want     string
	}{
		{"jessie", []string{"ally"}, "guard"},
		{"jessie", []string{"jessie", "ally", "down"}, "down"},
		{"jessie", nil, "guard"},
		{"guard", []string{"down"}, "jessie"},
		{"guard", []string{"ally"}, "ally"},
		{"nobody", []string{"ally"}, ""},
	} {
		if got := targetOf(ticking{stateOnly{st: st}, tc.ticked}, tc.attacker); got != tc.want {
			t.Errorf("%s with %v ticked: target %q, want %q", tc.attacker, tc.ticked, got, tc.want)
		}
	}
}

// formScroll is the tracker's scroll holding the open form.
func formScroll(t *testing.T, w fyne.Window, text string) *container.Scroll {
	t.Helper()
	paint(w)
	for _, o := range uitest.Drawn(w.Content()) {
		if s, ok := o.(*container.Scroll); ok && s.Direction == container.ScrollVerticalOnly {
			if inner := uitest.DrawnText(s.Content) + uitest.TextOf(s.Content); strings.Contains(inner, text) {
				return s
			}
		}
	}
	t.Fatalf("no form showing %q", text)
	return nil
}

// The forms do not move under the mouse: typing the dice lengthens the odds
// (the cheapest push joins them) without moving the buttons under them, and
// the Damage panel opens at its top after the long attack form was
// scrolled down.
func TestTrackerFormsStayPut(t *testing.T) {
	_, w, _ := startFight(t)
	startWith(t, w, "Jessie")
	w.Resize(fyne.NewSize(1280, 720))
	tapButton(t, w, "Attack")
	tickDice(t, w, "Reflex d6", "Gunplay d6 (skill)")
	rollBtn := button(t, w, "Roll the pool", false)
	driver := fyne.CurrentApp().Driver()
	before := driver.AbsolutePositionForObject(rollBtn)
	entry(t, w, "Dice as rolled").SetText("3 4 2")
	paint(w)
	if oddsShown(t, w) == "" || driver.AbsolutePositionForObject(rollBtn) != before {
		t.Fatalf("Roll the pool moved from %v to %v when the dice were typed", before, driver.AbsolutePositionForObject(rollBtn))
	}
	s := formScroll(t, w, "Dice as rolled")
	s.Offset = fyne.NewPos(0, 300) // the user scrolled down the attack form
	tapButton(t, w, "Damage")
	if s := formScroll(t, w, "Health lost by each ticked combatant"); s.Offset.Y != 0 {
		t.Fatalf("the Damage panel opens scrolled to %v", s.Offset)
	}
}
