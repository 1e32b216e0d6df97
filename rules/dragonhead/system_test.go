package dragonhead

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSystemIdentity(t *testing.T) {
	s := New()
	if s.ID() != "dragonhead" {
		t.Errorf("s.ID() != \"dragonhead\": system %s %s %v", s.ID(), s.Name(), s.BuilderReady())
	} else if s.Name() != "Dragonhead" {
		t.Errorf("s.Name() != \"Dragonhead\": system %s %s %v", s.ID(), s.Name(), s.BuilderReady())
	} else if !s.BuilderReady() {
		t.Errorf("!s.BuilderReady(): system %s %s %v", s.ID(), s.Name(), s.BuilderReady())
	}
	fresh := s.NewCharacter()
	if err := s.Validate(fresh); err != nil {
		t.Fatalf("new character does not validate: %v", err)
	}
	d, err := s.Derive(fresh)
	if err != nil {
		t.Fatalf("err != nil: derive new character: %v %+v", err, d)
	} else if !d.Implemented {
		t.Fatalf("!d.Implemented: derive new character: %v %+v", err, d)
	}
	// A fresh character has no class yet: that is a problem to show, not an error.
	if !hasProblem(d, "no_class") {
		t.Errorf("problems %v", d.Problems)
	}
	if get(t, d, "combat") != 10 {
		t.Errorf("get(t, d, \"combat\") != 10: fresh combat %v dc %v", get(t, d, "combat"), get(t, d, "dc"))
	} else if get(t, d, "dc") != 6 {
		t.Errorf("get(t, d, \"dc\") != 6: fresh combat %v dc %v", get(t, d, "combat"), get(t, d, "dc"))
	} else if get(t, d, "character_level") != 1 {
		t.Errorf("get(t, d, \"character_level\") != 1: fresh combat %v dc %v", get(t, d, "combat"), get(t, d, "dc"))
	}
}

func TestValidateRefusesMalformedData(t *testing.T) {
	cases := map[string]string{
		"not an object":   `[1,2]`,
		"not JSON":        `{"abilities":`,
		"unknown ability": `{"abilities":{"Strength":12}}`,
		"short name":      `{"abilities":{"Mus":12}}`,
		"lower case":      `{"abilities":{"muscle":12}}`,
		"ability type":    `{"abilities":{"Muscle":"high"}}`,
		"unknown size":    `{"size":"Vast"}`,
		"class no name":   `{"classes":[{"level":1,"hit_die":8}]}`,
		"negative die":    `{"classes":[{"name":"X","level":1,"hit_die":-8}]}`,
		"skill no name":   `{"skills":[{"bonus":0}]}`,
		"unknown coin":    `{"coins":{"DP":3}}`,
		"xp type":         `{"xp":{"unspent":"lots"}}`,
	}
	for name, data := range cases {
		if err := New().Validate(json.RawMessage(data)); err == nil {
			t.Errorf("%s: accepted", name)
		}
		if _, err := New().Derive(json.RawMessage(data)); err == nil {
			t.Errorf("%s: derived", name)
		}
	}
	if err := New().Validate(json.RawMessage(``)); err != nil {
		t.Errorf("empty data: %v", err)
	}
}

func TestCharacterRoundTripKeepsUnknownKeys(t *testing.T) {
	f, _ := loadMegan(t)
	var withExtra map[string]json.RawMessage
	if err := json.Unmarshal(f.Data, &withExtra); err != nil {
		t.Fatal(err)
	}
	withExtra["portrait_note"] = json.RawMessage(`{"artist":"Sam"}`)
	withExtra["house_rules"] = json.RawMessage(`["dodge"]`)
	data, _ := json.Marshal(withExtra)
	c, err := DecodeCharacter(data)
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	var back map[string]json.RawMessage
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatal(err)
	}
	if string(back["portrait_note"]) != `{"artist":"Sam"}` {
		t.Errorf("string(back[\"portrait_note\"]) != `{\"artist\":\"Sam\"}`: unknown keys lost: %s", out)
	} else if string(back["house_rules"]) != `["dodge"]` {
		t.Errorf("string(back[\"house_rules\"]) != `[\"dodge\"]`: unknown keys lost: %s", out)
	}
	for _, key := range []string{"abilities", "classes", "xp", "skills"} {
		if _, ok := back[key]; !ok {
			t.Errorf("required key %q missing", key)
		}
	}
	c2, err := DecodeCharacter(out)
	if err != nil {
		t.Errorf("err != nil: second decode: %v %+v", err, c2.Classes)
	} else if c2.Classes[0].HitDie != 8 {
		t.Errorf("c2.Classes[0].HitDie != 8: second decode: %v %+v", err, c2.Classes)
	} else if c2.Classes[0].Name != "Warlord" {
		t.Errorf("c2.Classes[0].Name != \"Warlord\": second decode: %v %+v", err, c2.Classes)
	} else if c2.XP.Spent.Skills["Read & Write"] != 600 {
		t.Errorf("c2.XP.Spent.Skills[\"Read & Write\"] != 600: second decode: %v %+v", err, c2.Classes)
	}
	// The contract's required keys, exactly as named.
	if !strings.Contains(string(out), `"Muscle":10`) {
		t.Errorf("!strings.Contains(string(out), `\"Muscle\":10`): contract keys missing: %s", out)
	} else if !strings.Contains(string(out), `"hit_die":8`) {
		t.Errorf("!strings.Contains(string(out), `\"hit_die\":8`): contract keys missing: %s", out)
	} else if !strings.Contains(string(out), `"unspent":0`) {
		t.Errorf("!strings.Contains(string(out), `\"unspent\":0`): contract keys missing: %s", out)
	}
}

