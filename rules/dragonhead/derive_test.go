package dragonhead

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules"
)

// portable is the part of the portable character file these tests read.
type portable struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	System  string          `json:"system"`
	Name    string          `json:"name"`
	Data    json.RawMessage `json:"data"`
}

func readMegan(tb testing.TB) portable {
	tb.Helper()
	b, err := os.ReadFile("testdata/megan.json")
	if err != nil {
		tb.Fatal(err)
	}
	var f portable
	if err := json.Unmarshal(b, &f); err != nil {
		tb.Fatal(err)
	}
	return f
}

func meganData(tb testing.TB) json.RawMessage { return readMegan(tb).Data }

func loadMegan(t *testing.T) (portable, rules.Derived) {
	t.Helper()
	f := readMegan(t)
	d, err := New().Derive(f.Data)
	if err != nil {
		t.Fatal(err)
	}
	return f, d
}

func get(t *testing.T, d rules.Derived, key string) any {
	t.Helper()
	return rulestest.Value(t, d, key)
}

func TestMeganSteelion(t *testing.T) {
	f, d := loadMegan(t)
	if f.Format != "sessionzero/character" {
		t.Fatalf("f.Format != \"sessionzero/character\": file header %+v", f)
	} else if f.Version != 1 {
		t.Fatalf("f.Version != 1: file header %+v", f)
	} else if f.System != ID {
		t.Fatalf("f.System != ID: file header %+v", f)
	} else if f.Name != "Megan Steelion" {
		t.Fatalf("f.Name != \"Megan Steelion\": file header %+v", f)
	}
	if len(d.Problems) != 0 {
		t.Fatalf("Megan has problems: %v", d.Problems)
	}
	// 002_81d21628bd61f597.txt: "Megan is a 2nd level character and still a
	// beginner with this whole adventuring thing."
	if get(t, d, "character_level") != 2 {
		t.Errorf("get(t, d, \"character_level\") != 2: level %v, tier %v", get(t, d, "character_level"), get(t, d, "adventure_tier"))
	} else if get(t, d, "adventure_tier") != "Beginner" {
		t.Errorf("get(t, d, \"adventure_tier\") != \"Beginner\": level %v, tier %v", get(t, d, "character_level"), get(t, d, "adventure_tier"))
	}
	// "Megan is a 2nd level character but only a 1st level Warlord, so she
	// gets a +1 when doing Warlord things."
	if get(t, d, "class_line") != "Warlord 1" {
		t.Errorf("class %v", get(t, d, "class_line"))
	}
	if cb := get(t, d, "class_bonuses").(map[string]int); cb["Melee"] != 1 {
		t.Errorf("class bonuses %v", cb)
	}
	// Common 400 xp + Read & Write 600 xp + Warlord 1st level 2,500.
	if get(t, d, "xp_spent") != 3500 {
		t.Errorf("spent %v", get(t, d, "xp_spent"))
	}
	// "Megan has two inclinations separated by a slash: LN / CG."
	if get(t, d, "inclination") != "LN / CG" {
		t.Errorf("inclination %v", get(t, d, "inclination"))
	}
	// "She is very charismatic, spirited and lucky, but don't let her near
	// any magical items."
	mods := get(t, d, "modifiers").(map[string]int)
	for _, a := range []string{"Charisma", "Spirit", "Luck"} {
		if mods[a] < 1 {
			t.Errorf("%s modifier %d: the book calls her very charismatic, spirited and lucky", a, mods[a])
		}
	}
	if mods["Magic"] >= 0 {
		t.Errorf("mods[\"Magic\"] >= 0: modifiers %v", mods)
	} else if len(mods) != 9 {
		t.Errorf("len(mods) != 9: modifiers %v", mods)
	}
	// "Classes come with movements such as the Warlord's Walk 8 … Move =
	// Class Move + Muscle + Dexterity - Move": 8 + 0 + 0 − 0 = 8 → d8.
	if get(t, d, "move") != "d8" {
		t.Errorf("get(t, d, \"move\") != \"d8\": move %v penalty %v", get(t, d, "move"), get(t, d, "move_penalty"))
	} else if get(t, d, "move_penalty") != 0 {
		t.Errorf("get(t, d, \"move_penalty\") != 0: move %v penalty %v", get(t, d, "move"), get(t, d, "move_penalty"))
	}
	// "Megan's sword does … sharp damage. Her kick does … impact damage."
	attacks := get(t, d, "attacks").([]AttackLine)
	if len(attacks) != 2 {
		t.Fatalf("len(attacks) != 2: attacks %+v", attacks)
	} else if attacks[0].DamageType != "s" {
		t.Fatalf("attacks[0].DamageType != \"s\": attacks %+v", attacks)
	} else if attacks[1].DamageType != "i" {
		t.Fatalf("attacks[1].DamageType != \"i\": attacks %+v", attacks)
	}
	// "Hit = Combat + Class Bonus + Skill Bonus + Hit + Quality", Combat
	// (10 + 11 + 14) / 3 = 11; Melee full (+1), Unarmed ½ (+0).
	if get(t, d, "combat") != 11 {
		t.Errorf("get(t, d, \"combat\") != 11: combat %v, hits %d %d", get(t, d, "combat"), attacks[0].Hit, attacks[1].Hit)
	} else if attacks[0].Hit != 12 {
		t.Errorf("attacks[0].Hit != 12: combat %v, hits %d %d", get(t, d, "combat"), attacks[0].Hit, attacks[1].Hit)
	} else if attacks[1].Hit != 11 {
		t.Errorf("attacks[1].Hit != 11: combat %v, hits %d %d", get(t, d, "combat"), attacks[0].Hit, attacks[1].Hit)
	}
	if attacks[0].DamageRoll != "d6" {
		t.Errorf("attacks[0].DamageRoll != \"d6\": damage %s %s", attacks[0].DamageRoll, attacks[1].DamageRoll)
	} else if attacks[1].DamageRoll != "2" {
		t.Errorf("attacks[1].DamageRoll != \"2\": damage %s %s", attacks[0].DamageRoll, attacks[1].DamageRoll)
	}
	// "Actual HP = Class Hit Die + Muscle + Constitution + Spirit": 8 + 0 + 0 + 2.
	if get(t, d, "actual_hp") != 10 {
		t.Errorf("get(t, d, \"actual_hp\") != 10: hp %v/%v stun %v", get(t, d, "actual_hp"), get(t, d, "total_hp"), get(t, d, "stun"))
	} else if get(t, d, "total_hp") != 10 {
		t.Errorf("get(t, d, \"total_hp\") != 10: hp %v/%v stun %v", get(t, d, "actual_hp"), get(t, d, "total_hp"), get(t, d, "stun"))
	} else if get(t, d, "stun") != 5 {
		t.Errorf("get(t, d, \"stun\") != 5: hp %v/%v stun %v", get(t, d, "actual_hp"), get(t, d, "total_hp"), get(t, d, "stun"))
	}
	// "AC = Combat + Class Bonus + Skill Bonus - Move." "DC = Luck - 4."
	if get(t, d, "ac") != 11 {
		t.Errorf("get(t, d, \"ac\") != 11: ac %v dc %v %v", get(t, d, "ac"), get(t, d, "dc"), get(t, d, "ac_dc"))
	} else if get(t, d, "dc") != 10 {
		t.Errorf("get(t, d, \"dc\") != 10: ac %v dc %v %v", get(t, d, "ac"), get(t, d, "dc"), get(t, d, "ac_dc"))
	} else if get(t, d, "ac_dc") != "11/10" {
		t.Errorf("get(t, d, \"ac_dc\") != \"11/10\": ac %v dc %v %v", get(t, d, "ac"), get(t, d, "dc"), get(t, d, "ac_dc"))
	}
	// "A medium shield has a defensive value of 6"
	if get(t, d, "shield") != "d6" {
		t.Errorf("get(t, d, \"shield\") != \"d6\": armor %v shield %v", get(t, d, "armor"), get(t, d, "shield"))
	} else if get(t, d, "armor") != "3" {
		t.Errorf("get(t, d, \"armor\") != \"3\": armor %v shield %v", get(t, d, "armor"), get(t, d, "shield"))
	}
	// "| Gold | GP | $100 |", "| Silver | SP | $50 |": 3 GP + 10 SP + 25 IP = $825 in 38 coins.
	if get(t, d, "wealth_ip") != 825 {
		t.Errorf("get(t, d, \"wealth_ip\") != 825: wealth %v coins %v value %v", get(t, d, "wealth_ip"), get(t, d, "coins"), get(t, d, "equipment_value"))
	} else if get(t, d, "coins") != 38 {
		t.Errorf("get(t, d, \"coins\") != 38: wealth %v coins %v value %v", get(t, d, "wealth_ip"), get(t, d, "coins"), get(t, d, "equipment_value"))
	} else if get(t, d, "equipment_value") != 310 {
		t.Errorf("get(t, d, \"equipment_value\") != 310: wealth %v coins %v value %v", get(t, d, "wealth_ip"), get(t, d, "coins"), get(t, d, "equipment_value"))
	}
	// "Megan is currently dressed for a Temp or Temperate climate."
	if get(t, d, "adjusted_climate") != "Temperate" {
		t.Errorf("climate %v", get(t, d, "adjusted_climate"))
	}
	m := d.Map()
	for _, key := range []string{"modifiers", "combat", "actual_hp", "total_hp", "stun", "ac", "dc", "move", "character_level", "xp_spent", "problems"} {
		if _, ok := m[key]; !ok {
			t.Errorf("derive --json lacks %q", key)
		}
	}
	if _, ok := m["move"].(string); !ok {
		t.Errorf("move is %T, the contract says a string", m["move"])
	}
}

