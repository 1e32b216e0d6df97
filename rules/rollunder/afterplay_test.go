package rollunder

import (
	"encoding/json"
	"strings"
	"testing"
)

func mustDecode(t *testing.T, s string) Character {
	t.Helper()
	c, err := Decode(json.RawMessage(s))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRest(t *testing.T) {
	// "A few minutes of rest and a swig of water recovers all of character's
	// lost Hit Points. Resting may waste time or attract danger." (L38)
	c, msg := Rest(mustDecode(t, `{"max_hp": 6, "current_hp": 2, "critical": true, "tended": true}`))
	if c.HP() != 6 || c.Critical || c.Tended || !strings.Contains(msg, "attract danger") {
		t.Errorf("rest: hp %d critical %v tended %v %q", c.HP(), c.Critical, c.Tended, msg)
	}
	// "until they are tended to by an ally and have a Rest" (L28): rest alone does not recover.
	c, _ = Rest(mustDecode(t, `{"max_hp": 6, "current_hp": 0, "critical": true}`))
	if !c.Critical {
		t.Error("untended critical recovered by rest alone")
	}
}

func TestTendAndDead(t *testing.T) {
	if _, err := Tend(mustDecode(t, `{}`)); err == nil {
		t.Error("tended without critical damage")
	}
	c, err := Tend(mustDecode(t, `{"critical": true}`))
	if err != nil || !c.Tended {
		t.Errorf("tend: %v %v", c.Tended, err)
	}
	if !MarkDead(c).Dead {
		t.Error("not dead")
	}
	out, _, err := Change(json.RawMessage(`{"max_hp": 3, "current_hp": 1, "x": 1}`), "rest")
	if err != nil || !strings.Contains(string(out), `"current_hp":3`) || !strings.Contains(string(out), `"x":1`) {
		t.Errorf("Change rest: %s %v", out, err)
	}
}

func TestExpertHeal(t *testing.T) {
	// "Ability Score Loss and other serious ailments require the aid of an Expert service" (L40)
	c := mustDecode(t, `{"str": 12, "current_str": 5}`)
	two := 2
	c, err := ExpertHeal(c, "str", &two, "")
	if err != nil {
		t.Fatalf("heal +2: %v", err)
	}
	if got := c.Current("str"); got != 7 {
		t.Errorf("heal +2: STR %d, want 7", got)
	}
	if n := len(c.ExpertServices); n != 1 {
		t.Fatalf("heal +2: %d expert services, want 1", n)
	}
	c, _ = ExpertHeal(c, "STR", nil, "temple, 50 coins")
	if c.Current("str") != 12 || c.ExpertServices[1].Text != "temple, 50 coins" {
		t.Errorf("heal to full: %d %+v", c.Current("str"), c.ExpertServices)
	}
	big := 99
	if _, err := ExpertHeal(c, "str", &big, ""); err == nil {
		t.Error("amount 99 accepted")
	}
	if _, err := ExpertHeal(c, "luck", nil, ""); err == nil {
		t.Error("unknown ability healed")
	}
}

func TestContinueAsHireling(t *testing.T) {
	// "Alternatively, the player may take control of a Hireling or Apprentice." (L32)
	c := mustDecode(t, `{"dead": true, "hirelings": [{"name": "Bo", "role": "apprentice", "str": 8, "max_hp": 3, "armor": 1, "weapons": [{"name": "Knife", "die": 4, "wielded": true}]}]}`)
	n, old, err := ContinueAsHireling(c, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n.Full("str") != 8 || n.MaxHP != 3 || n.ArmorTotal() != 1 || len(n.Weapons) != 1 || len(old.Hirelings) != 0 {
		t.Errorf("new %+v old hirelings %d", n, len(old.Hirelings))
	}
	if _, _, err := ContinueAsHireling(c, 3); err == nil {
		t.Error("missing hireling accepted")
	}
}
