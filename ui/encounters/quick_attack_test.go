package encounters

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// QA (issue 24): an opponent typed on New encounter's quick-add form had
// no attack, so a fight against typed opponents could never be forecast
// and the tracker had no attack to pick for them. DvR types its weapons
// ("Knife d6 2") and Dragonhead its attacks ("Claw 12 1d6 s") with the key
// numbers; the forecast then plays the fight.
func TestTypedAttackGivesAForecast(t *testing.T) {
	tests := []struct {
		kind, label string
		// party and foe are the key numbers and roll of each side's typed
		// combatant; weapon and foeWeapon their attacks.
		party, foe        map[string]string
		roll, weapon, bad string
		// refused is in the forecast's words while the foe has no attack.
		refused string
	}{
		{kind: "DvR combat", label: "Weapon",
			party: map[string]string{"max_health": "8"}, foe: map[string]string{"max_health": "6"},
			roll: "d8 d6", weapon: "Knife d6 2", bad: "Knife d6", refused: "weapon"},
		{kind: "Dragonhead combat", label: "Attack: name, Hit, damage",
			party: map[string]string{"hp": "12", "ac": "12", "dc": "10", "stun": "6"},
			foe:   map[string]string{"hp": "10", "ac": "11", "dc": "9", "stun": "5"},
			roll:  "d4", weapon: "Claw 12 1d6 s", bad: "Claw 1d6 s", refused: "attack"},
	}
	for _, tc := range tests {
		t.Run(tc.kind, func(t *testing.T) {
			l, _, _ := libtest.New(t)
			s := showNewEncounter(l)
			t.Cleanup(func() { closeWindow(s.win) })
			chooseKind(s, tc.kind)
			if s.attack.PlaceHolder != tc.weapon {
				t.Errorf("the %s field's placeholder %q", tc.label, s.attack.PlaceHolder)
			}
			if !formHas(s, tc.label) {
				t.Fatalf("no %q field on the quick-add form", tc.label)
			}
			s.armor.SetText(tc.roll)
			s.attack.SetText(tc.weapon)
			s.oppSide.SetSelected("Party")
			typeOpponent(t, s, "Ada", "1", false, tc.party)
			s.oppSide.SetSelected("Opponents")
			s.attack.SetText("")
			typeOpponent(t, s, "Thug", "1", false, tc.foe)
			s.forecast.Wait()
			t.Logf("without: %q", s.forecast.Status())
			if s.forecast.Last() != nil || !strings.Contains(strings.ToLower(s.forecast.Status()), tc.refused) {
				t.Errorf("a thug without an attack: the forecast reads %q", s.forecast.Status())
			}

			// Bad input names the field and what to write.
			s.attack.SetText(tc.bad)
			if _, err := s.typed(); err == nil || !strings.HasPrefix(err.Error(), tc.label+" ") || !strings.Contains(err.Error(), "e.g.") {
				t.Errorf("typed %q: error %v, want one naming the %s field with an example", tc.bad, err, tc.label)
			}

			s.opponents = s.opponents[:1]
			s.attack.SetText(tc.weapon)
			typeOpponent(t, s, "Thug", "2", false, tc.foe)
			s.forecast.Wait()
			res := s.forecast.Last()
			if res == nil || len(res.Sides) != 2 || !strings.Contains(s.forecast.Status(), "wins") {
				t.Fatalf("typed combatants with attacks: no forecast, %q", s.forecast.Status())
			}
			t.Logf("with: %q", s.forecast.Status())

			uitest.CheckFits(t, tc.kind+" New encounter with typed attacks", s.win.Canvas(), uitest.Laptop)
			uitest.Capture(t, s.win, "encounter-new-typed-attack-"+strings.Fields(tc.kind)[0])

			// The tracker offers the typed attack to pick, and its Join
			// form types one too.
			tr := startTracker(t, s)
			tr.showForm(tr.joinForm())
			uitest.CheckFits(t, tc.kind+" tracker joining", tr.win.Canvas(), uitest.Laptop)
			for _, c := range tr.session.State().Combatants {
				name := strings.Fields(tc.weapon)[0]
				if _, err := c.FindAttack(name); err != nil {
					t.Errorf("in the tracker: %v", err)
				}
			}
		})
	}
}

// formHas reports whether the quick-add form shows a field labelled label.
func formHas(s *encounterSetup, label string) bool {
	for _, o := range s.statBox.Objects {
		if f, ok := o.(*widget.Form); ok {
			for _, it := range f.Items {
				if it.Text == label {
					return true
				}
			}
		}
	}
	return false
}
