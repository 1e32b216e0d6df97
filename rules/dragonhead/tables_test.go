package dragonhead

import (
	"strconv"
	"strings"
	"testing"
)

func TestModifierMatchesTheBookTable(t *testing.T) {
	// 002_81d21628bd61f597.txt: "| 18 to 19 | +4 | … | 2 to 3 | -4 |" and
	// "Every additional 2 points of score creates another +1 modifier, so a
	// score of 20 or 21 gets a +5 modifier."
	rows := []struct{ from, to, mod int }{
		{18, 19, 4}, {16, 17, 3}, {14, 15, 2}, {12, 13, 1}, {10, 11, 0},
		{8, 9, -1}, {6, 7, -2}, {4, 5, -3}, {2, 3, -4}, {20, 21, 5},
	}
	for _, r := range rows {
		for s := r.from; s <= r.to; s++ {
			if got := Modifier(s); got != r.mod {
				t.Errorf("Modifier(%d) = %d, want %d", s, got, r.mod)
			}
		}
	}
	if got := Modifier(1); got != -5 {
		t.Errorf("Modifier(1) = %d, want -5 (the table continued down)", got)
	}
}

func TestCombatScoreRoundsDown(t *testing.T) {
	// 002_81d21628bd61f597.txt: "add together your Muscle, Dexterity and
	// Spirit scores, divide the total by 3 and round down"
	cases := []struct{ mus, dex, spi, want int }{
		{10, 11, 14, 11}, // 35 / 3 = 11.67
		{12, 12, 12, 12},
		{3, 3, 4, 3},
		{18, 18, 17, 17},
	}
	for _, c := range cases {
		if got := CombatScore(c.mus, c.dex, c.spi); got != c.want {
			t.Errorf("CombatScore(%d,%d,%d) = %d, want %d", c.mus, c.dex, c.spi, got, c.want)
		}
	}
}

func TestTierNamesLevels(t *testing.T) {
	// 002_81d21628bd61f597.txt: "| Beginner | 1 to 3 | … | Demigod | 16 and Up |"
	cases := map[int]string{1: "Beginner", 3: "Beginner", 4: "Intermediate", 7: "Expert",
		12: "Hero", 13: "Master", 16: "Demigod", 40: "Demigod", 0: ""}
	for level, want := range cases {
		if got := Tier(level); got != want {
			t.Errorf("Tier(%d) = %q, want %q", level, got, want)
		}
	}
}

// bodySizeTable is the book's size table as printed
// (002_81d21628bd61f597.txt, "we narrow it down to sixteen general body
// sizes").
const bodySizeTable = `
| Size | Mass | Dmg | Dis | Hide | Example |
| Tiny | 0.1 | 0.2 | 0.4 | +8 | Field Mouse |
| Little | 0.3 | 0.4 | 0.6 | +6 | House Cat |
| Compact | 0.5 | 0.6 | 0.8 | +4 | Farm Dog |
| Small | 0.8 | 0.8 | 1 | +2 | Young Human |
| Medium | 1 | 1 | 1 | +0 | Adult Human |
| Large | 1.5 | 1.2 | 1 | -2 | Hobgoblin |
| Extra | 2 | 1.5 | 1.2 | -4 | Bugbear |
| Big | 4 | 2 | 1.5 | -6 | Ogre |
| Huge | 6 | 3 | 2 | -8 | Hill Giant |
| Massive | 10 | 4 | 3 | -10 | Fire Giant |
| Enormous | 15 | 5 | 4 | -12 | Storm Giant |
| Humongous | 30 | 7 | 5 | -14 | Mammoth |
| Colossal | 60 | 10 | 7 | -16 | Kraken |
| Gigantic | 100 | 15 | 10 | -18 | Epic Dragon |
| Titanic | 300 | 20 | 15 | -20 | Leviathan |
| Gargantuan | 500 | 30 | 20 | -22 | Ancient Dragon |
`

