package drgn

import (
	"math"
	"slices"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func TestDamageTaken(t *testing.T) {
	tests := []struct {
		name string
		in   DamageInput
		want int
	}{
		// 000_83d7bea2fb475415.txt: "((Damage * Attunement) * Crit) - (Toughness + Evasion) = Damage Taken"
		{"formula with good attunement and crit", DamageInput{Damage: 20, Attunement: AttunementGood, Crit: true, Toughness: 2, EvasionReduction: 3}, 55},
		// "Attacks that are less effective ... will only deal ½ damage"; 2.5 rounds up (0-4 down, 5-9 up)
		{"poor attunement rounds half up", DamageInput{Damage: 5, Attunement: AttunementPoor}, 3},
		// "Attacks against an unconscious creature deal double damage. This can be increased with a critical hit as well."
		{"unconscious and crit", DamageInput{Damage: 10, Crit: true, Unconscious: true, Toughness: 4}, 36},
		// "Toughness acts as “damage reduction,”" — never below 0 (design.md)
		{"reductions larger than the hit", DamageInput{Damage: 3, Toughness: 2, EvasionReduction: 3}, 0},
		// "a target shot with an Arrow from a Shortbow will take 4 piercing damage"
		{"the book's arrow", DamageInput{Damage: 2 + 2, Attunement: AttunementNeutral}, 4},
		// Prone: "deals only half damage with any melee attack"
		{"prone melee", DamageInput{Damage: 9, HalfMelee: true}, 5},
		{"ailed ignores reductions", DamageInput{Damage: 6, Toughness: 10, IgnoreReductions: true}, 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DamageTaken(tt.in)
			if got.Taken != tt.want {
				t.Fatalf("DamageTaken = %d (%s), want %d", got.Taken, got.Explain, tt.want)
			}
			if !strings.HasPrefix(got.Explain, "Damage taken ") {
				t.Errorf("explain %q", got.Explain)
			}
		})
	}
}

func TestHealthThresholds(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "When a character drops below 50% of their max HP, they are considered “wounded,” or “injured.”"
	if !IsInjured(49, 100) || IsInjured(50, 100) {
		t.Error("injured is below 50%")
	}
	// "If a creature ever reaches -100% of their HP value, they die instantly."
	if !IsDeadHP(-100, 100) || IsDeadHP(-99, 100) {
		t.Error("death is at -100%")
	}
	// "A creature must have at least 10% of their max HP in order to regain consciousness."
	if !CanWake(10, 100) || CanWake(9, 100) || !CanWake(25, 250) || CanWake(24, 250) {
		t.Error("waking is at 10%")
	}
}

func TestCrippledMaxHP(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "The crippled condition reduces a character's max HP by 20% for every level of crippled."
	// and "A large character with 50 constitution (50 * 4 * 1.25) will have 250 hit points."
	for _, tt := range []struct{ max, level, want int }{
		{250, 0, 250}, {250, 1, 200}, {250, 2, 150}, {250, 5, 0}, {250, 6, 0}, {33, 1, 26},
	} {
		if got := CrippledMaxHP(tt.max, tt.level); got != tt.want {
			t.Errorf("CrippledMaxHP(%d, %d) = %d, want %d", tt.max, tt.level, got, tt.want)
		}
	}
}

func TestRoundActionsAndResist(t *testing.T) {
	// "Each character gets 3 actions"; "Exhausted (x) will lose (x) actions"; Juiced "gains an additional action"
	for _, tt := range []struct{ ex, ju, want int }{{0, 0, 3}, {1, 0, 2}, {0, 1, 4}, {0, 3, 4}, {5, 0, 0}, {2, 1, 2}} {
		if got := RoundActions(tt.ex, tt.ju); got != tt.want {
			t.Errorf("RoundActions(%d, %d) = %d, want %d", tt.ex, tt.ju, got, tt.want)
		}
	}
	// "A wizard could use a (Stun 1) (1) spell to paralyze a zombie for 1 round, but would have to use (Stun 1) (2)"
	// "A creature with paralysis resist (3) will reduce the duration ... by 3 rounds"; "(*) are completely immune"
	for _, tt := range []struct {
		dur, resist int
		immune      bool
		want        int
	}{{1, 0, false, 1}, {1, 1, false, 0}, {2, 1, false, 1}, {4, 3, false, 1}, {9, 0, true, 0}} {
		if got := ResistedDuration(tt.dur, tt.resist, tt.immune); got != tt.want {
			t.Errorf("ResistedDuration(%d, %d, %v) = %d, want %d", tt.dur, tt.resist, tt.immune, got, tt.want)
		}
	}
}

