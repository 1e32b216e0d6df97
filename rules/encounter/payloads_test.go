package encounter

import (
	"reflect"
	"testing"
)

// TestSharedPayloadsDecodeAsTheHandlersRead: each exported payload encodes
// as the object its handler decodes, with the same values.
func TestSharedPayloadsDecodeAsTheHandlersRead(t *testing.T) {
	tests := []struct {
		name    string
		typ     string
		payload any
		into    any
		want    any
		json    string
	}{
		{"note on the log", EventNote, NotePayload{Text: "the bridge holds"}, &noteEvent{},
			&noteEvent{Text: "the bridge holds"}, `{"type":"note","text":"the bridge holds"}`},
		{"note on a combatant", EventNote, NotePayload{Combatant: "g1", Text: "fled"}, &noteEvent{},
			&noteEvent{Combatant: "g1", Text: "fled"}, `{"type":"note","combatant":"g1","text":"fled"}`},
		{"hide", EventSetHidden, SetHiddenPayload{Combatant: "g1", Hidden: true}, &setHiddenEvent{},
			&setHiddenEvent{Combatant: "g1", Hidden: true}, `{"type":"set_hidden","combatant":"g1","hidden":true}`},
		{"join", EventAddCombatant, AddCombatantPayload{Combatant: CombatantSetup{ID: "g2", Name: "Goblin 2", Side: "b"}}, &addCombatantEvent{},
			&addCombatantEvent{Combatant: CombatantSetup{ID: "g2", Name: "Goblin 2", Side: "b"}}, `{"type":"add_combatant","combatant":{"id":"g2","name":"Goblin 2","side":"b"}}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := MustEvent(tc.typ, tc.payload)
			if got := string(ev.JSON()); got != tc.json {
				t.Errorf("JSON %s, want %s", got, tc.json)
			}
			if err := ev.Decode(tc.into); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(tc.into, tc.want) {
				t.Errorf("decoded %+v, want %+v", tc.into, tc.want)
			}
		})
	}
}
