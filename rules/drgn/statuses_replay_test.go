package drgn

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// Issue 27's statuses, each as a log replayed from its setup the way
// `encounter replay` does, quoting 000_83d7bea2fb475415.txt (Status
// Afflictions).

// statusSetup is Kara (party, 40 HP) with a sword, a single-target Bolt
// ability and an area Burst ability, against two ogres (foes, 30 HP).
func statusSetup() encounter.Setup {
	return encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Ogres"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "kara", Name: "Kara", Side: "party", Stats: map[string]int{"max_hp": 40}, Attacks: []encounter.Attack{
				{Name: "Sword", Kind: KindMelee, Damage: 10, Element: "Slashing"},
				{Name: "Bolt", Kind: "ability", Damage: 8, Element: Force},
				{Name: "Burst", Kind: "ability", Damage: 6, Element: Force, Area: true},
			}},
			{ID: "ogre-1", Name: "Ogre 1", Side: "foes", Stats: map[string]int{"max_hp": 30}},
			{ID: "ogre-2", Name: "Ogre 2", Side: "foes", Stats: map[string]int{"max_hp": 30}},
		},
	}
}

// replayLog replays log (a JSON array of events) from statusSetup and
// returns the state, or the refusal of the last event when wantErr is set.
func replayLog(t *testing.T, log string) (*encounter.State, error) {
	t.Helper()
	var events []encounter.Event
	if err := json.Unmarshal([]byte(log), &events); err != nil {
		t.Fatalf("log: %v", err)
	}
	return encounter.Replay(NewCombatRules(), encounter.Encounter{System: ID, Mode: encounter.ModeCombat,
		Setup: statusSetup(), Log: events, Cursor: len(events)})
}

// A whole round passes: party's Prep, Dec, Go; the ogres' Prep, Dec, Go;
// round 2 begins.
const wholeRound = `{"type":"next_phase"},{"type":"next_phase"},{"type":"next_phase"},{"type":"next_phase"},{"type":"next_phase"},{"type":"next_phase"}`