func fightSetup() encounter.Setup {
	return encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "pirates", Name: "Pirates"}},
		Combatants: []encounter.CombatantSetup{
			withPart(encounter.CombatantSetup{ID: "robin", Name: "Robin", Side: "party", Stats: map[string]int{"max_hp": 100, "toughness": 2, "evasion_reduction": 2, "epicoins": 1}},
				CombatantPart{Attuned: []string{"Slashing", "Fire"}}),
			withPart(encounter.CombatantSetup{ID: "garrix", Name: "Garrix", Side: "pirates", Stats: map[string]int{"max_hp": 80, "toughness": 1}},
				CombatantPart{Resist: map[string]int{"Paralyzed": 1}, Immune: []string{"Charmed"}}),
			{ID: "gull", Name: "Gull", Side: "pirates", Hidden: true, Stats: map[string]int{"max_hp": 20}},
		},
	}
}

type step struct {
	typ     string
	payload map[string]any
	wantErr string
}

func run(t *testing.T, s *encounter.Session, steps []step) {
	t.Helper()
	for i, st := range steps {
		err := s.Append(encounter.MustEvent(st.typ, st.payload))
		switch {
		case st.wantErr == "" && err != nil:
			t.Fatalf("step %d %s: %v", i, st.typ, err)
		case st.wantErr != "" && (err == nil || !strings.Contains(err.Error(), st.wantErr)):
			t.Fatalf("step %d %s: error %v, want %q", i, st.typ, err, st.wantErr)
		}
	}
}

