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
		if m["skill_points"] != float64(c.skill) || m["core_points"] != float64(c.core) {
			t.Errorf("%s: skill %v core %v, want %d %d", c.game, m["skill_points"], m["core_points"], c.skill, c.core)
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
	if it["effective_die"] != 4.0 || it["effective_damage"] != 3.0 || it["all_or_nothing_damage"] != 6.0 {
		t.Errorf("rusty gun: %v", it)
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
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line naming %q", data, err, want)
		}
	}
	big := `{"perks":[` + strings.Repeat(`{"name":"x"},`, 9999) + `{"name":"x"}]}`
	if err := (System{}).Validate(json.RawMessage(big)); err == nil || !strings.Contains(err.Error(), "10000 entries") {
		t.Errorf("10,000 perks: %v", err)
	}
}

func TestUnknownKeysKept(t *testing.T) {
	c, err := Decode(json.RawMessage(`{"focus_die":"Charm","house_rule":{"x":1}}`))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := c.Encode()
	if !strings.Contains(string(out), `"house_rule":{"x":1}`) || !strings.Contains(string(out), `"focus_die":"Charm"`) {
		t.Errorf("round trip lost a key: %s", out)
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
	if err != nil || p.Price != 300 || p.Discount != 50 || p.Paid != 250 || out.Skills["Gunplay"] != 8 {
		t.Fatalf("crit route: %+v %v", p, err)
	}
	if m := DeriveCharacter(out); m.Map()["xp_unspent"] != 50 {
		t.Errorf("xp_unspent after Jessie's buy: %v", m.Map()["xp_unspent"])
	}
	c.Prepped = []string{"Gunplay"}
	out, p, _ = BuyLevel(c, BuySkill, "Gunplay", 0)
	if p.Paid != 300 || len(out.Prepped) != 0 {
		t.Errorf("trained route: %+v, prepped %v", p, out.Prepped)
	}
}

// "Core characteristics are the same but multiplied by 2" (L155); Hard doubles.
func TestXPPrices(t *testing.T) {
	for _, c := range []struct {
		what, diff  string
		level, want int
	}{{BuySkill, XPNormal, 1, 100}, {BuySkill, XPHard, 5, 1000}, {BuyScript, XPNormal, 2, 400}, {BuyScript, XPHard, 5, 2000}} {
		if got, err := XPPrice(c.what, c.diff, c.level); err != nil || got != c.want {
			t.Errorf("%s %s level %d: %d %v, want %d", c.what, c.diff, c.level, got, err, c.want)
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
	if CrisisSave(12) != 0.4 || CrisisSave(25) != 0 || CrisisSave(-3) != 1 {
		t.Error("crisis save")
	}
}
