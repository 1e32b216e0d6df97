package dvr

import (
	"encoding/json"
	"reflect"
	"testing"

	"sessionzero/rules/encounter"
)

// jessieData is the book's Jessie (L161, L205): Reflex d6, Gunplay d6, a
// Gun "d6 / 4 damage" (L198) and a rusty Simple Weapon "d6 / 2 damage".
const jessieData = `{"script":{"Reflex":6,"Toughness":8},"focus_die":"Reflex","skill_list":["Gunplay"],"skills":{"Gunplay":6},
	"items":[{"name":"Gun","kind":"weapon","die":6,"damage":4},{"name":"Knife","kind":"weapon","die":6,"damage":2,"rust":1},
	{"name":"Horse","kind":"pet","die":8},{"name":"Old club","kind":"weapon","die":6,"damage":2,"destroyed":"broken"}]}`

// A character joins with its own dice and weapons, not retyped (spec §6.1):
// "a die pool made up of a core characteristic, a skill, and any misc dice"
// (L7–9); rust "stepped down and its damage is also taken down by one" (L119).
func TestCombatantFromCharacterBringsPoolAndWeapons(t *testing.T) {
	cs, err := CombatantFromCharacter("j", "Jessie", "pc", 7, json.RawMessage(jessieData))
	if err != nil {
		t.Fatal(err)
	}
	if cs.Dice["script:Reflex"] != "d6" {
		t.Errorf("dice %v (failed: %s)", cs.Dice, `cs.Dice["script:Reflex"] != "d6"`)
	}
	if cs.Dice["script:Toughness"] != "d8" {
		t.Errorf("dice %v (failed: %s)", cs.Dice, `cs.Dice["script:Toughness"] != "d8"`)
	}
	if cs.Dice["skill:Gunplay"] != "d6" {
		t.Errorf("dice %v (failed: %s)", cs.Dice, `cs.Dice["skill:Gunplay"] != "d6"`)
	}
	if cs.Dice["item:Horse"] != "d8" {
		t.Errorf("dice %v (failed: %s)", cs.Dice, `cs.Dice["item:Horse"] != "d8"`)
	}
	want := []struct {
		name, die string
		damage    float64
	}{{"Gun", "d6", 4}, {"Knife", "d4", 1}}
	if len(cs.Attacks) != len(want) {
		t.Fatalf("attacks %+v (a broken weapon is not offered)", cs.Attacks)
	}
	for i, w := range want {
		a := cs.Attacks[i]
		if a.Name != w.name {
			t.Errorf("attack %d: %+v, want %+v (failed: %s)", i, a, w, `a.Name != w.name`)
		}
		if a.Dice != w.die {
			t.Errorf("attack %d: %+v, want %+v (failed: %s)", i, a, w, `a.Dice != w.die`)
		}
		if a.Damage != w.damage {
			t.Errorf("attack %d: %+v, want %+v (failed: %s)", i, a, w, `a.Damage != w.damage`)
		}
		if a.Kind != KindWeapon {
			t.Errorf("attack %d: %+v, want %+v (failed: %s)", i, a, w, `a.Kind != KindWeapon`)
		}
	}
	st, err := encounter.Start(NewCombatRules(), encounter.Setup{Sides: []encounter.SideSetup{{ID: "pc", Players: true}}, Combatants: []encounter.CombatantSetup{cs}})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := st.Combatant("j")
	pool := CombatantPool(c.Dice)
	if pool[0].Name != "Stamina" {
		t.Errorf("pool %+v (failed: %s)", pool, `pool[0].Name != "Stamina"`)
	}
	if pool[2] != (PoolEntry{Die: 6, From: PoolScript, Name: "Reflex"}) {
		t.Errorf("pool %+v (failed: %s)", pool, `pool[2] != (PoolEntry{Die: 6, From: PoolScript, Name: "Reflex"})`)
	}
	if pool[6] != (PoolEntry{Die: 6, From: PoolSkill, Name: "Gunplay"}) {
		t.Errorf("pool %+v (failed: %s)", pool, `pool[6] != (PoolEntry{Die: 6, From: PoolSkill, Name: "Gunplay"})`)
	}
	if pool[7].Name != "Horse" {
		t.Errorf("pool %+v (failed: %s)", pool, `pool[7].Name != "Horse"`)
	}
	ws := Weapons(c)
	if len(ws) != 2 {
		t.Fatalf("weapons %+v (failed: %s)", ws, `len(ws) != 2`)
	}
	if ws[1].Die != (PoolEntry{Die: 4, From: PoolItem, Name: "Knife"}) {
		t.Errorf("weapons %+v (failed: %s)", ws, `ws[1].Die != (PoolEntry{Die: 4, From: PoolItem, Name: "Knife"})`)
	}
	if ws[1].Weapon.Damage != 1 {
		t.Errorf("weapons %+v (failed: %s)", ws, `ws[1].Weapon.Damage != 1`)
	}
}

