package dvr

import (
	"context"
	"fmt"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// TestRefreshAfterSameAsWhole: refreshing only the combatants an event
// touched leaves every combatant's Actions and health flags as a refresh
// of everyone does, after every event of sampled forecast fights of both
// initiatives, of the testdata logs, and of logs where a combatant joins
// just before an attack or a pass.
func TestRefreshAfterSameAsWhole(t *testing.T) {
	for _, file := range []string{"forecast-alley", "forecast-rooftop", "forecast-4v6", "forecast-4v6-strategized"} {
		enc := forecasttest.Open(t, "testdata/"+file+".json")
		res, err := forecast.Forecast(context.Background(), NewCombatRules(), enc, forecast.Options{Runs: 20, Seed: 4, Samples: 20})
		if err != nil {
			t.Fatal(err)
		}
		for i, sm := range res.Samples {
			t.Run(fmt.Sprintf("%s %d", file, i+1), func(t *testing.T) { playRefreshed(t, sm.Encounter) })
		}
	}
	for _, file := range []string{"dvr-fight", "dvr-tracker"} {
		t.Run(file, func(t *testing.T) { playRefreshed(t, forecasttest.Open(t, "testdata/"+file+".json")) })
	}
	t.Run("focus, gear and roster", func(t *testing.T) { playRefreshed(t, mirrorLog(t, false)) })
	t.Run("tiers", func(t *testing.T) { playRefreshed(t, mirrorLog(t, true)) })
	for _, next := range []string{EventAttack, EventPass} {
		t.Run("joins before "+next, func(t *testing.T) { playRefreshed(t, joinLog(t, next)) })
	}
}

// playRefreshed applies enc's log and, after every event the DvR rules
// apply, compares the state with a copy of it refreshed whole.
func playRefreshed(t *testing.T, enc encounter.Encounter) {
	t.Helper()
	r := NewCombatRules()
	st, err := encounter.Start(r, enc.Setup)
	if err != nil {
		t.Fatal(err)
	}
	applied := 0
	for i, ev := range enc.Log {
		if err := encounter.Apply(r, st, ev); err != nil {
			break
		}
		applied++
		if !r.(CombatRules).Has(ev.Type) {
			continue // a common event: no refresh follows it
		}
		whole, ok := st.Clone()
		if !ok {
			t.Fatal("the state does not copy")
		}
		refresh(whole, whole.Ext.(*Ext))
		for j, c := range st.Combatants {
			w := whole.Combatants[j]
			if c.Actions != w.Actions || c.HP != w.HP || c.Injured != w.Injured || c.Unconscious != w.Unconscious {
				t.Fatalf("after event %d (%s), %s: actions %d, HP %d, injured %v, unconscious %v; refreshed whole %d, %d, %v, %v",
					i+1, ev.Type, c.ID, c.Actions, c.HP, c.Injured, c.Unconscious, w.Actions, w.HP, w.Injured, w.Unconscious)
			}
		}
	}
	if applied < 3 {
		t.Fatalf("only %d events applied", applied)
	}
}

// joinLog is a popcorn fight where a combatant joins and the next event
// is an attack or a pass within the round.
func joinLog(t *testing.T, next string) encounter.Encounter {
	t.Helper()
	side := func(id string, players bool) encounter.SideSetup {
		return encounter.SideSetup{ID: id, Name: id, Players: players}
	}
	fighter := func(id, side string) encounter.CombatantSetup {
		return encounter.CombatantSetup{ID: id, Name: id, Side: side, Stats: map[string]int{"max_health": 12},
			Dice: map[string]string{QuickPoolKey: "d6 d6"}, Attacks: []encounter.Attack{{Name: "Club", Kind: KindWeapon, Damage: 2, Dice: "d6"}}}
	}
	enc := encounter.Encounter{System: ID, Mode: encounter.ModeCombat, Setup: encounter.Setup{
		Sides:      []encounter.SideSetup{side("party", true), side("foes", false)},
		Combatants: []encounter.CombatantSetup{fighter("ann", "party"), fighter("bob", "party"), fighter("guard", "foes")}}}
	payloads := []struct {
		typ     string
		payload any
	}{
		{EventStart, StartPayload{Aggressor: "ann"}},
		{"add_combatant", map[string]any{"combatant": fighter("thug", "foes")}},
	}
	if next == EventAttack {
		payloads = append(payloads, struct {
			typ     string
			payload any
		}{EventAttack, AttackInput{Attacker: "ann", Target: "guard", Weapon: Weapon{Name: "Club", Damage: 2},
			Pool: []PoolEntry{{Die: 6, From: PoolScript, Name: QuickPoolKey}, {Die: 6, From: PoolScript, Name: QuickPoolKey}}, Dice: []int{6, 6}}})
	} else {
		payloads = append(payloads, struct {
			typ     string
			payload any
		}{EventPass, PassPayload{To: "bob"}})
	}
	for _, p := range payloads {
		ev, err := encounter.NewEvent(p.typ, p.payload)
		if err != nil {
			t.Fatal(err)
		}
		enc.Log = append(enc.Log, ev)
	}
	if _, err := encounter.Replay(NewCombatRules(), enc); err != nil {
		t.Fatalf("the log does not replay: %v", err)
	}
	return enc
}
