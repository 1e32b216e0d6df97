package dvr

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/internal/rulestest"
)

func derived(t *testing.T, data string) map[string]any {
	t.Helper()
	d, err := Derive(json.RawMessage(data))
	if err != nil {
		t.Fatalf("derive %s: %v", data, err)
	}
	return rulestest.JSONMap(t, d)
}

// "Heroic | # of skills | 8", "Normal | 3/4 # of skills | 5", "Gritty | 1/2 # of skills | 3" (L127–131).
func TestBudgets(t *testing.T) {
	for _, c := range []struct {
		game        string
		skill, core int
	}{{"heroic", 15, 8}, {"normal", 11, 5}, {"gritty", 7, 3}} {
		m := derived(t, `{"game_type":"`+c.game+`","focus_die":"Reflex"}`)
		if m["skill_points"] != float64(c.skill) {
			t.Errorf("%s: skill %v core %v, want %d %d (failed: %s)", c.game, m["skill_points"], m["core_points"], c.skill, c.core, `m["skill_points"] != float64(c.skill)`)
		}
		if m["core_points"] != float64(c.core) {
			t.Errorf("%s: skill %v core %v, want %d %d (failed: %s)", c.game, m["skill_points"], m["core_points"], c.skill, c.core, `m["core_points"] != float64(c.core)`)
		}
	}
}

// "adding the toughness stat and the power stat together plus 3"; "3 + a characters focus die".
func TestHealthFocusAndKeys(t *testing.T) {
	m := derived(t, `{"script":{"Toughness":8,"Power":8,"Reflex":6},"focus_die":"Reflex","skills":{"Stealth":6},
		"items":[{"name":"Gun","kind":"weapon","die":6,"damage":4,"rust":1}],"base_speed":6,
		"perks":[{"name":"Fast on your feet","rank":2}],"splinter":12,"xp_earned":[{"amount":300}]}`)
	want := map[string]float64{"max_health": 19, "current_health": 19, "max_focus": 9, "focus_die_size": 6,
		"core_points_spent": 5, "skill_points_spent": 2, "max_speed": 8, "xp_unspent": 300, "p_crisis_save": 0.4}
	for k, w := range want {
		if m[k] != w {
			t.Errorf("%s = %v, want %v", k, m[k], w)
		}
	}
	for _, k := range []string{"game_type", "xp_difficulty", "skill_count", "skill_points_left", "core_points_left", "script",
		"focus_die", "down", "exhausted", "skills", "items", "supplies", "perks", "xp_total", "xp_spent", "xp_prices", "burdens", "splinter", "crisis"} {
		if _, ok := m[k]; !ok {
			t.Errorf("key %s missing", k)
		}
	}
	it := m["items"].([]any)[0].(map[string]any)
	if it["effective_die"] != 4.0 {
		t.Errorf("rusty gun: %v (failed: %s)", it, `it["effective_die"] != 4.0`)
	}
	if it["effective_damage"] != 3.0 {
		t.Errorf("rusty gun: %v (failed: %s)", it, `it["effective_damage"] != 3.0`)
	}
	if it["all_or_nothing_damage"] != 6.0 {
		t.Errorf("rusty gun: %v (failed: %s)", it, `it["all_or_nothing_damage"] != 6.0`)
	}
}

func TestProblems(t *testing.T) {
	d, _ := Derive(json.RawMessage(`{"script":{"Power":12,"Toughness":12},"skills":{"Gunplay":4},"current_health":99,"history":[{"kind":"buy","what":"skill","paid":100}]}`))
	got := map[string]bool{}
	for _, p := range d.Problems {
		got[p.Code] = true
	}
	for _, c := range []string{"core_over", "skills_unspent", "no_focus_die", "unknown_skill", "current_above_max", "xp_overspent"} {
		if !got[c] {
			t.Errorf("problem %s missing: %v", c, d.Problems)
		}
	}
}

func TestValidateRefuses(t *testing.T) {
	cases := map[string]string{
		`{"script":{"Power":7}}`:                "d7",
		`{"script":{"Luck":6}}`:                 "Luck",
		`{"focus_die":"Luck"}`:                  "Luck",
		`{"game_type":"epic"}`:                  "epic",
		`{"skills":{"Lore":20}}`:                "d20",
		`{"items":[{"name":"x","rust":-1}]}`:    "rust",
		`{"burdens":100000}`:                    "burdens",
		`{"xp_earned":[{"amount":2000000000}]}`: "amount",
		`{"script":"d6"}`:                       "script",
		`[1]`:                                   "object",
	}
	for data, want := range cases {
		err := System{}.Validate(json.RawMessage(data))
		if err == nil {
			t.Fatalf("%s: %v, want one line naming %q (failed: %s)", data, err, want, `err == nil`)
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want one line naming %q (failed: %s)", data, err, want, `!strings.Contains(err.Error(), want)`)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line naming %q (failed: %s)", data, err, want, `strings.Contains(err.Error(), "\n")`)
		}
	}
	big := `{"perks":[` + strings.Repeat(`{"name":"x"},`, 9999) + `{"name":"x"}]}`
	{
		err := (System{}).Validate(json.RawMessage(big))
		if err == nil {
			t.Fatalf("10,000 perks: %v (failed: %s)", err, `err == nil`)
		}
		if !strings.Contains(err.Error(), "10000 entries") {
			t.Errorf("10,000 perks: %v (failed: %s)", err, `!strings.Contains(err.Error(), "10000 entries")`)
		}
	}
}

