package evening

import (
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

type ev = map[string]any

func session(t *testing.T, r encounter.Rules, setup encounter.Setup) *encounter.Session {
	t.Helper()
	s, err := encounter.NewSession(r, encounter.Encounter{System: ID, Mode: r.Mode(), Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func must(t *testing.T, s *encounter.Session, typ string, payload ev) {
	t.Helper()
	if err := s.Append(encounter.MustEvent(typ, payload)); err != nil {
		t.Fatalf("%s %v: %v", typ, payload, err)
	}
	if bad := mirrorDisagrees(s.State()); len(bad) > 0 { // fighter.go
		t.Fatalf("%s %v: the typed copy disagrees: %v", typ, payload, bad)
	}
}

func refused(t *testing.T, s *encounter.Session, typ string, payload ev, want string) {
	t.Helper()
	err := s.Append(encounter.MustEvent(typ, payload))
	if err == nil {
		t.Fatalf("err == nil: %s %v: %v, want %q", typ, payload, err, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("!strings.Contains(err.Error(), want): %s %v: %v, want %q", typ, payload, err, want)
	}
}

// wrenAgainst is Wren on the players' side against the stat blocks on the
// side "foes", each with its name in lower case as its id.
func wrenAgainst(t *testing.T, blocks ...StatBlock) encounter.Setup {
	t.Helper()
	setup := encounter.Setup{
		Sides:      []encounter.SideSetup{{ID: "pcs", Players: true}, {ID: "foes"}},
		Combatants: []encounter.CombatantSetup{CombatantFromCharacter("wren", "Wren", "pcs", wren())},
	}
	for _, b := range blocks {
		c, err := StatBlockCombatant(strings.ToLower(b.Name), "foes", b)
		if err != nil {
			t.Fatal(err)
		}
		setup.Combatants = append(setup.Combatants, c)
	}
	return setup
}

// ogreBlock is a rating 1 threat: 50 health, TN 14 to hit.
var ogreBlock = StatBlock{Type: "threat", Name: "Ogre", Rating: 1}

func ogreSetup(t *testing.T) encounter.Setup { return wrenAgainst(t, ogreBlock) }

func TestThreatFight(t *testing.T) {
	s := session(t, NewCombatRules(), ogreSetup(t))
	st := s.State()
	w, _ := st.Combatant("wren")
	o, _ := st.Combatant("ogre")
	if w.MaxHP != 8 {
		t.Fatalf("w.MaxHP != 8: setup: wren %d/%d ogre %d/%d", w.MaxHP, w.Stat("reflex"), o.MaxHP, o.Resource("hit_tn"))
	}
	if w.Stat("reflex") != 2 {
		t.Fatalf(`w.Stat("reflex") != 2: setup: wren %d/%d ogre %d/%d`, w.MaxHP, w.Stat("reflex"), o.MaxHP, o.Resource("hit_tn"))
	}
	if o.MaxHP != 50 {
		t.Fatalf("o.MaxHP != 50: setup: wren %d/%d ogre %d/%d", w.MaxHP, w.Stat("reflex"), o.MaxHP, o.Resource("hit_tn"))
	}
	if o.Resource("hit_tn") != 14 {
		t.Fatalf(`o.Resource("hit_tn") != 14: setup: wren %d/%d ogre %d/%d`, w.MaxHP, w.Stat("reflex"), o.MaxHP, o.Resource("hit_tn"))
	}
	refused(t, s, "start", nil, "has no initiative roll")
	must(t, s, "initiative", ev{"combatant": "wren", "roll": 12})
	must(t, s, "initiative", ev{"combatant": "ogre", "roll": 13})
	refused(t, s, "start", nil, "tie at 13")
	must(t, s, "tie_roll", ev{"combatants": []string{"wren", "ogre"}, "rolls": []int{15, 4}})
	must(t, s, "start", nil)
	if s.State().ActiveID() != "wren" {
		t.Fatalf("active %s", s.State().ActiveID())
	}
	// A natural 1 misses whatever the total (L990).
	must(t, s, "attack", ev{"attacker": "wren", "target": "ogre", "natural": 1, "modifier": 40, "damage": 9})
	o, _ = s.State().Combatant("ogre")
	if o.HP != 50 {
		t.Errorf("natural 1 hit: %d", o.HP)
	}
	// Natural 20 always hits (L989).
	must(t, s, "attack", ev{"attacker": "wren", "target": "ogre", "natural": 20, "modifier": -10, "damage": 9})
	must(t, s, "end_turn", nil)
	// The ogre attacks; Wren defends with Reflex 2: 10 + 2 = 12 does not beat TN 14.
	must(t, s, "threat_attack", ev{"threat": "ogre", "target": "wren", "attack": 1, "natural": 10, "damage": 5})
	w, _ = s.State().Combatant("wren")
	if w.HP != 3 {
		t.Errorf("5 damage to 8 health: hp %d", w.HP)
	}
	must(t, s, "threat_attack", ev{"threat": "ogre", "target": "wren", "attack": 2, "natural": 19}) // 21 beats 14
	// Rating 1: 2 attacks a round (L772).
	refused(t, s, "threat_attack", ev{"threat": "ogre", "target": "wren", "attack": 1, "natural": 10}, "no attack left")
	// Another source of 5 (< max 8): down, not killed outright (EVE-33).
	must(t, s, "damage", ev{"target": "wren", "amount": 5})
	w, _ = s.State().Combatant("wren")
	if w.HP != 0 {
		t.Fatalf("w.HP != 0: hp %d dead %v", w.HP, w.Dead)
	}
	if !w.Has("Choosing") {
		t.Fatalf(`!w.Has("Choosing"): hp %d dead %v`, w.HP, w.Dead)
	}
	if w.Dead {
		t.Errorf("w.Dead: hp %d dead %v", w.HP, w.Dead)
	}
	must(t, s, "dying_choice", ev{"combatant": "wren", "choice": "struggle"})
	must(t, s, "death_save", ev{"combatant": "wren", "roll": 20})
	w, _ = s.State().Combatant("wren")
	if w.HP != 1 {
		t.Fatalf("w.HP != 1: a 20 recovers: %+v", w)
	}
	if w.Unconscious {
		t.Errorf("w.Unconscious: a 20 recovers: %+v", w)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	w, _ = s.State().Combatant("wren")
	if w.HP != 0 {
		t.Fatal("w.HP != 0:", "undo did not restore dying")
	}
	if !w.Has("Dying") {
		t.Error(`!w.Has("Dying"):`, "undo did not restore dying")
	}
	must(t, s, "resolve", ev{"combatant": "ogre"})
	st = s.State()
	if !st.Ended {
		t.Fatalf("!st.Ended: ended %v outcome %q pending %v", st.Ended, st.Outcome, st.Pending)
	}
	if st.Outcome != "resolved" {
		t.Fatalf(`st.Outcome != "resolved": ended %v outcome %q pending %v`, st.Ended, st.Outcome, st.Pending)
	}
	if len(st.Pending) != 1 {
		t.Errorf("len(st.Pending) != 1: ended %v outcome %q pending %v", st.Ended, st.Outcome, st.Pending)
	}
}

func TestKilledOutrightAndCover(t *testing.T) {
	s := session(t, NewCombatRules(), ogreSetup(t))
	// One source at least the total health kills outright (L1099, EVE-33).
	must(t, s, "damage", ev{"target": "wren", "amount": 8})
	if w, _ := s.State().Combatant("wren"); !w.Dead {
		t.Error("8 damage to 8 max health did not kill")
	}
	s = session(t, NewCombatRules(), ogreSetup(t))
	// Full cover lowers TN 14 by 9: 3 + 2 = 5 beats 5? no; 4 + 2 = 6 beats 5.
	must(t, s, "threat_attack", ev{"threat": "ogre", "target": "wren", "attack": 1, "natural": 4, "cover": "great"})
	if w, _ := s.State().Combatant("wren"); w.HP != 8 {
		t.Errorf("defended with cover: hp %d", w.HP)
	}
	// Certain damage: half lands anyway, a success halves again (L812).
	must(t, s, "threat_attack", ev{"threat": "ogre", "target": "wren", "attack": 1, "natural": 19, "certain": true})
	if w, _ := s.State().Combatant("wren"); w.HP != 8-3 {
		t.Errorf("certain defended: hp %d", w.HP)
	}
}

func cubeSetup() encounter.Setup {
	return encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "pcs", Players: true}, {ID: "gm"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "wren", Name: "Wren", Side: "pcs", Kind: "character", Stats: map[string]int{"min_advancement_rating": 1}},
			{ID: "cube", Name: "The glowing cube", Side: "gm", Kind: "challenge", Stats: map[string]int{"rating": 3, "complexity": 3}},
		},
	}
}

func TestChallengeMode(t *testing.T) {
	s := session(t, NewChallengeRules(), cubeSetup())
	// TN 9; complexity 3: 5 successes, failure at 3 (L723–733).
	must(t, s, "attempt", ev{"combatant": "wren", "natural": 12, "modifier": 0})                       // 12 > 9 standard: 1
	must(t, s, "attempt", ev{"combatant": "wren", "natural": 19, "modifier": 1})                       // 20 ≥ 19 strong: 2
	must(t, s, "attempt", ev{"combatant": "wren", "natural": 5, "modifier": 0})                        // failure
	must(t, s, "attempt", ev{"combatant": "wren", "natural": 2, "modifier": 0, "suitability": "poor"}) // failure
	c, _ := s.State().Combatant("cube")
	if c.Resource("successes") != 3 {
		t.Fatalf(`c.Resource("successes") != 3: tally %d/%d`, c.Resource("successes"), c.Resource("failures"))
	}
	if c.Resource("failures") != 2 {
		t.Fatalf(`c.Resource("failures") != 2: tally %d/%d`, c.Resource("successes"), c.Resource("failures"))
	}
	if s.State().Ended {
		t.Fatalf("s.State().Ended: tally %d/%d", c.Resource("successes"), c.Resource("failures"))
	}
	must(t, s, "attempt", ev{"combatant": "wren", "natural": 15, "modifier": 0, "suitability": "perfect"}) // 15 ≥ 13: strong 2
	st := s.State()
	if !st.Ended {
		t.Fatalf("!st.Ended: outcome %q pending %v", st.Outcome, st.Pending)
	}
	if st.Outcome != "resolved" {
		t.Fatalf(`st.Outcome != "resolved": outcome %q pending %v`, st.Outcome, st.Pending)
	}
	if len(st.Pending) != 1 {
		t.Errorf("len(st.Pending) != 1: outcome %q pending %v", st.Outcome, st.Pending)
	}
	s = session(t, NewChallengeRules(), cubeSetup())
	must(t, s, "give_up", nil)
	if s.State().Outcome != "abandoned" {
		t.Error("give up")
	}
	refused(t, s, "attempt", ev{"combatant": "wren", "natural": 12}, "over")
}

func TestThreadBoard(t *testing.T) {
	s := session(t, NewThreadRules(), encounter.Setup{Sides: []encounter.SideSetup{{ID: "table", Players: true}},
		Combatants: []encounter.CombatantSetup{{ID: "heist", Name: "Heist", Side: "table", Kind: "thread", Stats: map[string]int{"length": 4}}}})
	for range 4 {
		must(t, s, "advance", ev{"thread": "heist"})
	}
	if h, _ := s.State().Combatant("heist"); !h.Dead {
		t.Error("4 marks of 4 did not resolve")
	}
	if _, err := NewThreadRules().Start(encounter.Setup{Sides: []encounter.SideSetup{{ID: "t"}},
		Combatants: []encounter.CombatantSetup{{ID: "x", Side: "t", Kind: "thread", Stats: map[string]int{"length": 13}}}}); err == nil {
		t.Error("length 13 accepted (L391)")
	}
}

func TestDangerMode(t *testing.T) {
	s := session(t, NewDangerRules(), wrenAgainst(t, StatBlock{Type: "danger", Name: "Flood", Rating: 2, Complexity: 1}))
	must(t, s, "initiative", ev{"combatant": "wren", "roll": 10})
	must(t, s, "initiative", ev{"combatant": "flood", "roll": 5})
	must(t, s, "start", nil)
	// Danger TN 6 (3 × rating, L919–929); complexity 1: 3 successes, failure at 2.
	must(t, s, "attempt", ev{"combatant": "wren", "natural": 17, "modifier": 0}) // 17 ≥ 16: strong, 2
	must(t, s, "end_turn", nil)
	must(t, s, "danger_attack", ev{"danger": "flood", "target": "wren", "attack": 1, "natural": 2, "damage": 3}) // 2 + 2 ≤ 6
	if w, _ := s.State().Combatant("wren"); w.HP != 5 {
		t.Errorf("hp %d", w.HP)
	}
	must(t, s, "end_turn", nil)
	must(t, s, "attempt", ev{"combatant": "wren", "natural": 8, "modifier": 0})
	{
		st := s.State()
		if !st.Ended {
			t.Fatalf("!st.Ended: outcome %q", st.Outcome)
		}
		if st.Outcome != "resolved" {
			t.Errorf(`st.Outcome != "resolved": outcome %q`, st.Outcome)
		}
	}
}

// TestStartWithNobodyIsRefused: a fight with no combatants is refused with
// a reason, never a panic.
func TestStartWithNobodyIsRefused(t *testing.T) {
	s := session(t, NewCombatRules(), encounter.Setup{Sides: []encounter.SideSetup{{ID: "pcs", Players: true}, {ID: "foes"}}})
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("start panicked: %v", r)
		}
	}()
	refused(t, s, "start", nil, "")
}

// TestCardHalvingsAreNotRepeated: halving for several targets or certain
// damage is how the GM customises the card, "If an attack should damage
// multiple targets, halve the damage it does." and "If an attack is
// unavoidable, halve the damage it does, and give characters the chance to
// make a defense check to halve the damage again."
// (003_b350af455cb359c1.txt, Customizing Damage). A card attack already
// halved is not halved again when the GM also ticks the box; a certain
// card attack still lands half on a defense.
func TestCardHalvingsAreNotRepeated(t *testing.T) {
	cases := []struct {
		name    string
		attack  ThreatAttack
		payload ev
		wantHP  int
	}{
		// Rating 1: 12 damage; several targets: 6 on the card; Wren 8 − 6.
		{"several targets ticked again", ThreatAttack{MultipleTargets: true}, ev{"natural": 1, "multiple_targets": true}, 2},
		{"several targets on the card only", ThreatAttack{MultipleTargets: true}, ev{"natural": 1}, 2},
		// Certain: 6 on the card, a successful defense halves again: 3.
		{"certain defended, box ticked", ThreatAttack{Certain: true}, ev{"natural": 19, "certain": true}, 5},
		{"certain defended, box not ticked", ThreatAttack{Certain: true}, ev{"natural": 19}, 5},
		// A typed (rolled) amount is the dice's: the card's halving applies to it.
		{"typed damage halved once", ThreatAttack{MultipleTargets: true}, ev{"natural": 1, "damage": 10}, 3},
		// A plain card attack ticked as several targets: halved by the tick.
		{"plain attack ticked", ThreatAttack{}, ev{"natural": 1, "multiple_targets": true}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			armed := ogreBlock
			armed.Attacks = []ThreatAttack{c.attack}
			s := session(t, NewCombatRules(), wrenAgainst(t, armed))
			p := ev{"threat": "ogre", "target": "wren", "attack": 1}
			for k, v := range c.payload {
				p[k] = v
			}
			must(t, s, "threat_attack", p)
			if w, _ := s.State().Combatant("wren"); w.HP != c.wantHP {
				t.Fatalf("Wren has %d health, want %d", w.HP, c.wantHP)
			}
		})
	}
}

