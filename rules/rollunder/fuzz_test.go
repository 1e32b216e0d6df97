package rollunder

import (
	"encoding/json"
	"testing"

	"sessionzero/rules/encounter"
)

func FuzzCharacterData(f *testing.F) {
	for _, s := range []string{`{}`, `{"str": 12, "weapons": [{"name": "a", "die": 6, "wielded": true}]}`, `{"hirelings": [{"name": "b", "role": "hireling"}]}`, `[]`, `{"str": 1e99}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := System{}.Derive(json.RawMessage(s))
		if err != nil {
			return
		}
		if !d.Implemented {
			t.Fatal("not implemented")
		}
		if _, err := Sheet("x", "", "", json.RawMessage(s)); err != nil {
			t.Fatalf("derived but no sheet: %v", err)
		}
	})
}

func FuzzCombatEvent(f *testing.F) {
	f.Add(`{"type":"attack","target":"gob1","attackers":[{"id":"ada","dice":[8],"faces":[7]}]}`)
	f.Add(`{"type":"damage","target":"ogre","amount":9,"against":"wil"}`)
	f.Add(`{"type":"morale","saver":"gob2","group":"goblins","d20":[3,4]}`)
	f.Add(`{"type":"blast","attacker":"ada","hits":[]}`)
	f.Add(`{"type":"attack","target":"pal","attackers":[{"id":"orc","dice":[6],"faces":[2]}],"reaction":{"type":"counter","attacker":"orc","dice":[],"faces":[]}}`)
	f.Add(`{"type":"declare","combatant":"pal","action":"attack","target":"orc"}`)
	f.Add(`{"type":"swap","combatant":"ada","wield":[]}`)
	f.Add(`{"type":"maneuver","actor":"ada","saver":"gob1","ability":"dex","d20":[],"text":"x"}`)
	f.Add(`{"type":"start","dex_saves":[{"combatant":"ada","d20":[]}]}`)
	f.Fuzz(func(t *testing.T, s string) {
		var ev encounter.Event
		if err := json.Unmarshal([]byte(s), &ev); err != nil {
			return
		}
		enc := loadFight(t, "testdata/goblin-ambush.encounter.json")
		for _, at := range []int{0, 1, 3, 9, 16} {
			e := enc
			e.Log = append(append([]encounter.Event{}, enc.Log[:at]...), ev)
			e.Cursor = len(e.Log)
			_, _ = encounter.Replay(NewCombatRules(), e)
		}
		// Both sides opening, with an unarmed combatant on each side.
		for _, first := range []string{"p", "o"} {
			e := encounter.Encounter{Setup: unarmedSetup(), Log: []encounter.Event{encounter.MustEvent("start", map[string]any{"first_side": first})}}
			for _, decl := range []string{`{"type":"declare","combatant":"ada","action":"attack","target":"orc"}`, `{"type":"declare","combatant":"orc","action":"attack","target":"pal"}`, `{"type":"resolve"}`} {
				var d encounter.Event
				_ = json.Unmarshal([]byte(decl), &d)
				e.Log = append(e.Log, d)
			}
			e.Log = append(e.Log, ev)
			e.Cursor = len(e.Log)
			_, _ = encounter.Replay(NewCombatRules(), e)
		}
	})
}
