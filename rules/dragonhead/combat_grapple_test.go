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

func TestGrapple(t *testing.T) {
	s, get := fight(t)
	// "If the strength of the grapple can beat the strength of the escape then the grapple succeeds."
	apply(t, s, EventGrapple, map[string]any{"grappler": "carmin", "target": "trog", "strength": 12, "escape": 12}, "")
	if get("trog").Has(CondGrappled) {
		t.Fatal("a tie does not beat the escape")
	}
	apply(t, s, EventGrapple, map[string]any{"grappler": "carmin", "target": "trog", "strength": 15, "escape": 12}, "")
	trog, carmin := get("trog"), get("carmin")
	if cd := trog.Condition(CondGrappled); cd == nil {
		t.Fatalf("cd == nil: grapple: %v / %v", trog.Conditions, carmin.Conditions)
	} else if cd.Degree != 15 {
		t.Fatalf("cd.Degree != 15: grapple: %v / %v", trog.Conditions, carmin.Conditions)
	} else if cd.Detail != "carmin" {
		t.Fatalf("cd.Detail != \"carmin\": grapple: %v / %v", trog.Conditions, carmin.Conditions)
	} else if !carmin.Has(CondGrappling) {
		t.Fatalf("!carmin.Has(CondGrappling): grapple: %v / %v", trog.Conditions, carmin.Conditions)
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
	if get("trog").Has(CondGrappled) {
		t.Fatal("get(\"trog\").Has(CondGrappled):", "15 against a 15 grapple escapes (the grapple must beat it)")
	} else if get("carmin").Has(CondGrappling) {
		t.Fatal("get(\"carmin\").Has(CondGrappling):", "15 against a 15 grapple escapes (the grapple must beat it)")
	}
	// The Grapple aspect: "simultaneously does damage and grapples whoever it hits using the strength of the hit".
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "attack": "Whip", "hit": 14, "damage_rolls": []int{2}, "armor_roll": 0}, "")
	if cd := get("trog").Condition(CondGrappled); cd == nil {
		t.Fatalf("cd == nil: the whip should grapple at 14: %v", get("trog").Conditions)
	} else if cd.Degree != 14 {
		t.Fatalf("cd.Degree != 14: the whip should grapple at 14: %v", get("trog").Conditions)
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
	if get("carmin").Has(CondGrappling) {
		t.Fatal("get(\"carmin\").Has(CondGrappling):", "a stunned grappler lets go")
	} else if get("trog").Has(CondGrappled) {
		t.Fatal("get(\"trog\").Has(CondGrappled):", "a stunned grappler lets go")
	}
	apply(t, s, EventRelease, map[string]any{"combatant": "carmin"}, "holds no grapple")
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
