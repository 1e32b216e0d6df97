package dragonhead

import (
	"testing"
)

func TestSacrifice(t *testing.T) {
	s, get := fight(t)
	// 7 wear, 3 tear from Carmin's sword on Megan.
	apply(t, s, EventDamage, map[string]any{"target": "megan", "wear": 6, "damage_type": "s"}, "")
	megan := get("megan")
	if megan.Tear != 3 {
		t.Fatalf("tear %d", megan.Tear)
	}
	// Armour Sacrifice "has no effect on wear damage but you can subtract from the defensive value of a piece of
	// armor or shield any tear damage heading towards your character".
	apply(t, s, EventSacrifice, map[string]any{"combatant": "megan", "kind": "armor", "item": "Medium shield", "tear": 2}, "")
	if megan = get("megan"); megan.Tear != 1 {
		t.Fatalf("megan.Tear != 1: after the shield: wear %d tear %d", megan.Wear, megan.Tear)
	} else if megan.Wear != 6 {
		t.Fatalf("megan.Wear != 6: after the shield: wear %d tear %d", megan.Wear, megan.Tear)
	} else if megan.Resource("sacrificed:Medium shield") != 2 {
		t.Fatalf("megan.Resource(\"sacrificed:Medium shield\") != 2: after the shield: wear %d tear %d", megan.Wear, megan.Tear)
	}
	apply(t, s, EventSacrifice, map[string]any{"combatant": "megan", "kind": "armor", "item": "Medium shield", "tear": 2}, "an item cannot take 2")
	// Weapon Sacrifice: "Instead of taking a tear of damage one of your weapons takes a -1 hit penalty."
	apply(t, s, EventDamage, map[string]any{"target": "carmin", "wear": 4, "damage_type": "s"}, "")
	apply(t, s, EventSacrifice, map[string]any{"combatant": "carmin", "kind": "weapon", "item": "Sword", "tear": 1}, "")
	sword, _ := get("carmin").FindAttack("Sword")
	if sword.Hit != 12 {
		t.Fatalf("sword.Hit != 12: sword Hit %d (want 13 − 1), tear %d", sword.Hit, get("carmin").Tear)
	} else if get("carmin").Tear != 1 {
		t.Fatalf("get(\"carmin\").Tear != 1: sword Hit %d (want 13 − 1), tear %d", sword.Hit, get("carmin").Tear)
	}
	// "Ranged weapons may be sacrificed but as soon as they are damaged they break"
	apply(t, s, EventSacrifice, map[string]any{"combatant": "carmin", "kind": "weapon", "item": "Bow", "tear": 1}, "")
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Bow", "hit": 20, "damage_rolls": []int{1, 1}, "armor_roll": 0}, "broken")
	if !s.State().Ext.(*combatExt).broken {
		t.Fatal("a weapon broke and the fight does not know it: brokenWeapon would look nothing up")
	}
	apply(t, s, EventDamage, map[string]any{"target": "carmin", "wear": 2, "damage_type": "s"}, "")
	apply(t, s, EventSacrifice, map[string]any{"combatant": "carmin", "kind": "weapon", "item": "Club", "tear": 1}, "must be one of the attacks")
	// Undo replays from the setup: the sword's Hit is back.
	for range 4 {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if sword, _ := get("carmin").FindAttack("Sword"); sword.Hit != 13 {
		t.Fatalf("after undo the sword's Hit is %d", sword.Hit)
	}
}
