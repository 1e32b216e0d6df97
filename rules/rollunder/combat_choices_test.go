package rollunder

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The book is 004_5b2569e2fc4c8c7e.txt; each test quotes the rule it checks.

// TestSaveD20s: "Roll twice and take the better or worse of the two rolls
// respectively. Advantage and Disadvantage cancel each other out."
func TestSaveD20s(t *testing.T) {
	for _, tc := range []struct {
		adv, dis bool
		want     int
	}{{false, false, 1}, {true, false, 2}, {false, true, 2}, {true, true, 1}} {
		if got := SaveD20s(tc.adv, tc.dis); got != tc.want {
			t.Errorf("advantage %v, disadvantage %v: %d d20, want %d", tc.adv, tc.dis, got, tc.want)
		}
	}
}

// TestThreatDisadvantage: "Blinded creatures … DEX Saves from external
// threats are rolled at Disadvantage"; "Stunned creatures … have
// disadvantage on DEX Saves".
func TestThreatDisadvantage(t *testing.T) {
	st := queryFight(t, `{"type":"condition","target":"ada","name":"Blinded","on":true}`,
		`{"type":"condition","target":"g1","name":"Stunned","on":true}`)
	for _, tc := range []struct {
		id, ability string
		want        bool
	}{
		{"ada", "", true}, {"ada", "dex", true}, {"ada", "wil", false}, {"ada", "str", false},
		{"g1", "dex", true}, {"bo", "dex", false}, {"nobody", "dex", false},
	} {
		if got := ThreatDisadvantage(st, tc.id, tc.ability); got != tc.want {
			t.Errorf("%s's %q save: forced disadvantage %v, want %v", tc.id, tc.ability, got, tc.want)
		}
	}
}

// TestDefaultTarget: an action starts on an able opponent, a ticked one
// first; "Characters that take Critical Damage are unable to take further
// action", so a critical goblin is taken only when nobody able is left.
func TestDefaultTarget(t *testing.T) {
	order := []string{"ada", "bo", "g1", "boss", "troll"}
	critical := []string{`{"type":"start","first_side":"p"}`,
		`{"type":"damage","target":"g1","amount":2}`, `{"type":"str_save","combatant":"g1","d20":20}`}
	st := queryFight(t, critical...)
	for _, tc := range []struct {
		name, actor string
		ticked      []string
		want        string
	}{
		{"the first opponent in order", "ada", nil, "boss"},
		{"a ticked opponent", "ada", []string{"troll"}, "troll"},
		{"a ticked ally is passed over", "ada", []string{"bo", "troll"}, "troll"},
		{"a ticked critical opponent is passed over", "ada", []string{"g1"}, "boss"},
		{"the goblins' side", "boss", nil, "ada"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := DefaultTarget(st, tc.actor, tc.ticked, order); got != tc.want {
				t.Errorf("DefaultTarget(%s, ticked %v) = %q, want %q", tc.actor, tc.ticked, got, tc.want)
			}
		})
	}
	t.Run("only the critical one is left", func(t *testing.T) {
		if got := DefaultTarget(st, "ada", nil, []string{"ada", "g1"}); got != "g1" {
			t.Errorf("got %q, want g1", got)
		}
	})
	t.Run("the dead are never a target", func(t *testing.T) {
		dead := queryFight(t, `{"type":"start","first_side":"p"}`, `{"type":"dead","combatant":"g1"}`)
		if got := DefaultTarget(dead, "ada", []string{"g1"}, []string{"ada", "g1"}); got != "" {
			t.Errorf("got %q, want none", got)
		}
	})
}

// TestUntended: "Characters that take Critical Damage are unable to take
// further action until they are tended to by an ally and have a Rest."
func TestUntended(t *testing.T) {
	lines := []string{`{"type":"start","first_side":"p"}`,
		`{"type":"damage","target":"ada","amount":6}`, `{"type":"str_save","combatant":"ada","d20":20}`}
	all := []string{"ada", "bo", "g1"}
	if got := Untended(queryFight(t, lines...), all); !slices.Equal(got, []string{"ada"}) {
		t.Errorf("after a failed STR save: %v, want [ada]", got)
	}
	tended := append(slices.Clone(lines), `{"type":"tend","combatant":"ada","by":"bo"}`)
	if got := Untended(queryFight(t, tended...), all); len(got) != 0 {
		t.Errorf("after Bo tends Ada: %v, want none", got)
	}
}

