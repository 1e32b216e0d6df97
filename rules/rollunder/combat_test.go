package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sessionzero/internal/rulestest"
	"sessionzero/rules/encounter"
)

func loadFight(t *testing.T, path string) encounter.Encounter {
	t.Helper()
	return rulestest.Fight(t, path, ID, encounter.ModeCombat)
}

func row(t *testing.T, v encounter.View, id string) encounter.Row {
	t.Helper()
	for _, r := range v.Rows {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("no row %s", id)
	return encounter.Row{}
}

func replayTo(t *testing.T, enc encounter.Encounter, n int) encounter.View {
	t.Helper()
	enc.Cursor = n
	s, err := encounter.NewSession(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	return s.View()
}

func TestGoblinAmbush(t *testing.T) {
	enc := loadFight(t, "testdata/goblin-ambush.encounter.json")
	// "player characters must pass DEX Saves to be able to act before their opponents" (L6)
	v := replayTo(t, enc, 1)
	for _, c := range []struct {
		what      string
		got, want int
	}{{"round", v.Round, 0}, {"ada's actions", row(t, v, "ada").Actions, 1}, {"bo's actions", row(t, v, "bo").Actions, 0}} {
		if c.got != c.want {
			t.Errorf("initial turn: %s %d, want %d", c.what, c.got, c.want)
		}
	}
	// 7 damage on 3 HP: "When you run out of HP, any remaining Damage is removed from your STR score" (L24): STR 8 → 4.
	v = replayTo(t, enc, 4)
	if r := row(t, v, "gob1"); r.HP != 0 {
		t.Errorf("after the attack: goblin boss HP %d, want 0", r.HP)
	}
	if r := row(t, v, "gob1"); r.Resources["current_str"] != 4 {
		t.Errorf("after the attack: goblin boss STR %d, want 4", r.Resources["current_str"])
	}
	if p := strings.Join(v.Pending, "|"); !strings.Contains(p, "STR save: Goblin boss against 4") {
		t.Errorf("after the attack: pending %q lacks the STR save", p)
	}
	// a failed STR save: Critical Damage; "when they lose half of their total numbers" (L34): morale due.
	v = replayTo(t, enc, 5)
	if r := row(t, v, "gob1"); r.Band != "Critical" {
		t.Errorf("after the STR save: band %s, want Critical", r.Band)
	}
	if p := strings.Join(v.Pending, "|"); !strings.Contains(p, "Morale: goblins") {
		t.Errorf("after the STR save: pending %q lacks the morale save", p)
	}
	v = replayTo(t, enc, 6)
	if r := row(t, v, "gob2"); r.Band != "Routed" {
		t.Errorf("failed morale: goblin %s", r.Band)
	}
	// counter-attack: "The attacker takes damage, reduced by their Armor" (L11): 5 − 2 = 3 of the ogre's 5 HP.
	v = replayTo(t, enc, 10)
	for _, c := range []struct {
		what      string
		got, want int
	}{{"ogre's HP", row(t, v, "ogre").HP, 2}, {"bo's HP", row(t, v, "bo").HP, 0}, {"bo's STR", row(t, v, "bo").Resources["current_str"], 4}} {
		if c.got != c.want {
			t.Errorf("after the counter: %s %d, want %d", c.what, c.got, c.want)
		}
	}
	// gang: highest 6 + 1 − armour 2 = 5 ("plus 1 point of Damage for each additional attacker", L14)
	v = replayTo(t, enc, 17)
	if o := row(t, v, "ogre"); o.HP != 0 || o.Resources["current_str"] != 2 {
		t.Errorf("ogre after the gang: hp %d str %d", o.HP, o.Resources["current_str"])
	}
	// "If they are left untended to for an hour, they die." (L28)
	v = replayTo(t, enc, len(enc.Log))
	for _, id := range []string{"gob1", "ogre"} {
		if r := row(t, v, id); !r.Dead || r.Band != "Dead" {
			t.Errorf("%s after an hour: %s", id, r.Band)
		}
	}
	if v.Round != 2 || v.ActiveSide != "goblins" {
		t.Errorf("round %d side %s", v.Round, v.ActiveSide)
	}
	b, err := json.Marshal(encounter.Summarize(v, len(enc.Log)))
	if err != nil || !strings.Contains(string(b), `"band":"Routed"`) {
		t.Errorf("summary %s %v", b, err)
	}
}

func TestCombatRefuses(t *testing.T) {
	enc := loadFight(t, "testdata/goblin-ambush.encounter.json")
	bad := []struct {
		at   int
		ev   string
		want string
	}{
		{1, `{"type":"declare","combatant":"bo","action":"attack","target":"gob1"}`, "may not act"},
		{3, `{"type":"attack","target":"gob1","attackers":[{"id":"ada","dice":[8],"faces":[9]}]}`, "not on a d8"},
		{3, `{"type":"attack","target":"gob1","attackers":[{"id":"ada","dice":[8,12],"faces":[1,2]}]}`, "rolls [8]"},
		{4, `{"type":"end_phase"}`, "first resolve STR save"},
		{12, `{"type":"declare","combatant":"bo","action":"attack","target":"ogre"}`, "engaged"},
		{0, `{"type":"resolve"}`, "not started"},
	}
	for _, b := range bad {
		e := enc
		e.Log = append(append([]encounter.Event{}, enc.Log[:b.at]...), mustEvent(t, b.ev))
		e.Cursor = len(e.Log)
		_, err := encounter.Replay(NewCombatRules(), e)
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%s after %d events: %v, want %q", b.ev, b.at, err, b.want)
		}
	}
}

func mustEvent(t *testing.T, s string) encounter.Event {
	t.Helper()
	var ev encounter.Event
	if err := json.Unmarshal([]byte(s), &ev); err != nil {
		t.Fatal(err)
	}
	return ev
}

func BenchmarkEventAt200Combatants(b *testing.B) {
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Players: true}, {ID: "o"}}}
	for i := range 200 {
		side := "o"
		if i < 4 {
			side = "p"
		}
		setup.Combatants = append(setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprint("c", i), Side: side, Stats: map[string]int{"max_hp": 5},
			Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Club","die":6,"wielded":true}]`), "group": json.RawMessage(`"pack"`)}})
	}
	r := NewCombatRules()
	st, err := r.Start(setup)
	if err != nil {
		b.Fatal(err)
	}
	ev := encounter.MustEvent("set_hp", map[string]any{"target": "c10", "hp": 3})
	if err := r.Apply(st, encounter.MustEvent("start", map[string]any{"first_side": "p"})); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if err := r.Apply(st, ev); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSixAttackers(b *testing.B) {
	in := GangInput{Armor: 2, Attackers: []Attacker{{Dice: []int{8, 6}}, {Dice: []int{10}, Enhanced: true}, {Dice: []int{6}, Impaired: true}, {Dice: []int{12}}, {Dice: []int{4, 4}}, {Dice: []int{20}, Enhanced: true}}}
	for range b.N {
		if _, err := Gang(in); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBlast(t *testing.T) {
	// "Blast attacks affect all targets in the appropriate area, rolling once for each target." (L26)
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Players: true}, {ID: "o"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "mage", Side: "p", Stats: map[string]int{"max_hp": 4}, Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Fire","die":6,"wielded":true,"blast":true}]`)}},
			{ID: "a", Side: "o", Stats: map[string]int{"max_hp": 5, "armor": 1}},
			{ID: "b", Side: "o", Stats: map[string]int{"max_hp": 5}, Extra: map[string]json.RawMessage{"conditions": json.RawMessage(`["Stunned"]`)}},
		}}
	log := []string{`{"type":"start","first_side":"p"}`,
		`{"type":"declare","combatant":"mage","action":"blast","targets":["a","b"]}`,
		`{"type":"resolve"}`,
		`{"type":"blast","attacker":"mage","hits":[{"target":"a","dice":[6],"faces":[4]},{"target":"b","dice":[6,12],"faces":[2,3]}]}`}
	enc := encounter.Encounter{Setup: setup}
	for _, s := range log {
		enc.Log = append(enc.Log, mustEvent(t, s))
	}
	enc.Cursor = len(enc.Log)
	v := replayTo(t, enc, len(enc.Log))
	// a: 4 − armour 1 = 3; b is Stunned, so the blast on it is enhanced (+d12, L49): 3, no gang bonus.
	if row(t, v, "a").HP != 2 || row(t, v, "b").HP != 2 {
		t.Errorf("hp a %d b %d", row(t, v, "a").HP, row(t, v, "b").HP)
	}
}

func runLog(t *testing.T, setup encounter.Setup, lines ...string) encounter.View {
	t.Helper()
	enc := encounter.Encounter{Setup: setup}
	for _, s := range lines {
		enc.Log = append(enc.Log, mustEvent(t, s))
	}
	return replayTo(t, enc, len(enc.Log))
}

func TestLoneMoraleAbilityAttackTendRest(t *testing.T) {
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Players: true}, {ID: "o"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "hex", Side: "p", Stats: map[string]int{"max_hp": 4}, Extra: map[string]json.RawMessage{"weapons": json.RawMessage(`[{"name":"Curse","die":6,"wielded":true,"against":"wil"},{"name":"Staff","die":4}]`)}},
			{ID: "pal", Side: "p", Stats: map[string]int{"max_hp": 4}},
			{ID: "troll", Side: "o", Stats: map[string]int{"max_hp": 2, "wil": 9, "armor": 1}},
		}}
	// "If the Damage bypasses HP, it is still affected by target's Armour" (L22): 6 − 1 = 5 WIL.
	v := runLog(t, setup, `{"type":"start","first_side":"p"}`,
		`{"type":"declare","combatant":"hex","action":"attack","target":"troll"}`, `{"type":"resolve"}`,
		`{"type":"attack","target":"troll","attackers":[{"id":"hex","dice":[6],"faces":[6]}]}`)
	if r := row(t, v, "troll"); r.HP != 2 || r.Resources["current_wil"] != 4 || len(v.Pending) != 0 {
		t.Errorf("WIL attack: hp %d wil %d pending %v", r.HP, r.Resources["current_wil"], v.Pending)
	}
	// "Lone combatants must pass this Save when they are reduced to 0hp." (L34); 3 − armour 1 = 2 = HP:
	// run out exactly, so the STR save is due too (RU-17).
	v = runLog(t, setup, `{"type":"start","first_side":"p"}`,
		`{"type":"damage","target":"troll","amount":3}`)
	if got := strings.Join(v.Pending, "|"); got != "STR save: troll against 10|Morale: troll with WIL 9" {
		t.Errorf("pending %q", got)
	}
	// 6 on 4 HP: STR 10 → 8, the STR save fails on a 20: critical.
	v = runLog(t, setup, `{"type":"start","first_side":"p"}`,
		`{"type":"damage","target":"pal","amount":6}`, `{"type":"str_save","combatant":"pal","d20":20}`,
		`{"type":"time","minutes":30}`, `{"type":"tend","combatant":"pal","by":"hex"}`, `{"type":"time","minutes":45}`,
		`{"type":"rest","combatant":"pal"}`)
	// "until they are tended to by an ally and have a Rest. If they are left untended to for an hour, they die." (L28)
	if r := row(t, v, "pal"); r.Dead || r.Band != "Healthy" || r.Resources["current_str"] != 8 {
		t.Errorf("tended and rested: %s str %d", r.Band, r.Resources["current_str"])
	}
}

