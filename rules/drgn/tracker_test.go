package drgn

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// partyCentaur is Brannoch the centaur (testdata) with a Reliable ability,
// a tier 0 shield with 40 HP and toughness 2, and 1 Epicoin.
func partyCentaur(t *testing.T) json.RawMessage {
	t.Helper()
	c, _ := loadCentaur(t)
	c.Abilities = append(c.Abilities, Ability{Name: "Quick Jab", Uses: 2, Components: []Component{{Name: CompPower, Value: 5}, {Name: CompReliable}, {Name: CompRanged, Value: 7}}})
	hp, tough := 40, 2
	c.Equipment = append(c.Equipment, Item{Name: "Kite Shield", Kind: KindShield, Tier: 0, HP: &hp, Toughness: &tough})
	c.Epicoins = 1
	c.Extra = map[string]json.RawMessage{"campaign_note": json.RawMessage(`"kept"`)}
	b, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// brannochPicks joins data as Brannoch and lists his picks by name.
func brannochPicks(t *testing.T, data json.RawMessage) (encounter.CombatantSetup, map[string]encounter.Attack) {
	t.Helper()
	cs, err := CombatantFromCharacter("bran", "Brannoch", "party", data)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]encounter.Attack{}
	for _, a := range cs.Attacks {
		byName[a.Name] = a
	}
	return cs, byName
}

func TestCombatantFromCharacterCarriesPicks(t *testing.T) {
	data := partyCentaur(t)
	cs, byName := brannochPicks(t, data)
	tests := []struct {
		name, quote string
		got, want   any
	}{
		// 000_83d7bea2fb475415.txt: "A 30 power fireball would deal 30 damage to any target it affects."
		{"fireball damage is its power", "A 30 power fireball would deal 30 damage", byName["Fireball"].Damage, 30.0},
		{"fireball element", "the damage of that ability changes to be the elemental type chosen", byName["Fireball"].Element, "Fire"},
		{"fireball uses", "Abilities have a limited number of uses", byName["Fireball"].Uses, 3},
		{"fireball is an area attack (Sphere)", "Effects all targets in a sphere", byName["Fireball"].Area, true},
		{"fireball components", "an ability is built from components", strings.Join(byName["Fireball"].Components, " "), "power=30 sphere=4 elemental=Fire"},
		{"fireball is not Reliable", "Uses refresh on a short rest", byName["Fireball"].Reliable, false},
		{"jab is Reliable", "| Reliable | +10% | Uses refresh on a short rest |", byName["Quick Jab"].Reliable, true},
		{"jab range in units", "+1 cost per 6 units of combat abilities", byName["Quick Jab"].Range, 7},
		{"all abilities count as force until Elemental", "All abilities initially deal force damage", byName["Quick Jab"].Element, Force},
		{"the lance is a melee weapon", "The attack will be either ranged, melee, or an ability", byName["Lance"].Kind, KindMelee},
		{"the shortbow is ranged", "ranged", byName["Shortbow"].Kind, KindRanged},
		{"lance element from its damage type", "physical", byName["Lance"].Element, "Piercing"},
		{"constitution as a stat", "50 constitution", cs.Stats["constitution"], 50},
		{"melee weapons trait", "Melee Weapons", cs.Stats["melee_weapons"], 30},
		{"epicoins", "Epicoins earned are kept through sessions of play", cs.Stats["epicoins"], 1},
		{"one shield", "Shields … have their own pool of hitpoints and toughness", len(setupPart(t, cs).Shields), 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Fatalf("%v, want %v (%s)", tt.got, tt.want, tt.quote)
			}
		})
	}
	if len(setupPart(t, cs).Shields) != 1 {
		t.FailNow()
	}
	{
		sh := setupPart(t, cs).Shields[0]
		if sh.Name != "Kite Shield" {
			t.Fatalf("sh.Name != \"Kite Shield\": shield %+v", sh)
		}
		if sh.HP != 40 {
			t.Fatalf("sh.HP != 40: shield %+v", sh)
		}
		if sh.MaxHP != 40 {
			t.Fatalf("sh.MaxHP != 40: shield %+v", sh)
		}
		if sh.Toughness != 2 {
			t.Fatalf("sh.Toughness != 2: shield %+v", sh)
		}
	}
	d, _ := Decode(data)
	w, _ := d.Derive().Get("weapons")
	for _, row := range w.Value.([]WeaponRow) {
		if byName[row.Name].Damage != float64(row.Damage) {
			t.Errorf("%s damage %g, derived %d", row.Name, byName[row.Name].Damage, row.Damage)
		}
	}
	if _, err := CombatantFromCharacter("x", "X", "party", json.RawMessage(`{"traits": {"Constitution": "lots"}}`)); err == nil || !strings.Contains(err.Error(), "Constitution") {
		t.Fatalf("bad data: %v", err)
	}
}

