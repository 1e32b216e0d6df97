package dvr

import (
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// TestCloneExtIntoPlaysTheSame: copies of the start built in the memory of
// fights already played play the same fights as fresh copies, for both
// initiatives (forecasttest.RecycledPlaysTheSame).
func TestCloneExtIntoPlaysTheSame(t *testing.T) {
	for _, file := range []string{"forecast-4v6", "forecast-4v6-strategized", "forecast-alley"} {
		t.Run(file, func(t *testing.T) {
			r := NewCombatRules()
			start, err := encounter.Replay(r, forecasttest.Open(t, "testdata/"+file+".json"))
			if err != nil {
				t.Fatal(err)
			}
			forecasttest.RecycledPlaysTheSame(t, dvrRecycling(r), start)
		})
	}
}

// dvrRecycling is DvR's autopilot and comparison for the recycling tests.
func dvrRecycling(r encounter.Rules) forecasttest.Recycling {
	return forecasttest.Recycling{Rules: r, Next: Autopilot{}.Next, Same: sameDvRFight}
}

// sameDvRFight compares two states field by field, the autopilot's
// scratch (no part of the fight) left out.
func sameDvRFight(a, b *encounter.State) bool {
	sa, sb := *a, *b
	if xa, ok := a.Ext.(*Ext); ok {
		xb, ok := b.Ext.(*Ext)
		if !ok {
			return false
		}
		ca, cb := *xa, *xb
		ca.scratch, cb.scratch = autoScratch{}, autoScratch{}
		sa.Ext, sb.Ext = &ca, &cb
	}
	return reflect.DeepEqual(sa, sb)
}

// TestRecycledDuelsLeaveTheStartAlone: the one list of DvR's state a fight
// grows in place is Duels ("duel_start" appends, "duel_damage" writes a
// duel's score through its pointer). A start with a duel under way (the
// alley with a duel opened and scored) is copied into a state whose fight
// scored that duel and opened another, three times over as a forecast
// worker recycles: the start stays as it was and each copy holds the
// start's duels. Then the forecast of that start gives the same answer with
// one worker and two (run it with -race).
func TestRecycledDuelsLeaveTheStartAlone(t *testing.T) {
	r := NewCombatRules()
	event := func(typ string, payload any) encounter.Event {
		t.Helper()
		e, err := encounter.NewEvent(typ, payload)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	enc := forecasttest.Open(t, "testdata/forecast-alley.json")
	enc.Log = append(enc.Log, event(EventDuelStart, DuelStartPayload{A: "jessie", B: "thug1", Size: 3}),
		event(EventDuelDamage, DuelDamagePayload{Duel: "d1", By: "thug1", Amount: 1}))
	enc.Cursor = len(enc.Log)
	start, err := encounter.Replay(r, enc)
	if err != nil {
		t.Fatal(err)
	}
	if x := start.Ext.(*Ext); len(x.Duels) != 1 {
		t.Fatalf("the start has %d duels, want 1", len(x.Duels))
	}
	before, _ := start.Clone()
	var used *encounter.State
	for round := 1; round <= 3; round++ {
		rec, ok := start.CloneInto(used)
		if !ok {
			t.Fatal("the start cannot be copied")
		}
		if got, want := EncounterStatus(rec), EncounterStatus(start); !reflect.DeepEqual(got, want) {
			t.Fatalf("copy %d: %+v, the start %+v", round, got, want)
		}
		for _, ev := range []encounter.Event{
			event(EventDuelDamage, DuelDamagePayload{Duel: "d1", By: "jessie", Amount: 2}),
			event(EventDuelStart, DuelStartPayload{A: "ruben", B: "boss", Size: 5}),
			event(EventDuelDamage, DuelDamagePayload{Duel: "d2", By: "boss", Amount: 2}),
		} {
			if err := encounter.Apply(r, rec, ev); err != nil {
				t.Fatalf("copy %d: %s: %v", round, ev.Type, err)
			}
		}
		if !sameDvRFight(start, before) {
			t.Fatalf("the fight in copy %d changed the start", round)
		}
		used = rec
	}
	forecasttest.SameSeedSameAnswer(t, r, enc, forecast.Options{Runs: 200, Seed: 5})
}
