package dvr

import (
	"reflect"
	"testing"

	"sessionzero/rules/encounter"
)

// "Narrative condition: Target's next check's difficulty is increased by
// one" (001_b486315a8cda90c7.txt, Conditions): a check's odds read D plus
// one per Narrative condition on the roller, without using them up (the
// roll does); the push budget is Focus ("Players can use either their
// health points or their focus points to push a roll", Focus points), and
// past MaxPushPool dice there are no push odds.
func TestCheckSetupNarrativeAndFocus(t *testing.T) {
	r := NewCombatRules()
	pool := func(n int) []PoolEntry {
		out := make([]PoolEntry, n)
		for i := range out {
			out[i] = PoolEntry{Die: 6, From: PoolScript, Name: "Reflex"}
		}
		return out
	}
	for _, tc := range []struct {
		name       string
		narratives int
		pool       []PoolEntry
		wantD      int
		wantPush   int
	}{
		{"no condition", 0, pool(2), 4, 11},
		{"one Narrative condition: +1 D", 1, pool(2), 5, 11},
		{"two Narrative conditions: +2 D", 2, pool(2), 6, 11},
		{"a pool past MaxPushPool: no push odds", 0, pool(MaxPushPool + 1), 4, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := fight(t, r, "")
			for range tc.narratives {
				must(t, apply(t, r, st, EventCondition, `{"target":"me","name":"Narrative","detail":"flanked"}`))
			}
			in, budget, push, err := CheckSetup(st, "me", tc.pool, 4, 1)
			must(t, err)
			if in.Difficulty != tc.wantD {
				t.Errorf("D %d, want %d", in.Difficulty, tc.wantD)
			}
			if budget != 11 {
				t.Errorf("budget %d push %d, want 11 and %d (failed: %s)", budget, push, tc.wantPush, `budget != 11`)
			}
			if push != tc.wantPush {
				t.Errorf("budget %d push %d, want 11 and %d (failed: %s)", budget, push, tc.wantPush, `push != tc.wantPush`)
			}
			if c, _ := st.Combatant("me"); NarrativeD(c) != tc.narratives {
				t.Errorf("asking used up the conditions: %d left of %d", NarrativeD(c), tc.narratives)
			}
		})
	}
	t.Run("the All-or-Nothing die", func(t *testing.T) {
		p := pool(3)
		p[1] = PoolEntry{Die: 8, From: PoolItem, Name: "Gun", AllOrNothing: true}
		in, _, _, err := CheckSetup(fight(t, r, ""), "me", p, 4, 1)
		must(t, err)
		if in.AllOrNothing != 2 {
			t.Errorf("input %+v (failed: %s)", in, `in.AllOrNothing != 2`)
		}
		if !reflect.DeepEqual(in.Pool, []int{6, 8, 6}) {
			t.Errorf("input %+v (failed: %s)", in, `!reflect.DeepEqual(in.Pool, []int{6, 8, 6})`)
		}
	})
	t.Run("an unknown roller", func(t *testing.T) {
		if _, _, _, err := CheckSetup(fight(t, r, ""), "nobody", pool(2), 4, 1); err == nil {
			t.Error("no error")
		}
	})
}

