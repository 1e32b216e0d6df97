package dragonhead

import (
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules/encounter"
)

// TestEventHelp: the one-line help of every event, written from the
// payload types (encounter.Fields) where it names fields, reads as the
// hand-written help did, word for word.
func TestEventHelp(t *testing.T) {
	want := map[string]string{
		"initiative":    `roll initiative and start a round: {"roll"} (even: characters first in seat order; odd: creatures first, then the characters in the same seat order)`,
		"surprise":      `a surprise round instead of initiative: {"side"} acts, the others defend with DC`,
		"end_turn":      `the active combatant is done; the next one's turn`,
		"move":          `the active combatant moves: {"combatant", "steps"?, "run"?}`,
		"attack":        `Hit vs AC: {"attacker", "target", "hit", "defense"?: ac|dc, "defense_value"?, "tie_roll"?, "damage_rolls": [one per success], "damage_type": p|s|m|b|i, "armor_roll", "scar"?, "attack"?, "back"?, "area"?, "burst"?} (AC only when greater than DC; DC when surprised, from behind, knocked down or fleeing; +4 against a larger "size"; an area attack ignores AC/DC)`,
		"damage":        `wear from anything else: {"target", "wear", "damage_type"?, "scar"?, "blow"?}`,
		"try_hard":      `trying hard costs wear: {"combatant", "level": 1|2}`,
		"heal":          `magical healing: {"target", "wear"?, "tear"?} (the wear recovered counts for effort XP)`,
		"morale":        `a morale (Spirit) check: {"combatant", "strength"} (characters and creatures; a creature without an M is not affected)`,
		"cast":          `cast a spell: {"caster", "spell", "time"?, "strength"?} (a full fail or crash X-es it)`,
		"recover_spell": `a spell X-ed out is recovered: {"caster", "spell"}`,
		"rest":          `a rest outside combat: {"combatant", "recovered"} (wear recovered, ten rests a day)`,
		"sleep":         `a night's sleep: {"combatant", "safe", "armor_off"}`,
		"grapple":       `a grapple as the attack: {"grappler", "target", "strength", "escape"?, "tie_roll"?} (it holds when strength beats escape, +4 to the escape of a smaller target; a tie goes to the tie roll, odd for the grappler; the same grappler again resets it, losing it on a full fail)`,
		"escape":        `escape a grapple, once per round: {"combatant", "strength", "tie_roll"?} (free when strength beats the grapple's, +4 against a larger grappler; a tie goes to the tie roll, odd for the one escaping)`,
		"release":       `the grappler lets go: {"combatant"}`,
		"ignite":        `set on fire after a failed Luck Save: {"target", "damage"?: the fire's roll per round}`,
		"extinguish":    `the fire is out: {"combatant"}`,
		"written_back":  `the results were written back to the combatant's library character: {"combatant"} (the next write-back gives only the effort XP of wear recovered since)`,
		"sacrifice":     `armour or weapon sacrifice: {"combatant", "kind": armor|weapon, "item", "tear"} (the item takes tear instead: armour loses defensive value, a weapon −1 Hit per tear)`,
	}
	got := map[string]string{}
	for _, et := range NewCombatRules().EventTypes() {
		got[et.Type] = et.Summary
	}
	for typ, w := range want {
		t.Run(typ, func(t *testing.T) {
			if got[typ] != w {
				t.Errorf("help\n got %s\nwant %s", got[typ], w)
			}
		})
	}
	if len(got) != len(want) {
		t.Errorf("%d events, want %d", len(got), len(want))
	}
}

