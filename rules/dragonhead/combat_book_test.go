package dragonhead

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// These tests replay short logs, as `encounter replay` does, against the
// book (002_81d21628bd61f597.txt) and quote the rule each one checks.

// replayLog replays the events (one JSON object a line) over setup and
// returns the state.
func replayLog(t *testing.T, setup encounter.Setup, log string) *encounter.State {
	t.Helper()
	enc := encounter.Encounter{System: ID, Mode: encounter.ModeCombat, Setup: setup}
	for _, line := range strings.Split(strings.TrimSpace(log), "\n") {
		var ev encounter.Event
		if err := json.Unmarshal([]byte(strings.TrimSpace(line)), &ev); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		enc.Log = append(enc.Log, ev)
	}
	enc.Cursor = len(enc.Log)
	st, err := encounter.Replay(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// replayRefused replays log and wants its last event refused with an error
// containing want.
func replayRefused(t *testing.T, setup encounter.Setup, log, want string) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(log), "\n")
	enc := encounter.Encounter{System: ID, Mode: encounter.ModeCombat, Setup: setup}
	for _, line := range lines {
		var ev encounter.Event
		if err := json.Unmarshal([]byte(strings.TrimSpace(line)), &ev); err != nil {
			t.Fatal(err)
		}
		enc.Log = append(enc.Log, ev)
	}
	enc.Cursor = len(enc.Log)
	if _, err := encounter.Replay(NewCombatRules(), enc); err == nil {
		t.Fatalf("err == nil: last event: error %v, want %q", err, want)
	} else if !strings.Contains(err.Error(), want) {
		t.Fatalf("!strings.Contains(err.Error(), want): last event: error %v, want %q", err, want)
	}
}

