package dragonhead

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func TestInitiativeOrder(t *testing.T) {
	chars := []string{"left", "middle", "right"}
	creatures := []string{"trog1", "trog2"}
	// 002_81d21628bd61f597.txt: "Roll even and the characters win it. The player sitting to the DM's left goes
	// first and the game circles clockwise … The round ends with the DM's creatures"
	if got := InitiativeOrder(8, chars, creatures); !slices.Equal(got, []string{"left", "middle", "right", "trog1", "trog2"}) {
		t.Errorf("even: %v", got)
	}
	// "Roll odd and the creatures win it. The same thing happens except now the DM's creatures begin the round and
	// the player sitting to the DM's right ends it": the players keep the same seat order (left … right) after them.
	if got := InitiativeOrder(7, chars, creatures); !slices.Equal(got, []string{"trog1", "trog2", "left", "middle", "right"}) {
		t.Errorf("odd: %v", got)
	}
}

func TestChallengeResult(t *testing.T) {
	tests := []struct {
		off, def, tie, want int
		wantErr             bool
	}{
		// "If you make an attack with a 20 vs 15 that's a 5 point difference and two successes"
		{20, 15, 0, 2, false},
		// "the wheel is pointing at a defense of 15. Any offensive strength of 15 to 18 does one success … A 19 to 22 does two … A 23 to 26 does three"
		{16, 15, 0, 1, false}, {18, 15, 0, 1, false}, {19, 15, 0, 2, false}, {22, 15, 0, 2, false}, {23, 15, 0, 3, false}, {26, 15, 0, 3, false},
		// "With a defeat, nothing happens."
		{14, 15, 0, 0, false},
		// "A 15 vs 15 is a stalemate … An odd roll wins it for the offense. An even roll wins it for the defense."
		{15, 15, 3, 1, false}, {15, 15, 4, 0, false}, {15, 15, 0, 0, true},
	}
	for _, tt := range tests {
		got, err := ChallengeResult(tt.off, tt.def, tt.tie)
		if (err != nil) != tt.wantErr {
			t.Errorf("(err != nil) != tt.wantErr: ChallengeResult(%d, %d, %d) = %+v, %v; want %d", tt.off, tt.def, tt.tie, got, err, tt.want)
		} else if got.Successes != tt.want {
			t.Errorf("got.Successes != tt.want: ChallengeResult(%d, %d, %d) = %+v, %v; want %d", tt.off, tt.def, tt.tie, got, err, tt.want)
		}
	}
}

func TestStrengthResult(t *testing.T) {
	// 002_81d21628bd61f597.txt: "| 21 to 24 | Triple |", "| 13 to 16 | Single |", "| 9 to 12 | Half Fail |",
	// "| 5 to 8 | Full Fail |", "| 1 to 4 | Crash Fail |", "every four points above it is another success"
	for _, tt := range []struct {
		s, n int
		f    string
	}{{13, 1, ""}, {16, 1, ""}, {17, 2, ""}, {24, 3, ""}, {25, 4, ""}, {12, 0, "H"}, {9, 0, "H"}, {8, 0, "F"}, {5, 0, "F"}, {4, 0, "C"}, {-3, 0, "C"}} {
		n, f := StrengthResult(tt.s)
		if n != tt.n {
			t.Errorf("n != tt.n: StrengthResult(%d) = %d %q, want %d %q", tt.s, n, f, tt.n, tt.f)
		} else if f != tt.f {
			t.Errorf("f != tt.f: StrengthResult(%d) = %d %q, want %d %q", tt.s, n, f, tt.n, tt.f)
		}
	}
}

