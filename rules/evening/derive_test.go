package evening

import (
	"encoding/json"
	"reflect"
	"sessionzero/internal/rulestest"
	"sessionzero/rules"
	"slices"
	"strings"
	"testing"
)

// wren is a level-3 character built in the book's order (L155–165) with
// catalog copies of a sample origin and class.
func wren() Character {
	c := NewCharacter()
	c.Abilities = Abilities{Finesse: 1, Prowess: 1, Resolve: -1}
	c.Attributes = Attributes{Body: 1, Mind: 0}
	c.XPTotal = 10
	origin, class := SampleOrigin(), SampleClass()
	origin.Kit.AptitudeOptions = []string{"Medicine", "Stealth", "Lore"}
	disc := Entry{Name: "Blades"}
	focus := Entry{Name: "Lookout"}
	c.Origins = []Feature{{Name: origin.Name, Level: 1, Entry: &origin}}
	c.Classes = []Feature{{Name: class.Name, Level: 1, Entry: &class}}
	c.Disciplines = []Feature{{Name: disc.Name, Level: 1, Entry: &disc}}
	c.Focuses = []Feature{{Name: focus.Name, Level: 1, Entry: &focus}}
	c.Aptitudes = []Aptitude{{Name: "Athletics", Source: "class_kit"}, {Name: "Medicine", Source: "chosen"},
		{Name: "Stealth", Source: "chosen"}, {Name: "Lore", Source: "chosen"}}
	c.Attacks = []Attack{{Name: "Spear", Aptitude: "Athletics", Ability: "prowess", Attribute: "body", Damage: "1d8", DamageType: "piercing", Reach: 2}}
	c.Inventory = []Item{{"Rope", 1}, {"Spear", 2}}
	return c
}

func derived(t *testing.T, c Character) map[string]any {
	t.Helper()
	b, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	d, err := System{}.Derive(b)
	if err != nil {
		t.Fatal(err)
	}
	if !d.Implemented {
		t.Fatal("not implemented")
	}
	rulestest.Explained(t, d)
	return d.Map()
}

func codes(m map[string]any) []string {
	var out []string
	for _, p := range m["problems"].([]rules.Problem) {
		out = append(out, p.Code)
	}
	return out
}

func TestDeriveEverySpecKey(t *testing.T) {
	m := derived(t, wren())
	keys := strings.Fields(`level start_level xp_total xp_invested xp_available xp_to_next_level aptitude_bonus
		min_advancement_rating feature_levels feature_levels_spent feature_levels_unspent finesse prowess resolve body mind
		ability_points_left attribute_points_left check_grid aptitudes defense_modifier fortitude reflex will initiative
		grapple stabilize attacks class_hp max_hp current_hp temporary_hp reserve_dice reserve_dice_bought reserves_left
		short_rest_bonus size space load load_capacity speeds hold_breath_seconds choking_rounds injury injury_effective
		injury_aptitude_penalty injury_attack_defense_penalty injury_rests_to_next exhaustion exhaustion_effective
		exhaustion_effects assets wealth_aptitudes wealth_check_bonus resources formats dead problems implemented`)
	for _, k := range keys {
		if _, ok := m[k]; !ok {
			t.Errorf("derive lacks %s", k)
		}
	}
}

func TestDeriveWren(t *testing.T) {
	m := derived(t, wren())
	want := map[string]any{
		"level": 3, "aptitude_bonus": 2, "min_advancement_rating": 1, "xp_to_next_level": 5,
		// EVE-9: health_first 8 of the sample class at level 1.
		"class_hp": 8, "max_hp": 8, "current_hp": 8,
		// Reflex = Finesse + Body + defense modifier (L337–341).
		"reflex": 2, "fortitude": 0, "will": -1, "initiative": 1,
		// Grapple = Prowess + Body + AB with Athletics (L995–996).
		"grapple": 4, "stabilize": 1,
		// load capacity max(2, 4 + 1 + 1 + Medium 1) (L563, EVE-37).
		"load": 3, "load_capacity": 7, "size": "Medium", "space": 1,
		"hold_breath_seconds": 60, "choking_rounds": 1, "ability_points_left": 0, "attribute_points_left": 0,
	}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("%s = %v, want %v", k, m[k], v)
		}
	}
	if got := m["reserve_dice"]; !reflect.DeepEqual(got, []string{"d8"}) {
		t.Errorf("reserve dice %v", got)
	}
	if got := m["feature_levels_unspent"].(FeatureLevels); got != (FeatureLevels{}) {
		t.Errorf("unspent %+v", got)
	}
	if atk := m["attacks"].([]AttackView); atk[0].Bonus != 4 {
		t.Errorf("spear bonus %d, want prowess 1 + body 1 + AB 2", atk[0].Bonus)
	}
	if p := m["problems"]; len(p.([]rules.Problem)) != 0 {
		t.Errorf("problems %v", p)
	}
}

