package drgn

import (
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules/encounter"
)

// TestSavedEventsAreCompact: an event the tracker's forms build from the
// payload types writes the keys their old map literals wrote (git show
// 250de73:ui/systems/drgn/tracker_forms.go, tracker_attack.go,
// tracker_social.go), not every field of its type: a saved log stays as
// compact as before.
func TestSavedEventsAreCompact(t *testing.T) {
	five := 5.0
	unconscious, err := Affliction(StatusUnconscious, 0, 2, "", true)
	if err != nil {
		t.Fatal(err)
	}
	burning, err := Affliction("Burning", 2, 3, "", true)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		typed any
		old   map[string]any
	}{
		{"declare a picked attack", DeclarePayload{Attacker: "a", Targets: []string{"g1"}, Attack: "Fireball"},
			map[string]any{"attacker": "a", "targets": []string{"g1"}, "crit": false, "attack": "Fireball"}},
		{"declare a picked attack paid with an Epicoin", DeclarePayload{Attacker: "a", Targets: []string{"g1"}, Crit: true, Attack: "Fireball", Epicoin: true},
			map[string]any{"attacker": "a", "targets": []string{"g1"}, "crit": true, "attack": "Fireball", "epicoin": true}},
		{"declare typed numbers", DeclarePayload{Attacker: "a", Targets: []string{"g1", "g2"}, Damage: &five, Element: "fire", Kind: AttackRanged},
			map[string]any{"attacker": "a", "targets": []string{"g1", "g2"}, "crit": false, "damage": 5, "element": "fire", "kind": "ranged"}},
		{"respond", RespondPayload{Attack: "1", Response: ResponseMove}.On("g1"),
			map[string]any{"combatant": "g1", "attack": "1", "response": "move", "evaded": false, "with": ""}},
		{"spend", SpendPayload{Action: ActionMove}.On("a"), map[string]any{"combatant": "a", "action": "move", "note": ""}},
		{"spend a special action", SpendPayload{Action: ActionSpecial, Actions: 2, Note: "portal"}.On("a"),
			map[string]any{"combatant": "a", "action": "special", "note": "portal", "actions": 2}},
		{"damage", DamagePayload{Damage: &five, Element: "ice"}.On("g1"),
			map[string]any{"target": "g1", "damage": 5, "element": "ice", "crit": false, "ignore_reductions": false, "note": ""}},
		{"damage overriding stasis", DamagePayload{Damage: &five, Override: Override{true}}.On("g1"),
			map[string]any{"target": "g1", "damage": 5, "element": "", "crit": false, "ignore_reductions": false, "note": "", "override": true}},
		{"heal", HealPayload{Amount: 4}.On("a"), map[string]any{"target": "a", "amount": 4, "temp_hp": 0}},
		{"afflict", burning.On("g1"), map[string]any{"target": "g1", "status": "Burning", "degree": 2, "duration": 3, "detail": ""}},
		{"afflict unconscious, supported", unconscious.On("g1"),
			map[string]any{"target": "g1", "status": StatusUnconscious, "degree": 0, "duration": 2, "detail": "", "supported": true}},
		{"cure", CurePayload{Status: "Burning"}.On("g1"), map[string]any{"target": "g1", "status": "Burning"}},
		{"shake off", ShakeOffPayload{Status: "Burning"}.On("g1"), map[string]any{"combatant": "g1", "status": "Burning"}},
		{"gain Epicoins", EpicoinPayload{Gain: 1, For: "a good line"}.On("a"), map[string]any{"combatant": "a", "gain": 1, "for": "a good line"}},
		{"spend an Epicoin", EpicoinPayload{Spend: 1}.On("a"), map[string]any{"combatant": "a", "spend": 1, "for": ""}},
		{"use an ability", UseAbilityPayload{OnCombatant: encounter.OnCombatant{Combatant: "a"}, Ability: "Heal"},
			map[string]any{"combatant": "a", "ability": "Heal", "epicoin": false}},
		{"everyone rests", RestPayload{Kind: RestShort}, map[string]any{"kind": "short"}},
		{"one rests", RestPayload{Kind: RestLong, Combatant: "a"}, map[string]any{"kind": "long", "combatant": "a"}},
		{"choose a trait", ChooseTraitPayload{Side: "p", Trait: "Bold", Speaker: "a"}, map[string]any{"side": "p", "trait": "Bold", "speaker": "a"}},
		{"argument", ArgumentPayload{Side: "p", Text: "because"}, map[string]any{"side": "p", "text": "because"}},
		{"rate the round", RateRoundPayload{Ratings: map[string]int{"p": 2}}, map[string]any{"ratings": map[string]int{"p": 2}}},
		{"agreement", AgreementPayload{Text: "peace"}, map[string]any{"text": "peace"}},
	} {
		t.Run(tc.name, func(t *testing.T) { rulestest.SameJSONObject(t, tc.typed, tc.old) })
	}
}
