package evening

import (
	"testing"

	"sessionzero/rules/encounter"
)

// TestAttackCopySameAsDecode: the threat's and the danger's attack
// payloads copy by hand as the engine's own copy does, and share no
// pointer with the original.
func TestAttackCopySameAsDecode(t *testing.T) {
	mod, dmg := -2, 7
	for _, a := range []FoeAttack{
		{},
		{Target: "c1", Attack: 2, Defense: "reflex", Natural: 14, Modifier: &mod, Cover: "half", ReserveRoll: 3, MultipleTargets: true, Certain: true, Damage: &dmg},
	} {
		threat := ThreatAttackEvent{onThreat{"t1"}, a}
		same, got, own, ok := encounter.SameAsCopy(threat)
		if !ok || !same {
			t.Errorf("threat attack %#v: registered %v, by hand %#v, the engine's %#v", threat, ok, got, own)
		}
		if a.Modifier != nil && (got.Modifier == a.Modifier || got.Damage == a.Damage) {
			t.Error("the threat attack's copy shares a pointer")
		}
		danger := DangerAttackEvent{onDanger{"d1"}, a}
		same, dgot, down, ok := encounter.SameAsCopy(danger)
		if !ok || !same {
			t.Errorf("danger attack %#v: registered %v, by hand %#v, the engine's %#v", danger, ok, dgot, down)
		}
		if a.Modifier != nil && (dgot.Modifier == a.Modifier || dgot.Damage == a.Damage) {
			t.Error("the danger attack's copy shares a pointer")
		}
	}
}
