package dvr

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules/encounter"
)

func fight(t *testing.T, r encounter.Rules, extra string) *encounter.State {
	t.Helper()
	var setup encounter.Setup
	raw := `{"sides":[{"id":"pc","players":true},{"id":"foe"}],"combatants":[
		{"id":"me","name":"Me","side":"pc","stats":{"max_health":17,"max_focus":11}},
		{"id":"ally","name":"Ally","side":"pc","stats":{"max_health":10}},
		{"id":"thug","name":"Thug","side":"foe","stats":{"max_health":12,"resistance":2,"cover":1}}]` + extra + `}`
	if err := json.Unmarshal([]byte(raw), &setup); err != nil {
		t.Fatal(err)
	}
	st, err := encounter.Start(r, setup)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func apply(t *testing.T, r encounter.Rules, st *encounter.State, typ, payload string) error {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(payload), &m); err != nil {
		t.Fatal(err)
	}
	return encounter.Apply(r, st, encounter.MustEvent(typ, m))
}

// replayExample replays a testdata encounter of docs/formats.md with
// the DvR rules.
func replayExample(t *testing.T, path string) (encounter.Encounter, *encounter.State) {
	t.Helper()
	enc := rulestest.Fight(t, path, ID, encounter.ModeCombat)
	st, err := encounter.Replay(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	return enc, st
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The gun shot (L205): "the difficulty is a 5 because of the light cover and
// the resistance is 2 because of the light armor … My dice values are 3, 4,
// 2 … spend one of my damage gun's points to get my 4 up to a 5 … two focus
// points to push my 3 up to a 5 … I deal 3 damage … I could have also dealt 1
// damage" with the gun's points only.
func TestGunShotExample(t *testing.T) {
	const pool = `"pool":[{"die":6,"from":"script","name":"Reflex"},{"die":6,"from":"skill","name":"Gunplay"},{"die":6,"from":"item","name":"Gun"}],"dice":[3,4,2],"weapon":{"name":"Gun","damage":4}`
	for _, c := range []struct {
		pushes        string
		damage, focus int
	}{
		{`[{"die":1,"points":1,"from":"weapon"},{"die":0,"points":2,"from":"focus"}]`, 3, 9},
		{`[{"die":1,"points":1,"from":"weapon"},{"die":0,"points":2,"from":"weapon"}]`, 1, 11},
	} {
		r := NewCombatRules()
		st := fight(t, r, "")
		must(t, apply(t, r, st, "start", `{"aggressor":"me"}`))
		must(t, apply(t, r, st, "attack", `{"attacker":"me","target":"thug",`+pool+`,"pushes":`+c.pushes+`}`))
		thug, _ := st.Combatant("thug")
		me, _ := st.Combatant("me")
		if thug.HP != 12-c.damage {
			t.Errorf("pushes %s: thug %d, focus %d; want damage %d, focus %d (failed: %s)", c.pushes, thug.HP, me.Resource("focus"), c.damage, c.focus, `thug.HP != 12-c.damage`)
		}
		if me.Resource("focus") != c.focus {
			t.Errorf("pushes %s: thug %d, focus %d; want damage %d, focus %d (failed: %s)", c.pushes, thug.HP, me.Resource("focus"), c.damage, c.focus, `me.Resource("focus") != c.focus`)
		}
	}
	// One gun point only: "(3,5,2)" is one success, still a miss.
	res, err := ResolveAttack(AttackInput{Pool: []PoolEntry{{Die: 6, From: "script"}, {Die: 6, From: "skill"}, {Die: 6, From: "item", Name: "Gun"}},
		Dice: []int{3, 4, 2}, Pushes: []Push{{Die: 1, Points: 1, From: FromWeapon}}, Weapon: Weapon{Name: "Gun", Damage: 4}}, 5, 2, Options{})
	if err != nil {
		t.Fatalf("one gun point: %+v %v (failed: %s)", res, err, `err != nil`)
	}
	if res.Hit {
		t.Errorf("one gun point: %+v %v (failed: %s)", res, err, `res.Hit`)
	}
	if res.Successes != 1 {
		t.Errorf("one gun point: %+v %v (failed: %s)", res, err, `res.Successes != 1`)
	}
	if res.DamagePool-res.DamagePointsSpent != 3 {
		t.Errorf("one gun point: %+v %v (failed: %s)", res, err, `res.DamagePool-res.DamagePointsSpent != 3`)
	}
}

// "On a critical success, the weapon deals half (rounded up) of its damage" (DVR-21).
func TestCritDamageAndOptions(t *testing.T) {
	in := AttackInput{Pool: []PoolEntry{{Die: 8, From: "script"}, {Die: 8, From: "item", Name: "God Ender", AllOrNothing: true}},
		Dice: []int{6, 6}, Weapon: Weapon{Name: "God Ender", Damage: 8, Rust: 1}}
	res, err := ResolveAttack(in, 4, 2, Options{ExtraSuccessDamage: true})
	// W = (8 − 1) × 2 = 14; successes 1 + 2 (All or Nothing) + 1 (pair) = 4; crit +7; extra 4 − 2 = 2.
	if err != nil {
		t.Fatalf("God Ender all or nothing: %+v %v (failed: %s)", res, err, `err != nil`)
	}
	if !res.Hit {
		t.Errorf("God Ender all or nothing: %+v %v (failed: %s)", res, err, `!res.Hit`)
	}
	if res.DamagePool != 14 {
		t.Errorf("God Ender all or nothing: %+v %v (failed: %s)", res, err, `res.DamagePool != 14`)
	}
	if res.CritBonus != 7 {
		t.Errorf("God Ender all or nothing: %+v %v (failed: %s)", res, err, `res.CritBonus != 7`)
	}
	if res.ExtraBonus != 2 {
		t.Errorf("God Ender all or nothing: %+v %v (failed: %s)", res, err, `res.ExtraBonus != 2`)
	}
	if res.Damage != 23 {
		t.Errorf("God Ender all or nothing: %+v %v (failed: %s)", res, err, `res.Damage != 23`)
	}
	in.Condition = CondStunned
	if _, err := ResolveAttack(in, 4, 2, Options{}); err == nil {
		t.Error("condition accepted without the crit_condition option")
	}
}

// "until every actor in a scene has acted at least once … whoever goes last
// can choose to go first in the next round" (L192).
func TestPopcorn(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	if err := apply(t, r, st, "pass", `{"to":"ally"}`); err == nil {
		t.Error("pass before start accepted")
	}
	must(t, apply(t, r, st, "start", `{"aggressor":"thug"}`))
	must(t, apply(t, r, st, "condition", `{"target":"me","name":"Stunned"}`))
	must(t, apply(t, r, st, "pass", `{"to":"me"}`))
	if err := apply(t, r, st, "attack", `{"attacker":"me","target":"thug","pool":[{"die":6,"from":"script"}],"dice":[6],"weapon":{"name":"Fist","damage":1}}`); err == nil {
		t.Error("a Stunned combatant attacked")
	}
	if err := apply(t, r, st, "pass", `{"to":"thug"}`); err == nil {
		t.Error("passed to one who has acted while another waits")
	}
	must(t, apply(t, r, st, "pass", `{"to":"ally"}`))
	me, _ := st.Combatant("me")
	if me.Has(CondStunned) {
		t.Error("Stunned not removed at the end of the lost turn")
	}
	must(t, apply(t, r, st, "pass", `{"to":"ally"}`)) // last picks anyone, itself included
	if st.Round != 2 {
		t.Errorf("round %d active %s, want round 2, ally (failed: %s)", st.Round, st.ActiveID(), `st.Round != 2`)
	}
	if st.ActiveID() != "ally" {
		t.Errorf("round %d active %s, want round 2, ally (failed: %s)", st.Round, st.ActiveID(), `st.ActiveID() != "ally"`)
	}
}

// "All actions are done at the same time … damage is still dealt even if they
// are killed in that turn"; "If anyone has advantage, their turn goes first" (L289–291).
func TestStrategized(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, `,"initiative":"strategized"`)
	must(t, apply(t, r, st, "plan", `{"combatant":"me","action":"shoot"}`))
	must(t, apply(t, r, st, "lock", `{}`))
	if err := apply(t, r, st, "plan", `{"combatant":"me","action":"run"}`); err == nil {
		t.Error("player plan changed after lock")
	}
	must(t, apply(t, r, st, "set_tier", `{"combatant":"thug","tier":"normal"}`))
	must(t, apply(t, r, st, "reveal", `{}`))
	if st.Phase != TierNormal {
		t.Fatalf("phase %s, want normal (no one has advantage)", st.Phase)
	}
	hit := `"pool":[{"die":12,"from":"script"}],"dice":[12],"weapon":{"name":"Axe","damage":20},"risk":1`
	must(t, apply(t, r, st, "attack", `{"attacker":"thug","target":"me",`+hit+`}`))
	// Me is Down but attacks in the same tier.
	must(t, apply(t, r, st, "attack", `{"attacker":"me","target":"thug",`+hit+`}`))
	must(t, apply(t, r, st, "end_tier", `{}`))
	if st.Round != 2 {
		t.Errorf("after the last tier: round %d phase %s (failed: %s)", st.Round, st.Phase, `st.Round != 2`)
	}
	if st.Phase != PhasePlan {
		t.Errorf("after the last tier: round %d phase %s (failed: %s)", st.Round, st.Phase, `st.Phase != PhasePlan`)
	}
}

// "A simple duel goes from -3 … 3 … Whoever deals enough damage to exceed their side wins" (L228).
func TestDuel(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	must(t, apply(t, r, st, "duel_start", `{"a":"me","b":"thug","size":3}`))
	must(t, apply(t, r, st, "duel_damage", `{"duel":"d1","by":"me","amount":3}`))
	{
		s := EncounterStatus(st)
		if s.Duels[0].Winner != "" {
			t.Errorf("3 is not beyond 3: %+v (failed: %s)", s.Duels[0], `s.Duels[0].Winner != ""`)
		}
		if s.Duels[0].Score != 3 {
			t.Errorf("3 is not beyond 3: %+v (failed: %s)", s.Duels[0], `s.Duels[0].Score != 3`)
		}
	}
	must(t, apply(t, r, st, "duel_damage", `{"duel":"d1","by":"me","amount":1}`))
	if s := EncounterStatus(st); s.Duels[0].Winner != "me" {
		t.Errorf("4 exceeds 3: %+v", s.Duels[0])
	}
	thug, _ := st.Combatant("thug")
	if thug.HP != 12 {
		t.Errorf("duel damage touched Health: %d", thug.HP)
	}
}

func TestPointsAndBands(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	must(t, apply(t, r, st, "spend", `{"combatant":"me","focus":11}`))
	v := encounter.BuildView(r, st)
	if v.Rows[0].Band != bandExhausted {
		t.Errorf("band %s, want Exhausted", v.Rows[0].Band)
	}
	if err := apply(t, r, st, "start", `{"aggressor":"me"}`); err == nil {
		t.Error("an Exhausted combatant started")
	}
	must(t, apply(t, r, st, "quick_breath", `{"combatant":"me"}`))
	must(t, apply(t, r, st, "condition", `{"target":"me","name":"Dazed"}`))
	me, _ := st.Combatant("me")
	if me.Resource("focus") != 9 {
		t.Errorf("Dazed: focus %d (failed: %s)", me.Resource("focus"), `me.Resource("focus") != 9`)
	}
	if me.Has(CondDazed) {
		t.Errorf("Dazed: focus %d (failed: %s)", me.Resource("focus"), `me.Has(CondDazed)`)
	}
	must(t, apply(t, r, st, "damage", `{"target":"ally","amount":50}`))
	must(t, apply(t, r, st, "heal", `{"target":"ally","amount":4}`))
	ally, _ := st.Combatant("ally")
	if ally.HP != 4 {
		t.Errorf("ally %d (failed: %s)", ally.HP, `ally.HP != 4`)
	}
	if ally.Dead {
		t.Errorf("ally %d (failed: %s)", ally.HP, `ally.Dead`)
	}
	{
		err := apply(t, r, st, "gm_points", `{"change":-1}`)
		if err == nil {
			t.Fatalf("GM points below 0: %v (failed: %s)", err, `err == nil`)
		}
		if !strings.Contains(err.Error(), "GM") {
			t.Errorf("GM points below 0: %v (failed: %s)", err, `!strings.Contains(err.Error(), "GM")`)
		}
	}
	stats, err := CombatantStats(json.RawMessage(`{"script":{"Toughness":8,"Power":8},"focus_die":"Power"}`))
	if err != nil {
		t.Fatalf("stats %v %v (failed: %s)", stats, err, `err != nil`)
	}
	if stats["max_health"] != 19 {
		t.Errorf("stats %v %v (failed: %s)", stats, err, `stats["max_health"] != 19`)
	}
	if stats["max_focus"] != 11 {
		t.Errorf("stats %v %v (failed: %s)", stats, err, `stats["max_focus"] != 11`)
	}
}

// "Target's next check's difficulty is increased by one" (L212); the GM buys
// a 1 "instead of having it detract from a success" (L249).
func TestNarrativeAndBoughtOnes(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, "")
	must(t, apply(t, r, st, "condition", `{"target":"me","name":"Narrative","detail":"blinded"}`))
	// 4v1 becomes 5v1: a 4 and a 1 fail; a bought 1 cannot help (no success to keep).
	if err := apply(t, r, st, "check", `{"combatant":"me","pool":[{"die":6,"from":"script"},{"die":6,"from":"skill"}],"difficulty":4,"risk":1,"dice":[4,1],"bought_ones":1}`); err == nil {
		t.Error("a 1 bought with nothing to cancel")
	}
	must(t, apply(t, r, st, "check", `{"combatant":"me","pool":[{"die":6,"from":"script"},{"die":6,"from":"skill"}],"difficulty":4,"risk":1,"dice":[5,1],"bought_ones":1}`))
	me, _ := st.Combatant("me")
	if me.Has(CondNarrative) {
		t.Errorf("narrative left %v, GM points %d (failed: %s)", me.Has(CondNarrative), EncounterStatus(st).GMPoints, `me.Has(CondNarrative)`)
	}
	if EncounterStatus(st).GMPoints != 1 {
		t.Errorf("narrative left %v, GM points %d (failed: %s)", me.Has(CondNarrative), EncounterStatus(st).GMPoints, `EncounterStatus(st).GMPoints != 1`)
	}
	cs, err := CombatantFromCharacter("j", "Jessie", "pc", 7, json.RawMessage(`{"script":{"Toughness":8},"focus_die":"Reflex"}`))
	if err != nil {
		t.Fatalf("from character: %+v %v (failed: %s)", cs, err, `err != nil`)
	}
	if cs.Stats["max_health"] != 15 {
		t.Errorf("from character: %+v %v (failed: %s)", cs, err, `cs.Stats["max_health"] != 15`)
	}
	if cs.Stats["max_focus"] != 7 {
		t.Errorf("from character: %+v %v (failed: %s)", cs, err, `cs.Stats["max_focus"] != 7`)
	}
	if cs.CharacterID != 7 {
		t.Errorf("from character: %+v %v (failed: %s)", cs, err, `cs.CharacterID != 7`)
	}
}

