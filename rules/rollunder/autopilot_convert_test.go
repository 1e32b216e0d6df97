package rollunder

import (
	"encoding/json"
	"reflect"
	"testing"

	"sessionzero/rules/encounter"
)

// TestConvertToMatchesJSON: each autopilot payload converts into the
// rules' payload exactly as its JSON reads back (lists copied, empty ones
// omitted, nil d20 lists left to the JSON).
func TestConvertToMatchesJSON(t *testing.T) {
	cases := []struct {
		name string
		src  encounter.Converter
		dst  func() any
		ok   bool
	}{
		{"start first side", autoStart{FirstSide: "party"}, func() any { return &StartPayload{} }, true},
		{"start saves", autoStart{DexSaves: []d20Roll{{"a", []int{3}}, {"b", []int{4, 19}}}}, func() any { return &StartPayload{} }, true},
		{"start empty saves", autoStart{DexSaves: []d20Roll{}}, func() any { return &StartPayload{} }, true},
		{"start nil d20", autoStart{DexSaves: []d20Roll{{"a", nil}}}, func() any { return &StartPayload{} }, false},
		{"str save", d20Roll{"a", []int{12}}, func() any { return &SavePayload{} }, true},
		{"str save nil", d20Roll{"a", nil}, func() any { return &SavePayload{} }, false},
		{"declare", autoDeclare{Combatant: "a", Action: "attack", Target: "b", Weapons: []string{"Axe"}}, func() any { return &DeclarePayload{} }, true},
		{"declare no weapons", autoDeclare{Combatant: "a", Action: "attack", Target: "b", Weapons: []string{}}, func() any { return &DeclarePayload{} }, true},
		{"attack dodge", autoAttack{Target: "b", Against: "hp", Attackers: []autoEntry{{"a", []int{6, 8}, []int{2, 7}}, {"c", []int{}, nil}},
			Reaction: &autoReaction{Type: "dodge", D20: []int{3, 9}, Disadvantage: true}}, func() any { return &AttackPayload{} }, true},
		{"attack counter", autoAttack{Target: "b", Against: "str", Attackers: []autoEntry{{"a", []int{6}, []int{2}}},
			Reaction: &autoReaction{Type: "counter", Attacker: "a", Dice: []int{4}, Faces: []int{1}, D20: []int{}}}, func() any { return &AttackPayload{} }, true},
		{"attack no attackers", autoAttack{Target: "b"}, func() any { return &AttackPayload{} }, true},
		{"declare by pointer", autoDeclare{Combatant: "a", Action: "attack", Target: "b", Weapons: []string{"Axe"}}, func() any { return new(*DeclarePayload) }, true},
		{"attack by pointer", autoAttack{Target: "b", Against: "hp", Attackers: []autoEntry{{"a", []int{6, 8}, []int{2, 7}}},
			Reaction: &autoReaction{Type: "dodge", D20: []int{3}}}, func() any { return new(*AttackPayload) }, true},
		{"morale", autoMorale{Saver: "g1", Group: "goblins", D20: []int{15}}, func() any { return &MoralePayload{} }, true},
		{"morale nil", autoMorale{Saver: "g1"}, func() any { return &MoralePayload{} }, false},
		{"wrong type", autoMorale{Saver: "g1", D20: []int{1}}, func() any { return &SavePayload{} }, false},
	}
	for _, tc := range cases {
		got := tc.dst()
		if ok := tc.src.ConvertTo(got); ok != tc.ok {
			t.Errorf("%s: converted %v, want %v", tc.name, ok, tc.ok)
			continue
		}
		if !tc.ok {
			if !reflect.ValueOf(got).Elem().IsZero() {
				t.Errorf("%s: refused but wrote %+v", tc.name, got)
			}
			continue
		}
		raw, err := json.Marshal(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		want := tc.dst()
		if err := json.Unmarshal(raw, want); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: converted %+v, the JSON %s reads %+v", tc.name, got, raw, want)
		}
	}
}
