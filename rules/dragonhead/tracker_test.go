package dragonhead

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// meganFight is Megan (from her character, carrying 2 wear and 1 tear)
// against a troglodyte (AC 13, DC 8, armour d4) and a shieldbearer (AC 8,
// DC 10, no armour).
func meganFight(t *testing.T) (*encounter.Session, json.RawMessage) {
	t.Helper()
	f, _ := loadMegan(t)
	c, err := DecodeCharacter(f.Data)
	if err != nil {
		t.Fatal(err)
	}
	c.Damage = &Damage{Wear: 2, Tear: 1}
	c.Extra = map[string]json.RawMessage{"table_note": json.RawMessage(`"kept"`)}
	data, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	megan, err := CombatantFromCharacter("megan", "Megan", "party", 1, data, DefaultDiceTable())
	if err != nil {
		t.Fatal(err)
	}
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Players: true}, {ID: "trogs"}},
		Combatants: []encounter.CombatantSetup{megan,
			{ID: "trog", Name: "Troglodyte", Side: "trogs", Stats: map[string]int{"hp": 10, "ac": 13, "dc": 8}, Dice: map[string]string{"armor": "d4"}},
			{ID: "bearer", Name: "Shieldbearer", Side: "trogs", Stats: map[string]int{"hp": 10, "ac": 8, "dc": 10}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return s, data
}

func TestCombatantFromCharacterCarriesAttacks(t *testing.T) {
	s, _ := meganFight(t)
	megan, _ := s.State().Combatant("megan")
	sword, err := megan.FindAttack("sword")
	if err != nil {
		t.Fatal(err)
	}
	kick, _ := megan.FindAttack("Kick")
	tests := []struct {
		name, quote string
		got, want   any
	}{
		{"sword hit", "Hit = Combat + Class Bonus + Skill Bonus + Hit + Quality", sword.Hit, 12},
		{"sword damage number", "damage 6", sword.Damage, 6.0},
		{"sword damage roll through the Dice Table", "Dice Table 6 → d6", sword.Dice, "d6"},
		{"sword type", "Damage type tells us how many points of wear it takes to do one point of tear", sword.Type, "s"},
		{"kick aspects", "aspects", strings.Join(kick.Aspects, ","), "Close"},
		{"kick kind", "Unarmed", kick.Kind, "Unarmed"},
		{"Medium is the fifth size", "| Medium |", megan.Stat("size"), 5},
		{"carried wear", "Wear is exhaustion", megan.Wear, 2},
		{"carried tear", "tear", megan.Tear, 1},
		{"armour roll", "roll your Armor", megan.Dice["armor"], "3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Fatalf("%v, want %v (%s)", tt.got, tt.want, tt.quote)
			}
		})
	}
	if _, err := CombatantFromCharacter("x", "X", "party", 1, json.RawMessage(`{"abilities": {"Muscle": 10}}`), DefaultDiceTable()); err == nil {
		t.Fatal("a character without HP joined")
	}
	if _, err := CombatantFromCharacter("x", "X", "party", 1, json.RawMessage(`{"damage": {"wear": 1, "tear": 3}}`), DefaultDiceTable()); err == nil {
		t.Fatalf("err == nil: tear above wear: %v", err)
	} else if !strings.Contains(err.Error(), "damage.tear") {
		t.Fatalf("!strings.Contains(err.Error(), \"damage.tear\"): tear above wear: %v", err)
	}
}

