package rollunder

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// queryFight: two party members with swords, a goblin pack (boss leads),
// and a typed troll with a damage die only.
func queryFight(t *testing.T, lines ...string) *encounter.State {
	t.Helper()
	sword := map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Sword","die":8,"wielded":true},{"name":"Bow","die":6,"ranged":true}]`), "bonus_dice": json.RawMessage(`[4]`)}
	pack := func(leader bool) map[string]json.RawMessage {
		l, _ := json.Marshal(leader)
		return map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Spear","die":6,"wielded":true}]`), "group": json.RawMessage(`"goblins"`), "leader": l}
	}
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Name: "Party", Players: true}, {ID: "o", Name: "Goblins"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "ada", Name: "Ada", Side: "p", Kind: "character", Stats: map[string]int{"max_hp": 4}, Extra: sword},
			{ID: "bo", Name: "Bo", Side: "p", Kind: "character", Stats: map[string]int{"max_hp": 4}, Extra: sword},
			{ID: "g1", Name: "Goblin", Side: "o", Stats: map[string]int{"max_hp": 2}, Extra: pack(false)},
			{ID: "boss", Name: "Boss", Side: "o", Stats: map[string]int{"max_hp": 3, "wil": 8}, Extra: pack(true)},
			{ID: "troll", Name: "Troll", Side: "o", Stats: map[string]int{"max_hp": 8, "armor": 1}, Dice: map[string]string{"weapon": "d10"}},
		}}
	r := NewCombatRules()
	st, err := r.Start(setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lines {
		if err := r.Apply(st, mustEvent(t, l)); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
	return st
}

func TestGangsAndEntries(t *testing.T) {
	st := queryFight(t, `{"type":"start","first_side":"p"}`,
		`{"type":"declare","combatant":"ada","action":"attack","target":"g1"}`,
		`{"type":"declare","combatant":"bo","action":"attack","target":"g1","weapons":["Sword"]}`,
		`{"type":"condition","target":"ada","name":"Blinded","on":true}`,
		`{"type":"condition","target":"g1","name":"Stunned","on":true}`,
		`{"type":"next_phase"}`)
	// "When multiple attackers target an individual, they roll together" (L14): one gang.
	gs := Gangs(st)
	if len(gs) != 1 || !slices.Equal(gs[0].Attackers, []string{"ada", "bo"}) || gs[0].Label(st) != "Goblin (HP): Ada, Bo" {
		t.Fatalf("gangs %+v", gs)
	}
	// Ada is Blinded (impaired, L46) and her target Stunned (enhanced, L49): "Enhancement and Impairment negate each other" (L18).
	a, err := EntryFor(st, "ada", "g1", false, false)
	if err != nil || a.Attacker.State() != "plain" || !slices.Equal(a.Attacker.Pool(), []int{8, 4}) || len(a.Sources) != 2 {
		t.Errorf("Ada's entry %+v %v", a, err)
	}
	// Bo: the Stunned target gives "bonus d12 Damage die" (L18): sword, bonus d4, d12.
	b, _ := EntryFor(st, "bo", "g1", false, false)
	if !slices.Equal(b.Attacker.Pool(), []int{8, 4, 12}) {
		t.Errorf("Bo rolls %v", b.Attacker.Pool())
	}
	// Impaired by the GM: "roll d4 Damage regardless of weapon, no bonus Damage dice allowed" (L17) — but Stunned enhances: plain.
	if b, _ := EntryFor(st, "bo", "g1", true, false); b.Attacker.State() != "plain" {
		t.Errorf("impaired Bo on a Stunned goblin is %s", b.Attacker.State())
	}
	// The pools the forms show are the pools the handler accepts.
	ev := map[string]any{"target": "g1", "against": "hp", "attackers": []map[string]any{
		{"id": "ada", "dice": a.Attacker.Pool(), "faces": []int{3, 1}}, {"id": "bo", "dice": b.Attacker.Pool(), "faces": []int{2, 1, 5}}}}
	if err := NewCombatRules().Apply(st, encounter.MustEvent("attack", ev)); err != nil {
		t.Fatal(err)
	}
	// 5 + 1 ganging up = 6 on 2 HP: STR 10 → 6, a STR save is due (L24); then half the pack is lost.
	due := DueSaves(st)
	if len(due) != 1 || due[0].Kind != "str" || !slices.Equal(due[0].Savers, []string{"g1"}) {
		t.Fatalf("due %+v", due)
	}
	if err := NewCombatRules().Apply(st, mustEvent(t, `{"type":"str_save","combatant":"g1","d20":20}`)); err != nil {
		t.Fatal(err)
	}
	// "when they lose half of their total numbers": 1 of 2; the leader saves (RU-21).
	due = DueSaves(st)
	if len(due) != 1 || due[0].Kind != "morale" || !due[0].Group || !slices.Equal(due[0].Savers, []string{"boss"}) {
		t.Fatalf("due after the STR save %+v", due)
	}
	if fi, _ := Fighter(st, "g1"); !fi.Critical || fi.Able || fi.STR != 6 {
		t.Errorf("goblin %+v", fi)
	}
}

func TestTypedDieAndNextPhase(t *testing.T) {
	st := queryFight(t, `{"type":"start","first_side":"o"}`, `{"type":"declare","combatant":"troll","action":"attack","target":"ada"}`)
	fi, _ := Fighter(st, "troll")
	if len(fi.Weapons) != 1 || fi.Weapons[0].Die != 10 || !fi.Weapons[0].Wielded || !fi.MayAct {
		t.Fatalf("the troll's typed die: %+v", fi)
	}
	r := NewCombatRules()
	for i, want := range []string{"resolve", "declare"} {
		if err := r.Apply(st, mustEvent(t, `{"type":"next_phase"}`)); err != nil {
			t.Fatal(err)
		}
		if st.Phase != want {
			t.Errorf("next_phase %d: phase %s, want %s", i+1, st.Phase, want)
		}
	}
	// "the Referee decides which side acts first" (004_5b2569e2fc4c8c7e.txt L6): the goblins open
	// round 1, and round 1 goes on into the players' phase (spec §6.3).
	if st.ActiveSide != "p" || st.Round != 1 {
		t.Errorf("after the goblins' phase: side %s round %d, want p in round 1", st.ActiveSide, st.Round)
	}
	if err := r.Apply(st, mustEvent(t, `{"type":"end_turn"}`)); err != nil || st.ActiveSide != "o" || st.Round != 2 {
		t.Errorf("end_turn: %v, side %s round %d, want o in round 2", err, st.ActiveSide, st.Round)
	}
	bad := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Players: true}, {ID: "o"}},
		Combatants: []encounter.CombatantSetup{{ID: "x", Side: "o", Stats: map[string]int{"max_hp": 1}, Dice: map[string]string{"weapon": "d1"}}}}
	if _, err := r.Start(bad); err == nil || !strings.Contains(err.Error(), "one damage die") {
		t.Errorf("a d1 weapon: %v", err)
	}
	// A combatant checked on a bare state (the New encounter window) is read, not a panic.
	if _, err := r.NewCombatant(encounter.NewState(ID, encounter.ModeCombat), bad.Combatants[0]); err == nil {
		t.Error("the bare check accepts a d1")
	}
	if starters := DexStarters(st); !slices.Equal(starters, []string{"ada", "bo"}) {
		t.Errorf("DEX starters %v", starters)
	}
}
