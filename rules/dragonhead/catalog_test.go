package dragonhead

import (
	"strings"
	"testing"
)

func TestSampleClassesAreTheBooksFragmentsMarkedIncomplete(t *testing.T) {
	samples := SampleClasses()
	names := []string{"Warlord", "Elf", "Fighter", "Dwarf", "Halfling"}
	if len(samples) != len(names) {
		t.Fatalf("%d samples, want %d", len(samples), len(names))
	}
	for i, s := range samples {
		// The source names the book's section and quotes it, never our file
		// (sources are shown in the catalog).
		if s.Name != names[i] {
			t.Errorf("s.Name != names[i]: sample %d = %+v: want %s, marked sample and incomplete, with its source", i, s, names[i])
		} else if !s.Sample {
			t.Errorf("!s.Sample: sample %d = %+v: want %s, marked sample and incomplete, with its source", i, s, names[i])
		} else if len(s.Incomplete) == 0 {
			t.Errorf("len(s.Incomplete) == 0: sample %d = %+v: want %s, marked sample and incomplete, with its source", i, s, names[i])
		} else if !strings.Contains(s.Source, ": \"") {
			t.Errorf("!strings.Contains(s.Source, \": \\\"\"): sample %d = %+v: want %s, marked sample and incomplete, with its source", i, s, names[i])
		} else if strings.Contains(s.Source, ".txt") {
			t.Errorf("strings.Contains(s.Source, \".txt\"): sample %d = %+v: want %s, marked sample and incomplete, with its source", i, s, names[i])
		}
		if p := s.Problems(); len(p) != 0 {
			t.Errorf("%s: problems beyond its incomplete list: %v", s.Name, p)
		}
		s.Incomplete = nil
		if p := s.Problems(); len(p) == 0 {
			t.Errorf("%s without its incomplete list reports no missing fields", s.Name)
		}
	}
	// 002_81d21628bd61f597.txt: "the Warlord's Walk 8"
	if m := samples[0].Moves; len(m) != 1 {
		t.Errorf("len(m) != 1: Warlord moves %v", m)
	} else if m[0] != (Move{"Walk", 8}) {
		t.Errorf("m[0] != (Move{\"Walk\", 8}): Warlord moves %v", m)
	}
	// "The Elf class has Magic: Power-User, Any ½, Nature" and "The best
	// abilities of the Elf are Magic, Dexterity and Constitution"
	elf := samples[1]
	if elf.Kind != Race || elf.Magic == nil || elf.Magic.System != PowerUser ||
		len(elf.Magic.Kinds) != 2 || !elf.Magic.Kinds[0].Half || elf.Magic.Kinds[1].Half ||
		len(elf.BestAbilities) != 3 || elf.BestAbilities[0] != Magic {
		t.Errorf("Elf %+v", elf)
	}
	if elf.Magic.Kinds[0].String() != "Any ½" {
		t.Errorf("line text %q", elf.Magic.Kinds[0].String())
	}
	// "The fighter's Eye of the Tiger has SA 3"; "Halflings get Resolve at third level"
	if f := samples[2].Features; len(f) != 1 {
		t.Errorf("len(f) != 1: Fighter features %v", f)
	} else if f[0].Name != "Eye of the Tiger" {
		t.Errorf("f[0].Name != \"Eye of the Tiger\": Fighter features %v", f)
	} else if f[0].StartsAt != 3 {
		t.Errorf("f[0].StartsAt != 3: Fighter features %v", f)
	}
	if f := samples[4].Features; len(f) != 1 {
		t.Errorf("len(f) != 1: Halfling features %v", f)
	} else if f[0].Talent != "resolve" {
		t.Errorf("f[0].Talent != \"resolve\": Halfling features %v", f)
	} else if f[0].StartsAt != 3 {
		t.Errorf("f[0].StartsAt != 3: Halfling features %v", f)
	}
}

func TestLevelCost(t *testing.T) {
	// 002_81d21628bd61f597.txt: "1 = 2,500 2 = 5,000 3 = 10,000 It takes
	// 10,000 xp total to reach 3rd level"
	c := ClassDef{Name: "Example", LevelXP: []int{2500, 5000, 10000}}
	for level, want := range map[int]int{0: 0, 1: 2500, 2: 5000, 3: 10000, 4: 20000, 5: 40000} {
		got, err := c.LevelCost(level)
		if err != nil {
			t.Errorf("err != nil: LevelCost(%d) = %d, %v; want %d", level, got, err, want)
		} else if got != want {
			t.Errorf("got != want: LevelCost(%d) = %d, %v; want %d", level, got, err, want)
		}
	}
	if _, err := (ClassDef{Name: "Blank"}).LevelCost(1); err == nil {
		t.Error("a class with no table priced level 1")
	}
}