func TestAttackOdds(t *testing.T) {
	s, _ := meganFight(t)
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	tests := []struct {
		name, quote, target string
		which               string
		value               int
	}{
		// 002_81d21628bd61f597.txt: "If your AC is greater than your DC write them both down … Otherwise just use your DC."
		{"AC 13 over DC 8", "If your AC is greater than your DC", "trog", "ac", 13},
		{"AC 8 under DC 10 defends at 10", "Otherwise just use your DC", "bearer", "dc", 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := AttackOdds(s.State(), "megan", "Sword", tt.target, nil, TryPlain)
			if err != nil {
				t.Fatal(err)
			}
			if o.Defence.Which != tt.which {
				t.Fatalf("o.Defence.Which != tt.which: defence %+v, want %s %d (%s)", o.Defence, tt.which, tt.value, tt.quote)
			} else if o.Defence.Value != tt.value {
				t.Fatalf("o.Defence.Value != tt.value: defence %+v, want %s %d (%s)", o.Defence, tt.which, tt.value, tt.quote)
			}
			want, err := Check(CheckInput{Score: 12, RiskDice: SlackerRiskDice, Versus: &tt.value})
			if err != nil {
				t.Fatal(err)
			}
			if o.PHit != want.PWin {
				t.Fatalf("o.PHit != want.PWin: P(hit) %v, the check says %v", o.PHit, want.PWin)
			} else if o.PHit <= 0 {
				t.Fatalf("o.PHit <= 0: P(hit) %v, the check says %v", o.PHit, want.PWin)
			} else if o.PHit >= 1 {
				t.Fatalf("o.PHit >= 1: P(hit) %v, the check says %v", o.PHit, want.PWin)
			}
			if math.Abs(o.Wear.Total()-1) > 1e-9 {
				t.Fatalf("math.Abs(o.Wear.Total()-1) > 1e-9: wear %v", o.Wear)
			} else if o.Wear.Prob(0) < 1-o.PHit-1e-9 {
				t.Fatalf("o.Wear.Prob(0) < 1-o.PHit-1e-9: wear %v", o.Wear)
			}
			if !strings.Contains(o.Text, "Sword: Hit 12 against "+strings.ToUpper(tt.which)) {
				t.Fatalf("text %q", o.Text)
			}
		})
	}
	// No armour: "Roll damage once for each success", so the mean wear is
	// E[successes] × 3.5 for the sword's d6.
	o, _ := AttackOdds(s.State(), "megan", "Sword", "bearer", []int{4, 6, 8, 10, 12}, TryHardest)
	if got, want := o.Wear.Mean(), o.Successes.Mean()*3.5; math.Abs(got-want) > 1e-9 {
		t.Fatalf("mean wear %v, want %v", got, want)
	}
	// Armour d4 against the d6 sword: the most wear is n successes' 6n less
	// a 1 on the d4, P = P(n successes) × (1/6)ⁿ × 1/4.
	trog, _ := AttackOdds(s.State(), "megan", "Sword", "trog", nil, TryPlain)
	n := trog.Successes.Max()
	pn := trog.Successes.Prob(n)
	if got, want := trog.Wear.Prob(6*n-1), pn*math.Pow(1.0/6, float64(n))/4; n < 1 {
		t.Fatalf("n < 1: P(%d wear) %v, want %v; successes %v", 6*n-1, got, want, trog.Successes)
	} else if math.Abs(got-want) > 1e-12 {
		t.Fatalf("math.Abs(got-want) > 1e-12: P(%d wear) %v, want %v; successes %v", 6*n-1, got, want, trog.Successes)
	} else if trog.Wear.Max() != 6*n-1 {
		t.Fatalf("trog.Wear.Max() != 6*n-1: P(%d wear) %v, want %v; successes %v", 6*n-1, got, want, trog.Successes)
	}
	// Knocked down: "you defend with DC".
	apply(t, s, EventDamage, map[string]any{"target": "trog", "wear": 10, "blow": true}, "")
	down, _ := AttackOdds(s.State(), "megan", "Sword", "trog", nil, TryPlain)
	if down.Defence.Which != "dc" {
		t.Fatalf("down.Defence.Which != \"dc\": knocked down defends with %+v", down.Defence)
	} else if down.Defence.Value != 8 {
		t.Fatalf("down.Defence.Value != 8: knocked down defends with %+v", down.Defence)
	}
	if _, err := AttackOdds(s.State(), "megan", "Bite", "trog", nil, TryPlain); err == nil {
		t.Fatalf("err == nil: unknown attack: %v", err)
	} else if !strings.Contains(err.Error(), "Sword") {
		t.Fatalf("!strings.Contains(err.Error(), \"Sword\"): unknown attack: %v", err)
	}
}