func TestMeganAdvances(t *testing.T) {
	f, _ := loadMegan(t)
	c, err := DecodeCharacter(f.Data)
	if err != nil {
		t.Fatal(err)
	}
	// A session of adventure: 250 wear recovered is 2,500 effort points.
	c, _ = GainEffort(c, 250, true)
	c, q, err := RaiseClass(c, "Warlord", scriptedDice(t, 5))
	if err != nil {
		t.Fatalf("err != nil: Warlord 2: %v %+v", err, q)
	} else if q.Cost != 2500 {
		t.Fatalf("q.Cost != 2500: Warlord 2: %v %+v", err, q)
	}
	d := derive(t, c)
	if len(d.Problems) != 0 {
		t.Errorf("problems %v", d.Problems)
	}
	// 6,000 spent ends level 2 at 5,000: level 3. Class HP is the d8 roll.
	if get(t, d, "character_level") != 3 {
		t.Errorf("get(t, d, \"character_level\") != 3: level %v class hp %v total %v stun %v", get(t, d, "character_level"), get(t, d, "class_hp"), get(t, d, "total_hp"), get(t, d, "stun"))
	} else if get(t, d, "class_hp") != 5 {
		t.Errorf("get(t, d, \"class_hp\") != 5: level %v class hp %v total %v stun %v", get(t, d, "character_level"), get(t, d, "class_hp"), get(t, d, "total_hp"), get(t, d, "stun"))
	} else if get(t, d, "total_hp") != 15 {
		t.Errorf("get(t, d, \"total_hp\") != 15: level %v class hp %v total %v stun %v", get(t, d, "character_level"), get(t, d, "class_hp"), get(t, d, "total_hp"), get(t, d, "stun"))
	} else if get(t, d, "stun") != 5 {
		t.Errorf("get(t, d, \"stun\") != 5: level %v class hp %v total %v stun %v", get(t, d, "character_level"), get(t, d, "class_hp"), get(t, d, "total_hp"), get(t, d, "stun"))
	}
	attacks := get(t, d, "attacks").([]AttackLine)
	if attacks[0].Hit != 13 {
		t.Errorf("attacks[0].Hit != 13: level 2 hits %d %d (Melee +2, Unarmed ½ +1)", attacks[0].Hit, attacks[1].Hit)
	} else if attacks[1].Hit != 12 {
		t.Errorf("attacks[1].Hit != 12: level 2 hits %d %d (Melee +2, Unarmed ½ +1)", attacks[0].Hit, attacks[1].Hit)
	}
}