func TestProgressionFormulas(t *testing.T) {
	// specs/evening.md §4: AB = 2 + floor((L−1)/4), MAR = 1 + floor((L−1)/3).
	for l := 1; l <= 20; l++ {
		p := Progression[l]
		if p.Level != l {
			t.Fatalf("p.Level != l: row %d: %+v", l, p)
		}
		if p.AB != 2+(l-1)/4 {
			t.Fatalf("p.AB != 2+(l-1)/4: row %d: %+v", l, p)
		}
		if p.MAR != 1+(l-1)/3 {
			t.Fatalf("p.MAR != 1+(l-1)/3: row %d: %+v", l, p)
		}
		if p.XP != 5*(l-1) {
			t.Errorf("p.XP != 5*(l-1): row %d: %+v", l, p)
		}
		if Level(1, false, p.XP) != l {
			t.Errorf("XP %d gives level %d, want %d", p.XP, Level(1, false, p.XP), l)
		}
	}
	// Origin 1/5/9/13/17 (L256–261), class 1/5/9/13/17/20 (L279–285),
	// discipline 2/6/10/14/18 (L318–325), focus 3/7/11/15/19 (L299–304).
	count := func(levels []int, upTo int) int {
		n := 0
		for _, l := range levels {
			if l <= upTo {
				n++
			}
		}
		return n
	}
	for l := 1; l <= 20; l++ {
		g := Progression[l].Granted()
		want := FeatureLevels{count([]int{1, 5, 9, 13, 17}, l), count([]int{1, 5, 9, 13, 17, 20}, l),
			count([]int{2, 6, 10, 14, 18}, l), count([]int{3, 7, 11, 15, 19}, l), count([]int{4, 8, 12, 16, 20}, l)}
		if g != want {
			t.Errorf("level %d grants %+v, want %+v", l, g, want)
		}
	}
	if Level(0, false, 12) != 0 {
		t.Fatal("Level(0, false, 12) != 0:", "EVE-2/EVE-4 levels")
	}
	if Level(0, true, 12) != 3 {
		t.Fatal("Level(0, true, 12) != 3:", "EVE-2/EVE-4 levels")
	}
	if Level(5, false, 0) != 5 {
		t.Fatal("Level(5, false, 0) != 5:", "EVE-2/EVE-4 levels")
	}
	if Level(1, false, 10000) != 20 {
		t.Error("Level(1, false, 10000) != 20:", "EVE-2/EVE-4 levels")
	}
}

func TestLevelZero(t *testing.T) {
	// "no aptitudes, 4 health, no reserves, and no significant possessions" (L165).
	c := NewCharacter()
	c.StartLevel = 0
	c.Abilities = Abilities{1, 1, -1}
	c.Attributes = Attributes{1, 0}
	m := derived(t, c)
	if m["level"] != 0 {
		t.Fatalf(`m["level"] != 0: level 0: %v`, m)
	}
	if m["max_hp"] != 4 {
		t.Fatalf(`m["max_hp"] != 4: level 0: %v`, m)
	}
	if m["aptitude_bonus"] != 0 {
		t.Fatalf(`m["aptitude_bonus"] != 0: level 0: %v`, m)
	}
	if m["min_advancement_rating"] != 1 {
		t.Fatalf(`m["min_advancement_rating"] != 1: level 0: %v`, m)
	}
	if m["xp_to_next_level"] != nil {
		t.Errorf(`m["xp_to_next_level"] != nil: level 0: %v`, m)
	}
	if len(m["reserve_dice"].([]string)) != 0 {
		t.Error("level 0 has reserves")
	}
	if got := codes(m); len(got) != 0 {
		t.Errorf("problems %v", got)
	}
	c.Aptitudes = []Aptitude{{Name: "Athletics", Source: "chosen"}}
	if got := codes(derived(t, c)); !reflect.DeepEqual(got, []string{"level0_has_features"}) {
		t.Errorf("problems %v", got)
	}
}