func mustCombatant(t *testing.T, s *encounter.Session, id string) *encounter.Combatant {
	t.Helper()
	c, err := s.State().Combatant(id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCombatFlow(t *testing.T) {
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: fightSetup()})
	if err != nil {
		t.Fatal(err)
	}
	st := s.State()
	get := func(id string) *encounter.Combatant { return mustCombatant(t, s, id) }
	// "one of the teams is selected to go first, defaulting to the players"
	if st.Round != 1 {
		t.Fatalf("st.Round != 1: start: round %d side %s phase %s", st.Round, st.ActiveSide, st.Phase)
	}
	if st.ActiveSide != "party" {
		t.Fatalf("st.ActiveSide != \"party\": start: round %d side %s phase %s", st.Round, st.ActiveSide, st.Phase)
	}
	if st.Phase != PhasePrep {
		t.Fatalf("st.Phase != PhasePrep: start: round %d side %s phase %s", st.Round, st.ActiveSide, st.Phase)
	}
	run(t, s, []step{
		{EventDeclare, map[string]any{"attacker": "robin", "target": "garrix", "damage": 20}, "Dec phase"},
		{EventSpend, map[string]any{"combatant": "robin", "action": "move"}, ""},
		{EventNextPhase, nil, ""},
		{EventDeclare, map[string]any{"attacker": "robin", "target": "garrix", "damage": 20, "element": "Piercing", "kind": "ranged"}, ""},
		{EventDeclare, map[string]any{"attacker": "robin", "target": "gull", "damage": 11, "kind": "melee"}, ""},
		// "Members of other teams can only spend 1 action as a reaction"; move answers ranged attacks only
		{EventRespond, map[string]any{"combatant": "gull", "attack": "a2", "response": "move", "evaded": true}, "ranged attack"},
		{EventRespond, map[string]any{"combatant": "garrix", "attack": "a1", "response": "move", "evaded": false}, ""},
		// 000_83d7bea2fb475415.txt, Declaration phase: "Members of other teams can only spend 1 action as a reaction to
		// declared attacks": Garrix, having moved, cannot also block in this Dec phase.
		{EventRespond, map[string]any{"combatant": "garrix", "attack": "a1", "response": "block"}, "already reacted"},
		{EventDeclare, map[string]any{"attacker": "robin", "target": "garrix", "damage": 1}, "0 action(s) left"},
		{EventNextPhase, nil, ""}, // Go: both resolve
	})
	garrix, gull, robin := get("garrix"), get("gull"), get("robin")
	if garrix.HP != 80-19 {
		t.Fatalf("garrix.HP != 80-19: after Go: garrix %d gull %d injured %v", garrix.HP, gull.HP, gull.Injured)
	}
	if gull.HP != 9 {
		t.Fatalf("gull.HP != 9: after Go: garrix %d gull %d injured %v", garrix.HP, gull.HP, gull.Injured)
	}
	if !gull.Injured {
		t.Fatalf("!gull.Injured: after Go: garrix %d gull %d injured %v", garrix.HP, gull.HP, gull.Injured)
	}
	if garrix.Actions != 2 {
		t.Fatalf("garrix.Actions != 2: actions: garrix %d robin %d", garrix.Actions, robin.Actions)
	}
	if robin.Actions != 0 {
		t.Fatalf("robin.Actions != 0: actions: garrix %d robin %d", garrix.Actions, robin.Actions)
	}
	run(t, s, []step{
		{EventNextPhase, nil, ""}, // pirates' Prep
		{EventAfflict, map[string]any{"target": "robin", "status": "Ailed", "degree": 10, "duration": 2, "detail": "Fire"}, ""},
		{EventAfflict, map[string]any{"target": "garrix", "status": "Paralyzed", "duration": 1}, ""},
		{EventAfflict, map[string]any{"target": "garrix", "status": "Charmed", "duration": 3}, ""},
		{EventAfflict, map[string]any{"target": "robin", "status": "Exhausted", "degree": 1, "duration": 1}, ""},
		{EventEndTurn, nil, ""},
	})
	st, garrix, robin = s.State(), get("garrix"), get("robin")
	if garrix.Has(StatusParalyzed) {
		t.Fatalf("garrix.Has(StatusParalyzed): resist 1 should cancel Paralyzed (1), immunity Charmed: %v", garrix.Conditions)
	}
	if garrix.Has("Charmed") {
		t.Fatalf("garrix.Has(\"Charmed\"): resist 1 should cancel Paralyzed (1), immunity Charmed: %v", garrix.Conditions)
	}
	// Round 2: statuses tick; Ailed (Fire) on a Fire-attuned target is "poor against": 10 × 0.5 = 5
	if st.Round != 2 {
		t.Fatalf("st.Round != 2: round %d side %s", st.Round, st.ActiveSide)
	}
	if st.ActiveSide != "party" {
		t.Fatalf("st.ActiveSide != \"party\": round %d side %s", st.Round, st.ActiveSide)
	}
	// Exhausted (1) for 1 round takes its action from round 2 ("will lose
	// (x) actions at the start of a round"), then runs out.
	if robin.HP != 95 {
		t.Fatalf("robin.HP != 95: robin after tick: hp %d actions %d conds %v", robin.HP, robin.Actions, robin.Conditions)
	}
	if robin.Actions != 2 {
		t.Fatalf("robin.Actions != 2: robin after tick: hp %d actions %d conds %v", robin.HP, robin.Actions, robin.Conditions)
	}
	if PartOf(robin).Resist["Exhausted"] != 1 {
		t.Fatalf("PartOf(robin).Resist[\"Exhausted\"] != 1: overcoming Exhausted gives resist (1): %v %v", PartOf(robin).Resist, robin.Conditions)
	}
	if robin.Has(StatusExhausted) {
		t.Fatalf("robin.Has(StatusExhausted): overcoming Exhausted gives resist (1): %v %v", PartOf(robin).Resist, robin.Conditions)
	}
	run(t, s, []step{
		{EventShakeOff, map[string]any{"combatant": "robin", "status": "Ailed"}, ""},
		{EventShakeOff, map[string]any{"combatant": "robin", "status": "Ailed"}, "no Ailed"},
		{EventEpicoin, map[string]any{"combatant": "robin", "spend": 1, "for": "a critical hit"}, ""},
		{EventEpicoin, map[string]any{"combatant": "robin", "spend": 1}, "has 0 Epicoin"},
		{EventAfflict, map[string]any{"target": "garrix", "status": "Crippled"}, ""},
		{EventAfflict, map[string]any{"target": "garrix", "status": "Crippled"}, ""},
	})
	garrix, robin = get("garrix"), get("robin")
	if robin.Actions != 0 {
		t.Fatalf("robin.Actions != 0: shake off costs 2 actions and gives resist: %d %v", robin.Actions, PartOf(robin).Resist)
	}
	if PartOf(robin).Resist["Ailed"] != 1 {
		t.Fatalf("PartOf(robin).Resist[\"Ailed\"] != 1: shake off costs 2 actions and gives resist: %d %v", robin.Actions, PartOf(robin).Resist)
	}
	if garrix.MaxHP != 48 {
		t.Fatalf("garrix.MaxHP != 48: Crippled 2 on 80: max %d hp %d", garrix.MaxHP, garrix.HP)
	}
	if garrix.HP != 48 {
		t.Fatalf("garrix.HP != 48: Crippled 2 on 80: max %d hp %d", garrix.MaxHP, garrix.HP)
	}
	if garrix.Degree(StatusCrippled) != 2 {
		t.Fatalf("garrix.Degree(StatusCrippled) != 2: Crippled 2 on 80: max %d hp %d", garrix.MaxHP, garrix.HP)
	}
	// Down, wake-up and death on the gull (max 20).
	run(t, s, []step{
		{EventDamage, map[string]any{"target": "gull", "damage": 10}, ""},
		{EventHeal, map[string]any{"target": "gull", "amount": 2}, ""},
		// Issue 14, item 3: set_hp and heal of MaxInt64 overflowed silently.
		{EventSetHP, map[string]any{"target": "gull", "hp": math.MaxInt64}, "allowed -1000000 to 1000000"},
		{EventHeal, map[string]any{"target": "gull", "amount": math.MaxInt64}, "allowed 0 to 1000000"},
	})
	gull = get("gull")
	if !gull.Unconscious {
		t.Fatalf("!gull.Unconscious: gull at %d unconscious %v: healed to 1 it stays down (below 10%%)", gull.HP, gull.Unconscious)
	}
	if gull.HP != 1 {
		t.Fatalf("gull.HP != 1: gull at %d unconscious %v: healed to 1 it stays down (below 10%%)", gull.HP, gull.Unconscious)
	}
	run(t, s, []step{{EventHeal, map[string]any{"target": "gull", "amount": 1}, ""}})
	if gull.Unconscious {
		t.Fatal("at 2 of 20 (10%) the gull wakes")
	}
	run(t, s, []step{{EventDamage, map[string]any{"target": "gull", "damage": 11}, ""}})
	if !gull.Unconscious {
		t.Fatalf("!gull.Unconscious: gull %d", gull.HP)
	}
	if gull.HP != -9 {
		t.Fatalf("gull.HP != -9: gull %d", gull.HP)
	}
	if gull.Dead {
		t.Fatalf("gull.Dead: gull %d", gull.HP)
	}
	// 000_83d7bea2fb475415.txt, Injured: "A character automatically gains this condition when they drop below 50%
	// of the max HP" — an unconscious gull at -9 of 20 shows Injured as well as Unconscious.
	for _, r := range s.View().Rows {
		if r.ID != "gull" {
			continue
		}
		var names []string
		for _, cd := range r.Conditions {
			names = append(names, cd.Name)
		}
		if !slices.Contains(names, StatusUnconscious) || !slices.Contains(names, StatusInjured) {
			t.Errorf("unconscious gull shows %v, want Unconscious and Injured", names)
		}
	}
	// unconscious: 6 × 2 = 12 → -21 ≤ -20: dead
	run(t, s, []step{{EventDamage, map[string]any{"target": "gull", "damage": 6}, ""}})
	if !gull.Dead {
		t.Fatalf("!gull.Dead: gull %d dead %v", gull.HP, gull.Dead)
	}
	if gull.HP != -21 {
		t.Fatalf("gull.HP != -21: gull %d dead %v", gull.HP, gull.Dead)
	}
	v := s.View()
	if v.Rows[0].ID != "robin" {
		t.Fatalf("v.Rows[0].ID != \"robin\": view: %+v", v.Turn)
	}
	if v.Turn != "Party — Prep phase" {
		t.Fatalf("v.Turn != \"Party \u2014 Prep phase\": view: %+v", v.Turn)
	}
	pv := encounter.PlayerView(v)
	for _, r := range pv.Rows {
		if r.ID == "gull" {
			t.Fatalf("r.ID == \"gull\": player view leaks %+v", r)
		}
		if r.HP != 0 {
			t.Fatalf("r.HP != 0: player view leaks %+v", r)
		}
	}
}