// TestDueSaveOdds: "When you run out of HP, any remaining Damage is
// removed from your STR score. Now you must pass a STR Save" (against the
// reduced STR); morale: "must pass a WIL Save to avoid their group being
// routed".
func TestDueSaveOdds(t *testing.T) {
	st := queryFight(t, `{"type":"start","first_side":"p"}`, `{"type":"damage","target":"ada","amount":6}`)
	due := DueSaves(st)
	if len(due) != 1 {
		t.Fatalf("due %+v, want Ada's STR save", due)
	}
	o, ok := DueSaveOdds(st, due[0], "ada", false, false)
	t.Run("STR save against the reduced STR", func(t *testing.T) {
		if !ok {
			t.Fatal("no odds for Ada")
		}
		if got := fmt.Sprintf("%s %d passes %d/%d", o.Ability, o.Score, o.Result.Num, o.Result.Den); got != "STR 8 passes 8/20" {
			t.Errorf("%s, want STR 8 passes 8/20", got)
		}
	})
	t.Run("with disadvantage the worse of two", func(t *testing.T) {
		o, _ := DueSaveOdds(st, due[0], "ada", false, true)
		if got := fmt.Sprintf("%d/%d", o.Result.Num, o.Result.Den); got != "64/400" {
			t.Errorf("got %s, want 64/400", got)
		}
	})
	t.Run("morale against WIL", func(t *testing.T) {
		o, ok := DueSaveOdds(st, DueSave{Kind: DueMorale, Who: "goblins", Group: true}, "boss", false, false)
		if !ok {
			t.Fatal("no odds for the boss")
		}
		if got := fmt.Sprintf("%s %d passes %d/%d", o.Ability, o.Score, o.Result.Num, o.Result.Den); got != "WIL 8 passes 8/20" {
			t.Errorf("%s, want WIL 8 passes 8/20", got)
		}
	})
	t.Run("an unknown saver", func(t *testing.T) {
		if _, ok := DueSaveOdds(st, due[0], "nobody", false, false); ok {
			t.Error("ok for an unknown saver")
		}
	})
}

// TestAttackOdds: "Armour subtracts its score from the result of any
// Damage rolls" unless every weapon ignores it; a Blinded target's dodge
// ("Make a DEX Save to avoid all damage") is at disadvantage ("DEX Saves
// from external threats are rolled at Disadvantage").
func TestAttackOdds(t *testing.T) {
	st := queryFight(t, `{"type":"condition","target":"troll","name":"Blinded","on":true}`)
	sword := Entry{ID: "ada", Attacker: Attacker{Dice: []int{8}}}
	magic := Entry{ID: "bo", Attacker: Attacker{Dice: []int{8}}, IgnoresArmor: true}
	for _, tc := range []struct {
		name    string
		entries []Entry
		armor   int
	}{
		{"a sword against armour 1", []Entry{sword}, 1},
		{"one entry ignoring armour is not enough", []Entry{sword, magic}, 1},
		{"every entry ignores armour", []Entry{magic}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := AttackOdds(st, GangOddsInput{Target: "troll", Against: "hp", Entries: tc.entries})
			if err != nil {
				t.Fatal(err)
			}
			if o.Attack.Armor != tc.armor {
				t.Errorf("armour %d, want %d", o.Attack.Armor, tc.armor)
			}
			if o.Harm == nil {
				t.Error("no harm odds against HP")
			}
		})
	}
	t.Run("a Blinded target dodges at disadvantage", func(t *testing.T) {
		o, err := AttackOdds(st, GangOddsInput{Target: "troll", Against: "hp", Entries: []Entry{sword}, Reaction: ReactionDodge})
		if err != nil {
			t.Fatal(err)
		}
		if o.Harm == nil {
			t.Fatal("no harm odds against HP")
		}
		// DEX 10 at disadvantage: 100/400 pass.
		if want := 0.25; o.Harm.PDodge != want {
			t.Errorf("P(dodge) %v, want %v", o.Harm.PDodge, want)
		}
	})
	t.Run("against an ability score", func(t *testing.T) {
		o, err := AttackOdds(st, GangOddsInput{Target: "boss", Against: "wil", Entries: []Entry{sword}})
		if err != nil {
			t.Fatal(err)
		}
		if o.Score != 8 {
			t.Errorf("score %d, want WIL 8", o.Score)
		}
		if o.Harm != nil {
			t.Errorf("HP odds %+v for an attack on WIL", o.Harm)
		}
	})
	t.Run("no attackers", func(t *testing.T) {
		if _, err := AttackOdds(st, GangOddsInput{Target: "troll", Against: "hp"}); err == nil {
			t.Error("no error for an empty gang")
		}
	})
}