// fight starts a DRGN fight of Brannoch (from his character) against two
// goblins and moves to the party's Dec phase.
func fight(t *testing.T) *encounter.Session {
	t.Helper()
	cs, err := CombatantFromCharacter("bran", "Brannoch", "party", partyCentaur(t))
	if err != nil {
		t.Fatal(err)
	}
	gob := encounter.CombatantSetup{Name: "Goblin", Side: "foes", Stats: map[string]int{"max_hp": 30, "toughness": 1}}
	gobs, err := encounter.Copies(gob, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: encounter.Setup{
		Sides:      []encounter.SideSetup{{ID: "party", Players: true}, {ID: "foes"}},
		Combatants: append([]encounter.CombatantSetup{cs}, gobs...),
	}})
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, s, EventNextPhase, nil)
	return s
}

func mustApply(t *testing.T, s *encounter.Session, typ string, payload any) {
	t.Helper()
	if err := s.Append(encounter.MustEvent(typ, payload)); err != nil {
		t.Fatalf("%s %v: %v", typ, payload, err)
	}
}

func TestAttackPreviewIsWhatTheAttackDoes(t *testing.T) {
	s := fight(t)
	// "((Damage * Attunement) * Crit) - (Toughness + Evasion) = Damage Taken":
	// Fireball 30 Fire against a goblin of toughness 1 → 29.
	pv, err := AttackPreview(s.State(), "bran", "fireball", []string{"goblin-1", "goblin-2"}, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(pv) != 2 {
		t.Fatalf("len(pv) != 2: preview %+v", pv)
	}
	if pv[0].Taken != 29 {
		t.Fatalf("pv[0].Taken != 29: preview %+v", pv)
	}
	if pv[1].Taken != 29 {
		t.Fatalf("pv[1].Taken != 29: preview %+v", pv)
	}
	if !strings.HasPrefix(pv[0].Text, "Goblin 1 takes 29 (HP 30 of 30)") {
		t.Fatalf("!strings.HasPrefix(pv[0].Text, \"Goblin 1 takes 29 (HP 30 of 30)\"): preview %+v", pv)
	}
	crit, _ := AttackPreview(s.State(), "bran", "Fireball", []string{"goblin-1"}, true)
	if crit[0].Taken != 59 { // 30 × 2 crit − 1
		t.Fatalf("crit preview %+v", crit)
	}
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "bran", "targets": []string{"goblin-1", "goblin-2"}, "attack": "Fireball"})
	mustApply(t, s, EventNextPhase, nil)
	for _, id := range []string{"goblin-1", "goblin-2"} {
		g, _ := s.State().Combatant(id)
		if g.HP != 30-pv[0].Taken {
			t.Fatalf("%s HP %d, preview said %d taken", id, g.HP, pv[0].Taken)
		}
	}
	bran, _ := s.State().Combatant("bran")
	if got := bran.Resource(encounter.UsesKey("Fireball")); got != 2 {
		t.Fatalf("fireball uses left %d, want 3 − 1", got)
	}
	if _, err := AttackPreview(s.State(), "bran", "Longsword", []string{"goblin-1"}, false); err == nil || !strings.Contains(err.Error(), "Fireball") {
		t.Fatalf("unknown attack: %v", err)
	}
}