// The odds before the gun shot (L205: "the difficulty is a 5 because of the
// light cover and the resistance is 2 because of the light armor") are
// OddsReport's for 3d6 on 5v2, pushing up to Focus + the gun's 4 points.
func TestPreviewAttackIsOddsReport(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	pool := []PoolEntry{{Die: 6, From: PoolScript, Name: "Reflex"}, {Die: 6, From: PoolSkill, Name: "Gunplay"}, {Die: 6, From: PoolItem, Name: "Gun"}}
	p, err := PreviewAttack(st, "me", "thug", pool, Weapon{Name: "Gun", Damage: 4}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := OddsReport(OddsInput{CheckInput: CheckInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2}}, 11+4)
	if err != nil {
		t.Fatal(err)
	}
	if p.Difficulty != 5 {
		t.Errorf("preview %+v, want %v (failed: %s)", p, want, `p.Difficulty != 5`)
	}
	if p.Risk != 2 {
		t.Errorf("preview %+v, want %v (failed: %s)", p, want, `p.Risk != 2`)
	}
	if p.PushBudget != 15 {
		t.Errorf("preview %+v, want %v (failed: %s)", p, want, `p.PushBudget != 15`)
	}
	if !reflect.DeepEqual(p.Report, want) {
		t.Errorf("preview %+v, want %v (failed: %s)", p, want, `!reflect.DeepEqual(p.Report, want)`)
	}
	if p.PHit != want["p_complete_without_push"] {
		t.Errorf("preview %+v, want %v (failed: %s)", p, want, `p.PHit != want["p_complete_without_push"]`)
	}
	// A Narrative condition on the attacker adds 1 D (L212); All or Nothing doubles the gun (L115).
	must(t, apply(t, r, st, "condition", `{"target":"me","name":"Narrative","detail":"blinded"}`))
	pool[2].AllOrNothing = true
	p, err = PreviewAttack(st, "me", "thug", pool, Weapon{Name: "Gun", Damage: 4}, nil, nil)
	if err != nil {
		t.Fatalf("narrative + all or nothing: %+v %v (failed: %s)", p, err, `err != nil`)
	}
	if p.Difficulty != 6 {
		t.Errorf("narrative + all or nothing: %+v %v (failed: %s)", p, err, `p.Difficulty != 6`)
	}
	if p.DamagePool != 8 {
		t.Errorf("narrative + all or nothing: %+v %v (failed: %s)", p, err, `p.DamagePool != 8`)
	}
	if p.PushBudget != 19 {
		t.Errorf("narrative + all or nothing: %+v %v (failed: %s)", p, err, `p.PushBudget != 19`)
	}
}

