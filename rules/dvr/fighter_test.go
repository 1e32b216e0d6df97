package dvr

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// mirrorDisagrees compares every combatant's fighter with the maps it
// copies (Focus, cover, resistance, the turn flags) and its kept pool and
// weapons with the ones read again; "" when all agree.
func mirrorDisagrees(st *encounter.State) string {
	x := st.Ext.(*Ext)
	if x.allNormal { // the flag that lets normalTiers skip its writes
		for id, tier := range x.Tier {
			if tier != TierNormal {
				return fmt.Sprintf("every tier is said to be normal, %s's is %s", id, tier)
			}
		}
	}
	for _, c := range st.Combatants {
		f := fighterOf(c)
		if f == nil {
			return c.ID + " has no fighter"
		}
		_, has := c.Resources[resMaxFocus]
		want := fighter{hasFocus: has, focus: c.Resource(resFocus), cover: c.Stat("cover"), resistance: c.Stat("resistance"),
			side: 1 + slices.IndexFunc(st.Sides, func(sd *encounter.Side) bool { return sd.ID == c.Side }), turn: readTurnFlags(x, c.ID)}
		got := *f
		got.gear, got.auto, got.passHere = 0, nil, nil
		if !reflect.DeepEqual(got, want) {
			return fmt.Sprintf("%s: fighter %+v, maps %+v", c.ID, got, want)
		}
		var pass PassPayload
		if len(f.passHere) != 1 || f.passHere[0].Type != EventPass || f.passHere[0].Decode(&pass) != nil || pass.To != c.ID {
			return fmt.Sprintf("%s: its pass event is %v", c.ID, f.passHere)
		}
		arms := *armsOf(c) // kept, or read again when the gear changed
		fresh := *readArms(c)
		arms.gear = 0
		if !reflect.DeepEqual(arms, fresh) {
			return fmt.Sprintf("%s: kept arms %+v, read again %+v", c.ID, arms, fresh)
		}
	}
	return ""
}

// playMirrored applies enc's log event by event from its setup, checking
// the copies after the start and after every event (refused events end
// the play, as they end a replay).
func playMirrored(t *testing.T, r encounter.Rules, enc encounter.Encounter) {
	t.Helper()
	st, err := encounter.Start(r, enc.Setup)
	if err != nil {
		t.Fatal(err)
	}
	if d := mirrorDisagrees(st); d != "" {
		t.Fatalf("after the setup: %s", d)
	}
	for i, ev := range enc.Log {
		if err := encounter.Apply(r, st, ev); err != nil {
			return
		}
		if d := mirrorDisagrees(st); d != "" {
			t.Fatalf("after event %d (%s): %s", i+1, ev.Type, d)
		}
	}
}

// TestFighterMirrorsMaps: the typed copies of a combatant (fighter,
// turnFlags, autoArms) equal the maps they copy after every event, in
// sampled forecast fights of both initiatives, in the testdata logs and in
// a log of the events that change Focus, gear, tiers and the roster.
func TestFighterMirrorsMaps(t *testing.T) {
	for _, file := range []string{"forecast-alley", "forecast-rooftop", "forecast-4v6", "forecast-4v6-strategized"} {
		enc := forecasttest.Open(t, "testdata/"+file+".json")
		res, err := forecast.Forecast(context.Background(), NewCombatRules(), enc, forecast.Options{Runs: 30, Seed: 9, Samples: 30})
		if err != nil {
			t.Fatal(err)
		}
		for i, sm := range res.Samples {
			t.Run(fmt.Sprintf("%s %d", file, i+1), func(t *testing.T) { playMirrored(t, NewCombatRules(), sm.Encounter) })
		}
	}
	for _, file := range []string{"dvr-fight", "dvr-tracker"} {
		t.Run(file, func(t *testing.T) { playMirrored(t, NewCombatRules(), forecasttest.Open(t, "testdata/"+file+".json")) })
	}
	t.Run("focus, gear and roster", func(t *testing.T) { playMirrored(t, NewCombatRules(), mirrorLog(t, false)) })
	t.Run("tiers", func(t *testing.T) { playMirrored(t, NewCombatRules(), mirrorLog(t, true)) })
}

