package dvr

import (
	"testing"

	"sessionzero/internal/rulestest"
)

// TestSavedEventsAreCompact: an event the tracker's forms build from the
// payload types writes the keys their old map literals wrote (git show
// 250de73:ui/systems/dvr/tracker_forms.go, tracker_attack.go): DvR's
// optional fields were omitempty from the start, so a saved log is as
// compact as before.
func TestSavedEventsAreCompact(t *testing.T) {
	two, four := 2, 4
	pool := []PoolEntry{{Die: 8, From: PoolSkill, Name: "Blades"}, {Die: 6, From: "stat"}}
	poolMap := []map[string]any{{"die": 8, "from": PoolSkill, "name": "Blades"}, {"die": 6, "from": "stat"}}
	sword := Weapon{Name: "Sword", Damage: 3}
	opts := Options{CritCondition: true}
	for _, tc := range []struct {
		name  string
		typed any
		old   map[string]any
	}{
		{"attack, D and R left to the rules", AttackPayload{Attacker: "me", Target: "thug", Pool: pool, Dice: []int{5, 2}, Weapon: sword},
			map[string]any{"pool": poolMap, "dice": []int{5, 2}, "attacker": "me", "target": "thug", "weapon": map[string]any{"name": "Sword", "damage": 3}}},
		{"attack with D, R, a push, a bought 1 and a condition", AttackPayload{Attacker: "me", Target: "thug", Pool: pool, Dice: []int{5, 2},
			Pushes: []Push{{Die: 0, Points: 1, From: "focus"}}, BoughtOnes: 1, Weapon: sword, Difficulty: &four, Risk: &two, Condition: "Dazed"},
			map[string]any{"pool": poolMap, "dice": []int{5, 2}, "pushes": []map[string]any{{"die": 0, "points": 1, "from": "focus"}}, "bought_ones": 1,
				"attacker": "me", "target": "thug", "weapon": map[string]any{"name": "Sword", "damage": 3}, "difficulty": 4, "risk": 2, "condition": "Dazed"}},
		{"check", CheckPayload{Combatant: "me", Skill: "Blades", Pool: pool, Difficulty: 4, Risk: 2, Dice: []int{5, 2}},
			map[string]any{"pool": poolMap, "dice": []int{5, 2}, "combatant": "me", "difficulty": 4, "risk": 2, "skill": "Blades"}},
		{"set initiative with options", SetInitiativePayload{Initiative: InitiativeStrategized, Options: &opts},
			map[string]any{"initiative": "strategized", "options": opts}},
		{"back to popcorn", SetInitiativePayload{Initiative: InitiativePopcorn}, map[string]any{"initiative": "popcorn"}},
		{"start", StartPayload{Aggressor: "me"}, map[string]any{"aggressor": "me"}},
		{"pass", PassPayload{To: "thug"}, map[string]any{"to": "thug"}},
		{"damage", HealthPayload{Target: "thug", Amount: 3}, map[string]any{"target": "thug", "amount": 3}},
		{"condition", ConditionPayload{Target: "thug", Name: CondDazed}, map[string]any{"target": "thug", "name": "Dazed"}},
		{"condition with a detail", ConditionPayload{Target: "thug", Name: CondNarrative, Detail: "blinded"}, map[string]any{"target": "thug", "name": "Narrative", "detail": "blinded"}},
		{"clear a condition", ClearConditionPayload{Target: "thug", Name: CondDazed}, map[string]any{"target": "thug", "name": "Dazed"}},
		{"quick breath to max", QuickBreathPayload{Combatant: "me"}, map[string]any{"combatant": "me"}},
		{"rest", RestPayload{Combatant: "me", Focus: &two}, map[string]any{"combatant": "me", "focus": 2}},
		{"spend", SpendPayload{Combatant: "me", Health: &two}, map[string]any{"combatant": "me", "health": 2}},
		{"dead", CombatantPayload{Combatant: "thug"}, map[string]any{"combatant": "thug"}},
		{"set a tier", SetTierPayload{Combatant: "me", Tier: TierNormal}, map[string]any{"combatant": "me", "tier": "normal"}},
		{"plan", PlanPayload{Combatant: "me", Action: "shoot", Tier: TierAdvantage}, map[string]any{"combatant": "me", "action": "shoot", "tier": "advantage"}},
		{"plan a dash", PlanPayload{Combatant: "me", Action: "run", Tier: TierNormal, Movement: MoveDash},
			map[string]any{"combatant": "me", "action": "run", "tier": "normal", "movement": "dash"}},
		{"duel start", DuelStartPayload{Duel: "d1", A: "me", B: "thug", Size: 3}, map[string]any{"duel": "d1", "a": "me", "b": "thug", "size": 3}},
		{"duel damage", DuelDamagePayload{Duel: "d1", By: "me", Amount: 1}, map[string]any{"duel": "d1", "by": "me", "amount": 1}},
		{"GM points", GMPointsPayload{Change: -1}, map[string]any{"change": -1}},
		{"GM points, why", GMPointsPayload{Change: 1, Text: "a twist"}, map[string]any{"change": 1, "text": "a twist"}},
		{"burden", BurdenPayload{Combatant: "me", Amount: &two}, map[string]any{"combatant": "me", "amount": 2}},
		{"rust", RustPayload{Combatant: "me", Name: "Sword", Amount: &two}, map[string]any{"combatant": "me", "name": "Sword", "amount": 2}},
	} {
		t.Run(tc.name, func(t *testing.T) { rulestest.SameJSONObject(t, tc.typed, tc.old) })
	}
}
