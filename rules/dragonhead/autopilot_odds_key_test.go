package dragonhead

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"sessionzero/rules/encounter"
)

// TestAutopilotRanksAttacksByTheirAspects: two attacks alike in Hit and
// damage roll but not in their aspects have odds of their own, and the
// autopilot picks the one the exact odds rank first. The book's aspects
// (002_81d21628bd61f597.txt, Aspects): "ND No Defense. Armor and sheild do
// not protect against this attack."; "HD Half Defense. Any armor or shield
// roll made against this attack will be cut in half." (rounded down: "Always
// Round Down … simply lop it off"); "Fire This attack stands a chance of
// setting a creature on fire (see the Fire rules below)", which changes no
// wear of the blow itself ("Fire damage should be rolled once at the end of
// each round"), so a Fire attack ranks as its plain twin and the first listed
// is kept. The odds cache once keyed an attack by Hit and dice alone: the
// second attack got the first's odds, tied, and the first (the worse) was
// picked.
func TestAutopilotRanksAttacksByTheirAspects(t *testing.T) {
	for _, tc := range []struct {
		name         string
		first, other []string // the aspects of the first and second attack
		want         string   // "first" or "other"
	}{
		{"ND beats plain behind armour", nil, []string{"ND"}, "other"},
		{"HD beats plain behind armour", nil, []string{"HD"}, "other"},
		{"ND beats HD behind armour", []string{"HD"}, []string{"ND"}, "other"},
		{"ND listed first is kept", []string{"ND"}, nil, "first"},
		{"Fire ranks as its plain twin", nil, []string{"Fire"}, "first"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := aspectDuel(t, tc.first, tc.other)
			// The right ranking, from AttackOdds itself (no cache): the
			// greater chance to put the target out, then the more wear.
			a, err := AttackOdds(st, "hero", "first", "foe", nil, TryPlain)
			if err != nil {
				t.Fatal(err)
			}
			b, err := AttackOdds(st, "hero", "other", "foe", nil, TryPlain)
			if err != nil {
				t.Fatal(err)
			}
			foe, _ := st.Combatant("foe")
			need := foe.MaxHP - foe.Wear + 1
			pa, pb := a.Wear.AtLeast(need), b.Wear.AtLeast(need)
			right := "first"
			if pb > pa || pb == pa && b.Wear.Mean() > a.Wear.Mean() {
				right = "other"
			}
			if right != tc.want {
				t.Fatalf("right != tc.want: by AttackOdds the %s attack ranks first (out %.4f / %.4f, mean %.3f / %.3f), the case says %s",
					right, pa, pb, a.Wear.Mean(), b.Wear.Mean(), tc.want)
			}
			// Twice: the second pick reads the odds the first kept.
			for i := range 2 {
				evs, err := Autopilot{}.Next(st, rand.New(rand.NewPCG(1, 2)))
				if err != nil {
					t.Fatal(err)
				}
				if len(evs) != 1 || evs[0].Type != EventAttack {
					t.Fatalf("len(evs) != 1 || evs[0].Type != EventAttack: %v", evs)
				}
				var p AttackPayload
				if err := evs[0].Decode(&p); err != nil {
					t.Fatal(err)
				}
				if p.Attack != tc.want {
					t.Errorf("pick %d: the autopilot attacks with %q, want %q (out %.4f / %.4f, mean %.3f / %.3f)",
						i+1, p.Attack, tc.want, pa, pb, a.Wear.Mean(), b.Wear.Mean())
				}
			}
		})
	}
}

// aspectDuel is a character with two attacks alike in Hit and damage but
// with the given aspects, named "first" and "other" in that order, on its
// turn against a creature with an armour and a shield roll.
func aspectDuel(t *testing.T, first, other []string) *encounter.State {
	t.Helper()
	setup := encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Foes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "hero", Name: "Hero", Side: "party", Kind: "character", Seat: 1,
				Stats: map[string]int{"hp": 12, "stun": 99, "ac": 12, "dc": 8},
				Attacks: []encounter.Attack{
					{Name: "first", Kind: "Melee", Hit: 15, Dice: "d8", Aspects: first},
					{Name: "other", Kind: "Melee", Hit: 15, Dice: "d8", Aspects: other},
				}},
			{ID: "foe", Name: "Foe", Side: "foes", Kind: "creature", Seat: 1,
				Stats:   map[string]int{"hp": 9, "stun": 99, "ac": 12, "dc": 8},
				Dice:    map[string]string{"armor": "d6", "shield": "d4"},
				Attacks: []encounter.Attack{{Name: "claw", Kind: "Melee", Hit: 10, Dice: "d4"}}},
		},
	}
	r := NewCombatRules()
	st, err := encounter.Start(r, setup)
	if err != nil {
		t.Fatal(err)
	}
	// "Roll even and the characters win it."
	if err := encounter.Apply(r, st, encounter.MustEvent(EventInitiative, InitiativePayload{2})); err != nil {
		t.Fatal(err)
	}
	if st.ActiveID() != "hero" {
		t.Fatalf("st.ActiveID() != \"hero\": %q", st.ActiveID())
	}
	return st
}

// TestOddsKeySame: same is the key's ==, field by field.
func TestOddsKeySame(t *testing.T) {
	base := oddsKey{hit: 14, defence: 12, difficulty: DifficultyNormal, roll: 3, armor: 4, shield: 5, cut: armourFull}
	changes := []func(k *oddsKey){
		func(k *oddsKey) { k.hit++ }, func(k *oddsKey) { k.defence++ }, func(k *oddsKey) { k.difficulty = DifficultyHard },
		func(k *oddsKey) { k.roll++ }, func(k *oddsKey) { k.armor++ }, func(k *oddsKey) { k.shield++ },
		func(k *oddsKey) { k.cut = armourHalved },
	}
	if n := reflect.TypeFor[oddsKey]().NumField(); n != len(changes) {
		t.Fatalf("n != len(changes): oddsKey has %d fields, the test changes %d: same must compare each", n, len(changes))
	}
	if !base.same(base) {
		t.Fatal("a key is not the same as itself")
	}
	for i, change := range changes {
		k := base
		change(&k)
		if k.same(base) || base.same(k) || k == base {
			t.Errorf("change %d: %+v counted the same as %+v", i, k, base)
		}
	}
}
