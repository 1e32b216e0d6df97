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

// TestEventHelp: the one-line help of every event, generated from the
// payload types (encounter.Fields), reads as the hand-written help did,
// word for word, in every mode that takes the event.
func TestEventHelp(t *testing.T) {
	want := map[string]string{
		"advance":              `{"thread", "action"?}: one mark`,
		"afflict":              `{"target", "condition", "duration"?}`,
		"attack":               `{"attacker", "target", "natural", "modifier", "damage", "defense_natural"?, "defense_modifier"?}`,
		"attempt":              `{"combatant", "challenge"?, "suitability", "natural", "modifier", "advantage"?, "start_effect"?, "post_effect"?}`,
		"cure":                 `{"target", "condition"}`,
		"damage":               `{"target", "amount", "resistant"?, "vulnerable"?, "immune"?}`,
		"danger_attack":        `as threat_attack with "danger" against its tn`,
		"death_save":           `{"combatant", "roll"}`,
		"dying_choice":         `{"combatant", "choice": struggle|death}`,
		"end":                  `{"outcome"?}: ends the encounter; XP awards listed`,
		"end_turn":             `next in order; a new round after the last`,
		"exhaustion":           `{"combatant", "change"}: exhaustion 6 is death`,
		"forestall":            `{"thread"}: one mark off`,
		"give_up":              `"Giving up means the threat takes place."`,
		"heal":                 `{"target", "amount"}`,
		"initiative":           `{"combatant", "roll"}: score = roll + initiative`,
		"injury":               `{"combatant", "change"}: injury 7 is death`,
		"legendary_action":     `{"threat", "cost"?}`,
		"legendary_resistance": `{"threat"}`,
		"leverage":             `{"combatant", "asset", "tn", "roll", "item"?, "load"?}: 1d10 + wealth bonus beats the TN`,
		"new_scene":            `a new scene: the marks counter starts again`,
		"resolve":              `{"combatant"}: the threat or danger counts as resolved for XP`,
		"set_hp":               `{"target", "hp"}`,
		"spend":                `{"combatant", "action": action|bonus|reaction|move|free, "what"?, "squares"?, "difficult"?}`,
		"stabilize":            `{"healer", "target", "natural", "modifier"}: total > 10`,
		"start":                `start round 1, highest score first`,
		"surprise":             `{"side"}: the other sides are Surprised in round 1`,
		"temp_hp":              `{"target", "amount"}: temporary health never stacks`,
		"threat_attack":        `{"threat", "target", "attack", "defense"?, "natural", "modifier"?, "cover"?, "reserve_roll"?, "multiple_targets"?, "certain"?}`,
		"tie_roll":             `{"combatants", "rolls"}: orders tied scores, higher first`,
		"toggle":               `{"threat", "what": strength|weakness, "on"}: ±6 on its tagged TN`,
		"urgency_met":          `the urgency is met: it ends and its threat occurs`,
		"written_back":         `{"combatant"}: its results were written back to its character`,
	}
	seen := map[string]bool{}
	for _, r := range EncounterRules() {
		for _, et := range r.EventTypes() {
			seen[et.Type] = true
			t.Run(r.Mode()+"/"+et.Type, func(t *testing.T) {
				if et.Summary != want[et.Type] {
					t.Errorf("help\n got %s\nwant %s", et.Summary, want[et.Type])
				}
			})
		}
	}
	for typ := range want {
		if !seen[typ] {
			t.Errorf("no mode takes %s", typ)
		}
	}
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