func TestWearTearStunAndCircles(t *testing.T) {
	// "An attack doing 8 Sharp would do 8 wear and 4 tear."
	sharp, _ := ParseDamageType("s")
	if sharp.Tear(8) != 4 {
		t.Fatal("8 sharp is 4 tear")
	}
	// p 1:1, s 2:1, m 3:1, b 4:1, i 5:1 on 12 wear
	for letter, tear := range map[string]int{"p": 12, "s": 6, "m": 4, "b": 3, "i": 2} {
		dt, _ := ParseDamageType(letter)
		if dt.Tear(12) != tear {
			t.Errorf("12 %s: tear %d, want %d", letter, dt.Tear(12), tear)
		}
	}
	// "roll your Armor and subtract it from the incoming damage. If this reduces the attack to zero you take no damage."
	if DefendedDamage([]int{5, 3}, 3) != 5 {
		t.Fatal("DefendedDamage([]int{5, 3}, 3) != 5:", "armour subtraction")
	} else if DefendedDamage([]int{2}, 6) != 0 {
		t.Fatal("DefendedDamage([]int{2}, 6) != 0:", "armour subtraction")
	}
	// "when a single blow does your stun point or more in wear damage"; "double the stun point or more knocks your character flat"
	for _, tt := range []struct {
		wear, stun    int
		stunned, flat bool
	}{{3, 4, false, false}, {4, 4, true, false}, {7, 4, true, false}, {8, 4, true, true}} {
		s, f := StunResult(tt.wear, tt.stun)
		if s != tt.stunned {
			t.Errorf("s != tt.stunned: StunResult(%d, %d) = %v %v", tt.wear, tt.stun, s, f)
		} else if f != tt.flat {
			t.Errorf("f != tt.flat: StunResult(%d, %d) = %v %v", tt.wear, tt.stun, s, f)
		}
	}
	// "count out your total hp in circles and put a D in the circle that follows it"
	c := DamageCircles(6, 3, 4, 2, 1)
	if len(c) != 7 {
		t.Fatalf("len(c) != 7: circles %+v", c)
	} else if c[6].Mark != "D" {
		t.Fatalf("c[6].Mark != \"D\": circles %+v", c)
	} else if c[2].Mark != "M" {
		t.Fatalf("c[2].Mark != \"M\": circles %+v", c)
	} else if !c[3].Worn {
		t.Fatalf("!c[3].Worn: circles %+v", c)
	} else if c[4].Worn {
		t.Fatalf("c[4].Worn: circles %+v", c)
	} else if !c[1].Torn {
		t.Fatalf("!c[1].Torn: circles %+v", c)
	} else if c[2].Torn {
		t.Fatalf("c[2].Torn: circles %+v", c)
	} else if !c[0].Scarred {
		t.Fatalf("!c[0].Scarred: circles %+v", c)
	} else if c[1].Scarred {
		t.Fatalf("c[1].Scarred: circles %+v", c)
	}
	// "Once tear damage passes it a morale check should be made"; no M, no morale
	if MoraleDue(3, 3) {
		t.Fatal("MoraleDue(3, 3):", "morale point")
	} else if !MoraleDue(4, 3) {
		t.Fatal("!MoraleDue(4, 3):", "morale point")
	} else if MoraleDue(9, 0) {
		t.Fatal("MoraleDue(9, 0):", "morale point")
	}
	if IsOut(10, 10) {
		t.Fatal("IsOut(10, 10):", "pass out and death at the D")
	} else if !IsOut(11, 10) {
		t.Fatal("!IsOut(11, 10):", "pass out and death at the D")
	} else if IsDead(10, 10) {
		t.Fatal("IsDead(10, 10):", "pass out and death at the D")
	} else if !IsDead(11, 10) {
		t.Fatal("!IsDead(11, 10):", "pass out and death at the D")
	}
}

func skirmish() encounter.Setup {
	return encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "trogs", Name: "Troglodytes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "megan", Name: "Megan", Side: "party", Seat: 2, Stats: map[string]int{"hp": 14, "stun": 4, "ac": 15, "dc": 9}},
			{ID: "carmin", Name: "Carmin", Side: "party", Seat: 1, Stats: map[string]int{"hp": 12, "stun": 3, "ac": 14, "dc": 10, "attacks": 2}},
			{ID: "trog", Name: "Troglodyte", Side: "trogs", Stats: map[string]int{"hp": 10, "stun": 3, "ac": 13, "dc": 8, "morale": 3}},
		},
	}
}

func apply(t *testing.T, s *encounter.Session, typ string, payload map[string]any, wantErr string) {
	t.Helper()
	err := s.Append(encounter.MustEvent(typ, payload))
	if wantErr == "" && err != nil {
		t.Fatalf("%s: %v", typ, err)
	}
	if wantErr != "" && (err == nil || !strings.Contains(err.Error(), wantErr)) {
		t.Fatalf("%s: error %v, want %q", typ, err, wantErr)
	}
}