func TestAbilityUsesAndRests(t *testing.T) {
	tests := []struct {
		name    string
		events  [][2]any // type, payload
		wantErr string
		fire    int // Fireball uses left after
		jab     int // Quick Jab uses left after
		coins   int
	}{
		{"a use is counted", [][2]any{{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Fireball"}}}, "", 2, 2, 1},
		{"none left is refused", [][2]any{
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab"}},
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab"}},
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab"}}}, "no uses of Quick Jab left", 3, 0, 1},
		// "Use an ability that is out of uses" is one of the book's epic things.
		{"an Epicoin pays for a use with none left", [][2]any{
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab"}},
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab"}},
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab", "epicoin": true}}}, "", 3, 0, 0},
		{"an Epicoin is not spent while uses remain", [][2]any{
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab", "epicoin": true}}}, "", 3, 1, 1},
		// "A creature that is silenced cannot use abilities"
		{"silenced", [][2]any{
			{EventAfflict, map[string]any{"target": "bran", "status": "Silenced", "duration": 2}},
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Fireball"}}}, "Silenced", 3, 2, 1},
		{"weapons have no uses", [][2]any{{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Lance"}}}, "not an ability", 3, 2, 1},
		// "| Reliable | +10% | Uses refresh on a short rest |"
		{"a short rest refreshes the Reliable only", [][2]any{
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab"}},
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Fireball"}},
			{EventRest, map[string]any{"kind": "short"}}}, "", 2, 2, 1},
		{"a long rest refreshes every ability", [][2]any{
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Quick Jab"}},
			{EventUseAbility, map[string]any{"combatant": "bran", "ability": "Fireball"}},
			{EventRest, map[string]any{"kind": "long", "combatant": "bran"}}}, "", 3, 2, 1},
		{"a rest needs its kind", [][2]any{{EventRest, map[string]any{"kind": "nap"}}}, "short or long", 3, 2, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fight(t)
			var err error
			for _, ev := range tt.events {
				if err = s.Append(encounter.MustEvent(ev[0].(string), ev[1])); err != nil {
					break
				}
			}
			if tt.wantErr == "" && err != nil {
				t.Fatalf("tt.wantErr == \"\" && err != nil: error %v, want %q", err, tt.wantErr)
			}
			if tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Fatalf("tt.wantErr != \"\" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)): error %v, want %q", err, tt.wantErr)
			}
			bran, _ := s.State().Combatant("bran")
			{
				f, j, c := bran.Resource(encounter.UsesKey("Fireball")), bran.Resource(encounter.UsesKey("Quick Jab")), bran.Resource("epicoins")
				if f != tt.fire {
					t.Fatalf("f != tt.fire: fireball %d jab %d epicoins %d, want %d %d %d", f, j, c, tt.fire, tt.jab, tt.coins)
				}
				if j != tt.jab {
					t.Fatalf("j != tt.jab: fireball %d jab %d epicoins %d, want %d %d %d", f, j, c, tt.fire, tt.jab, tt.coins)
				}
				if c != tt.coins {
					t.Fatalf("c != tt.coins: fireball %d jab %d epicoins %d, want %d %d %d", f, j, c, tt.fire, tt.jab, tt.coins)
				}
			}
		})
	}
}

func TestShieldBlocks(t *testing.T) {
	// The goblins' team attacks Brannoch, who blocks with his Kite Shield
	// (40 HP, toughness 2): "The blocking character must choose something to
	// block with, which takes damage in place of the character."
	s := fight(t)
	mustApply(t, s, EventNextPhase, nil) // party Go
	mustApply(t, s, EventNextPhase, nil) // foes Prep
	mustApply(t, s, EventNextPhase, nil) // foes Dec
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "goblin-1", "target": "bran", "damage": 25, "kind": "melee"})
	mustApply(t, s, EventRespond, map[string]any{"combatant": "bran", "attack": "a1", "response": "block", "with": "kite shield"})
	mustApply(t, s, EventNextPhase, nil)
	bran, _ := s.State().Combatant("bran")
	{
		got := bran.Resource(ShieldKey("Kite Shield"))
		if got != 40-23 {
			t.Fatalf("got != 40-23: shield HP %d (want 40 − (25 − 2)), Brannoch HP %d", got, bran.HP)
		}
		if bran.HP != 250 {
			t.Fatalf("bran.HP != 250: shield HP %d (want 40 − (25 − 2)), Brannoch HP %d", got, bran.HP)
		}
	}
	// A second round: 30 damage leaves the shield at 0, broken.
	for range 4 {
		mustApply(t, s, EventNextPhase, nil)
	}
	mustApply(t, s, EventNextPhase, nil) // foes Dec of round 2
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "goblin-2", "target": "bran", "damage": 30, "kind": "melee"})
	mustApply(t, s, EventRespond, map[string]any{"combatant": "bran", "attack": "a2", "response": "block", "with": "Kite Shield"})
	mustApply(t, s, EventNextPhase, nil)
	if got := bran.Resource(ShieldKey("Kite Shield")); got != 0 {
		t.Fatalf("shield HP %d, want broken at 0", got)
	}
	for range 5 {
		mustApply(t, s, EventNextPhase, nil)
	}
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "goblin-1", "target": "bran", "damage": 10, "kind": "melee"})
	err := s.Append(encounter.MustEvent(EventRespond, map[string]any{"combatant": "bran", "attack": "a3", "response": "block", "with": "Kite Shield"}))
	if err == nil || !strings.Contains(err.Error(), "broken") {
		t.Fatalf("a broken shield blocked: %v", err)
	}
	// Anything else may still block, untracked.
	mustApply(t, s, EventRespond, map[string]any{"combatant": "bran", "attack": "a3", "response": "block", "with": "Lance"})
}

func TestWriteBack(t *testing.T) {
	data := partyCentaur(t)
	s := fight(t)
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "bran", "target": "goblin-1", "attack": "Fireball"})
	mustApply(t, s, EventNextPhase, nil)
	mustApply(t, s, EventDamage, map[string]any{"target": "bran", "damage": 40, "ignore_reductions": true})
	mustApply(t, s, EventEpicoin, map[string]any{"combatant": "bran", "gain": 2})
	bran, _ := s.State().Combatant("bran")
	bran.SetResource(ShieldKey("Kite Shield"), 15)
	out, lines, err := WriteBack(data, bran, 12)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Brannoch: HP 250 → 210", "Brannoch: Epicoins 1 → 3", "Brannoch: Fireball uses left 3 → 2 of 3", "Brannoch: Kite Shield HP 40 → 15 of 40", "Brannoch: XP 350 → 362 (+12 earned)"}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Fatalf("lines\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	c, err := Decode(out)
	if err != nil {
		t.Fatal(err)
	}
	if *c.CurrentHP != 210 {
		t.Fatalf("*c.CurrentHP != 210: written %s", out)
	}
	if c.Epicoins != 3 {
		t.Fatalf("c.Epicoins != 3: written %s", out)
	}
	if *c.Abilities[0].UsesLeft != 2 {
		t.Fatalf("*c.Abilities[0].UsesLeft != 2: written %s", out)
	}
	if c.Abilities[1].UsesLeft != nil {
		t.Fatalf("c.Abilities[1].UsesLeft != nil: written %s", out)
	}
	if string(c.Extra["campaign_note"]) != `"kept"` {
		t.Fatalf("string(c.Extra[\"campaign_note\"]) != `\"kept\"`: written %s", out)
	}
	// The written character joins the next fight as it left this one.
	cs, err := CombatantFromCharacter("bran", "Brannoch", "party", out)
	if err != nil {
		t.Fatal(err)
	}
	if cs.Stats["hp"] != 210 {
		t.Fatalf("cs.Stats[\"hp\"] != 210: rejoined %+v", cs)
	}
	if *cs.Attacks[2].Left != 2 {
		t.Fatalf("*cs.Attacks[2].Left != 2: rejoined %+v", cs)
	}
	if setupPart(t, cs).Shields[0].HP != 15 {
		t.Fatalf("setupPart(t, cs).Shields[0].HP != 15: rejoined %+v", cs)
	}
	if _, lines, _ := WriteBack(out, bran, 0); len(lines) != 0 {
		t.Fatalf("nothing changed, yet %v", lines)
	}
	if _, _, err := WriteBack(out, bran, -1); err == nil {
		t.Fatal("negative XP accepted")
	}
}

func TestStatusesAtTheMoment(t *testing.T) {
	setup := encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Players: true}, {ID: "foes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "robin", Name: "Robin", Side: "party", Stats: map[string]int{"max_hp": 100}},
			{ID: "snake", Name: "Snake", Side: "foes", Stats: map[string]int{"max_hp": 100}},
		},
	}
	tests := []struct {
		name, quote string
		status      map[string]any // afflict before the Dec phase
		declare     map[string]any // by robin on snake
		respond     map[string]any // by snake
		wantErr     string
	}{
		{"confused attacks only in melee", "will simply attack the closest creature to them with a melee attack",
			map[string]any{"target": "robin", "status": "Confused", "duration": 2},
			map[string]any{"attacker": "robin", "target": "snake", "damage": 5, "kind": "ranged"}, nil, "Confused"},
		{"confused may still attack in melee", "with a melee attack",
			map[string]any{"target": "robin", "status": "Confused", "duration": 2},
			map[string]any{"attacker": "robin", "target": "snake", "damage": 5, "kind": "melee"}, nil, ""},
		{"the grappled cannot move in response", "has no control over their own movement",
			map[string]any{"target": "snake", "status": "Grappled", "duration": 2, "detail": "robin"},
			map[string]any{"attacker": "robin", "target": "snake", "damage": 5, "kind": "ranged"},
			map[string]any{"combatant": "snake", "attack": "a1", "response": "move", "evaded": true}, "Grappled"},
		{"the grappler cannot dodge the one it holds", "The person who IS grappling cannot dodge the person they are grappling",
			map[string]any{"target": "robin", "status": "Grappled", "duration": 2, "detail": "Snake"},
			map[string]any{"attacker": "robin", "target": "snake", "damage": 5, "kind": "ability"},
			map[string]any{"combatant": "snake", "attack": "a1", "response": "move", "evaded": true}, "cannot dodge"},
		{"the scared cannot block", "must spend all their actions either attacking or moving",
			map[string]any{"target": "snake", "status": "Scared", "duration": 2},
			map[string]any{"attacker": "robin", "target": "snake", "damage": 5, "kind": "melee"},
			map[string]any{"combatant": "snake", "attack": "a1", "response": "block", "with": "tail"}, "Scared"},
		{"the scared may move in response", "either attacking or moving",
			map[string]any{"target": "snake", "status": "Scared", "duration": 2},
			map[string]any{"attacker": "robin", "target": "snake", "damage": 5, "kind": "ranged"},
			map[string]any{"combatant": "snake", "attack": "a1", "response": "move", "evaded": true}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: setup})
			if err != nil {
				t.Fatal(err)
			}
			mustApply(t, s, EventAfflict, tt.status)
			mustApply(t, s, EventNextPhase, nil)
			err = s.Append(encounter.MustEvent(EventDeclare, tt.declare))
			if err == nil && tt.respond != nil {
				err = s.Append(encounter.MustEvent(EventRespond, tt.respond))
			}
			if tt.wantErr == "" && err != nil {
				t.Fatalf("tt.wantErr == \"\" && err != nil: error %v, want %q (000_83d7bea2fb475415.txt: %q)", err, tt.wantErr, tt.quote)
			}
			if tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Fatalf("tt.wantErr != \"\" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)): error %v, want %q (000_83d7bea2fb475415.txt: %q)", err, tt.wantErr, tt.quote)
			}
		})
	}
}