func TestDiscplinesExample(t *testing.T) {
	// "if you use 5 discipline levels to buy 5 different disciplines, you
	// are 1st level in 5 different disciplines" (L242).
	c := wren()
	c.XPTotal = 85 // level 18: 5 discipline levels
	c.Disciplines = nil
	for _, n := range []string{"A", "B", "C", "D", "E"} {
		c.Disciplines = append(c.Disciplines, Feature{Name: n, Level: 1})
	}
	m := derived(t, c)
	if m["level"] != 18 {
		t.Fatalf("level %v", m["level"])
	}
	if u := m["feature_levels_unspent"].(FeatureLevels); u.Discipline != 0 {
		t.Errorf("5 disciplines at level 1 leave %d discipline levels", u.Discipline)
	}
	c.Disciplines = append(c.Disciplines, Feature{Name: "F", Level: 1})
	if !slices.Contains(codes(derived(t, c)), "feature_levels_overspent") {
		t.Error("a sixth discipline level is not flagged")
	}
}

func TestReservesExample(t *testing.T) {
	// "if you have 2d8 reserves and 1d10 reserves, any additional reserves
	// from experience are d10s" (L375).
	d8, d10 := Entry{Name: "A", ReserveDie: 8}, Entry{Name: "B", ReserveDie: 10}
	dice, bought := ReserveDiceOf(5, []Feature{{Name: "A", Level: 2, Entry: &d8}, {Name: "B", Level: 1, Entry: &d10}}, 10)
	if !reflect.DeepEqual(dice, []int{8, 8, 10, 10, 10}) {
		t.Fatalf("!reflect.DeepEqual(dice, []int{8, 8, 10, 10, 10}): dice %v bought %d", dice, bought)
	}
	if bought != 2 {
		t.Errorf("bought != 2: dice %v bought %d", dice, bought)
	}
	// 25 XP at most (L186, EVE-5).
	if _, b := ReserveDiceOf(5, nil, 40); b != 5 {
		t.Errorf("bought %d", b)
	}
}

func TestInjuryAndExhaustion(t *testing.T) {
	// Injury table L1044–1052; "highest per category" (EVE-35).
	want := [][2]int{{0, 0}, {-3, 0}, {-3, -3}, {-6, -3}, {-6, -6}, {-9, -6}, {-9, -9}}
	for lvl, w := range want {
		{
			a, d := InjuryPenalties(lvl)
			if a != w[0] {
				t.Fatalf("a != w[0]: injury %d: %d %d, want %v", lvl, a, d, w)
			}
			if d != w[1] {
				t.Errorf("d != w[1]: injury %d: %d %d, want %v", lvl, a, d, w)
			}
		}
	}
	c := wren()
	c.Exhaustion = 4                                // "Health maximum is halved" (L1077); speed halved at 2 (L1075).
	c.Speeds = []Speed{{"base", 8}, {"flight", 10}} // "base (8), flight (10)" (L595)
	c.Injury = 2
	m := derived(t, c)
	if m["max_hp"] != 4 {
		t.Fatalf(`m["max_hp"] != 4: max_hp %v reflex %v`, m["max_hp"], m["reflex"])
	}
	if m["reflex"] != -1 {
		t.Errorf(`m["reflex"] != -1: max_hp %v reflex %v`, m["max_hp"], m["reflex"])
	}
	{
		sp := m["speeds"].([]Speed)
		if sp[0].Squares != 4 {
			t.Fatalf("sp[0].Squares != 4: speeds %v", sp)
		}
		if sp[1].Squares != 5 {
			t.Errorf("sp[1].Squares != 5: speeds %v", sp)
		}
	}
	{
		e := m["exhaustion_effects"].([]string)
		if len(e) != 4 {
			t.Fatalf("len(e) != 4: effects %v", e)
		}
		if e[3] != "Health maximum is halved" {
			t.Errorf(`e[3] != "Health maximum is halved": effects %v`, e)
		}
	}
	c.IgnoredLevels.Exhaustion = 1
	if m := derived(t, c); m["max_hp"] != 8 {
		t.Errorf("ignoring one level keeps max_hp %v", m["max_hp"])
	}
}