func TestCombatRound(t *testing.T) {
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: skirmish()})
	if err != nil {
		t.Fatal(err)
	}
	get := func(id string) *encounter.Combatant {
		c, err := s.State().Combatant(id)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	apply(t, s, EventEndTurn, nil, "roll initiative")
	apply(t, s, EventInitiative, map[string]any{"roll": 4}, "")
	if !slices.Equal(s.State().Order, []string{"carmin", "megan", "trog"}) {
		t.Fatalf("!slices.Equal(s.State().Order, []string{\"carmin\", \"megan\", \"trog\"}): order %v", s.State().Order)
	} else if s.State().ActiveID() != "carmin" {
		t.Fatalf("s.State().ActiveID() != \"carmin\": order %v", s.State().Order)
	}
	// Two swords: two attacks. 20 vs AC 13: 2 successes, two damage rolls, armour 2: 5+4-2 = 7 sharp → 3 tear
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "hit": 20, "damage_rolls": []int{5}, "damage_type": "s", "armor_roll": 2}, "need 2 damage roll")
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "hit": 20, "damage_rolls": []int{5, 4}, "damage_type": "s", "armor_roll": 2}, "")
	trog := get("trog")
	if trog.Wear != 7 {
		t.Fatalf("trog.Wear != 7: trog wear %d tear %d %v", trog.Wear, trog.Tear, trog.Conditions)
	} else if trog.Tear != 3 {
		t.Fatalf("trog.Tear != 3: trog wear %d tear %d %v", trog.Wear, trog.Tear, trog.Conditions)
	} else if !trog.Has(CondStunned) {
		t.Fatalf("!trog.Has(CondStunned): trog wear %d tear %d %v", trog.Wear, trog.Tear, trog.Conditions)
	} else if !trog.Has(CondKnockedDown) {
		t.Fatalf("!trog.Has(CondKnockedDown): trog wear %d tear %d %v", trog.Wear, trog.Tear, trog.Conditions)
	}
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "hit": 13, "defense": "ac", "tie_roll": 2, "damage_rolls": []int{}}, "")
	apply(t, s, EventAttack, map[string]any{"attacker": "carmin", "target": "trog", "hit": 30}, "no attack left")
	apply(t, s, EventAttack, map[string]any{"attacker": "megan", "target": "trog", "hit": 30}, "not Megan's turn")
	apply(t, s, EventEndTurn, nil, "")
	// Knocked flat: defends with DC 8. 9 vs 8: one success, 2 pierce, no armour → tear 3+2 = 5 passes M 3
	apply(t, s, EventAttack, map[string]any{"attacker": "megan", "target": "trog", "hit": 9, "damage_rolls": []int{2}, "damage_type": "p"}, "")
	trog = get("trog")
	if trog.Tear != 5 {
		t.Fatalf("trog.Tear != 5: trog %d/%d %v", trog.Wear, trog.Tear, trog.Conditions)
	} else if trog.Wear != 9 {
		t.Fatalf("trog.Wear != 9: trog %d/%d %v", trog.Wear, trog.Tear, trog.Conditions)
	} else if !trog.Has(CondMoraleCheck) {
		t.Fatalf("!trog.Has(CondMoraleCheck): trog %d/%d %v", trog.Wear, trog.Tear, trog.Conditions)
	} else if trog.Unconscious {
		t.Fatalf("trog.Unconscious: trog %d/%d %v", trog.Wear, trog.Tear, trog.Conditions)
	}
	apply(t, s, EventEndTurn, nil, "")
	trog = get("trog")
	// The troglodyte's turn: "lose your next immediate action"
	if trog.Actions != 0 {
		t.Fatalf("trog.Actions != 0: stunned turn: %d %v", trog.Actions, trog.Conditions)
	} else if trog.Has(CondStunned) {
		t.Fatalf("trog.Has(CondStunned): stunned turn: %d %v", trog.Actions, trog.Conditions)
	} else if !trog.Has(CondKnockedDown) {
		t.Fatalf("!trog.Has(CondKnockedDown): stunned turn: %d %v", trog.Actions, trog.Conditions)
	}
	apply(t, s, EventMorale, map[string]any{"combatant": "trog", "strength": 6}, "")
	if !get("trog").Has(CondFleeing) {
		t.Fatal("!get(\"trog\").Has(CondFleeing):", "a full fail flees")
	} else if get("trog").Has(CondMoraleCheck) {
		t.Fatal("get(\"trog\").Has(CondMoraleCheck):", "a full fail flees")
	}
	apply(t, s, EventEndTurn, nil, "")
	if s.State().ActiveID() != "" {
		t.Fatal("round over")
	}
	// Odd: creatures first; the K costs this action (standing up).
	apply(t, s, EventInitiative, map[string]any{"roll": 5}, "")
	if !slices.Equal(s.State().Order, []string{"trog", "carmin", "megan"}) {
		t.Fatalf("!slices.Equal(s.State().Order, []string{\"trog\", \"carmin\", \"megan\"}): round 2 %v %v", s.State().Order, get("trog").Conditions)
	} else if get("trog").Actions != 0 {
		t.Fatalf("get(\"trog\").Actions != 0: round 2 %v %v", s.State().Order, get("trog").Conditions)
	} else if get("trog").Has(CondKnockedDown) {
		t.Fatalf("get(\"trog\").Has(CondKnockedDown): round 2 %v %v", s.State().Order, get("trog").Conditions)
	}
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventEndTurn, nil, "") // Carmin (seat 1) before Megan (seat 2)
	// 2 more wear passes out (wear 11 > 10)
	apply(t, s, EventAttack, map[string]any{"attacker": "megan", "target": "trog", "hit": 9, "defense": "dc", "damage_rolls": []int{2}}, "")
	if !get("trog").Unconscious {
		t.Fatalf("!get(\"trog\").Unconscious: out: %+v", get("trog"))
	} else if get("trog").Tear != 5 {
		t.Fatalf("get(\"trog\").Tear != 5: out: %+v", get("trog"))
	}
	v := s.View()
	if len(v.Rows[0].Circles) != 11 {
		t.Fatalf("len(v.Rows[0].Circles) != 11: row %+v", v.Rows[0])
	} else if v.Rows[0].Band != encounter.BandDown {
		t.Fatalf("v.Rows[0].Band != encounter.BandDown: row %+v", v.Rows[0])
	}
	// Undo the knock-out, redo it.
	if err := s.Undo(); err != nil {
		t.Fatal("err != nil:", "undo")
	} else if get("trog").Unconscious {
		t.Fatal("get(\"trog\").Unconscious:", "undo")
	}
	if err := s.Redo(); err != nil {
		t.Fatal("err != nil:", "redo")
	} else if !get("trog").Unconscious {
		t.Fatal("!get(\"trog\").Unconscious:", "redo")
	}
}

