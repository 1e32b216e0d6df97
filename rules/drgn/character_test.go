package drgn

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules"
)

// loadCentaur reads the portable character file in testdata.
func loadCentaur(t *testing.T) (Character, json.RawMessage) {
	t.Helper()
	b, err := os.ReadFile("testdata/centaur.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Format  string          `json:"format"`
		Version int             `json:"version"`
		System  string          `json:"system"`
		Data    json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(b, &file); err != nil {
		t.Fatal(err)
	}
	if file.Format != "sessionzero/character" {
		t.Fatalf("file.Format != \"sessionzero/character\": testdata envelope: %+v", file)
	}
	if file.Version != 1 {
		t.Fatalf("file.Version != 1: testdata envelope: %+v", file)
	}
	if file.System != ID {
		t.Fatalf("file.System != ID: testdata envelope: %+v", file)
	}
	c, err := Decode(file.Data)
	if err != nil {
		t.Fatal(err)
	}
	return c, file.Data
}

func valueOf(t *testing.T, d rules.Derived, key string) any {
	t.Helper()
	return rulestest.Value(t, d, key)
}

func problemCodes(d rules.Derived) []string {
	var codes []string
	for _, p := range d.Problems {
		codes = append(codes, p.Code)
	}
	return codes
}

func TestCentaurEndToEnd(t *testing.T) {
	c, _ := loadCentaur(t)
	d := c.Derive()
	if len(d.Problems) != 0 {
		t.Fatalf("the example character has problems: %+v", d.Problems)
	}
	want := map[string]any{
		// 000_83d7bea2fb475415.txt: "A large character with 50 constitution
		// ($50 * 4 * 1.25$) will have 250 hit points."
		"max_hp":     250,
		"current_hp": 250,
		// "Temporary HP | - Starts the game at 0"; "Epicoins | - Start the game with 0"
		"temporary_hp": 0,
		"epicoins":     0,
		// Size table "Large | 3-6 | 7 | -10 | 1.25"; Boots "Speed | 0 | 1": two Tier 1 boots.
		"base_speed": 7,
		"speed":      9,
		"token_size": "3-6",
		// Armor chart "Heavy | 0 | 1": Tier 1 heavy armor.
		"toughness": 1,
		// "Evasion – Reduces damage … by 1/5 of evasion rating": (20 − 10) / 5.
		"evasion_reduction": 2,
		"perception":        15,
		// Helmets "Tier 1 | 6-15": 12 chosen.
		"head_hp": 12,
		// XP: Additional Limb 25 + traits (Constitution 100, Evasion 10,
		// Perception 5, Melee Weapons 30) + Fireball 42 × 3.
		"xp_budget":    350,
		"xp_features":  25,
		"xp_traits":    145,
		"xp_abilities": 126,
		"xp_spent":     296,
		"xp_remaining": 54,
		"tier":         1,
		"body_shape":   "Centaur",
		"size":         "Large",
	}
	for key, w := range want {
		if got := valueOf(t, d, key); got != w {
			t.Errorf("%s = %v, want %v", key, got, w)
		}
	}
	slots := valueOf(t, d, "slots").([]string)
	// Centaur "Helmet Main Armor Weapon Weapon Boots Boots Accessory
	// Accessory" + Additional Limb (Weapon) + the Quiver's own slot.
	wantSlots := []string{"Helmet", "Main Armor", "Weapon", "Weapon", "Weapon", "Boots", "Boots", "Accessory", "Accessory", "Quiver"}
	if !reflect.DeepEqual(slots, wantSlots) {
		t.Errorf("slots = %v, want %v", slots, wantSlots)
	}
	weapons := valueOf(t, d, "weapons").([]WeaponRow)
	dmg := map[string]int{}
	for _, w := range weapons {
		dmg[w.Name] = w.Damage
	}
	// Lance: heavy base 9 + Tier 1 bonus 1, two-handed ×2 = 20.
	// Shortbow: "An Arrow does 2 piercing damage on hit, and a Shortbow adds
	// +2 damage, meaning a target shot with an Arrow from a Shortbow will take
	// 4 piercing damage."
	if dmg["Lance"] != 20 || dmg["Shortbow"] != 4 || len(weapons) != 2 {
		t.Errorf("weapons = %+v", weapons)
	}
	abilities := valueOf(t, d, "abilities").([]AbilityRow)
	if len(abilities) != 1 || abilities[0].CostPerUse != 42 || abilities[0].EstimatedTargets != 3 || abilities[0].DamageTypes[0] != "Fire" {
		t.Errorf("abilities = %+v", abilities)
	}
	res := valueOf(t, d, "resistances").([]string)
	if !reflect.DeepEqual(res, []string{"Slashing", "Fire"}) {
		t.Errorf("resistances = %v", res)
	}
	att := valueOf(t, d, "attunement").([]AttunementRow)
	if len(att) == 0 {
		t.Error("no attunement rows")
	}
	maxHP, _ := d.Get("max_hp")
	if maxHP.Explain != "Max HP 250 = Constitution 50 × 4 × 1.25 (Large), rounded up" {
		t.Errorf("max_hp explain = %q", maxHP.Explain)
	}
}

func TestNewCharacter(t *testing.T) {
	sys := New()
	data := sys.NewCharacter()
	if err := sys.Validate(data); err != nil {
		t.Fatal(err)
	}
	d, err := sys.Derive(data)
	if err != nil {
		t.Fatal(err)
	}
	// "Tier 1: 350 XP"; "All traits start with a score of 10"; Medium: "1"
	// HP modifier, so 10 × 4 = 40 HP.
	for key, want := range map[string]any{"xp_budget": 350, "xp_spent": 0, "xp_remaining": 350, "max_hp": 40, "speed": 5, "evasion_reduction": 2, "toughness": 0} {
		if got := valueOf(t, d, key); got != want {
			t.Errorf("%s = %v, want %v", key, got, want)
		}
	}
	codes := problemCodes(d)
	// A fresh character has 8 empty slots and no skin yet: listed, not hidden.
	if !containsFold(codes, ProblemEmptySlot) || !containsFold(codes, ProblemSkinMissing) {
		t.Errorf("problems = %v", codes)
	}
	c := NewCharacter()
	if c.Traits["Lock Picking"] != 10 || c.Traits[Constitution] != 10 || len(c.Traits) != len(CommonTraits)+len(FunctionalTraits) {
		t.Errorf("traits = %v", c.Traits)
	}
}

func TestValidateNamesTheKey(t *testing.T) {
	sys := New()
	tests := []struct {
		data    string
		wantErr string
	}{
		{`{"traits":{"Constitution":"fifty"}}`, "data.traits.Constitution"},
		{`{"tier":"one"}`, "data.tier"},
		{`{"xp_budget":true}`, "data.xp_budget"},
		{`{"equipment":[{"name":"Sword","tier":"two"}]}`, "tier"},
		{`{"abilities":{"name":"x"}}`, "data.abilities"},
		{`[1,2]`, "object"},
		{`{"tier":`, "JSON"},
	}
	for _, tt := range tests {
		err := sys.Validate(json.RawMessage(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("Validate(%s) = %v, want an error naming %q", tt.data, err, tt.wantErr)
		}
		if _, err := sys.Derive(json.RawMessage(tt.data)); err == nil {
			t.Errorf("Derive(%s) accepted bad data", tt.data)
		}
	}
	if err := sys.Validate(json.RawMessage(`{}`)); err != nil {
		t.Errorf("empty object refused: %v", err)
	}
}

func TestRoundTripKeepsUnknownKeys(t *testing.T) {
	in := `{"tier":2,"xp_budget":800,"body_shape":"Animal","size":"Small","house_rule":{"luck":true},
	"traits":{"Luck":12},
	"abilities":[{"name":"Bite","components":[{"name":"power","value":5}],"uses":2,"flavor":"teeth"}],
	"equipment":[{"name":"Collar","kind":"accessory","tier":0,"engraving":"Rex"}]}`
	c, err := Decode(json.RawMessage(in))
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m["house_rule"], map[string]any{"luck": true}) {
		t.Errorf("top-level unknown key lost: %s", out)
	}
	if a := m["abilities"].([]any)[0].(map[string]any); a["flavor"] != "teeth" {
		t.Errorf("ability unknown key lost: %s", out)
	}
	if it := m["equipment"].([]any)[0].(map[string]any); it["engraving"] != "Rex" {
		t.Errorf("item unknown key lost: %s", out)
	}
	again, err := Decode(out)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again, c) {
		t.Errorf("second round trip differs:\n%+v\n%+v", again, c)
	}
	if !reflect.DeepEqual(c.Clone(), c) {
		t.Error("Clone differs from the original")
	}
}