// Stunned costs the tier that begins after it was applied (DVR-23).
func TestStunnedInStrategized(t *testing.T) {
	r := NewCombatRules()
	st := fight(t, r, `,"initiative":"strategized"`)
	must(t, apply(t, r, st, "condition", `{"target":"thug","name":"Stunned"}`))
	must(t, apply(t, r, st, "lock", `{}`))
	must(t, apply(t, r, st, "reveal", `{}`))
	hit := `"pool":[{"die":12,"from":"script"}],"dice":[12],"weapon":{"name":"Axe","damage":2},"risk":1`
	if err := apply(t, r, st, "attack", `{"attacker":"thug","target":"me",`+hit+`}`); err == nil {
		t.Error("a Stunned combatant attacked in its tier")
	}
	v := encounter.BuildView(r, st)
	for _, row := range v.Rows {
		if row.ID == "thug" && row.Actions != 0 {
			t.Errorf("stunned thug has %d actions", row.Actions)
		}
	}
	must(t, apply(t, r, st, "end_tier", `{}`))
	thug, _ := st.Combatant("thug")
	if thug.Has(CondStunned) {
		t.Error("Stunned outlived its tier")
	}
}

// testdata/dvr-fight.json is the example encounter file of docs/formats.md:
// the book's gun shot, then a round of popcorn and a duel.
func TestExampleEncounterReplays(t *testing.T) {
	enc, st := replayExample(t, "testdata/dvr-fight.json")
	guard, _ := st.Combatant("guard")
	jessie, _ := st.Combatant("jessie")
	s := EncounterStatus(st)
	if guard.HP != 9 {
		t.Errorf("guard %d, focus %d, round %d, active %s, status %+v (failed: %s)", guard.HP, jessie.Resource("focus"), st.Round, st.ActiveID(), s, `guard.HP != 9`)
	}
	if jessie.Resource("focus") != 9 {
		t.Errorf("guard %d, focus %d, round %d, active %s, status %+v (failed: %s)", guard.HP, jessie.Resource("focus"), st.Round, st.ActiveID(), s, `jessie.Resource("focus") != 9`)
	}
	if st.Round != 2 {
		t.Errorf("guard %d, focus %d, round %d, active %s, status %+v (failed: %s)", guard.HP, jessie.Resource("focus"), st.Round, st.ActiveID(), s, `st.Round != 2`)
	}
	if st.ActiveID() != "guard" {
		t.Errorf("guard %d, focus %d, round %d, active %s, status %+v (failed: %s)", guard.HP, jessie.Resource("focus"), st.Round, st.ActiveID(), s, `st.ActiveID() != "guard"`)
	}
	if s.GMPoints != 1 {
		t.Errorf("guard %d, focus %d, round %d, active %s, status %+v (failed: %s)", guard.HP, jessie.Resource("focus"), st.Round, st.ActiveID(), s, `s.GMPoints != 1`)
	}
	if s.Duels[0].Score != -2 {
		t.Errorf("guard %d, focus %d, round %d, active %s, status %+v (failed: %s)", guard.HP, jessie.Resource("focus"), st.Round, st.ActiveID(), s, `s.Duels[0].Score != -2`)
	}
	sum := encounter.Summarize(encounter.BuildView(NewCombatRules(), st), len(enc.Log))
	if b, _ := json.Marshal(sum); !strings.Contains(string(b), `"resources":{"focus":9,"max_focus":11}`) {
		t.Errorf("summary %s", b)
	}
}
