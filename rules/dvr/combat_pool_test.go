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
	if cs.Dice["script:Reflex"] != "d6" || cs.Dice["script:Toughness"] != "d8" || cs.Dice["skill:Gunplay"] != "d6" || cs.Dice["item:Horse"] != "d8" {
		t.Errorf("dice %v", cs.Dice)
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
		if a.Name != w.name || a.Dice != w.die || a.Damage != w.damage || a.Kind != KindWeapon {
			t.Errorf("attack %d: %+v, want %+v", i, a, w)
		}
	}
	st, err := encounter.Start(NewCombatRules(), encounter.Setup{Sides: []encounter.SideSetup{{ID: "pc", Players: true}}, Combatants: []encounter.CombatantSetup{cs}})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := st.Combatant("j")
	pool := CombatantPool(c.Dice)
	if pool[0].Name != "Stamina" || pool[2] != (PoolEntry{Die: 6, From: PoolScript, Name: "Reflex"}) || pool[6] != (PoolEntry{Die: 6, From: PoolSkill, Name: "Gunplay"}) || pool[7].Name != "Horse" {
		t.Errorf("pool %+v", pool)
	}
	ws := Weapons(c)
	if len(ws) != 2 || ws[1].Die != (PoolEntry{Die: 4, From: PoolItem, Name: "Knife"}) || ws[1].Weapon.Damage != 1 {
		t.Errorf("weapons %+v", ws)
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
	if p.Difficulty != 5 || p.Risk != 2 || p.PushBudget != 15 || !reflect.DeepEqual(p.Report, want) || p.PHit != want["p_complete_without_push"] {
		t.Errorf("preview %+v, want %v", p, want)
	}
	// A Narrative condition on the attacker adds 1 D (L212); All or Nothing doubles the gun (L115).
	must(t, apply(t, r, st, "condition", `{"target":"me","name":"Narrative","detail":"blinded"}`))
	pool[2].AllOrNothing = true
	p, err = PreviewAttack(st, "me", "thug", pool, Weapon{Name: "Gun", Damage: 4}, nil, nil)
	if err != nil || p.Difficulty != 6 || p.DamagePool != 8 || p.PushBudget != 19 {
		t.Errorf("narrative + all or nothing: %+v %v", p, err)
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
		if st.ActiveID() != want || st.Round != 1 {
			t.Fatalf("active %s round %d, want %s in round 1", st.ActiveID(), st.Round, want)
		}
	}
	must(t, apply(t, r, st, "end_turn", `{}`))
	if st.Round != 2 || st.ActiveID() != "me" {
		t.Errorf("new round: round %d active %s", st.Round, st.ActiveID())
	}

	// The optional rules ("An extra success lets you deal +1 damage", L202) are chosen with it.
	st = fight(t, r, "")
	must(t, apply(t, r, st, "set_initiative", `{"initiative":"popcorn","options":{"extra_success_damage":true}}`))
	if x := st.Ext.(*Ext); !x.Options.ExtraSuccessDamage || x.Initiative != InitiativePopcorn || st.Round != 0 {
		t.Errorf("options %+v", x)
	}

	st = fight(t, r, "")
	must(t, apply(t, r, st, "set_initiative", `{"initiative":"strategized"}`))
	if EncounterStatus(st).Initiative != InitiativeStrategized || st.Phase != PhasePlan || st.Round != 1 {
		t.Fatalf("strategized: %+v phase %s", EncounterStatus(st), st.Phase)
	}
	must(t, apply(t, r, st, "lock", `{}`))
	must(t, apply(t, r, st, "reveal", `{}`))
	must(t, apply(t, r, st, "end_turn", `{}`))
	if st.Phase != PhasePlan || st.Round != 2 {
		t.Errorf("end_turn ends the only tier: phase %s round %d", st.Phase, st.Round)
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
	if guard.HP != 9 || jessie.HP != 15 || jessie.Resource("focus") != 7 || EncounterStatus(st).GMPoints != 1 || st.Round != 2 || st.ActiveID() != "jessie" {
		t.Errorf("guard %d, jessie %d focus %d, %+v, round %d active %s", guard.HP, jessie.HP, jessie.Resource("focus"), EncounterStatus(st), st.Round, st.ActiveID())
	}
	if len(CombatantPool(guard.Dice)) != 2 || len(Weapons(jessie)) != 1 {
		t.Errorf("pools %v %v", guard.Dice, jessie.Attacks)
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
