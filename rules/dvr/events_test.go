package dvr

import (
	"reflect"
	"strings"
	"testing"
)

// The event help is generated from the payload types (encounter.Fields);
// it reads as the hand-written help did, word for word.
func TestEventHelpFromThePayloadTypes(t *testing.T) {
	want := map[string]string{
		"attack":          `{"attacker", "target", "pool": [{die, from, name, points?, all_or_nothing?}], "dice", "pushes"?, "bought_ones"?, "weapon": {name, damage, rust}, "difficulty"?, "risk"?, "condition"?}`,
		"check":           `{"combatant", "skill"?, "pool", "difficulty", "risk", "dice", "pushes"?, "bought_ones"?}`,
		"burden":          `{"combatant", "amount"?}: burdens gained (default 1), written to the character on write-back`,
		"clear_condition": `{"target", "name"}`,
		"condition":       `{"target", "name", "detail"?}`,
		"damage":          `{"target", "amount"}`,
		"dead":            `{"combatant"}`,
		"duel_damage":     `{"duel", "by", "amount"}`,
		"duel_start":      `{"duel"?, "a", "b", "size": 3|5}`,
		"end_tier":        `strategized: the tier ends, the next begins (or the next round)`,
		"end_turn":        `popcorn: pass to the first combatant in the list still to act (a new round: the first able one); strategized: end_tier`,
		"gm_points":       `{"change", "text"?}`,
		"heal":            `{"target", "amount"}`,
		"lock":            `strategized: freeze the players' plans`,
		"pass":            `popcorn: end the active turn and pass: {"to"}`,
		"plan":            `strategized: {"combatant", "action", "tier"?, "movement"?: dash|regular|dodge}`,
		"quick_breath":    `{"combatant", "amount"?}`,
		"rest":            `{"combatant", "health"?, "focus"?}`,
		"reveal":          `strategized: show the GM's plans, the first tier begins`,
		"rust":            `{"combatant", "name", "amount"?}: rust the named item gains (default 1), written to the character on write-back`,
		"set_initiative":  `before the fight starts: {"initiative": popcorn|strategized, "options"?: {extra_success_damage, crit_condition, movement_order}}`,
		"set_tier":        `strategized: {"combatant", "tier": advantage|normal|disadvantage}`,
		"spend":           `{"combatant", "focus"?, "health"?}`,
		"start":           `popcorn: the first turn: {"aggressor"}`,
		"written_back":    `the results were written back to the combatant's library character: {"combatant"} (the next write-back gives only the burdens and rust gained since)`,
	}
	got := map[string]string{}
	for _, e := range NewCombatRules().EventTypes() {
		got[e.Type] = e.Summary
	}
	for typ, w := range want {
		t.Run(typ, func(t *testing.T) {
			if got[typ] != w {
				t.Errorf("help %q, want %q", got[typ], w)
			}
		})
	}
}

// The small events about one combatant decode through their shared
// decoder (simple): every key their payload types write is one it reads,
// with the same JSON name.
func TestSmallPayloadsDecodeThroughSimple(t *testing.T) {
	read := map[string]bool{}
	st := reflect.TypeFor[simple]()
	for i := range st.NumField() {
		read[st.Field(i).Tag.Get("json")] = true
	}
	for _, p := range []any{HealthPayload{}, ConditionPayload{}, ClearConditionPayload{}, CombatantPayload{},
		QuickBreathPayload{}, RestPayload{}, SpendPayload{}, BurdenPayload{}, RustPayload{}} {
		pt := reflect.TypeOf(p)
		for i := range pt.NumField() {
			key, _, _ := strings.Cut(pt.Field(i).Tag.Get("json"), ",")
			t.Run(pt.Name()+"."+key, func(t *testing.T) {
				if !read[key] {
					t.Errorf("%s writes %q, which the rules do not read", pt.Name(), key)
				}
			})
		}
	}
}
