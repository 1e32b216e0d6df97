package rollunder

import (
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules/encounter"
)

// TestSavedEventsAreCompact: an event the tracker's forms build from the
// payload types writes the keys their old map literals wrote (git show
// 250de73:ui/systems/rollunder/tracker_forms.go, tracker_attack.go), not
// every field of its type: a saved log stays as compact as before. One
// difference: a reaction writes its flags only when set (the maps wrote a
// dodge's advantage and disadvantage, a counter's impaired and enhanced,
// even when false); the rules read a flag left out as false.
func TestSavedEventsAreCompact(t *testing.T) {
	on := func(id string) encounter.OnCombatant { return encounter.OnCombatant{Combatant: id} }
	at := func(id string) encounter.OnTarget { return encounter.OnTarget{Target: id} }
	three := 3
	declare := DeclarePayload{Combatant: "ada"}
	declare.Action, declare.Target = ActionAttack, "g1"
	maneuver := ManeuverPayload{Actor: "ada", Saver: "g1"}
	maneuver.Ability, maneuver.Text, maneuver.D20 = "str", "a shove", []int{12}
	entry := AttackEntry{ID: "ada", Dice: []int{8}, Faces: []int{5}}
	entryMap := map[string]any{"id": "ada", "impaired": false, "enhanced": false, "dice": []int{8}, "faces": []int{5}}
	for _, tc := range []struct {
		name  string
		typed any
		old   map[string]any
	}{
		{"start by side", StartPayload{FirstSide: "p"}, map[string]any{"first_side": "p"}},
		{"start by DEX saves", StartPayload{DexSaves: []DexSave{{Combatant: "ada", D20: []int{4}}}},
			map[string]any{"dex_saves": []map[string]any{{"combatant": "ada", "d20": 4}}}},
		{"declare an attack", declare, map[string]any{"combatant": "ada", "action": "attack", "target": "g1"}},
		{"move", MovePayload{OnCombatant: on("ada")}, map[string]any{"combatant": "ada", "disengage": false}},
		{"swap", SwapPayload{OnCombatant: on("ada"), Wield: []string{"Bow"}}, map[string]any{"combatant": "ada", "wield": []string{"Bow"}}},
		{"attack with no reaction", AttackPayload{OnTarget: at("g1"), Against: AgainstHP, Attackers: []AttackEntry{entry}},
			map[string]any{"target": "g1", "against": "hp", "attackers": []any{entryMap}}},
		{"attack with a dodge", AttackPayload{OnTarget: at("g1"), Against: AgainstHP, Attackers: []AttackEntry{entry},
			Reaction: &Reaction{Type: ReactionDodge, D20: []int{15}, Advantage: true}},
			map[string]any{"target": "g1", "against": "hp", "attackers": []any{entryMap},
				"reaction": map[string]any{"type": "dodge", "d20": 15, "advantage": true}}},
		{"attack with a counter", AttackPayload{OnTarget: at("g1"), Against: AgainstHP, Attackers: []AttackEntry{entry},
			Reaction: &Reaction{Type: ReactionCounter, Attacker: "ada", Dice: []int{6}, Faces: []int{2}}},
			map[string]any{"target": "g1", "against": "hp", "attackers": []any{entryMap},
				"reaction": map[string]any{"type": "counter", "attacker": "ada", "dice": []int{6}, "faces": []int{2}}}},
		{"blast", BlastPayload{Attacker: "ada", Hits: []BlastHit{{Target: "g1", Dice: []int{6}, Faces: []int{3}}}},
			map[string]any{"attacker": "ada", "hits": []any{map[string]any{"target": "g1", "impaired": false, "enhanced": false, "dice": []int{6}, "faces": []int{3}}}}},
		{"STR save", SavePayload{OnCombatant: on("ada"), D20: []int{7}}, map[string]any{"combatant": "ada", "d20": 7, "advantage": false, "disadvantage": false}},
		{"flee at advantage", SavePayload{OnCombatant: on("bo"), D20: []int{3, 12}, Advantage: true},
			map[string]any{"combatant": "bo", "d20": []int{3, 12}, "advantage": true, "disadvantage": false}},
		{"morale of a lone creature", MoralePayload{Saver: "g1", D20: []int{9}}, map[string]any{"saver": "g1", "d20": 9}},
		{"morale of a group", MoralePayload{Saver: "g1", Group: "goblins", D20: []int{9}}, map[string]any{"saver": "g1", "group": "goblins", "d20": 9}},
		{"maneuver", maneuver, map[string]any{"actor": "ada", "saver": "g1", "ability": "str", "text": "a shove", "d20": 12, "advantage": false, "disadvantage": false}},
		{"other", OtherPayload{OnCombatant: on("ada"), Text: "sing"}, map[string]any{"combatant": "ada", "text": "sing"}},
		{"save", SavePayload{OnCombatant: on("bo"), Ability: "wil", D20: []int{9}, Text: "reaction"},
			map[string]any{"combatant": "bo", "ability": "wil", "text": "reaction", "d20": 9, "advantage": false, "disadvantage": false}},
		{"condition", ConditionPayload{OnTarget: at("g1"), Name: "Stunned", On: true}, map[string]any{"target": "g1", "name": "Stunned", "on": true}},
		{"damage", DamagePayload{OnTarget: at("troll"), Amount: 4, Against: "hp", Text: "a fall"},
			map[string]any{"target": "troll", "amount": 4, "against": "hp", "ignores_armor": false, "text": "a fall"}},
		{"rest", on("ada"), map[string]any{"combatant": "ada"}},
		{"heal a score to full", HealScorePayload{OnCombatant: on("ada"), Ability: "dex"}, map[string]any{"combatant": "ada", "ability": "dex"}},
		{"heal a score by 3", HealScorePayload{OnCombatant: on("ada"), Ability: "dex", Amount: &three}, map[string]any{"combatant": "ada", "ability": "dex", "amount": 3}},
		{"set_hp", SetHPPayload{OnTarget: at("ada"), HP: 1}, map[string]any{"target": "ada", "hp": 1}},
		{"tend", TendPayload{OnCombatant: on("ada"), By: "bo"}, map[string]any{"combatant": "ada", "by": "bo"}},
		{"time", TimePayload{Minutes: 10}, map[string]any{"minutes": 10}},
	} {
		t.Run(tc.name, func(t *testing.T) { rulestest.SameJSONObject(t, tc.typed, tc.old) })
	}
}