// base is a medium human with one complete class.
func base() Character {
	c := NewCharacter()
	c.Classes = []ClassLevel{{ClassDef: ClassDef{Name: "Knight", Kind: Calling, HitDie: 8,
		Moves: []Move{{"Walk", 8}}, Combat: []Line{{Use: "Melee"}}, LevelXP: []int{2500}}, Level: 1}}
	c.XP.Spent.Classes = map[string]int{"Knight": 2500}
	c.Creation.Done = true
	return c
}

func derive(t *testing.T, c Character) rules.Derived {
	t.Helper()
	data, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	d, err := New().Derive(data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func hasProblem(d rules.Derived, code string) bool {
	for _, p := range d.Problems {
		if p.Code == code {
			return true
		}
	}
	return false
}

func TestHitPointsAndDeathInCreation(t *testing.T) {
	cases := []struct {
		name               string
		die, mus, con, spi int
		actual, stun       int
		died               bool
		size               string
	}{
		{"average", 8, 10, 10, 10, 8, 4, false, ""},
		{"strong", 10, 16, 14, 12, 16, 8, false, ""},
		// "below 1 means the character died in creation"
		{"dead", 4, 3, 4, 5, -6, 1, true, ""},
		// "Stun = Actual HP / 2 … with a minimum of 1"
		{"frail", 4, 8, 8, 8, 1, 1, false, ""},
		// "It multiplies physical damage, meaning your Actual HP (but not Class HP)"
		{"huge", 8, 10, 10, 10, 24, 12, false, "Huge"},
	}
	for _, tc := range cases {
		c := base()
		c.Classes[0].HitDie = tc.die
		c.Abilities[Muscle], c.Abilities[Constitution], c.Abilities[Spirit] = tc.mus, tc.con, tc.spi
		c.Size = tc.size
		d := derive(t, c)
		if get(t, d, "actual_hp") != tc.actual {
			t.Errorf("get(t, d, \"actual_hp\") != tc.actual: %s: actual %v stun %v problems %v", tc.name, get(t, d, "actual_hp"), get(t, d, "stun"), d.Problems)
		} else if get(t, d, "stun") != tc.stun {
			t.Errorf("get(t, d, \"stun\") != tc.stun: %s: actual %v stun %v problems %v", tc.name, get(t, d, "actual_hp"), get(t, d, "stun"), d.Problems)
		} else if hasProblem(d, "died_in_creation") != tc.died {
			t.Errorf("hasProblem(d, \"died_in_creation\") != tc.died: %s: actual %v stun %v problems %v", tc.name, get(t, d, "actual_hp"), get(t, d, "stun"), d.Problems)
		}
	}
}

func TestClassHPRollsPerLevel(t *testing.T) {
	c := base()
	c.Classes[0].Level = 3
	c.Classes[0].LevelXP = []int{2500, 5000, 10000}
	c.XP.Spent.Classes["Knight"] = 10000
	c.Classes[0].HPRolls = []int{3}
	d := derive(t, c)
	if !hasProblem(d, "hp_rolls") {
		t.Error("level 3 with one HP roll: no problem")
	}
	c.Classes[0].HPRolls = []int{3, 9}
	d = derive(t, c)
	if !hasProblem(d, "hp_roll_range") {
		t.Errorf("!hasProblem(d, \"hp_roll_range\"): problems %v class hp %v", d.Problems, get(t, d, "class_hp"))
	} else if get(t, d, "class_hp") != 12 {
		t.Errorf("get(t, d, \"class_hp\") != 12: problems %v class hp %v", d.Problems, get(t, d, "class_hp"))
	} else if get(t, d, "total_hp") != 20 {
		t.Errorf("get(t, d, \"total_hp\") != 20: problems %v class hp %v", d.Problems, get(t, d, "class_hp"))
	}
}

func TestClassBonusesDoNotCombine(t *testing.T) {
	// 002_81d21628bd61f597.txt: "Should Cleric give you Melee +1 and Fighter
	// give you Melee +2 you get the +2. They do not combine"
	c := base()
	c.Classes = []ClassLevel{
		{ClassDef: ClassDef{Name: "Cleric", Kind: Calling, HitDie: 6, Moves: []Move{{"Walk", 8}}, Combat: []Line{{Use: "Melee"}}}, Level: 1},
		{ClassDef: ClassDef{Name: "Fighter", Kind: Calling, HitDie: 10, Combat: []Line{{Use: "Melee"}, {Use: "AC", Half: true}}}, Level: 2, HPRolls: []int{4, 4}},
	}
	c.Attacks = []Attack{{Name: "Mace", Kind: "Melee", Damage: 8, DamageType: "b"}, {Name: "Bow", Kind: "Ranged", Damage: 6, DamageType: "p"}}
	d := derive(t, c)
	attacks := get(t, d, "attacks").([]AttackLine)
	if attacks[0].Hit != 12 {
		t.Errorf("attacks[0].Hit != 12: hits %d %d, want Combat 10 + 2 and 10 + 0", attacks[0].Hit, attacks[1].Hit)
	} else if attacks[1].Hit != 10 {
		t.Errorf("attacks[1].Hit != 10: hits %d %d, want Combat 10 + 2 and 10 + 0", attacks[0].Hit, attacks[1].Hit)
	}
	// "Classes often come with a combat line like: Melee, Ranged ½ …" — AC ½
	// of Fighter 2 is +1.
	if get(t, d, "ac") != 11 {
		t.Errorf("ac %v", get(t, d, "ac"))
	}
	// "Hit Points. You only gain Actual Hit Points from your first class."
	if get(t, d, "actual_hp") != 6 {
		t.Errorf("get(t, d, \"actual_hp\") != 6: actual %v class %v", get(t, d, "actual_hp"), get(t, d, "class_hp"))
	} else if get(t, d, "class_hp") != 8 {
		t.Errorf("get(t, d, \"class_hp\") != 8: actual %v class %v", get(t, d, "actual_hp"), get(t, d, "class_hp"))
	}
}

func TestDefenseAndMovePenalty(t *testing.T) {
	c := base()
	c.Abilities[Luck] = 3
	c.Equipment = []Item{
		{Name: "Chain", Kind: "armor", Armor: 6, MovePenalty: 1, Equipped: true},
		{Name: "Plate", Kind: "armor", Armor: 8, Quality: 1, MovePenalty: 2},
		{Name: "Helm", Kind: "helmet", Armor: 2, Equipped: true},
		{Name: "Ring of Protection", Kind: "protection", Armor: 1, Equipped: true},
		{Name: "Ring of Protection +2", Kind: "protection", Armor: 1, Quality: 2, Equipped: true},
		{Name: "Medium Shield", Kind: "shield", Shield: 6, MovePenalty: 1, Equipped: true},
	}
	// "Every 250 coins that you carry will add a Move -1"
	c.Coins = map[string]int{"GP": 300, "SP": 200}
	d := derive(t, c)
	// Armor: chain 6 + helm 2 + best ring 1+2 = 11 → d10+1.
	if get(t, d, "armor_value") != 11 {
		t.Errorf("get(t, d, \"armor_value\") != 11: armor %v %v shield %v", get(t, d, "armor_value"), get(t, d, "armor"), get(t, d, "shield"))
	} else if get(t, d, "armor") != "d10+1" {
		t.Errorf("get(t, d, \"armor\") != \"d10+1\": armor %v %v shield %v", get(t, d, "armor_value"), get(t, d, "armor"), get(t, d, "shield"))
	} else if get(t, d, "shield") != "d6" {
		t.Errorf("get(t, d, \"shield\") != \"d6\": armor %v %v shield %v", get(t, d, "armor_value"), get(t, d, "armor"), get(t, d, "shield"))
	}
	// Penalty: chain 1 + plate 2 + shield 1 + 500 coins 2 = 6.
	if get(t, d, "move_penalty") != 6 {
		t.Errorf("penalty %v", get(t, d, "move_penalty"))
	}
	// AC 10 − 6 = 4; DC = Luck 3 − 4 → at least 1; AC greater so "4/1".
	if get(t, d, "ac") != 4 {
		t.Errorf("get(t, d, \"ac\") != 4: ac %v dc %v", get(t, d, "ac"), get(t, d, "dc"))
	} else if get(t, d, "dc") != 1 {
		t.Errorf("get(t, d, \"dc\") != 1: ac %v dc %v", get(t, d, "ac"), get(t, d, "dc"))
	} else if get(t, d, "ac_dc") != "4/1" {
		t.Errorf("get(t, d, \"ac_dc\") != \"4/1\": ac %v dc %v", get(t, d, "ac"), get(t, d, "dc"))
	}
	// Walk 8 − 6 = 2 → "2"; with more penalty, "If you end up with a 1 or
	// less your movement is a 1."
	if get(t, d, "move") != "2" {
		t.Errorf("move %v", get(t, d, "move"))
	}
	c.Coins["GP"] = 1000
	d = derive(t, c)
	if get(t, d, "move") != "1" {
		t.Errorf("move %v, want 1", get(t, d, "move"))
	}
	if get(t, d, "equipment_value") != 0 {
		t.Errorf("value %v", get(t, d, "equipment_value"))
	}
	if get(t, d, "wealth_ip") != 110000 {
		t.Errorf("wealth %v", get(t, d, "wealth_ip"))
	}
	c.Equipment[1].Equipped = true
	if d := derive(t, c); !hasProblem(d, "two_armor") {
		t.Error("two suits of armour worn: no problem")
	}
	// "If your AC is greater than your DC write them both down … Otherwise just use your DC."
	c = base()
	c.Abilities[Luck] = 18
	if d := derive(t, c); get(t, d, "ac_dc") != "14" {
		t.Errorf("ac_dc %v", get(t, d, "ac_dc"))
	}
}

func TestBodySizeOnMoveMuscleAndDamage(t *testing.T) {
	c := base()
	c.Size = "Compact"
	c.Abilities[Muscle] = 12
	c.Attacks = []Attack{{Name: "Bite", Kind: "Melee", Damage: 9, MusclePowered: true, DamageType: "p"}}
	d := derive(t, c)
	// "write down Muscle 6 (12) on your character sheet"
	// "| Compact | 0.5 | 0.6 | 0.8 | +4 | Farm Dog |"
	if get(t, d, "hide") != 4 {
		t.Errorf("get(t, d, \"hide\") != 4: hide %v ex %v", get(t, d, "hide"), get(t, d, "ex"))
	} else if get(t, d, "ex") != 1 {
		t.Errorf("get(t, d, \"ex\") != 1: hide %v ex %v", get(t, d, "hide"), get(t, d, "ex"))
	}
	if get(t, d, "muscle_display") != "Muscle 6 (12)" {
		t.Errorf("get(t, d, \"muscle_display\") != \"Muscle 6 (12)\": muscle %v", get(t, d, "muscle_display"))
	} else if get(t, d, "muscle_adjusted") != 6 {
		t.Errorf("get(t, d, \"muscle_adjusted\") != 6: muscle %v", get(t, d, "muscle_display"))
	}
	// "use the unmodified muscle score to find that modifier. After it has
	// been added to the weapon damage, multiply the total by Dmg": (9 + 1) × 0.6 = 6.
	if a := get(t, d, "attacks").([]AttackLine); a[0].Damage != 6 {
		t.Errorf("a[0].Damage != 6: bite %+v", a[0])
	} else if a[0].DamageRoll != "d6" {
		t.Errorf("a[0].DamageRoll != \"d6\": bite %+v", a[0])
	}
	// "multiply the score that determines it by Dis right before turning it
	// into a die roll": (8 + 1 + 0) × 0.8 = 7.2 → 7 → d6+1.
	if get(t, d, "move") != "d6+1" {
		t.Errorf("move %v", get(t, d, "move"))
	}
	c.Creation.Done = false
	if d := derive(t, c); get(t, d, "muscle_display") != "Muscle 12" {
		t.Errorf("during creation: %v", get(t, d, "muscle_display"))
	}
}

func TestMagicSpellLevelLimitAndSpellHit(t *testing.T) {
	// 002_81d21628bd61f597.txt: "a 1st level elf with Constitution +2 can
	// memorize three levels worth of magic"
	if SpellLevelLimit(1, 2, 1) != 3 {
		t.Errorf("elf limit %d", SpellLevelLimit(1, 2, 1))
	}
	// "Spell Level Limit = Itself - Starts At Level + 1."
	if SpellLevelLimit(5, 1, 3) != 4 {
		t.Error("SpellLevelLimit(5, 1, 3) != 4:", "starts-at limits")
	} else if SpellLevelLimit(2, 1, 3) != 0 {
		t.Error("SpellLevelLimit(2, 1, 3) != 0:", "starts-at limits")
	}
	c := base()
	elf := FromCatalog(SampleClasses()[1])
	elf.HitDie = 6
	elf.Moves = []Move{{"Walk", 8}}
	c.Classes = []ClassLevel{elf}
	c.Classes[0].Level = 3
	c.Classes[0].HPRolls = []int{2, 2}
	c.Abilities[Constitution] = 14
	c.Abilities[Magic] = 15
	c.Attacks = []Attack{
		{Name: "Vine Lash", Kind: "Spell", SpellLevel: 1, MagicKind: "Nature", Damage: 6, MusclePowered: true, DamageType: "b"},
		{Name: "Fireball", Kind: "Spell", SpellLevel: 3, MagicKind: "Evocation", Damage: 20, DamageType: "i", Aspects: []string{"Blast 10", "Time 1"}},
	}
	d := derive(t, c)
	if get(t, d, "spell_level_limit") != 5 {
		t.Errorf("limit %v", get(t, d, "spell_level_limit"))
	}
	// "Hit = Magic Score + Class Bonus - Spell Level": Nature full (+3), Any ½ (+1).
	a := get(t, d, "attacks").([]AttackLine)
	if a[0].Hit != 17 {
		t.Errorf("a[0].Hit != 17: spells %+v", a)
	} else if a[1].Hit != 13 {
		t.Errorf("a[1].Hit != 13: spells %+v", a)
	} else if a[0].Damage != 6 {
		t.Errorf("a[0].Damage != 6: spells %+v", a)
	} else if a[1].DamageRoll != "d20" {
		t.Errorf("a[1].DamageRoll != \"d20\": spells %+v", a)
	} else if a[1].X != 3 {
		t.Errorf("a[1].X != 3: spells %+v", a)
	}
	// 4 spell levels ready fits the limit of 5; a third spell breaks it.
	if hasProblem(d, "spell_levels") {
		t.Error("spell levels within the limit flagged")
	}
	c.Attacks = append(c.Attacks, Attack{Name: "Bless", Kind: "Spell", SpellLevel: 2, MagicKind: "Healing", Divine: true})
	d = derive(t, c)
	if !hasProblem(d, "spell_levels") {
		t.Errorf("!hasProblem(d, \"spell_levels\"): problems %v", d.Problems)
	} else if !hasProblem(d, "spell_class") {
		t.Errorf("!hasProblem(d, \"spell_class\"): problems %v", d.Problems)
	}
}

func TestRulesProblems(t *testing.T) {
	cases := map[string]func(*Character){
		"no_class":          func(c *Character) { c.Classes = nil },
		"too_many_callings": func(c *Character) { c.Classes = append(c.Classes, c.Classes[0], c.Classes[0], c.Classes[0]) },
		"too_many_races":    func(c *Character) { c.Classes[0].Kind = Race; c.Classes = append(c.Classes, c.Classes[0]) },
		"class_xp":          func(c *Character) { c.XP.Spent.Classes["Knight"] = 1000 },
		"skill_xp":          func(c *Character) { c.Skills = []Skill{{Name: "Common", Bonus: 1, BaseCost: 400}} },
		"ability_xp":        func(c *Character) { c.AbilityIncreases = map[Ability]int{Luck: 2} },
		"skill_intellect": func(c *Character) {
			c.Skills = []Skill{{Name: "Read & Write", BaseCost: 600, AtCreation: true, MinIntellect: 12}}
		},
		"inclination":         func(c *Character) { c.Inclination.Social = "QQ" },
		"class_inclination":   func(c *Character) { c.Classes[0].Inclinations = []string{"LG"}; c.Inclination.Social = "CE" },
		"divine_inclination":  func(c *Character) { c.Classes[0].Magic = &MagicLine{System: DivineCaster}; c.Inclination.True = "TN" },
		"traits":              func(c *Character) { c.Traits = []string{"Brave"} },
		"class_incomplete":    func(c *Character) { c.Classes[0].HitDie = 0 },
		"no_move":             func(c *Character) { c.Classes[0].Moves = nil },
		"missing_ability":     func(c *Character) { delete(c.Abilities, Wisdom) },
		"damage_type":         func(c *Character) { c.Attacks = []Attack{{Name: "Zap", Kind: "Melee", DamageType: "z"}} },
		"attack_skill":        func(c *Character) { c.Attacks = []Attack{{Name: "Sword", Kind: "Melee", Skill: "Swords"}} },
		"climate":             func(c *Character) { c.Climate = "Lava" },
		"class_points_orphan": func(c *Character) { c.XP.ClassPoints = map[string]int{"Wizard": 10} },
	}
	if d := derive(t, base()); len(d.Problems) != 0 {
		t.Fatalf("base character has problems %v", d.Problems)
	}
	for code, spoil := range cases {
		c := base()
		spoil(&c)
		if d := derive(t, c); !hasProblem(d, code) {
			t.Errorf("%s: not reported; problems %v", code, d.Problems)
		}
	}
}

func TestResolveAndSkillBonus(t *testing.T) {
	// 002_81d21628bd61f597.txt: "Halflings get Resolve at third level, so a
	// halfling gets a +1 bonus at 3rd level, a +2 at 4th, a +3 at 5th"
	for level, want := range map[int]int{2: 0, 3: 1, 4: 2, 5: 3} {
		if got := ResolveBonus(level, 3); got != want {
			t.Errorf("Resolve at level %d = %d, want %d", level, got, want)
		}
	}
	c := base()
	half := FromCatalog(SampleClasses()[4])
	half.HitDie, half.Moves, half.Level, half.HPRolls = 6, []Move{{"Walk", 6}}, 4, []int{1, 1, 1}
	c.Classes = []ClassLevel{half}
	c.Size = "Small"
	c.Skills = []Skill{{Name: "Swords", Bonus: 2, BaseCost: 500, Uses: []string{"Melee", "AC"}}}
	c.XP.Spent.Skills = map[string]int{"Swords": 2000}
	c.Attacks = []Attack{{Name: "Short Sword", Kind: "Melee", Skill: "Swords", Damage: 6, DamageType: "s"},
		{Name: "Dagger", Kind: "Melee", Skill: "Swords", HalfSkill: true}}
	d := derive(t, c)
	if get(t, d, "resolve_halfling") != 2 {
		t.Errorf("resolve %v", get(t, d, "resolve_halfling"))
	}
	// "Skills provide a full bonus"; half when only somewhat helpful.
	a := get(t, d, "attacks").([]AttackLine)
	if a[0].Hit != 12 {
		t.Errorf("a[0].Hit != 12: hits %d %d ac %v", a[0].Hit, a[1].Hit, get(t, d, "ac"))
	} else if a[1].Hit != 11 {
		t.Errorf("a[1].Hit != 11: hits %d %d ac %v", a[0].Hit, a[1].Hit, get(t, d, "ac"))
	} else if get(t, d, "ac") != 12 {
		t.Errorf("get(t, d, \"ac\") != 12: hits %d %d ac %v", a[0].Hit, a[1].Hit, get(t, d, "ac"))
	}
	if !strings.Contains(a[0].HitExplain, "Swords +2") {
		t.Errorf("explain %q", a[0].HitExplain)
	}
}
