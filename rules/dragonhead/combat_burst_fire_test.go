package dragonhead

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func TestBurst(t *testing.T) {
	s, get := fight(t)
	// Burst is "the die roll tells us the number of shots that hit": a pick with the aspect needs it.
	if err := s.Append(encounter.MustEvent(EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Gatling", "hit": 16, "damage_rolls": []int{4}, "armor_roll": 1})); err != nil {
		t.Fatal(err)
	}
	if msgs := strings.Join(s.State().Messages, " "); !strings.Contains(msgs, "roll the burst die") {
		t.Fatalf("!strings.Contains(msgs, \"roll the burst die\"): without the burst die: one shot and a reminder, got wear %d, %q", get("trog").Wear, msgs)
	} else if get("trog").Wear != 3 {
		t.Fatalf("get(\"trog\").Wear != 3: without the burst die: one shot and a reminder, got wear %d, %q", get("trog").Wear, msgs)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	// "Each shot hits with the same strength and does the same amount of damage to the target. But! Armor and
	// shield defend against each shot individually. Roll once and subtract that amount from the damage that each
	// shot does." 16 vs AC 13: one success, 4 − armour 1 = 3 per shot, 3 shots = 9 wear.
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Gatling", "hit": 16, "damage_rolls": []int{4}, "armor_roll": 1, "burst": 3}, "")
	trog := get("trog")
	if trog.Wear != 9 {
		t.Fatalf("burst wear %d, want 3 shots × 3 = 9", trog.Wear)
	}
	// "combine the amount of wear damage done by the burst and use that to figure out if the character has been
	// stunned or knocked down": 9 ≥ 2 × stun 3.
	if !trog.Has(CondKnockedDown) {
		t.Fatalf("9 wear against stun 3 should knock flat: %v", trog.Conditions)
	}
	// "Any roll less than 1 spreads the burst so thin it misses everything."
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Gatling", "hit": 30, "damage_rolls": []int{6, 6, 6, 6}, "armor_roll": 0, "burst": 0}, "")
	if get("trog").Wear != 9 {
		t.Fatalf("get(\"trog\").Wear != 9: a burst of 0 misses: wear %d, %v", get("trog").Wear, s.State().Messages)
	} else if !strings.Contains(strings.Join(s.State().Messages, " "), "misses everything") {
		t.Fatalf("!strings.Contains(strings.Join(s.State().Messages, \" \"), \"misses everything\"): a burst of 0 misses: wear %d, %v", get("trog").Wear, s.State().Messages)
	}
	if roll, ok := BurstRoll(get("carmin").Attacks[0]); !ok {
		t.Fatalf("!ok: BurstRoll = %q %v", roll, ok)
	} else if roll != "d6" {
		t.Fatalf("roll != \"d6\": BurstRoll = %q %v", roll, ok)
	}
}

func TestFire(t *testing.T) {
	s, get := fight(t)
	apply(t, s, EventIgnite, map[string]any{"target": "trog", "damage": "d6"}, "")
	if cd := get("trog").Condition(CondOnFire); cd == nil {
		t.Fatalf("cd == nil: conditions %v", get("trog").Conditions)
	} else if cd.Detail != "d6" {
		t.Fatalf("cd.Detail != \"d6\": conditions %v", get("trog").Conditions)
	}
	// "Fire damage should be rolled once at the end of each round until the blaze is extinguished"
	for range 3 {
		apply(t, s, EventEndTurn, nil, "")
	}
	if msgs := strings.Join(s.State().Messages, " "); !strings.Contains(msgs, "Troglodyte is on fire: roll d6 as wear (armour and shield do not protect)") {
		t.Fatalf("no fire reminder at the round's end: %q", msgs)
	}
	// "Diving into something like a pool of water puts the flames out instantly."
	apply(t, s, EventExtinguish, map[string]any{"combatant": "trog"}, "")
	apply(t, s, EventExtinguish, map[string]any{"combatant": "trog"}, "not on fire")
}
