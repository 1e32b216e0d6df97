package evening

import (
	"testing"

	"sessionzero/rules/encounter"
)

// The autopilot's payloads are the handlers' own types, so the engine
// copies them instead of reading their JSON again: these assignments
// compile only while the types stay identical.
var (
	_ DyingChoiceEvent  = choicePayload{}
	_ DeathSaveEvent    = rollPayload{}
	_ InitiativeEvent   = rollPayload{}
	_ TieRollEvent      = tiePayload{}
	_ SpendEvent        = spendPayload{}
	_ ThreatAttackEvent = threatAttackPayload{}
	_ AttackEvent       = attackEvent{}
)

// TestEventHelp: the one-line help spells a payload's fields from its
// JSON tags, the optional ones marked.
func TestEventHelp(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{fields[AttackEvent]("defense_natural", "defense_modifier"), `{"attacker", "target", "natural", "modifier", "damage", "defense_natural"?, "defense_modifier"?}`},
		{fields[ThreadEvent]("action"), `{"thread", "action"?}`},
		{fields[DamageEvent]("resistant", "vulnerable", "immune"), `{"target", "amount", "resistant"?, "vulnerable"?, "immune"?}`},
		{fields[encounter.OnCombatant](), `{"combatant"}`},
		{fields[TieRollEvent](), `{"combatants", "rolls"}`},
	} {
		if c.got != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
	t.Run("unknown optional field", func(t *testing.T) {
		defer func() {
			if recover() == nil {
				t.Error("fields with an unknown optional name did not panic")
			}
		}()
		_ = fields[TieRollEvent]("nope")
	})
}

// TestTypedEventsApply: an event built from a payload type applies as its
// JSON does (the forms build events from these types).
func TestTypedEventsApply(t *testing.T) {
	s := session(t, NewCombatRules(), ogreSetup(t))
	for _, ev := range []struct {
		typ string
		p   any
	}{
		{EventInitiative, InitiativeEvent{OnCombatant: encounter.OnCombatant{Combatant: "wren"}, Roll: 12}},
		{EventInitiative, InitiativeEvent{OnCombatant: encounter.OnCombatant{Combatant: "ogre"}, Roll: 3}},
		{EventStart, nil},
		{EventToggle, ToggleEvent{OnThreat: OnThreat{Threat: "ogre"}, What: EdgeStrength, On: true}},
		{EventAfflict, ConditionEvent{OnTarget: encounter.OnTarget{Target: "wren"}, Condition: "Prone"}},
		{EventEndTurn, nil},
		{EventThreatAttack, NewThreatAttack("ogre", FoeAttack{Target: "wren", Attack: 1, Natural: 20})},
	} {
		e, err := encounter.NewEvent(ev.typ, ev.p)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Append(e); err != nil {
			t.Fatalf("%s: %v", ev.typ, err)
		}
	}
	ogre, _ := s.State().Combatant("ogre")
	if ogre.Resource("strength_on") != 1 {
		t.Errorf("toggle did not put the strength in play: strength_on %d", ogre.Resource("strength_on"))
	}
	wren, _ := s.State().Combatant("wren")
	if !wren.Has("Prone") {
		t.Error("afflict did not put Prone on wren")
	}
}