func TestStatusesReplayAsTheBookSays(t *testing.T) {
	tests := []struct {
		name, quote string
		log         string
		wantErr     string
		check       func(st *encounter.State) string
	}{
		{
			name:  "a 1-round Exhausted takes an action from the next round",
			quote: `"Exhausted (x) – A creature that is exhausted (x) will lose (x) actions at the start of a round"; "A wizard could use a (Stun 1) (1) spell to paralyze a zombie for 1 round"`,
			log:   `[{"type":"afflict","target":"kara","status":"Exhausted","degree":1,"duration":1},` + wholeRound + `]`,
			check: func(st *encounter.State) string {
				k, _ := st.Combatant("kara")
				if k.Actions != 2 || k.Has(StatusExhausted) || PartOf(k).Resist[StatusExhausted] != 1 {
					return "round 2: want 2 actions, Exhausted over with resist 1"
				}
				return ""
			},
		},
		{
			name:  "a 1-round Juiced adds an action to the next round",
			quote: `"Juiced (x) – A character that has been hasted gains an additional action at the start of a round"`,
			log:   `[{"type":"afflict","target":"kara","status":"Juiced","degree":1,"duration":1},` + wholeRound + `]`,
			check: func(st *encounter.State) string {
				k, _ := st.Combatant("kara")
				if k.Actions != 4 || k.Has(StatusJuiced) {
					return "round 2: want 4 actions and Juiced over"
				}
				return ""
			},
		},
		{
			name:  "Juiced of degree 3 is still one additional action",
			quote: `"gains an additional action at the start of a round"`,
			log:   `[{"type":"afflict","target":"kara","status":"Juiced","degree":3,"duration":2},` + wholeRound + `]`,
			check: func(st *encounter.State) string {
				if k, _ := st.Combatant("kara"); k.Actions != 4 {
					return "want 3 + 1 actions"
				}
				return ""
			},
		},
		{
			name:  "a 1-round Paralyzed leaves no action in the next round",
			quote: `"A wizard could use a (Stun 1) (1) spell to paralyze a zombie for 1 round"`,
			log:   `[{"type":"afflict","target":"ogre-1","status":"Paralyzed","duration":1},` + wholeRound + `]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.Actions != 0 || o.Has(StatusParalyzed) {
					return "round 2: want 0 actions and Paralyzed over"
				}
				return ""
			},
		},
		{
			name:  "Ailed deals its damage on its last tick",
			quote: `"At the start of a round when the status is reduced, a creature will take the damage that was associated with the ailed condition"`,
			log:   `[{"type":"afflict","target":"ogre-1","status":"Ailed","degree":5,"duration":1},` + wholeRound + `]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.HP != 25 || o.Has(StatusAiled) {
					return "want 30 − 5 HP and Ailed over"
				}
				return ""
			},
		},
		{
			name:  "a blinded attacker misses with a single-target ability",
			quote: `"Blinded – A character that is blinded cannot see anything, meaning they miss all single target attacks"`,
			log: `[{"type":"afflict","target":"kara","status":"Blinded","duration":2},{"type":"next_phase"},
				{"type":"declare","attacker":"kara","target":"ogre-1","attack":"Bolt"},{"type":"next_phase"}]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.HP != 30 {
					return "the Bolt should miss"
				}
				return ""
			},
		},
		{
			name:  "a blinded attacker misses a single-target attack aimed at two",
			quote: `"miss all single target attacks": the attack's shape, not how many it caught`,
			log: `[{"type":"afflict","target":"kara","status":"Blinded","duration":2},{"type":"next_phase"},
				{"type":"declare","attacker":"kara","targets":["ogre-1","ogre-2"],"attack":"Sword"},{"type":"next_phase"}]`,
			check: func(st *encounter.State) string {
				o1, _ := st.Combatant("ogre-1")
				o2, _ := st.Combatant("ogre-2")
				if o1.HP != 30 || o2.HP != 30 {
					return "the sword should miss both"
				}
				return ""
			},
		},
		{
			name:  "a blinded attacker's area ability still hits, even one target",
			quote: `"They can still use AoE attacks though."`,
			log: `[{"type":"afflict","target":"kara","status":"Blinded","duration":2},{"type":"next_phase"},
				{"type":"declare","attacker":"kara","target":"ogre-1","attack":"Burst"},{"type":"next_phase"}]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.HP != 24 {
					return "the Burst should hit for 6"
				}
				return ""
			},
		},
		{
			name:  "an unconscious character falls prone",
			quote: `"Unless an unconscious character is supported by something, they will also have the prone condition."`,
			log:   `[{"type":"damage","target":"ogre-1","damage":30}]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); !o.Unconscious || !o.Has(StatusProne) {
					return "want unconscious and prone"
				}
				return ""
			},
		},
		{
			name:  "a supported unconscious character does not",
			quote: `"Unless an unconscious character is supported by something"`,
			log:   `[{"type":"afflict","target":"ogre-1","status":"Unconscious","duration":2,"supported":true}]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.Has(StatusProne) {
					return "a supported one is not prone"
				}
				return ""
			},
		},
		{
			name:  "prone stays over rounds until a move action",
			quote: `"Removing the prone condition requires the “move” action to be taken, at which point this condition will be removed."`,
			log: `[{"type":"afflict","target":"kara","status":"Prone","duration":1},` + wholeRound + `,` + wholeRound + `,
				{"type":"spend","combatant":"kara","action":"move"}]`,
			check: func(st *encounter.State) string {
				if k, _ := st.Combatant("kara"); k.Has(StatusProne) || k.Actions != 2 {
					return "the move removes Prone"
				}
				return ""
			},
		},
		{
			name:  "prone is still there two rounds later",
			quote: `"Removing the prone condition requires the “move” action to be taken"`,
			log:   `[{"type":"afflict","target":"kara","status":"Prone","duration":1},` + wholeRound + `,` + wholeRound + `]`,
			check: func(st *encounter.State) string {
				if k, _ := st.Combatant("kara"); !k.Has(StatusProne) {
					return "Prone does not count down"
				}
				return ""
			},
		},
		{
			name:    "healing a creature in stasis is refused",
			quote:   `"Stasis – … cannot be the target of enemy attacks or abilities, cannot take actions, or be interacted with in any way."`,
			log:     `[{"type":"afflict","target":"ogre-1","status":"Stasis","duration":2},{"type":"heal","target":"ogre-1","amount":5}]`,
			wantErr: "in stasis",
		},
		{
			name:    "damage, a status or a hit point correction too",
			quote:   `"or be interacted with in any way"`,
			log:     `[{"type":"afflict","target":"ogre-1","status":"Stasis","duration":2},{"type":"afflict","target":"ogre-1","status":"Blinded","duration":1}]`,
			wantErr: "in stasis",
		},
		{
			name:    "direct damage on stasis",
			quote:   `"or be interacted with in any way"`,
			log:     `[{"type":"afflict","target":"ogre-1","status":"Stasis","duration":2},{"type":"damage","target":"ogre-1","damage":5}]`,
			wantErr: "in stasis",
		},
		{
			name:    "a hit point correction on stasis",
			quote:   `"or be interacted with in any way"`,
			log:     `[{"type":"afflict","target":"ogre-1","status":"Stasis","duration":2},{"type":"set_hp","target":"ogre-1","hp":5}]`,
			wantErr: "in stasis",
		},
		{
			name:  "a GM override corrects it and the log says so",
			quote: `"or be interacted with in any way" (a GM correction stays possible)`,
			log:   `[{"type":"damage","target":"ogre-1","damage":10},{"type":"afflict","target":"ogre-1","status":"Stasis","duration":2},{"type":"heal","target":"ogre-1","amount":5,"override":true}]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.HP != 25 || !strings.Contains(strings.Join(st.Messages, "\n"), "GM override") {
					return "the override heals and is logged"
				}
				return ""
			},
		},
		{
			name:  "an ailment does not reach a creature in stasis",
			quote: `"Stasis – … cannot be the target of enemy attacks or abilities, cannot take actions, or be interacted with in any way."`,
			log: `[{"type":"afflict","target":"ogre-1","status":"Ailed","degree":5,"duration":3,"detail":"Fire"},` +
				`{"type":"afflict","target":"ogre-1","status":"Stasis","duration":3},` + wholeRound + `]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.HP != 30 {
					return "the ogre in stasis took Ailed damage"
				}
				return ""
			},
		},
		{
			name:  "stasis itself can end",
			quote: `"for the duration of the effect"`,
			log:   `[{"type":"afflict","target":"ogre-1","status":"Stasis","duration":2},{"type":"cure","target":"ogre-1","status":"Stasis"}]`,
			check: func(st *encounter.State) string {
				if o, _ := st.Combatant("ogre-1"); o.Has(StatusStasis) {
					return "cured"
				}
				return ""
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := replayLog(t, tt.log)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("want a refusal with %q, got %v (%s)", tt.wantErr, err, tt.quote)
				}
				return
			}
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if msg := tt.check(st); msg != "" {
				t.Fatalf("%s (%s)", msg, tt.quote)
			}
		})
	}
}
