package rollunder

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"sessionzero/internal/rulestest"
)

func derive(t *testing.T, data string) map[string]any {
	t.Helper()
	d, err := System{}.Derive(json.RawMessage(data))
	if err != nil {
		t.Fatalf("Derive(%s): %v", data, err)
	}
	return rulestest.JSONMap(t, d)
}

func codes(m map[string]any) string {
	var out []string
	for _, p := range m["problems"].([]any) {
		out = append(out, p.(map[string]any)["code"].(string))
	}
	return strings.Join(out, ",")
}

func TestNewCharacterDefaults(t *testing.T) {
	// "Any Ability Score not listed is treated as 10." (L42)
	m := derive(t, string(System{}.NewCharacter()))
	for _, k := range []string{"str", "dex", "wil", "current_str", "current_dex", "current_wil"} {
		if m[k] != 10.0 {
			t.Errorf("%s = %v, want 10", k, m[k])
		}
	}
	if m["implemented"] != true || !(System{}).BuilderReady() {
		t.Error("not implemented")
	}
	if got := codes(m); got != "no_hp,no_weapon" {
		t.Errorf("problems %s", got)
	}
	if _, ok := m["mean_damage"]; ok {
		t.Error("mean_damage without dice")
	}
}

func TestDeriveRecordSheet(t *testing.T) {
	data := `{"str": 12, "current_str": 9, "dex": 14, "current_wil": 0, "max_hp": 6, "current_hp": 2,
	  "armor_pieces": [{"name": "Mail", "armor": 2}, {"name": "Shield", "armor": 1}, {"name": "Helm", "armor": 1}],
	  "weapons": [{"name": "Sword", "die": 8, "wielded": true}, {"name": "Bow", "die": 6, "ranged": true}],
	  "bonus_dice": [6], "conditions": ["Blinded"], "tended": true, "mood": "grim"}`
	m := derive(t, data)
	// "Total Armour score for a creature cannot exceed 3" (L22)
	if m["armor_total"] != 4.0 || m["armor"] != 3.0 {
		t.Errorf("armour %v / %v", m["armor_total"], m["armor"])
	}
	// "Roll your weapon's Damage die … along with any bonus Damage dice you have" (L8)
	if got, _ := json.Marshal(m["attack_dice"]); string(got) != "[8,6]" {
		t.Errorf("attack dice %s", got)
	}
	// mean of the highest of d8, d6: Σ P(max ≥ h) = Σ_h (1 − min(h−1,8)/8·min(h−1,6)/6)
	want := 0.0
	for h := 1; h <= 8; h++ {
		want += 1 - float64(min(h-1, 8))/8*float64(min(h-1, 6))/6
	}
	if got := m["mean_damage"].(float64); math.Abs(got-want) > 1e-12 {
		t.Errorf("mean damage %v, want %v", got, want)
	}
	// "At DEX 0 or WIL 0 the character is paralyzed or catatonic" (L30)
	if m["catatonic"] != true || m["paralyzed"] != false || m["can_act"] != false {
		t.Errorf("catatonic %v paralyzed %v can_act %v", m["catatonic"], m["paralyzed"], m["can_act"])
	}
	saves := m["saves"].([]any)
	if s := saves[0].(map[string]any); s["score"] != 9.0 || s["p_success"] != 0.45 {
		t.Errorf("STR save %v", s)
	}
	if got := codes(m); got != "armor_capped,tended_without_critical" {
		t.Errorf("problems %s", got)
	}
}

func TestDeadAtStrZero(t *testing.T) {
	// "The character dies at STR 0." (L30)
	m := derive(t, `{"current_str": 0, "max_hp": 4, "bonus_dice": [4]}`)
	if m["dead"] != true || m["can_act"] != false {
		t.Errorf("dead %v can_act %v", m["dead"], m["can_act"])
	}
}

func TestValidateRefuses(t *testing.T) {
	tests := map[string]string{
		// Refusals name the field as the sheet does, and the entry by its place and name, not a JSON path.
		`{"str": 31}`:    "STR is 31, allowed 0 to 30",
		`{"max_hp": -1}`: "max HP is -1",
		`{"str": "ten"}`: "str must be a whole number, not text",
		`{"armor_pieces": [{"name": "Plate", "armor": 4}]}`:            `armour piece 1 "Plate": armour is 4, allowed 0 to 3`,
		`{"weapons": [{"name": "Club", "die": 7000}]}`:                 `weapon 1 "Club": die is 7000`,
		`{"weapons": [{"name": "Club", "die": 6, "against": "luck"}]}`: "against is \"luck\"",
		`{"weapons": [{"name": " ", "die": 6}]}`:                       "weapon 1 has no name",
		`{"hirelings": [{"name": "Bo", "role": "squire"}]}`:            "role is \"squire\"",
		`[1, 2]`: "JSON object",
	}
	for data, want := range tests {
		err := System{}.Validate(json.RawMessage(data))
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Validate(%s) = %v, want %q", data, err, want)
		}
	}
	big := `{"bonus_dice": [` + strings.Repeat("6,", 100) + `6]}`
	if err := (System{}).Validate(json.RawMessage(big)); err == nil {
		t.Error("101 bonus dice accepted")
	}
}

func TestUnknownKeysKept(t *testing.T) {
	data := `{"mood":"grim","weapons":[{"name":"Axe","die":8,"rune":"fire"}],"hirelings":[{"name":"Bo","role":"hireling","loyal":true}]}`
	c, err := Decode(json.RawMessage(data))
	if err != nil {
		t.Fatal(err)
	}
	out, err := Encode(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{`"mood":"grim"`, `"rune":"fire"`, `"loyal":true`} {
		if !strings.Contains(string(out), k) {
			t.Errorf("%s lost: %s", k, out)
		}
	}
}
