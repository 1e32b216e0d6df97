package drgn

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// withPart is cs with p in its DRGN keys.
func withPart(cs encounter.CombatantSetup, p CombatantPart) encounter.CombatantSetup {
	if err := SetSetup(&cs, p); err != nil {
		panic(err) // the tests' fixed parts always encode
	}
	return cs
}

// setupPart reads cs's DRGN keys, failing the test on an error.
func setupPart(t *testing.T, cs encounter.CombatantSetup) CombatantPart {
	t.Helper()
	p, err := SetupOf(cs)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestCombatantPartKeys: the DRGN keys of a combatant in an encounter file
// are read from and written back to the same keys, beside the neutral ones.
func TestCombatantPartKeys(t *testing.T) {
	raw := `{"id":"bran","name":"Brannoch","side":"party","stats":{"max_hp":40},"attuned":["Fire"],"resist":{"Paralyzed":3},"immune":["Charmed"],"shields":[{"name":"Kite Shield","hp":12,"max_hp":40,"toughness":2}],"notes":"tall"}`
	var cs encounter.CombatantSetup
	if err := json.Unmarshal([]byte(raw), &cs); err != nil {
		t.Fatal(err)
	}
	want := CombatantPart{Attuned: []string{"Fire"}, Resist: map[string]int{"Paralyzed": 3}, Immune: []string{"Charmed"},
		Shields: []Shield{{Name: "Kite Shield", HP: 12, MaxHP: 40, Toughness: 2}}}
	t.Run("read", func(t *testing.T) {
		if got := setupPart(t, cs); !reflect.DeepEqual(got, want) {
			t.Fatalf("SetupOf = %+v, want %+v", got, want)
		}
	})
	t.Run("written back with the same keys and values", func(t *testing.T) {
		out, err := json.Marshal(cs)
		if err != nil {
			t.Fatal(err)
		}
		var got, in map[string]any
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(raw), &in); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, in) {
			t.Fatalf("written %s\nread    %s", out, raw)
		}
	})
	t.Run("set and read back", func(t *testing.T) {
		c := withPart(encounter.CombatantSetup{ID: "x", Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[]`)}}, want)
		if got := setupPart(t, c); !reflect.DeepEqual(got, want) {
			t.Fatalf("SetupOf(SetSetup) = %+v, want %+v", got, want)
		}
		if string(c.Extra["weapons"]) != "[]" {
			t.Fatalf("another system's key was lost: %v", c.Extra)
		}
	})
	t.Run("an empty part leaves its keys out", func(t *testing.T) {
		c := withPart(cs, CombatantPart{Attuned: []string{}})
		if len(c.Extra) != 0 {
			t.Fatalf("Extra %v, want none", c.Extra)
		}
		if len(cs.Extra) != 4 {
			t.Fatalf("setting a copy changed the original: %v", cs.Extra)
		}
	})
	t.Run("a wrong value names the key", func(t *testing.T) {
		c := cs
		c.Extra = map[string]json.RawMessage{"resist": json.RawMessage(`["Paralyzed"]`)}
		if _, err := SetupOf(c); err == nil || !strings.Contains(err.Error(), "resist") {
			t.Fatalf("error %v, want one naming resist", err)
		}
	})
}

// TestShieldsJoin: "Shields … have their own pool of hitpoints and
// toughness" (000 DRGN, Shields): a shield joins with its hit points left
// as a resource; bad shields are refused in words.
func TestShieldsJoin(t *testing.T) {
	st, err := NewCombatRules().Start(encounter.Setup{Sides: []encounter.SideSetup{{ID: "party", Players: true}, {ID: "foes"}}})
	if err != nil {
		t.Fatal(err)
	}
	join := func(raw string) (*encounter.Combatant, error) {
		var cs encounter.CombatantSetup
		if err := json.Unmarshal([]byte(raw), &cs); err != nil {
			t.Fatal(err)
		}
		return NewCombatRules().NewCombatant(st, cs)
	}
	c, err := join(`{"id": "bran", "side": "party", "stats": {"max_hp": 50}, "shields": [{"name": "Kite Shield", "hp": 12, "max_hp": 40, "toughness": 2}]}`)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Resource(ShieldKey("Kite Shield")); got != 12 {
		t.Errorf("Kite Shield HP left %d, want 12", got)
	}
	if sh, ok := FindShield(c, "kite shield"); !ok || sh.MaxHP != 40 || sh.Toughness != 2 {
		t.Errorf("FindShield = %+v, %v", sh, ok)
	}
	for _, bad := range []struct{ name, setup, want string }{
		{"negative shield HP", `{"id": "c", "side": "party", "stats": {"max_hp": 5}, "shields": [{"name": "Buckler", "hp": -1}]}`, "Buckler"},
		{"two shields of one name", `{"id": "d", "side": "party", "stats": {"max_hp": 5}, "shields": [{"name": "Buckler"}, {"name": "buckler"}]}`, "listed twice"},
		{"nameless shield", `{"id": "e", "side": "party", "stats": {"max_hp": 5}, "shields": [{"hp": 3}]}`, "no name"},
		{"unknown element", `{"id": "f", "side": "party", "stats": {"max_hp": 5}, "attuned": ["Cheese"]}`, "attunement chart"},
	} {
		t.Run(bad.name, func(t *testing.T) {
			if _, err := join(bad.setup); err == nil || !strings.Contains(err.Error(), bad.want) {
				t.Fatalf("error %v, want %q", err, bad.want)
			}
		})
	}
}

// TestCombatantPartClones: a cloned fight gains resist on its own
// combatant ("at 0 the status is gone and resist +1").
func TestCombatantPartClones(t *testing.T) {
	st, err := NewCombatRules().Start(fightSetup())
	if err != nil {
		t.Fatal(err)
	}
	cl, ok := st.Clone()
	if !ok {
		t.Fatal("the fight did not clone")
	}
	g, _ := cl.Combatant("garrix")
	gainResist(g, StatusParalyzed)
	orig, _ := st.Combatant("garrix")
	if got := PartOf(orig).Resist[StatusParalyzed]; got != 1 {
		t.Errorf("the original's resist %d, want 1", got)
	}
	if got := PartOf(g).Resist[StatusParalyzed]; got != 2 {
		t.Errorf("the clone's resist %d, want 2", got)
	}
	if got := PartOf(&encounter.Combatant{}).Attuned; got != nil {
		t.Errorf("a combatant without a part is attuned to %v", got)
	}
}