func combatant(t *testing.T, st *encounter.State, id string) *encounter.Combatant {
	t.Helper()
	c, err := st.Combatant(id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func said(st *encounter.State, part string) bool {
	return strings.Contains(strings.Join(st.Messages, "\n"), part)
}

// TestReplayCharactersMakeMoraleChecks: "Morale is a Spirit check made by
// characters and creatures"; only "If there is no M in the damage circles
// of a creature's stat block it is not effected by morale."
func TestReplayCharactersMakeMoraleChecks(t *testing.T) {
	setup := skirmish() // Megan and Carmin are characters without an M
	setup.Combatants[0].Kind = KindCharacter
	setup.Combatants = append(setup.Combatants, encounter.CombatantSetup{ID: "ooze", Name: "Ooze", Side: "trogs", Kind: KindCreature, Stats: map[string]int{"hp": 8, "ac": 5, "dc": 5}})
	// "With a full fail the character turns and flees, defending with DC against all attacks."
	st := replayLog(t, setup, `{"type":"morale","combatant":"megan","strength":6}`)
	if !combatant(t, st, "megan").Has(CondFleeing) {
		t.Fatalf("Megan's full fail: %v", combatant(t, st, "megan").Conditions)
	}
	replayRefused(t, setup, `{"type":"morale","combatant":"ooze","strength":6}`, "not affected by morale")
}

// TestReplaySmallerBodyDefendsAgainstTheGrapple: "Any time you fight
// someone with a body size that is larger than your own you gain a +4 to
// your AC/DC, your defense against being grappled".
func TestReplaySmallerBodyDefendsAgainstTheGrapple(t *testing.T) {
	setup := skirmish()
	setup.Combatants[1].Stats["size"] = 9 // Carmin: larger than Medium
	setup.Combatants[2].Stats["size"] = 5 // the troglodyte: Medium
	// Carmin's 15 against the smaller troglodyte's escape 12 + 4 = 16: no grapple.
	st := replayLog(t, setup, `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":15,"escape":12}`)
	if combatant(t, st, "trog").Has(CondGrappled) {
		t.Fatalf("combatant(t, st, \"trog\").Has(CondGrappled): the smaller troglodyte gets +4 against the larger grappler: %v %q", combatant(t, st, "trog").Conditions, st.Messages)
	} else if !said(st, "+4 against a larger body") {
		t.Fatalf("!said(st, \"+4 against a larger body\"): the smaller troglodyte gets +4 against the larger grappler: %v %q", combatant(t, st, "trog").Conditions, st.Messages)
	}
	// The larger body gets no bonus: the troglodyte grappling Carmin needs only to beat 12.
	setup2 := skirmish()
	setup2.Combatants[1].Stats["size"] = 9
	setup2.Combatants[2].Stats["size"] = 5
	st = replayLog(t, setup2, `{"type":"initiative","roll":3}
{"type":"grapple","grappler":"trog","target":"carmin","strength":13,"escape":12}
{"type":"end_turn"}
{"type":"escape","combatant":"carmin","strength":12}`)
	if !combatant(t, st, "carmin").Has(CondGrappled) {
		t.Fatalf("the larger Carmin has no +4 to escape the smaller troglodyte: %v", combatant(t, st, "carmin").Conditions)
	}
	// The smaller troglodyte escaping the larger Carmin: 10 + 4 = 14 beats 13.
	st = replayLog(t, setup2, `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":20}
{"type":"escape","combatant":"trog","strength":13}`)
	if !combatant(t, st, "trog").Has(CondGrappled) {
		t.Fatalf("13 + 4 does not escape a 20 grapple: %v", st.Messages)
	}
	st = replayLog(t, setup2, `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":15}
{"type":"escape","combatant":"trog","strength":13}`)
	if combatant(t, st, "trog").Has(CondGrappled) {
		t.Fatalf("13 + 4 = 17 escapes a 15 grapple: %v", st.Messages)
	}
}

// TestReplayGrappleTiesGoToTheTieDie: "Tied strengths need to be broken. To
// break a tie, roll any die. An odd roll wins it for the offense. An even
// roll wins it for the defense."
func TestReplayGrappleTiesGoToTheTieDie(t *testing.T) {
	tests := []struct {
		name, log string
		grappled  bool
	}{
		{"a grapple's odd tie roll wins it for the grappler", `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":12,"escape":12,"tie_roll":3}`, true},
		{"a grapple's even tie roll wins it for the defense", `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":12,"escape":12,"tie_roll":4}`, false},
		{"an escape's odd tie roll wins it for the one escaping", `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":15}
{"type":"escape","combatant":"trog","strength":15,"tie_roll":5}`, false},
		{"an escape's even tie roll keeps the grapple", `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":15}
{"type":"escape","combatant":"trog","strength":15,"tie_roll":2}`, true},
		{"an old log without the tie roll still loads", `{"type":"initiative","roll":4}
{"type":"grapple","grappler":"carmin","target":"trog","strength":12,"escape":12}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := replayLog(t, skirmish(), tt.log)
			if got := combatant(t, st, "trog").Has(CondGrappled); got != tt.grappled {
				t.Fatalf("grappled %v, want %v: %q", got, tt.grappled, st.Messages)
			}
		})
	}
}

// TestReplayDCCannotBeRiskRolled: "You may risk roll AC to make it better
// (or possibly worse) but DC cannot be risk rolled."
func TestReplayDCCannotBeRiskRolled(t *testing.T) {
	// A knocked-down troglodyte defends with DC 8 ("you defend with DC"); a typed 20 does not replace it.
	st := replayLog(t, skirmish(), `{"type":"initiative","roll":4}
{"type":"damage","target":"trog","wear":6,"blow":true}
{"type":"attack","attacker":"carmin","target":"trog","hit":9,"defense_value":20,"damage_rolls":[1],"armor_roll":0}`)
	if combatant(t, st, "trog").Wear != 7 {
		t.Fatalf("combatant(t, st, \"trog\").Wear != 7: 9 vs DC 8 hits: wear %d, %q", combatant(t, st, "trog").Wear, st.Messages)
	} else if !said(st, "DC cannot be risk rolled") {
		t.Fatalf("!said(st, \"DC cannot be risk rolled\"): 9 vs DC 8 hits: wear %d, %q", combatant(t, st, "trog").Wear, st.Messages)
	}
	// A risk-rolled AC still replaces AC: 14 against a rolled AC 15 misses.
	st = replayLog(t, skirmish(), `{"type":"initiative","roll":4}
{"type":"attack","attacker":"carmin","target":"trog","hit":14,"defense_value":15,"damage_rolls":[],"armor_roll":0}`)
	if combatant(t, st, "trog").Wear != 0 {
		t.Fatalf("14 vs a risk-rolled AC 15 misses: wear %d", combatant(t, st, "trog").Wear)
	}
}

// TestReplayCarriedAspectsAct: "Scar This attack does scar damage"; "ND No
// Defense. Armor and sheild do not protect against this attack"; "HD Half
// Defense. Any armor or shield roll made against this attack will be cut in
// half".
func TestReplayCarriedAspectsAct(t *testing.T) {
	setup := skirmish()
	setup.Combatants[1].Attacks = []encounter.Attack{
		{Name: "Claw", Hit: 14, Dice: "d6", Type: "p", Aspects: []string{"Scar"}},
		{Name: "Lance", Hit: 14, Dice: "d6", Type: "p", Aspects: []string{"ND"}},
		{Name: "Pick", Hit: 14, Dice: "d6", Type: "p", Aspects: []string{"HD"}},
	}
	setup.Combatants[2].Stats["hp"] = 40
	setup.Combatants[2].Stats["stun"] = 30
	tests := []struct {
		attack           string
		wear, tear, scar int
	}{
		{"Claw", 3, 3, 3},  // 5 − armour 2 = 3 piercing (1:1), blackened as scars
		{"Lance", 5, 5, 0}, // armour ignored: 5
		{"Pick", 4, 4, 0},  // armour 2 halved to 1: 4
	}
	for _, tt := range tests {
		t.Run(tt.attack, func(t *testing.T) {
			st := replayLog(t, setup, `{"type":"initiative","roll":4}
{"type":"attack","attacker":"carmin","target":"trog","attack":"`+tt.attack+`","hit":14,"damage_rolls":[5],"armor_roll":2}`)
			trog := combatant(t, st, "trog")
			if trog.Wear != tt.wear {
				t.Fatalf("trog.Wear != tt.wear: %s: wear %d tear %d scar %d, want %d %d %d (%q)", tt.attack, trog.Wear, trog.Tear, trog.Scar, tt.wear, tt.tear, tt.scar, st.Messages)
			} else if trog.Tear != tt.tear {
				t.Fatalf("trog.Tear != tt.tear: %s: wear %d tear %d scar %d, want %d %d %d (%q)", tt.attack, trog.Wear, trog.Tear, trog.Scar, tt.wear, tt.tear, tt.scar, st.Messages)
			} else if trog.Scar != tt.scar {
				t.Fatalf("trog.Scar != tt.scar: %s: wear %d tear %d scar %d, want %d %d %d (%q)", tt.attack, trog.Wear, trog.Tear, trog.Scar, tt.wear, tt.tear, tt.scar, st.Messages)
			}
		})
	}
}

// TestReplayMagicalHealingGivesEffortXP: "You do gain XP for magical
// healing"; "you gain 10 XP for every point of wear damage you recover".
func TestReplayMagicalHealingGivesEffortXP(t *testing.T) {
	st := replayLog(t, skirmish(), `{"type":"damage","target":"megan","wear":5}
{"type":"heal","target":"megan","wear":3}`)
	megan := combatant(t, st, "megan")
	if got := megan.Resource(effortKey); got != 3 {
		t.Fatalf("got != 3: 3 wear healed by magic counts 3 for effort XP, got %d (%q)", got, st.Messages)
	} else if !said(st, "30 effort XP") {
		t.Fatalf("!said(st, \"30 effort XP\"): 3 wear healed by magic counts 3 for effort XP, got %d (%q)", got, st.Messages)
	}
	data := json.RawMessage(`{"abilities":{"Muscle":10},"xp":{"unspent":0}}`)
	out, lines, err := WriteBack(data, megan, 0)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := DecodeCharacter(out); c.XP.Unspent != 30 {
		t.Fatalf("write-back gives %d unspent, want 30: %q", c.XP.Unspent, lines)
	}
}