func TestProblems(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(c *Character)
		want   []string
	}{
		{"over every limit", func(c *Character) {
			c.Abilities.Finesse = 3
			c.Aptitudes = c.Aptitudes[:2]
			c.Inventory = append(c.Inventory, Item{"Anvil", 3}, Item{"Anvil", 3})
			c.Resources = map[string]int{"Influence": 6}
			c.Assets = map[string]Asset{"supplies": {Value: 6, Base: 2}}
			c.XPInvested = []Investment{{Kind: InvestReserveDie, Points: 30}}
			c.Threads = []Thread{{Name: "Short", Length: 3}}
			c.CurrentHP = intp(99)
			c.Focuses[0].Qualifies = new(bool)
		}, []string{"feature_not_qualified", "ability_points", "aptitude_count", "over_load", "resource_over_cap", "asset_over_cap",
			"reserve_investment", "invested_over_total", "thread_length", "hp_above_max"}},
		{"a bare class and no speed", func(c *Character) {
			c.Classes[0].Entry = &Entry{Name: "Bare"}
			c.Speeds, c.Origins[0].Entry.Speeds = nil, nil
		}, []string{"class_incomplete", "speed_missing"}},
	} {
		c := wren()
		tc.change(&c)
		got := codes(derived(t, c))
		for _, w := range tc.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: missing %s in %v", tc.name, w, got)
			}
		}
	}
}

func TestValidateNamesTheKey(t *testing.T) {
	tests := map[string]string{
		`{"abilities":{"finesse":11}}`:          "abilities.finesse is 11, allowed -10 to 10",
		`{"start_level":21}`:                    "start_level is 21, allowed 0 to 20",
		`{"classes":[{"name":"X","level":7}]}`:  `level of class "X" is 7, allowed 1 to 6`,
		`{"injury":8}`:                          "injury is 8",
		`{"inventory":[{"name":"a","load":4}]}`: `load of item "a" is 4`,
		`{"size":"Colossal"}`:                   `size is "Colossal"`,
		`{"classes":[{"name":"X","level":1,"entry":{"name":"X","reserve_die":7}}]}`: `class "X": reserve die is d7`,
		`[1,2]`: "must be a JSON object",
	}
	for in, want := range tests {
		err := System{}.Validate(json.RawMessage(in))
		if err == nil {
			t.Fatalf("err == nil: %s: %v, want %q", in, err, want)
		}
		if !strings.Contains(err.Error(), want) {
			t.Fatalf("!strings.Contains(err.Error(), want): %s: %v, want %q", in, err, want)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("strings.Contains(err.Error(), \"\\n\"): %s: %v, want %q", in, err, want)
		}
	}
}

func TestUnknownKeysKept(t *testing.T) {
	in := json.RawMessage(`{"abilities":{"finesse":1,"prowess":1,"resolve":-1},"homebrew_note":{"a":[1,2]}}`)
	c, err := DecodeCharacter(in)
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"homebrew_note":{"a":[1,2]}`) {
		t.Errorf("lost the unknown key: %s", out)
	}
}

func BenchmarkDeriveLevel20(b *testing.B) {
	c := wren()
	c.XPTotal = 95
	for i := range 20 {
		c.Inventory = append(c.Inventory, Item{"Thing", i % 4})
	}
	data, _ := c.Encode()
	for b.Loop() {
		if _, err := (System{}).Derive(data); err != nil {
			b.Fatal(err)
		}
	}
}

func TestSizeSpaceAndLoad(t *testing.T) {
	// "if your space is 2, you take up 2×2 squares (4 total)" (L628): Large
	// is space 2 and +2 load (L620–632, EVE-37).
	c := wren()
	c.Origins[0].Entry.Size = "Large"
	m := derived(t, c)
	if m["size"] != "Large" {
		t.Fatalf(`m["size"] != "Large": size %v space %v capacity %v`, m["size"], m["space"], m["load_capacity"])
	}
	if m["space"] != 2 {
		t.Fatalf(`m["space"] != 2: size %v space %v capacity %v`, m["size"], m["space"], m["load_capacity"])
	}
	if m["load_capacity"] != 8 {
		t.Errorf(`m["load_capacity"] != 8: size %v space %v capacity %v`, m["size"], m["space"], m["load_capacity"])
	}
	// "with a minimum of a load capacity of 2" (L563).
	if LoadCapacity(-3, -3, "Tiny") != 2 {
		t.Error("minimum load capacity")
	}
}