// TestWeaponText: what the declare form shows of a fighter's weapons.
func TestWeaponText(t *testing.T) {
	st := queryFight(t)
	ada, _ := Fighter(st, "ada")
	if got, want := ada.WeaponText(), "Sword d8 (wielded), Bow d6 ranged; bonus d4"; got != want {
		t.Errorf("Ada: %q, want %q", got, want)
	}
	if got := ada.Wielded(); !slices.Equal(got, []string{"Sword"}) {
		t.Errorf("Ada wields %v", got)
	}
	for _, tc := range []struct {
		wield []string
		swaps bool
	}{{[]string{"Sword"}, false}, {[]string{"Bow"}, true}, {[]string{"Bow", "Sword"}, true}, {nil, true}} {
		if got := ada.SwapsWeapons(tc.wield); got != tc.swaps {
			t.Errorf("wield %v: swap %v, want %v", tc.wield, got, tc.swaps)
		}
	}
	w := Weapon{Name: "Breath", Die: 8, Blast: true, Against: "wil", IgnoresArmor: true}
	if got, want := w.Line(), "Breath d8 blast vs WIL ignores armour"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// TestWeaponLines: the calculator's list reads back what Weapon.Line
// writes; "Roll your weapon's Damage die, or for both weapons if wielding
// two": the first two lines are wielded, the rest carried.
func TestWeaponLines(t *testing.T) {
	ws, err := WeaponLines("Spear d8\n\nShortbow d6 ranged\nFire pot d6 blast ignores armour\nGaze d4 vs WIL")
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 4 {
		t.Fatalf("%d weapons, want 4", len(ws))
	}
	for i, want := range []struct {
		line    string
		wielded bool
	}{{"Spear d8", true}, {"Shortbow d6 ranged", true}, {"Fire pot d6 blast ignores armour", false}, {"Gaze d4 vs WIL", false}} {
		if got := ws[i].Line(); got != want.line {
			t.Errorf("weapon %d reads back as %q, want %q", i+1, got, want.line)
		}
		if ws[i].Wielded != want.wielded {
			t.Errorf("%s: wielded %v, want %v", want.line, ws[i].Wielded, want.wielded)
		}
	}
	for _, bad := range []string{"d6", "Spear", "Spear dx"} {
		if _, err := WeaponLines(bad); err == nil || !strings.Contains(err.Error(), "write a name and its die") {
			t.Errorf("%q: %v, want a request for a name and a die", bad, err)
		}
	}
}

// TestDeclaredBlastTargets: "Blast attacks affect all targets in the appropriate
// area, rolling once for each target": the ticked ones, never the blaster.
func TestDeclaredBlastTargets(t *testing.T) {
	for _, tc := range []struct {
		name, target string
		ticked, want []string
		refused      bool
	}{
		{"the ticked, the blaster left out", "g1", []string{"cy", "g1", "g2"}, []string{"g1", "g2"}, false},
		{"nothing ticked: the target", "g1", nil, []string{"g1"}, false},
		{"only the blaster ticked: the target", "g2", []string{"cy"}, []string{"g2"}, false},
		{"nothing ticked and the target is the blaster", "cy", nil, nil, true},
		{"nothing ticked, no target", "", nil, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DeclaredBlastTargets("cy", tc.ticked, tc.target)
			if (err != nil) != tc.refused {
				t.Fatalf("error %v, want refused %v", err, tc.refused)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("targets %v, want %v", got, tc.want)
			}
		})
	}
}
