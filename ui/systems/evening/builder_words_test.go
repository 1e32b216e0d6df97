package evening

import (
	"testing"

	eve "sessionzero/rules/evening"
)

// An attack's line in the Equipment step reads as words, with nothing
// shown for what is not set (issue 28: no "Spear:  + , 1d8").
func TestAttackLine(t *testing.T) {
	for _, c := range []struct {
		a    eve.Attack
		want string
	}{
		{eve.Attack{Name: "Spear", Aptitude: "Athletics", Ability: "prowess", Attribute: "body", Damage: "1d8", DamageType: "piercing"},
			"Spear: Prowess + Body, 1d8 piercing, Athletics"},
		{eve.Attack{Name: "Fist", Damage: "1"}, "Fist: 1"},
		{eve.Attack{Name: "Glare", Ability: "resolve"}, "Glare: Resolve"},
		{eve.Attack{Name: "Nothing yet"}, "Nothing yet"},
	} {
		if got := attackLine(c.a); got != c.want {
			t.Errorf("%+v: %q, want %q", c.a, got, c.want)
		}
	}
}
