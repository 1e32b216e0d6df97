package dvr

import (
	"strings"
	"testing"
)

// The gun shot's pushes (L205): "one of my damage gun's points to get my 4
// up to a 5" and "two focus points to push my 3 up to a 5".
func TestParsePushes(t *testing.T) {
	ps, err := ParsePushes("2+1 weapon, 1+2")
	if err != nil || len(ps) != 2 || ps[0] != (Push{Die: 1, Points: 1, From: FromWeapon}) || ps[1] != (Push{Die: 0, Points: 2, From: FromFocus}) {
		t.Fatalf("%+v %v", ps, err)
	}
	if PushText(ps) != "2+1 weapon, 1+2 focus" {
		t.Errorf("text %q", PushText(ps))
	}
	for _, bad := range []string{"2", "0+1", "1+0", "1+2 luck", "a+b"} {
		if _, err := ParsePushes(bad); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if f, err := ParseFaces("3, 4 2"); err != nil || len(f) != 3 || f[1] != 4 {
		t.Errorf("faces %v %v", f, err)
	}
	if _, err := ParseFaces("3 x"); err == nil {
		t.Error("a face x")
	}
	if p, err := ParseQuickPool("d8 2d6"); err != nil || len(p) != 3 {
		t.Errorf("quick pool %v %v", p, err)
	}
}

// An NPC stat block (spec §7.8): "enemies use the same procedures as
// characters" — a pool of named dice and weapons "d6 / 2 damage" (L108).
func TestStatBlockSetup(t *testing.T) {
	cs, err := StatBlock{Name: "Bandit", Stats: map[string]int{"max_health": 12, "resistance": 2},
		Pool: "Reflex d8, Knife fighting d6", Weapons: "Simple Weapon d6 2; Gun d6 4"}.Setup()
	if err != nil {
		t.Fatal(err)
	}
	pool := CombatantPool(cs.Dice)
	if len(pool) != 2 || pool[0] != (PoolEntry{Die: 8, From: PoolScript, Name: "Reflex"}) || pool[1] != (PoolEntry{Die: 6, From: PoolSkill, Name: "Knife fighting"}) {
		t.Errorf("pool %+v", pool)
	}
	if len(cs.Attacks) != 2 || cs.Attacks[0].Name != "Simple Weapon" || cs.Attacks[1].Damage != 4 {
		t.Errorf("weapons %+v", cs.Attacks)
	}
	for _, bad := range []StatBlock{
		{Name: "", Stats: map[string]int{"max_health": 5}},
		{Name: "X", Stats: map[string]int{}},
		{Name: "X", Stats: map[string]int{"max_health": 5}, Pool: "d7"},
		{Name: "X", Stats: map[string]int{"max_health": 5}, Weapons: "Claws d6"},
		{Name: "X", Stats: map[string]int{"max_health": 5}, Weapons: "Claws d5 3"},
	} {
		if _, err := bad.Setup(); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