func TestRestAndSleep(t *testing.T) {
	setup := skirmish()
	setup.Combatants[1].Stats["wear"] = 8
	setup.Combatants[1].Stats["tear"] = 2
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	apply(t, s, EventRest, map[string]any{"combatant": "carmin", "recovered": 3}, "")
	c, _ := s.State().Combatant("carmin")
	if c.Wear != 5 {
		t.Fatalf("c.Wear != 5: rest: %d %d", c.Wear, c.Resource("rests"))
	} else if c.Resource("rests") != 1 {
		t.Fatalf("c.Resource(\"rests\") != 1: rest: %d %d", c.Wear, c.Resource("rests"))
	}
	// "Ignore either of these and you only recover half of your wear damage and rest count."
	apply(t, s, EventSleep, map[string]any{"combatant": "carmin", "safe": true}, "")
	c, _ = s.State().Combatant("carmin")
	if c.Wear != 4 {
		t.Fatalf("half sleep: %d", c.Wear)
	}
	// "A full night of sleep (eight hours) recovers all wear damage and clears out your rest circles."
	apply(t, s, EventSleep, map[string]any{"combatant": "carmin", "safe": true, "armor_off": true}, "")
	c, _ = s.State().Combatant("carmin")
	if c.Wear != 2 {
		t.Fatalf("c.Wear != 2: sleep: %d %d", c.Wear, c.Resource("rests"))
	} else if c.Resource("rests") != 0 {
		t.Fatalf("c.Resource(\"rests\") != 0: sleep: %d %d", c.Wear, c.Resource("rests"))
	}
	for range RestsPerDay {
		apply(t, s, EventRest, map[string]any{"combatant": "megan", "recovered": 0}, "")
	}
	// "A character can only rest ten times a day."
	apply(t, s, EventRest, map[string]any{"combatant": "megan", "recovered": 0}, "rested 10 times")
}