func TestSurpriseAndSlowed(t *testing.T) {
	setup := fightSetup()
	setup.FirstSide = "pirates" // "it will surprise the players, meaning the enemy's team gets to move first"
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	if s.State().ActiveSide != "pirates" {
		t.Fatal("surprise: pirates first")
	}
	run(t, s, []step{
		{EventAfflict, map[string]any{"target": "garrix", "status": "Slowed", "duration": 2}, ""},
		{EventNextPhase, nil, ""},
		{EventDeclare, map[string]any{"attacker": "garrix", "target": "robin", "damage": 12, "element": "Bludgeoning"}, ""},
		{EventRespond, map[string]any{"combatant": "robin", "attack": "a1", "response": "block", "with": "shield"}, ""},
		{EventNextPhase, nil, ""},
	})
	garrix, robin := mustCombatant(t, s, "garrix"), mustCombatant(t, s, "robin")
	// Slowed: "must spend 2 actions to perform the attack action"
	if garrix.Actions != 1 {
		t.Fatalf("slowed attack costs 2: %d left", garrix.Actions)
	}
	if robin.HP != 100 {
		t.Fatalf("robin.HP != 100: blocked: robin %d hp %d actions", robin.HP, robin.Actions)
	}
	if robin.Actions != 2 {
		t.Fatalf("robin.Actions != 2: blocked: robin %d hp %d actions", robin.HP, robin.Actions)
	}
}