func TestAbilityPicksEdgeCases(t *testing.T) {
	c, _ := loadCentaur(t)
	c.Abilities = append(c.Abilities,
		Ability{Name: "Stoneskin", Uses: 0, Components: []Component{{Name: CompIntrinsic, Value: 10}, {Name: CompProtecting, Value: 2}}},
		Ability{Name: "Odd Hex", Uses: 2, Components: []Component{{Name: "hexing", Value: 3}, {Name: CompPower, Value: 8}, {Name: CompElemental, Option: "cryo"}}})
	data, _ := c.Encode()
	_, byName := brannochPicks(t, data)
	// "Intrinsic | Ability is always active or usable": no uses to count.
	if byName["Stoneskin"].Uses != 0 {
		t.Errorf("intrinsic uses %d", byName["Stoneskin"].Uses)
	}
	// An unknown component does not keep the character out; its power and element still count.
	hex := byName["Odd Hex"]
	if hex.Damage != 8 || hex.Uses != 2 || !strings.Contains(hex.Explain, "hexing") {
		t.Errorf("odd hex %+v", hex)
	}
	if hex.Element != "Cryo" {
		t.Errorf("odd hex element %q", hex.Element)
	}
	// An area pick may catch the Hidden: "They cannot be directly targeted by attacks".
	s := fight(t)
	mustApply(t, s, EventAfflict, map[string]any{"target": "goblin-2", "status": "Hidden", "duration": 2})
	if err := s.Append(encounter.MustEvent(EventDeclare, map[string]any{"attacker": "bran", "target": "goblin-2", "attack": "Lance"})); err == nil || !strings.Contains(err.Error(), "Hidden") {
		t.Fatalf("lance at the hidden: %v", err)
	}
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "bran", "targets": []string{"goblin-1", "goblin-2"}, "attack": "Fireball"})
}