func TestCombatantFromCharacter(t *testing.T) {
	f, d := loadMegan(t)
	cs, err := CombatantFromCharacter("megan", "Megan", "party", 1, f.Data, DefaultDiceTable())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"hp": "total_hp", "stun": "stun", "ac": "ac", "dc": "dc"}
	for stat, key := range want {
		v, _ := d.Get(key)
		if cs.Stats[stat] != v.Value {
			t.Errorf("%s = %d, derived %s = %v", stat, cs.Stats[stat], key, v.Value)
		}
	}
	if cs.Stats["hp"] <= 0 {
		t.Fatalf("cs.Stats[\"hp\"] <= 0: setup %+v", cs)
	} else if cs.Kind != KindCharacter {
		t.Fatalf("cs.Kind != KindCharacter: setup %+v", cs)
	} else if cs.Seat != 1 {
		t.Fatalf("cs.Seat != 1: setup %+v", cs)
	}
}

func TestSurpriseRoundAndLostSpell(t *testing.T) {
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: skirmish()})
	if err != nil {
		t.Fatal(err)
	}
	// "The party launching the surprise attack gets one round where they can attack and the surprised party
	// can do nothing but take damage. Stupefied, they defend with DC."
	apply(t, s, EventSurprise, map[string]any{"side": "trogs"}, "")
	if !slices.Equal(s.State().Order, []string{"trog"}) {
		t.Fatalf("surprise order %v", s.State().Order)
	}
	// 9 vs Megan's DC 9 is a tie; an odd roll wins it for the offense.
	apply(t, s, EventAttack, map[string]any{"attacker": "trog", "target": "megan", "hit": 9, "tie_roll": 1, "damage_rolls": []int{3}, "damage_type": "m"}, "")
	megan, _ := s.State().Combatant("megan")
	if megan.Wear != 3 {
		t.Fatalf("megan.Wear != 3: megan %d/%d actions %d", megan.Wear, megan.Tear, megan.Actions)
	} else if megan.Tear != 1 {
		t.Fatalf("megan.Tear != 1: megan %d/%d actions %d", megan.Wear, megan.Tear, megan.Actions)
	} else if megan.Actions != 0 {
		t.Fatalf("megan.Actions != 0: megan %d/%d actions %d", megan.Wear, megan.Tear, megan.Actions)
	}
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	// "If stunned during this time the spell will be lost."
	apply(t, s, EventCast, map[string]any{"caster": "carmin", "spell": "Fireball", "time": 1}, "")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventAttack, map[string]any{"attacker": "trog", "target": "carmin", "hit": 20, "damage_rolls": []int{2, 2}, "damage_type": "b"}, "")
	carmin, _ := s.State().Combatant("carmin")
	if carmin.Has(CondCasting) {
		t.Fatalf("carmin.Has(CondCasting): carmin %v", carmin.Conditions)
	} else if !carmin.Has(CondStunned) {
		t.Fatalf("!carmin.Has(CondStunned): carmin %v", carmin.Conditions)
	}
	// "when you fully fail to cast it you forget it. X the spell from your attacks list."
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventInitiative, map[string]any{"roll": 4}, "")
	apply(t, s, EventEndTurn, nil, "") // Carmin's stunned turn
	apply(t, s, EventCast, map[string]any{"caster": "megan", "spell": "Light", "strength": 7}, "")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventInitiative, map[string]any{"roll": 4}, "")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventCast, map[string]any{"caster": "megan", "spell": "Light"}, "X-ed out")
	apply(t, s, EventRecoverSpell, map[string]any{"caster": "megan", "spell": "Light"}, "")
	apply(t, s, EventCast, map[string]any{"caster": "megan", "spell": "Light"}, "")
}

