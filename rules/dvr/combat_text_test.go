package dvr

import (
	"strings"
	"testing"
)

// The gun shot's pushes (L205): "one of my damage gun's points to get my 4
// up to a 5" and "two focus points to push my 3 up to a 5".
func TestParsePushes(t *testing.T) {
	ps, err := ParsePushes("2+1 weapon, 1+2")
	if err != nil {
		t.Fatalf("%+v %v (failed: %s)", ps, err, `err != nil`)
	}
	if len(ps) != 2 {
		t.Fatalf("%+v %v (failed: %s)", ps, err, `len(ps) != 2`)
	}
	if ps[0] != (Push{Die: 1, Points: 1, From: FromWeapon}) {
		t.Fatalf("%+v %v (failed: %s)", ps, err, `ps[0] != (Push{Die: 1, Points: 1, From: FromWeapon})`)
	}
	if ps[1] != (Push{Die: 0, Points: 2, From: FromFocus}) {
		t.Fatalf("%+v %v (failed: %s)", ps, err, `ps[1] != (Push{Die: 0, Points: 2, From: FromFocus})`)
	}
	if PushText(ps) != "2+1 weapon, 1+2 focus" {
		t.Errorf("text %q", PushText(ps))
	}
	for _, bad := range []string{"2", "0+1", "1+0", "1+2 luck", "a+b"} {
		{
			_, err := ParsePushes(bad)
			if err == nil {
				t.Fatalf("%q: %v (failed: %s)", bad, err, `err == nil`)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("%q: %v (failed: %s)", bad, err, `strings.Contains(err.Error(), "\n")`)
			}
		}
	}
	{
		f, err := ParseFaces("3, 4 2")
		if err != nil {
			t.Fatalf("faces %v %v (failed: %s)", f, err, `err != nil`)
		}
		if len(f) != 3 {
			t.Fatalf("faces %v %v (failed: %s)", f, err, `len(f) != 3`)
		}
		if f[1] != 4 {
			t.Errorf("faces %v %v (failed: %s)", f, err, `f[1] != 4`)
		}
	}
	if _, err := ParseFaces("3 x"); err == nil {
		t.Error("a face x")
	}
	{
		p, err := ParseQuickPool("d8 2d6")
		if err != nil {
			t.Fatalf("quick pool %v %v (failed: %s)", p, err, `err != nil`)
		}
		if len(p) != 3 {
			t.Fatalf("quick pool %v %v (failed: %s)", p, err, `len(p) != 3`)
		}
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
	if len(pool) != 2 {
		t.Fatalf("pool %+v (failed: %s)", pool, `len(pool) != 2`)
	}
	if pool[0] != (PoolEntry{Die: 8, From: PoolScript, Name: "Reflex"}) {
		t.Errorf("pool %+v (failed: %s)", pool, `pool[0] != (PoolEntry{Die: 8, From: PoolScript, Name: "Reflex"})`)
	}
	if pool[1] != (PoolEntry{Die: 6, From: PoolSkill, Name: "Knife fighting"}) {
		t.Errorf("pool %+v (failed: %s)", pool, `pool[1] != (PoolEntry{Die: 6, From: PoolSkill, Name: "Knife fighting"})`)
	}
	if len(cs.Attacks) != 2 {
		t.Fatalf("weapons %+v (failed: %s)", cs.Attacks, `len(cs.Attacks) != 2`)
	}
	if cs.Attacks[0].Name != "Simple Weapon" {
		t.Errorf("weapons %+v (failed: %s)", cs.Attacks, `cs.Attacks[0].Name != "Simple Weapon"`)
	}
	if cs.Attacks[1].Damage != 4 {
		t.Errorf("weapons %+v (failed: %s)", cs.Attacks, `cs.Attacks[1].Damage != 4`)
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