func TestCombatantFromCharacter(t *testing.T) {
	c, data := loadCentaur(t)
	cs, err := CombatantFromCharacter("bran", "Brannoch", "party", data)
	if err != nil {
		t.Fatal(err)
	}
	d := c.Derive()
	maxHP, _ := d.Get("max_hp")
	// "A large character with 50 constitution (50 * 4 * 1.25) will have 250 hit points."
	if cs.Stats["max_hp"] != 250 {
		t.Fatalf("cs.Stats[\"max_hp\"] != 250: stats %v", cs.Stats)
	}
	if maxHP.Value != 250 {
		t.Fatalf("maxHP.Value != 250: stats %v", cs.Stats)
	}
	if cs.Stats["hp"] != 250 {
		t.Fatalf("cs.Stats[\"hp\"] != 250: stats %v", cs.Stats)
	}
	ev, _ := d.Get("evasion_reduction")
	if cs.Stats["evasion_reduction"] != ev.Value {
		t.Fatalf("cs.Stats[\"evasion_reduction\"] != ev.Value: setup %+v", cs)
	}
	if len(setupPart(t, cs).Attuned) != len(c.Attuned()) {
		t.Fatalf("len(setupPart(t, cs).Attuned) != len(c.Attuned()): setup %+v", cs)
	}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: encounter.Setup{
		Sides:      []encounter.SideSetup{{ID: "party", Players: true}, {ID: "foes"}},
		Combatants: []encounter.CombatantSetup{cs},
	}})
	if err != nil {
		t.Fatal(err)
	}
	{
		got := s.View().Rows[0]
		if got.HP != 250 {
			t.Fatalf("got.HP != 250: row %+v", got)
		}
		if got.Actions != ActionsPerRound {
			t.Fatalf("got.Actions != ActionsPerRound: row %+v", got)
		}
	}
}