func TestDisplayName(t *testing.T) {
	c := NewCharacter()
	c.Classes = []ClassLevel{{ClassDef: ClassDef{Name: "Barbarian", Kind: Calling}, Level: 1}}
	// 002_81d21628bd61f597.txt: "Your barbarian becomes The Barbarian"
	if DisplayName("", c) != "The Barbarian" {
		t.Error("DisplayName(\"\", c) != \"The Barbarian\":", "display names")
	} else if DisplayName("Conan", c) != "Conan" {
		t.Error("DisplayName(\"Conan\", c) != \"Conan\":", "display names")
	} else if DisplayName(" ", NewCharacter()) != "The Nameless" {
		t.Error("DisplayName(\" \", NewCharacter()) != \"The Nameless\":", "display names")
	}
}

func BenchmarkDeriveMegan(b *testing.B) {
	data := meganData(b)
	s := New()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Derive(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDefaultDiceRoll(b *testing.B) {
	for b.Loop() {
		for n := 1; n <= 100; n++ {
			DefaultDiceRoll(n)
		}
	}
}

func TestValidateRefusesOutOfRangeNumbers(t *testing.T) {
	// Review findings: each of these ran out of memory or hung Derive/sheet
	// before the bounds. 002_81d21628bd61f597.txt: "There is no upper limit
	// to ability scores", so the caps are the app's (docs/rules-decisions.md).
	cases := []struct {
		name, data, want string
	}{
		{"huge Constitution", `{"abilities":{"Constitution":1000000000}}`, "abilities.Constitution is 1000000000, allowed 1 to 100"},
		{"zero Muscle", `{"abilities":{"Muscle":0}}`, "abilities.Muscle is 0, allowed 1 to 100"},
		{"huge hit die", `{"classes":[{"name":"X","level":1,"hit_die":1000000000000}]}`, "classes[0].hit_die is 1000000000000, allowed 0 (unknown) or a die of the book's set"},
		{"2^31 hit die", `{"classes":[{"name":"X","level":1,"hit_die":2147483648}]}`, "classes[0].hit_die is 2147483648"},
		{"d7 hit die", `{"classes":[{"name":"X","level":1,"hit_die":7}]}`, "classes[0].hit_die is 7"},
		{"huge move", `{"classes":[{"name":"X","level":1,"hit_die":8,"moves":[{"form":"Walk","score":1000000000000000}]}]}`, "classes[0].moves[0].score is 1000000000000000, allowed 0 to 10000"},
		{"huge level", `{"classes":[{"name":"X","level":1000000,"hit_die":8}]}`, "classes[0].level is 1000000, allowed 0 to 100"},
		{"huge skill bonus", `{"skills":[{"name":"Common","bonus":1000000000000,"base_cost":400}]}`, "skills[0].bonus is 1000000000000, allowed 0 to 30"},
		{"huge class XP", `{"xp":{"spent":{"classes":{"Warlord":9000000000000000000}}}}`, "xp.spent.classes.Warlord is 9000000000000000000, allowed 0 to 1000000000000"},
		{"huge increase", `{"ability_increases":{"Luck":1000000000000}}`, "ability_increases.Luck is 1000000000000, allowed 0 to 50"},
		{"huge damage", `{"attacks":[{"name":"Kick","kind":"Unarmed","damage":1000000000000000}]}`, "attacks[0].damage is 1000000000000000, allowed 0 to 10000"},
	}
	for _, tt := range cases {
		err := New().Validate(json.RawMessage(tt.data))
		if err == nil {
			t.Errorf("err == nil: %s: Validate = %v, want one line containing %q", tt.name, err, tt.want)
		} else if !strings.Contains(err.Error(), tt.want) {
			t.Errorf("!strings.Contains(err.Error(), tt.want): %s: Validate = %v, want one line containing %q", tt.name, err, tt.want)
		} else if strings.Contains(err.Error(), "\n") {
			t.Errorf("strings.Contains(err.Error(), \"\\n\"): %s: Validate = %v, want one line containing %q", tt.name, err, tt.want)
		}
		if _, err := New().Derive(json.RawMessage(tt.data)); err == nil {
			t.Errorf("%s: derived", tt.name)
		}
	}
	// The caps themselves are accepted.
	ok := `{"abilities":{"Muscle":100,"Luck":1},"classes":[{"name":"X","level":100,"hit_die":100,"moves":[{"form":"Walk","score":10000}]}],` +
		`"skills":[{"name":"Common","bonus":30,"base_cost":400}],"xp":{"spent":{"classes":{"X":1000000000000}}}}`
	if err := New().Validate(json.RawMessage(ok)); err != nil {
		t.Errorf("numbers at the caps: %v", err)
	}
	if _, err := New().Derive(json.RawMessage(ok)); err != nil {
		t.Errorf("numbers at the caps: derive %v", err)
	}
}
