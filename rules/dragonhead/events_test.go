package dragonhead

import "testing"

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