// The gun shot (001_b486315a8cda90c7.txt, Combat with versatile weapons):
// Reflex, Gunplay and the Gun (Damage: 4) roll 3, 4, 2 on 5v2; the cheapest
// push lifts the 4 by 1 and the 3 by 2. "I can spend one of my damage gun's
// points to get my 4 up to a 5 … I will push my roll by spending focus
// instead of damage points … I could have also dealt 1 damage and spent no
// focus if I only pushed my roll with only my gun's damage points."
func TestPayPushesTheGunShot(t *testing.T) {
	in := OddsInput{CheckInput: CheckInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2}}
	plan, err := PlanPush(in, []int{3, 4, 2}, 4)
	must(t, err)
	pool := []PoolEntry{{Die: 6, From: PoolScript, Name: "Reflex"}, {Die: 6, From: PoolSkill, Name: "Gunplay"}, {Die: 6, From: PoolItem, Name: "Gun"}}
	van := append(append([]PoolEntry{}, pool...), PoolEntry{Die: 8, From: PoolItem, Name: "Van", Points: 2})
	for _, tc := range []struct {
		name string
		from PushSource
		pool []PoolEntry
		w    int
		want string
	}{
		{"only the gun's damage points", PushWeaponFirst, pool, 4, "2+1 weapon, 1+2 weapon"},
		{"the gun's points, then Focus", PushWeaponFirst, pool, 2, "2+1 weapon, 1+1 weapon, 1+1 focus"},
		{"Focus instead of damage points", PushFocus, pool, 4, "2+1 focus, 1+2 focus"},
		{"health at a 1 to 1 conversion rate", PushHealth, pool, 4, "2+1 health, 1+2 health"},
		{"a vehicle's point rating, then Focus", PushVehicleFirst, van, 4, "2+1 vehicle, 1+1 vehicle, 1+1 focus"},
		{"no vehicle: Focus", PushVehicleFirst, pool, 4, "2+1 focus, 1+2 focus"},
		{"a check has no weapon points", PushWeaponFirst, pool, 0, "2+1 focus, 1+2 focus"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := PayPushes(plan.Lifts, tc.from, tc.pool, tc.w)
			must(t, err)
			if got := PushText(ps); got != tc.want {
				t.Errorf("pushes %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("an unknown source", func(t *testing.T) {
		if _, err := PayPushes(plan.Lifts, PushHealth+1, pool, 4); err == nil {
			t.Error("no error")
		}
	})
}

// A check names its skill die: "a player can take a relevant die from
// their core attributes, skill, and misc" (001_b486315a8cda90c7.txt, Dice
// Roll Anatomy); without a skill die it names none.
func TestCheckSkill(t *testing.T) {
	for _, tc := range []struct {
		pool []PoolEntry
		want string
	}{
		{[]PoolEntry{{Die: 6, From: PoolScript, Name: "Reflex"}, {Die: 6, From: PoolSkill, Name: "Gunplay"}}, "Gunplay"},
		{[]PoolEntry{{Die: 6, From: PoolScript, Name: "Reflex"}, {Die: 6, From: PoolItem, Name: "Gun"}}, ""},
		{nil, ""},
	} {
		if got := CheckSkill(tc.pool); got != tc.want {
			t.Errorf("CheckSkill(%+v) = %q, want %q", tc.pool, got, tc.want)
		}
	}
}

// "When health reaches 0 a character is physically unable to act while
// reaching 0 focus points means a character is mentally exhausted and is
// unable to act" (001_b486315a8cda90c7.txt, Reaching 0 points).
func TestAble(t *testing.T) {
	r := NewCombatRules()
	for _, tc := range []struct {
		name, event, payload, who string
		want                      bool
	}{
		{"fresh", "", "", "me", true},
		{"0 Focus", EventSpend, `{"combatant":"me","focus":11}`, "me", false},
		{"0 Health", EventDamage, `{"target":"me","amount":17}`, "me", false},
		{"no focus pool", "", "", "ally", true},
		{"dead", EventDead, `{"combatant":"ally"}`, "ally", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := fight(t, r, "")
			if tc.event != "" {
				must(t, apply(t, r, st, tc.event, tc.payload))
			}
			c, _ := st.Combatant(tc.who)
			if Able(c) != tc.want {
				t.Errorf("able %v, want %v", Able(c), tc.want)
			}
		})
	}
}

// "Movement goes as follows. Dashers, regular movement, and dodgers"
// inside a tier (001_b486315a8cda90c7.txt, Strategized Combat, the
// movement_order option); advantage goes first ("If anyone has advantage, their turn goes
// first").
func TestRoundPlansInMovementOrder(t *testing.T) {
	r := NewCombatRules()
	for _, tc := range []struct {
		name, options string
		want          []string
	}{
		{"movement order", `,"options":{"movement_order":true}`, []string{"advantage thug", "normal ally", "normal me"}},
		{"list order", ``, []string{"advantage thug", "normal me", "normal ally"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := fight(t, r, `,"initiative":"strategized"`+tc.options)
			for _, p := range []string{
				`{"combatant":"me","action":"hide","movement":"dodge"}`,
				`{"combatant":"ally","action":"run","movement":"dash"}`,
				`{"combatant":"thug","action":"shoot","tier":"advantage"}`,
			} {
				must(t, apply(t, r, st, EventPlan, p))
			}
			var got []string
			for _, p := range RoundPlans(st) {
				got = append(got, p.Tier+" "+p.Combatant.ID)
				if !p.Planned {
					t.Errorf("%s has no plan", p.Combatant.ID)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("plans %v, want %v", got, tc.want)
			}
		})
	}
	t.Run("not DvR's", func(t *testing.T) {
		if got := RoundPlans(encounter.NewState("other", encounter.ModeCombat)); got != nil {
			t.Errorf("plans %v", got)
		}
	})
}