// TestDeclaredAttackNamesItsTargets: the log and the pending list name the
// combatants, not their IDs (issue 7).
func TestDeclaredAttackNamesItsTargets(t *testing.T) {
	setup := fightSetup()
	setup.FirstSide = "pirates"
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, []step{
		{EventNextPhase, nil, ""},
		{EventDeclare, map[string]any{"attacker": "garrix", "targets": []string{"robin"}, "damage": 12, "element": "Bludgeoning"}, ""},
	})
	st := s.State()
	{
		want := "a1: Garrix → Robin, 12 Bludgeoning melee"
		if len(st.Pending) != 1 {
			t.Fatalf("len(st.Pending) != 1: pending %+v, want %q", st.Pending, want)
		}
		if st.Pending[0].Text != want {
			t.Fatalf("st.Pending[0].Text != want: pending %+v, want %q", st.Pending, want)
		}
	}
	run(t, s, []step{{EventRespond, map[string]any{"combatant": "robin", "attack": "a1", "response": "block", "with": "shield"}, ""}})
	if msgs := strings.Join(s.State().Messages, "; "); msgs != "Robin blocks the attacks of Garrix with shield" {
		t.Fatalf("block message %q", msgs)
	}
}

// TestStatusesEnforced follows 000_83d7bea2fb475415.txt, Status Afflictions.
func TestStatusesEnforced(t *testing.T) {
	afflict := func(target, status, detail string) step {
		return step{EventAfflict, map[string]any{"target": target, "status": status, "duration": 3, "detail": detail}, ""}
	}
	tests := []struct {
		name  string
		setup []step
		try   step
	}{
		// "Silenced – A creature that is silenced cannot use abilities."
		{"silenced: no ability action", []step{afflict("robin", StatusSilenced, "")},
			step{EventSpend, map[string]any{"combatant": "robin", "action": "ability"}, "Silenced"}},
		{"silenced: no ability attack", []step{afflict("robin", StatusSilenced, ""), {EventNextPhase, nil, ""}},
			step{EventDeclare, map[string]any{"attacker": "robin", "target": "garrix", "damage": 5, "kind": "ability"}, "Silenced"}},
		// "Scared – A character that is scared must spend all their actions either attacking or moving."
		{"scared: no communicate", []step{afflict("robin", StatusScared, "")},
			step{EventSpend, map[string]any{"combatant": "robin", "action": "communicate"}, "Scared"}},
		{"scared: moving is fine", []step{afflict("robin", StatusScared, "")},
			step{EventSpend, map[string]any{"combatant": "robin", "action": "move"}, ""}},
		// "Grappled – A character that is grappled has no control over their own movement"
		{"grappled: no move", []step{afflict("robin", StatusGrappled, "")},
			step{EventSpend, map[string]any{"combatant": "robin", "action": "move"}, "Grappled"}},
		// "Hidden – … They cannot be directly targeted by attacks."
		{"hidden: not a target", []step{afflict("garrix", StatusHidden, ""), {EventNextPhase, nil, ""}},
			step{EventDeclare, map[string]any{"attacker": "robin", "target": "garrix", "damage": 5}, "Hidden"}},
		{"hidden: an area attack catches them", []step{afflict("garrix", StatusHidden, ""), {EventNextPhase, nil, ""}},
			step{EventDeclare, map[string]any{"attacker": "robin", "targets": []string{"garrix", "gull"}, "damage": 5, "area": true}, ""}},
		// "Intimidated – … cannot willingly declare an attack directly at the source of their intimidation."
		{"intimidated by garrix", []step{afflict("robin", StatusIntimidated, "garrix"), {EventNextPhase, nil, ""}},
			step{EventDeclare, map[string]any{"attacker": "robin", "target": "garrix", "damage": 5}, "Intimidated"}},
		{"intimidated by garrix, attacks the gull", []step{afflict("robin", StatusIntimidated, "garrix"), {EventNextPhase, nil, ""}},
			step{EventDeclare, map[string]any{"attacker": "robin", "target": "gull", "damage": 5}, ""}},
		// "Taunted – A creature that is taunted can only use the attack action against the creature that taunted them."
		{"taunted by the gull", []step{afflict("robin", StatusTaunted, "Gull"), {EventNextPhase, nil, ""}},
			step{EventDeclare, map[string]any{"attacker": "robin", "target": "garrix", "damage": 5}, "Taunted"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: fightSetup()})
			if err != nil {
				t.Fatal(err)
			}
			run(t, s, append(tt.setup, tt.try))
		})
	}
}
