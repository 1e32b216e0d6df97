package dragonhead

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSystemIdentity(t *testing.T) {
	s := New()
	if s.ID() != "dragonhead" || s.Name() != "Dragonhead" || s.SeedFile() != "002_81d21628bd61f597.txt" || !s.BuilderReady() {
		t.Errorf("system %s %s %s %v", s.ID(), s.Name(), s.SeedFile(), s.BuilderReady())
	}
	fresh := s.NewCharacter()
	if err := s.Validate(fresh); err != nil {
		t.Fatalf("new character does not validate: %v", err)
	}
	d, err := s.Derive(fresh)
	if err != nil || !d.Implemented {
		t.Fatalf("derive new character: %v %+v", err, d)
	}
	// A fresh character has no class yet: that is a problem to show, not an error.
	if !hasProblem(d, "no_class") {
		t.Errorf("problems %v", d.Problems)
	}
	if get(t, d, "combat") != 10 || get(t, d, "dc") != 6 || get(t, d, "character_level") != 1 {
		t.Errorf("fresh combat %v dc %v", get(t, d, "combat"), get(t, d, "dc"))
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
	if string(back["portrait_note"]) != `{"artist":"Sam"}` || string(back["house_rules"]) != `["dodge"]` {
		t.Errorf("unknown keys lost: %s", out)
	}
	for _, key := range []string{"abilities", "classes", "xp", "skills"} {
		if _, ok := back[key]; !ok {
			t.Errorf("required key %q missing", key)
		}
	}
	c2, err := DecodeCharacter(out)
	if err != nil || c2.Classes[0].HitDie != 8 || c2.Classes[0].Name != "Warlord" || c2.XP.Spent.Skills["Read & Write"] != 600 {
		t.Errorf("second decode: %v %+v", err, c2.Classes)
	}
	// The contract's required keys, exactly as named.
	if !strings.Contains(string(out), `"Muscle":10`) || !strings.Contains(string(out), `"hit_die":8`) || !strings.Contains(string(out), `"unspent":0`) {
		t.Errorf("contract keys missing: %s", out)
	}
}

func TestDisplayName(t *testing.T) {
	c := NewCharacter()
	c.Classes = []ClassLevel{{ClassDef: ClassDef{Name: "Barbarian", Kind: Calling}, Level: 1}}
	// 002_81d21628bd61f597.txt: "Your barbarian becomes The Barbarian"
	if DisplayName("", c) != "The Barbarian" || DisplayName("Conan", c) != "Conan" || DisplayName(" ", NewCharacter()) != "The Nameless" {
		t.Error("display names")
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
