package rollunder

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// unarmedSetup: Pal carries nothing wielded and has no bonus dice. The book
// says only "Roll your weapon's Damage die, or for both weapons if wielding
// two, along with any bonus Damage dice you have" (004_5b2569e2fc4c8c7e.txt
// L8); RU-4 gives no unarmed die, so Pal cannot attack or counter-attack.
func unarmedSetup() encounter.Setup {
	return encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Name: "Party", Players: true}, {ID: "o", Name: "Foes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "pal", Name: "Pal", Side: "p", Stats: map[string]int{"max_hp": 4}, Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Axe","die":8}]`)}},
			{ID: "ada", Name: "Ada", Side: "p", Stats: map[string]int{"max_hp": 4}, Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Sword","die":8,"wielded":true}]`)}},
			{ID: "orc", Name: "Orc", Side: "o", Stats: map[string]int{"max_hp": 5}, Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Club","die":6,"wielded":true}]`)}},
			{ID: "imp", Name: "Imp", Side: "o", Stats: map[string]int{"max_hp": 5}},
		}}
}

func TestUnarmedRefusedNotPanicking(t *testing.T) {
	cases := []struct {
		name string
		log  []string
		want string
	}{
		{"declared attack without dice", []string{`{"type":"start","first_side":"p"}`,
			`{"type":"declare","combatant":"pal","action":"attack","target":"orc"}`},
			"Pal has no wielded weapon and no bonus dice"},
		{"attack event without dice (old log)", []string{`{"type":"start","first_side":"p"}`,
			`{"type":"declare","combatant":"ada","action":"attack","target":"orc"}`,
			`{"type":"swap","combatant":"ada","wield":[]}`,
			`{"type":"resolve"}`,
			`{"type":"attack","target":"orc","attackers":[{"id":"ada","dice":[],"faces":[]}]}`},
			"Ada has no wielded weapon and no bonus dice"},
		{"counter-attack without dice", []string{`{"type":"start","first_side":"o"}`,
			`{"type":"declare","combatant":"orc","action":"attack","target":"pal"}`,
			`{"type":"resolve"}`,
			`{"type":"attack","target":"pal","attackers":[{"id":"orc","dice":[6],"faces":[2]}],"reaction":{"type":"counter","attacker":"orc","dice":[],"faces":[]}}`},
			"Pal has no wielded weapon and no bonus dice"},
		{"counter-attack by a creature without weapons", []string{`{"type":"start","first_side":"p"}`,
			`{"type":"declare","combatant":"ada","action":"attack","target":"imp"}`,
			`{"type":"resolve"}`,
			`{"type":"attack","target":"imp","attackers":[{"id":"ada","dice":[8],"faces":[2]}],"reaction":{"type":"counter","attacker":"ada","dice":[],"faces":[]}}`},
			"Imp has no wielded weapon and no bonus dice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			enc := encounter.Encounter{Setup: unarmedSetup()}
			for _, s := range c.log {
				enc.Log = append(enc.Log, mustEvent(t, s))
			}
			enc.Cursor = len(enc.Log)
			_, err := encounter.Replay(NewCombatRules(), enc)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
}