func TestDragonheadWriteBack(t *testing.T) {
	s, data := meganFight(t)
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	apply(t, s, EventDamage, map[string]any{"target": "megan", "wear": 6, "damage_type": "s"}, "")
	apply(t, s, EventRest, map[string]any{"combatant": "megan", "recovered": 2}, "")
	megan, _ := s.State().Combatant("megan")
	out, lines, err := WriteBack(data, megan, 25)
	if err != nil {
		t.Fatal(err)
	}
	// 2 + 6 wear, 1 + 3 tear ("Sharp 2 : 1"); a rest recovers 2 wear → 6.
	c, err := DecodeCharacter(out)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := DecodeCharacter(data)
	if *c.Damage != (Damage{Wear: 6, Tear: 4, Rests: 1}) {
		t.Fatalf("damage %+v", *c.Damage)
	}
	// "10 XP per wear on adventure" for the 2 wear the rest recovered, plus the DM's 25.
	if c.XP.Unspent != before.XP.Unspent+20+25 {
		t.Fatalf("c.XP.Unspent != before.XP.Unspent+20+25: unspent %d (was %d), extra %v", c.XP.Unspent, before.XP.Unspent, c.Extra)
	} else if string(c.Extra["table_note"]) != `"kept"` {
		t.Fatalf("string(c.Extra[\"table_note\"]) != `\"kept\"`: unspent %d (was %d), extra %v", c.XP.Unspent, before.XP.Unspent, c.Extra)
	}
	want := []string{"Megan: wear 2 → 6", "Megan: tear 1 → 4", "Megan: rests taken 0 → 1"}
	if strings.Join(lines[:3], "\n") != strings.Join(want, "\n") {
		t.Fatalf("strings.Join(lines[:3], \"\\n\") != strings.Join(want, \"\\n\"): lines %q", lines)
	} else if len(lines) != 5 {
		t.Fatalf("len(lines) != 5: lines %q", lines)
	} else if !strings.Contains(lines[3], "effort: 2 wear") {
		t.Fatalf("!strings.Contains(lines[3], \"effort: 2 wear\"): lines %q", lines)
	} else if !strings.Contains(lines[4], "+25 awarded") {
		t.Fatalf("!strings.Contains(lines[4], \"+25 awarded\"): lines %q", lines)
	}
	// The sheet prints the new state: the wear circles crossed, the rests taken.
	in := SheetInputFor("Megan", "", "", c, DefaultDiceTable())
	if in.WearMarked != 6 {
		t.Fatalf("in.WearMarked != 6: sheet wear %d rests %d", in.WearMarked, in.RestsTaken)
	} else if in.RestsTaken != 1 {
		t.Fatalf("in.RestsTaken != 1: sheet wear %d rests %d", in.WearMarked, in.RestsTaken)
	}
}

func TestAttackPickGivesTypeAndFirePrompt(t *testing.T) {
	s, _ := meganFight(t)
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	// The Sword is Sharp ("s"): "Damage type tells us how many points of wear it takes to do one point of tear."
	apply(t, s, EventAttack, map[string]any{"attacker": "megan", "target": "bearer", "attack": "Sword", "hit": 12, "damage_rolls": []int{4}, "armor_roll": 0}, "")
	bearer, _ := s.State().Combatant("bearer")
	if bearer.Wear != 4 {
		t.Fatalf("bearer.Wear != 4: wear %d tear %d, want 4 and 4 / 2 (Sharp 2 : 1)", bearer.Wear, bearer.Tear)
	} else if bearer.Tear != 2 {
		t.Fatalf("bearer.Tear != 2: wear %d tear %d, want 4 and 4 / 2 (Sharp 2 : 1)", bearer.Wear, bearer.Tear)
	}
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventEndTurn, nil, "")
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	apply(t, s, EventAttack, map[string]any{"attacker": "megan", "target": "bearer", "attack": "Bite", "hit": 12, "damage_rolls": []int{4}, "armor_roll": 0}, "no attack \"Bite\"")
	// A carried attack with the Fire aspect prompts the Luck Save.
	megan, _ := s.State().Combatant("megan")
	megan.Attacks = append(megan.Attacks, encounter.Attack{Name: "Torch", Kind: "Melee", Hit: 10, Dice: "d4", Type: "b", Aspects: []string{"Fire"}})
	apply(t, s, EventAttack, map[string]any{"attacker": "megan", "target": "bearer", "attack": "Torch", "hit": 12, "damage_rolls": []int{1}, "armor_roll": 0}, "")
	if msgs := strings.Join(s.State().Messages, "\n"); !strings.Contains(msgs, "Anyone hit by an attack bearing the Fire aspect should make a Luck Save") {
		t.Fatalf("no Fire prompt in %q", msgs)
	}
}
