package dvr

import (
	"encoding/json"
	"fmt"
	"maps"
	"testing"

	"sessionzero/rules/encounter"
)

var benchCharacter = json.RawMessage(`{"game_type":"heroic","script":{"Toughness":10,"Power":8,"Reflex":8,"Charm":6},"focus_die":"Reflex",
	"skills":{"Stealth":8,"Lore":6,"Brawl":6,"Gunplay":4},"prepped":["Lore"],"items":[{"name":"Gun","kind":"weapon","die":6,"damage":4,"rust":1},{"name":"Bike","kind":"vehicle","die":8,"points":3}],
	"perks":[{"name":"Fast on your feet","rank":1}],"base_speed":6,"splinter":9,"xp_earned":[{"amount":900}],"history":[{"kind":"buy","what":"skill","target":"Lore","paid":200}]}`)

// BenchmarkDvRDerive is one derive (target < 1 ms).
func BenchmarkDvRDerive(b *testing.B) {
	for b.Loop() {
		if _, err := Derive(benchCharacter); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvRSheet is one filled sheet (target < 20 ms).
func BenchmarkDvRSheet(b *testing.B) {
	for b.Loop() {
		if _, err := Sheet("Jessie", "Ana", "West", benchCharacter); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvREncounterEvent200 is one attack at 200 combatants (target < 1 ms).
func BenchmarkDvREncounterEvent200(b *testing.B) {
	r := NewCombatRules()
	st := crowd(b, r, func(i int) string { return []string{"pc", "foe"}[i%2] }, map[string]int{"max_health": 1000, "max_focus": 15})
	ev := encounter.MustEvent("attack", map[string]any{"attacker": "c0", "target": "c1",
		"pool": []map[string]any{{"die": 8, "from": "script"}, {"die": 6, "from": "skill"}}, "dice": []int{6, 2},
		"weapon": map[string]any{"name": "Gun", "damage": 1}})
	x := st.Ext.(*Ext)
	for b.Loop() {
		delete(x.Attacked, "c0")
		if err := encounter.Apply(r, st, ev); err != nil {
			b.Fatal(err)
		}
	}
}

// crowd is a popcorn fight of 200 combatants c0…c199 on the sides side
// gives them, each with the stats, started with c0 acting.
func crowd(b *testing.B, r encounter.Rules, side func(i int) string, stats map[string]int) *encounter.State {
	b.Helper()
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "pc", Players: true}, {ID: "foe"}}}
	for i := range 200 {
		setup.Combatants = append(setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprint("c", i), Name: fmt.Sprint("C", i), Side: side(i),
			Stats: maps.Clone(stats)})
	}
	st, err := encounter.Start(r, setup)
	if err != nil {
		b.Fatal(err)
	}
	if err := encounter.Apply(r, st, encounter.MustEvent("start", map[string]any{"aggressor": "c0"})); err != nil {
		b.Fatal(err)
	}
	return st
}

// attackFixture is an attacker a (Focus 15) and a target t (R 2, light
// cover) for the attack benchmarks.
func attackFixture(b *testing.B) *encounter.State {
	b.Helper()
	st, err := encounter.Start(NewCombatRules(), encounter.Setup{Sides: []encounter.SideSetup{{ID: "pc", Players: true}, {ID: "foe"}},
		Combatants: []encounter.CombatantSetup{{ID: "a", Name: "A", Side: "pc", Stats: map[string]int{"max_health": 27, "max_focus": 15}},
			{ID: "t", Name: "T", Side: "foe", Stats: map[string]int{"max_health": 20, "resistance": 2, "cover": 1}}}})
	if err != nil {
		b.Fatal(err)
	}
	return st
}

// BenchmarkDvRPreviewAttack8 is the attack form's odds before the roll for
// the largest pool pushed (8 dice on 5v2, Focus 15 + a weapon's 8 points):
// the form recomputes it on every change.
func BenchmarkDvRPreviewAttack8(b *testing.B) {
	st := attackFixture(b)
	var pool []PoolEntry
	for _, d := range []int{12, 10, 10, 8, 8, 6, 6, 4} {
		pool = append(pool, PoolEntry{Die: d, From: PoolScript})
	}
	for b.Loop() {
		forgetOdds()
		if _, err := PreviewAttack(st, "a", "t", pool, Weapon{Name: "Axe", Damage: 8}, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvREndTurn200 is a Next turn (end_turn) at 200 combatants.
func BenchmarkDvREndTurn200(b *testing.B) {
	r := NewCombatRules()
	st := crowd(b, r, func(int) string { return "foe" }, map[string]int{"max_health": 10})
	ev := encounter.MustEvent("end_turn", nil)
	for b.Loop() {
		if err := encounter.Apply(r, st, ev); err != nil {
			b.Fatal(err)
		}
	}
}

// axePool8 is the benchmarks' pool of 8 dice: d10 d10 d8 d8 d6 d6 d4 from
// the script and an axe's d12 going All or Nothing.
func axePool8() []PoolEntry {
	var pool []PoolEntry
	for _, d := range []int{10, 10, 8, 8, 6, 6, 4} {
		pool = append(pool, PoolEntry{Die: d, From: PoolScript})
	}
	return append(pool, PoolEntry{Die: 12, From: PoolItem, Name: "Axe", AllOrNothing: true})
}

// BenchmarkDvRAttackSetup8 is what the attack form still computes on the
// UI goroutine for 8 dice (d10 d10 d8 d8 d6 d6 d4 and an axe's d12 going
// All or Nothing) on 5v2: D, R, W and the budget; the odds (WithOdds) run
// off it.
func BenchmarkDvRAttackSetup8(b *testing.B) {
	st, pool := attackFixture(b), axePool8()
	for b.Loop() {
		if _, _, _, err := AttackSetup(st, "a", "t", pool, Weapon{Name: "Axe", Damage: 4}, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvRPreviewAttack8AllOrNothing is the same with its odds: what
// the form computed on the UI goroutine before they moved off it.
func BenchmarkDvRPreviewAttack8AllOrNothing(b *testing.B) {
	st, pool := attackFixture(b), axePool8()
	for b.Loop() {
		forgetOdds()
		if _, err := PreviewAttack(st, "a", "t", pool, Weapon{Name: "Axe", Damage: 4}, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}