func TestClassProblems(t *testing.T) {
	good := ClassDef{Name: "Knight", Kind: Calling, HitDie: 10, Moves: []Move{{"Walk", 8}},
		Combat: []Line{{Use: "Melee"}}, LevelXP: []int{2500, 5000}, Inclinations: []string{"LG", "LN"}}
	if p := good.Problems(); len(p) != 0 {
		t.Fatalf("complete class has problems %v", p)
	}
	cases := map[string]func(*ClassDef){
		"kind":        func(c *ClassDef) { c.Kind = "cult" },
		"hit die":     func(c *ClassDef) { c.HitDie = 1 },
		"size":        func(c *ClassDef) { c.Size = "Titchy" },
		"magic":       func(c *ClassDef) { c.Magic = &MagicLine{System: "Wizardry"} },
		"inclination": func(c *ClassDef) { c.Inclinations = []string{"XX"} },
		"level table": func(c *ClassDef) { c.LevelXP = []int{5000, 2500} },
		"name":        func(c *ClassDef) { c.Name = " " },
	}
	for name, spoil := range cases {
		c := good
		spoil(&c)
		if len(c.Problems()) == 0 {
			t.Errorf("%s: spoiled class reports no problem", name)
		}
	}
}

func TestContentPackRoundTrip(t *testing.T) {
	pack := ContentPack{Name: "Book samples", Classes: SampleClasses(), Skills: BookSkills()}
	b, err := EncodeContentPack(pack)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"format": "sessionzero/dragonhead-content"`) {
		t.Errorf("pack has no format tag: %s", b[:80])
	}
	back, err := DecodeContentPack(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Classes) != 5 {
		t.Errorf("len(back.Classes) != 5: round trip lost data: %+v", back)
	} else if back.Classes[1].Magic.System != PowerUser {
		t.Errorf("back.Classes[1].Magic.System != PowerUser: round trip lost data: %+v", back)
	} else if len(back.Skills) != 2 {
		t.Errorf("len(back.Skills) != 2: round trip lost data: %+v", back)
	} else if back.Skills[1].MinIntellect != 12 {
		t.Errorf("back.Skills[1].MinIntellect != 12: round trip lost data: %+v", back)
	}
}

func TestDecodeContentPackRefusesBadPacks(t *testing.T) {
	cases := map[string]string{
		"not JSON":       `{`,
		"wrong format":   `{"format":"other","version":1,"classes":[]}`,
		"future version": `{"format":"sessionzero/dragonhead-content","version":2,"classes":[]}`,
		"duplicate":      `{"format":"sessionzero/dragonhead-content","version":1,"classes":[{"name":"Elf","kind":"race"},{"name":"elf","kind":"race"}]}`,
		"bad kind":       `{"format":"sessionzero/dragonhead-content","version":1,"classes":[{"name":"Elf","kind":"species"}]}`,
		"no name":        `{"format":"sessionzero/dragonhead-content","version":1,"classes":[{"kind":"race"}]}`,
		"bad die":        `{"format":"sessionzero/dragonhead-content","version":1,"classes":[{"name":"Elf","kind":"race","hit_die":1}]}`,
		"bad size":       `{"format":"sessionzero/dragonhead-content","version":1,"classes":[{"name":"Elf","kind":"race","size":"Vast"}]}`,
		"bad magic":      `{"format":"sessionzero/dragonhead-content","version":1,"classes":[{"name":"Elf","kind":"race","magic":{"system":"Psi"}}]}`,
		"skill cost":     `{"format":"sessionzero/dragonhead-content","version":1,"classes":[],"skills":[{"name":"Swords","base_cost":0}]}`,
		"skill twice":    `{"format":"sessionzero/dragonhead-content","version":1,"classes":[],"skills":[{"name":"A","base_cost":1},{"name":"a","base_cost":1}]}`,
	}
	for name, text := range cases {
		if _, err := DecodeContentPack([]byte(text)); err == nil {
			t.Errorf("%s: decoded without error", name)
		}
	}
	if _, err := EncodeContentPack(ContentPack{Classes: []ClassDef{{Name: "X", Kind: "bad"}}}); err == nil {
		t.Error("encoded a bad class")
	}
}

// TestMissingWordsAreThePlayers: a sample's missing parts are named in
// words, not by their JSON keys (issue 28: "in the user's terms").
func TestMissingWordsAreThePlayers(t *testing.T) {
	if got := MissingWords([]string{"hit_die", "level_xp", "best_abilities", "moves"}); got != "hit die, level table, best abilities, movement" {
		t.Fatalf("MissingWords = %q", got)
	}
}