func TestCarriedCountsAreBounded(t *testing.T) {
	for _, tt := range []struct{ doc, want string }{
		{`{"abilities": [{"name": "Fireball", "components": [], "uses": 3, "uses_left": -1}]}`, "data.abilities[0].uses_left is -1"},
		{`{"equipment": [{"name": "Kite Shield", "kind": "shield", "current_hp": 1000000000}]}`, "data.equipment[0].current_hp"},
	} {
		if _, err := Decode(json.RawMessage(tt.doc)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.doc, err, tt.want)
		}
	}
}

func TestCarriedTraitsAreTheSocialPicks(t *testing.T) {
	cs, _ := brannochPicks(t, partyCentaur(t))
	c := &encounter.Combatant{Stats: cs.Stats}
	got := CarriedTraits(c)
	// 000_83d7bea2fb475415.txt, Social Encounters: "pick the trait they would like to use"; the centaur's
	// traits are Constitution 50, Evasion 20, Perception 15, Melee Weapons 30, Ranged Weapons 10, Athletics 10.
	want := []TraitScore{{"Athletics", 10}, {"Constitution", 50}, {"Evasion", 20}, {"Melee Weapons", 30}, {"Perception", 15}, {"Ranged Weapons", 10}}
	if len(got) != len(want) {
		t.Fatalf("traits %v, want %v", got, want)
	}
	for i := range want {
		if got[i].Name != want[i].Name || got[i].Score < want[i].Score {
			t.Errorf("trait %d = %+v, want %s at %d or more (with bonuses)", i, got[i], want[i].Name, want[i].Score)
		}
		if TraitStat(got[i].Name) != TraitStatKey(want[i].Name) {
			t.Errorf("%s does not read back as its stat", got[i].Name)
		}
	}
}