func TestBodySizesMatchTheBook(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(bodySizeTable), "\n")[1:]
	if len(BodySizes) != len(lines) {
		t.Fatalf("%d sizes, the book has %d", len(BodySizes), len(lines))
	}
	num := func(s string) float64 {
		f, err := strconv.ParseFloat(strings.TrimPrefix(s, "+"), 64)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for i, line := range lines {
		c := strings.Split(strings.Trim(line, "| "), " | ")
		want := BodySize{Name: c[0], Mass: num(c[1]), Dmg: num(c[2]), Dis: num(c[3]), Hide: int(num(c[4])), Example: c[5]}
		if BodySizes[i] != want {
			t.Errorf("size %d = %+v, the book's row %q", i, BodySizes[i], line)
		}
	}
}

func TestSizeEffects(t *testing.T) {
	compact, _ := SizeByName("compact")
	// 002_81d21628bd61f597.txt: "rolled a 12 for your muscle score … write
	// down Muscle 6 (12)" for a compact character (Mass 0.5).
	if got := scale(12, compact.Mass); got != 6 {
		t.Errorf("compact Muscle 12 × Mass = %d, want 6", got)
	}
	// "A huge creature has Dmg 3 so it takes 3 points of wear damage when it
	// tries harder"; "Ex is your Dmg multiplier rounded down to a minimum of 1".
	huge, _ := SizeByName("Huge")
	if huge.Ex() != 3 {
		t.Errorf("Huge Ex = %d, want 3", huge.Ex())
	}
	tiny, _ := SizeByName("Tiny")
	extra, _ := SizeByName("Extra")
	if tiny.Ex() != 1 {
		t.Errorf("tiny.Ex() != 1: Ex tiny %d extra %d, want 1 and 1", tiny.Ex(), extra.Ex())
	} else if extra.Ex() != 1 {
		t.Errorf("extra.Ex() != 1: Ex tiny %d extra %d, want 1 and 1", tiny.Ex(), extra.Ex())
	}
	if got := scale(7, 1.5); got != 10 {
		t.Errorf("7 × 1.5 = %d, want 10 (10.5 rounded down)", got)
	}
	if got := scale(-3, 0.5); got != -2 {
		t.Errorf("-3 × 0.5 = %d, want -2 (rounded down)", got)
	}
}

func TestDamageTypesAndTear(t *testing.T) {
	// 002_81d21628bd61f597.txt: "| p | Piercing | 1 : 1 | … | i | Impact | 5 : 1 |"
	// and "An attack doing 8 Sharp would do 8 wear and 4 tear."
	ratios := map[string]int{"p": 1, "s": 2, "m": 3, "b": 4, "i": 5}
	for letter, ratio := range ratios {
		d, ok := ParseDamageType(letter)
		if !ok {
			t.Errorf("!ok: damage type %s: %+v, want ratio %d", letter, d, ratio)
		} else if d.Ratio != ratio {
			t.Errorf("d.Ratio != ratio: damage type %s: %+v, want ratio %d", letter, d, ratio)
		}
	}
	sharp, _ := ParseDamageType("Sharp")
	if sharp.Tear(8) != 4 {
		t.Errorf("8 Sharp does %d tear, want 4", sharp.Tear(8))
	}
	if _, ok := ParseDamageType("x"); ok {
		t.Error("x accepted as a damage type")
	}
}

func TestCoinsAndClimate(t *testing.T) {
	// 002_81d21628bd61f597.txt: "| Platinum | PP | $1000 |" … "| Iron | IP | $1 |"
	values := map[string]int{"PP": 1000, "GP": 100, "SP": 50, "CP": 10, "IP": 1}
	for abbr, v := range values {
		c, ok := CoinByAbbr(abbr)
		if !ok {
			t.Errorf("!ok: coin %s = %+v, want $%d", abbr, c, v)
		} else if c.Value != v {
			t.Errorf("c.Value != v: coin %s = %+v, want $%d", abbr, c, v)
		}
	}
	if FormatIP(1500) != "$1,500" {
		t.Errorf("FormatIP(1500) = %s", FormatIP(1500))
	}
	// "Every 10 points of warmth allows you to endure one climate less than
	// your natural one." "Megan is currently dressed for a Temp or Temperate climate."
	cases := []struct {
		natural string
		warmth  int
		want    string
	}{
		{"Temp", 0, "Temperate"},
		{"Temperate", 9, "Temperate"},
		{"Temperate", 10, "Cool"},
		{"Warm", 25, "Cool"},
		{"Cold", 100, "Arctic"},
	}
	for _, c := range cases {
		got, err := AdjustedClimate(c.natural, c.warmth)
		if err != nil {
			t.Errorf("err != nil: AdjustedClimate(%s, %d) = %q, %v; want %q", c.natural, c.warmth, got, err, c.want)
		} else if got != c.want {
			t.Errorf("got != c.want: AdjustedClimate(%s, %d) = %q, %v; want %q", c.natural, c.warmth, got, err, c.want)
		}
	}
	if _, err := AdjustedClimate("Lava", 0); err == nil {
		t.Error("unknown climate accepted")
	}
}

