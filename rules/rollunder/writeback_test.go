package rollunder

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// wbFight replays log lines on a party of Ada (from a library character,
// data ch) against an orc, and returns the state.
func wbFight(t *testing.T, ch string, lines ...string) *encounter.State {
	t.Helper()
	cs, err := CombatantFromCharacter("ada", "Ada", "p", json.RawMessage(ch))
	if err != nil {
		t.Fatal(err)
	}
	cs.CharacterID = 7
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Name: "Party", Players: true}, {ID: "o", Name: "Orcs"}},
		Combatants: []encounter.CombatantSetup{cs, {ID: "orc", Name: "Orc", Side: "o", Stats: map[string]int{"max_hp": 5},
			Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Axe","die":10,"wielded":true}]`)}}}}
	enc := encounter.Encounter{Setup: setup}
	for _, s := range lines {
		enc.Log = append(enc.Log, mustEvent(t, s))
	}
	enc.Cursor = len(enc.Log)
	st, err := encounter.Replay(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

const orcHits = `{"type":"declare","combatant":"orc","action":"attack","target":"ada"}`

func TestWriteBack(t *testing.T) {
	ada := `{"str":12,"dex":14,"wil":9,"max_hp":6,"conditions":["Hidden"],"hirelings":[{"name":"Mira","role":"hireling"}],"homebrew":"kept"}`
	start := []string{`{"type":"start","first_side":"o"}`, orcHits, `{"type":"resolve"}`}
	hit := func(face int, more ...string) []string {
		return append(append(append([]string{}, start...),
			`{"type":"attack","target":"ada","attackers":[{"id":"orc","dice":[10],"faces":[`+itoa(face)+`]}]}`), more...)
	}
	cases := []struct {
		name  string
		log   []string
		lines []string
		check func(t *testing.T, c Character)
	}{
		{"nothing happened", []string{`{"type":"start","first_side":"p"}`}, nil, nil},
		// "If you have any HP left, then the attack was mostly avoided or only a minor wound was inflicted" (L24)
		{"a minor wound", hit(4), []string{"Ada: HP 6 → 2"}, func(t *testing.T, c Character) {
			if c.HP() != 2 || c.Current("str") != 12 {
				t.Errorf("hp %d str %d", c.HP(), c.Current("str"))
			}
		}},
		// "When you run out of HP, any remaining Damage is removed from your STR score. Now you must pass a
		// STR Save to avoid Critical Damage." (L24): 9 on 6 HP → STR 12 − 3 = 9, the save fails on a 20.
		{"STR damage and Critical Damage", hit(9, `{"type":"str_save","combatant":"ada","d20":20}`),
			[]string{"Ada: HP 6 → 0", "Ada: current STR 12 → 9", "Ada: Critical Damage"}, func(t *testing.T, c Character) {
				if !c.Critical || c.Tended || c.Current("str") != 9 || c.Full("str") != 12 {
					t.Errorf("critical %v tended %v str %d/%d", c.Critical, c.Tended, c.Current("str"), c.Full("str"))
				}
			}},
		// "The character dies at STR 0." (L30); "Alternatively, the player may take control of a Hireling or Apprentice." (L32)
		{"dead, a hireling may take over", append(hit(9, `{"type":"str_save","combatant":"ada","d20":20}`), `{"type":"dead","combatant":"ada"}`),
			[]string{"Ada: HP 6 → 0", "Ada: current STR 12 → 9", "Ada: Critical Damage", "Ada: dead. \"The player may take control of a Hireling or Apprentice\": Mira (hireling)"},
			func(t *testing.T, c Character) {
				if !c.Dead || len(c.Hirelings) != 1 {
					t.Errorf("dead %v hirelings %d", c.Dead, len(c.Hirelings))
				}
			}},
		// WIL loss and conditions: "Hidden creature's attacks are Enhanced, but any attack or other similar action unveils the attacker." (L47)
		{"WIL loss, conditions", []string{`{"type":"start","first_side":"p"}`, `{"type":"damage","target":"ada","amount":4,"against":"wil"}`,
			`{"type":"condition","target":"ada","name":"Hidden","on":false}`, `{"type":"condition","target":"ada","name":"Blinded","on":true}`},
			[]string{"Ada: current WIL 9 → 5", "Ada: conditions + Blinded, − Hidden"}, func(t *testing.T, c Character) {
				if strings.Join(c.Conditions, ",") != "Blinded" || c.Current("wil") != 5 {
					t.Errorf("conditions %v wil %d", c.Conditions, c.Current("wil"))
				}
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := wbFight(t, ada, tc.log...)
			c, _ := st.Combatant("ada")
			out, lines, err := WriteBack(json.RawMessage(ada), c, 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(lines) != len(tc.lines) {
				t.Fatalf("lines %q, want %q", lines, tc.lines)
			}
			for i := range lines {
				if !strings.HasPrefix(lines[i], tc.lines[i]) {
					t.Errorf("line %d %q, want %q", i, lines[i], tc.lines[i])
				}
			}
			if tc.check == nil {
				return
			}
			if !strings.Contains(string(out), `"homebrew":"kept"`) {
				t.Errorf("unknown key lost: %s", out)
			}
			ch, err := Decode(out)
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, ch)
		})
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A second write-back after written_back gives nothing twice: the character
// rested in the library (HP back to 6) keeps its HP; a later hit is written.
func TestWriteBackTwice(t *testing.T) {
	ada := `{"str":12,"max_hp":6}`
	log := []string{`{"type":"start","first_side":"o"}`, orcHits, `{"type":"resolve"}`,
		`{"type":"attack","target":"ada","attackers":[{"id":"orc","dice":[10],"faces":[4]}]}`, `{"type":"written_back","combatant":"ada"}`}
	st := wbFight(t, ada, log...)
	c, _ := st.Combatant("ada")
	rested := `{"str":12,"max_hp":6,"current_hp":6}`
	if _, lines, err := WriteBack(json.RawMessage(rested), c, 0); err != nil || len(lines) != 0 {
		t.Errorf("second write-back: %q %v", lines, err)
	}
	st = wbFight(t, ada, append(log, `{"type":"end_phase"}`, `{"type":"set_hp","target":"ada","hp":1}`)...)
	c, _ = st.Combatant("ada")
	if _, lines, err := WriteBack(json.RawMessage(rested), c, 0); err != nil || strings.Join(lines, "|") != "Ada: HP 6 → 1" {
		t.Errorf("after a new loss: %q %v", lines, err)
	}
	if _, _, err := WriteBack(json.RawMessage(rested), c, 3); err == nil || !strings.Contains(err.Error(), "no experience points") {
		t.Errorf("xp: %v", err)
	}
}

// Only what the encounter changed is written: a character whose HP the
// library changed while the fight went on (a Rest, "recovers all of
// character's lost Hit Points", 004_5b2569e2fc4c8c7e.txt L38) keeps it
// when the encounter changed only its WIL.
func TestWriteBackOnlyWhatTheEncounterChanged(t *testing.T) {
	joined := `{"wil":9,"max_hp":6,"current_hp":2}`
	st := wbFight(t, joined, `{"type":"start","first_side":"p"}`, `{"type":"damage","target":"ada","amount":4,"against":"wil"}`)
	c, _ := st.Combatant("ada")
	rested := `{"wil":9,"max_hp":6,"current_hp":6}`
	out, lines, err := WriteBack(json.RawMessage(rested), c, 0)
	if err != nil || strings.Join(lines, "|") != "Ada: current WIL 9 → 5" {
		t.Fatalf("lines %q %v", lines, err)
	}
	if ch, _ := Decode(out); ch.HP() != 6 || ch.Current("wil") != 5 {
		t.Errorf("written: hp %d wil %d", ch.HP(), ch.Current("wil"))
	}
}