// "Next turn" without a pick (end_turn) and choosing the initiative before
// the fight (set_initiative).
func TestEndTurnAndSetInitiative(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	if err := apply(t, r, st, "end_turn", `{}`); err == nil {
		t.Error("end_turn before start")
	}
	must(t, apply(t, r, st, "start", `{"aggressor":"thug"}`))
	if err := apply(t, r, st, "set_initiative", `{"initiative":"strategized"}`); err == nil {
		t.Error("initiative changed mid-fight")
	}
	// "until every actor in a scene has acted at least once" (L192): me, then ally, then a new round.
	for _, want := range []string{"me", "ally"} {
		must(t, apply(t, r, st, "end_turn", `{}`))
		if st.ActiveID() != want {
			t.Fatalf("active %s round %d, want %s in round 1 (failed: %s)", st.ActiveID(), st.Round, want, `st.ActiveID() != want`)
		}
		if st.Round != 1 {
			t.Fatalf("active %s round %d, want %s in round 1 (failed: %s)", st.ActiveID(), st.Round, want, `st.Round != 1`)
		}
	}
	must(t, apply(t, r, st, "end_turn", `{}`))
	if st.Round != 2 {
		t.Errorf("new round: round %d active %s (failed: %s)", st.Round, st.ActiveID(), `st.Round != 2`)
	}
	if st.ActiveID() != "me" {
		t.Errorf("new round: round %d active %s (failed: %s)", st.Round, st.ActiveID(), `st.ActiveID() != "me"`)
	}

	// The optional rules ("An extra success lets you deal +1 damage", L202) are chosen with it.
	st = fight(t, r, "")
	must(t, apply(t, r, st, "set_initiative", `{"initiative":"popcorn","options":{"extra_success_damage":true}}`))
	{
		x := st.Ext.(*Ext)
		if !x.Options.ExtraSuccessDamage {
			t.Errorf("options %+v (failed: %s)", x, `!x.Options.ExtraSuccessDamage`)
		}
		if x.Initiative != InitiativePopcorn {
			t.Errorf("options %+v (failed: %s)", x, `x.Initiative != InitiativePopcorn`)
		}
		if st.Round != 0 {
			t.Errorf("options %+v (failed: %s)", x, `st.Round != 0`)
		}
	}

	st = fight(t, r, "")
	must(t, apply(t, r, st, "set_initiative", `{"initiative":"strategized"}`))
	if EncounterStatus(st).Initiative != InitiativeStrategized {
		t.Fatalf("strategized: %+v phase %s (failed: %s)", EncounterStatus(st), st.Phase, `EncounterStatus(st).Initiative != InitiativeStrategized`)
	}
	if st.Phase != PhasePlan {
		t.Fatalf("strategized: %+v phase %s (failed: %s)", EncounterStatus(st), st.Phase, `st.Phase != PhasePlan`)
	}
	if st.Round != 1 {
		t.Fatalf("strategized: %+v phase %s (failed: %s)", EncounterStatus(st), st.Phase, `st.Round != 1`)
	}
	must(t, apply(t, r, st, "lock", `{}`))
	must(t, apply(t, r, st, "reveal", `{}`))
	must(t, apply(t, r, st, "end_turn", `{}`))
	if st.Phase != PhasePlan {
		t.Errorf("end_turn ends the only tier: phase %s round %d (failed: %s)", st.Phase, st.Round, `st.Phase != PhasePlan`)
	}
	if st.Round != 2 {
		t.Errorf("end_turn ends the only tier: phase %s round %d (failed: %s)", st.Phase, st.Round, `st.Round != 2`)
	}
	if err := apply(t, r, st, "set_initiative", `{"initiative":"popcorn"}`); err == nil {
		t.Error("back to popcorn in round 2")
	}
}

