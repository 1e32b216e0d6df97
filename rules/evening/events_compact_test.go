package evening

import (
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules/encounter"
)

// TestSavedEventsAreCompact: an event the tracker's forms build from the
// payload types writes the keys their old map literals wrote (git show
// 250de73:ui/systems/evening/tracker/*.go), not every field of its type: a
// saved log stays as compact as before.
func TestSavedEventsAreCompact(t *testing.T) {
	on := func(id string) encounter.OnCombatant { return encounter.OnCombatant{Combatant: id} }
	at := func(id string) encounter.OnTarget { return encounter.OnTarget{Target: id} }
	two, minus1, four := 2, -1, 4
	level := EffectLevel(1)
	for _, tc := range []struct {
		name  string
		typed any
		old   map[string]any
	}{
		{"attack a threat", AttackEvent{Attacker: "wren", Target: "ogre", Natural: 14, Modifier: 3, Damage: 6},
			map[string]any{"attacker": "wren", "target": "ogre", "natural": 14, "modifier": 3, "damage": 6}},
		{"attack a character", AttackEvent{Attacker: "wren", Target: "bram", Natural: 14, Modifier: 3, Damage: 6, DefenseNatural: 9, DefenseModifier: 2},
			map[string]any{"attacker": "wren", "target": "bram", "natural": 14, "modifier": 3, "damage": 6, "defense_natural": 9, "defense_modifier": 2}},
		{"threat attack", NewThreatAttack("ogre", FoeAttack{Target: "wren", Attack: 1, Defense: "reflex", Natural: 12}),
			map[string]any{"threat": "ogre", "target": "wren", "attack": 1, "defense": "reflex", "cover": "", "multiple_targets": false, "certain": false, "natural": 12}},
		{"threat attack, hurt defender, reserve die, damage typed", NewThreatAttack("ogre", FoeAttack{Target: "wren", Attack: 2, Defense: "grit",
			Cover: "half", Natural: 8, Modifier: &minus1, ReserveRoll: 3, Damage: &four}),
			map[string]any{"threat": "ogre", "target": "wren", "attack": 2, "defense": "grit", "cover": "half", "multiple_targets": false, "certain": false,
				"natural": 8, "modifier": -1, "reserve_roll": 3, "damage": 4}},
		{"danger attack failing without a roll", NewDangerAttack("slide", FoeAttack{Target: "wren", Attack: 1, Defense: "reflex", Certain: true}),
			map[string]any{"danger": "slide", "target": "wren", "attack": 1, "defense": "reflex", "cover": "", "multiple_targets": false, "certain": true}},
		{"damage", DamageEvent{OnTarget: at("ogre"), Amount: 5}, map[string]any{"target": "ogre", "amount": 5, "resistant": false, "vulnerable": false, "immune": false}},
		{"heal", AmountEvent{OnTarget: at("wren"), Amount: 3}, map[string]any{"target": "wren", "amount": 3}},
		{"cure", ConditionEvent{OnTarget: at("wren"), Condition: "Prone"}, map[string]any{"target": "wren", "condition": "Prone"}},
		{"afflict for two rounds", ConditionEvent{OnTarget: at("wren"), Condition: "Dazed", Duration: &two}, map[string]any{"target": "wren", "condition": "Dazed", "duration": 2}},
		{"dying choice", DyingChoiceEvent{OnCombatant: on("wren"), Choice: ChoiceStruggle}, map[string]any{"combatant": "wren", "choice": "struggle"}},
		{"stabilize", StabilizeEvent{Healer: "bram", Target: "wren", Natural: 11, Modifier: 1}, map[string]any{"healer": "bram", "target": "wren", "natural": 11, "modifier": 1}},
		{"death save", DeathSaveEvent{OnCombatant: on("wren"), Roll: 9}, map[string]any{"combatant": "wren", "roll": 9}},
		{"injury", LevelEvent{OnCombatant: on("wren"), Change: 1}, map[string]any{"combatant": "wren", "change": 1}},
		{"end", EndEvent{Outcome: "resolved"}, map[string]any{"outcome": "resolved"}},
		{"initiative", InitiativeEvent{OnCombatant: on("wren"), Roll: 12}, map[string]any{"combatant": "wren", "roll": 12}},
		{"tie roll", TieRollEvent{Combatants: []string{"wren", "bram"}, Rolls: []int{4, 2}}, map[string]any{"combatants": []string{"wren", "bram"}, "rolls": []int{4, 2}}},
		{"surprise", SurpriseEvent{Side: "p"}, map[string]any{"side": "p"}},
		{"leverage", LeverageEvent{OnCombatant: on("wren"), Asset: "lore", TN: 6, Roll: 7}, map[string]any{"combatant": "wren", "asset": "lore", "tn": 6, "roll": 7, "load": 0}},
		{"leverage into an item", LeverageEvent{OnCombatant: on("wren"), Asset: "tooling", TN: 6, Roll: 7, Item: "rope", Load: 1},
			map[string]any{"combatant": "wren", "asset": "tooling", "tn": 6, "roll": 7, "load": 1, "item": "rope"}},
		{"spend an action", SpendEvent{OnCombatant: on("wren"), Action: "action"}, map[string]any{"combatant": "wren", "action": "action"}},
		{"spend an action on an attack", SpendEvent{OnCombatant: on("wren"), Action: "action", What: "attack"},
			map[string]any{"combatant": "wren", "action": "action", "what": "attack"}},
		{"spend a move", SpendEvent{OnCombatant: on("wren"), Action: "move", Squares: 3, Difficult: true},
			map[string]any{"combatant": "wren", "action": "move", "squares": 3, "difficult": true}},
		{"advance a thread", ThreadEvent{OnThread: OnThread{Thread: "cult"}}, map[string]any{"thread": "cult"}},
		{"advance a thread by an action", ThreadEvent{OnThread: OnThread{Thread: "cult"}, Action: "a ritual"}, map[string]any{"thread": "cult", "action": "a ritual"}},
		{"toggle", ToggleEvent{OnThreat: OnThreat{Threat: "ogre"}, What: EdgeStrength, On: true}, map[string]any{"threat": "ogre", "what": "strength", "on": true}},
		{"legendary action", LegendaryActionEvent{OnThreat: OnThreat{Threat: "ogre"}, Cost: 2}, map[string]any{"threat": "ogre", "cost": 2}},
		{"legendary resistance", OnThreat{Threat: "ogre"}, map[string]any{"threat": "ogre"}},
		{"attempt", AttemptEvent{OnCombatant: on("wren"), Challenge: "c1", Suitability: "suited", Natural: 13, Modifier: 2, StartEffect: &level, PostEffect: 1},
			map[string]any{"combatant": "wren", "challenge": "c1", "suitability": "suited", "natural": 13, "modifier": 2, "start_effect": 1, "post_effect": 1}},
		{"attempt with an aptitude, at advantage", AttemptEvent{OnCombatant: on("wren"), Challenge: "c1", Aptitude: "climb", Suitability: "suited",
			Natural: 13, Modifier: 2, Advantage: true, StartEffect: &level},
			map[string]any{"combatant": "wren", "challenge": "c1", "suitability": "suited", "natural": 13, "modifier": 2, "start_effect": 1, "post_effect": 0,
				"aptitude": "climb", "advantage": true}},
	} {
		t.Run(tc.name, func(t *testing.T) { rulestest.SameJSONObject(t, tc.typed, tc.old) })
	}
}
