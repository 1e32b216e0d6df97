package dragonhead

import (
	"encoding/json"
	"testing"

	"sessionzero/rules/encounter"
)

// TestAutoAttackJSON: the autopilot's attack payload writes the JSON the
// rules' AttackPayload writes for the same attack, key for key and byte
// for byte, so that a sampled fight's file is the same either way; the
// engine keeps it as it is; and text JSON would change (not UTF-8) still
// makes an event, by the engine's JSON round trip.
func TestAutoAttackJSON(t *testing.T) {
	for _, a := range []autoAttack{
		{},
		{autoAttackHead: autoAttackHead{Attacker: "pc0", Target: "gob3", Hit: 17}, DamageRolls: []int{},
			autoAttackTail: autoAttackTail{DamageType: "s", Attack: "sword"}},
		{autoAttackHead: autoAttackHead{Attacker: "pc0", Target: "gob3", Hit: 12, TieRoll: 5}, DamageRolls: []int{4, 0, 7},
			autoAttackTail: autoAttackTail{DamageType: "p", ArmorRoll: 3, Scar: true, Attack: "Spear \"long\""}},
	} {
		own, err := encounter.NewEventOwned(EventAttack, a)
		if err != nil {
			t.Fatal(err)
		}
		rules, err := encounter.NewEvent(EventAttack, a.payload())
		if err != nil {
			t.Fatal(err)
		}
		if got, want := string(own.JSON()), string(rules.JSON()); got != want {
			t.Errorf("the autopilot's attack writes\n%s\nthe rules' payload\n%s", got, want)
		}
		var kept *AttackPayload
		if err := own.Decode(&kept); err != nil {
			t.Fatal(err)
		}
		if kept.Hit == nil || *kept.Hit != a.Hit || kept.Attacker != a.Attacker || len(kept.DamageRolls) != len(a.DamageRolls) {
			t.Errorf("%s decoded as %+v", own.JSON(), *kept)
		}
	}
	bad := autoAttack{autoAttackHead: autoAttackHead{Attacker: "pc\xff", Target: "gob", Hit: 3}, DamageRolls: []int{}}
	ev, err := encounter.NewEventOwned(EventAttack, bad)
	if err != nil {
		t.Fatal(err)
	}
	var got *AttackPayload
	if err := ev.Decode(&got); err != nil {
		t.Fatal(err)
	}
	if got.Attacker != "pc\ufffd" {
		t.Errorf("text that is not UTF-8 decoded as %q, want it as its JSON reads (%q)", got.Attacker, "pc\ufffd")
	}
	var back map[string]any
	if err := json.Unmarshal(ev.JSON(), &back); err != nil || back["type"] != EventAttack {
		t.Errorf("event JSON %s: %v", ev.JSON(), err)
	}
}
