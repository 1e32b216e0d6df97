package drgn

import (
	"reflect"
	"strings"
	"testing"
)

// eventPayloads are the payload types of DRGN's events with fields.
var eventPayloads = map[string]any{
	EventSpend: SpendPayload{}, EventDeclare: DeclarePayload{}, EventRespond: RespondPayload{},
	EventDamage: DamagePayload{}, EventHeal: HealPayload{}, EventSetHP: SetHPPayload{},
	EventAfflict: AfflictPayload{}, EventCure: CurePayload{}, EventShakeOff: ShakeOffPayload{},
	EventEpicoin: EpicoinPayload{}, EventUseAbility: UseAbilityPayload{}, EventRest: RestPayload{},
	EventArgument: ArgumentPayload{}, EventChooseTrait: ChooseTraitPayload{},
	EventAgreement: AgreementPayload{}, EventRateRound: RateRoundPayload{},
}

// jsonFields are the JSON names of a struct's fields, embedded ones
// included.
func jsonFields(t reflect.Type, out map[string]bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" {
			jsonFields(f.Type, out)
			continue
		}
		out[name] = true
	}
}

// summaryKeys are the quoted names at the top level of a summary's
// {…}: `{"target", "hp", "override"?}` → target, hp, override (a nested
// {"side": n} is a value, not a key).
func summaryKeys(summary string) []string {
	var keys []string
	depth, quoted, start := 0, false, 0
	for i, r := range summary {
		switch {
		case r == '"' && !quoted:
			quoted, start = true, i+1
		case r == '"':
			quoted = false
			if depth == 1 {
				keys = append(keys, summary[start:i])
			}
		case quoted:
		case r == '{':
			depth++
		case r == '}':
			depth--
		}
	}
	return keys
}

// The one-line help of each event (encounter events) names only fields
// its payload type decodes, so that a renamed field cannot leave the help
// behind; every event the tables serve has a payload here or no fields.
func TestEventHelpNamesPayloadFields(t *testing.T) {
	types := append(NewCombatRules().EventTypes(), NewSocialRules().EventTypes()...)
	for _, et := range types {
		t.Run(et.Type, func(t *testing.T) {
			keys := summaryKeys(et.Summary)
			p, ok := eventPayloads[et.Type]
			if !ok {
				if len(keys) > 0 {
					t.Fatalf("%q names fields %v but has no payload type here", et.Summary, keys)
				}
				return
			}
			fields := map[string]bool{}
			jsonFields(reflect.TypeOf(p), fields)
			if len(keys) == 0 {
				t.Fatalf("%q names none of its fields", et.Summary)
			}
			for _, k := range keys {
				if !fields[k] {
					t.Errorf("%q names %q, which %T does not have", et.Summary, k, p)
				}
			}
		})
	}
}

// On puts the ticked combatant in the field the handler reads it from.
func TestPayloadOnNamesTheSubject(t *testing.T) {
	tests := []struct {
		name string
		got  string
	}{
		{"damage", DamagePayload{}.On("g1").Subject()},
		{"heal", HealPayload{}.On("g1").Subject()},
		{"afflict", AfflictPayload{}.On("g1").Subject()},
		{"cure", CurePayload{}.On("g1").Subject()},
		{"shake_off", ShakeOffPayload{}.On("g1").Subject()},
		{"spend", SpendPayload{}.On("g1").Subject()},
		{"epicoin", EpicoinPayload{}.On("g1").Subject()},
		{"respond", RespondPayload{}.On("g1").Combatant},
	}
	for _, tt := range tests {
		if tt.got != "g1" {
			t.Errorf("%s: On(g1) names %q", tt.name, tt.got)
		}
	}
}

// The help generated from the payload types (encounter.Fields) reads as
// the hand-written lines did, word for word.
func TestEventHelpIsAsBefore(t *testing.T) {
	before := map[string]string{
		EventSpend:       `spend actions: {"combatant", "action": move|activate|trait|communicate|command|ability|special, "actions"?, "note"?}`,
		EventDeclare:     `declare an attack in Dec: {"id"?, "attacker", "target" or "targets", "damage", "element"?, "kind": melee|ranged|ability, "crit"?}`,
		EventRespond:     `respond to a declared attack: {"combatant", "attack", "response": move|block, "evaded"?, "with"?}`,
		EventDamage:      `damage by the formula outside declare: {"target", "damage", "element"?, "crit"?, "ignore_reductions"?, "note"?, "override"?}`,
		EventHeal:        `heal: {"target", "amount"?, "temp_hp"?, "override"?} (override: a GM correction of a combatant in stasis)`,
		EventSetHP:       `correct hit points: {"target", "hp", "override"?}`,
		EventAfflict:     `inflict a status: {"target", "status", "degree"?, "duration", "detail"?, "supported"?, "override"?}`,
		EventCure:        `remove a status: {"target", "status", "override"?}`,
		EventShakeOff:    `Shake off (2 actions): {"combatant", "status"}`,
		EventEpicoin:     `spend or gain Epicoins: {"combatant", "spend"?, "gain"?, "for"?}`,
		EventUseAbility:  `count a use of an ability: {"combatant", "ability", "epicoin"?} (with none left only by spending an Epicoin)`,
		EventRest:        `a rest refreshes ability uses: {"kind": short|long, "combatant"?} (short: Reliable abilities; long: all)`,
		EventArgument:    `a team's argument, for the record: {"side", "text"}`,
		EventRateRound:   `end the round: every team's rating −3…3: {"ratings": {"side": n, …}}`,
		EventAgreement:   `an agreement ends the encounter at once: {"text"?}`,
		EventChooseTrait: `a team picks (or changes) its trait and speaker, hidden from the other team: {"side", "trait", "speaker"?, "score"?} (the score replaces where the team's score started)`,
	}
	got := map[string]string{}
	for _, et := range append(NewCombatRules().EventTypes(), NewSocialRules().EventTypes()...) {
		got[et.Type] = et.Summary
	}
	for typ, want := range before {
		t.Run(typ, func(t *testing.T) {
			if got[typ] != want {
				t.Errorf("help\n got %s\nwant %s", got[typ], want)
			}
		})
	}
}