// testdata/dvr-tracker.json is the example of docs/formats.md: what the
// tracker writes (a character's dice and weapon, a typed pool, Next turn,
// a bought 1).
func TestTrackerExampleReplays(t *testing.T) {
	_, st := replayExample(t, "testdata/dvr-tracker.json")
	guard, _ := st.Combatant("guard")
	jessie, _ := st.Combatant("jessie")
	// The guard's 5 on 5v1 hits for 2; its 1 is bought ("the GM can buy it to get Gm points").
	if guard.HP != 9 {
		t.Errorf("guard %d, jessie %d focus %d, %+v, round %d active %s (failed: %s)", guard.HP, jessie.HP, jessie.Resource("focus"), EncounterStatus(st), st.Round, st.ActiveID(), `guard.HP != 9`)
	}
	if jessie.HP != 15 {
		t.Errorf("guard %d, jessie %d focus %d, %+v, round %d active %s (failed: %s)", guard.HP, jessie.HP, jessie.Resource("focus"), EncounterStatus(st), st.Round, st.ActiveID(), `jessie.HP != 15`)
	}
	if jessie.Resource("focus") != 7 {
		t.Errorf("guard %d, jessie %d focus %d, %+v, round %d active %s (failed: %s)", guard.HP, jessie.HP, jessie.Resource("focus"), EncounterStatus(st), st.Round, st.ActiveID(), `jessie.Resource("focus") != 7`)
	}
	if EncounterStatus(st).GMPoints != 1 {
		t.Errorf("guard %d, jessie %d focus %d, %+v, round %d active %s (failed: %s)", guard.HP, jessie.HP, jessie.Resource("focus"), EncounterStatus(st), st.Round, st.ActiveID(), `EncounterStatus(st).GMPoints != 1`)
	}
	if st.Round != 2 {
		t.Errorf("guard %d, jessie %d focus %d, %+v, round %d active %s (failed: %s)", guard.HP, jessie.HP, jessie.Resource("focus"), EncounterStatus(st), st.Round, st.ActiveID(), `st.Round != 2`)
	}
	if st.ActiveID() != "jessie" {
		t.Errorf("guard %d, jessie %d focus %d, %+v, round %d active %s (failed: %s)", guard.HP, jessie.HP, jessie.Resource("focus"), EncounterStatus(st), st.Round, st.ActiveID(), `st.ActiveID() != "jessie"`)
	}
	if len(CombatantPool(guard.Dice)) != 2 {
		t.Fatalf("pools %v %v (failed: %s)", guard.Dice, jessie.Attacks, `len(CombatantPool(guard.Dice)) != 2`)
	}
	if len(Weapons(jessie)) != 1 {
		t.Fatalf("pools %v %v (failed: %s)", guard.Dice, jessie.Attacks, `len(Weapons(jessie)) != 1`)
	}
}

// "Quick vehicles are similar to items. They have a misc die attached to
// them and they can also have a point rating that can boost different
// parts of a roll" (001_b486315a8cda90c7.txt, L224): a character's vehicle
// joins the tracker with its die and its points, so an attack using it may
// push with them (spec §6.5 step 3); an item without points has none.
func TestCombatantFromCharacterBringsVehiclePoints(t *testing.T) {
	data := `{"script":{"Reflex":6},"items":[{"name":"Van","kind":"vehicle","die":8,"points":3},{"name":"Horse","kind":"pet","die":8}]}`
	cs, err := CombatantFromCharacter("j", "Jessie", "pc", 7, json.RawMessage(data))
	if err != nil {
		t.Fatal(err)
	}
	st, err := encounter.Start(NewCombatRules(), encounter.Setup{Sides: []encounter.SideSetup{{ID: "pc", Players: true}, {ID: "foe"}},
		Combatants: []encounter.CombatantSetup{cs, {ID: "g", Name: "Guard", Side: "foe", Stats: map[string]int{"max_health": 12}}}})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := st.Combatant("j")
	points := map[string]int{}
	var van PoolEntry
	for _, e := range CombatantEntries(c) {
		if e.From == PoolItem {
			points[e.Name] = e.Points
		}
		if e.Name == "Van" {
			van = e
		}
	}
	if !reflect.DeepEqual(points, map[string]int{"Van": 3, "Horse": 0}) {
		t.Fatalf("item points %v, want the van's 3", points)
	}
	// The van's die scores 3 on 5v1; its 3 points lift it to 6: a hit with no Focus spent.
	r := NewCombatRules()
	ev := encounter.MustEvent("start", map[string]any{"aggressor": "j"})
	if err := r.Apply(st, ev); err != nil {
		t.Fatal(err)
	}
	attack := encounter.MustEvent("attack", map[string]any{"attacker": "j", "target": "g", "pool": []PoolEntry{van}, "dice": []int{3},
		"pushes": []Push{{Die: 0, Points: 3, From: FromVehicle}}, "weapon": Weapon{Name: "Ram", Damage: 2}, "difficulty": 5, "risk": 1})
	if err := encounter.Apply(r, st, attack); err != nil {
		t.Fatalf("a push from the van's own points: %v", err)
	}
	if g, _ := st.Combatant("g"); g.HP != 10 {
		t.Errorf("the guard has %d Health, want 12 − 2", g.HP)
	}
}