func TestMojoRollTable(t *testing.T) {
	// 002_81d21628bd61f597.txt: "| 1 | 5d6 | | 2 to 3 | 4d6 | | 4 to 5 | 3d6 |
	// | 6 to 7 | 2d6 | | 8 or more | 1d6 |"
	cases := map[int]int{1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 1, 20: 1}
	for people, dice := range cases {
		got, err := MojoRollFor(people)
		if err != nil {
			t.Errorf("err != nil: MojoRollFor(%d) = %d, %v; want %d", people, got, err, dice)
		} else if got != dice {
			t.Errorf("got != dice: MojoRollFor(%d) = %d, %v; want %d", people, got, err, dice)
		}
	}
	if _, err := MojoRollFor(0); err == nil {
		t.Error("0 people accepted")
	}
	// "Fudge The Dice 1 Mojo" … "Act of God 12 Mojos."
	costs := map[string]int{"Fudge The Dice": 1, "Rise Above": 1, "Divine Wind": 2, "Premonition": 3,
		"Gift of the Gods": 5, "Resurrection": 7, "Dream Sequence": 9, "Act of God": 12}
	for _, s := range MojoSpends {
		if costs[s.Name] != s.Cost {
			t.Errorf("%s costs %d, want %d", s.Name, s.Cost, costs[s.Name])
		}
	}
	if len(MojoSpends) != len(costs) {
		t.Errorf("%d spends, want %d", len(MojoSpends), len(costs))
	}
}

func TestAspectsAndInclinations(t *testing.T) {
	// 002_81d21628bd61f597.txt: "Rng Rng indicates a ranged attack" and
	// "Dur Enc This spell will last for an encounter"
	for tag, want := range map[string]string{"Rng 20": "Rng", "Dur Enc": "Dur Enc", "Dur 5 PS": "Dur",
		"2hds": "2hds", "reach 2": "Reach", "Poison Paralytic 14": "Poison"} {
		a, ok := AspectByName(tag)
		if !ok {
			t.Errorf("!ok: AspectByName(%q) = %q, %v; want %q", tag, a.Name, ok, want)
		} else if a.Name != want {
			t.Errorf("a.Name != want: AspectByName(%q) = %q, %v; want %q", tag, a.Name, ok, want)
		}
	}
	if _, ok := AspectByName("Sparkly"); ok {
		t.Error("unknown aspect found")
	}
	if len(Inclinations) != 9 {
		t.Errorf("len(Inclinations) != 9: inclinations: %d, LN/CG valid, XX not", len(Inclinations))
	} else if !ValidInclination("LN") {
		t.Errorf("!ValidInclination(\"LN\"): inclinations: %d, LN/CG valid, XX not", len(Inclinations))
	} else if !ValidInclination("CG") {
		t.Errorf("!ValidInclination(\"CG\"): inclinations: %d, LN/CG valid, XX not", len(Inclinations))
	} else if ValidInclination("XX") {
		t.Errorf("ValidInclination(\"XX\"): inclinations: %d, LN/CG valid, XX not", len(Inclinations))
	}
	if len(Abilities) != 9 {
		t.Errorf("%d abilities, want nine", len(Abilities))
	}
	if a, ok := ParseAbility("mus"); !ok {
		t.Errorf("!ok: ParseAbility(mus) = %q, %v", a, ok)
	} else if a != Muscle {
		t.Errorf("a != Muscle: ParseAbility(mus) = %q, %v", a, ok)
	}
}