// TestTrackerWords: the tracker reads a threat's counters and a condition
// in words, never by key or id. "When you give the threat the swarm trait,
// mark down how many are in the swarm" (003_b350af455cb359c1.txt): a threat
// with no swarm shows no swarm count.
func TestTrackerWords(t *testing.T) {
	s := session(t, NewCombatRules(), ogreSetup(t))
	var ogre encounter.Row
	for _, r := range encounter.BuildView(s.Rules(), s.State()).Rows {
		if r.ID == "ogre" {
			ogre = r
		}
	}
	got := strings.Join(ogre.ResourceText, " · ")
	if !strings.HasPrefix(got, "TN to hit 14 · TN of its attacks 14") {
		t.Fatalf(`!strings.HasPrefix(got, "TN to hit 14 · TN of its attacks 14"): ogre counters %q`, got)
	}
	if strings.Contains(got, "swarm") {
		t.Fatalf(`strings.Contains(got, "swarm"): ogre counters %q`, got)
	}
	if strings.Contains(got, "_") {
		t.Fatalf(`strings.Contains(got, "_"): ogre counters %q`, got)
	}
	if strings.Contains(got, "legendary") {
		t.Fatalf(`strings.Contains(got, "legendary"): ogre counters %q`, got)
	}
	if strings.Contains(got, "phase") {
		t.Errorf(`strings.Contains(got, "phase"): ogre counters %q`, got)
	}
	// "phases" (L888): a threat of three phases says which one it is in.
	hydra := StatBlock{Type: "threat", Name: "Hydra", Rating: 1, Phases: 3}
	for _, r := range encounter.BuildView(NewCombatRules(), session(t, NewCombatRules(), wrenAgainst(t, ogreBlock, hydra)).State()).Rows {
		if got := strings.Join(r.ResourceText, " · "); r.ID == "hydra" && !strings.Contains(got, "phase 1 of 3") {
			t.Errorf("hydra counters %q", got)
		}
	}
	must(t, s, "afflict", ev{"target": "wren", "condition": "frightened", "duration": 2})
	if got := strings.Join(s.State().Messages, "; "); got != "Wren is Frightened for 2 rounds" {
		t.Errorf("afflict says %q", got)
	}
	must(t, s, "cure", ev{"target": "wren", "condition": "Frightened"})
	if got := strings.Join(s.State().Messages, "; "); got != "Wren is no longer Frightened" {
		t.Errorf("cure says %q", got)
	}
}