// A damage event the armour takes whole says so in the log instead of
// nothing (the tracker then wrote the raw payload as its line).
func TestDamageTheArmourTakesWholeIsSaid(t *testing.T) {
	// 004_…txt, Armour: "Armour subtracts its score from the result of any
	// Damage rolls against the wearer."
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Players: true}, {ID: "o"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "ada", Name: "Ada", Side: "p", Stats: map[string]int{"max_hp": 4, "armor": 3}},
			{ID: "g1", Name: "Goblin", Side: "o", Stats: map[string]int{"max_hp": 3}},
		}}
	v := runLog(t, setup, `{"type":"start","first_side":"p"}`, `{"type":"damage","target":"ada","amount":2}`)
	if r := row(t, v, "ada"); r.HP != 4 {
		t.Errorf("hp %d, want 4 (armour 3 takes 2)", r.HP)
	}
	want := "Ada takes no damage: 2 − armour 3"
	if got := strings.Join(v.Messages, "\n"); !strings.Contains(got, want) {
		t.Errorf("messages %q, want a line with %q", got, want)
	}
}

// Two declared actions that lapse are said in the same order every replay
// (they were said in a map's order).
func TestLapsesAreSaidInOrder(t *testing.T) {
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Players: true}, {ID: "o"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "ada", Name: "Ada", Side: "p", Stats: map[string]int{"max_hp": 4}},
			{ID: "bo", Name: "Bo", Side: "p", Stats: map[string]int{"max_hp": 4}},
			{ID: "cy", Name: "Cy", Side: "p", Stats: map[string]int{"max_hp": 4}},
			{ID: "g1", Name: "Goblin", Side: "o", Stats: map[string]int{"max_hp": 3}},
		}}
	var first string
	for i := range 30 {
		v := runLog(t, setup, `{"type":"start","first_side":"p"}`,
			`{"type":"declare","combatant":"cy","action":"other"}`,
			`{"type":"declare","combatant":"ada","action":"other"}`,
			`{"type":"declare","combatant":"bo","action":"other"}`,
			`{"type":"end_phase"}`)
		got := strings.Join(v.Messages, "\n")
		if !strings.Contains(got, "Ada's declared other lapses") || !strings.Contains(got, "Cy's declared other lapses") {
			t.Fatalf("messages %q, want the three lapses", got)
		}
		if i == 0 {
			first = got
		} else if got != first {
			t.Fatalf("replay %d said\n%s\nreplay 1 said\n%s", i+1, got, first)
		}
	}
	if a, c := strings.Index(first, "Ada's"), strings.Index(first, "Cy's"); a > c {
		t.Errorf("lapses not in the order of the IDs: %q", first)
	}
}
