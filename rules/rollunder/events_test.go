package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// TestD20MarshalsAsTheFormsWrote: one d20 is a number, two a list, as the
// forms' map payloads wrote them; each reads back as it was.
func TestD20MarshalsAsTheFormsWrote(t *testing.T) {
	for _, tc := range []struct {
		d20  d20s
		want string
	}{{d20s{5}, `5`}, {d20s{3, 17}, `[3,17]`}, {nil, `[]`}} {
		t.Run(tc.want, func(t *testing.T) {
			b, err := json.Marshal(tc.d20)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Errorf("marshal %v = %s, want %s", []int(tc.d20), b, tc.want)
			}
			var back d20s
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint([]int(back)) != fmt.Sprint([]int(tc.d20)) && len(back)+len(tc.d20) > 0 {
				t.Errorf("read back %v, want %v", back, tc.d20)
			}
		})
	}
}

// TestTypedEventsApplyAsTheFormsMaps: each typed payload the forms build
// now does to a fight what the forms' old map payload (the JSON written
// here) did: the same log lines and the same view.
func TestTypedEventsApplyAsTheFormsMaps(t *testing.T) {
	start := `{"type":"start","first_side":"p"}`
	declared := []string{start, `{"type":"declare","combatant":"ada","action":"attack","target":"g1"}`,
		`{"type":"declare","combatant":"bo","action":"flee"}`, `{"type":"next_phase"}`}
	amount := 3
	for _, tc := range []struct {
		name   string
		before []string
		typ    string
		typed  any
		old    string
	}{
		{"start by side", nil, EventStart, StartPayload{FirstSide: "o"}, `{"first_side":"o"}`},
		{"start by DEX saves", nil, EventStart, StartPayload{DexSaves: []DexSave{{Combatant: "ada", D20: []int{4}}, {Combatant: "bo", D20: []int{19}}}},
			`{"dex_saves":[{"combatant":"ada","d20":4},{"combatant":"bo","d20":19}]}`},
		{"declare", []string{start}, EventDeclare, func() any {
			p := DeclarePayload{Combatant: "ada"}
			p.Action, p.Target, p.Against, p.Weapons = ActionAttack, "g1", "dex", []string{"Sword"}
			return p
		}(), `{"combatant":"ada","action":"attack","target":"g1","against":"dex","weapons":["Sword"]}`},
		{"move", []string{start}, EventMove, MovePayload{OnCombatant: encounter.OnCombatant{Combatant: "ada"}, Disengage: true}, `{"combatant":"ada","disengage":true}`},
		{"swap", []string{start}, EventSwap, SwapPayload{OnCombatant: encounter.OnCombatant{Combatant: "ada"}, Wield: []string{"Bow"}}, `{"combatant":"ada","wield":["Bow"]}`},
		{"attack with a dodge", declared, EventAttack, AttackPayload{OnTarget: encounter.OnTarget{Target: "g1"}, Against: "hp",
			Attackers: []AttackEntry{{ID: "ada", Dice: []int{8, 4}, Faces: []int{7, 2}}},
			Reaction:  &Reaction{Type: ReactionDodge, D20: []int{15}}},
			`{"target":"g1","against":"hp","attackers":[{"id":"ada","impaired":false,"enhanced":false,"dice":[8,4],"faces":[7,2]}],"reaction":{"type":"dodge","d20":15,"advantage":false,"disadvantage":false}}`},
		{"attack with a counter", declared, EventAttack, AttackPayload{OnTarget: encounter.OnTarget{Target: "g1"}, Against: "hp",
			Attackers: []AttackEntry{{ID: "ada", Dice: []int{8, 4}, Faces: []int{1, 1}}},
			Reaction:  &Reaction{Type: ReactionCounter, Attacker: "ada", Dice: []int{6}, Faces: []int{6}}},
			`{"target":"g1","against":"hp","attackers":[{"id":"ada","impaired":false,"enhanced":false,"dice":[8,4],"faces":[1,1]}],"reaction":{"type":"counter","attacker":"ada","impaired":false,"enhanced":false,"dice":[6],"faces":[6]}}`},
		{"flee", declared, EventFlee, SavePayload{OnCombatant: encounter.OnCombatant{Combatant: "bo"}, D20: []int{3, 12}, Advantage: true},
			`{"combatant":"bo","d20":[3,12],"advantage":true,"disadvantage":false}`},
		{"save", []string{start}, EventSave, SavePayload{OnCombatant: encounter.OnCombatant{Combatant: "bo"}, Ability: "wil", D20: []int{9}, Text: "reaction"},
			`{"combatant":"bo","ability":"wil","text":"reaction","d20":9,"advantage":false,"disadvantage":false}`},
		{"condition", []string{start}, EventCondition, ConditionPayload{OnTarget: encounter.OnTarget{Target: "g1"}, Name: "Stunned", On: true}, `{"target":"g1","name":"Stunned","on":true}`},
		{"damage", []string{start}, EventDamage, DamagePayload{OnTarget: encounter.OnTarget{Target: "troll"}, Amount: 4, Against: "hp", Text: "a fall"},
			`{"target":"troll","amount":4,"against":"hp","ignores_armor":false,"text":"a fall"}`},
		{"heal_score", []string{start, `{"type":"set_score","target":"ada","ability":"dex","value":2}`}, EventHealScore,
			HealScorePayload{OnCombatant: encounter.OnCombatant{Combatant: "ada"}, Ability: "dex", Amount: &amount}, `{"combatant":"ada","ability":"dex","amount":3}`},
		{"heal_score to full", []string{start, `{"type":"set_score","target":"ada","ability":"dex","value":2}`}, EventHealScore,
			HealScorePayload{OnCombatant: encounter.OnCombatant{Combatant: "ada"}, Ability: "dex"}, `{"combatant":"ada","ability":"dex"}`},
		{"set_hp", []string{start}, EventSetHP, SetHPPayload{OnTarget: encounter.OnTarget{Target: "ada"}, HP: 1}, `{"target":"ada","hp":1}`},
		{"time", []string{start}, EventTime, TimePayload{Minutes: 10}, `{"minutes":10}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			typed := encounter.MustEvent(tc.typ, tc.typed)
			old := mustEvent(t, `{"type":"`+tc.typ+`",`+strings.TrimPrefix(tc.old, "{"))
			a, b := queryFight(t, tc.before...), queryFight(t, tc.before...)
			r := NewCombatRules()
			errA, errB := r.Apply(a, typed), r.Apply(b, old)
			if fmt.Sprint(errA) != fmt.Sprint(errB) {
				t.Fatalf("typed: %v; the forms' map: %v", errA, errB)
			}
			if errA != nil {
				t.Fatalf("refused: %v", errA)
			}
			va, _ := json.Marshal(encounter.BuildView(r, a))
			vb, _ := json.Marshal(encounter.BuildView(r, b))
			if string(va) != string(vb) {
				t.Errorf("views differ:\ntyped %s\nmap   %s", va, vb)
			}
		})
	}
}

// TestEventHelp: the one-line help of every event, written from the
// payload types (encounter.Fields) where it names fields, reads as the
// hand-written help did, word for word.
func TestEventHelp(t *testing.T) {
	want := map[string]string{
		"start":        `begin: {"first_side"} or {"dex_saves": [{"combatant", "d20"}]} (Taking your Turn)`,
		"declare":      `declare an action: {"combatant", "action": attack|blast|maneuver|flee|other|none, "target"?, "against"?, "weapons"?, "text"?} (Taking your Turn)`,
		"move":         `move: {"combatant", "disengage"?} (Taking your Turn)`,
		"swap":         `change items instead of moving: {"combatant", "wield": [≤ 2 names]}`,
		"resolve":      `declarations are frozen; roll the dice`,
		"attack":       `a gang on one target: {"target", "against"?, "attackers": [{"id", "impaired"?, "enhanced"?, "dice", "faces"}], "reaction"?} (Attacking, Being Attacked, Ganging Up, Impaired and Enhanced Attacks, Armour)`,
		"blast":        `the declared blast: {"attacker", "hits": [{"target", "dice", "faces", "reaction"?}]}, one roll per target, no gang bonus (Blast Damage)`,
		"str_save":     `the STR save after running out of HP: {"combatant", "d20", "advantage"?, "disadvantage"?} (Damage)`,
		"morale":       `a morale WIL save: {"saver", "group"?, "d20"} (Morale)`,
		"end_phase":    `the side's phase ends; the next side declares (Taking your Turn, Ganging Up)`,
		"next_phase":   `the tracker's Next phase: declare → resolve, resolve → end_phase`,
		"end_turn":     `the tracker's End turn: the same as end_phase`,
		"damage":       `damage outside attacks: {"target", "amount", "against"?, "ignores_armor"?, "text"?}`,
		"flee":         `the declared flee: {"combatant", "d20"} DEX save (Retreat)`,
		"maneuver":     `the declared maneuver: {"actor", "saver", "ability", "d20", "text", "condition"?} (Maneuvers)`,
		"other":        `another declared action: {"combatant", "text"}`,
		"save":         `any other save: {"combatant", "ability", "d20", "advantage"?, "disadvantage"?, "text"?} (Reaction, Conditions)`,
		"condition":    `set or clear a condition: {"target", "name", "on"} (Conditions)`,
		"set_engaged":  `{"combatant", "engaged"}`,
		"tend":         `an ally tends a critical combatant: {"combatant", "by"} (Critical Damage)`,
		"rest":         `{"combatant"}: HP to max; tended critical recovers (Critical Damage, Rest)`,
		"time":         `{"minutes"}: the clock; 60 untended minutes kill (Critical Damage)`,
		"heal_score":   `Expert healing: {"combatant", "ability", "amount"?} (Healing)`,
		"set_hp":       `correction: {"target", "hp"}`,
		"set_score":    `correction: {"target", "ability", "value"}`,
		"dead":         `mark dead: {"combatant"}`,
		"written_back": `the results were written back to the combatant's library character: {"combatant"} (a second write-back gives only what changed since)`,
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