// mirrorLog is a fight whose log spends and restores Focus, rusts and
// sacrifices a weapon, stuns, and removes a combatant and adds one back
// under its ID; strategized, it also plans and sets tiers.
func mirrorLog(t *testing.T, strategized bool) encounter.Encounter {
	t.Helper()
	one, two := 1, 2
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "party", Name: "Party", Players: true}, {ID: "foes", Name: "Foes"}}}
	if strategized {
		setup.Extra = map[string]json.RawMessage{"initiative": json.RawMessage(`"strategized"`)}
	}
	jessie := encounter.CombatantSetup{ID: "jessie", Name: "Jessie", Side: "party", Stats: map[string]int{"max_health": 17, "max_focus": 9},
		Dice:    map[string]string{"script:Reflex": "d8", "skill:Gunplay": "d6", "item:Van": "d6"},
		Attacks: []encounter.Attack{{Name: "Gun", Kind: KindWeapon, Damage: 4, Dice: "d8"}, {Name: "Knife", Kind: KindWeapon, Damage: 2, Dice: "d4"}}}
	guard := encounter.CombatantSetup{ID: "guard", Name: "Guard", Side: "foes", Stats: map[string]int{"max_health": 12, "resistance": 2, "cover": 1},
		Dice: map[string]string{QuickPoolKey: "d6 d6"}, Attacks: []encounter.Attack{{Name: "Club", Kind: KindWeapon, Damage: 2, Dice: "d6"}}}
	setup.Combatants = []encounter.CombatantSetup{jessie, guard}
	type step struct {
		typ     string
		payload any
	}
	steps := []step{
		{EventSpend, SpendPayload{Combatant: "jessie", Focus: &two}},
		{EventCondition, ConditionPayload{Target: "jessie", Name: CondDazed}},
		{EventQuickBreath, QuickBreathPayload{Combatant: "jessie", Amount: &one}},
		{EventRust, RustPayload{Combatant: "jessie", Name: "Gun"}},
		{EventCondition, ConditionPayload{Target: "guard", Name: CondStunned}},
	}
	aon := AttackInput{Attacker: "jessie", Target: "guard", Weapon: Weapon{Name: "Knife", Damage: 2},
		Pool: []PoolEntry{{Die: 8, From: PoolScript, Name: "Reflex"}, {Die: 4, From: PoolItem, Name: "Knife", AllOrNothing: true}},
		Dice: []int{6, 3}, Pushes: []Push{{Die: 1, Points: 1, From: FromFocus}}}
	if strategized {
		steps = append(steps,
			step{EventPlan, PlanPayload{Combatant: "jessie", Action: "shoot", Tier: TierAdvantage}},
			step{EventSetTier, SetTierPayload{Combatant: "guard", Tier: TierDisadvantage}},
			step{EventLock, nil}, step{EventReveal, nil},
			step{EventAttack, aon},
			step{EventEndTier, nil}, step{EventEndTier, nil}, step{EventEndTier, nil},
		)
	} else {
		steps = append(steps,
			step{EventStart, StartPayload{Aggressor: "jessie"}},
			step{EventAttack, aon},
			step{EventPass, PassPayload{To: "guard"}},
			step{EventEndTurn, nil},
		)
	}
	steps = append(steps,
		step{"remove_combatant", map[string]string{"combatant": "guard"}},
		step{"add_combatant", map[string]any{"combatant": guard}},
		step{EventRest, RestPayload{Combatant: "jessie"}},
		step{EventDamage, HealthPayload{Target: "guard", Amount: 3}},
	)
	enc := encounter.Encounter{System: ID, Mode: encounter.ModeCombat, Setup: setup}
	for _, s := range steps {
		ev, err := encounter.NewEvent(s.typ, s.payload)
		if err != nil {
			t.Fatal(err)
		}
		enc.Log = append(enc.Log, ev)
	}
	// Every event applies: a refused one would end the check early.
	if _, err := encounter.Replay(NewCombatRules(), enc); err != nil {
		t.Fatalf("the log does not replay: %v", err)
	}
	enc.Cursor = len(enc.Log)
	if !slices.ContainsFunc(enc.Log, func(ev encounter.Event) bool { return ev.Type == EventRust }) {
		t.Fatal("no rust in the log")
	}
	return enc
}

// TestTierIndex: the tier's place is slices.Index's, for the tiers and the
// phases that are not tiers.
func TestTierIndex(t *testing.T) {
	for _, s := range append(slices.Clone(tiers), PhasePlan, PhaseLocked, "", "Normal") {
		if got, want := tierIndex(s), slices.Index(tiers, s); got != want {
			t.Errorf("tierIndex(%q) = %d, want %d", s, got, want)
		}
	}
}
