package dragonhead

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// fight starts the skirmish (Carmin seat 1, Megan seat 2, a troglodyte) and
// rolls an even initiative: Carmin, Megan, then the troglodyte.
func fight(t *testing.T) (*encounter.Session, func(id string) *encounter.Combatant) {
	t.Helper()
	setup := skirmish()
	setup.Combatants[1].Attacks = []encounter.Attack{
		{Name: "Gatling", Kind: "Ranged", Hit: 14, Dice: "d6", Type: "p", Aspects: []string{"Burst d6"}},
		{Name: "Whip", Kind: "Melee", Hit: 12, Dice: "d4", Type: "b", Aspects: []string{"Grapple"}},
		{Name: "Sword", Kind: "Melee", Hit: 13, Dice: "d8", Type: "s"},
		{Name: "Bow", Kind: "Ranged", Hit: 12, Dice: "d6", Type: "p"},
	}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	apply(t, s, EventInitiative, map[string]any{"roll": 4}, "")
	return s, func(id string) *encounter.Combatant {
		c, err := s.State().Combatant(id)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
}

func TestBurst(t *testing.T) {
	s, get := fight(t)
	// Burst is "the die roll tells us the number of shots that hit": a pick with the aspect needs it.
	if err := s.Append(encounter.MustEvent(EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Gatling", "hit": 16, "damage_rolls": []int{4}, "armor_roll": 1})); err != nil {
		t.Fatal(err)
	}
	if msgs := strings.Join(s.State().Messages, " "); !strings.Contains(msgs, "roll the burst die") || get("trog").Wear != 3 {
		t.Fatalf("without the burst die: one shot and a reminder, got wear %d, %q", get("trog").Wear, msgs)
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
	if get("trog").Wear != 9 || !strings.Contains(strings.Join(s.State().Messages, " "), "misses everything") {
		t.Fatalf("a burst of 0 misses: wear %d, %v", get("trog").Wear, s.State().Messages)
	}
	if roll, ok := BurstRoll(get("carmin").Attacks[0]); !ok || roll != "d6" {
		t.Fatalf("BurstRoll = %q %v", roll, ok)
	}
}

func TestGrapple(t *testing.T) {
	s, get := fight(t)
	// "If the strength of the grapple can beat the strength of the escape then the grapple succeeds."
	apply(t, s, EventGrapple, map[string]any{"grappler": "carmin", "target": "trog", "strength": 12, "escape": 12}, "")
	if get("trog").Has(CondGrappled) {
		t.Fatal("a tie does not beat the escape")
	}
	apply(t, s, EventGrapple, map[string]any{"grappler": "carmin", "target": "trog", "strength": 15, "escape": 12}, "")
	trog, carmin := get("trog"), get("carmin")
	if cd := trog.Condition(CondGrappled); cd == nil || cd.Degree != 15 || cd.Detail != "carmin" || !carmin.Has(CondGrappling) {
		t.Fatalf("grapple: %v / %v", trog.Conditions, carmin.Conditions)
	}
	apply(t, s, EventEndTurn, nil, "")
	// "DC defends against any attack headed their way": Megan's 9 beats the troglodyte's DC 8, not its AC 13.
	apply(t, s, EventAttack, map[string]any{"attacker": "megan", "target": "trog", "hit": 9, "damage_rolls": []int{1}, "armor_roll": 0}, "")
	if get("trog").Wear != 1 {
		t.Fatalf("a grappled target defends with DC: wear %d", get("trog").Wear)
	}
	apply(t, s, EventEndTurn, nil, "")
	// "Both characters are stuck there, unable to move or do anything"
	apply(t, s, EventMove, map[string]any{"combatant": "trog", "steps": 2}, "is in a grapple")
	// "the grappled character may try to escape it once per round"
	apply(t, s, EventEscape, map[string]any{"combatant": "trog", "strength": 14}, "")
	if !get("trog").Has(CondGrappled) {
		t.Fatal("14 does not escape a 15 grapple")
	}
	apply(t, s, EventEscape, map[string]any{"combatant": "trog", "strength": 20}, "once per round")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	apply(t, s, EventEscape, map[string]any{"combatant": "trog", "strength": 15}, "")
	if get("trog").Has(CondGrappled) || get("carmin").Has(CondGrappling) {
		t.Fatal("15 against a 15 grapple escapes (the grapple must beat it)")
	}
	// The Grapple aspect: "simultaneously does damage and grapples whoever it hits using the strength of the hit".
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Whip", "hit": 14, "damage_rolls": []int{2}, "armor_roll": 0}, "")
	if cd := get("trog").Condition(CondGrappled); cd == nil || cd.Degree != 14 {
		t.Fatalf("the whip should grapple at 14: %v", get("trog").Conditions)
	}
	// "The grappler may try to reset the grapple … but they will lose it if they fully fail the check."
	apply(t, s, EventGrapple, map[string]any{"grappler": "carmin", "target": "trog", "strength": 6}, "")
	if get("trog").Has(CondGrappled) {
		t.Fatal("a full fail (6) on a reset loses the grapple")
	}
}

func TestGrappleLetGoWhenStunned(t *testing.T) {
	s, get := fight(t)
	apply(t, s, EventGrapple, map[string]any{"grappler": "carmin", "target": "trog", "strength": 15}, "")
	// "A stunned character … When grappling someone or desperately holding onto something you let go."
	apply(t, s, EventDamage, map[string]any{"target": "carmin", "wear": 3, "blow": true}, "")
	if get("carmin").Has(CondGrappling) || get("trog").Has(CondGrappled) {
		t.Fatal("a stunned grappler lets go")
	}
	apply(t, s, EventRelease, map[string]any{"combatant": "carmin"}, "holds no grapple")
}

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
	if megan = get("megan"); megan.Tear != 1 || megan.Wear != 6 || megan.Resource("sacrificed:Medium shield") != 2 {
		t.Fatalf("after the shield: wear %d tear %d", megan.Wear, megan.Tear)
	}
	apply(t, s, EventSacrifice, map[string]any{"combatant": "megan", "kind": "armor", "item": "Medium shield", "tear": 2}, "an item cannot take 2")
	// Weapon Sacrifice: "Instead of taking a tear of damage one of your weapons takes a -1 hit penalty."
	apply(t, s, EventDamage, map[string]any{"target": "carmin", "wear": 4, "damage_type": "s"}, "")
	apply(t, s, EventSacrifice, map[string]any{"combatant": "carmin", "kind": "weapon", "item": "Sword", "tear": 1}, "")
	sword, _ := get("carmin").FindAttack("Sword")
	if sword.Hit != 12 || get("carmin").Tear != 1 {
		t.Fatalf("sword Hit %d (want 13 − 1), tear %d", sword.Hit, get("carmin").Tear)
	}
	// "Ranged weapons may be sacrificed but as soon as they are damaged they break"
	apply(t, s, EventSacrifice, map[string]any{"combatant": "carmin", "kind": "weapon", "item": "Bow", "tear": 1}, "")
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Bow", "hit": 20, "damage_rolls": []int{1, 1}, "armor_roll": 0}, "broken")
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

func TestFire(t *testing.T) {
	s, get := fight(t)
	apply(t, s, EventIgnite, map[string]any{"target": "trog", "damage": "d6"}, "")
	if cd := get("trog").Condition(CondOnFire); cd == nil || cd.Detail != "d6" {
		t.Fatalf("conditions %v", get("trog").Conditions)
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

func TestBrokenMoraleIsReminded(t *testing.T) {
	s, _ := fight(t)
	// 002_81d21628bd61f597.txt: "With a half fail you can no longer fight. Instead, a character will back away".
	apply(t, s, EventMorale, map[string]any{"combatant": "trog", "strength": 10}, "")
	for range 2 {
		apply(t, s, EventEndTurn, nil, "")
	}
	apply(t, s, EventAttack, map[string]any{"attacker": "trog", "target": "megan", "hit": 9, "tie_roll": 2, "damage_rolls": []int{}}, "")
	if msgs := strings.Join(s.State().Messages, " "); !strings.Contains(msgs, "backing away after a failed morale check: the book says it \"can no longer fight\"") {
		t.Fatalf("no reminder: %q", msgs)
	}
	// A new check that holds lifts it ("13+ fights on").
	apply(t, s, EventMorale, map[string]any{"combatant": "trog", "strength": 14}, "")
	if trog, _ := s.State().Combatant("trog"); trog.Has(CondBackingAway) {
		t.Fatal("a good check ends the backing away")
	}
}
