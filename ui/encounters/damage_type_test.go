package encounters

import (
	"strings"
	"testing"
)

// chooseDamageType picks the Dragonhead damage type of that letter on a
// form, shown as "s – Sharp".
func chooseDamageType(t *testing.T, f *eventForm, letter string) {
	t.Helper()
	sel := f.selects["Damage type"]
	for _, o := range sel.Options {
		if strings.HasPrefix(o, letter+" – ") {
			sel.SetSelected(o)
			return
		}
	}
	t.Fatalf("no damage type %q in %v", letter, sel.Options)
}

// TestDragonheadDamageTypesAreNamed: the tracker's damage-type pickers show
// the book's names beside its letters, as the builder does; the event keeps
// the letter. 002_81d21628bd61f597.txt: "An attack doing 8 Sharp would do 8
// wear and 4 tear."
func TestDragonheadDamageTypesAreNamed(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	want := []string{"p – Piercing", "s – Sharp", "m – Mixed", "b – Blunt", "i – Impact"}
	damage := tr.damageForm()
	if got := damage.selects["Damage type"].Options; strings.Join(got, "|") != "|"+strings.Join(want, "|") {
		t.Fatalf("the damage form offers %q", got)
	}
	attack := tr.actionForm("Attack")
	tr.showForm(attack)
	if got := attack.selects["Damage type"].Options; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("the attack form offers %q", got)
	}
	tick(t, tr, "Troglodyte")
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) {
		f.dice["Wear"].value.SetText("8")
		f.selects["Damage type"].SetSelected("s – Sharp")
	})
	if r := rowOf(t, tr, "Troglodyte"); r.Wear != 8 || r.Tear != 4 {
		t.Fatalf("8 Sharp gave wear %d tear %d", r.Wear, r.Tear)
	}
	log := tr.session.Encounter().Log
	if got := string(log[len(log)-1].JSON()); !strings.Contains(got, `"damage_type":"s"`) {
		t.Fatalf("the event keeps the letter: %s", got)
	}
}