// TestGoLogNamesTheAttack: the log of the Go phase names a declared attack by
// who made it and what it is, never by its internal id ("a1").
func TestGoLogNamesTheAttack(t *testing.T) {
	s := fight(t)
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "bran", "target": "goblin-1", "attack": "Fireball"})
	mustApply(t, s, EventDeclare, map[string]any{"attacker": "bran", "target": "goblin-2", "damage": 5})
	mustApply(t, s, EventNextPhase, nil)
	got := strings.Join(s.State().Messages, "\n")
	for _, want := range []string{"Brannoch's Fireball hits Goblin 1: ", "Brannoch's attack hits Goblin 2: "} {
		if !strings.Contains(got, want) {
			t.Errorf("log lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "a1") || strings.Contains(got, "a2") {
		t.Errorf("log names an attack by its id:\n%s", got)
	}
}

// The preview's bar and words say what is left after the hit, not what the
// hit takes (issue 26: "a 2-damage hit on a 30-HP goblin reads '7% of the
// HP left' … 93% is left"). Quick Jab (power 5) on a goblin of toughness 3:
// 000_83d7bea2fb475415.txt "((Damage * Attunement) * Crit) - (Toughness +
// Evasion) = Damage Taken", 5 − 3 = 2; temporary HP "take all damage before
// any is taken by the target".
func TestAttackPreviewShareIsWhatIsLeft(t *testing.T) {
	tests := []struct {
		name        string
		hp, temp    int
		left        int
		share, text string
	}{
		{"full goblin", 30, 0, 28, "0.93", "28 of 30 HP left (93%)"},
		{"temporary HP first", 30, 1, 29, "0.97", "29 of 30 HP left (97%)"},
		{"hurt goblin", 10, 0, 8, "0.27", "8 of 30 HP left (27%)"},
		{"down to nothing", 1, 0, -1, "0.00", "-1 of 30 HP left (0%)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fight(t)
			g, _ := s.State().Combatant("goblin-1")
			g.Stats["toughness"] = 3
			g.HP, g.TempHP = tt.hp, tt.temp
			pv, err := AttackPreview(s.State(), "bran", "Quick Jab", []string{"goblin-1"}, false)
			if err != nil {
				t.Fatal(err)
			}
			if pv[0].Taken != 2 {
				t.Fatalf("pv[0].Taken != 2: taken %d, left %d, share %.2f, %q", pv[0].Taken, pv[0].Left, pv[0].LeftShare(), pv[0].LeftText())
			}
			if pv[0].Left != tt.left {
				t.Fatalf("pv[0].Left != tt.left: taken %d, left %d, share %.2f, %q", pv[0].Taken, pv[0].Left, pv[0].LeftShare(), pv[0].LeftText())
			}
			if fmt.Sprintf("%.2f", pv[0].LeftShare()) != tt.share {
				t.Fatalf("fmt.Sprintf(\"%%.2f\", pv[0].LeftShare()) != tt.share: taken %d, left %d, share %.2f, %q", pv[0].Taken, pv[0].Left, pv[0].LeftShare(), pv[0].LeftText())
			}
			if pv[0].LeftText() != tt.text {
				t.Fatalf("pv[0].LeftText() != tt.text: taken %d, left %d, share %.2f, %q", pv[0].Taken, pv[0].Left, pv[0].LeftShare(), pv[0].LeftText())
			}
		})
	}
}

// The log names a declared attack by its attacker and pick (issue 26: "The
// DRGN log says 'declared a1:' where it should name the attack").
func TestDeclaredLogLineNamesTheAttack(t *testing.T) {
	tests := []struct {
		name    string
		payload map[string]any
		want    string
	}{
		{"a pick", map[string]any{"attacker": "bran", "targets": []string{"goblin-1", "goblin-2"}, "attack": "Fireball"},
			"declared Brannoch's Fireball → Goblin 1, Goblin 2, 30 Fire ability (a1)"},
		{"typed damage, a crit", map[string]any{"attacker": "bran", "target": "goblin-1", "damage": 12, "crit": true},
			"declared Brannoch's attack → Goblin 1, 12 Force melee crit (a1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fight(t)
			mustApply(t, s, EventDeclare, tt.payload)
			if got := strings.Join(s.State().Messages, "\n"); !strings.Contains(got, tt.want) {
				t.Fatalf("log %q, want %q", got, tt.want)
			}
		})
	}
}