func TestLongDragonheadLog(t *testing.T) {
	setup := skirmish()
	for i := range 12 {
		setup.Combatants = append(setup.Combatants, encounter.CombatantSetup{ID: fmt.Sprintf("m%d", i), Side: "trogs",
			Stats: map[string]int{"hp": 30 + i, "ac": 10 + i%5, "dc": 6, "morale": 10}})
	}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 5))
	add := func(typ string, p map[string]any) {
		t.Helper()
		if err := s.Append(encounter.MustEvent(typ, p)); err != nil {
			t.Fatalf("event %d %s %v: %v", s.LogLength()+1, typ, p, err)
		}
	}
	for s.LogLength() < 5000 {
		st := s.State()
		if st.ActiveID() == "" {
			add(EventInitiative, map[string]any{"roll": 1 + rng.IntN(20)})
			continue
		}
		a, _ := st.Combatant(st.ActiveID())
		for _, c := range st.Combatants {
			if c.Has(CondMoraleCheck) {
				add(EventMorale, map[string]any{"combatant": c.ID, "strength": rng.IntN(20)})
			}
			if c.Wear > c.MaxHP/2 && !c.Dead {
				add(EventHeal, map[string]any{"target": c.ID, "wear": c.Wear, "tear": c.Tear})
			}
		}
		for a.Resource("attacks") > 0 && !a.Unconscious && !a.Dead {
			target := st.Combatants[rng.IntN(len(st.Combatants))]
			if target.Side == a.Side || target.Dead {
				break
			}
			hit, tie := rng.IntN(26), 1+rng.IntN(6)
			// The defence the rules pick; "DC cannot be risk rolled", so a
			// typed value replaces only an AC.
			def, _ := defenceOf(st, a, target, &AttackPayload{})
			ac := def.Value
			if def.Which == "ac" {
				ac = target.Stat("ac")
			}
			ch, _ := ChallengeResult(hit, ac, tie)
			rolls := make([]int, ch.Successes)
			for i := range rolls {
				rolls[i] = 1 + rng.IntN(8)
			}
			add(EventAttack, map[string]any{"attacker": a.ID, "target": target.ID, "hit": hit, "defense_value": ac, "tie_roll": tie,
				"damage_rolls": rolls, "damage_type": []string{"p", "s", "m", "b", "i"}[rng.IntN(5)], "armor_roll": rng.IntN(3)})
			st = s.State()
			a, _ = st.Combatant(a.ID)
		}
		add(EventEndTurn, nil)
	}
	enc := s.Encounter()
	st, err := encounter.Replay(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(encounter.Summarize(encounter.BuildView(NewCombatRules(), s.State()), len(enc.Log)))
	got, _ := json.Marshal(encounter.Summarize(encounter.BuildView(NewCombatRules(), st), len(enc.Log)))
	if string(got) != string(want) {
		t.Fatalf("string(got) != string(want): replay of %d events (round %d) differs from the state built event by event", len(enc.Log), st.Round)
	} else if st.Round < 50 {
		t.Fatalf("st.Round < 50: replay of %d events (round %d) differs from the state built event by event", len(enc.Log), st.Round)
	}
}

