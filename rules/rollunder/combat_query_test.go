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
	if len(gs) != 1 {
		t.Fatalf("%d gangs %+v, want 1", len(gs), gs)
	}
	if !slices.Equal(gs[0].Attackers, []string{"ada", "bo"}) {
		t.Errorf("the gang's attackers %v, want ada and bo", gs[0].Attackers)
	}
	if got := gs[0].Label(st); got != "Goblin (HP): Ada, Bo" {
		t.Errorf("the gang's label %q", got)
	}
	// Ada is Blinded (impaired, L46) and her target Stunned (enhanced, L49): "Enhancement and Impairment negate each other" (L18).
	a, err := EntryFor(st, "ada", "g1", false, false)
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Attacker.State(); got != "plain" {
		t.Errorf("Ada's entry is %s, want plain", got)
	}
	if got := a.Attacker.Pool(); !slices.Equal(got, []int{8, 4}) {
		t.Errorf("Ada rolls %v, want d8, d4", got)
	}
	if len(a.Sources) != 2 {
		t.Errorf("Ada's entry names %q, want two sources", a.Sources)
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
	if len(due) != 1 {
		t.Fatalf("%d saves due %+v, want the STR save", len(due), due)
	}
	if due[0].Kind != DueSTR {
		t.Errorf("the due save is %s, want str", due[0].Kind)
	}
	if !slices.Equal(due[0].Savers, []string{"g1"}) {
		t.Errorf("the STR save's savers %v, want g1", due[0].Savers)
	}
	if err := NewCombatRules().Apply(st, mustEvent(t, `{"type":"str_save","combatant":"g1","d20":20}`)); err != nil {
		t.Fatal(err)
	}
	// "when they lose half of their total numbers": 1 of 2; the leader saves (RU-21).
	due = DueSaves(st)
	if len(due) != 1 {
		t.Fatalf("%d saves due after the STR save %+v, want the morale save", len(due), due)
	}
	if due[0].Kind != DueMorale {
		t.Errorf("the due save is %s, want morale", due[0].Kind)
	}
	if !due[0].Group {
		t.Error("the morale save is not the group's")
	}
	if !slices.Equal(due[0].Savers, []string{"boss"}) {
		t.Errorf("the morale save's savers %v, want the leader", due[0].Savers)
	}
	fi, _ := Fighter(st, "g1")
	if !fi.Critical {
		t.Error("the goblin failed its STR save but is not critical")
	}
	if fi.Able {
		t.Error("the critical goblin is still able")
	}
	if fi.STR != 6 {
		t.Errorf("the goblin's STR %d, want 6", fi.STR)
	}
}

func TestTypedDieAndNextPhase(t *testing.T) {
	st := queryFight(t, `{"type":"start","first_side":"o"}`, `{"type":"declare","combatant":"troll","action":"attack","target":"ada"}`)
	fi, _ := Fighter(st, "troll")
	if len(fi.Weapons) != 1 {
		t.Fatalf("the troll's typed die gives %d weapons, want 1", len(fi.Weapons))
	}
	if w := fi.Weapons[0]; w.Die != 10 || !w.Wielded {
		t.Errorf("the troll's weapon %+v, want a wielded d10", w)
	}
	if !fi.MayAct {
		t.Error("the troll may not act in its side's declare phase")
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
