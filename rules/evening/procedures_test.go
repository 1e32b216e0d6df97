package evening

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// These tests replay encounter files (setup and log as JSON) through the
// engine, as `encounter replay` does, for the book's procedures of issue 22.

// replayFile replays a setup and a log written as the JSON of an encounter
// file's "log", as `encounter replay` does after reading the file.
func replayFile(t *testing.T, r encounter.Rules, setup encounter.Setup, log string) (*encounter.State, error) {
	t.Helper()
	raw, err := json.Marshal(setup)
	if err != nil {
		t.Fatal(err)
	}
	enc := encounter.Encounter{System: ID, Mode: r.Mode()}
	if err := json.Unmarshal(raw, &enc.Setup); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(log), &enc.Log); err != nil {
		t.Fatalf("log: %v", err)
	}
	enc.Cursor = len(enc.Log)
	return encounter.Replay(r, enc)
}

func replayed(t *testing.T, r encounter.Rules, setup encounter.Setup, log string) *encounter.State {
	t.Helper()
	st, err := replayFile(t, r, setup, log)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return st
}

func member(t *testing.T, st *encounter.State, id string) *encounter.Combatant {
	t.Helper()
	c, err := st.Combatant(id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestExhaustionHalvesHealthInAnEncounter: "4 Health maximum is halved"
// (003_b350af455cb359c1.txt, Levels of exhaustion) holds inside an
// encounter, and health above the halved maximum comes down to it
// (EVE-35); recovering below 4 makes the maximum whole again.
func TestExhaustionHalvesHealthInAnEncounter(t *testing.T) {
	up := `{"type": "exhaustion", "combatant": "wren", "change": 1}`
	down := `{"type": "exhaustion", "combatant": "wren", "change": -1}`
	cases := []struct {
		name          string
		log           []string
		wantMax, want int
	}{
		{"exhaustion 3 keeps the maximum", []string{up, up, up}, 8, 8},
		{"exhaustion 4 halves it and health follows", []string{up, up, up, up}, 4, 4},
		{"back to 3: whole again, health stays", []string{up, up, up, up, down}, 8, 4},
		{"damage first: health under the half stays", []string{`{"type": "damage", "target": "wren", "amount": 5}`, up, up, up, up}, 4, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := replayed(t, NewCombatRules(), ogreSetup(t), "["+strings.Join(c.log, ",")+"]")
			w := member(t, st, "wren")
			if w.MaxHP != c.wantMax {
				t.Fatalf("w.MaxHP != c.wantMax: Wren %d of %d, want %d of %d", w.HP, w.MaxHP, c.want, c.wantMax)
			}
			if w.HP != c.want {
				t.Errorf("w.HP != c.want: Wren %d of %d, want %d of %d", w.HP, w.MaxHP, c.want, c.wantMax)
			}
		})
	}
}

// lairSetup is Wren against a Lair dragon.
func lairSetup(t *testing.T) encounter.Setup {
	return wrenAgainst(t, StatBlock{Type: "threat", Name: "Dragon", Rating: 1, Traits: []string{TraitLair}, InitiativeBonus: 4})
}

// TestLairActsOnCount20: "Lair actions occur on initiative count 20
// (losing all initiative ties)" (003_b350af455cb359c1.txt, Lair).
func TestLairActsOnCount20(t *testing.T) {
	w := CombatantFromCharacter("wren", "Wren", "pcs", wren()).Stats["initiative"]
	cases := []struct {
		name       string
		wren, drag int // scores
		want       []string
	}{
		// Wren at 20 ties the lair's count: the lair loses.
		{"a tie at 20", 20, 10, []string{"Wren's turn", "Dragon's lair action", "Dragon's turn", "Wren's turn"}},
		{"the dragon above 20", 20, 23, []string{"Dragon's turn", "Wren's turn", "Dragon's lair action", "Dragon's turn"}},
		{"everyone below 20", 12, 5, []string{"Dragon's lair action", "Wren's turn", "Dragon's turn", "Dragon's lair action"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			log := fmt.Sprintf(`[{"type": "initiative", "combatant": "wren", "roll": %d}, {"type": "initiative", "combatant": "dragon", "roll": %d},
				{"type": "start"}`, c.wren-w, c.drag-4)
			var got []string
			for i := range c.want {
				st := replayed(t, NewCombatRules(), lairSetup(t), log+strings.Repeat(`, {"type": "end_turn"}`, i)+"]")
				got = append(got, encounter.BuildView(NewCombatRules(), st).Turn)
			}
			if strings.Join(got, " | ") != strings.Join(c.want, " | ") {
				t.Errorf("turns %q, want %q", got, c.want)
			}
		})
	}
	// "If surprised, you may not use lair actions until after your first
	// turn in combat."
	log := fmt.Sprintf(`[{"type": "initiative", "combatant": "wren", "roll": %d}, {"type": "initiative", "combatant": "dragon", "roll": 1},
		{"type": "surprise", "side": "pcs"}, {"type": "start"}, {"type": "end_turn"}]`, 12-w)
	if turn := encounter.BuildView(NewCombatRules(), replayed(t, NewCombatRules(), lairSetup(t), log)).Turn; turn != "Wren's turn" {
		t.Errorf("a surprised lair in round 2 before its first turn: %q, want Wren's turn", turn)
	}
}

// threadBoard is a thread of length 4 with Wren at the table.
func threadBoard(marks int) encounter.Setup {
	return encounter.Setup{Sides: []encounter.SideSetup{{ID: "table", Players: true}},
		Combatants: []encounter.CombatantSetup{
			{ID: "wren", Name: "Wren", Side: "table", Kind: "character", Stats: map[string]int{"min_advancement_rating": 3}},
			{ID: "heist", Name: "Heist", Side: "table", Kind: "thread", Stats: map[string]int{"length": 4, "marks": marks}}}}
}

// TestResolvedThreadOffersXP: "You gain one experience point if … You
// resolve a thread." (003_b350af455cb359c1.txt, Gaining experience):
// threads have no rating, so Wren's minimum advancement rating of 3 does
// not stand in the way.
func TestResolvedThreadOffersXP(t *testing.T) {
	adv := `{"type": "advance", "thread": "heist"}`
	st := replayed(t, NewThreadRules(), threadBoard(2), "["+adv+`, {"type": "new_scene"}, `+adv+"]")
	if len(st.Pending) != 1 {
		t.Fatalf("len(st.Pending) != 1: pending %+v, want +1 XP to Wren", st.Pending)
	}
	if !strings.Contains(st.Pending[0].Text, "+1 XP to Wren") {
		t.Fatalf(`!strings.Contains(st.Pending[0].Text, "+1 XP to Wren"): pending %+v, want +1 XP to Wren`, st.Pending)
	}
	if w := member(t, st, "wren"); w.Resource(xpOfferedKey) != 1 {
		t.Errorf("offers counted on Wren: %d", w.Resource(xpOfferedKey))
	}
}

// TestForestalledThreadIsRemoved: "In cases where a thread is forestalled
// enough that it has no marks left, remove the thread."
// (003_b350af455cb359c1.txt, Resolving a thread).
func TestForestalledThreadIsRemoved(t *testing.T) {
	cases := []struct {
		marks, forestalls int
		removed           bool
	}{{1, 1, true}, {2, 1, false}, {2, 2, true}, {0, 1, true}}
	for _, c := range cases {
		log := strings.Repeat(`{"type": "forestall", "thread": "heist"}, {"type": "new_scene"}, `, c.forestalls)
		st := replayed(t, NewThreadRules(), threadBoard(c.marks), "["+strings.TrimSuffix(log, ", ")+"]")
		if _, err := st.Combatant("heist"); (err != nil) != c.removed {
			t.Errorf("%d marks, %d forestalled: removed %v, want %v", c.marks, c.forestalls, err != nil, c.removed)
		}
	}
}

// wealthy is Wren with two supplies and the given items.
func wealthy(t *testing.T, items ...Item) encounter.Setup {
	c := wren()
	c.Assets = map[string]Asset{"supplies": {Value: 2, Base: 2}}
	if items != nil {
		c.Inventory = items
	}
	return encounter.Setup{Sides: []encounter.SideSetup{{ID: "pcs", Players: true}, {ID: "foes"}},
		Combatants: []encounter.CombatantSetup{CombatantFromCharacter("wren", "Wren", "pcs", c)}}
}

// TestLeverageInAnEncounter: "Roll 1d10 + your wealth aptitude bonus + any
// other relevant modifier against this target number. If you succeed, mark
// off one from the leveraged asset", "You may leverage each kind of asset
// once per day" and "you may not leverage any assets if your load is at
// maximum capacity" (003_b350af455cb359c1.txt, Leveraging assets).
func TestLeverageInAnEncounter(t *testing.T) {
	lev := func(roll int) string {
		return fmt.Sprintf(`{"type": "leverage", "combatant": "wren", "asset": "supplies", "tn": 5, "roll": %d, "item": "Lantern", "load": 1}`, roll)
	}
	for _, mode := range []encounter.Rules{NewCombatRules(), NewChallengeRules()} {
		st := replayed(t, mode, wealthy(t), "["+lev(6)+"]")
		w := member(t, st, "wren")
		if leverageRes(w, "_asset_supplies") != 1 {
			t.Fatalf(`supplies != 1: %s: supplies %d load %d items %v`, mode.Mode(), leverageRes(w, "_asset_supplies"), leverageRes(w, "_load"), LeveragedItems(w))
		}
		if leverageRes(w, "_load") != 4 {
			t.Fatalf(`load != 4: %s: supplies %d load %d items %v`, mode.Mode(), leverageRes(w, "_asset_supplies"), leverageRes(w, "_load"), LeveragedItems(w))
		}
		if len(LeveragedItems(w)) != 1 {
			t.Errorf("len(LeveragedItems(w)) != 1: %s: supplies %d load %d items %v", mode.Mode(), leverageRes(w, "_asset_supplies"), leverageRes(w, "_load"), LeveragedItems(w))
		}
	}
	// 5 does not beat TN 5: nothing gained, but the day's leverage is used.
	st := replayed(t, NewCombatRules(), wealthy(t), "["+lev(5)+"]")
	{
		w := member(t, st, "wren")
		if leverageRes(w, "_asset_supplies") != 2 {
			t.Fatalf(`supplies != 2: a failed leverage changed supplies to %d`, leverageRes(w, "_asset_supplies"))
		}
		if len(LeveragedItems(w)) != 0 {
			t.Errorf("len(LeveragedItems(w)) != 0: a failed leverage changed supplies to %d", leverageRes(w, "_asset_supplies"))
		}
	}
	refusals := []struct {
		name, log string
		setup     encounter.Setup
		want      string
	}{
		{"twice a day", "[" + lev(5) + "," + lev(9) + "]", wealthy(t), "once a day"},
		// Wren carries 7 of 7 (4 + Prowess 1 + Body 1 + Medium 1).
		{"at maximum load", "[" + lev(9) + "]", wealthy(t, Item{"Anvil", 3}, Item{"Barrel", 3}, Item{"Rope", 1}), "full load"},
		{"an asset at 0", `[{"type": "leverage", "combatant": "wren", "asset": "lore", "tn": 5, "roll": 9}]`, wealthy(t), "no lore"},
		{"a d10 shows 1 to 10", "[" + lev(11) + "]", wealthy(t), "roll"},
	}
	for _, r := range refusals {
		{
			_, err := replayFile(t, NewCombatRules(), r.setup, r.log)
			if err == nil {
				t.Fatalf("err == nil: %s: %v, want %q", r.name, err, r.want)
			}
			if !strings.Contains(err.Error(), r.want) {
				t.Errorf("!strings.Contains(err.Error(), r.want): %s: %v, want %q", r.name, err, r.want)
			}
		}
	}
}

// TestThreadMarksAScene: "After making two such marks, stop until the next
// scene." (003_b350af455cb359c1.txt, Threads move over time): a thread
// forestalled away still counts its mark; a resolved thread takes no more
// marks, so its XP is offered once.
func TestThreadMarksAScene(t *testing.T) {
	setup := threadBoard(1)
	setup.Combatants = append(setup.Combatants, encounter.CombatantSetup{ID: "feud", Name: "Feud", Side: "table", Kind: "thread",
		Stats: map[string]int{"length": 4, "marks": 3}})
	st := replayed(t, NewThreadRules(), setup, `[{"type": "forestall", "thread": "heist"}, {"type": "advance", "thread": "feud"}]`)
	if h := encounter.BuildView(NewThreadRules(), st).Turn; !strings.Contains(h, "2 of 2 marks this scene") {
		t.Errorf("heading %q, want two marks this scene", h)
	}
	{
		_, err := replayFile(t, NewThreadRules(), setup, `[{"type": "advance", "thread": "feud"}, {"type": "new_scene"}, {"type": "advance", "thread": "feud"}]`)
		if err == nil {
			t.Fatalf("err == nil: a mark on a resolved thread: %v", err)
		}
		if !strings.Contains(err.Error(), "Feud is resolved already") {
			t.Errorf(`!strings.Contains(err.Error(), "Feud is resolved already"): a mark on a resolved thread: %v`, err)
		}
	}
}