func TestDefenceFor(t *testing.T) {
	tests := []struct {
		name      string
		in        DefenceInput
		which     string
		value     int
		wantInWhy string
	}{
		// 002_81d21628bd61f597.txt, AC / DC: "If your AC is greater than your DC write them both down with a
		// slash between the numbers. Otherwise just use your DC."
		{"AC 8 / DC 10 defends at 10", DefenceInput{AC: 8, DC: 10}, "dc", 10, "not greater"},
		{"AC equal to DC is DC", DefenceInput{AC: 10, DC: 10}, "dc", 10, "DC"},
		{"AC 15 / DC 9 defends with AC", DefenceInput{AC: 15, DC: 9}, "ac", 15, "AC"},
		// "DC is used in surprise situations or any time you drop your guard"; back attacks: "They defend with DC instead of AC."
		{"off guard uses DC", DefenceInput{AC: 15, DC: 9, UseDC: true}, "dc", 9, "off guard"},
		// "When fighting anything with a body size larger than your own, you get a +4 to add to your AC/DC"
		{"+4 against a larger body", DefenceInput{AC: 15, DC: 9, Larger: true}, "ac", 19, "+4"},
		{"+4 on DC too", DefenceInput{AC: 15, DC: 9, UseDC: true, Larger: true}, "dc", 13, "+4"},
		// "An area attack floods a space with damage … AC / DC is ignored. Armor & Shield does defend against it."
		{"area ignores AC/DC", DefenceInput{AC: 15, DC: 9, Area: true, Larger: true}, "", 0, "area"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DefenceFor(tt.in)
			if got.Which != tt.which {
				t.Errorf("got.Which != tt.which: DefenceFor(%+v) = %+v; want %s %d (%q)", tt.in, got, tt.which, tt.value, tt.wantInWhy)
			} else if got.Value != tt.value {
				t.Errorf("got.Value != tt.value: DefenceFor(%+v) = %+v; want %s %d (%q)", tt.in, got, tt.which, tt.value, tt.wantInWhy)
			} else if !strings.Contains(got.Explain, tt.wantInWhy) {
				t.Errorf("!strings.Contains(got.Explain, tt.wantInWhy): DefenceFor(%+v) = %+v; want %s %d (%q)", tt.in, got, tt.which, tt.value, tt.wantInWhy)
			}
		})
	}
}

func TestAttackUsesTheBooksDefence(t *testing.T) {
	setup := encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Players: true}, {ID: "foes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "hero", Side: "party", Seat: 1, Stats: map[string]int{"hp": 12, "ac": 14, "dc": 10, "attacks": 3, "size": 5}},
			{ID: "gob", Side: "foes", Stats: map[string]int{"hp": 30, "ac": 8, "dc": 10, "size": 4}},
		},
	}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	// AC 8 is not greater than DC 10: DC 10, +4 against the larger hero = 14. Hit 13 loses.
	apply(t, s, EventAttack, map[string]any{"attacker": "hero", "target": "gob", "hit": 13, "damage_rolls": []int{}}, "")
	if gob := s.State().Combatants[1]; gob.Wear != 0 {
		t.Fatalf("hit 13 against DC 10+4 should miss, wear %d", gob.Wear)
	}
	// An area attack ignores AC/DC: the damage roll less armour lands.
	apply(t, s, EventAttack, map[string]any{"attacker": "hero", "target": "gob", "area": true, "damage_rolls": []int{6}, "armor_roll": 2}, "")
	if gob := s.State().Combatants[1]; gob.Wear != 4 {
		t.Fatalf("area 6 − armour 2: wear %d, want 4", gob.Wear)
	}
}

// TestTheDownGetNoTurn: a combatant past its HP in wear "passes out" (IsOut) and a dead one is gone; neither
// is given a turn in the next round's order, and one who falls mid-round is skipped.
func TestTheDownGetNoTurn(t *testing.T) {
	setup := encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Players: true}, {ID: "foes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "hero", Side: "party", Seat: 1, Stats: map[string]int{"hp": 12, "ac": 14, "dc": 10}},
			{ID: "gob", Side: "foes", Stats: map[string]int{"hp": 5, "ac": 8, "dc": 10}},
			{ID: "orc", Side: "foes", Stats: map[string]int{"hp": 9, "ac": 8, "dc": 10}},
		},
	}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	apply(t, s, EventDamage, map[string]any{"target": "orc", "wear": 10}, "") // orc passes out before its turn
	apply(t, s, EventEndTurn, nil, "")
	if got := s.State().ActiveID(); got != "gob" {
		t.Fatalf("after hero: %q acts", got)
	}
	apply(t, s, EventEndTurn, nil, "")
	if got := s.State().ActiveID(); got != "" {
		t.Fatalf("the orc is out but %q acts", got)
	}
	apply(t, s, EventInitiative, map[string]any{"roll": 3}, "")
	if !slices.Equal(s.State().Order, []string{"gob", "hero"}) {
		t.Fatalf("round 2 order %v", s.State().Order)
	}
}
