package evening

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestCloneExtIntoPlaysTheSame: copies of the start built in the memory of
// fights already played play the same fights as fresh copies, for threat
// fights and a danger (forecasttest.RecycledPlaysTheSame); the start holds
// its fightExt, which Start makes for the forecast to recycle.
func TestCloneExtIntoPlaysTheSame(t *testing.T) {
	for _, tc := range []struct {
		file  string
		rules encounter.Rules
		next  func(*encounter.State, *rand.Rand) ([]encounter.Event, error)
	}{
		{"forecast-4v6", NewCombatRules(), Autopilot{}.Next},
		{"forecast-crypt", NewCombatRules(), Autopilot{}.Next},
		{"forecast-rockslide", NewDangerRules(), DangerAutopilot{}.Next},
	} {
		t.Run(tc.file, func(t *testing.T) {
			start, err := encounter.Replay(tc.rules, forecasttest.Open(t, "testdata/"+tc.file+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := start.Ext.(*fightExt); !ok {
				t.Fatal("the start has no fightExt: Start makes it, for the forecast to recycle")
			}
			forecasttest.RecycledPlaysTheSame(t, forecasttest.Recycling{Rules: tc.rules, Next: tc.next, Same: sameEveningFight}, start)
		})
	}
}

// sameEveningFight compares two states field by field, the autopilot's
// payload blocks (no part of the fight) left out.
func sameEveningFight(a, b *encounter.State) bool {
	sa, sb := *a, *b
	if xa, ok := a.Ext.(*fightExt); ok {
		xb, ok := b.Ext.(*fightExt)
		if !ok {
			return false
		}
		ca, cb := *xa, *xb
		ca.attacks, cb.attacks, ca.threats, cb.threats = nil, nil, nil, nil
		ca.rolls, cb.rolls, ca.choices, cb.choices, ca.inits, cb.inits = nil, nil, nil, nil, nil, nil
		sa.Ext, sb.Ext = &ca, &cb
	}
	return reflect.DeepEqual(sa, sb)
}

// TestForecastRecyclesTheFightExt: a forecast's start (Start, then the
// log) holds the state's own part, so a copy of it into a fight played
// before (State.CloneInto, as a forecast worker recycles its state) is
// built in that fight's fightExt and keeps its payload blocks, instead of
// each fight making a new one at its first proposal.
func TestForecastRecyclesTheFightExt(t *testing.T) {
	r := NewCombatRules()
	start, err := encounter.Replay(r, forecasttest.Open(t, "testdata/forecast-4v6.json"))
	if err != nil {
		t.Fatal(err)
	}
	first, ok := start.CloneInto(nil)
	if !ok {
		t.Fatal("the start cannot be copied")
	}
	if forecasttest.PlayAlongside(t, forecasttest.Recycling{Rules: r, Next: Autopilot{}.Next, Same: sameEveningFight}, first, nil, 7) == 0 {
		t.Fatal("the fight played no event")
	}
	x, ok := first.Ext.(*fightExt)
	if !ok || len(x.attacks)+len(x.rolls) == 0 {
		t.Fatal("the fight made no payload block in its fightExt")
	}
	second, _ := start.CloneInto(first)
	if second.Ext != x {
		t.Fatal("the next fight's fightExt is not the last one's")
	}
	if len(x.rolls) == 0 && len(x.attacks) == 0 {
		t.Fatal("the recycled fightExt lost its blocks")
	}
}