// TestSavedEventsAreCompact: an event the tracker's forms build from the
// payload types writes the keys their old map literals wrote (git show
// 250de73:ui/systems/dragonhead/tracker/attack.go, forms.go), not every
// field of its type: a saved log stays as compact as before.
func TestSavedEventsAreCompact(t *testing.T) {
	hit, strength, escape, burst := 14, 9, 7, 2
	on := func(id string) encounter.OnCombatant { return encounter.OnCombatant{Combatant: id} }
	at := func(id string) encounter.OnTarget { return encounter.OnTarget{Target: id} }
	for _, tc := range []struct {
		name  string
		typed any
		old   map[string]any
	}{
		{"attack", AttackPayload{Attacker: "a", Target: "g", Attack: "Sword", Hit: &hit, DamageRolls: []int{4, 2}, DamageType: "s", ArmorRoll: 1},
			map[string]any{"attacker": "a", "target": "g", "attack": "Sword", "hit": 14, "damage_rolls": []int{4, 2}, "damage_type": "s", "armor_roll": 1, "scar": false}},
		{"attack against DC, a tie, a burst", AttackPayload{Attacker: "a", Target: "g", Attack: "", Hit: &hit, Defense: DefenseDC, TieRoll: 3,
			DamageRolls: []int{5}, DamageType: "p", ArmorRoll: 2, Scar: true, Burst: &burst},
			map[string]any{"attacker": "a", "target": "g", "attack": "", "hit": 14, "defense": "dc", "tie_roll": 3, "damage_rolls": []int{5},
				"damage_type": "p", "armor_roll": 2, "scar": true, "burst": 2}},
		{"damage", DamagePayload{OnTarget: at("g"), Wear: 3, DamageType: "b"}, map[string]any{"target": "g", "wear": 3, "damage_type": "b", "scar": false, "blow": false}},
		{"heal", HealPayload{OnTarget: at("a"), Wear: 2}, map[string]any{"target": "a", "wear": 2, "tear": 0}},
		{"initiative", InitiativePayload{Roll: 4}, map[string]any{"roll": 4}},
		{"surprise", SurprisePayload{Side: "p"}, map[string]any{"side": "p"}},
		{"move", MovePayload{OnCombatant: on("a"), Steps: 3}, map[string]any{"combatant": "a", "steps": 3, "run": false}},
		{"try hard", TryHardPayload{OnCombatant: on("a"), Level: 1}, map[string]any{"combatant": "a", "level": 1}},
		{"morale", MoralePayload{OnCombatant: on("g"), Strength: &strength}, map[string]any{"combatant": "g", "strength": 9}},
		{"cast unrolled", CastPayload{SpellPayload: SpellPayload{Caster: "a", Spell: "Light"}, Time: 1}, map[string]any{"caster": "a", "spell": "Light", "time": 1}},
		{"cast rolled", CastPayload{SpellPayload: SpellPayload{Caster: "a", Spell: "Light"}, Strength: &strength},
			map[string]any{"caster": "a", "spell": "Light", "time": 0, "strength": 9}},
		{"recover a spell", SpellPayload{Caster: "a", Spell: "Light"}, map[string]any{"caster": "a", "spell": "Light"}},
		{"rest", RestPayload{OnCombatant: on("a"), Recovered: 2}, map[string]any{"combatant": "a", "recovered": 2}},
		{"sleep", SleepPayload{OnCombatant: on("a"), Safe: true}, map[string]any{"combatant": "a", "safe": true, "armor_off": false}},
		{"grapple", GrapplePayload{Grappler: "a", Target: "g", Strength: &strength}, map[string]any{"grappler": "a", "target": "g", "strength": 9}},
		{"grapple resisted, tied", GrapplePayload{Grappler: "a", Target: "g", Strength: &strength, Escape: &escape, TieRoll: 5},
			map[string]any{"grappler": "a", "target": "g", "strength": 9, "escape": 7, "tie_roll": 5}},
		{"escape", EscapePayload{OnCombatant: on("g"), Strength: &strength}, map[string]any{"combatant": "g", "strength": 9}},
		{"release", ReleasePayload{Combatant: "a"}, map[string]any{"combatant": "a"}},
		{"sacrifice", SacrificePayload{OnCombatant: on("a"), Kind: SacrificeArmor, Item: "Shield", Tear: 1},
			map[string]any{"combatant": "a", "kind": "armor", "item": "Shield", "tear": 1}},
		{"ignite", IgnitePayload{OnTarget: at("g"), Damage: "1d4"}, map[string]any{"target": "g", "damage": "1d4"}},
		{"extinguish", ExtinguishPayload{Combatant: "g"}, map[string]any{"combatant": "g"}},
	} {
		t.Run(tc.name, func(t *testing.T) { rulestest.SameJSONObject(t, tc.typed, tc.old) })
	}
}