func TestUnknownKeysKept(t *testing.T) {
	c, err := Decode(json.RawMessage(`{"focus_die":"Charm","house_rule":{"x":1}}`))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := c.Encode()
	if !strings.Contains(string(out), `"house_rule":{"x":1}`) {
		t.Errorf("round trip lost a key: %s (failed: %s)", out, "!strings.Contains(string(out), `\"house_rule\":{\"x\":1}`)")
	}
	if !strings.Contains(string(out), `"focus_die":"Charm"`) {
		t.Errorf("round trip lost a key: %s (failed: %s)", out, "!strings.Contains(string(out), `\"focus_die\":\"Charm\"`)")
	}
}

// Jessie (L161): "Gunplay from lvl2 to lvl3 it would cost 300xp but with the
// crit gets a discount of 50 xp".
func TestJessieBuysGunplay(t *testing.T) {
	c, _ := Decode(json.RawMessage(`{"skills":{"Gunplay":6},"xp_earned":[{"amount":300}]}`))
	if _, _, err := BuyLevel(c, BuySkill, "Gunplay", 0); err == nil {
		t.Error("trained route without the prepped dot accepted")
	}
	out, p, err := BuyLevel(c, BuySkill, "Gunplay", 5)
	if err != nil {
		t.Fatalf("crit route: %+v %v (failed: %s)", p, err, `err != nil`)
	}
	if p.Price != 300 {
		t.Fatalf("crit route: %+v %v (failed: %s)", p, err, `p.Price != 300`)
	}
	if p.Discount != 50 {
		t.Fatalf("crit route: %+v %v (failed: %s)", p, err, `p.Discount != 50`)
	}
	if p.Paid != 250 {
		t.Fatalf("crit route: %+v %v (failed: %s)", p, err, `p.Paid != 250`)
	}
	if out.Skills["Gunplay"] != 8 {
		t.Fatalf("crit route: %+v %v (failed: %s)", p, err, `out.Skills["Gunplay"] != 8`)
	}
	if m := DeriveCharacter(out); m.Map()["xp_unspent"] != 50 {
		t.Errorf("xp_unspent after Jessie's buy: %v", m.Map()["xp_unspent"])
	}
	c.Prepped = []string{"Gunplay"}
	out, p, _ = BuyLevel(c, BuySkill, "Gunplay", 0)
	if p.Paid != 300 {
		t.Errorf("trained route: %+v, prepped %v (failed: %s)", p, out.Prepped, `p.Paid != 300`)
	}
	if len(out.Prepped) != 0 {
		t.Fatalf("trained route: %+v, prepped %v (failed: %s)", p, out.Prepped, `len(out.Prepped) != 0`)
	}
}

// "Core characteristics are the same but multiplied by 2" (L155); Hard doubles.
func TestXPPrices(t *testing.T) {
	for _, c := range []struct {
		what, diff  string
		level, want int
	}{{BuySkill, XPNormal, 1, 100}, {BuySkill, XPHard, 5, 1000}, {BuyScript, XPNormal, 2, 400}, {BuyScript, XPHard, 5, 2000}} {
		{
			got, err := XPPrice(c.what, c.diff, c.level)
			if err != nil {
				t.Fatalf("%s %s level %d: %d %v, want %d (failed: %s)", c.what, c.diff, c.level, got, err, c.want, `err != nil`)
			}
			if got != c.want {
				t.Errorf("%s %s level %d: %d %v, want %d (failed: %s)", c.what, c.diff, c.level, got, err, c.want, `got != c.want`)
			}
		}
	}
	if _, err := XPPrice(BuyScript, XPNormal, 1); err == nil {
		t.Error("script level 1 priced")
	}
}

// "stepped down and its damage is also taken down by one" (L119); God Ender d10 / 8.
func TestItemAfterRust(t *testing.T) {
	for _, c := range []struct {
		die, dmg, rust int
		want           ItemState
	}{{10, 8, 0, ItemState{10, 8, 16}}, {6, 2, 1, ItemState{4, 1, 2}}, {4, 2, 1, ItemState{0, 1, 2}}, {6, 4, 9, ItemState{0, 0, 0}}} {
		if got := ItemAfter(c.die, c.dmg, c.rust, false); got != c.want {
			t.Errorf("d%d/%d rust %d: %+v, want %+v", c.die, c.dmg, c.rust, got, c.want)
		}
	}
	if CrisisSave(12) != 0.4 {
		t.Error("crisis save", "failed:", `CrisisSave(12) != 0.4`)
	}
	if CrisisSave(25) != 0 {
		t.Error("crisis save", "failed:", `CrisisSave(25) != 0`)
	}
	if CrisisSave(-3) != 1 {
		t.Error("crisis save", "failed:", `CrisisSave(-3) != 1`)
	}
}
